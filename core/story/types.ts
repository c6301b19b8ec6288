// The financial story's shapes (built by core/story/build.ts, answered by GET /api/story as StoryView): a month or a year told in a few screens, every
// figure with the Transactions page's filter of the rows behind it (core/ledger/filter.ts).
import type { LedgerFilter } from '../ledger/filter.ts';
import type { SavingsRate } from '../figures/monthly.ts';

export type StoryPeriod = { kind: 'month'; month: string } | { kind: 'year'; year: number };

/**
 * How a figure's value follows from what it points at, so anyone (the tests, a curious user) can
 * check it against the rows its filter selects:
 * - sum: the rows' amounts added up (money in, or in minus out);
 * - negated-sum: the same with the sign turned (money out shown as a positive amount);
 * - count: how many rows;
 * - per-day: the negated sum ÷ `days`, rounded to the cent;
 * - days-without: `days` minus the distinct dates of the rows (days with no money out);
 * - difference / percent-change / share: from the two figures named in `of` (a, b) of the same
 *   screen: a − b, (a − b) ÷ |b| in whole percent, a ÷ b in whole percent; no filter of their own;
 * - page: a figure another page holds (a goal, a bill, a forecast); `href` goes there.
 */
export type FigureBasis = 'sum' | 'negated-sum' | 'count' | 'per-day' | 'days-without' | 'difference' | 'percent-change' | 'share' | 'page';

export interface StoryFigure {
  /** one per figure ("spent", "change-now:Groceries"); a figure may show twice (a stat and a sentence) */
  id: string;
  unit: 'money' | 'count' | 'days' | 'percent';
  value: number;
  /** what it is, in words: the link's accessible name ("Money out, February 2026") */
  label: string;
  basis: FigureBasis;
  /** per-day and days-without: the days counted */
  days?: number;
  /** difference, percent-change, share: the ids of a and b */
  of?: [string, string];
  /** show the size only (the words around it say "more" or "less") */
  absolute?: boolean;
  /** the Transactions page's filter of the rows behind it */
  filter: LedgerFilter | null;
  /** a page figure: where it lives */
  href: string | null;
}

/** A sentence: words and figures in reading order. */
export type StoryText = (string | StoryFigure)[];

export interface StoryStat {
  caption: string;
  figure: StoryFigure;
  /** a short line under the number */
  detail: StoryText | null;
}

export type StoryScreenId = 'headline' | 'where' | 'changes' | 'habits' | 'wins' | 'coming' | 'months' | 'empty';

export interface StoryMonth {
  /** 'YYYY-MM' */
  month: string;
  incomeCents: number;
  spendingCents: number;
}

export interface StoryScreen {
  id: StoryScreenId;
  title: string;
  /** the screen's big numbers */
  stats: StoryStat[];
  lines: StoryText[];
  /** the year's screen: money in and out per month, for the chart */
  months?: StoryMonth[];
  /** an honest word about what the screen cannot tell */
  note: string | null;
  /** somewhere to go next (the empty story: import a statement) */
  action: { text: string; href: string } | null;
}

export interface StoryRange {
  /** 'YYYY-MM-DD', inclusive */
  from: string;
  to: string;
  label: string;
}

export interface StoryView {
  period: StoryPeriod;
  /** "February 2026", "2025", "March 2026 so far" */
  label: string;
  from: string;
  /** the last day counted: the period's end, or today while it runs */
  to: string;
  /** the period runs past today: counted to today, and compared with as many days before */
  partial: boolean;
  /** what it is compared with: the period before, as long as this one */
  compare: StoryRange;
  /** why this period, when none was asked for ("the last complete month") */
  chosen: string | null;
  today: string;
  /** ISO 4217: every figure is in this currency (other currencies at the stated rates) */
  currency: string;
  /** no money in or out in the period */
  empty: boolean;
  /** transfers between your own accounts in the period: neither spending nor income */
  transfersLeftOut: number;
  screens: StoryScreen[];
  /** the periods with transactions, newest first (the picker offers them) */
  available: { months: string[]; years: number[] };
  /** the period's savings rate and the usual month, as every page gives them (core/figures) */
  monthly: StoryMonthly;
}

/** What GET /api/story carries of the shared figures, for the page and for anyone checking them. */
export interface StoryMonthly {
  /** the period's own savings rate over its full months */
  periodSavingsRate: SavingsRate;
  /** the usual month every page gives: medians over the latest full months, and the savings rate */
  usual: { spendingCents: number | null; surplusCents: number | null; statistic: string; savingsRate: SavingsRate };
  /** the period's months the statements cover only in part, with why */
  partialMonths: { month: string; partialBecause: string }[];
}
