// The team's API shapes: live state, the boss's view and the approvals (server/team/routes.ts).
import type { EmployeeBoss, TeamTask } from './boss.ts';
import type { ActivityEvent, EmployeeStateEvent } from '../events.ts';

export interface TeamStateDto {
  employees: EmployeeStateEvent[];
  activity: ActivityEvent[];
}

/** A batch Tag is unsure about, waiting for the user's decision (approve, reject or redirect). */
export interface ApprovalDto {
  id: string;
  documentId: string;
  fileName: string;
  employee: string;
  /** how many of the document's transactions are below 80 % confidence, of how many imported */
  unsure: number;
  total: number;
  message: string;
  status: 'pending' | 'approved' | 'rejected' | 'redirected';
  createdAt: string;
}

/** GET /api/team/boss */
export interface BossDto {
  employees: EmployeeBoss[];
  running: number;
  highActivity: boolean;
  summary: string;
  /** the most recent tasks (newest first) */
  tasks: TeamTask[];
  approvals: ApprovalDto[];
}

/** POST /api/team/approvals/:id {decision} */
export interface ApprovalDecisionResult {
  approval: ApprovalDto;
  /** transactions changed by the decision */
  updated: number;
  /** for 'redirect': where the user goes to decide one by one */
  route: string | null;
}
