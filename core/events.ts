// Socket.IO event payloads, typed once for server, worker and web.
import type { DocumentQuestion } from './documents/question.ts';
import type { PodcastDoneEvent, PodcastFailedEvent, PodcastProgressEvent } from './roundtable/types.ts';
import type { EmployeeKey, StepKey, StepStatus } from './steps.ts';
import type { TeamMemberKey } from './employees.ts';
import type { NotificationKind } from './notifications/kinds.ts';

export interface DocumentStepEvent {
  documentId: string;
  step: StepKey;
  status: StepStatus;
  progress: number;
  message: string;
  employee: EmployeeKey;
  /** ms since epoch when the worker emitted it (used to measure delivery delay) */
  emittedAt: number;
}

export interface Insight {
  type: string;
  severity: 'info' | 'warning' | 'critical';
  actionable: boolean;
  message: string;
}

export interface DocumentDoneEvent {
  documentId: string;
  imported: number;
  duplicates: number;
  needsReview: number;
  insights: Insight[];
}

export interface DocumentQuestionEvent {
  documentId: string;
  question: DocumentQuestion;
}

export interface DocumentFailedEvent {
  documentId: string;
  step: StepKey;
  error: string;
}

export interface EmployeeStateEvent {
  employee: EmployeeKey;
  status: 'idle' | 'working';
  /** the document this user's job is about, when working for this user */
  documentId: string | null;
  documentName: string | null;
  step: StepKey | null;
  progress: number;
  /** jobs waiting in this employee's queue, all users together (a count, nothing else) */
  queueLength: number;
}

export interface ActivityEvent {
  id: string;
  /** a pipeline employee, or another one with news (Goalie's budget alerts) */
  employee: TeamMemberKey;
  message: string;
  /** what the line is about: the bell counts only the kinds that need the user (core/notifications/kinds.ts) */
  kind: NotificationKind;
  documentId: string | null;
  createdAt: string;
}

export interface NotificationEvent {
  id: string;
  /** which kind it is (core/notifications/kinds.ts): shown as a toast only if that kind reaches the bell */
  kind: 'reminder' | 'approval' | 'automation' | 'podcast';
  title: string;
  body: string;
  createdAt: string;
}

export interface ServerToClientEvents {
  'document:step': (e: DocumentStepEvent) => void;
  'document:done': (e: DocumentDoneEvent) => void;
  'document:failed': (e: DocumentFailedEvent) => void;
  'document:question': (e: DocumentQuestionEvent) => void;
  'employee:state': (e: EmployeeStateEvent) => void;
  activity: (e: ActivityEvent) => void;
  notification: (e: NotificationEvent) => void;
  /** a streamed reply's next piece (LLM path only), to the user's room */
  'chat:token': (e: ChatTokenEvent) => void;
  /** a reply is complete (both paths) */
  'chat:done': (e: ChatDoneEvent) => void;
  /** Roundtable: an episode's step changed (core/roundtable/api.ts) */
  'podcast:progress': (e: PodcastProgressEvent) => void;
  'podcast:done': (e: PodcastDoneEvent) => void;
  'podcast:failed': (e: PodcastFailedEvent) => void;
}

export interface ChatTokenEvent {
  conversationId: string;
  /** the id the finished assistant message will have */
  messageId: string;
  employee: string;
  token: string;
}

export interface ChatDoneEvent {
  conversationId: string;
  messageId: string;
  employee: string;
  content: string;
  source: 'builtin' | 'llm' | 'error';
}

export interface ClientToServerEvents {
  /** Ask to follow a document; the server checks ownership before joining its room. */
  'document:watch': (documentId: string, ack: (ok: boolean) => void) => void;
}

export const userRoom = (userId: string) => `user:${userId}`;
export const documentRoom = (documentId: string) => `document:${documentId}`;
/** every socket opened by one session (its id is the hash of the session token): closed when the session ends */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
