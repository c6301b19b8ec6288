// The stable JSON shape of `npm run tax:estimate` (docs/capabilities/tax.md): the file's
// decimal currency units in, one object of decimal units out. Pure, so tests and the script share it.
import { isCurrencyCode } from '../currency.ts';
import { convertedAt, taxCurrency, type TaxConversion } from './currency.ts';
import { estimate, type EstimateInput, type TaxEstimate } from './estimate.ts';
import { TaxInputError } from './rules.ts';
import { FILING_STATUSES, type FilingStatus } from './types.ts';

export const DISCLAIMER = 'These are estimates, not tax advice.';

const KNOWN = [
  'jurisdiction',
  'taxYear',
  'filingStatus',
  'grossIncome',
  'expenses',
  'mileage',
  'homeOffice',
  'priorYearTax',
  'priorYearAgi',
  'currency',
  'rates',
  'ratesAsOf',
  'ratesSource',
];

function amount(field: string, v: unknown): number {
  if (typeof v !== 'number' || !Number.isFinite(v))
    throw new TaxInputError(field, `${field}: must be a number of currency units like 1234.56 (got ${JSON.stringify(v)}).`);
  if (v < 0) throw new TaxInputError(field, `${field}: must not be negative (got ${v}).`);
  if (Math.abs(v) > 1e10) throw new TaxInputError(field, `${field}: is too large.`);
  return Math.round(v * 100);
}

/** The file's object as estimate input; a bad field throws TaxInputError naming it. */
export function readEstimateFile(raw: unknown): EstimateInput {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw new TaxInputError(
      'input',
      'The file must hold one JSON object like {"jurisdiction": "US", "taxYear": 2025, "grossIncome": 70000, "expenses": {"supplies": 1200}}.',
    );
  const o = raw as Record<string, unknown>;
  const unknown = Object.keys(o).filter((k) => !KNOWN.includes(k));
  if (unknown.length) throw new TaxInputError(unknown[0]!, `${unknown[0]}: not a field of the estimate file (fields: ${KNOWN.join(', ')}).`);
  if (o.jurisdiction !== 'US' && o.jurisdiction !== 'UK')
    throw new TaxInputError('jurisdiction', `jurisdiction: must be "US" or "UK" (got ${JSON.stringify(o.jurisdiction)}).`);
  if (typeof o.taxYear !== 'string' && typeof o.taxYear !== 'number')
    throw new TaxInputError('taxYear', 'taxYear: missing (2025 for the US, "2025-26" for the UK).');
  if (o.filingStatus !== undefined && !FILING_STATUSES.includes(o.filingStatus as FilingStatus)) {
    throw new TaxInputError('filingStatus', `filingStatus: must be one of ${FILING_STATUSES.join(', ')} (got ${JSON.stringify(o.filingStatus)}).`);
  }
  const expenses = o.expenses ?? {};
  if (typeof expenses !== 'object' || expenses === null || Array.isArray(expenses))
    throw new TaxInputError('expenses', 'expenses: must be an object of line → amount.');
  const expensesCents: Record<string, number> = {};
  for (const [k, v] of Object.entries(expenses)) expensesCents[k] = amount(`expenses.${k}`, v);
  if (o.mileage !== undefined && (typeof o.mileage !== 'number' || !Number.isFinite(o.mileage)))
    throw new TaxInputError('mileage', 'mileage: must be a number of business miles.');
  if (typeof o.mileage === 'number' && o.mileage < 0)
    throw new TaxInputError('mileage', `mileage: must not be negative (business miles driven; got ${o.mileage}).`);
  const home = o.homeOffice as EstimateInput['homeOffice'] | undefined;
  if (home !== undefined && (typeof home !== 'object' || home === null))
    throw new TaxInputError('homeOffice', 'homeOffice: must be an object ({"squareFeet": 150} or {"hoursPerMonth": 60, "months": 12}).');
  return {
    jurisdiction: o.jurisdiction,
    taxYear: o.taxYear,
    ...(o.filingStatus !== undefined ? { filingStatus: o.filingStatus as FilingStatus } : {}),
    grossIncomeCents: amount('grossIncome', o.grossIncome),
    expensesCents,
    ...(o.mileage !== undefined ? { mileage: o.mileage as number } : {}),
    ...(home ? { homeOffice: home } : {}),
    ...(o.priorYearTax !== undefined ? { priorYearTaxCents: amount('priorYearTax', o.priorYearTax) } : {}),
    ...(o.priorYearAgi !== undefined ? { priorYearAgiCents: amount('priorYearAgi', o.priorYearAgi) } : {}),
  };
}

const units = (cents: number) => Math.round(cents) / 100;

/** The printed object: every amount in decimal currency units. */
export function estimateOutput(e: TaxEstimate) {
  return {
    jurisdiction: e.jurisdiction,
    taxYear: e.taxYear,
    filingStatus: e.filingStatus,
    currency: e.currency,
    grossIncome: units(e.grossIncomeCents),
    expenses: units(e.expensesCents),
    lines: Object.fromEntries(e.lines.map((l) => [l.line, units(l.deductibleCents)])),
    mileageDeduction: units(e.mileage.deductionCents),
    homeOffice: units(e.homeOfficeCents),
    netProfit: units(e.netProfitCents),
    selfEmploymentTax: units(e.selfEmploymentTaxCents),
    selfEmploymentTaxName: e.selfEmploymentTaxName,
    incomeTax: units(e.incomeTaxCents),
    total: units(e.totalCents),
    quarterly: e.quarterly.map((q) => ({ label: q.label, from: q.from, to: q.to, due: q.due, amount: units(q.amountCents) })),
    payments: e.payments.map((p) => ({ label: p.label, due: p.due, amount: units(p.amountCents) })),
    safeHarbour: e.safeHarbour
      ? { percent: e.safeHarbour.percent, annual: units(e.safeHarbour.annualCents), quarterly: units(e.safeHarbour.quarterlyCents), basis: e.safeHarbour.basis }
      : null,
    monthlySetAside: units(e.monthlySetAsideCents),
    notes: [DISCLAIMER, ...e.notes],
  };
}

/**
 * The file's own currency (`currency`, default the jurisdiction's) and, when it differs from the
 * tax currency, the stated rate to convert at (`rates`: units of `currency` per unit of another, as
 * in Settings › Currency); no rate: refused naming it, never relabelled.
 */
export function readConversion(raw: Record<string, unknown>, input: EstimateInput): TaxConversion | null {
  if (raw.currency === undefined) return null;
  if (!isCurrencyCode(raw.currency))
    throw new TaxInputError('currency', `currency: the currency the file's amounts are in, as an ISO code like "USD" (got ${JSON.stringify(raw.currency)}).`);
  const rates = raw.rates ?? {};
  if (typeof rates !== 'object' || rates === null || Array.isArray(rates))
    throw new TaxInputError('rates', 'rates: must be an object of currency → how many of the file\'s currency one unit is worth ({"GBP": 1.27}).');
  for (const [k, v] of Object.entries(rates)) {
    if (!isCurrencyCode(k) || typeof v !== 'number' || !Number.isFinite(v) || v <= 0)
      throw new TaxInputError(`rates.${k}`, `rates.${k}: must be a currency code with a number above 0 (got ${JSON.stringify(v)}).`);
  }
  if (raw.ratesAsOf !== undefined && (typeof raw.ratesAsOf !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw.ratesAsOf)))
    throw new TaxInputError('ratesAsOf', `ratesAsOf: the day the rate was stated, as YYYY-MM-DD (got ${JSON.stringify(raw.ratesAsOf)}).`);
  const c = taxCurrency(input.jurisdiction, raw.currency, rates as Record<string, number>, {
    source: typeof raw.ratesSource === 'string' && raw.ratesSource.trim() ? raw.ratesSource.trim().slice(0, 200) : 'the rate given in the file',
    asOf: (raw.ratesAsOf as string | undefined) ?? null,
    where: `as "rates": {"${input.jurisdiction === 'UK' ? 'GBP' : 'USD'}": …} in the file`,
  });
  if (c.refused) throw new TaxInputError('rates', c.refused);
  return c.conversion;
}

/** Every amount of the input at the conversion's rate. */
function converted(input: EstimateInput, k: TaxConversion | null): EstimateInput {
  if (!k) return input;
  const at = (cents: number) => Math.round(cents * k.rate);
  return {
    ...input,
    grossIncomeCents: at(input.grossIncomeCents),
    expensesCents: Object.fromEntries(Object.entries(input.expensesCents).map(([line, c]) => [line, at(c)])),
    ...(input.priorYearTaxCents !== undefined ? { priorYearTaxCents: at(input.priorYearTaxCents) } : {}),
    ...(input.priorYearAgiCents !== undefined ? { priorYearAgiCents: at(input.priorYearAgiCents) } : {}),
  };
}

export function runEstimateFile(raw: unknown) {
  const input = readEstimateFile(raw);
  const conversion = readConversion(raw as Record<string, unknown>, input);
  const out = estimateOutput(estimate(converted(input, conversion)));
  return { ...out, conversion, notes: conversion ? [...out.notes, `${convertedAt(conversion)}.`] : out.notes };
}
