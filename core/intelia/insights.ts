// Intelia's insights over the whole ledger: spending spikes, new merchants, subscription price
// rises, duplicate charges, business versus personal spending and the top vendors. Each message
// quotes the real figures; each insight also carries them as `data` for the UI and for Harmony.
import { isSpending as isSpendingCategory } from '../tag/taxonomy.ts';
import { normalizeDescription } from '../ledger/dedupe.ts';
import { addDays, daysBetween } from '../dates.ts';
import type { Insight } from '../events.ts';
import { formatCents } from '../money.ts';
import { merchantDisplayName, merchantKey } from '../crystal/merchant.ts';
import type { LedgerTransaction, RecurringPeriod, RecurringSeries } from '../crystal/types.ts';
import { monthlySpending, spikeInsights, type MonthlySpending, type SpendingSpike } from './spikes.ts';

/** An insight with the figures it quotes (each type's data is below: NewMerchantData, PriceRiseData, …). */
export interface InsightView {
  type: 'spending_spike' | 'new_merchant' | 'subscription_price_rise' | 'duplicate_charge' | 'business_vs_personal' | 'top_vendors' | string;
  severity: 'info' | 'warning' | 'critical';
  actionable: boolean;
  message: string;
  data?: unknown;
}

export type { MonthlySpending, SpendingSpike } from './spikes.ts';

export interface BuildInsightsInput {
  transactions: LedgerTransaction[];
  /** ids of the transactions the import just done added */
  newTransactionIds?: string[];
  recurring: RecurringSeries[];
  today: string;
  /** accounts that are the user's business accounts (their spending counts as business) */
  businessAccounts?: string[];
  /**
   * The whole ledger's monthly spending per category, its first day and the months it covers, when
   * `transactions` holds only part of it (an import's focus: services/ledger/focus.ts); without it,
   * they are computed from `transactions`.
   */
  monthly?: MonthlySpending;
}

export interface NewMerchantData {
  merchant: string;
  amountCents: number;
  date: string;
  category: string;
  transactionId: string | null;
}

export interface PriceRiseData {
  merchant: string;
  period: RecurringPeriod;
  fromCents: number;
  toCents: number;
  date: string;
  percent: number;
  /** the extra cost over a year at the new price */
  yearlyIncreaseCents: number;
}

export interface DuplicateChargeData {
  merchant: string;
  amountCents: number;
  dates: [string, string];
  transactionIds: (string | null)[];
}

export interface BusinessSplitData {
  month: string;
  businessCents: number;
  personalCents: number;
  /** business share of all spending, in percent */
  businessPercent: number;
  /** Business-category spending paid from accounts not listed as business accounts */
  mixedCount: number;
  mixedCents: number;
}

export interface TopVendorsData {
  from: string;
  to: string;
  vendors: { merchant: string; amountCents: number; count: number }[];
  totalSpendingCents: number;
}

export type InteliaInsight =
  | (Insight & { type: 'spending_spike'; data: SpendingSpike })
  | (Insight & { type: 'new_merchant'; data: NewMerchantData })
  | (Insight & { type: 'subscription_price_rise'; data: PriceRiseData })
  | (Insight & { type: 'duplicate_charge'; data: DuplicateChargeData })
  | (Insight & { type: 'business_vs_personal'; data: BusinessSplitData })
  | (Insight & { type: 'top_vendors'; data: TopVendorsData });

export { SPIKE_BASELINE_MONTHS, SPIKE_MIN_BASELINE_MONTHS, SPIKE_MIN_CENTS, SPIKE_MIN_EXCESS_CENTS, SPIKE_MIN_RATIO, SPIKE_SIGMAS } from './spikes.ts';
/** A first charge from a merchant is mentioned from this amount. */
export const NEW_MERCHANT_MIN_CENTS = 5_000;
/** …when the ledger goes back at least this many days before it (else everything is new). */
export const NEW_MERCHANT_MIN_HISTORY_DAYS = 30;
/** Same merchant, same amount within this many days is a possible duplicate… */
export const DUPLICATE_WINDOW_DAYS = 2;
/** …from this amount; smaller ones only as an exact same-day repeat on a card. */
export const DUPLICATE_MIN_CENTS = 2_000;
/** A price rise is news for this many days. */
export const PRICE_RISE_RECENT_DAYS = 62;
/** Insights about "recent" things look at this window when there is no import. */
export const RECENT_DAYS = 30;

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const PER_PERIOD: Record<RecurringPeriod, { words: string; perYear: number }> = {
  weekly: { words: 'a week', perYear: 52 },
  biweekly: { words: 'every two weeks', perYear: 26 },
  monthly: { words: 'a month', perYear: 12 },
  quarterly: { words: 'a quarter', perYear: 4 },
  annual: { words: 'a year', perYear: 1 },
};
const CARD_RE = /card|credit|visa|master|amex|discover/i;

const money = (cents: number) => formatCents(cents);
const monthOf = (d: string) => d.slice(0, 7);
function dayName(date: string, today: string): string {
  const text = `${MONTH_NAMES[Number(date.slice(5, 7)) - 1]!.slice(0, 3)} ${Number(date.slice(8, 10))}`;
  return date.slice(0, 4) === today.slice(0, 4) ? text : `${text}, ${date.slice(0, 4)}`;
}
/** "20%", or "under 1%" for a share that rounds to nothing */
const share = (part: number, whole: number) => {
  const p = Math.round((part / whole) * 100);
  return p === 0 && part > 0 ? 'under 1%' : `${p}%`;
};
// transfers between the user's own accounts and card payments are neither spending nor income
const isSpending = (t: LedgerTransaction) => isSpendingCategory(t.category, t.amountCents);

interface Row {
  t: LedgerTransaction;
  date: string;
  key: string;
  isNew: boolean;
}

/**
 * Insights about the ledger as of `today`, most pressing first: duplicate charges, spending
 * spikes, subscription price rises, new merchants, business versus personal spending, top vendors.
 * With `newTransactionIds` the import-related ones (spikes, new merchants, duplicates, price
 * rises) look at what the import added; without, at this month and the last 30 days.
 */
export function buildInsights(input: BuildInsightsInput): InteliaInsight[] {
  const { today } = input;
  const newIds = new Set(input.newTransactionIds ?? []);
  const rows: Row[] = [];
  for (const t of input.transactions) {
    const date = t.date.slice(0, 10);
    if (date > today) continue;
    rows.push({ t, date, key: merchantKey(t), isNew: t.id !== undefined && newIds.has(t.id) });
  }
  rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const hasImport = rows.some((r) => r.isNew);
  const recentFrom = addDays(today, -(RECENT_DAYS - 1));
  const inFocus = (r: Row) => (hasImport ? r.isNew : r.date >= recentFrom);

  return [
    ...duplicateCharges(rows, input.recurring, inFocus, today),
    ...spendingSpikes(rows, input.monthly ?? null, hasImport, today),
    ...priceRises(rows, input.recurring, hasImport, today),
    ...newMerchants(rows, input.monthly?.earliest ?? null, inFocus, today),
    ...businessVsPersonal(rows, input.businessAccounts ?? [], today),
    ...topVendors(rows, today),
  ];
}

function spendingSpikes(rows: readonly Row[], monthly: MonthlySpending | null, hasImport: boolean, today: string): InteliaInsight[] {
  const summary =
    monthly ??
    monthlySpending(
      rows.map((r) => r.t),
      today,
    );
  if (!summary) return [];
  const targets = new Map<string, Set<string> | null>(); // month → categories the import touched (null: all)
  if (hasImport) {
    for (const r of rows) {
      if (!r.isNew || !isSpending(r.t)) continue;
      const month = monthOf(r.date);
      const set = targets.get(month) ?? new Set<string>();
      set.add(r.t.category);
      targets.set(month, set);
    }
  } else targets.set(monthOf(today), null);
  return spikeInsights(summary, targets, today);
}

function newMerchants(rows: readonly Row[], ledgerStart: string | null, inFocus: (r: Row) => boolean, today: string): InteliaInsight[] {
  if (rows.length === 0) return [];
  const earliest = ledgerStart ?? rows[0]!.date;
  const firstSeen = new Map<string, string>();
  for (const r of rows) if (!firstSeen.has(r.key)) firstSeen.set(r.key, r.date);
  const best = new Map<string, Row>();
  for (const r of rows) {
    if (!inFocus(r) || !isSpending(r.t) || -r.t.amountCents < NEW_MERCHANT_MIN_CENTS || r.key === '') continue;
    if (firstSeen.get(r.key) !== r.date) continue;
    if (daysBetween(earliest, r.date) < NEW_MERCHANT_MIN_HISTORY_DAYS) continue;
    const prev = best.get(r.key);
    if (!prev || r.t.amountCents < prev.t.amountCents) best.set(r.key, r);
  }
  return [...best.values()]
    .sort((a, b) => a.t.amountCents - b.t.amountCents)
    .slice(0, 3)
    .map((r) => {
      const data: NewMerchantData = {
        merchant: merchantDisplayName(r.t),
        amountCents: -r.t.amountCents,
        date: r.date,
        category: r.t.category,
        transactionId: r.t.id ?? null,
      };
      return {
        type: 'new_merchant' as const,
        severity: 'info' as const,
        actionable: true,
        message: `First payment to ${data.merchant}: ${money(data.amountCents)} on ${dayName(r.date, today)} (${data.category}). Check that you recognise it.`,
        data,
      };
    });
}

function priceRises(rows: readonly Row[], recurring: readonly RecurringSeries[], hasImport: boolean, today: string): InteliaInsight[] {
  const newById = new Map<string, string>();
  for (const r of rows) if (r.isNew && r.t.id !== undefined) newById.set(r.t.id, r.date);
  const out: InteliaInsight[] = [];
  for (const s of recurring) {
    const pc = s.priceChange;
    if (!pc || s.kind === 'income' || s.lastAmountCents > 0) continue;
    const from = Math.abs(pc.fromCents);
    const to = Math.abs(pc.toCents);
    if (!(to > from)) continue;
    const recent = hasImport ? s.transactionIds.some((id) => (newById.get(id) ?? '') >= pc.date) : pc.date >= addDays(today, -PRICE_RISE_RECENT_DAYS);
    if (!recent) continue;
    const per = PER_PERIOD[s.period];
    const data: PriceRiseData = {
      merchant: s.merchant,
      period: s.period,
      fromCents: from,
      toCents: to,
      date: pc.date,
      percent: Math.round((to / from - 1) * 100),
      yearlyIncreaseCents: (to - from) * per.perYear,
    };
    out.push({
      type: 'subscription_price_rise',
      severity: 'warning',
      actionable: true,
      message: `${data.merchant} went up from ${money(from)} to ${money(to)} ${per.words} (+${data.percent}%) on ${dayName(pc.date, today)}: ${money(data.yearlyIncreaseCents)} more a year.`,
      data,
    });
  }
  return out;
}

function duplicateCharges(rows: readonly Row[], recurring: readonly RecurringSeries[], inFocus: (r: Row) => boolean, today: string): InteliaInsight[] {
  const groups = new Map<string, Row[]>();
  for (const r of rows) {
    if (!(r.t.amountCents < 0) || r.key === '') continue;
    const k = `${r.key}|${r.t.amountCents}`;
    const list = groups.get(k);
    if (list) list.push(r);
    else groups.set(k, [r]);
  }
  // a bill or subscription billed twice is a duplicate even though its price recurs
  const billed = new Set<string>();
  for (const s of recurring) {
    if (s.period === 'weekly' || s.period === 'biweekly') continue;
    billed.add(`${s.merchantKey}|${s.lastAmountCents}`);
    billed.add(`${s.merchantKey}|${s.nextExpectedAmountCents}`);
  }
  const out: InteliaInsight[] = [];
  for (const [k, list] of groups) {
    if (list.length < 2) continue;
    const used = new Set<Row>();
    for (let i = 1; i < list.length; i++) {
      const a = list[i - 1]!;
      const b = list[i]!;
      if (used.has(a) || used.has(b)) continue;
      if (daysBetween(a.date, b.date) > DUPLICATE_WINDOW_DAYS || !(inFocus(a) || inFocus(b))) continue;
      const cents = -a.t.amountCents;
      const exactSameDay =
        a.date === b.date &&
        normalizeDescription(a.t.description) === normalizeDescription(b.t.description) &&
        (a.t.account ?? '') === (b.t.account ?? '') &&
        CARD_RE.test(a.t.account ?? '');
      if (cents < DUPLICATE_MIN_CENTS && !exactSameDay) continue;
      if (!billed.has(k)) {
        // the same price at the same place on many days is a habit (a lunch, a class), not a mistake
        const habitDays = new Set(list.filter((r) => r !== a && r !== b && daysBetween(r.date, a.date) <= 180).map((r) => r.date));
        if (habitDays.size >= 3) continue;
      }
      used.add(a);
      used.add(b);
      const data: DuplicateChargeData = {
        merchant: merchantDisplayName(b.t),
        amountCents: cents,
        dates: [a.date, b.date],
        transactionIds: [a.t.id ?? null, b.t.id ?? null],
      };
      const when = a.date === b.date ? `twice on ${dayName(a.date, today)}` : `twice, on ${dayName(a.date, today)} and ${dayName(b.date, today)}`;
      out.push({
        type: 'duplicate_charge',
        severity: 'warning',
        actionable: true,
        message: `Possible duplicate charge: ${data.merchant} took ${money(cents)} ${when}. If you paid only once, ask for one to be refunded.`,
        data,
      });
    }
  }
  return out.slice(0, 5);
}

function businessVsPersonal(rows: readonly Row[], businessAccounts: readonly string[], today: string): InteliaInsight[] {
  const month = monthOf(today);
  const accounts = new Set(businessAccounts.map((a) => a.trim().toLowerCase()));
  const isBusinessAccount = (t: LedgerTransaction) => t.account != null && accounts.has(t.account.trim().toLowerCase());
  let business = 0;
  let personal = 0;
  let mixedCount = 0;
  let mixedCents = 0;
  for (const r of rows) {
    if (monthOf(r.date) !== month || !isSpending(r.t)) continue;
    const cents = -r.t.amountCents;
    if (r.t.category === 'Business' || isBusinessAccount(r.t)) business += cents;
    else personal += cents;
    if (accounts.size > 0 && r.t.category === 'Business' && !isBusinessAccount(r.t)) {
      mixedCount++;
      mixedCents += cents;
    }
  }
  if (business <= 0) return [];
  const total = business + personal;
  const data: BusinessSplitData = {
    month,
    businessCents: business,
    personalCents: personal,
    businessPercent: Math.round((business / total) * 100),
    mixedCount,
    mixedCents,
  };
  const mixed =
    mixedCount > 0
      ? ` ${mixedCount === 1 ? '1 business expense' : `${mixedCount} business expenses`} (${money(mixedCents)}) ${mixedCount === 1 ? 'was' : 'were'} paid from a personal account; paying them from the business account keeps tax records clean.`
      : '';
  return [
    {
      type: 'business_vs_personal',
      severity: 'info',
      actionable: mixedCount > 0,
      message: `Business spending this month is ${money(business)} (${share(business, total)} of ${money(total)}); personal spending is ${money(personal)}.${mixed}`,
      data,
    },
  ];
}

function topVendors(rows: readonly Row[], today: string): InteliaInsight[] {
  const from = addDays(today, -(RECENT_DAYS - 1));
  const byKey = new Map<string, { merchant: string; amountCents: number; count: number }>();
  let total = 0;
  for (const r of rows) {
    if (r.date < from || !isSpending(r.t)) continue;
    const cents = -r.t.amountCents;
    total += cents;
    if (r.key === '') continue;
    const v = byKey.get(r.key) ?? { merchant: merchantDisplayName(r.t), amountCents: 0, count: 0 };
    v.merchant = merchantDisplayName(r.t);
    v.amountCents += cents;
    v.count++;
    byKey.set(r.key, v);
  }
  const vendors = [...byKey.values()].sort((a, b) => b.amountCents - a.amountCents || a.merchant.localeCompare(b.merchant)).slice(0, 3);
  if (vendors.length === 0) return [];
  const top = vendors.reduce((a, v) => a + v.amountCents, 0);
  const list = vendors.map((v) => `${v.merchant} (${money(v.amountCents)})`).join(', ');
  return [
    {
      type: 'top_vendors',
      severity: 'info',
      actionable: false,
      message: `Top ${vendors.length === 1 ? 'merchant' : `${vendors.length} merchants`} in the last 30 days: ${list}, ${share(top, total)} of your ${money(total)} spending.`,
      data: { from, to: today, vendors, totalSpendingCents: total },
    },
  ];
}

/** The spending spikes among `insights` (for Harmony), largest excess first; empty when there are none. */
export function spendingSpikeSignal(insights: readonly Insight[]): SpendingSpike[] {
  const out: SpendingSpike[] = [];
  for (const i of insights) {
    if (i.type !== 'spending_spike') continue;
    const d = (i as Insight & { data?: Partial<SpendingSpike> }).data;
    if (!d || typeof d.category !== 'string' || typeof d.amountCents !== 'number' || typeof d.baselineCents !== 'number') continue;
    out.push({
      category: d.category,
      month: d.month ?? '',
      amountCents: d.amountCents,
      baselineCents: d.baselineCents,
      percent: typeof d.percent === 'number' ? d.percent : Math.round((d.amountCents / d.baselineCents - 1) * 100),
      baselineMonths: d.baselineMonths ?? 0,
      baselineSdCents: d.baselineSdCents ?? 0,
    });
  }
  return out.sort((a, b) => b.amountCents - b.baselineCents - (a.amountCents - a.baselineCents));
}
