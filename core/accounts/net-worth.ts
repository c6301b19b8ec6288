// Net worth = assets − liabilities, on any list of dates. Accounts count from their first transaction
// (or stated balance, or opening date); credit-card and loan accounts are liabilities (their balances
// are negative when money is owed); Liberty's debts count too unless an account already stands for them.
import { toHome, type CurrencyRates } from '../currency.ts';
import { addDays } from '../dates.ts';
import { balanceOn, type BalanceIndex } from './balances.ts';
import { isLiability, type AccountKind } from './kinds.ts';

export interface NetWorthAccount {
  id: string;
  name: string;
  kind: AccountKind;
  currency: string;
  openingDate: string | null;
  index: BalanceIndex;
}

export interface NetWorthDebt {
  id: string;
  name: string;
  /** what is owed, positive */
  balanceCents: number;
  /** the account the user linked it to in Liberty, if any */
  linkedAccount: string | null;
}

export interface NetWorthPoint {
  date: string;
  assetsCents: number;
  /** what is owed, positive */
  liabilitiesCents: number;
  netWorthCents: number;
}

export interface NetWorthItem {
  kind: 'account' | 'debt';
  id: string;
  name: string;
  side: 'asset' | 'liability';
  /** in the home currency, signed as the account's balance (a debt: minus what is owed) */
  balanceCents: number;
  /** how it was counted, in words */
  how: string;
}

export interface NetWorthSeries {
  home: string;
  points: NetWorthPoint[];
  /** what the last point is made of */
  items: NetWorthItem[];
  /** accounts in a currency without a stated rate: left out of the totals, named here */
  keptApart: { id: string; name: string; currency: string; balanceCents: number }[];
}

export type SeriesStep = 'day' | 'week' | 'month';

/** A series over a range of days, one point per step (GET /api/accounts' netWorth). */
export interface NetWorthRange extends NetWorthSeries {
  from: string;
  to: string;
  step: SeriesStep;
}

/** The dates of a series: the end of each step from `from` to `to`, and `to` itself. */
export function seriesDates(from: string, to: string, step: SeriesStep): string[] {
  if (from > to) return [];
  const out: string[] = [];
  if (step === 'month') {
    let [y, m] = from.split('-').map(Number) as [number, number];
    for (;;) {
      const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
      const end = addDays(next, -1);
      if (end >= to) break;
      out.push(end);
      [y, m] = next.split('-').map(Number) as [number, number];
    }
  } else {
    const n = step === 'day' ? 1 : 7;
    for (let d = addDays(from, n - 1); d < to; d = addDays(d, n)) out.push(d);
  }
  out.push(to);
  return out;
}

/** A step that keeps a series between about 30 and 120 points. */
export function stepFor(from: string, to: string): SeriesStep {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  return days <= 120 ? 'day' : days <= 2 * 366 ? 'week' : 'month';
}

function started(a: NetWorthAccount, date: string): boolean {
  const first = [a.openingDate, a.index.firstDate].filter((d): d is string => Boolean(d)).sort()[0];
  return first !== undefined && first <= date;
}

export function netWorthSeries(input: {
  accounts: readonly NetWorthAccount[];
  debts: readonly NetWorthDebt[];
  dates: readonly string[];
  home: string;
  rates: CurrencyRates;
}): NetWorthSeries {
  const { home, rates } = input;
  const names = new Set(input.accounts.map((a) => a.name.toLowerCase()));
  // a debt the user linked to an account, or named like one, is that account: counting both would count it twice
  const debts = input.debts.filter((d) => !names.has(d.name.toLowerCase()) && !(d.linkedAccount && names.has(d.linkedAccount.toLowerCase())));
  const debtTotal = debts.reduce((s, d) => s + d.balanceCents, 0);
  const keptApart = input.accounts.filter((a) => toHome(0, a.currency, home, rates) === null);
  const counted = input.accounts.filter((a) => !keptApart.includes(a));

  const points = input.dates.map((date) => {
    let assets = 0;
    let liabilities = debtTotal;
    for (const a of counted) {
      if (!started(a, date)) continue;
      const cents = toHome(balanceOn(a.index, date).balanceCents, a.currency, home, rates)!;
      if (isLiability(a.kind)) liabilities -= cents;
      else assets += cents;
    }
    return { date, assetsCents: assets, liabilitiesCents: liabilities, netWorthCents: assets - liabilities };
  });

  const last = input.dates[input.dates.length - 1] ?? null;
  const items: NetWorthItem[] = [
    ...counted.map((a): NetWorthItem => {
      const b = last ? balanceOn(a.index, last) : null;
      const side = isLiability(a.kind) ? 'liability' : 'asset';
      return {
        kind: 'account',
        id: a.id,
        name: a.name,
        side,
        balanceCents: b ? toHome(b.balanceCents, a.currency, home, rates)! : 0,
        how: `${a.kind} account, ${side === 'liability' ? 'a liability' : 'an asset'}; balance from ${b?.source === 'opening balance' || !b ? 'the opening balance plus its transactions' : `the ${b.source} of ${b.anchorDate}${b.anchorDate !== last ? ' plus the transactions since' : ''}`}${a.currency !== home ? `, converted from ${a.currency} at your rate` : ''}`,
      };
    }),
    ...debts.map(
      (d): NetWorthItem => ({
        kind: 'debt',
        id: d.id,
        name: d.name,
        side: 'liability',
        balanceCents: -d.balanceCents,
        how: 'a debt you entered in Liberty with no account of its own; its balance as entered, the same on every date (debts have no history)',
      }),
    ),
  ];
  return {
    home,
    points,
    items,
    keptApart: keptApart.map((a) => ({ id: a.id, name: a.name, currency: a.currency, balanceCents: last ? balanceOn(a.index, last).balanceCents : 0 })),
  };
}
