// Ledger's accounts as the API shows them: balances with their source, history and net worth over
// time. The figures are core/accounts; this file fetches the rows and puts them together.
import { balanceHistory, balanceIndex, balanceOn, type BalanceIndex, type BalanceOn } from '../../core/accounts/balances.ts';
import type { AccountDto, AccountsOverviewDto, NetWorthDto } from '../../core/accounts/api.ts';
import { netWorthSeries, seriesDates, stepFor, type SeriesStep } from '../../core/accounts/net-worth.ts';
import type { AccountBalanceFacts, AccountRow, AccountsRepo } from '../../db/repos/accounts.ts';
import type { CurrencyRepo } from '../../db/repos/currency.ts';
import type { DebtsRepo } from '../../db/repos/debts.ts';

export interface AccountsDeps {
  accounts: AccountsRepo;
  debts: DebtsRepo;
  currency: CurrencyRepo;
}

/** A history longer than this is sampled at the end of each week or month. */
const MAX_HISTORY = 400;

const EMPTY: AccountBalanceFacts = { transactions: [], running: [], statements: [], lastReconciliation: null, unreconciled: 0 };

export function indexOf(a: Pick<AccountRow, 'openingBalanceCents'>, f: AccountBalanceFacts): BalanceIndex {
  return balanceIndex({ openingBalanceCents: a.openingBalanceCents, transactions: f.transactions, running: f.running, statements: f.statements });
}

function explain(b: BalanceOn): string {
  if (b.source === 'opening balance') return 'Computed: the opening balance plus every transaction.';
  const what = b.source === 'statement' ? 'closing balance a statement stated' : 'running balance printed on a statement';
  return b.anchorDate === b.date
    ? `The ${what} for ${b.anchorDate}.`
    : `The ${what} for ${b.anchorDate}, ${b.anchorDate! < b.date ? 'plus' : 'less'} the transactions ${b.anchorDate! < b.date ? 'since' : 'in between'}.`;
}

export function accountDto(a: AccountRow, f: AccountBalanceFacts, today: string): AccountDto {
  const ix = indexOf(a, f);
  const asOf = [today, ix.dates[ix.dates.length - 1], ix.anchors[ix.anchors.length - 1]?.date]
    .filter((d): d is string => Boolean(d))
    .sort()
    .pop()!;
  const b = balanceOn(ix, asOf);
  let history = balanceHistory(ix);
  if (history.length > MAX_HISTORY) {
    history = seriesDates(history[0]!.date, asOf, stepFor(history[0]!.date, asOf) === 'day' ? 'week' : 'month').map((d) => ({
      date: d,
      balanceCents: balanceOn(ix, d).balanceCents,
    }));
  }
  return {
    id: a.id,
    name: a.name,
    institution: a.institution,
    kind: a.kind,
    kindEvidence: a.kindEvidence,
    currency: a.currency,
    business: a.business,
    openingBalanceCents: a.openingBalanceCents,
    openingDate: a.openingDate,
    closed: a.closed,
    externalId: a.externalId,
    aliases: a.aliases,
    balance: { cents: b.balanceCents, asOf, source: b.source, anchorDate: b.anchorDate, explanation: explain(b) },
    history,
    unreconciled: f.unreconciled,
    lastReconciliation: f.lastReconciliation,
  };
}

/**
 * Net worth over time, for the accounts page and for reports: assets − liabilities at the end of each
 * step from `from` (default: the first day any account has a figure) to `to`. With `accountIds`, only
 * those accounts count (and Liberty's debts do not).
 */
export async function netWorthOverTime(
  deps: AccountsDeps,
  userId: string,
  range: { to: string; from?: string; step?: SeriesStep; accountIds?: readonly string[] },
): Promise<NetWorthDto> {
  const [rows, facts, money, debts] = await Promise.all([
    deps.accounts.list(userId),
    deps.accounts.balanceFacts(userId),
    deps.currency.settings(userId),
    range.accountIds ? Promise.resolve([]) : deps.debts.list(userId),
  ]);
  const chosen = range.accountIds ? rows.filter((a) => range.accountIds!.includes(a.id)) : rows;
  const accounts = chosen.map((a) => ({
    id: a.id,
    name: a.name,
    kind: a.kind,
    currency: a.currency,
    openingDate: a.openingDate,
    externalId: a.externalId,
    index: indexOf(a, facts.get(a.id) ?? EMPTY),
  }));
  const starts = accounts
    .flatMap((a) => [a.index.firstDate, a.openingDate])
    .filter((d): d is string => Boolean(d))
    .sort();
  const to = range.to;
  const from = range.from ?? (starts[0] && starts[0] < to ? starts[0] : to);
  const step = range.step ?? stepFor(from, to);
  const series = netWorthSeries({
    accounts,
    dates: seriesDates(from, to, step),
    home: money.home,
    rates: money.rates,
    debts: debts.map((d) => ({ id: d.id, name: d.name, balanceCents: d.balanceCents, linkedAccount: d.linkedAccount, accountUnlinked: d.accountUnlinked })),
  });
  return { ...series, from, to, step };
}

/** Net worth today as every page states it: the last point of netWorthOverTime, with what it counted. */
export interface NetWorthNow {
  cents: number;
  /** the accounts' balances alone (assets − what the card and loan accounts owe) */
  balancesCents: number;
  /** the day of the figure; null when no account has a balance yet */
  balancesAsOf: string | null;
  /** Liberty's debts that no account stands for, and how many */
  debtsCents: number;
  debts: number;
  /** in words: "From 3 accounts' balances as of …; Mercury …0123's balance counts as owed." */
  basis: string;
}

/** The net worth on `today` (Financial Freedom, chat): the same function and figure as the Bank Accounts page. */
export async function netWorthNow(deps: AccountsDeps, userId: string, today: string): Promise<NetWorthNow> {
  const s = await netWorthOverTime(deps, userId, { to: today, from: today });
  const last = s.points[s.points.length - 1]!;
  const debts = s.items.filter((i) => i.kind === 'debt');
  const debtsCents = -debts.reduce((sum, d) => sum + d.balanceCents, 0);
  return {
    cents: last.netWorthCents,
    balancesCents: last.netWorthCents + debtsCents,
    balancesAsOf: s.accountsCounted > 0 ? last.date : null,
    debtsCents,
    debts: debts.length,
    basis: s.basis,
  };
}

export async function accountsOverview(deps: AccountsDeps, userId: string, today: string): Promise<AccountsOverviewDto> {
  const [rows, facts, netWorth] = await Promise.all([
    deps.accounts.list(userId),
    deps.accounts.balanceFacts(userId),
    netWorthOverTime(deps, userId, { to: today }),
  ]);
  return { today, accounts: rows.map((a) => accountDto(a, facts.get(a.id) ?? EMPTY, today)), netWorth };
}
