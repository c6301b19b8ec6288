// Category trends and why each changed. The range (the later period) is compared with the period of
// the same length just before it (the earlier one). Per category, spending = purchases × average
// price, and its change splits into a count effect and a price effect at the two periods' means
// (the midpoint split, so the two always add up to the change exactly); merchants that appear only
// in the later period are listed with what they took.
import { merchantDisplayName, merchantKey } from '../crystal/merchant.ts';
import type { LedgerTransaction } from '../crystal/types.ts';
import { addDays, daysBetween } from '../dates.ts';
import { ledgerCoverage } from '../figures/coverage.ts';
import { formatCents } from '../money.ts';
import { countedRows, monthsBetween } from './rows.ts';
import type { CategoryChange, CategoryTrendsReport, NewMerchant, PeriodFigures, ReportQuery } from './types.ts';

/** Categories drawn in the chart; the table lists them all. */
export const TREND_SERIES = 6;

/** The period of the same length as [from, to] that ends the day before `from`. */
export function earlierPeriod(from: string, to: string): { from: string; to: string } {
  const days = daysBetween(from, to) + 1;
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

/**
 * Splits a change of spending n1·p1 → n2·p2 into count and price effects: count = (n2 − n1)·(p1 + p2)/2,
 * price = (p2 − p1)·(n1 + n2)/2. When a period has no purchases there is no price to compare, so
 * the whole change is count. Whole cents: the price effect is rounded and the count effect is the rest.
 */
export function decompose(earlier: { cents: number; n: number }, later: { cents: number; n: number }): { countEffectCents: number; priceEffectCents: number } {
  const change = later.cents - earlier.cents;
  if (earlier.n === 0 || later.n === 0) return { countEffectCents: change, priceEffectCents: 0 };
  const p1 = earlier.cents / earlier.n;
  const p2 = later.cents / later.n;
  const price = Math.round(((p2 - p1) * (earlier.n + later.n)) / 2);
  return { countEffectCents: change - price, priceEffectCents: price };
}

interface Acc {
  cents: number;
  n: number;
  merchants: Map<string, { name: string; cents: number; n: number }>;
}

function spendingByCategory(rows: readonly LedgerTransaction[]): Map<string, Acc> {
  const out = new Map<string, Acc>();
  for (const t of rows) {
    if (t.amountCents >= 0) continue;
    let acc = out.get(t.category);
    if (!acc) out.set(t.category, (acc = { cents: 0, n: 0, merchants: new Map() }));
    acc.cents -= t.amountCents;
    acc.n++;
    const key = merchantKey(t);
    const m = acc.merchants.get(key);
    if (m) {
      m.cents -= t.amountCents;
      m.n++;
    } else acc.merchants.set(key, { name: merchantDisplayName(t), cents: -t.amountCents, n: 1 });
  }
  return out;
}

const period = (p: { from: string; to: string }, a: Acc | undefined): PeriodFigures => ({
  from: p.from,
  to: p.to,
  spendingCents: a?.cents ?? 0,
  purchases: a?.n ?? 0,
  averageCents: a?.n ? Math.round(a.cents / a.n) : 0,
});

function why(c: Omit<CategoryChange, 'why'>): string {
  if (c.changeCents === 0) return 'No change.';
  const dir = c.changeCents > 0 ? 'Up' : 'Down';
  const parts: string[] = [];
  if (c.earlier.purchases === 0) parts.push(`new this period: ${c.later.purchases} purchase${c.later.purchases === 1 ? '' : 's'}`);
  else if (c.later.purchases === 0) parts.push('no purchases this period');
  else {
    parts.push(`${formatCents(c.countEffectCents)} from ${c.later.purchases} purchases instead of ${c.earlier.purchases}`);
    parts.push(`${formatCents(c.priceEffectCents)} from an average of ${formatCents(c.later.averageCents)} instead of ${formatCents(c.earlier.averageCents)}`);
  }
  if (c.newMerchants.length)
    parts.push(
      `new merchants: ${c.newMerchants
        .slice(0, 3)
        .map((m) => m.merchant)
        .join(', ')} (${formatCents(c.newMerchantsCents)})`,
    );
  return `${dir} ${formatCents(Math.abs(c.changeCents))}: ${parts.join('; ')}.`;
}

/**
 * Whether the ledger (of the chosen accounts) covers every month of the earlier period: only then is
 * a change, or a merchant "new this period", a finding rather than the start of the data.
 */
export function coversPeriod(ledger: readonly LedgerTransaction[], q: ReportQuery, p: { from: string; to: string }): boolean {
  const accounts = new Set(q.accounts);
  const rows = accounts.size ? ledger.filter((t) => t.account != null && accounts.has(t.account)) : ledger;
  const listed = new Set(ledgerCoverage({ transactions: rows, today: q.to }).map((m) => m.month));
  for (let m = p.from.slice(0, 7); m <= p.to.slice(0, 7); m = addDays(`${m}-28`, 7).slice(0, 7)) if (!listed.has(m)) return false;
  return true;
}

/** With no earlier data, each category's spending this period and nothing claimed about a change. */
function uncompared(category: string, earlier: { from: string; to: string }, later: { from: string; to: string }, eb: Acc): CategoryChange {
  return {
    category,
    earlier: period(earlier, undefined),
    later: period(later, eb),
    changeCents: 0,
    countEffectCents: 0,
    priceEffectCents: 0,
    newMerchants: [],
    newMerchantsCents: 0,
    why: `No earlier data to compare with: ${formatCents(eb.cents)} in ${eb.n} purchase${eb.n === 1 ? '' : 's'} this period.`,
  };
}

export function categoryTrendsReport(ledger: readonly LedgerTransaction[], q: ReportQuery): CategoryTrendsReport {
  const later = { from: q.from, to: q.to };
  const earlier = earlierPeriod(q.from, q.to);
  const now = countedRows(ledger, q);
  const before = countedRows(ledger, { ...q, ...earlier });
  const comparable = coversPeriod(ledger, q, earlier);
  const a = spendingByCategory(before.rows);
  const b = spendingByCategory(now.rows);
  const empty = now.rows.length === 0 && before.rows.length === 0;

  const changes: CategoryChange[] = (comparable ? [...new Set([...a.keys(), ...b.keys()])] : [...b.keys()])
    .map((category) => {
      if (!comparable) return uncompared(category, earlier, later, b.get(category)!);
      const ea = a.get(category);
      const eb = b.get(category);
      const newMerchants: NewMerchant[] = [...(eb?.merchants ?? new Map()).entries()]
        .filter(([key]) => !ea?.merchants.has(key))
        .map(([, m]) => ({ merchant: m.name, cents: m.cents, purchases: m.n }))
        .sort((x, y) => y.cents - x.cents || x.merchant.localeCompare(y.merchant));
      const base = {
        category,
        earlier: period(earlier, ea),
        later: period(later, eb),
        changeCents: (eb?.cents ?? 0) - (ea?.cents ?? 0),
        ...decompose({ cents: ea?.cents ?? 0, n: ea?.n ?? 0 }, { cents: eb?.cents ?? 0, n: eb?.n ?? 0 }),
        newMerchants,
        newMerchantsCents: newMerchants.reduce((s, m) => s + m.cents, 0),
      };
      return { ...base, why: why(base) };
    })
    .sort((x, y) => Math.abs(y.changeCents) - Math.abs(x.changeCents) || y.later.spendingCents - x.later.spendingCents || x.category.localeCompare(y.category));

  // the chart: monthly spending of the range's biggest categories
  const months = now.rows.length ? monthsBetween(q.from, q.to) : [];
  const top = [...b.entries()]
    .sort((x, y) => y[1].cents - x[1].cents || x[0].localeCompare(y[0]))
    .slice(0, TREND_SERIES)
    .map(([c]) => c);
  const index = new Map(months.map((m, i) => [m, i]));
  const series = top.map((category) => ({ category, cents: months.map(() => 0) }));
  const byName = new Map(series.map((s) => [s.category, s]));
  for (const t of now.rows) {
    const s = t.amountCents < 0 ? byName.get(t.category) : undefined;
    if (s) s.cents[index.get(t.date.slice(0, 7))!]! -= t.amountCents;
  }
  const span = `${earlier.from} to ${earlier.to}`;
  const comparison = comparable
    ? `Compared with ${span}, the period of the same length before.`
    : `No earlier data to compare with: the ledger does not cover ${span}, the period of the same length before, so no change is claimed.`;
  return { key: 'category-trends', basis: now.basis, empty, earlier, later, comparable, comparison, months, series, changes };
}
