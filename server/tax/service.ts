// Reads what the tax summary needs for one user (settings, ledger, business accounts, choices,
// mileage) and builds it; the page, the exports and Ledger's chat share it.
import { buildTaxSummary, defaultTaxSettings, type TaxSettingsDto, type TaxSummaryDto } from '../../core/tax/summary.ts';
import { rowsInTaxCurrency, SETTINGS_SOURCE, taxCurrency } from '../../core/tax/currency.ts';
import { day } from '../../core/chat/format.ts';
import { FILING_STATUSES, type FilingStatus } from '../../core/tax/types.ts';
import type { Ledger } from '../../services/ledger/ledger.ts';
import type { TaxRepo, TaxSettingsRow } from '../../db/repos/tax.ts';

export interface TaxDeps {
  tax: TaxRepo;
  ledger: Ledger;
}

export function settingsDto(row: TaxSettingsRow): TaxSettingsDto {
  const status = FILING_STATUSES.includes(row.filingStatus as FilingStatus) ? (row.filingStatus as FilingStatus) : null;
  return {
    jurisdiction: row.jurisdiction,
    taxYear: row.taxYear,
    filingStatus: row.jurisdiction === 'US' ? status : null,
    priorYearTaxCents: row.priorYearTaxCents,
    priorYearAgiCents: row.priorYearAgiCents,
    grossIncomeCents: row.grossIncomeCents,
    homeOffice: { squareFeet: row.homeOfficeSqFt, hoursPerMonth: row.homeOfficeHoursPerMonth, months: row.homeOfficeMonths },
  };
}

export async function currentTaxSettings(deps: TaxDeps, userId: string, today: string): Promise<{ settings: TaxSettingsDto; saved: boolean }> {
  const row = await deps.tax.settings(userId);
  if (row) return { settings: settingsDto(row), saved: true };
  const { home } = await deps.ledger.currencySettings(userId);
  return { settings: defaultTaxSettings(home, today), saved: false };
}

export async function taxSummaryFor(deps: TaxDeps, userId: string, today: string): Promise<TaxSummaryDto> {
  const [{ settings, saved }, rows, money, businessAccounts, choices, mileage] = await Promise.all([
    currentTaxSettings(deps, userId, today),
    deps.ledger.windowInOwnCurrencies(userId, today),
    deps.ledger.currencySettings(userId),
    deps.ledger.businessAccounts(userId),
    deps.tax.choices(userId),
    deps.tax.mileage(userId),
  ]);
  // the estimate is in the jurisdiction's currency: the ledger's rows converted at the stated rates, or refused
  const currency = taxCurrency(settings.jurisdiction, money.home, money.rates, {
    source: SETTINGS_SOURCE,
    asOf: money.ratesAt ? day(money.ratesAt, '') : null,
    where: 'in Settings › Currency',
  });
  const converted = rowsInTaxCurrency(rows, currency, money.rates);
  return buildTaxSummary({
    today,
    settings,
    saved,
    currency: { ...currency, keptApart: converted.keptApart },
    ledger: currency.refused ? [] : converted.rows,
    businessAccounts,
    choices,
    mileage: mileage.map((m) => ({ id: m.id, date: m.date, purpose: m.purpose, distance: m.distance, unit: m.unit })),
  });
}
