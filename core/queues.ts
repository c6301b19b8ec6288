// Queue names, payloads and deterministic job ids, declared once.
export const PIPELINE = ['byte', 'tag', 'crystal', 'intelia'] as const;
export type PipelineQueue = (typeof PIPELINE)[number];

export interface DocumentJob {
  documentId: string;
  userId: string;
  /** a run after a retry or a recovery ("retry1", "rc2"): its jobs have ids of their own */
  run?: string;
}

export const JOB_NAME: Record<PipelineQueue, string> = {
  byte: 'read-document',
  tag: 'categorize-document',
  crystal: 'integrate-document',
  intelia: 'finish-document',
};

/** BullMQ forbids ':' in custom ids, so ids use '-'. */
export function jobIdFor(queue: PipelineQueue, documentId: string, attempt?: string): string {
  return attempt ? `${queue}-${documentId}-${attempt}` : `${queue}-${documentId}`;
}

/** The second run of Byte after the user answered its question: one per document. */
export const ANSWERED = 'answered';

export function nextQueue(queue: PipelineQueue): PipelineQueue | null {
  const i = PIPELINE.indexOf(queue);
  return PIPELINE[i + 1] ?? null;
}

/** The reconciler's own queue and its one scheduler (idempotent: upserted by every worker). */
export const RECONCILE_QUEUE = 'reconcile';
export const RECONCILE_SCHEDULER = 'reconcile-documents';
export const RECONCILE_JOB = 'reconcile-documents';

export const JOB_ATTEMPTS = 5;
export const JOB_BACKOFF_MS = 1000;

/** Chime's reminders: one job scheduler per user (the daily run at 08:00 in their zone) and one delivery job per reminder. */
export const REMINDERS_QUEUE = 'reminders';
export const DAILY_REMINDERS_JOB = 'daily-reminders';
export const DELIVER_REMINDER_JOB = 'deliver-reminder';
export interface DailyRemindersJob {
  userId: string;
}
export interface DeliverReminderJob {
  userId: string;
  reminderId: string;
}
export const dailySchedulerId = (userId: string) => `daily-${userId}`;
/** a reminder's delivery job id is its row's: adding it twice while it exists is a no-op */
export const deliveryJobId = (reminderId: string) => `reminder-${reminderId}`;

/** Roundtable's episodes: one job per requested episode (its id is the episode's) and one scheduler per user with auto-generate on. */
export const ROUNDTABLE_QUEUE = 'roundtable';
export const GENERATE_EPISODE_JOB = 'generate-episode';
export const AUTO_EPISODE_JOB = 'auto-episode';
export interface GenerateEpisodeJob {
  userId: string;
  episodeId: string;
}
export interface AutoEpisodeJob {
  userId: string;
}
export const episodeJobId = (episodeId: string) => `episode-${episodeId}`;
export const autoEpisodeSchedulerId = (userId: string) => `podcast-${userId}`;

/**
 * Every job the worker consumes, by queue: each name has exactly one handler (worker/jobs.ts), and
 * the worker refuses to start if one is missing.
 */
export const WORKER_JOBS = {
  byte: [JOB_NAME.byte],
  tag: [JOB_NAME.tag],
  crystal: [JOB_NAME.crystal],
  intelia: [JOB_NAME.intelia],
  [RECONCILE_QUEUE]: [RECONCILE_JOB],
  [REMINDERS_QUEUE]: [DAILY_REMINDERS_JOB, DELIVER_REMINDER_JOB],
  [ROUNDTABLE_QUEUE]: [GENERATE_EPISODE_JOB, AUTO_EPISODE_JOB],
} as const satisfies Record<string, readonly string[]>;
export type WorkerQueue = keyof typeof WORKER_JOBS;
