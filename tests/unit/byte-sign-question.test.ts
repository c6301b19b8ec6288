// The question Byte asks about amounts it cannot sign, as the user sees it in the modal.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseContent } from '../../worker/extract/parse-content.ts';
import { amountSignQuestion } from '../../worker/extract/sign-question.ts';

const content = (name: string) => ({
  type: 'tabular' as const,
  kind: 'csv' as const,
  note: '',
  bytes: new Uint8Array(readFileSync(new URL(`../fixtures/statements/unseen/${name}`, import.meta.url))),
});

describe("Byte's question about amounts without a sign", () => {
  it('one unsigned column: spent or received, with the first rows read as spent', () => {
    const first = parseContent(content('purchases-march.csv'), { fileName: 'purchases-march.csv' });
    expect(first.amountSignAmbiguous).toBe(true);
    const q = amountSignQuestion(parseContent(content('purchases-march.csv'), { fileName: 'purchases-march.csv', amountSign: 'spent' }), 'purchases-march.csv');
    expect(q.message).toBe(
      'The amounts in purchases-march.csv ("Amount" column) have no plus or minus sign. Are these amounts money spent (card purchases) or money received?',
    );
    expect(q.options).toEqual([
      { value: 'spent', label: 'Money spent (card purchases)' },
      { value: 'received', label: 'Money received' },
    ]);
    expect(q.preview.map((r) => r.amountCents)).toEqual([-3499, -1820, -575, -1549]);
    // the rows as cells, so the modal can redraw the preview when a column is reassigned
    expect(q.sample?.header).toEqual(['Transaction Date', 'Merchant', 'Amount']);
    expect(q.sample?.rows[0]).toEqual(['2026-03-01', 'AMAZON MKTPLACE', '34.99']);
  });

  it('signed amounts, nearly all positive: are the positive ones purchases, with the first rows read that way', () => {
    const name = 'card-payment-negative.csv';
    const first = parseContent(content(name), { fileName: name });
    expect(first.amountSignAmbiguous).toBe(true);
    const q = amountSignQuestion(parseContent(content(name), { fileName: name, amountSign: 'spent' }), name, first.amountSignMixed);
    expect(q.message).toBe(
      'Most amounts in card-payment-negative.csv ("amount" column) are positive and a few are negative. Are the positive ones money spent (a card export listing purchases as positive, its payments negative) or money received?',
    );
    expect(q.options).toEqual([
      { value: 'spent', label: 'Money spent (card purchases; the negative ones are payments)' },
      { value: 'received', label: 'Money received (read as printed)' },
    ]);
    expect(q.preview.map((r) => r.amountCents)).toEqual([-2345, -1890, -1990, -5490, 30000]);
  });

  it('two amount columns from their contents: which one is money out', () => {
    const q = amountSignQuestion(parseContent(content('unknown-pair.csv'), { fileName: 'unknown-pair.csv', amountSign: 'spent' }), 'unknown-pair.csv');
    expect(q.message).toBe(
      'unknown-pair.csv has two amount columns, "Uno" and "Due", never filled on the same row, and nothing in it says which is money out. Are the amounts in "Uno" money spent or money received?',
    );
    expect(q.options.map((o) => o.label)).toEqual(['"Uno" is money spent, "Due" money received', '"Uno" is money received, "Due" money spent']);
    expect(q.preview.map((r) => r.amountCents)).toEqual([-320, 150000, -70000]);
  });
});

describe("Byte's question about columns it found from their contents", () => {
  it('shows the columns as Byte read them and the first rows', async () => {
    const { columnsQuestion } = await import('../../worker/extract/sign-question.ts');
    const read = parseContent(content('no-header-two-dates.csv'), { fileName: 'no-header-two-dates.csv' });
    expect(read.columnsAmbiguous).toBe(true);
    const q = columnsQuestion(read, 'no-header-two-dates.csv');
    expect(q.message).toBe(
      'Byte worked out the columns of no-header-two-dates.csv from what they hold, and another reading was possible. Are these the right columns?',
    );
    expect(q.columns).toEqual([
      { name: 'Column 1', role: 'date' },
      { name: 'Column 2', role: '' },
      { name: 'Column 3', role: 'description' },
      { name: 'Column 4', role: 'amount' },
    ]);
    expect(q.preview[0]).toEqual({ date: '2026-03-14', description: 'TESCO STORES 3307', amountCents: -2310 });
  });
});
