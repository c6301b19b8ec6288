// Where the monthly check-in meets Harmony's nudges (issue 17). Pure.
//
//   checkin_due   "A check-in at most monthly, suggested by a nudge": when this month has no
//                 check-in, Harmony suggests one, once per month (subject 'YYYY-MM'). She never
//                 interrupts: not while another nudge is on the card, not on a day the user
//                 dismissed one, and a user who never checked in is only invited once the account
//                 is CHECKIN_INVITE_MIN_DAYS old and holds transactions (a check-in beside no figures
//                 says little).
//   a check-in as a mood   a saved check-in joins the one-tap moods as a MoodSignal (source
//                 'checkin') through checkinMood below, so a low or falling score can raise
//                 mood_based by the same rule (core/harmony/feelings.ts moodNudge).
import { addDays } from '../dates.ts';
import { SCORE_STEADY_POINTS } from './checkin-greeting.ts';
import type { MoodScore } from './moods.ts';

/** A user who never checked in is first invited when the account is at least this many days old. */
export const CHECKIN_INVITE_MIN_DAYS = 7;
/**
 * A fall of this many points or more since the previous check-in counts as a low mood whatever the
 * band: twice the change the greeting already calls "less secure" (SCORE_STEADY_POINTS), so one
 * answer moved by one step (1–3 points on the CFPB's table) is never enough on its own.
 */
export const CHECKIN_DROP_POINTS = 2 * SCORE_STEADY_POINTS;

/**
 * A check-in's 0–100 score on the one-tap mood scale (1 awful … 5 great), following the ranges the
 * page shows (scoreBand in wellbeing-scale.ts: the ranges the CFPB's own results page colours by):
 *   < 30 → 1 (awful; the bottom of "Low"), 30–39 → 2 (low: "Low"), 40–49 → 3 ("Below average"),
 *   50–69 → 4 ("Around" and "Above average"), ≥ 70 → 5 ("High");
 * and a fall of CHECKIN_DROP_POINTS or more since the previous check-in is at best 2 (low).
 */
export function checkinMood(score: number, previousScore: number | null): MoodScore {
  const band: MoodScore = score < 30 ? 1 : score < 40 ? 2 : score < 50 ? 3 : score < 70 ? 4 : 5;
  if (previousScore !== null && previousScore - score >= CHECKIN_DROP_POINTS) return Math.min(band, 2) as MoodScore;
  return band;
}

/** What a check-in-led mood nudge remembers about the check-in (MoodNudgeContext.checkin). */
export interface CheckinMoodFacts {
  month: string;
  score: number;
  previous: { month: string; score: number } | null;
  /** how one of the facts moved since the previous check-in ("your buffer grew from 1.2 to 1.8 months") */
  factChange: string | null;
}

/** "Your 2026-11 check-in scored 38, down from 47 in 2026-10, while your buffer grew from 1.2 to 1.8 months." */
export function checkinMoodWords(c: CheckinMoodFacts): string {
  const p = c.previous;
  const against = !p
    ? ''
    : p.score > c.score
      ? `, down from ${p.score} in ${p.month}`
      : p.score < c.score
        ? `, up from ${p.score} in ${p.month}`
        : `, as in ${p.month}`;
  const fact = c.factChange ? `${p && p.score > c.score && /grew/.test(c.factChange) ? ' while' : ';'} ${c.factChange}` : '';
  return `Your ${c.month} check-in scored ${c.score} out of 100${against}${fact}.`;
}

/** The period a check-in's mood is about: the 30 days up to the check-in. */
export const checkinPeriod = (date: string) => ({ from: addDays(date, -29), to: date });

// ── checkin_due ───────────────────────────────────────────────────────────────────────────────

export interface CheckinDueContext {
  kind: 'checkin_due';
  /** 'YYYY-MM' the check-in is due for */
  month: string;
  /** the latest check-in before it */
  last: { month: string; score: number } | null;
}

export interface CheckinDueInput {
  /** 'YYYY-MM-DD' in the user's zone */
  today: string;
  /** 'YYYY-MM-DD' the account was created */
  accountCreated: string;
  transactionCount: number;
  /** every check-in the user has, any order */
  checkins: readonly { month: string; score: number }[];
  /** a nudge is on the card now (not cleared) */
  activeNudge: boolean;
  /** the user dismissed or talked through a nudge today */
  clearedToday: boolean;
}

export interface CheckinDueDraft {
  kind: 'checkin_due';
  subject: string;
  context: CheckinDueContext;
  message: string;
}

/** The rule (see the header); null when Harmony should not suggest a check-in now. */
export function checkinDueNudge(input: CheckinDueInput): CheckinDueDraft | null {
  const month = input.today.slice(0, 7);
  if (input.checkins.some((c) => c.month === month)) return null;
  if (input.activeNudge || input.clearedToday) return null;
  const earlier = input.checkins.filter((c) => c.month < month).sort((a, b) => b.month.localeCompare(a.month));
  if (!earlier.length && (input.transactionCount === 0 || addDays(input.accountCreated, CHECKIN_INVITE_MIN_DAYS) > input.today)) return null;
  const context: CheckinDueContext = { kind: 'checkin_due', month, last: earlier[0] ? { month: earlier[0].month, score: earlier[0].score } : null };
  return { kind: 'checkin_due', subject: month, context, message: checkinDueMessage(context) };
}

function checkinDueMessage(c: CheckinDueContext): string {
  const last = c.last ? `Your last check-in, in ${c.last.month}, scored ${c.last.score} out of 100.` : 'You have not taken a check-in yet.';
  return `${last} This month's takes two minutes (ten statements, or five), and I will put it beside your figures.`;
}

export const checkinDueSource = (c: CheckinDueContext) =>
  c.last ? `your check-in of ${c.last.month} and that none is saved for ${c.month}` : `that no check-in is saved for ${c.month}`;

export const checkinDueTitle = (c: CheckinDueContext) => `Check-in for ${c.month}`;

export function checkinDueGreeting(c: CheckinDueContext): string {
  return (
    `Hi, I'm Harmony. ${checkinDueMessage(c)} The check-in form is at the top of this page; the score is the CFPB's, ` +
    'from its published table. Or tell me how money feels right now, in your own words.'
  );
}

export function checkinDuePromptLines(c: CheckinDueContext): string[] {
  return [
    `- Nudge: the monthly well-being check-in for ${c.month} is not taken yet.`,
    c.last
      ? `- The last check-in (${c.last.month}) scored ${c.last.score} out of 100 on the CFPB Financial Well-Being Scale.`
      : '- The user has never taken a check-in.',
  ];
}
