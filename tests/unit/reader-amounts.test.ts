// Issue 31: the question reader's amounts, with and without symbols, and numbers that are not money.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readAmount, readAmounts, wordAmount } from '../../core/reader/amounts.ts';

const cents = (q: string) => readAmount(q)?.cents ?? null;

describe('readAmounts', () => {
  it('reads the ways people write money', () => {
    expect(readAmount('Can I afford a 1,200 holiday in March?')).toMatchObject({ cents: 120_000, currency: null, perMonth: false });
    expect(readAmount('Which debt first if I pay $600 a month?')).toMatchObject({ cents: 60_000, currency: 'USD', perMonth: true });
    expect(readAmount('save 1.2k by June')).toMatchObject({ cents: 120_000, currency: null });
    expect(readAmount('is €50 too much for gym')).toMatchObject({ cents: 5000, currency: 'EUR' });
    expect(readAmount('I owe 50 euros')).toMatchObject({ cents: 5000, currency: 'EUR' });
    expect(readAmount('£1,200.50 for a sofa')).toMatchObject({ cents: 120_050, currency: 'GBP' });
    expect(readAmount('spend 1.200,50 € on a bike')).toMatchObject({ cents: 120_050, currency: 'EUR' });
    expect(readAmount('RM 73.00 at the mamak')).toMatchObject({ cents: 7300, currency: 'MYR' });
    expect(readAmount('pay 600/month')).toMatchObject({ cents: 60_000, perMonth: true });
    expect(readAmount('afford 250 GBP monthly')).toMatchObject({ cents: 25_000, currency: 'GBP', perMonth: true });
    expect(wordAmount('can I save two grand')).toMatchObject({ cents: 200_000 });
  });

  it('numbers that count something else are not money', () => {
    for (const q of [
      'spending in the last 90 days',
      'save in 6 months',
      'groceries in Q3',
      'rent in March 2025',
      'on the 3rd',
      'top 5 merchants',
      'what happened in 2025',
      'my 401k',
    ])
      expect(readAmounts(q), q).toEqual([]);
  });

  it('a generated amount reads back the same, whatever the symbol, separators and spacing', () => {
    const symbols = [
      ['$', 'USD'],
      ['€', 'EUR'],
      ['£', 'GBP'],
      ['', null],
    ] as const;
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 99_999_999 }), fc.constantFrom(...symbols), fc.boolean(), fc.boolean(), (c, [sym, code], separators, space) => {
        const whole = Math.floor(c / 100);
        const units = separators ? whole.toLocaleString('en-US') : String(whole);
        const text = `can I afford ${sym}${space && sym ? ' ' : ''}${units}.${String(c % 100).padStart(2, '0')} next month`;
        expect(readAmount(text), text).toMatchObject({ cents: c, currency: code });
      }),
    );
  });

  it('the k and million scales', () => {
    expect(cents('budget 2k')).toBe(200_000);
    expect(cents('a $1.5m house')).toBe(150_000_000);
  });
});
