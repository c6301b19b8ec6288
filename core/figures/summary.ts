// The figures of a set of files as one plain object (npm run figures, docs/clis.md): every covered
// month with its money, the full months, the monthly surplus with its statistic, the savings rate,
// each account's stated balance and the net worth from them. Amounts are decimal numbers in the
// ledger's currency. Pure: scripts/figures.ts reads the files and passes their rows in.
import { type AccountKind, isLiability } from '../accounts/kinds.ts';
import type { AccountPeriod } from './coverage.ts';
import { type FigureRow, ledgerFigures } from './monthly.ts';

export interface SummaryAccount {
  name: string;
  kind: AccountKind;
  /** what the files state: a statement's closing balance, else the last printed running balance; null: none */
  balanceCents: number | null;
  currency: string;
}

export interface FiguresSummary {
  months: { month: string; full: boolean; income: number; spending: number; surplus: number }[];
  fullMonths: number;
  monthlySurplus: { value: number | null; statistic: string };
  savingsRate: number | null;
  netWorth: number | null;
  accounts: { name: string; kind: AccountKind; balance: number | null; currency: string }[];
}

const dollars = (cents: number) => Math.round(cents) / 100;

/**
 * Net worth from the accounts' stated balances: what is owned less what is owed (a credit card or a
 * loan counts as owed whatever sign its statement prints), in `currency` only: an account in another
 * currency has no rate here, so it is left out rather than added as if it were the same money. Null
 * when no account in that currency states a balance.
 */
export function statedNetWorth(accounts: readonly SummaryAccount[], currency: string): number | null {
  const known = accounts.filter((a) => a.balanceCents !== null && a.currency === currency);
  if (!known.length) return null;
  return known.reduce((s, a) => s + (isLiability(a.kind) ? -Math.abs(a.balanceCents!) : a.balanceCents!), 0);
}

export function figuresSummary(input: {
  rows: readonly FigureRow[];
  accounts: readonly SummaryAccount[];
  today: string;
  pointAccounts: readonly string[];
  periods?: readonly AccountPeriod[];
  /** the ledger's currency: the net worth adds up only accounts in it */
  currency: string;
}): FiguresSummary {
  const f = ledgerFigures({
    transactions: input.rows.filter((r) => r.date <= input.today),
    today: input.today,
    pointAccounts: input.pointAccounts,
    periods: input.periods,
  });
  const net = statedNetWorth(input.accounts, input.currency);
  return {
    months: f.months.map((m) => ({
      month: m.month,
      full: m.full,
      income: dollars(m.incomeCents),
      spending: dollars(m.spendingCents),
      surplus: dollars(m.surplusCents),
    })),
    fullMonths: f.fullMonths,
    monthlySurplus: { value: f.surplus.cents === null ? null : dollars(f.surplus.cents), statistic: f.surplus.statistic },
    savingsRate: f.savingsRate.rate,
    netWorth: net === null ? null : dollars(net),
    accounts: input.accounts.map((a) => ({
      name: a.name,
      kind: a.kind,
      balance: a.balanceCents === null ? null : dollars(a.balanceCents),
      currency: a.currency,
    })),
  };
}
