// The shapes of /api/harmony/checkins, shared by the server and the web.
import type { FactsSnapshot } from './facts.ts';
import type { Administered, AgeBand, Answers, ScaleForm, ScaleItem } from './wellbeing-scale.ts';

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
  nudge: import('../api.ts').NudgeDto | null;
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
