// The measured side of Harmony's page: five figures computed from the ledger, each with what it was
// computed from, or an honest "cannot be computed" and why. Pure: the server reads the ledger, the
// stated balance and the bills' occurrences and passes them in; a snapshot of the result is stored
// with each check-in so "then" and "now" can be compared (core/harmony/checkin-greeting.ts).
import type { LedgerTransaction } from '../crystal/types.ts';
import { addDays } from '../dates.ts';
import { missingFor } from '../figures/minimums.ts';
import { fullMonthsWords, type LedgerFigures, statisticMonths } from '../figures/monthly.ts';
import { TRANSFER } from '../tag/taxonomy.ts';

/** Debt payments as a share of income look back this many days. */
export const SAVINGS_DAYS = 90;
/** Upcoming bills look this many days ahead. */
export const BILLS_DAYS = 30;
/** Transfer subcategories that pay debt down (core/tag/taxonomy.ts). */
export const DEBT_PAYMENT_SUBCATEGORIES: readonly string[] = ['Credit Card Payment', 'Loan Payment'];

export type FactKey = 'bufferMonths' | 'savingsRate' | 'debtShare' | 'volatility' | 'billsVsBalance';

export interface Fact {
  key: FactKey;
  label: string;
  /** null: cannot be computed (see `explanation`) */
  value: number | null;
  /** how to show it: 'months', 'percent' (value is a ratio), 'ratio' */
  unit: 'months' | 'percent' | 'ratio';
  /** what it was computed from, or why it cannot be */
  explanation: string;
}

export interface FactsInput {
  today: string;
  transactions: readonly LedgerTransaction[];
  /** the user's monthly figures (services/figures/user-figures.ts): full months, median spending, savings rate */
  figures: LedgerFigures;
  /** the statements' latest stated balance (db/repos/ledger.ts statedBalance) */
  balance: { cents: number; source: 'statement' | 'none'; asOf: string | null };
  /** bills due after today and within BILLS_DAYS, unpaid: their usual amount in positive cents */
  upcomingBills: readonly { name: string; due: string; cents: number }[];
}

export interface FactsSnapshot {
  asOf: string;
  facts: Fact[];
}

const money = (cents: number) => {
  const abs = Math.abs(cents) / 100;
  return `${cents < 0 ? '−' : ''}${abs.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
};
const pct = (r: number) => `${Math.round(r * 1000) / 10}%`;
const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

export function bufferMonths(input: FactsInput): Fact {
  const base = { key: 'bufferMonths' as const, label: 'Months of spending covered by cash', unit: 'months' as const };
  if (input.balance.source !== 'statement')
    return {
      ...base,
      value: null,
      explanation: 'No statement has stated a balance yet: import one with a balance column to see how many months your cash covers.',
    };
  const missing = missingFor(input.figures, 'buffer');
  if (missing) return { ...base, value: null, explanation: missing };
  const spending = input.figures.spending;
  if (!spending.cents || spending.cents <= 0)
    return { ...base, value: null, explanation: `No spending in ${fullMonthsWords(spending.months)}, so there is nothing to divide by.` };
  const value = round(input.balance.cents / spending.cents, 1);
  return {
    ...base,
    value,
    explanation: `Your statements' balance of ${money(input.balance.cents)} (as of ${input.balance.asOf}) divided by your monthly spending of ${money(spending.cents)}, the ${spending.statistic} (transfers left out).`,
  };
}

/** The savings rate every page gives (core/figures savingsRate over the full months). */
export function savingsRateFact(input: FactsInput): Fact {
  const base = { key: 'savingsRate' as const, label: 'Savings rate', unit: 'percent' as const };
  const r = input.figures.savingsRate;
  if (r.rate === null) return { ...base, value: null, explanation: r.months.length ? `No savings rate: ${r.statistic}.` : r.statistic };
  return { ...base, value: r.rate, explanation: `${r.statistic}, transfers left out.` };
}

export function debtShareFact(input: FactsInput): Fact {
  const base = { key: 'debtShare' as const, label: 'Debt payments as a share of income (last 90 days)', unit: 'percent' as const };
  const from = addDays(input.today, -SAVINGS_DAYS);
  let income = 0;
  let debt = 0;
  for (const t of input.transactions) {
    if (t.date <= from || t.date > input.today) continue;
    if (t.category === TRANSFER) {
      if (t.amountCents < 0 && t.subcategory && DEBT_PAYMENT_SUBCATEGORIES.includes(t.subcategory)) debt -= t.amountCents;
    } else if (t.amountCents > 0) income += t.amountCents;
  }
  if (income <= 0) return { ...base, value: null, explanation: 'No income in the last 90 days, so the share cannot be computed.' };
  return {
    ...base,
    value: round(debt / income, 4),
    explanation: `Credit card and loan payments of ${money(debt)} against income of ${money(income)} over the last 90 days.`,
  };
}

export function volatilityFact(input: FactsInput): Fact {
  const base = { key: 'volatility' as const, label: 'Spending volatility', unit: 'ratio' as const };
  const missing = missingFor(input.figures, 'volatility');
  if (missing) return { ...base, value: null, explanation: missing };
  const used = statisticMonths(input.figures.months);
  const values = used.map((m) => m.spendingCents);
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const words = fullMonthsWords(used.map((m) => m.month));
  if (mean <= 0) return { ...base, value: null, explanation: `No spending in ${words}.` };
  const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length);
  const cv = round(sd / mean, 2);
  const reading = cv < 0.15 ? 'steady' : cv < 0.35 ? 'somewhat uneven' : 'very uneven';
  return {
    ...base,
    value: cv,
    explanation: `Coefficient of variation (standard deviation ÷ average) of your monthly spending over ${words}: ${reading} (average ${money(Math.round(mean))} a month).`,
  };
}

export function billsFact(input: FactsInput): Fact {
  const base = { key: 'billsVsBalance' as const, label: 'Upcoming bills (next 30 days) against the balance', unit: 'percent' as const };
  const total = input.upcomingBills.reduce((s, b) => s + b.cents, 0);
  if (input.balance.source !== 'statement')
    return {
      ...base,
      value: null,
      explanation: `${input.upcomingBills.length} bills worth ${money(total)} are due in the next 30 days, but no statement has stated a balance to compare them with.`,
    };
  if (input.balance.cents <= 0)
    return {
      ...base,
      value: null,
      explanation: `${input.upcomingBills.length} bills worth ${money(total)} are due in the next 30 days and your stated balance is ${money(input.balance.cents)}.`,
    };
  const names = input.upcomingBills
    .slice(0, 3)
    .map((b) => `${b.name} (${b.due})`)
    .join(', ');
  return {
    ...base,
    value: round(total / input.balance.cents, 4),
    explanation: `${input.upcomingBills.length} bills worth ${money(total)} due by ${addDays(input.today, BILLS_DAYS)}${names ? `: ${names}${input.upcomingBills.length > 3 ? ', …' : ''}` : ''}, as a share of your balance of ${money(input.balance.cents)}.`,
  };
}

export function computeFacts(input: FactsInput): FactsSnapshot {
  return { asOf: input.today, facts: [bufferMonths(input), savingsRateFact(input), debtShareFact(input), volatilityFact(input), billsFact(input)] };
}

export function factOf(snapshot: FactsSnapshot | null | undefined, key: FactKey): Fact | null {
  return snapshot?.facts.find((f) => f.key === key) ?? null;
}

/** A fact's value as people say it ("1.8 months", "12.5%", "0.21"). */
export function formatFact(f: Fact): string {
  if (f.value === null) return 'not available';
  if (f.unit === 'months') return `${f.value.toFixed(1)} months`;
  if (f.unit === 'percent') return pct(f.value);
  return f.value.toFixed(2);
}
