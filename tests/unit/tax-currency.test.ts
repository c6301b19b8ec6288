// Tax in a currency the ledger is not kept in: converted at the stated rate (shown), or refused
// naming the missing rate; never dollars relabelled as pounds (issue 30, item 5).
import { describe, expect, it } from 'vitest';
import { crossRate } from '../../core/currency.ts';
import { runEstimateFile } from '../../core/tax/cli.ts';
import { TaxInputError } from '../../core/tax/rules.ts';
import { conversionNote, rowsInTaxCurrency, taxCurrency } from '../../core/tax/currency.ts';

describe('tax currency', () => {
  it('a USD ledger with no GBP rate: the UK estimate is refused, naming the rate', () => {
    const c = taxCurrency('UK', 'USD', { EUR: 1.08 });
    expect(c.conversion).toBeNull();
    expect(c.refused).toBe(
      'Your ledger is in USD; the UK estimate needs GBP amounts: no USD→GBP rate is kept. ' +
        'State how many USD one GBP is worth in Settings › Currency and the estimate converts at that rate.',
    );
  });

  it('with 1 GBP = 1.25 USD stated: every row converted from its own currency, the rate shown', () => {
    const rates = { GBP: 1.25, EUR: 1.1 };
    const c = taxCurrency('UK', 'USD', rates);
    expect(c.refused).toBeNull();
    expect(c.conversion).toMatchObject({ from: 'USD', to: 'GBP', rate: 0.8, stated: '1 GBP = 1.25 USD' });
    const { rows, keptApart } = rowsInTaxCurrency(
      [
        { id: 'a', amountCents: -2299, currency: 'USD' },
        { id: 'b', amountCents: -1000, currency: 'GBP' },
        { id: 'c', amountCents: -10_000, currency: 'EUR' },
        { id: 'd', amountCents: -7300, currency: 'MYR' },
      ],
      c,
      rates,
    );
    // $22.99 is £18.39, not "£22.99"; a GBP row stays as it was; EUR 100 × 1.1 ÷ 1.25 = £88.00
    expect(rows).toEqual([
      { id: 'a', amountCents: -1839 },
      { id: 'b', amountCents: -1000 },
      { id: 'c', amountCents: -8800 },
    ]);
    expect(keptApart).toEqual([{ currency: 'MYR', cents: -7300, count: 1 }]);
    expect(conversionNote({ ...c, keptApart })).toBe(
      'Amounts converted from USD to GBP at 1 GBP = 1.25 USD (the rate you stated in Settings › Currency): $100.00 = £80.00. ' +
        '1 MYR transaction (-MYR73.00) left out: no MYR→GBP rate is kept.',
    );
  });

  it('a US estimate of a USD ledger converts nothing and says nothing', () => {
    const c = taxCurrency('US', 'USD', {});
    expect(c).toMatchObject({ conversion: null, refused: null });
    expect(conversionNote(c)).toBeNull();
    expect(crossRate('USD', 'USD', 'USD', {})).toBe(1);
  });

  it('the CLI: USD amounts for the UK need a rate; with one, the amounts are converted and the rate printed', () => {
    const file = { jurisdiction: 'UK', taxYear: '2025-26', currency: 'USD', grossIncome: 62500, expenses: {} };
    expect(() => runEstimateFile(file)).toThrow(TaxInputError);
    expect(() => runEstimateFile(file)).toThrow(/Your ledger is in USD; the UK estimate needs GBP amounts: no USD→GBP rate is kept/);
    const out = runEstimateFile({ ...file, rates: { GBP: 1.25 }, ratesAsOf: '2026-11-20', ratesSource: 'Bank of England spot' });
    // $62,500 at 1 GBP = 1.25 USD is £50,000: the same estimate as a £50,000 file
    expect(out).toMatchObject({ currency: 'GBP', grossIncome: 50000, total: 9731.8 });
    expect(out.conversion).toMatchObject({ from: 'USD', to: 'GBP', rate: 0.8, stated: '1 GBP = 1.25 USD', asOf: '2026-11-20', source: 'Bank of England spot' });
    expect(out.notes.at(-1)).toBe('Amounts converted from USD to GBP at 1 GBP = 1.25 USD (Bank of England spot, stated 2026-11-20).');
  });
});
