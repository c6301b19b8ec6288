// Crystal's recurring detection: subscriptions, bills and salaries found in the ledger itself.
//
// Transactions are grouped by normalized merchant and sign. A group is first tried as one series
// (that covers fixed charges, price changes and variable utility bills); when that fails — the
// merchant also sells one-off things — it is split into amount clusters (±15 %), clusters that
// follow one another with a clean step in price are joined again, and each is tried on its own.
// A candidate is a series when the median interval names a period (weekly … annual), every
// interval is one period (or two: one missed occurrence) within that period's tolerance, it has
// enough occurrences, and it has not stopped.
import { addDays, daysBetween, daysInMonth, isoDate } from '../dates.ts';
import { merchantDisplayName, merchantKey } from './merchant.ts';
import type { LedgerTransaction, PriceChange, RecurringKind, RecurringPeriod, RecurringSeries } from './types.ts';

export interface PeriodSpec {
  period: RecurringPeriod;
  /** nominal days between occurrences */
  days: number;
  /** calendar months between occurrences (0 for week-based periods) */
  months: number;
  /** how far (days) one interval may stray from the nominal */
  tolerance: number;
  /** the median interval must fall in [min, max] */
  min: number;
  max: number;
  minOccurrences: number;
  /** intervals at which the count part of the confidence is full */
  fullCount: number;
}

export const PERIODS: readonly PeriodSpec[] = [
  { period: 'weekly', days: 7, months: 0, tolerance: 2, min: 5, max: 9, minOccurrences: 3, fullCount: 8 },
  { period: 'biweekly', days: 14, months: 0, tolerance: 3, min: 11, max: 17, minOccurrences: 3, fullCount: 6 },
  { period: 'monthly', days: 30.44, months: 1, tolerance: 5, min: 25, max: 36, minOccurrences: 3, fullCount: 6 },
  { period: 'quarterly', days: 91.31, months: 3, tolerance: 12, min: 78, max: 104, minOccurrences: 3, fullCount: 4 },
  { period: 'annual', days: 365.25, months: 12, tolerance: 20, min: 340, max: 390, minOccurrences: 2, fullCount: 2 },
];

export function periodSpec(period: RecurringPeriod): PeriodSpec {
  return PERIODS.find((p) => p.period === period)!;
}

/** Amounts within ±15 % of a centre belong together: max/min ≤ 1.15 / 0.85. */
const AMOUNT_SPREAD = 1.15 / 0.85;
/** Two charges "are the same price" within 1 % (or a cent). */
const SAME_PRICE = 0.01;
/** Variable bills (utilities) may vary this much (coefficient of variation) and still be one series. */
const MAX_VARIABLE_CV = 0.35;
/** Categories whose spending is shopping, not billing: their amounts must be similar to recur. */
const NOT_BILL_LIKE = new Set(['Food & Dining', 'Shopping', 'Recreation', 'Transportation', 'Entertainment']);
const BILL_CATEGORIES = new Set(['Utilities', 'Housing', 'Insurance']);
const BILL_SUBCATEGORIES = new Set(['Auto Payment', 'Rent', 'Mortgage', 'Property Tax', 'Mobile Phone', 'Internet', 'Tuition', 'Childcare & School']);
const SUBSCRIPTION_SUBCATEGORIES = new Set(['Streaming', 'Music', 'Software', 'Gym', 'Games', 'Online Shopping']);
const SUBSCRIPTION_CATEGORIES = new Set(['Entertainment', 'Business', 'Health & Fitness', 'Shopping', 'Education', 'Uncategorized']);
/** A fixed charge up to this much (cents) in SUBSCRIPTION_CATEGORIES reads as a subscription. */
const SUBSCRIPTION_MAX_CENTS = 20_000;

interface Point {
  index: number;
  date: string;
  /** signed cents */
  amount: number;
}

interface Evaluated {
  points: Point[];
  spec: PeriodSpec;
  missed: number;
  meanAbsResidual: number;
  step: (PriceChange & { at: number }) | null;
  amountVaries: boolean;
}

export interface RecurringDetection {
  series: RecurringSeries;
  /** indices into the input array of the transactions that make up the series */
  members: number[];
}

const abs = Math.abs;
const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
function cv(xs: readonly number[]): number {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  if (m === 0) return 0;
  const sd = Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / xs.length);
  return sd / abs(m);
}
const samePrice = (a: number, b: number) => abs(a - b) <= Math.max(1, SAME_PRICE * Math.max(abs(a), abs(b)));
const withinSpread = (xs: readonly number[]) => {
  const a = xs.map(abs);
  return Math.max(...a) <= Math.min(...a) * AMOUNT_SPREAD + 1;
};

/** `iso` moved by whole months, on `anchorDay` (clamped to the month's length: the 31st → Feb 28). */
function addMonthsOn(iso: string, months: number, anchorDay: number): string {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7));
  const first = isoDate(y, m + months, 1);
  const ty = Number(first.slice(0, 4));
  const tm = Number(first.slice(5, 7));
  return isoDate(ty, tm, Math.min(anchorDay, daysInMonth(ty, tm)));
}

/** The next date of a series after `date`, `k` periods on. */
export function advancePeriod(date: string, spec: PeriodSpec, k = 1, anchorDay = Number(date.slice(8, 10))): string {
  return spec.months === 0 ? addDays(date, Math.round(spec.days) * k) : addMonthsOn(date, spec.months * k, anchorDay);
}

/**
 * The latest step in price: the last charges share one price, the run of charges just before them
 * (at least two) shares another. Variable bills have no such runs, so they report none.
 */
function findStep(points: readonly Point[]): (PriceChange & { at: number }) | null {
  const n = points.length;
  if (n < 3) return null;
  const last = points[n - 1]!.amount;
  let j = n - 1;
  while (j > 0 && samePrice(points[j - 1]!.amount, last)) j--;
  if (j < 2) return null;
  const prev = points[j - 1]!.amount;
  let i = j - 1;
  while (i > 0 && samePrice(points[i - 1]!.amount, prev)) i--;
  if (j - i < 2) return null;
  if (abs(last - prev) < Math.max(0.02 * abs(prev), 10)) return null;
  return { fromCents: prev, toCents: last, date: points[j]!.date, at: j };
}

function gaps(points: readonly Point[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < points.length; i++) out.push(daysBetween(points[i - 1]!.date, points[i]!.date));
  return out;
}

/** Tries `pts` (one sign, one merchant) as a series. `variableOk`: amounts may vary like a utility bill. */
function evaluate(pts: readonly Point[], today: string, variableOk: boolean): Evaluated | null {
  // one charge per day: a second charge on the same day is not part of the rhythm
  const sorted = [...pts].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.index - b.index));
  let points: Point[] = [];
  for (const p of sorted) if (points.length === 0 || points[points.length - 1]!.date !== p.date) points.push(p);
  if (points.length < 2) return null;
  let intervals = gaps(points);
  const m = median(intervals);
  if (intervals.some((d) => d < m / 2)) {
    // a charge days after the previous one (billed twice) is not part of the rhythm either
    const kept: Point[] = [points[0]!];
    for (const p of points.slice(1)) if (daysBetween(kept[kept.length - 1]!.date, p.date) >= m / 2) kept.push(p);
    points = kept;
    if (points.length < 2) return null;
    intervals = gaps(points);
  }
  const n = points.length;
  const mid = median(intervals);
  const spec = PERIODS.find((p) => mid >= p.min && mid <= p.max);
  if (!spec || n < spec.minOccurrences) return null;

  let missed = 0;
  let residuals = 0;
  for (const d of intervals) {
    const k = Math.round(d / spec.days);
    if (k < 1 || k > 2) return null;
    const r = abs(d - k * spec.days);
    if (r > spec.tolerance * (k === 1 ? 1 : 1.5)) return null;
    missed += k - 1;
    residuals += r;
  }
  if (missed > Math.max(1, Math.floor((n - 1) / 4))) return null;
  // stopped: two periods and more without a charge
  if (daysBetween(points[n - 1]!.date, today) > 2 * spec.days + spec.tolerance) return null;

  let step = findStep(points);
  const amounts = points.map((p) => p.amount);
  let consistent: boolean;
  if (step) consistent = withinSpread(amounts.slice(0, step.at)) && withinSpread(amounts.slice(step.at));
  else consistent = withinSpread(amounts);
  let amountVaries = false;
  if (!consistent) {
    if (!variableOk || cv(amounts) > MAX_VARIABLE_CV) return null;
    if (amounts[0]! < 0 && spec.months === 0) return null; // weekly "bills" of varying size are shopping
    amountVaries = true;
    step = null; // two equal bills in a row are a coincidence, not a new price
  } else {
    const tail = step ? amounts.slice(step.at) : amounts;
    amountVaries = !tail.every((a) => samePrice(a, tail[tail.length - 1]!));
  }
  return { points, spec, missed, meanAbsResidual: residuals / intervals.length, step, amountVaries };
}

function modeCategory(txs: readonly LedgerTransaction[], points: readonly Point[]): { category: string; subcategory: string | null } {
  const counts = new Map<string, number>();
  let best = '';
  let bestN = 0;
  for (const p of points) {
    const c = txs[p.index]!.category;
    const n = (counts.get(c) ?? 0) + 1;
    counts.set(c, n);
    if (n >= bestN) {
      best = c;
      bestN = n;
    }
  }
  const sub =
    [...points]
      .reverse()
      .map((p) => txs[p.index]!)
      .find((t) => t.category === best)?.subcategory ?? null;
  return { category: best, subcategory: sub };
}

function classify(amount: number, category: string, subcategory: string | null, fixed: boolean, spec: PeriodSpec): RecurringKind {
  if (amount > 0 || category === 'Income') return 'income';
  if (BILL_CATEGORIES.has(category) || (subcategory !== null && BILL_SUBCATEGORIES.has(subcategory))) return 'bill';
  if (subcategory !== null && SUBSCRIPTION_SUBCATEGORIES.has(subcategory)) return 'subscription';
  if (category === 'Entertainment' && fixed) return 'subscription';
  if (fixed && SUBSCRIPTION_CATEGORIES.has(category) && abs(amount) <= SUBSCRIPTION_MAX_CENTS && spec.period !== 'biweekly') {
    return 'subscription';
  }
  return 'other';
}

function toSeries(txs: readonly LedgerTransaction[], ev: Evaluated, mkey: string, today: string): RecurringSeries {
  const { points, spec, missed, step, amountVaries } = ev;
  const n = points.length;
  const last = points[n - 1]!;
  const amounts = points.map((p) => p.amount);
  const { category, subcategory } = modeCategory(txs, points);

  // the day it is charged on: the most common of the last three (a Feb 28 does not move the 31st)
  const days = points.slice(-3).map((p) => Number(p.date.slice(8, 10)));
  let anchorDay = days[days.length - 1]!;
  for (const d of days) if (days.filter((x) => x === d).length > days.filter((x) => x === anchorDay).length) anchorDay = d;
  let next = advancePeriod(last.date, spec, 1, anchorDay);
  // one missed just now: the next one is a period later still
  for (let k = 2; next < addDays(today, -spec.tolerance); k++) next = advancePeriod(last.date, spec, k, anchorDay);

  const recent = amounts.slice(-3);
  const nextAmount = amountVaries ? Math.round(mean(recent)) : last.amount;
  const regularity = Math.max(0, 1 - ev.meanAbsResidual / spec.tolerance);
  const countScore = Math.min(1, (n - 1) / spec.fullCount);
  const spread = cv(step ? amounts.slice(step.at) : amounts);
  const confidence = 0.2 + 0.4 * regularity + 0.4 * countScore - 0.1 * missed - Math.min(0.2, spread * 0.5);

  const txLast = txs[last.index]!;
  const kind = classify(last.amount, category, subcategory, !amountVaries, spec);
  return {
    key: `${mkey}|${last.amount < 0 ? 'out' : 'in'}|${spec.period}`,
    merchant: merchantDisplayName(txLast),
    merchantKey: mkey,
    category,
    kind,
    period: spec.period,
    periodDays: spec.days,
    averageAmountCents: Math.round(mean(amounts)),
    lastAmountCents: last.amount,
    lastDate: last.date,
    dayOfMonth: spec.months === 0 ? null : anchorDay,
    nextExpectedDate: next,
    nextExpectedAmountCents: nextAmount,
    occurrences: n,
    missed,
    confidence: Math.round(Math.min(1, Math.max(0, confidence)) * 100) / 100,
    amountVaries,
    priceChange: step ? { fromCents: step.fromCents, toCents: step.toCents, date: step.date } : null,
    transactionIds: points.map((p) => txs[p.index]!.id).filter((id): id is string => typeof id === 'string' && id !== ''),
  };
}

/** Amount clusters of one group: sorted by size, a new cluster when the spread would pass ±15 %. */
function amountClusters(points: readonly Point[]): Point[][] {
  const bySize = [...points].sort((a, b) => abs(a.amount) - abs(b.amount));
  const clusters: Point[][] = [];
  let current: Point[] = [];
  for (const p of bySize) {
    if (current.length > 0 && abs(p.amount) > abs(current[0]!.amount) * AMOUNT_SPREAD + 1) {
      clusters.push(current);
      current = [];
    }
    current.push(p);
  }
  if (current.length > 0) clusters.push(current);
  return clusters;
}

const firstDate = (c: readonly Point[]) => c.reduce((d, p) => (p.date < d ? p.date : d), c[0]!.date);
const lastDate = (c: readonly Point[]) => c.reduce((d, p) => (p.date > d ? p.date : d), c[0]!.date);

/** Splits a merchant group into series candidates when it is not one series as a whole. */
function clusterSeries(points: readonly Point[], today: string, variableOk: boolean): Evaluated[] {
  const clusters = amountClusters(points).sort((a, b) => (firstDate(a) < firstDate(b) ? -1 : 1));
  // join clusters that follow one another when the join is a series with a step in price there
  let merged = true;
  while (merged) {
    merged = false;
    outer: for (let i = 0; i < clusters.length; i++) {
      for (let j = 0; j < clusters.length; j++) {
        if (i === j) continue;
        const a = clusters[i]!;
        const b = clusters[j]!;
        if (!(firstDate(b) > lastDate(a))) continue;
        const ratio = abs(median(b.map((p) => p.amount))) / abs(median(a.map((p) => p.amount)));
        if (ratio < 0.5 || ratio > 2) continue;
        const ev = evaluate([...a, ...b], today, false);
        if (!ev || !ev.step || ev.step.date !== firstDate(b)) continue;
        clusters[i] = [...a, ...b];
        clusters.splice(j, 1);
        merged = true;
        break outer;
      }
    }
  }
  const out: Evaluated[] = [];
  for (const c of clusters) {
    const ev = evaluate(c, today, variableOk);
    if (ev) {
      out.push(ev);
      continue;
    }
    // a subscription hidden among one-off purchases of a similar size: its exact price recurs
    const exact = new Map<number, Point[]>();
    for (const p of c) exact.set(p.amount, [...(exact.get(p.amount) ?? []), p]);
    for (const group of exact.values()) {
      // two equal amounts a year apart among many purchases are a coincidence, not a renewal
      if (group.length < 3) continue;
      const e = evaluate(group, today, false);
      if (e) out.push(e);
    }
  }
  return out;
}

/** Series with the indices of their transactions (the cash-flow projection leaves those out of its remainder). */
export function detectRecurringDetailed(txs: readonly LedgerTransaction[], today: string): RecurringDetection[] {
  const groups = new Map<string, Point[]>();
  for (let i = 0; i < txs.length; i++) {
    const t = txs[i]!;
    if (!Number.isFinite(t.amountCents) || t.amountCents === 0) continue;
    const date = t.date.slice(0, 10);
    if (date > today) continue;
    const key = `${merchantKey(t)}\u0000${t.amountCents < 0 ? '-' : '+'}`;
    const list = groups.get(key);
    const p = { index: i, date, amount: t.amountCents };
    if (list) list.push(p);
    else groups.set(key, [p]);
  }

  const out: RecurringDetection[] = [];
  const keys = new Set<string>();
  for (const [gkey, points] of groups) {
    if (points.length < 2) continue;
    const mkey = gkey.slice(0, gkey.indexOf('\u0000'));
    const income = points[0]!.amount > 0;
    const cats = new Set(points.map((p) => txs[p.index]!.category));
    const sub = txs[points[points.length - 1]!.index]!.subcategory ?? null;
    const variableOk = income || [...cats].every((c) => !NOT_BILL_LIKE.has(c)) || sub === 'Auto Payment';
    const whole = evaluate(points, today, variableOk);
    const found = whole ? [whole] : clusterSeries(points, today, variableOk);
    for (const ev of found) {
      const series = toSeries(txs, ev, mkey, today);
      let key = series.key;
      for (let k = 2; keys.has(key); k++) key = `${series.key}#${k}`;
      keys.add(key);
      series.key = key;
      out.push({ series, members: ev.points.map((p) => p.index) });
    }
  }
  out.sort((a, b) =>
    a.series.nextExpectedDate < b.series.nextExpectedDate
      ? -1
      : a.series.nextExpectedDate > b.series.nextExpectedDate
        ? 1
        : a.series.merchant.localeCompare(b.series.merchant),
  );
  return out;
}

/**
 * Subscriptions, bills and salaries in `txs` as of `today`: series of at least three occurrences
 * (annual: two) of one merchant, with similar amounts or a clean step in price, at a regular
 * weekly, biweekly, monthly, quarterly or annual rhythm. Series that stopped (no charge for two
 * periods) are left out. Sorted by next expected date.
 */
export function detectRecurring(txs: readonly LedgerTransaction[], today: string): RecurringSeries[] {
  return detectRecurringDetailed(txs, today).map((d) => d.series);
}
