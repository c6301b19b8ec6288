// The stable JSON shape of `npm run tax:estimate` (docs/capabilities/tax.md): the file's
// decimal currency units in, one object of decimal units out. Pure, so tests and the script share it.
import { estimate, type EstimateInput, type TaxEstimate } from './estimate.ts';
import { TaxInputError } from './rules.ts';
import { FILING_STATUSES, type FilingStatus } from './types.ts';

export const DISCLAIMER = 'These are estimates, not tax advice.';

const KNOWN = ['jurisdiction', 'taxYear', 'filingStatus', 'grossIncome', 'expenses', 'mileage', 'homeOffice', 'priorYearTax', 'priorYearAgi'];

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

export const runEstimateFile = (raw: unknown) => estimateOutput(estimate(readEstimateFile(raw)));
