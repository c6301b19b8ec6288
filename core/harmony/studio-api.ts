// The wellness studio's API shapes (server/harmony/studio.ts ↔ web/src/features/studio).
import type { NudgeDto } from '../api.ts';
import type { Achievement, ChallengeStatus, WeeklyReview } from './studio.ts';

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
