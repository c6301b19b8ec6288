// The boss's view: each employee's tasks (from documents' steps, queued jobs and chats), their
// efficiency and an executive summary, all computed from what really happened.
import type { DocumentStatus } from '../documents/status.ts';
import { employeeName, type TeamMemberKey } from '../employees.ts';
import type { StepKey, StepState } from '../steps.ts';

export type TaskType = 'chat' | 'document_processing' | 'categorization' | 'analysis';
export type TaskStatus = 'pending' | 'in_progress' | 'paused' | 'completed' | 'failed';

export interface TeamTask {
  id: string;
  employee: TeamMemberKey;
  type: TaskType;
  status: TaskStatus;
  title: string;
  progress: number;
  startedAt: string | null;
  finishedAt: string | null;
}

/**
 * How long each kind of task may take and still count as on time: a receipt's OCR on this
 * hardware takes seconds, a 100,000-row statement about 10 s per step; a chat reply is built-in
 * (milliseconds) or an LLM's (seconds).
 */
export const EXPECTED_SECONDS: Record<TaskType, number> = {
  document_processing: 120,
  categorization: 60,
  analysis: 60,
  chat: 30,
};

export type EfficiencyStatus = 'excellent' | 'good' | 'needs_attention' | 'critical';
/** More than this many tasks running at once is high activity. */
export const HIGH_ACTIVITY_TASKS = 3;

export function efficiencyStatus(pct: number): EfficiencyStatus {
  if (pct >= 95) return 'excellent';
  if (pct >= 85) return 'good';
  if (pct >= 70) return 'needs_attention';
  return 'critical';
}

const STEP_TASK: Partial<Record<StepKey, { employee: TeamMemberKey; type: TaskType }>> = {
  ocr: { employee: 'byte', type: 'document_processing' },
  parsing: { employee: 'byte', type: 'document_processing' },
  categorization: { employee: 'tag', type: 'categorization' },
  integration: { employee: 'crystal', type: 'analysis' },
  complete: { employee: 'intelia', type: 'analysis' },
};

export interface DocumentForTasks {
  id: string;
  fileName: string;
  status: DocumentStatus;
  steps: readonly StepState[];
}

/** One task per employee per document: Byte's covers OCR and parsing together. */
export function tasksOfDocument(doc: DocumentForTasks): TeamTask[] {
  const groups = new Map<string, { employee: TeamMemberKey; type: TaskType; steps: StepState[] }>();
  for (const s of doc.steps) {
    const t = STEP_TASK[s.key];
    if (!t) continue;
    const g = groups.get(t.employee) ?? { ...t, steps: [] };
    g.steps.push(s);
    groups.set(t.employee, g);
  }
  const tasks: TeamTask[] = [];
  for (const g of groups.values()) {
    const started = g.steps.filter((s) => s.status !== 'pending');
    const failed = g.steps.some((s) => s.status === 'failed');
    const done = g.steps.every((s) => s.status === 'completed');
    const running = g.steps.some((s) => s.status === 'processing');
    let status: TaskStatus = failed ? 'failed' : done ? 'completed' : running || started.length > 0 ? 'in_progress' : 'pending';
    // a document waiting for the user's answer pauses the employee working on it
    if (status === 'in_progress' && doc.status === 'needs_input') status = 'paused';
    if (status === 'pending' && doc.status === 'failed') continue; // never reached: not a task of theirs
    const startedAt =
      started
        .map((s) => s.startedAt ?? s.updatedAt)
        .filter((x): x is string => !!x)
        .sort()[0] ?? null;
    const finishedAt =
      status === 'completed' || status === 'failed'
        ? (started
            .map((s) => s.updatedAt)
            .filter((x): x is string => !!x)
            .sort()
            .at(-1) ?? null)
        : null;
    const progress = Math.round(g.steps.reduce((a, s) => a + (s.status === 'completed' ? 100 : s.progress), 0) / g.steps.length);
    tasks.push({ id: `${g.employee}-${doc.id}`, employee: g.employee, type: g.type, status, title: doc.fileName, progress, startedAt, finishedAt });
  }
  return tasks;
}

export interface ChatForTasks {
  id: string;
  employee: TeamMemberKey;
  at: string;
  latencyMs: number;
  failed: boolean;
}

export function taskOfChat(c: ChatForTasks): TeamTask {
  const end = new Date(c.at);
  return {
    id: `chat-${c.id}`,
    employee: c.employee,
    type: 'chat',
    status: c.failed ? 'failed' : 'completed',
    title: 'Chat reply',
    progress: 100,
    startedAt: new Date(end.getTime() - c.latencyMs).toISOString(),
    finishedAt: c.at,
  };
}

/** A reply being written right now. */
export function taskOfRunningChat(c: { id: string; employee: TeamMemberKey; startedAt: string }): TeamTask {
  return {
    id: `chat-${c.id}`,
    employee: c.employee,
    type: 'chat',
    status: 'in_progress',
    title: 'Chat reply',
    progress: 0,
    startedAt: c.startedAt,
    finishedAt: null,
  };
}

export interface EmployeeBoss {
  employee: TeamMemberKey;
  completed: number;
  inProgress: number;
  pending: number;
  paused: number;
  failed: number;
  /** share of finished tasks completed without failure within EXPECTED_SECONDS, in percent; null with none finished */
  efficiency: number | null;
  status: EfficiencyStatus | null;
}

export interface BossState {
  employees: EmployeeBoss[];
  running: number;
  highActivity: boolean;
  summary: string;
}

function onTime(t: TeamTask): boolean {
  if (t.status !== 'completed') return false;
  if (!t.startedAt || !t.finishedAt) return true;
  return (Date.parse(t.finishedAt) - Date.parse(t.startedAt)) / 1000 <= EXPECTED_SECONDS[t.type];
}

export function bossState(tasks: readonly TeamTask[], members: readonly TeamMemberKey[]): BossState {
  const employees = members.map((employee): EmployeeBoss => {
    const mine = tasks.filter((t) => t.employee === employee);
    const n = (s: TaskStatus) => mine.filter((t) => t.status === s).length;
    const finished = mine.filter((t) => t.status === 'completed' || t.status === 'failed');
    const efficiency = finished.length ? Math.round((finished.filter(onTime).length / finished.length) * 1000) / 10 : null;
    return {
      employee,
      completed: n('completed'),
      inProgress: n('in_progress'),
      pending: n('pending'),
      paused: n('paused'),
      failed: n('failed'),
      efficiency,
      status: efficiency === null ? null : efficiencyStatus(efficiency),
    };
  });
  const running = tasks.filter((t) => t.status === 'in_progress').length;
  return { employees, running, highActivity: running > HIGH_ACTIVITY_TASKS, summary: executiveSummary(employees, running) };
}

function executiveSummary(employees: readonly EmployeeBoss[], running: number): string {
  const worked = employees.filter((e) => e.completed + e.failed + e.inProgress + e.pending + e.paused > 0);
  if (worked.length === 0) return 'No work yet: import a statement or ask the team a question.';
  const parts = worked.map((e) => {
    const bits = [`${e.completed} done`];
    if (e.inProgress) bits.push(`${e.inProgress} in progress`);
    if (e.paused) bits.push(`${e.paused} waiting for you`);
    if (e.failed) bits.push(`${e.failed} failed`);
    return `${employeeName(e.employee)}: ${bits.join(', ')}${e.efficiency === null ? '' : ` (${e.efficiency}% efficient)`}`;
  });
  const attention = worked.filter((e) => e.status === 'needs_attention' || e.status === 'critical').map((e) => employeeName(e.employee));
  return (
    `${parts.join('; ')}.${running ? ` ${running} task${running === 1 ? '' : 's'} running now.` : ''}` +
    (attention.length ? ` Needs attention: ${attention.join(', ')}.` : '')
  );
}

/** Prime asks before filing a batch Tag is unsure about: at least this many items under 0.8… */
export const APPROVAL_MIN_UNSURE = 10;
/** …making up at least this share of the import. */
export const APPROVAL_MIN_SHARE = 0.25;

/** The question Prime puts to the user for an import, or null when Tag is sure enough. */
export function approvalFor(fileName: string, unsure: number, total: number): string | null {
  if (total <= 0 || unsure < APPROVAL_MIN_UNSURE || unsure / total < APPROVAL_MIN_SHARE) return null;
  return (
    `Tag is unsure about ${unsure} of the ${total} transactions in ${fileName} (below 80% confidence). ` +
    'Approve Tag’s suggestions, reject them (they go back to Uncategorized for you to sort), or go through them one by one in Smart Categories?'
  );
}
