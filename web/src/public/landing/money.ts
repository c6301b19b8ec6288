// The landing page's live demo and savings calculator: pure functions of what the visitor types.
// The thresholds and formulas are ours (the original specification's are not available); the page
// shows each formula next to its result.
import type { TeamMemberKey } from '../../../../core/employees.ts';

// ── Live demo: five messages by savings rate ────────────────────────────────────────────────────

/**
 * Savings rate r = (income − spending) ÷ income, for a monthly income above zero. Our five bands:
 * r < 0 overspending · 0 ≤ r < 10 % thin · 10 % ≤ r < 20 % building · 20 % ≤ r < 30 % strong · r ≥ 30 % excellent.
 */
export const DEMO_BANDS = [
  { band: 'overspending', below: 0, label: 'below 0 %' },
  { band: 'thin', below: 0.1, label: '0 % to under 10 %' },
  { band: 'building', below: 0.2, label: '10 % to under 20 %' },
  { band: 'strong', below: 0.3, label: '20 % to under 30 %' },
  { band: 'excellent', below: Number.POSITIVE_INFINITY, label: '30 % or more' },
] as const;
export type DemoBand = (typeof DEMO_BANDS)[number]['band'];

export interface DemoMessage {
  band: DemoBand;
  /** who says it */
  employee: TeamMemberKey;
  /** the savings rate, a fraction (−0.25 = −25 %) */
  rate: number;
  /** income − spending, a month */
  surplus: number;
  text: string;
}

export function savingsBand(rate: number): DemoBand {
  for (const b of DEMO_BANDS) if (rate < b.below) return b.band;
  return 'excellent';
}

/** The live demo's message for a monthly income and spending; null until the income is above zero. */
export function demoMessage(income: number, spending: number): DemoMessage | null {
  if (!(income > 0) || !(spending >= 0)) return null;
  const surplus = income - spending;
  const rate = surplus / income;
  const band = savingsBand(rate);
  const m = money;
  switch (band) {
    case 'overspending':
      return {
        band,
        rate,
        surplus,
        employee: 'crystal',
        text:
          `You spend ${m(-surplus)} more than you earn each month: ${m(-surplus * 12)} over a year. ` +
          'I would look first at the categories that grew; my forecasts show each one, month by month.',
      };
    case 'thin':
      return {
        band,
        rate,
        surplus,
        employee: 'finley',
        text: `You keep ${m(surplus)} a month (${pct(rate)}). Spending ${m(income * 0.1 - surplus)} less a month ` + 'would take you to a 10 % savings rate.',
      };
    case 'building': {
      const fund = spending * 3;
      return {
        band,
        rate,
        surplus,
        employee: 'goalie',
        text:
          `You save ${m(surplus)} a month (${pct(rate)}). At that pace a three-month emergency fund ` +
          `(${m(fund)}) takes ${Math.ceil(fund / surplus)} months.`,
      };
    }
    case 'strong':
      return {
        band,
        rate,
        surplus,
        employee: 'liberty',
        text: `A strong ${pct(rate)}: ${m(surplus * 12)} a year. Each extra 1 % of your income saved adds ` + `${m(income * 0.01 * 12)} a year.`,
      };
    case 'excellent':
      return {
        band,
        rate,
        surplus,
        employee: 'prime',
        text:
          spending > 0
            ? `Excellent: ${pct(rate)}. Every year you put aside ${m(surplus * 12)}, which is ` +
              `${((surplus * 12) / spending).toFixed(1)} months of your current spending.`
            : `Excellent: you spend nothing and keep all ${m(income)} a month.`,
      };
  }
}

// ── Savings calculator ──────────────────────────────────────────────────────────────────────────

export interface CalculatorInput {
  /** monthly take-home income */
  income: number;
  /** monthly spending, not counting debt payments */
  spending: number;
  /** total debt balance */
  debt: number;
  /** monthly payment toward the debt */
  debtPayment: number;
  /** the debt's annual interest rate, percent (APR) */
  debtApr: number;
  /** annual interest on savings, percent, compounded monthly */
  savingsRate: number;
}

export type Payoff =
  | { kind: 'paid'; months: number; totalInterest: number; payment: number }
  /** the payment does not cover the monthly interest (or is zero): the balance never reaches zero */
  | { kind: 'never'; payment: number; monthlyInterest: number };

export interface CalculatorResult {
  /** income − spending − debt payment */
  surplus: number;
  /** surplus ÷ income; null without an income */
  savingsRate: number | null;
  /** the surplus saved for 12 months, with monthly interest at `savingsRate` */
  yearlySavings: number;
  /** null without a debt */
  payoff: Payoff | null;
  /** the same debt with the surplus added to the payment; null without a debt or a positive surplus */
  payoffWithSurplus: Payoff | null;
}

/** A tiny tolerance so that 11.9999999 months stays 12 and 12.0000001 does not become 13. */
const EPS = 1e-9;

/**
 * Months to repay `balance` at `payment` a month, interest i = APR ÷ 12 charged monthly:
 * n = ⌈−ln(1 − i·B ÷ P) ÷ ln(1 + i)⌉, or ⌈B ÷ P⌉ at 0 %. The last payment is only what is left, so
 * total interest = (n − 1)·P + B₍ₙ₋₁₎·(1 + i) − B, where Bₖ = B·(1 + i)ᵏ − P·((1 + i)ᵏ − 1) ÷ i.
 */
export function payoff(balance: number, payment: number, aprPercent: number): Payoff {
  const i = Math.max(0, aprPercent) / 100 / 12;
  const monthlyInterest = balance * i;
  if (!(payment > 0) || payment <= monthlyInterest) return { kind: 'never', payment, monthlyInterest };
  if (i === 0) return { kind: 'paid', months: Math.max(1, Math.ceil(balance / payment - EPS)), totalInterest: 0, payment };
  const months = Math.max(1, Math.ceil(-Math.log(1 - (i * balance) / payment) / Math.log(1 + i) - EPS));
  const grow = (1 + i) ** (months - 1);
  const before = balance * grow - (payment * (grow - 1)) / i;
  const totalPaid = (months - 1) * payment + Math.max(0, before) * (1 + i);
  return { kind: 'paid', months, totalInterest: Math.max(0, totalPaid - balance), payment };
}

/** 12 monthly deposits of `monthly` at an annual rate compounded monthly: m·((1 + r/12)¹² − 1) ÷ (r/12), or 12·m at 0 %. */
export function yearOfSavings(monthly: number, annualPercent: number): number {
  const j = Math.max(0, annualPercent) / 100 / 12;
  return j === 0 ? monthly * 12 : (monthly * ((1 + j) ** 12 - 1)) / j;
}

export function calculate(input: CalculatorInput): CalculatorResult {
  const surplus = input.income - input.spending - input.debtPayment;
  const hasDebt = input.debt > 0;
  return {
    surplus,
    savingsRate: input.income > 0 ? surplus / input.income : null,
    yearlySavings: yearOfSavings(surplus, input.savingsRate),
    payoff: hasDebt ? payoff(input.debt, input.debtPayment, input.debtApr) : null,
    payoffWithSurplus: hasDebt && surplus > 0 ? payoff(input.debt, input.debtPayment + surplus, input.debtApr) : null,
  };
}

// ── Formatting ──────────────────────────────────────────────────────────────────────────────────

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** "$1,234" (rounded to whole dollars; −0 shown as $0) */
export function money(value: number): string {
  const rounded = Math.round(value);
  return USD.format(rounded === 0 ? 0 : rounded);
}

/** "12.5 %" */
export function pct(fraction: number): string {
  return `${(Math.round(fraction * 1000) / 10).toLocaleString('en-US')} %`;
}

/** "2 years 3 months", "7 months", "1 month" */
export function duration(months: number): string {
  const y = Math.floor(months / 12);
  const m = months % 12;
  const part = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (y === 0) return part(m, 'month');
  return m === 0 ? part(y, 'year') : `${part(y, 'year')} ${part(m, 'month')}`;
}

/** A number typed by the visitor: "" is 0, "1,200" is 1200; negative or not a number is null. */
export function parseAmount(text: string): number | null {
  const t = text.replace(/[\s,$]/g, '');
  if (t === '') return 0;
  const n = Number(t);
  return Number.isFinite(n) && n >= 0 ? n : null;
}
