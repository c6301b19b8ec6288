// Net worth = assets − liabilities, on any list of dates: THE definition (issue 30), called by the Bank
// Accounts page, Financial Freedom, reports and any reply that quotes net worth. Accounts count from
// their first transaction (or stated balance, or opening date); credit-card and loan accounts are
// liabilities (their balances are negative when money is owed: a card's "New Balance 2,461.81" is
// stored as −2,461.81 and counts as 2,461.81 owed); Liberty's debts count too unless an account
// already stands for them (debtAccount: linked by the user, or the same name, or the same last four
// digits), so a card entered on the debt planner is counted once.
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
  /** the import's own account key ("…0123"), for matching a debt by its last four digits */
  externalId?: string | null;
}

export interface NetWorthDebt {
  id: string;
  name: string;
  /** what is owed, positive */
  balanceCents: number;
  /** the account the user linked it to in Liberty, if any */
  linkedAccount: string | null;
  /** the user said it is not the account it looks like: never linked automatically */
  accountUnlinked?: boolean;
}

/** A debt that an account already stands for, and why they were taken for one. */
export interface DebtLink {
  debtId: string;
  debtName: string;
  accountId: string;
  accountName: string;
  /** 'linked by you' | 'the same name' | 'the same last four digits, 0123' */
  why: string;
  automatic: boolean;
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
  /** Liberty's debts counted through their account, not again */
  links: DebtLink[];
  /** how many accounts have a balance on the last date (started by then) */
  accountsCounted: number;
  /** what the last point was computed from, in words ("From 3 accounts' balances as of …; the Visa's balance counts as owed.") */
  basis: string;
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

const squashName = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
const lastFour = (s: string | null | undefined) => /(\d{4})\D*$/.exec(s ?? '')?.[1] ?? null;

/**
 * The account a debt is, if any: the one the user linked it to; else (unless the user unlinked it) an
 * account of the same name, or a card or loan account whose number ends in the same four digits
 * as the debt's name ("Visa 0123" and "…0123").
 */
export function debtAccount(debt: NetWorthDebt, accounts: readonly NetWorthAccount[]): { account: NetWorthAccount; why: string; automatic: boolean } | null {
  if (debt.linkedAccount) {
    const linked = accounts.find((a) => squashName(a.name) === squashName(debt.linkedAccount!));
    if (linked) return { account: linked, why: 'linked by you', automatic: false };
  }
  if (debt.accountUnlinked) return null;
  const named = accounts.find((a) => squashName(a.name) === squashName(debt.name));
  if (named) return { account: named, why: 'the same name', automatic: true };
  const four = lastFour(debt.name);
  if (!four) return null;
  const card = accounts.find((a) => isLiability(a.kind) && (lastFour(a.name) === four || lastFour(a.externalId) === four));
  return card ? { account: card, why: `the same last four digits, ${four}`, automatic: true } : null;
}

export function netWorthSeries(input: {
  accounts: readonly NetWorthAccount[];
  debts: readonly NetWorthDebt[];
  dates: readonly string[];
  home: string;
  rates: CurrencyRates;
}): NetWorthSeries {
  const { home, rates } = input;
  // a debt an account already stands for is that account: counting both would count it twice
  const links: DebtLink[] = [];
  const debts = input.debts.filter((d) => {
    const m = debtAccount(d, input.accounts);
    if (m) links.push({ debtId: d.id, debtName: d.name, accountId: m.account.id, accountName: m.account.name, why: m.why, automatic: m.automatic });
    return !m;
  });
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
      const debt = links.filter((l) => l.accountId === a.id).map((l) => `; also your debt "${l.debtName}" in Liberty (${l.why}), counted once here`);
      return {
        kind: 'account',
        id: a.id,
        name: a.name,
        side,
        balanceCents: b ? toHome(b.balanceCents, a.currency, home, rates)! : 0,
        how: `${a.kind} account, ${side === 'liability' ? 'a liability' : 'an asset'}; balance from ${b?.source === 'opening balance' || !b ? 'the opening balance plus its transactions' : `the ${b.source} of ${b.anchorDate}${b.anchorDate !== last ? ' plus the transactions since' : ''}`}${a.currency !== home ? `, converted from ${a.currency} at your rate` : ''}${debt.join('')}`,
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
    links,
    accountsCounted: counted.filter((a) => last !== null && started(a, last)).length,
    basis: basisOf(counted, debts.length, links, last),
  };
}

/** "From 3 accounts' balances as of 2024-11-05 and 1 debt you entered; Mercury …0123's balance counts as owed." */
function basisOf(counted: readonly NetWorthAccount[], debts: number, links: readonly DebtLink[], last: string | null): string {
  const live = counted.filter((a) => last !== null && started(a, last));
  if (!live.length && !debts) return 'No account has a balance yet and no debt was entered: import a statement or add an account.';
  const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  const parts = [
    live.length ? (live.length === 1 ? `1 account's balance as of ${last}` : `${live.length} accounts' balances as of ${last}`) : '',
    debts ? `${plural(debts, 'debt')} you entered in Liberty` : '',
  ].filter(Boolean);
  const owed = live.filter((a) => isLiability(a.kind)).map((a) => `${a.name}'s balance counts as owed`);
  const once = links.map((l) => `your debt "${l.debtName}" is ${l.accountName} (${l.why}), counted once`);
  return `From ${parts.join(' and ')}${[...owed, ...once].length ? `; ${[...owed, ...once].join('; ')}` : ''}.`;
}
