// Tax in a currency the ledger is not kept in (a USD ledger, the UK estimate in GBP): every amount is
// converted at a rate the user stated, and the rate is shown; with no rate the estimate is refused,
// naming the rate that is missing. Nothing is fetched and no rate is guessed. Pure; money in cents.
import { crossRate, type CurrencyRates } from '../currency.ts';
import { formatCents } from '../money.ts';
import type { Jurisdiction } from './types.ts';

export const taxCurrencyOf = (j: Jurisdiction): 'USD' | 'GBP' => (j === 'UK' ? 'GBP' : 'USD');

export interface TaxConversion {
  from: string;
  to: string;
  /** units of `to` one unit of `from` is worth */
  rate: number;
  /** the rate as the user stated it: "1 GBP = 1.25 USD" */
  stated: string;
  /** where the rate comes from, in words */
  source: string;
  /** the day the rate was stated, when known */
  asOf: string | null;
}

export interface TaxCurrency {
  /** the currency the ledger is kept in (the home currency) */
  ledger: string;
  /** the currency the estimate is in */
  tax: 'USD' | 'GBP';
  /** how the ledger's amounts were converted; null when they are already in the tax currency */
  conversion: TaxConversion | null;
  /** set when the estimate cannot be made: the rate that is missing, in words */
  refused: string | null;
  /** rows in other currencies with no stated rate: left out of the estimate, said so */
  keptApart: { currency: string; cents: number; count: number }[];
}

const rateText = (r: number) => String(Number(r.toFixed(6)));

export const SETTINGS_SOURCE = 'the rate you stated in Settings › Currency';

/** How to read a ledger kept in `ledger` (rates: units of `ledger` per unit of another) for a tax estimate in `tax`. */
export function taxCurrency(
  jurisdiction: Jurisdiction,
  ledger: string,
  rates: CurrencyRates,
  source: { source: string; asOf: string | null; where: string } = { source: SETTINGS_SOURCE, asOf: null, where: 'in Settings › Currency' },
): TaxCurrency {
  const tax = taxCurrencyOf(jurisdiction);
  const base = { ledger, tax, conversion: null, refused: null, keptApart: [] };
  if (ledger === tax) return base;
  const rate = crossRate(ledger, tax, ledger, rates);
  if (rate === null) {
    return {
      ...base,
      refused:
        `Your ledger is in ${ledger}; the ${jurisdiction} estimate needs ${tax} amounts: no ${ledger}→${tax} rate is kept. ` +
        `State how many ${ledger} one ${tax} is worth ${source.where} and the estimate converts at that rate.`,
    };
  }
  const statedRate = rates[tax]!;
  return {
    ...base,
    conversion: { from: ledger, to: tax, rate, stated: `1 ${tax} = ${rateText(statedRate)} ${ledger}`, source: source.source, asOf: source.asOf },
  };
}

/**
 * The rows in the tax currency: each from its own currency at the stated rates (a GBP row of a USD
 * ledger stays exactly what it was), those with no rate kept apart and counted.
 */
export function rowsInTaxCurrency<T extends { amountCents: number; currency: string }>(
  rows: readonly T[],
  c: TaxCurrency,
  rates: CurrencyRates,
): { rows: Omit<T, 'currency'>[]; keptApart: TaxCurrency['keptApart'] } {
  const out: Omit<T, 'currency'>[] = [];
  const apart = new Map<string, { cents: number; count: number }>();
  for (const { currency, ...row } of rows) {
    const rate = crossRate(currency, c.tax, c.ledger, rates);
    if (rate !== null) {
      out.push({ ...row, amountCents: currency === c.tax ? row.amountCents : Math.round(row.amountCents * rate) });
      continue;
    }
    const k = apart.get(currency) ?? { cents: 0, count: 0 };
    k.cents += row.amountCents;
    k.count += 1;
    apart.set(currency, k);
  }
  return { rows: out, keptApart: [...apart.entries()].map(([currency, v]) => ({ currency, ...v })).sort((a, b) => a.currency.localeCompare(b.currency)) };
}

/** "Amounts converted from USD to GBP at 1 GBP = 1.25 USD (the rate you stated in Settings › Currency)" */
export const convertedAt = (k: TaxConversion) =>
  `Amounts converted from ${k.from} to ${k.to} at ${k.stated} (${k.source}${k.asOf ? `, stated ${k.asOf}` : ''})`;

/** The sentence under the estimate that says how its amounts were converted, or null when they were not. */
export function conversionNote(c: TaxCurrency): string | null {
  const parts: string[] = [];
  if (c.conversion) {
    const k = c.conversion;
    parts.push(`${convertedAt(k)}: ${formatCents(100_00, k.from)} = ${formatCents(Math.round(100_00 * k.rate), k.to)}.`);
  }
  for (const a of c.keptApart) {
    parts.push(
      `${a.count} ${a.currency} transaction${a.count === 1 ? '' : 's'} (${formatCents(a.cents, a.currency)}) left out: no ${a.currency}→${c.tax} rate is kept.`,
    );
  }
  return parts.length ? parts.join(' ') : null;
}
