// Issue 31: what a question is about, as the user's own ledger names it.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readQuestion } from '../../core/reader/question.ts';
import { type LedgerNames, readSubjects } from '../../core/reader/subjects.ts';

const names: LedgerNames = {
  merchants: ['Starbucks', 'Whole Foods Market', 'Adobe', 'Shell', 'Amazon', 'Trader Joe’s', 'Netflix', 'Uber', 'Uber Eats', 'Costco Wholesale #482'],
  categories: [
    { category: 'Food & Dining', subcategory: 'Groceries' },
    { category: 'Food & Dining', subcategory: 'Coffee Shops' },
    { category: 'Food & Dining', subcategory: 'Food Delivery' },
    { category: 'Business', subcategory: 'Software' },
    { category: 'Housing', subcategory: 'Rent' },
  ],
  accounts: ['Checking', 'Visa …0123'],
};
const first = (q: string) => readSubjects(q, names).subjects[0];

describe('readSubjects', () => {
  it('meets the ledger’s merchant however the question writes it', () => {
    for (const q of ['starbucks last month', 'How much at Starbucks coffee?', 'STARBUCKS #1234', 'starbuks this year', 'Starbucks’s'])
      expect(first(q), q).toEqual({ kind: 'merchant', name: 'Starbucks' });
    expect(first('whole foods in march')).toEqual({ kind: 'merchant', name: 'Whole Foods Market' });
    expect(first('costco runs')).toEqual({ kind: 'merchant', name: 'Costco Wholesale #482' });
    expect(first('uber eats last week')).toEqual({ kind: 'merchant', name: 'Uber Eats' });
    expect(first('How much did I spend on Adobe this year?')).toEqual({ kind: 'merchant', name: 'Adobe' });
  });

  it('names categories by the ledger’s words and by everyday ones', () => {
    expect(first('How much did I spend on groceries last month?')).toEqual({ kind: 'category', category: 'Food & Dining', subcategory: 'Groceries' });
    expect(first('coffee this week')).toEqual({ kind: 'category', category: 'Food & Dining', subcategory: 'Coffee Shops' });
    expect(first('petrol since June')).toEqual({ kind: 'category', category: 'Transportation', subcategory: 'Gas & Fuel' });
    expect(first('takeaway in Q3')).toEqual({ kind: 'category', category: 'Food & Dining', subcategory: 'Food Delivery' });
    expect(first('software spend')).toEqual({ kind: 'category', category: 'Business', subcategory: 'Software' });
  });

  it('says which name it does not know instead of answering for everything', () => {
    expect(readSubjects('How much did I spend on Zorblax last month?', names)).toEqual({ subjects: [], unknown: 'zorblax' });
    expect(readSubjects('what did I spend at Blue Lagoon Diner in May', names).unknown).toBe('blue lagoon diner');
    expect(readSubjects('how much did I spend last month', names)).toEqual({ subjects: [], unknown: null });
    expect(readSubjects('how much did I spend on average', names).unknown).toBeNull();
  });

  it('property: a merchant from the ledger is found in any casing, with or without a store number, among other words', () => {
    fc.assert(
      fc.property(fc.constantFrom(...names.merchants.filter((m) => !m.startsWith('Uber'))), fc.boolean(), fc.integer({ min: 1, max: 9999 }), (m, upper, n) => {
        const written = `${upper ? m.toUpperCase() : m.toLowerCase()} #${n}`;
        expect(first(`how much did i spend at ${written} last month`), written).toEqual({ kind: 'merchant', name: m });
      }),
    );
  });
});

describe('readQuestion', () => {
  it('puts the pieces together, reading plans forward and history back', () => {
    const q = readQuestion('Can I afford a 1,200 holiday in March?', '2026-11-29', names);
    expect(q).toMatchObject({ shape: 'affordability', period: { from: '2027-03-01', to: '2027-03-31' }, amounts: [{ cents: 120_000 }], unread: [] });
    const h = readQuestion('How much did I spend on groceries in March?', '2026-11-29', names);
    expect(h).toMatchObject({ shape: 'total', period: { from: '2026-03-01' }, subjects: [{ kind: 'category', subcategory: 'Groceries' }] });
    const w = readQuestion('Which debt first if I pay 600 a month?', '2026-11-29', names);
    expect(w).toMatchObject({ shape: 'what-if', topic: 'debts', amounts: [{ cents: 60_000, perMonth: true }] });
    expect(readQuestion('spend on Zorblax in Q5', '2026-11-29', names).unread).toEqual(['Q5', 'zorblax']);
  });
});
