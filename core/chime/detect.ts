// Bills proposed from a statement: Crystal's recurring series of money going out, as cadences with
// an amount range, the next due date and how many times each was seen. The bills:detect CLI and
// (later) the bills page read them.
import { detectRecurringDetailed } from '../crystal/recurring.ts';
import type { LedgerTransaction, RecurringSeries } from '../crystal/types.ts';
import type { Cadence } from './cadence.ts';

export interface DetectedBill {
  merchant: string;
  /** what its payments are grouped by (core/crystal/merchant.ts merchantKey) */
  merchantKey: string;
  cadence: Cadence;
  /** the usual payment, and the smallest and largest seen, positive cents */
  amountCents: number;
  minCents: number;
  maxCents: number;
  nextDue: string;
  /** the first payment seen: the series' anchor */
  firstDate: string;
  occurrences: number;
}

function cadenceOf(s: RecurringSeries): Cadence {
  const day = s.dayOfMonth ?? Number(s.nextExpectedDate.slice(8, 10));
  switch (s.period) {
    case 'weekly':
      return { kind: 'weekly' };
    case 'biweekly':
      return { kind: 'every-n-weeks', n: 2 };
    case 'monthly':
      return { kind: 'monthly', day };
    case 'quarterly':
      return { kind: 'quarterly', day, startMonth: ((Number(s.nextExpectedDate.slice(5, 7)) - 1) % 3) + 1 };
    case 'annual':
      return { kind: 'yearly', month: Number(s.nextExpectedDate.slice(5, 7)), day };
  }
}

/** The bills in these transactions, as of `today` (the statement's last day when reading a file). */
export function detectBills(txs: readonly LedgerTransaction[], today: string): DetectedBill[] {
  return detectRecurringDetailed(txs, today)
    .filter(({ series }) => series.averageAmountCents < 0)
    .map(({ series, members }) => {
      const amounts = members.map((i) => -txs[i]!.amountCents);
      return {
        merchant: series.merchant,
        merchantKey: series.merchantKey,
        cadence: cadenceOf(series),
        amountCents: -series.nextExpectedAmountCents,
        minCents: Math.min(...amounts),
        maxCents: Math.max(...amounts),
        nextDue: series.nextExpectedDate,
        firstDate: members.map((i) => txs[i]!.date).sort()[0]!,
        occurrences: series.occurrences,
      };
    })
    .sort((a, b) => (a.nextDue < b.nextDue ? -1 : a.nextDue > b.nextDue ? 1 : a.merchant.localeCompare(b.merchant)));
}
