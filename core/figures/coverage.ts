// Which months the ledger covers, and which of them in full. A month is full only when every account
// that has rows in it was covered from its first day to its last: by a statement's own period where
// one is known, else from the account's first to its last transaction (of the rows no stated period
// holds). A first month entered on the 3rd, a last month whose only row is a paycheck on the 31st,
// and the month in progress are partial: they are listed (so a page can show them) but never enter
// a median, a mean or a rate. A month in which no statement account has a single row, though an
// account's first-to-last-row span runs across it, is a gap (a statement we do not have), not a full
// month of zero: only a statement's own period can vouch for a month without rows.
import { addDays, daysInMonth } from '../dates.ts';

/** One row as the figures read it: a date and the account it belongs to. */
export interface CoverageRow {
  /** 'YYYY-MM-DD' */
  date: string;
  account?: string | null;
}

/** A stretch of days an account's statement covers (both ends included). */
export interface AccountPeriod {
  account: string;
  from: string;
  to: string;
}

export interface CoverageInput {
  transactions: readonly CoverageRow[];
  /** the user's today (their time zone): its month is never full */
  today: string;
  /** statement periods the ledger knows of; an account with none is covered first row → last row */
  periods?: readonly AccountPeriod[];
  /**
   * Accounts whose rows are single moments, not a covered stretch (receipts paid in cash, rows typed
   * by hand): their money counts, but they never make a month partial.
   */
  pointAccounts?: readonly string[];
}

export interface MonthCoverage {
  /** 'YYYY-MM' */
  month: string;
  full: boolean;
  /** why a month is not full, in words ("Checking starts on Jun 3"), null when full */
  partialBecause: string | null;
}

/** The account name rows without one share. */
export const NO_ACCOUNT = '(no account)';

const accountOf = (r: CoverageRow) => r.account?.trim() || NO_ACCOUNT;
const monthOf = (day: string) => day.slice(0, 7);
const firstDay = (month: string) => `${month}-01`;
const lastDay = (month: string) => `${month}-${String(daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)))).padStart(2, '0')}`;

export function nextMonth(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** Each account's covered stretches, merged where they touch (a statement that ends on the 31st and the next that starts on the 1st are one). */
export function accountSpans(input: CoverageInput): Map<string, { from: string; to: string }[]> {
  const points = new Set(input.pointAccounts ?? []);
  const stated = new Map<string, { from: string; to: string }[]>();
  for (const p of input.periods ?? []) {
    if (points.has(p.account) || p.from > p.to) continue;
    stated.set(p.account, [...(stated.get(p.account) ?? []), { from: p.from, to: p.to }]);
  }
  // rows no stated period of their account holds (a CSV beside PDFs with printed periods): first row → last row of them
  const byRows = new Map<string, { from: string; to: string }>();
  for (const t of input.transactions) {
    const a = accountOf(t);
    const d = t.date.slice(0, 10);
    if (points.has(a) || stated.get(a)?.some((p) => p.from <= d && d <= p.to)) continue;
    const s = byRows.get(a);
    if (!s) byRows.set(a, { from: d, to: d });
    else {
      if (d < s.from) s.from = d;
      if (d > s.to) s.to = d;
    }
  }
  const out = new Map<string, { from: string; to: string }[]>();
  for (const a of new Set([...stated.keys(), ...byRows.keys()])) {
    const rows = byRows.get(a);
    out.set(a, merge([...(stated.get(a) ?? []), ...(rows ? [rows] : [])]));
  }
  return out;
}

function merge(list: readonly { from: string; to: string }[]): { from: string; to: string }[] {
  const sorted = [...list].sort((x, y) => x.from.localeCompare(y.from));
  const out: { from: string; to: string }[] = [];
  for (const s of sorted) {
    const last = out.at(-1);
    if (last && s.from <= addDays(last.to, 1)) {
      if (s.to > last.to) last.to = s.to;
    } else out.push({ ...s });
  }
  return out;
}

const shortDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * Every month any account covers, oldest first, each full or partial (with the reason). A month no
 * account covers is missing from the list: a gap between statements is not a month of zero.
 */
export function ledgerCoverage(input: CoverageInput): MonthCoverage[] {
  const spans = accountSpans(input);
  const points = new Set(input.pointAccounts ?? []);
  const months = new Set<string>();
  for (const list of spans.values()) for (const s of list) for (let m = monthOf(s.from); m <= monthOf(s.to); m = nextMonth(m)) months.add(m);
  // rows of point accounts (cash receipts) only: their months are listed, never full on their own
  const pointMonths = new Set<string>();
  for (const t of input.transactions) if (points.has(accountOf(t))) pointMonths.add(monthOf(t.date));
  const current = monthOf(input.today);
  const known = { withRows: monthsWithRows(input, points), stated: new Set((input.periods ?? []).map((p) => p.account)) };
  const out: MonthCoverage[] = [];
  for (const month of [...new Set([...months, ...pointMonths])].sort()) {
    out.push({ month, ...monthState(month, spans, current, input.today, known) });
  }
  return out;
}

/** The months in which an account that is not a point account has a row. */
function monthsWithRows(input: CoverageInput, points: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const t of input.transactions) if (!points.has(accountOf(t))) out.add(monthOf(t.date));
  return out;
}

/** Why a month no statement account has a row in is not full. */
export const NO_ROWS_IN_MONTH = 'no transactions in it (no statement for it)';

function monthState(
  month: string,
  spans: Map<string, { from: string; to: string }[]>,
  current: string,
  today: string,
  known: { withRows: ReadonlySet<string>; stated: ReadonlySet<string> },
): { full: boolean; partialBecause: string | null } {
  if (month >= current)
    return { full: false, partialBecause: month === current ? `the month is in progress (today is ${shortDay(today)})` : 'the month has not begun' };
  const a = firstDay(month);
  const z = lastDay(month);
  let covering = 0;
  let vouched = known.withRows.has(month);
  for (const [account, list] of spans) {
    const touching = list.filter((s) => s.from <= z && s.to >= a);
    if (touching.length === 0) continue;
    const whole = touching.find((s) => s.from <= a && s.to >= z);
    if (whole) {
      covering++;
      vouched ||= known.stated.has(account);
      continue;
    }
    const from = touching[0]!.from;
    const to = touching.at(-1)!.to;
    return {
      full: false,
      partialBecause: from > a ? `${account} starts on ${shortDay(from)}` : to < z ? `${account} ends on ${shortDay(to)}` : `${account} has a gap in it`,
    };
  }
  if (covering === 0) return { full: false, partialBecause: 'only receipts or rows typed by hand' };
  return vouched ? { full: true, partialBecause: null } : { full: false, partialBecause: NO_ROWS_IN_MONTH };
}
