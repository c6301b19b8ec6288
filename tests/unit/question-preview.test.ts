// The preview in Byte's question, redrawn when the user gives a column another role: the sample rows
// the question carries, read again by the import's own table reader (core/parsers/question-preview.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { previewWithRoles } from '../../core/parsers/question-preview.ts';
import { parseStatementBytes } from '../../core/parsers/statement.ts';

const read = (name: string) =>
  parseStatementBytes(new Uint8Array(readFileSync(new URL(`../fixtures/statements/unseen/${name}`, import.meta.url))), 'csv', { fileName: name });
const shown = (p: ReturnType<typeof previewWithRoles>) => p.rows.map((t) => [t.date, t.description, t.amountCents]);

describe('the question preview with reassigned columns', () => {
  it('carries the header and first rows as cells, and the date order Byte read', () => {
    const r = read('unknown-pair.csv');
    expect(r.sample).toEqual({
      header: ['Quando', 'Chi', 'Uno', 'Due'],
      rows: [['04/03/2026', 'Panificio Rossi', '3,20', ''], ['15/03/2026', 'Stipendio', '', '1.500,00'], ['16/03/2026', 'Affitto', '700,00', '']],
      dateOrder: 'DMY',
    });
  });

  it("Byte's own roles give the rows Byte read; another date column gives that column's dates", () => {
    const r = read('no-header-two-dates.csv');
    expect(r.sample?.header).toBeNull();
    expect(shown(previewWithRoles(r.sample!, r.columns!.map((c) => c.role)))).toEqual(r.items.map((t) => [t.date, t.description, t.amountCents]));
    expect(shown(previewWithRoles(r.sample!, ['', 'date', 'description', 'amount']))).toEqual([
      ['2026-03-15', 'TESCO STORES 3307', -2310], ['2026-03-17', 'ACME LTD SALARY', 150000], ['2026-03-18', 'THAMES WATER', -4100],
    ]);
  });

  it('money out and money in swapped: the signs turn; the same as the import with those roles', () => {
    const r = read('unknown-pair.csv');
    const swapped = ['date', 'description', 'money in', 'money out'];
    expect(shown(previewWithRoles(r.sample!, swapped, 'spent'))).toEqual([
      ['2026-03-04', 'Panificio Rossi', 320], ['2026-03-15', 'Stipendio', -150000], ['2026-03-16', 'Affitto', 70000],
    ]);
    const imported = read('unknown-pair.csv');
    const again = parseStatementBytes(new Uint8Array(readFileSync(new URL('../fixtures/statements/unseen/unknown-pair.csv', import.meta.url))), 'csv', { amountSign: 'spent', columnRoles: swapped });
    expect(shown(previewWithRoles(imported.sample!, swapped, 'spent'))).toEqual(again.items.map((t) => [t.date, t.description, t.amountCents]));
  });

  it('the amount-sign preview reads unsigned amounts as spent', () => {
    const r = read('purchases-march.csv');
    expect(shown(previewWithRoles(r.sample!, ['date', 'description', 'amount'], 'spent')).map((t) => t[2])).toEqual([-3499, -1820, -575, -1549]);
  });

  it('roles without a date, a description or an amount: a message instead of rows', () => {
    const r = read('no-header-two-dates.csv');
    const p = previewWithRoles(r.sample!, ['', '', 'description', 'amount']);
    expect(p.rows).toEqual([]);
    expect(p.problem).toBe('Give one column the Date role, one the Description role and one Amount (or Money out / Money in).');
  });
});
