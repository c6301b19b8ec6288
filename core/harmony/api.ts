// Harmony's API shapes: the nudge card, its conversation, the monthly check-ins
// (server/harmony/routes.ts, server/harmony/checkins.ts) and the wellness studio (server/harmony/studio.ts).
import type { FactsSnapshot } from './facts.ts';
import type { NudgeContext, NudgeKind } from './nudges.ts';
import type { Achievement, ChallengeStatus, WeeklyReview } from './studio.ts';
import type { Administered, AgeBand, Answers, ScaleForm, ScaleItem } from './wellbeing-scale.ts';

/** GET /api/harmony/nudge → {nudge: NudgeDto | null}: the latest nudge not cleared yet. */
export interface NudgeDto {
  id: string;
  kind: NudgeKind;
  /** the card's text, with the real figures */
  message: string;
  /** the figures behind it (per kind: see core/harmony/nudges.ts) */
  context: NudgeContext;
  createdAt: string;
}

/** POST /api/harmony/nudges/:id/talk: the Harmony conversation it opened, and her first message. */
export interface HarmonyTalkDto {
  conversationId: string;
  greeting: string;
}

// ── the monthly check-ins (/api/harmony/checkins) ──

export interface CheckinDto {
  id: string;
  /** 'YYYY-MM' */
  month: string;
  form: ScaleForm;
  answers: Answers;
  ageBand: AgeBand;
  administered: Administered;
  raw: number;
  score: number;
  band: { label: string; explanation: string };
  /** the facts when the check-in was taken */
  facts: FactsSnapshot;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/harmony/checkins: the check-in, and the mood_based nudge a low or falling score raised. */
export interface CheckinSavedDto extends CheckinDto {
  nudge: NudgeDto | null;
}

export interface CheckinsOverviewDto {
  /** this month, 'YYYY-MM' */
  month: string;
  /** no check-in this month yet */
  due: boolean;
  /** oldest month first */
  checkins: CheckinDto[];
  factsNow: FactsSnapshot;
  greeting: string;
  items: readonly ScaleItem[];
  shortFormIds: readonly string[];
}

export interface CheckinInput {
  form: ScaleForm;
  answers: Answers;
  ageBand: AgeBand;
  administered: Administered;
  replace?: boolean;
}

/** 409: this month already has a check-in. */
export interface CheckinConflictDto {
  error: string;
  existing: CheckinDto | null;
}

// ── the wellness studio (/api/studio; web/src/features/studio) ──

export interface ChallengeDto extends ChallengeStatus {
  id: string;
  categories: string[];
  startDate: string;
  lengthDays: number;
  createdAt: string;
}

export interface AchievementDto extends Achievement {
  /** when the rule first held (kept once unlocked), else null */
  unlockedAt: string | null;
}

/** GET /api/studio */
export interface StudioDto {
  today: string;
  /** the categories a challenge or a regret mark may name */
  categories: string[];
  challenges: ChallengeDto[];
  review: WeeklyReview & { challenges: { id: string; categories: string[]; state: ChallengeStatus['state'] }[] };
  achievements: AchievementDto[];
  regrets: string[];
  moods: { documentId: string | null; mood: number; date: string }[];
  /** focus sessions logged in the last 7 days */
  focus: { sessions: number; minutes: number };
  /** a guilt_pattern nudge this load raised, if any */
  nudge: NudgeDto | null;
}

/** POST /api/studio/moods → 201 */
export interface MoodResultDto {
  documentId: string;
  mood: number;
  date: string;
  /** the mood_based nudge it raised, if any */
  nudge: NudgeDto | null;
}
