import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvAmount, csvText, transactionCsvHeader, transactionCsvLine } from '../../core/exports/csv.ts';

describe('the transactions CSV', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvText('plain')).toBe('plain');
    expect(csvText('Smith, J')).toBe('"Smith, J"');
    expect(csvText('the "best" cafe')).toBe('"the ""best"" cafe"');
    expect(csvText('two\nlines')).toBe('"two\nlines"');
    expect(csvText(null)).toBe('');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvText('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvText('+1+1')).toBe("'+1+1");
    expect(csvText('-2+3')).toBe("'-2+3");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('\tcmd')).toBe("'\tcmd");
    expect(csvText('Amazon = books')).toBe('Amazon = books');
  });

  it('writes amounts as plain decimals, negative for spending, without a guard', () => {
    expect(csvAmount(-6000)).toBe('-60.00');
    expect(csvAmount(5)).toBe('0.05');
    expect(csvAmount(-123456789)).toBe('-1234567.89');
    expect(csvAmount(0)).toBe('0.00');
  });

  it('parses back to the same values', () => {
    const csv =
      transactionCsvHeader() +
      transactionCsvLine({
        date: '2026-11-01',
        description: '=cmd|" /C calc"!A0',
        merchant: 'Joe\'s, "Diner"',
        amountCents: -7300,
        currency: 'MYR',
        category: 'Food & Dining',
        subcategory: null,
        account: 'Checking',
        source: 'rule',
      });
    const parsed = Papa.parse<string[]>(csv.trim(), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(['date', 'description', 'merchant', 'amount', 'currency', 'category', 'subcategory', 'account', 'source']);
    expect(parsed[1]).toEqual(['2026-11-01', '\'=cmd|" /C calc"!A0', 'Joe\'s, "Diner"', '-73.00', 'MYR', 'Food & Dining', '', 'Checking', 'rule']);
  });
});
