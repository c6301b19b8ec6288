// Excel statements: the first sheet that holds transactions, Excel dates, .xls (BIFF8), and the
// ZIP checks that refuse a "zip bomb" before SheetJS unpacks anything.
import { readFileSync } from 'node:fs';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { parseSpreadsheet } from '../../core/parsers/table/spreadsheet.ts';
import { parseStatementBytes } from '../../core/parsers/statement.ts';
import { checkZip } from '../../core/parsers/table/zip-guard.ts';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/statements/${name}`, import.meta.url)));

const MARCH = [
  { date: '2024-03-01', description: 'PAYROLL ACME CORP', amountCents: 245000, account: null, balanceCents: 345000 },
  { date: '2024-03-02', description: 'WHOLE FOODS MARKET #10234', amountCents: -8742, account: null, balanceCents: 336258 },
  { date: '2024-03-05', description: 'SHELL OIL 57444', amountCents: -4015, account: null, balanceCents: 332243 },
  { date: '2024-03-13', description: 'NETFLIX.COM', amountCents: -1549, account: null, balanceCents: 330694 },
];

function workbook(sheets: Record<string, unknown[][]>, bookType: 'xlsx' | 'biff8' = 'xlsx'): Uint8Array {
  const wb = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), name);
  return new Uint8Array(XLSX.write(wb, { type: 'array', bookType }) as ArrayBuffer);
}

/** Sets the uncompressed size every header of a one-entry ZIP declares (local header and central directory). */
function declareSize(zip: Uint8Array, size: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  for (let at = 0; at + 4 <= out.length; at++) {
    const sig = view.getUint32(at, true);
    if (sig === 0x04034b50) view.setUint32(at + 22, size, true);
    if (sig === 0x02014b50) view.setUint32(at + 24, size, true);
  }
  return out;
}

describe('parseSpreadsheet', () => {
  it('finds the transactions on sheet 2 after a summary sheet, Excel dates as ISO dates; the summary balances check out', () => {
    const r = parseStatementBytes(fixture('multi-sheet.xlsx'), 'xlsx');
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(r.items).toEqual(MARCH);
    expect([r.openingBalanceCents, r.closingBalanceCents]).toEqual([100000, 330694]);
  });

  it('reads an Excel 97-2003 workbook (.xls, BIFF8)', () => {
    const bytes = fixture('statement.xls');
    expect([...bytes.slice(0, 4)]).toEqual([0xd0, 0xcf, 0x11, 0xe0]);
    const r = parseStatementBytes(bytes, 'xls');
    expect(r.errors).toEqual([]);
    expect(r.items).toEqual(MARCH);
  });

  it('a workbook with no transaction sheet names the sheets it looked at', () => {
    expect(parseStatementBytes(fixture('no-transactions.xlsx'), 'xlsx').errors).toEqual([
      'No sheet in this workbook holds transactions (looked at: "Notes"). Expected a sheet with Date, Description and Amount columns.',
    ]);
    const two = parseSpreadsheet(workbook({ Summary: [['Account', 'Checking']], Notes: [['Nothing here']] }), 'xlsx');
    expect(two.items).toEqual([]);
    expect(two.errors).toEqual([
      'No sheet in this workbook holds transactions (looked at: "Summary", "Notes"). Expected a sheet with Date, Description and Amount columns.',
    ]);
  });

  it('Excel serial numbers in a date column without a date format, numeric amounts, text dates, day-first text', () => {
    const bytes = workbook({
      Export: [
        ['Posting Date', 'Details', 'Debit', 'Credit'],
        [45296, 'TESCO STORES', 23.4, ''],
        ['15/01/2024', 'SALARY', '', 2500],
        [45310.5, 'PRET A MANGER', 6.2, ''],
      ],
    });
    const r = parseSpreadsheet(bytes, 'xlsx');
    expect(r.errors).toEqual([]);
    expect(r.items.map((t) => [t.date, t.description, t.amountCents])).toEqual([
      ['2024-01-05', 'TESCO STORES', -2340],
      ['2024-01-15', 'SALARY', 250000],
      ['2024-01-19', 'PRET A MANGER', -620],
    ]);
  });

  it('a sheet row that cannot be read is named by sheet and row', () => {
    const bytes = workbook({
      Cover: [['Statement']],
      Tx: [
        ['Date', 'Description', 'Amount'],
        ['2024-01-02', 'COFFEE', -4.5],
        ['2024-01-03', 'LUNCH', 'n/a'],
      ],
    });
    const r = parseSpreadsheet(bytes, 'xlsx');
    expect(r.items).toHaveLength(1);
    expect(r.warnings).toEqual(['Sheet "Tx", row 3: invalid amount "n/a" — skipped']);
  });

  it('a damaged workbook is an error, not a crash', () => {
    const r = parseStatementBytes(new TextEncoder().encode('PK\u0003\u0004 not really a zip'), 'xlsx');
    expect(r.items).toEqual([]);
    expect(r.errors).toHaveLength(1);
  });
});

describe('checkZip', () => {
  it('refuses the zip bomb fixture (150 MB of zeros in a 150 KB file) before SheetJS sees it', () => {
    const bytes = fixture('zip-bomb.xlsx');
    expect(bytes.length).toBeLessThan(200 * 1024);
    const message = 'This spreadsheet expands to 150.0 MB when unpacked (a "zip bomb"); refusing to open it.';
    expect(checkZip(bytes)).toBe(message);
    const r = parseStatementBytes(bytes, 'xlsx');
    expect(r.errors).toEqual([message]);
    expect(r.items).toEqual([]);
  });

  it('lets ordinary workbooks through', () => {
    expect(checkZip(fixture('multi-sheet.xlsx'))).toBeNull();
    expect(checkZip(fixture('no-transactions.xlsx'))).toBeNull();
  });

  it('refuses more than 2,000 entries', () => {
    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i < 2001; i++) files[`f${i}.xml`] = new Uint8Array([i & 0xff]);
    expect(checkZip(zipSync(files))).toBe('This spreadsheet holds 2,001 files (more than 2,000); refusing to open it.');
  });

  it('refuses more than 100 MB declared in total, even when no single entry is large', () => {
    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i < 12; i++) files[`sheet${i}.xml`] = new Uint8Array(16);
    let zip = zipSync(files, { level: 0 });
    const view = new DataView(zip.buffer);
    zip = zip.slice();
    for (let at = 0; at + 4 <= zip.length; at++) {
      if (view.getUint32(at, true) === 0x02014b50) new DataView(zip.buffer).setUint32(at + 24, 9 * 1024 * 1024, true);
    }
    expect(checkZip(zip)).toBe('This spreadsheet expands to 108.0 MB when unpacked (a "zip bomb"); refusing to open it.');
  });

  it('refuses an entry that unpacks to more than it declares', () => {
    const honest = zipSync({ 'xl/worksheets/sheet1.xml': [new Uint8Array(2 * 1024 * 1024), { level: 9 }] });
    expect(checkZip(honest)).toBeNull(); // 2 MB at 1000:1 is under the 10 MB floor for the ratio rule
    expect(checkZip(declareSize(honest, 900))).toBe(
      'This spreadsheet is disguised: "xl/worksheets/sheet1.xml" inside it unpacks to more than the 900 bytes it declares (a "zip bomb"); refusing to open it.',
    );
  });

  it('a file that is not a ZIP is reported as damaged', () => {
    expect(checkZip(new TextEncoder().encode('hello'))).toBe('This spreadsheet is damaged: its ZIP directory could not be read.');
  });
});
