// Everything the tax assistant page, its exports and Ledger's chat show, from the ledger, the
// user's settings, their line choices and mileage log. Pure; money in cents.
import type { LedgerTransaction } from '../crystal/types.ts';
import { conversionNote, type TaxCurrency } from './currency.ts';
import { estimate, type TaxEstimate } from './estimate.ts';
import { rulesFor, supportedYears, taxYearOf, taxYearSpan } from './rules.ts';
import { lineTotals, taxSuggestions, type LineTotal, type TaxSuggestion } from './suggest.ts';
import { UK_GROUPS, US_LINES, type FilingStatus, type Jurisdiction } from './types.ts';

export const TAX_DISCLAIMER = 'These are estimates, not tax advice. Check them with a tax professional or the official guidance before you file or pay.';
const KM_PER_MILE = 1.609344;

export interface TaxSettingsDto {
  jurisdiction: Jurisdiction;
  taxYear: string;
  filingStatus: FilingStatus | null;
  priorYearTaxCents: number | null;
  priorYearAgiCents: number | null;
  /** null: read from the ledger (freelance income and money into business accounts) */
  grossIncomeCents: number | null;
  homeOffice: { squareFeet: number | null; hoursPerMonth: number | null; months: number | null };
}

export interface MileageDto {
  id: string;
  date: string;
  purpose: string;
  distance: number;
  unit: 'miles' | 'km';
}

export interface TaxSummaryDto {
  disclaimer: string;
  today: string;
  settings: TaxSettingsDto;
  /** false until the user saved settings: the defaults are a guess from the home currency */
  saved: boolean;
  supportedYears: Record<Jurisdiction, string[]>;
  lines: { line: string; label: string; form: string }[];
  period: { from: string; to: string };
  income: { cents: number; basis: 'your setting' | 'the ledger'; count: number };
  suggestions: TaxSuggestion[];
  totals: LineTotal[];
  mileage: { entries: MileageDto[]; miles: number };
  estimate: TaxEstimate;
  /** the ledger's currency against the estimate's: the rate used, or why there is no estimate */
  currency: TaxCurrency;
  /** how the amounts were converted, in words; null when nothing was */
  currencyNote: string | null;
  /** the next payment due on or after today */
  nextPayment: { label: string; due: string; amountCents: number } | null;
}

/** A first guess: the UK for a GBP home currency, the US otherwise; the tax year today is in, or the nearest we have. */
export function defaultTaxSettings(homeCurrency: string, today: string): TaxSettingsDto {
  const jurisdiction: Jurisdiction = homeCurrency === 'GBP' ? 'UK' : 'US';
  const years = supportedYears(jurisdiction);
  const now = taxYearOf(jurisdiction, today);
  const taxYear = years.includes(now) ? now : now < years[0]! ? years[0]! : years.at(-1)!;
  return {
    jurisdiction,
    taxYear,
    filingStatus: jurisdiction === 'US' ? 'single' : null,
    priorYearTaxCents: null,
    priorYearAgiCents: null,
    grossIncomeCents: null,
    homeOffice: { squareFeet: null, hoursPerMonth: null, months: null },
  };
}

export const lineCatalogue = (j: Jurisdiction) =>
  Object.entries(j === 'US' ? US_LINES : UK_GROUPS).map(([line, d]) => ({ line, label: d.label, form: d.form }));

export interface TaxSummaryInput {
  today: string;
  settings: TaxSettingsDto;
  saved: boolean;
  /** the ledger's rows already in the tax currency (core/tax/currency.ts) */
  currency: TaxCurrency;
  ledger: readonly LedgerTransaction[];
  businessAccounts: readonly string[];
  choices: ReadonlyMap<string, string>;
  mileage: readonly MileageDto[];
}

export function milesOf(entries: readonly MileageDto[]): number {
  const miles = entries.reduce((s, m) => s + (m.unit === 'km' ? m.distance / KM_PER_MILE : m.distance), 0);
  return Math.round(miles * 10) / 10;
}

export function buildTaxSummary(input: TaxSummaryInput): TaxSummaryDto {
  const s = input.settings;
  const j = s.jurisdiction;
  rulesFor(j, s.taxYear);
  const period = taxYearSpan(j, s.taxYear);
  const accounts = new Set(input.businessAccounts.map((a) => a.trim().toLowerCase()));
  const suggestions = taxSuggestions(j, input.ledger, { ...period, businessAccounts: input.businessAccounts, choices: input.choices });
  const totals = lineTotals(j, suggestions);
  // business income: freelance income, and money into a business account (transfers are not income)
  let ledgerIncome = 0;
  let count = 0;
  for (const t of input.ledger) {
    if (t.date < period.from || t.date > period.to || t.amountCents <= 0 || t.category !== 'Income') continue;
    const business = t.subcategory === 'Freelance' || (t.account != null && accounts.has(t.account.trim().toLowerCase()));
    if (!business) continue;
    ledgerIncome += t.amountCents;
    count++;
  }
  const income =
    s.grossIncomeCents !== null
      ? { cents: s.grossIncomeCents, basis: 'your setting' as const, count: 0 }
      : { cents: ledgerIncome, basis: 'the ledger' as const, count };
  const entries = input.mileage.filter((m) => m.date >= period.from && m.date <= period.to);
  const miles = milesOf(entries);
  const est = estimate({
    jurisdiction: j,
    taxYear: s.taxYear,
    ...(j === 'US' && s.filingStatus ? { filingStatus: s.filingStatus } : {}),
    grossIncomeCents: income.cents,
    expensesCents: Object.fromEntries(totals.map((t) => [t.line, t.spentCents])),
    mileage: miles,
    homeOffice: {
      ...(s.homeOffice.squareFeet !== null ? { squareFeet: s.homeOffice.squareFeet } : {}),
      ...(s.homeOffice.hoursPerMonth !== null ? { hoursPerMonth: s.homeOffice.hoursPerMonth } : {}),
      ...(s.homeOffice.months !== null ? { months: s.homeOffice.months } : {}),
    },
    ...(s.priorYearTaxCents !== null ? { priorYearTaxCents: s.priorYearTaxCents } : {}),
    ...(s.priorYearAgiCents !== null ? { priorYearAgiCents: s.priorYearAgiCents } : {}),
  });
  const next = est.payments.find((p) => p.due >= input.today) ?? null;
  return {
    disclaimer: TAX_DISCLAIMER,
    today: input.today,
    settings: s,
    saved: input.saved,
    supportedYears: { US: supportedYears('US'), UK: supportedYears('UK') },
    lines: lineCatalogue(j),
    period,
    income,
    suggestions,
    totals,
    mileage: { entries: [...entries], miles },
    estimate: est,
    currency: input.currency,
    currencyNote: conversionNote(input.currency),
    nextPayment: input.currency.refused ? null : next,
  };
}
