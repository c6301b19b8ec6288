// A report as XLSX through exceljs's streaming writer: a summary sheet, one sheet per table, and the
// ledger's rows committed page by page (each row leaves memory once committed). Money is a number
// in currency units with two decimals, shares are percentages: a spreadsheet can add them up.
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { ledgerRow } from '../../core/reports/transactions.ts';
import { LEDGER_COLUMNS, ledgerCells, type Cell, type ExportColumn, type ExportDocument } from '../../core/reports/tables.ts';
import { drained, type LedgerPages } from './stream.ts';

const MONEY = '#,##0.00';
const PERCENT = '0.0%';

/** Excel's rules for sheet names: at most 31 characters, none of []:*?/\ and unique. */
function sheetName(title: string, taken: Set<string>): string {
  const base =
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 28)
      .trim() || 'Sheet';
  let name = base;
  for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${base} ${i}`;
  taken.add(name.toLowerCase());
  return name;
}

function cellValue(v: Cell, c: ExportColumn): ExcelJS.CellValue {
  if (v === null) return null;
  if (typeof v === 'number' && c.kind === 'cents') return v / 100;
  return v;
}

function setColumns(sheet: ExcelJS.Worksheet, columns: readonly ExportColumn[]): void {
  sheet.columns = columns.map((c) => ({
    header: c.label,
    width: c.kind === 'text' ? 24 : 14,
    style: c.kind === 'cents' ? { numFmt: MONEY } : c.kind === 'percent' ? { numFmt: PERCENT } : {},
  }));
  sheet.getRow(1).font = { bold: true };
}

export async function writeXlsx(doc: ExportDocument, ledger: LedgerPages<LedgerTransaction>, out: Writable): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  book.creator = 'Prime Finance';
  const taken = new Set<string>();

  const summary = book.addWorksheet(sheetName('Summary', taken));
  summary.columns = [{ width: 28 }, { width: 60 }];
  summary.addRow([doc.title]).font = { bold: true, size: 14 };
  for (const s of doc.subtitle) summary.addRow([s]);
  summary.addRow([]);
  for (const [k, v] of doc.summary) summary.addRow([k, v]);
  summary.commit();

  for (const t of doc.tables) {
    const sheet = book.addWorksheet(sheetName(t.title, taken));
    setColumns(sheet, t.columns);
    for (const r of t.rows) sheet.addRow(r.map((v, i) => cellValue(v, t.columns[i]!))).commit();
    if (t.notes?.length) {
      sheet.addRow([]).commit();
      for (const n of t.notes) sheet.addRow([n]).commit();
    }
    sheet.commit();
  }

  if (ledger) {
    const sheet = book.addWorksheet(sheetName('Transactions', taken));
    setColumns(sheet, LEDGER_COLUMNS);
    await ledger(async (rows) => {
      for (const t of rows) sheet.addRow(ledgerCells(ledgerRow(t)).map((v, i) => cellValue(v, LEDGER_COLUMNS[i]!))).commit();
      await drained(out);
    });
    sheet.commit();
  }
  await book.commit();
}
