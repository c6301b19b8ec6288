// The window policy: which due dates of a bill each reader looks at, as days from the day it reads
// "as of" (negative: before it; both ends included). Every reader of bill occurrences names one of
// these (services/bills/occurrences.ts), so what "the bills around today" means is decided here only.
import { addDays } from '../dates.ts';
import { BILLS_DAYS } from '../harmony/facts.ts';
import { COMING_DAYS } from '../story/coming.ts';

export interface WindowDays {
  /** the first due date read, in days from the as-of day */
  fromDays: number;
  /** the last due date read, in days from the as-of day */
  toDays: number;
}

export const BILL_WINDOWS = {
  /** the bills page (and its balance warnings): two months either side, so a miss and the next ones both show */
  page: { fromDays: -60, toDays: 60 },
  /** what the chat may quote: the month either side */
  chat: { fromDays: -30, toDays: 30 },
  /** the daily reminder run: a fortnight back (overdue, missed) and a month ahead (the longest lead time and the next due) */
  reminders: { fromDays: -14, toDays: 31 },
  /** Automa's daily rules: a month back, so an old miss does not fire when a rule is new, and two months ahead */
  automa: { fromDays: -30, toDays: 60 },
  /** Automa's dry run: the last 12 months up to today */
  'automa-history': { fromDays: -365, toDays: 0 },
  /** the story's "what is coming": from today through COMING_DAYS */
  'story-coming': { fromDays: 0, toDays: COMING_DAYS },
  /** Harmony's check-in facts: the bills after today within BILLS_DAYS */
  'checkin-facts': { fromDays: 1, toDays: BILLS_DAYS },
  /** Crystal's forecast of the current month: the bills after today (the reader keeps today's month; 30 days reach the end of any month) */
  'this-month': { fromDays: 1, toDays: 30 },
  /** Roundtable's episode: the two weeks after the timeframe's last day ("coming up") */
  'episode-ahead': { fromDays: 1, toDays: 14 },
} as const satisfies Record<string, WindowDays>;

export type BillWindow = keyof typeof BILL_WINDOWS;

/** The first and last due dates a window reads as of `asOf`. */
export function windowDates(window: BillWindow, asOf: string): { from: string; to: string } {
  const w: WindowDays = BILL_WINDOWS[window];
  return { from: addDays(asOf, w.fromDays), to: addDays(asOf, w.toDays) };
}
