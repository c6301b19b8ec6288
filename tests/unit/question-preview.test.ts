// The preview in Byte's question, redrawn when the user gives a column another role: the sample rows
// the question carries, read again by the import's own table reader (core/parsers/table/preview.ts).
import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { previewWithRoles } from '../../core/parsers/table/preview.ts';
import { parseStatementBytes } from '../../core/parsers/statement.ts';

const read = (name: string) =>
  parseStatementBytes(new Uint8Array(readFileSync(new URL(`../fixtures/statements/unseen/${name}`, import.meta.url))), 'csv', { fileName: name });
const shown = (p: ReturnType<typeof previewWithRoles>) => p.rows.map((t) => [t.date, t.description, t.amountCents]);

describe('the question preview with reassigned columns', () => {
  it('carries the header and first rows as cells, and the date order Byte read', () => {
    const r = read('unknown-pair.csv');
    expect(r.sample).toEqual({
      header: ['Quando', 'Chi', 'Uno', 'Due'],
      rows: [
        ['04/03/2026', 'Panificio Rossi', '3,20', ''],
        ['15/03/2026', 'Stipendio', '', '1.500,00'],
        ['16/03/2026', 'Affitto', '700,00', ''],
      ],
      dateOrder: 'DMY',
      decimalMark: ',',
    });
  });

  it("Byte's own roles give the rows Byte read; another date column gives that column's dates", () => {
    const r = read('no-header-two-dates.csv');
    expect(r.sample?.header).toBeNull();
    expect(
      shown(
        previewWithRoles(
          r.sample!,
          r.columns!.map((c) => c.role),
        ),
      ),
    ).toEqual(r.items.map((t) => [t.date, t.description, t.amountCents]));
    expect(shown(previewWithRoles(r.sample!, ['', 'date', 'description', 'amount']))).toEqual([
      ['2026-03-15', 'TESCO STORES 3307', -2310],
      ['2026-03-17', 'ACME LTD SALARY', 150000],
      ['2026-03-18', 'THAMES WATER', -4100],
    ]);
  });

  it('money out and money in swapped: the signs turn; the same as the import with those roles', () => {
    const r = read('unknown-pair.csv');
    const swapped = ['date', 'description', 'money in', 'money out'];
    expect(shown(previewWithRoles(r.sample!, swapped, 'spent'))).toEqual([
      ['2026-03-04', 'Panificio Rossi', 320],
      ['2026-03-15', 'Stipendio', -150000],
      ['2026-03-16', 'Affitto', 70000],
    ]);
    const imported = read('unknown-pair.csv');
    const again = parseStatementBytes(new Uint8Array(readFileSync(new URL('../fixtures/statements/unseen/unknown-pair.csv', import.meta.url))), 'csv', {
      amountSign: 'spent',
      columnRoles: swapped,
    });
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

  it("reads the sample with what Byte learnt from the whole file: the decimal mark, a spreadsheet's serial dates", () => {
    // the first eight amounts are whole thousands ("1.500"): only later rows show the decimal comma
    const lines = ['Buchungstag;Text;Betrag', ...Array.from({ length: 8 }, (_, i) => `0${i + 1}.03.2026;Miete ${i + 1};-1.500`), '10.03.2026;Bäckerei;-3,20'];
    const csv = parseStatementBytes(new TextEncoder().encode(lines.join('\n')), 'csv');
    expect(csv.sample?.decimalMark).toBe(',');
    const fromSample = previewWithRoles(csv.sample!, ['date', 'description', 'amount']);
    expect(fromSample.rows[0]).toEqual({ date: '2026-03-01', description: 'Miete 1', amountCents: -150000 });

    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['Date', 'Details', 'Amount'],
        [46085, 'BAKERY', -3.2],
        [46086, 'SALARY', 1500],
      ]),
      'Sheet1',
    );
    const xlsx = parseStatementBytes(new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer), 'xlsx');
    expect(xlsx.items.map((t) => t.date)).toEqual(['2026-03-04', '2026-03-05']);
    expect(shown(previewWithRoles(xlsx.sample!, ['date', 'description', 'amount']))).toEqual([
      ['2026-03-04', 'BAKERY', -320],
      ['2026-03-05', 'SALARY', 150000],
    ]);
  });
});
