import { describe, expect, it } from 'vitest';
import { formatCents, parseAmountToCents } from '../../core/money.ts';

describe('parseAmountToCents', () => {
  it.each([
    ['12.34', 1234],
    ['-12.34', -1234],
    ['+5', 500],
    ['0.29', 29], // no float drift: 0.29 * 100 is 28.999… in floating point
    ['1,234.56', 123456],
    ['$1,234.56', 123456],
    ['-$1,234.56', -123456],
    ['$-5', -500],
    ['(12.34)', -1234],
    ['($1,000.00)', -100000],
    ['12.34-', -1234],
    ['12.34 DR', -1234],
    ['12.34 CR', 1234],
    ['USD 12.00', 1200],
    ['12.00 USD', 1200],
    ['£12.5', 1250],
    ['€ 5,00', 500],
    ['5,00', 500],
    ['1.234,56', 123456],
    ['1 234,56', 123456],
    ["1'234.56", 123456],
    ['1,234', 123400], // comma followed by three digits is a thousands separator
    ['1,234,567.89', 123456789],
    ['.5', 50],
    ['0.005', 1], // rounded half away from zero
    ['-0.005', -1],
    ['-0.004', 0],
    ['  42  ', 4200],
    ['−7.25', -725], // Unicode minus sign
  ])('%j → %d cents', (text, cents) => {
    expect(parseAmountToCents(text)).toBe(cents);
  });

  it.each(['', '   ', 'abc', '-', '$', '1.2.3', '12-34', '(-5)', '--5', '1e5', '2024-01-05', 'N/A', '1,2345'])('%j is not a number', (text) => {
    expect(parseAmountToCents(text)).toBeNull();
  });

  it('a file that writes decimal commas reads "1.234" as one thousand two hundred and thirty-four', () => {
    expect(parseAmountToCents('1.234')).toBe(123);
    expect(parseAmountToCents('1.234', ',')).toBe(123400);
    expect(parseAmountToCents('-12.500', ',')).toBe(-1250000);
    expect(parseAmountToCents('12.34', ',')).toBe(1234); // two decimals stay decimals
    expect(parseAmountToCents('1.234', '.')).toBe(123);
  });

  it('reads the zero-padded amounts of OFX files', () => {
    expect(parseAmountToCents('-00000000001500.0000')).toBe(-150000);
    expect(parseAmountToCents('+00000000000115.8331')).toBe(11583);
  });

  it('never returns negative zero', () => {
    expect(Object.is(parseAmountToCents('-0.00'), 0)).toBe(true);
    expect(Object.is(parseAmountToCents('(0.00)'), 0)).toBe(true);
  });
});

describe('formatCents', () => {
  it.each([
    [-123456, 'USD', '-$1,234.56'],
    [5, 'USD', '$0.05'],
    [0, 'USD', '$0.00'],
    [100000000, 'USD', '$1,000,000.00'],
    [123456789, 'EUR', '€1,234,567.89'],
    [-100, 'GBP', '-£1.00'],
  ])('%d %s → %s', (cents, currency, text) => {
    expect(formatCents(cents, currency)).toBe(text);
  });

  it('defaults to US dollars and round-trips through the parser', () => {
    for (const cents of [-123456, 1, 99, 100, 2450000]) {
      expect(parseAmountToCents(formatCents(cents))).toBe(cents);
    }
  });
});
