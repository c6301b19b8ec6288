// A bank's own category column is evidence Tag uses (issue 12, defect 10): it comes after the
// user's rules and corrections, before generic wording, with its own source 'bank'.
import { describe, expect, it } from 'vitest';
import { bankCategoryOf } from '../../core/tag/bank-category.ts';
import { Tagger } from '../../core/tag/engine.ts';
import { parseCsvStatement as parseCsv } from '../../core/parsers/table/csv.ts';
import { hashKeys } from '../../core/ledger/dedupe.ts';
import { stageRows } from '../../worker/processors/tag.ts';

const out = (description: string, dollars: number, bankCategory: string | null) => ({
  description,
  amountCents: -Math.round(dollars * 100),
  account: null,
  bankCategory,
});

describe("the bank's category column", () => {
  it("maps banks' wordings to our taxonomy, and says nothing for labels that mean nothing", () => {
    expect(bankCategoryOf('Food & Drink')).toEqual({ category: 'Food & Dining', subcategory: null });
    expect(bankCategoryOf('GROCERIES')).toEqual({ category: 'Food & Dining', subcategory: 'Groceries' });
    expect(bankCategoryOf('Bills & Utilities')).toEqual({ category: 'Utilities', subcategory: null });
    expect(bankCategoryOf('Travel-Airline')).toEqual({ category: 'Recreation', subcategory: 'Travel' });
    expect(bankCategoryOf('Gas')).toEqual({ category: 'Transportation', subcategory: 'Gas & Fuel' });
    expect(bankCategoryOf('Coffee Shops')).toEqual({ category: 'Food & Dining', subcategory: 'Coffee Shops' });
    for (const nothing of ['', 'Other', 'Personal', 'Uncategorized', 'Zorbling']) expect(bankCategoryOf(nothing)).toBeNull();
  });

  it('categorizes a row nothing else explains, with source "bank" and no review', () => {
    const tagger = new Tagger();
    expect(tagger.categorize(out('SQ *MARGOT AND CO 4471', 23.5, null))).toMatchObject({ source: 'none', needsUserInput: true });
    expect(tagger.categorize(out('SQ *MARGOT AND CO 4471', 23.5, 'Food & Drink'))).toMatchObject({
      category: 'Food & Dining',
      source: 'bank',
      needsUserInput: false,
    });
  });

  it("the user's rule and corrections win over the bank; a named merchant the knowledge base is sure of keeps its category", () => {
    const tagger = new Tagger({ rules: [{ id: 'r', conditions: { descriptionContains: 'margot' }, category: 'Business', subcategory: 'Office Supplies' }] });
    expect(tagger.categorize(out('SQ *MARGOT AND CO 4471', 23.5, 'Food & Drink'))).toMatchObject({ category: 'Business', source: 'rule' });
    const learned = new Tagger();
    learned.learnCorrection(out('SQ *MARGOT AND CO 4471', 20, null), 'Gifts & Donations', 'Gifts', '2026-10-03');
    expect(learned.categorize(out('SQ *MARGOT AND CO 4471', 23.5, 'Food & Drink'))).toMatchObject({ category: 'Gifts & Donations', source: 'learned' });
    expect(new Tagger().categorize(out('STARBUCKS STORE 1234', 5, 'Shopping'))).toMatchObject({ category: 'Food & Dining', source: 'knowledge' });
  });

  it('money in under a spending label is a refund, and a "Payment" label on a card is a card payment', () => {
    const tagger = new Tagger();
    expect(tagger.categorize({ description: 'SQ *MARGOT AND CO 4471', amountCents: 2350, account: null, bankCategory: 'Food & Drink' })).toMatchObject({
      category: 'Income',
      subcategory: 'Refund',
      source: 'bank',
    });
    expect(tagger.categorize({ description: 'Pymt 88121', amountCents: 50000, account: null, bankCategory: 'Payment' })).toMatchObject({
      category: 'Transfer',
      subcategory: 'Credit Card Payment',
      source: 'bank',
    });
  });

  it('the CSV parser carries the Category column to each row', () => {
    const csv =
      'Transaction Date,Post Date,Description,Category,Type,Amount,Memo\n10/02/2026,10/03/2026,SQ *MARGOT AND CO 4471,Food & Drink,Sale,-23.50,\n10/05/2026,10/05/2026,Pymt 88121,,Payment,500.00,\n';
    const r = parseCsv(csv);
    expect(r.items.map((i) => [i.description, i.bankCategory ?? null])).toEqual([
      ['SQ *MARGOT AND CO 4471', 'Food & Drink'],
      ['Pymt 88121', null],
    ]);
  });

  it('the worker\'s Tag step files a parsed row by its bank category, source "bank"', () => {
    const csv = 'Transaction Date,Description,Category,Amount\n10/02/2026,SQ *MARGOT AND CO 4471,Food & Drink,-23.50\n';
    const { items } = parseCsv(csv);
    const [row] = stageRows(new Tagger(), items, hashKeys(items));
    expect(row).toMatchObject({ category: 'Food & Dining', source: 'bank', needsUserInput: false });
  });
});
