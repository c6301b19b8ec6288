// Fixed charges: the recurring spending series of one unvarying amount (rent, subscriptions,
// insurance). A month's forecast holds each of them at its own amount on its own dates, and only
// the rest of a category is smoothed: a $1,950 rent is forecast at $1,950 whatever a short month,
// a rent paid early (two in one month, none in the next) or a price step did to the monthly sums.
import { addDays } from '../dates.ts';
import { TRANSFER } from '../tag/taxonomy.ts';
import { advancePeriod, periodSpec, type RecurringDetection } from './recurring.ts';
import type { RecurringSeries } from './types.ts';

export interface FixedCharge {
  series: RecurringSeries;
  /** indices into the ledger of the series' transactions (left out of the smoothed rest) */
  members: readonly number[];
  /** the next charge, positive cents */
  cents: number;
}

/** The spending series whose amount does not vary (a price step is fine: the new price is used). */
export function fixedCharges(detections: readonly RecurringDetection[]): FixedCharge[] {
  return detections
    .filter(({ series: s }) => s.nextExpectedAmountCents < 0 && !s.amountVaries && s.kind !== 'income' && s.category !== 'Income' && s.category !== TRANSFER)
    .map((d) => ({ series: d.series, members: d.members, cents: -d.series.nextExpectedAmountCents }));
}

/**
 * The dates a series is expected on from its next expected date through `end`; one already overdue
 * as of `today` goes on tomorrow (as the cash-flow projection places it).
 */
export function expectedDates(series: RecurringSeries, today: string, end: string): string[] {
  const spec = periodSpec(series.period);
  const anchorDay = series.dayOfMonth ?? Number(series.nextExpectedDate.slice(8, 10));
  const tomorrow = addDays(today, 1);
  const out: string[] = [];
  for (let k = 0; k < 400; k++) {
    const due = k === 0 ? series.nextExpectedDate : advancePeriod(series.nextExpectedDate, spec, k, anchorDay);
    if (due > end) break;
    out.push(due < tomorrow ? tomorrow : due);
  }
  return out.filter((d) => d <= end);
}
