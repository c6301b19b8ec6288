// The tax estimate for a sole proprietor (US) or sole trader (UK) from a year's figures: net profit,
// self-employment tax (US Schedule SE) or Class 4 NI (UK), income tax, the quarterly plan and the
// monthly set-aside. Pure; money in integer cents. An estimate, not tax advice: no other income,
// no credits, no QBI deduction, no additional Medicare tax, no state or Scottish tax.
import { rulesFor, TaxInputError } from './rules.ts';
import { FILING_STATUSES, NOT_BUSINESS, lineLabel, linesOf, type Bracket, type FilingStatus, type Jurisdiction, type UkRules, type UsRules } from './types.ts';

export interface EstimateInput {
  jurisdiction: Jurisdiction;
  taxYear: string | number;
  /** US only; single when left out */
  filingStatus?: FilingStatus;
  grossIncomeCents: number;
  /** amount spent per line (meals in full: the 50 % limit is applied here) */
  expensesCents: Record<string, number>;
  /** business miles driven in the year */
  mileage?: number;
  /** US: squareFeet; UK: hoursPerMonth worked at home, for `months` months (12 when left out) */
  homeOffice?: { squareFeet?: number; hoursPerMonth?: number; months?: number };
  priorYearTaxCents?: number;
  /** US: last year's AGI decides 100 % or 110 % for the safe harbour */
  priorYearAgiCents?: number;
}

export interface EstimateLine {
  line: string;
  label: string;
  spentCents: number;
  deductibleCents: number;
}
export interface QuarterPlan {
  label: string;
  from: string;
  to: string;
  due: string;
  amountCents: number;
  kind: 'payment' | 'update';
}

export interface TaxEstimate {
  jurisdiction: Jurisdiction;
  taxYear: string;
  filingStatus: FilingStatus | null;
  currency: 'USD' | 'GBP';
  grossIncomeCents: number;
  lines: EstimateLine[];
  mileage: { miles: number; deductionCents: number; rate: string };
  homeOfficeCents: number;
  expensesCents: number;
  netProfitCents: number;
  /** US: Schedule SE tax; UK: Class 4 NI */
  selfEmploymentTaxCents: number;
  selfEmploymentTaxName: 'Self-employment tax' | 'Class 4 National Insurance';
  /** UK: Class 2 (none since April 2024); US: 0 */
  class2Cents: number;
  incomeTaxCents: number;
  totalCents: number;
  quarterly: QuarterPlan[];
  /** UK: payments on account and the balancing payment; US: the same four as `quarterly` */
  payments: { label: string; due: string; amountCents: number }[];
  safeHarbour: { percent: number; annualCents: number; quarterlyCents: number; basis: string } | null;
  monthlySetAsideCents: number;
  sources: string[];
  notes: string[];
}

const SCALE = 10_000;
/** cents × rate rounded to the cent, exactly (rates have at most four decimals). */
const atRate = (cents: number, rate: number) => Math.round((cents * Math.round(rate * SCALE)) / SCALE);

/** Tax on `cents` through progressive brackets, rounded once at the end. */
export function bracketTax(cents: number, brackets: readonly Bracket[]): number {
  let scaled = 0;
  let below = 0;
  for (const b of brackets) {
    if (cents <= below) break;
    const top = b.upToCents === null ? cents : Math.min(cents, b.upToCents);
    scaled += (top - below) * Math.round(b.rate * SCALE);
    below = top;
  }
  return Math.round(scaled / SCALE);
}

function nonNegative(field: string, v: number | undefined, what: string): void {
  if (v === undefined) return;
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new TaxInputError(field, `${field}: must be a number (${what}).`);
  if (v < 0) throw new TaxInputError(field, `${field}: must not be negative (${what}; got ${v}).`);
}

/** A due date on a weekend moves to the Monday (federal holidays are not modelled). */
export function nextWeekday(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  const dow = d.getUTCDay();
  if (dow === 6) d.setUTCDate(d.getUTCDate() + 2);
  if (dow === 0) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Splits cents into n parts that add up exactly (the last takes the remainder). */
export function split(cents: number, n: number): number[] {
  const part = Math.floor(cents / n);
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? cents - part * (n - 1) : part));
}

function checkInput(input: EstimateInput, allowed: readonly string[]): void {
  nonNegative('grossIncome', input.grossIncomeCents, "the year's business income");
  nonNegative('mileage', input.mileage, 'business miles driven');
  nonNegative('priorYearTax', input.priorYearTaxCents, "last year's total tax");
  nonNegative('priorYearAgi', input.priorYearAgiCents, "last year's adjusted gross income");
  nonNegative('homeOffice.squareFeet', input.homeOffice?.squareFeet, 'the office area');
  nonNegative('homeOffice.hoursPerMonth', input.homeOffice?.hoursPerMonth, 'hours worked at home a month');
  if (input.homeOffice?.months !== undefined && !(Number.isInteger(input.homeOffice.months) && input.homeOffice.months >= 0 && input.homeOffice.months <= 12)) {
    throw new TaxInputError('homeOffice.months', 'homeOffice.months: must be a whole number of months from 0 to 12.');
  }
  for (const [line, cents] of Object.entries(input.expensesCents)) {
    if (line === NOT_BUSINESS) continue;
    if (!allowed.includes(line))
      throw new TaxInputError(`expenses.${line}`, `expenses.${line}: not a ${input.jurisdiction} expense line. Lines: ${allowed.join(', ')}.`);
    nonNegative(`expenses.${line}`, cents, 'an amount spent');
  }
}

function linesOfInput(input: EstimateInput, halfMeals: boolean): EstimateLine[] {
  return linesOf(input.jurisdiction).map((line) => {
    const spent = input.expensesCents[line] ?? 0;
    return { line, label: lineLabel(input.jurisdiction, line), spentCents: spent, deductibleCents: halfMeals && line === 'meals' ? atRate(spent, 0.5) : spent };
  });
}

export function estimate(input: EstimateInput): TaxEstimate {
  const rules = rulesFor(input.jurisdiction, input.taxYear);
  checkInput(input, linesOf(input.jurisdiction));
  return rules.jurisdiction === 'US' ? estimateUs(input, rules) : estimateUk(input, rules);
}

function estimateUs(input: EstimateInput, r: UsRules): TaxEstimate {
  const status = input.filingStatus ?? 'single';
  if (!FILING_STATUSES.includes(status)) throw new TaxInputError('filingStatus', `filingStatus: must be one of ${FILING_STATUSES.join(', ')}.`);
  const lines = linesOfInput(input, true);
  const miles = input.mileage ?? 0;
  const mileageCents = Math.round(miles * r.mileage.centsPerMile);
  lines.find((l) => l.line === 'car_and_truck')!.deductibleCents += mileageCents;
  const beforeHome = lines.reduce((s, l) => s + l.deductibleCents, 0);
  // the simplified method cannot make a loss (Pub. 587): capped at the profit before it
  const sqFt = Math.min(input.homeOffice?.squareFeet ?? 0, r.homeOffice.maxSqFt);
  const homeOfficeCents = Math.max(0, Math.min(Math.round(sqFt * r.homeOffice.centsPerSqFt), input.grossIncomeCents - beforeHome));
  const expensesCents = beforeHome + homeOfficeCents;
  const netProfitCents = input.grossIncomeCents - expensesCents;

  // Schedule SE: 92.35 % of net profit; social security 12.4 % up to the wage base, Medicare 2.9 % on all
  const se = r.selfEmployment;
  const netEarnings = Math.max(0, atRate(netProfitCents, se.netEarningsFactor));
  const seTax =
    netEarnings < se.minimumNetEarningsCents
      ? 0
      : atRate(Math.min(netEarnings, se.wageBaseCents), se.socialSecurityRate) + atRate(netEarnings, se.medicareRate);
  const halfSe = Math.round(seTax / 2);
  const agi = netProfitCents - halfSe;
  const taxable = Math.max(0, agi - r.incomeTax.standardDeductionCents[status]);
  const incomeTaxCents = bracketTax(taxable, r.incomeTax.brackets[status]);
  const totalCents = seTax + incomeTaxCents;

  const [y] = r.estimated.dueDates[0].split('-');
  const periods: [string, string][] = [
    [`${y}-01-01`, `${y}-03-31`],
    [`${y}-04-01`, `${y}-05-31`],
    [`${y}-06-01`, `${y}-08-31`],
    [`${y}-09-01`, `${y}-12-31`],
  ];
  const amounts = split(totalCents, 4);
  const quarterly: QuarterPlan[] = r.estimated.dueDates.map((d, i) => ({
    label: `Q${i + 1} estimated payment`,
    from: periods[i]![0],
    to: periods[i]![1],
    due: nextWeekday(d),
    amountCents: amounts[i]!,
    kind: 'payment',
  }));
  const notes = [
    'Not included: other income, credits, the QBI deduction, additional Medicare tax, state tax.',
    ...(input.filingStatus ? [] : ['Filing status not given: single assumed.']),
  ];
  let safeHarbour: TaxEstimate['safeHarbour'] = null;
  if (input.priorYearTaxCents !== undefined) {
    const sh = r.estimated.safeHarbour;
    const high = (input.priorYearAgiCents ?? 0) > sh.highIncomeAgiCents;
    const percent = high ? sh.highIncomePercent : sh.basePercent;
    // the required annual payment is the smaller of 90 % of this year's tax and 100/110 % of last year's
    const fromPrior = Math.round((input.priorYearTaxCents * percent) / 100);
    const annualCents = Math.min(fromPrior, atRate(totalCents, 0.9));
    safeHarbour = {
      percent,
      annualCents,
      quarterlyCents: Math.ceil(annualCents / 4),
      basis: annualCents === fromPrior ? `${percent} % of last year's tax` : "90 % of this year's estimated tax",
    };
    if (input.priorYearAgiCents === undefined) notes.push("Last year's AGI not given: 100 % safe harbour used; it is 110 % when that AGI was over $150,000.");
  }
  return {
    jurisdiction: 'US',
    taxYear: r.taxYear,
    filingStatus: status,
    currency: 'USD',
    grossIncomeCents: input.grossIncomeCents,
    lines,
    mileage: { miles, deductionCents: mileageCents, rate: `${r.mileage.centsPerMile} cents a mile` },
    homeOfficeCents,
    expensesCents,
    netProfitCents,
    selfEmploymentTaxCents: seTax,
    selfEmploymentTaxName: 'Self-employment tax',
    class2Cents: 0,
    incomeTaxCents,
    totalCents,
    quarterly,
    payments: quarterly.map((q) => ({ label: q.label, due: q.due, amountCents: q.amountCents })),
    safeHarbour,
    monthlySetAsideCents: Math.ceil(totalCents / 12),
    sources: [
      se.source,
      se.wageBaseSource,
      r.incomeTax.bracketsSource,
      r.incomeTax.standardDeductionSource,
      r.mileage.source,
      r.homeOffice.source,
      r.estimated.source,
    ],
    notes,
  };
}

/** HMRC's flat rate for the hours worked at home in a month (below 25 hours: nothing). */
function homeWorkingMonthly(r: UkRules, hours: number): number {
  let cents = 0;
  for (const t of r.homeWorking.tiers) if (hours >= t.minHours) cents = t.monthlyCents;
  return cents;
}

function estimateUk(input: EstimateInput, r: UkRules): TaxEstimate {
  if (input.filingStatus !== undefined)
    throw new TaxInputError('filingStatus', 'filingStatus: the UK taxes each person separately; leave it out for a UK estimate.');
  const lines = linesOfInput(input, false);
  const miles = input.mileage ?? 0;
  const m = r.mileage;
  const mileagePence = Math.min(miles, m.thresholdMiles) * m.firstMilesPence + Math.max(0, miles - m.thresholdMiles) * m.afterPence;
  const mileageCents = Math.round(mileagePence);
  lines.find((l) => l.line === 'car_van_travel')!.deductibleCents += mileageCents;
  const homeOfficeCents = homeWorkingMonthly(r, input.homeOffice?.hoursPerMonth ?? 0) * (input.homeOffice?.months ?? 12);
  const expensesCents = lines.reduce((s, l) => s + l.deductibleCents, 0) + homeOfficeCents;
  const profit = input.grossIncomeCents - expensesCents;
  const p = Math.max(0, profit);

  // the allowance falls £1 for every whole £2 of income over £100,000
  const it = r.incomeTax;
  const over = Math.max(0, p - it.taperThresholdCents);
  const allowance = Math.max(0, it.personalAllowanceCents - Math.floor(over / 200) * 100);
  const incomeTaxCents = bracketTax(Math.max(0, p - allowance), it.bands);
  const c4 = r.class4;
  const class4 =
    atRate(Math.max(0, Math.min(p, c4.upperProfitsLimitCents) - c4.lowerProfitsLimitCents), c4.mainRate) +
    atRate(Math.max(0, p - c4.upperProfitsLimitCents), c4.upperRate);
  const totalCents = incomeTaxCents + class4;

  const amounts = split(totalCents, 4);
  const quarterly: QuarterPlan[] = r.quarterlyUpdates.map((q, i) => ({
    label: `Quarterly update ${i + 1} (set aside)`,
    from: q.from,
    to: q.to,
    due: q.due,
    amountCents: amounts[i]!,
    kind: 'update',
  }));
  const notes = ['England, Northern Ireland and Wales rates; not included: other income, student loan, Scottish rates.'];
  // payments on account are half of last year's bill each; none when that bill was under £1,000.
  // Halves are rounded down to the penny, so an odd bill leaves 1p to the balancing payment rather
  // than asking for 1p too much and showing a balancing payment of −£0.01.
  const prior = input.priorYearTaxCents;
  let poa: number;
  if (prior === undefined) {
    poa = Math.floor(totalCents / 2);
    notes.push("Last year's tax not given: payments on account assumed to be half of this estimate each.");
  } else {
    poa = prior < 100_000 ? 0 : Math.floor(prior / 2);
    if (prior < 100_000) notes.push("Last year's bill was under £1,000: no payments on account; the whole bill is due on 31 January.");
  }
  const payments = [
    { label: '1st payment on account', due: r.paymentsOnAccount.first, amountCents: poa },
    { label: '2nd payment on account', due: r.paymentsOnAccount.second, amountCents: poa },
    { label: 'Balancing payment', due: r.paymentsOnAccount.balancing, amountCents: totalCents - 2 * poa },
  ];
  return {
    jurisdiction: 'UK',
    taxYear: r.taxYear,
    filingStatus: null,
    currency: 'GBP',
    grossIncomeCents: input.grossIncomeCents,
    lines,
    mileage: {
      miles,
      deductionCents: mileageCents,
      rate: `${m.firstMilesPence}p a mile for the first ${m.thresholdMiles.toLocaleString('en-GB')} miles, ${m.afterPence}p after`,
    },
    homeOfficeCents,
    expensesCents,
    netProfitCents: profit,
    selfEmploymentTaxCents: class4,
    selfEmploymentTaxName: 'Class 4 National Insurance',
    class2Cents: 0,
    incomeTaxCents,
    totalCents,
    quarterly,
    payments,
    safeHarbour: null,
    monthlySetAsideCents: Math.ceil(totalCents / 12),
    sources: [it.source, c4.source, r.class2.source, m.source, r.homeWorking.source, r.quarterlyUpdatesSource, r.paymentsOnAccount.source],
    notes,
  };
}
