// Each due date of a bill against the ledger: paid (by which transaction), upcoming, due today,
// overdue, or missed; and a price rise when a payment is dearer than the bill expects.
import { addDays, daysBetween } from '../dates.ts';
import { dueDates, type Cadence, type WeekendRule } from './cadence.ts';

export type ExpectedAmount =
  | { kind: 'exact'; cents: number }
  /** within ± percent of cents */
  | { kind: 'approx'; cents: number; percent: number }
  | { kind: 'range'; minCents: number; maxCents: number };

export interface BillSpec {
  /** the normalized merchant its payments carry (Tag's merchantKey) */
  merchantKey: string;
  expected: ExpectedAmount;
  cadence: Cadence;
  /** its first due date: the series' anchor */
  anchor: string;
  weekend: WeekendRule;
}

/** A payment the ledger holds: positive cents of money out. */
export interface Payment {
  id: string;
  date: string;
  merchantKey: string | null;
  cents: number;
}

export type OccurrenceStatus = 'paid' | 'upcoming' | 'due today' | 'overdue' | 'missed';

export interface Occurrence {
  due: string;
  status: OccurrenceStatus;
  paidBy: { id: string; date: string; cents: number } | null;
  /** the payment was dearer than expected: what was expected and what was paid */
  priceRise: { fromCents: number; toCents: number } | null;
}

/** A payment counts for a due date this many days either side of it. */
export const MATCH_DAYS = 4;
/** Unpaid this many days after its due date, an occurrence is missed rather than overdue. */
export const MISSED_AFTER_DAYS = 7;

export function amountFits(e: ExpectedAmount, cents: number): boolean {
  switch (e.kind) {
    case 'exact':
      return cents === e.cents;
    case 'approx':
      return Math.abs(cents - e.cents) <= Math.round((e.cents * e.percent) / 100);
    case 'range':
      return cents >= e.minCents && cents <= e.maxCents;
  }
}

/** The amount a bill usually asks for (the top of a range): reminders, the page and price rises say it. */
export const usualCents = (e: ExpectedAmount) => (e.kind === 'range' ? e.maxCents : e.cents);

/**
 * The bill's occurrences from `from` to `to` as of `today`. A payment pays the nearest due date it
 * fits (same merchant, within MATCH_DAYS); a payment from that merchant within the window but
 * dearer than expected pays it too, flagged as a price rise. Each payment pays one occurrence.
 */
export function occurrences(bill: BillSpec, payments: readonly Payment[], from: string, to: string, today: string): Occurrence[] {
  const used = new Set<string>();
  const mine = payments.filter((p) => p.merchantKey === bill.merchantKey).sort((a, b) => (a.date < b.date ? -1 : 1));
  return dueDates(bill.cadence, bill.anchor, from, to, bill.weekend).map((due): Occurrence => {
    const near = mine
      .filter((p) => !used.has(p.id) && Math.abs(daysBetween(due, p.date)) <= MATCH_DAYS)
      .sort((a, b) => Math.abs(daysBetween(due, a.date)) - Math.abs(daysBetween(due, b.date)));
    const fitting = near.find((p) => amountFits(bill.expected, p.cents));
    const dearer = fitting ? null : near.find((p) => p.cents > usualCents(bill.expected));
    const paid = fitting ?? dearer ?? null;
    if (paid) {
      used.add(paid.id);
      return {
        due,
        status: 'paid',
        paidBy: { id: paid.id, date: paid.date, cents: paid.cents },
        priceRise: dearer ? { fromCents: usualCents(bill.expected), toCents: dearer.cents } : null,
      };
    }
    const status: OccurrenceStatus = due > today ? 'upcoming' : due === today ? 'due today' : addDays(due, MISSED_AFTER_DAYS) < today ? 'missed' : 'overdue';
    return { due, status, paidBy: null, priceRise: null };
  });
}
