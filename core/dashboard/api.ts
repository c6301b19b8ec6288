// The dashboard shell's API shapes: home stats and the bell (server/dashboard/routes.ts).
import type { ActivityEvent } from '../events.ts';
import type { UserKind } from '../notifications/kinds.ts';

/**
 * GET /api/dashboard/stats: the dashboard's stats strip, computed from the user's own rows
 * (db/repos/dashboard.ts documents each figure).
 */
export interface DashboardStatsDto {
  /** documents whose import completed */
  documentsProcessed: number;
  /** when the latest document was uploaded (whatever became of it); null before the first */
  lastUploadAt: string | null;
  totalTransactions: number;
  /** merchant patterns Tag learned from corrections plus the user's own rules */
  categoriesLearned: number;
  /** transactions Tag categorized automatically (see aiAccuracy) */
  autoCategorized: number;
  /** of those, how many the user corrected by hand (a change of category or of subcategory) */
  corrected: number;
  /** (autoCategorized - corrected) / autoCategorized, 0..1; null while Tag has categorized nothing */
  aiAccuracy: number | null;
  /** Goalie's and Liberty's counts: active goals, debts set up and what they owe, budgets */
  planning: { activeGoals: number; debts: number; debtCents: number; budgets: number };
}

/**
 * GET /api/notifications: the bell, only the activity whose kind needs the user and reaches the bell in
 * their settings (core/notifications/kinds.ts). POST /api/notifications/read marks everything read (204).
 */
export interface NotificationsDto {
  /** those rows newer than readAt (all of them before the bell was first opened) */
  unread: number;
  /** the most recent of them, newest first */
  items: ActivityEvent[];
  readAt: string | null;
  /** the kinds the bell shows: a live activity event of another kind (a step's progress) is not news for it */
  kinds: UserKind[];
}
