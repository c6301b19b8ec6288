// The demo's ledger as the statements a bank would have sent: one per account per calendar month,
// each with its period (the month, cut to the demo's first and last day) and its opening and
// closing balances. Balances chain: a statement opens with the previous one's closing balance, the
// first with DEMO_OPENING_BALANCES, and closes with its opening plus its rows, to the cent.
import { daysInMonth, isoDate } from '../dates.ts';
import type { ExtractedTransaction } from '../parsers/types.ts';
import { DEMO_OPENING_BALANCES, type DemoAccount, demoLife } from './data.ts';
import { rowsCsv } from './sample-statement.ts';

export interface DemoStatement {
  account: DemoAccount;
  /** 'YYYY-MM' */
  month: string;
  /** says it is demo data: "Demo Checking statement 2026-10.csv" */
  fileName: string;
  period: { from: string; to: string };
  rows: ExtractedTransaction[];
  openingBalanceCents: number;
  closingBalanceCents: number;
  /** the statement as the sample statement's CSV: its bytes are the document's size and sha256 */
  csv: string;
}

const ACCOUNTS: readonly DemoAccount[] = ['Checking', 'Credit Card'];

function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = `${y}-${String(m).padStart(2, '0')}`) {
    out.push(month);
    if (++m > 12) {
      m = 1;
      y++;
    }
  }
  return out;
}

/**
 * The statements of the demo life from `from` to `to` (both included), oldest first, each account's
 * in turn. A month in which an account has no row has no statement (its balance carries over).
 */
export function demoStatements(seed: number, from: string, to: string): DemoStatement[] {
  const life = demoLife(seed, from, to);
  const out: DemoStatement[] = [];
  for (const account of ACCOUNTS) {
    let balance = DEMO_OPENING_BALANCES[account];
    for (const month of monthsBetween(from, to)) {
      const y = Number(month.slice(0, 4));
      const m = Number(month.slice(5, 7));
      const first = isoDate(y, m, 1);
      const last = isoDate(y, m, daysInMonth(y, m));
      const period = { from: first < from ? from : first, to: last > to ? to : last };
      const rows = life.filter((t) => t.account === account && t.date >= period.from && t.date <= period.to);
      if (!rows.length) continue;
      const closing = balance + rows.reduce((sum, t) => sum + t.amountCents, 0);
      out.push({
        account,
        month,
        fileName: `Demo ${account} statement ${month}.csv`,
        period,
        rows,
        openingBalanceCents: balance,
        closingBalanceCents: closing,
        csv: rowsCsv(rows),
      });
      balance = closing;
    }
  }
  return out;
}
