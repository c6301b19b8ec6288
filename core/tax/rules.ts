// Finds the rule table for a jurisdiction and tax year; a year with no table is refused by name,
// listing the years we have (we never guess a year's figures from another's).
import { UK_RULES } from './rules-uk.ts';
import { US_RULES } from './rules-us.ts';
import type { Jurisdiction, UkRules, UsRules } from './types.ts';

/** Bad estimate input: the message names the field and what is wrong. */
export class TaxInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export const JURISDICTIONS: readonly Jurisdiction[] = ['US', 'UK'];

export function supportedYears(j: Jurisdiction): string[] {
  return Object.keys(j === 'US' ? US_RULES : UK_RULES).sort();
}

/** "2025" for the US; "2025-26" for the UK ("2025/26" is read the same way). */
export function normalizeTaxYear(j: Jurisdiction, year: string | number): string {
  const s = String(year).trim();
  return j === 'UK' ? s.replace('/', '-') : s;
}

export function rulesFor(j: 'US', year: string | number): UsRules;
export function rulesFor(j: 'UK', year: string | number): UkRules;
export function rulesFor(j: Jurisdiction, year: string | number): UsRules | UkRules;
export function rulesFor(j: Jurisdiction, year: string | number): UsRules | UkRules {
  if (!JURISDICTIONS.includes(j)) throw new TaxInputError('jurisdiction', `jurisdiction: must be "US" or "UK" (got ${JSON.stringify(j)}).`);
  const key = normalizeTaxYear(j, year);
  const table = j === 'US' ? US_RULES[key] : UK_RULES[key];
  if (!table) {
    const hint = j === 'UK' ? ' (UK tax years are written like "2025-26")' : '';
    throw new TaxInputError(
      'taxYear',
      `taxYear: there is no ${j} tax rule table for ${JSON.stringify(String(year))}${hint}. Supported ${j} tax years: ${supportedYears(j).join(', ')}.`,
    );
  }
  return table;
}

/** The tax year a date falls in (UK years start on 6 April). */
export function taxYearOf(j: Jurisdiction, isoDate: string): string {
  const y = Number(isoDate.slice(0, 4));
  if (j === 'US') return String(y);
  const start = isoDate.slice(5) >= '04-06' ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The first and last day of a tax year. */
export function taxYearSpan(j: Jurisdiction, year: string): { from: string; to: string } {
  if (j === 'US') return { from: `${year}-01-01`, to: `${year}-12-31` };
  const start = Number(year.slice(0, 4));
  return { from: `${start}-04-06`, to: `${start + 1}-04-05` };
}
