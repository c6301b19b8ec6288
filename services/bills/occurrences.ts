// Chime's bills against the ledger, for every reader (the bills page, the chat, the daily reminder run,
// the story, Harmony's check-ins, Automa's rules, Roundtable's episodes): the user's bills and their
// payments are read through the repositories, and each bill's occurrences in the named window
// (core/chime/windows.ts) come from the one engine, core/chime/occurrences.ts, with their status.
import { occurrences, type Occurrence } from '../../core/chime/occurrences.ts';
import { paymentsOf } from '../../core/chime/payments.ts';
import { windowDates, type BillWindow } from '../../core/chime/windows.ts';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import type { BillRow, BillsRepo } from '../../db/repos/bills.ts';
import type { Ledger } from '../ledger/ledger.ts';

export interface BillOccurrences {
  bill: BillRow;
  occurrences: Occurrence[];
}

export interface BillOccurrencesDeps {
  bills: Pick<BillsRepo, 'list'>;
  ledger: Pick<Ledger, 'window'>;
}

export interface BillOccurrencesOptions {
  /** the ledger the caller already reads (or is reading) for its other figures: read once, not twice */
  ledger?: readonly LedgerTransaction[] | Promise<readonly LedgerTransaction[]>;
  /** only the active bills (a paused bill has no reminders, nothing coming, nothing to quote) */
  activeOnly?: boolean;
}

/** Pure: each bill's occurrences in `window` as of `asOf`, matched against the ledger's payments. */
export function occurrencesIn(
  rows: readonly BillRow[],
  txs: readonly LedgerTransaction[],
  asOf: string,
  window: BillWindow,
  activeOnly = false,
): BillOccurrences[] {
  const payments = paymentsOf(txs);
  const { from, to } = windowDates(window, asOf);
  return rows.filter((b) => !activeOnly || b.active).map((bill) => ({ bill, occurrences: occurrences(bill, payments, from, to, asOf) }));
}

/**
 * The user's bills (in the repository's order, by name) with their occurrences in `window` as of
 * `asOf` (today for most readers; the timeframe's last day for an episode). The ledger is Crystal's
 * window for `asOf` unless the caller passes the one it reads.
 */
export async function billOccurrences(
  deps: BillOccurrencesDeps,
  userId: string,
  asOf: string,
  window: BillWindow,
  opts: BillOccurrencesOptions = {},
): Promise<BillOccurrences[]> {
  const [rows, txs] = await Promise.all([deps.bills.list(userId), opts.ledger ?? deps.ledger.window(userId, asOf)]);
  return occurrencesIn(rows, txs, asOf, window, opts.activeOnly);
}
