// A report as XLSX through exceljs's streaming writer: a summary sheet, one sheet per table, and the
// ledger's rows committed page by page (each row leaves memory once committed). Money is a number
// in currency units with two decimals and the currency's number format (on the summary sheet too),
// shares are percentages: a spreadsheet can add them up.
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { ledgerRow } from '../../core/reports/transactions.ts';
import { currencyNumFmt } from '../../core/money.ts';
import { LEDGER_SHEET_COLUMNS, ledgerSheetCells, type Cell, type ExportColumn, type ExportDocument, type SummaryItem } from '../../core/reports/tables.ts';
import { drained, type LedgerPages } from './stream.ts';

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

function setColumns(sheet: ExcelJS.Worksheet, columns: readonly ExportColumn[], money: string): void {
  sheet.columns = columns.map((c) => ({
    header: c.label,
    width: c.kind === 'text' ? 24 : 14,
    style: c.kind === 'cents' ? { numFmt: money } : c.kind === 'percent' ? { numFmt: PERCENT } : {},
  }));
  sheet.getRow(1).font = { bold: true };
}

/** A headline figure: money and shares as numbers with their format, anything else as its words. */
function addSummaryRow(sheet: ExcelJS.Worksheet, [label, text, value]: SummaryItem, money: string): void {
  if (!value) {
    sheet.addRow([label, text]);
    return;
  }
  const row = sheet.addRow([label, value.kind === 'cents' ? value.value / 100 : value.value]);
  const cell = row.getCell(2);
  cell.numFmt = value.kind === 'cents' ? money : PERCENT;
  cell.alignment = { horizontal: 'left' };
}

export async function writeXlsx(doc: ExportDocument, ledger: LedgerPages<LedgerTransaction>, out: Writable): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  book.creator = 'Prime Finance';
  const taken = new Set<string>();
  const money = currencyNumFmt(doc.currency);

  const summary = book.addWorksheet(sheetName('Summary', taken));
  summary.columns = [{ width: 28 }, { width: 60 }];
  summary.addRow([doc.title]).font = { bold: true, size: 14 };
  for (const s of doc.subtitle) summary.addRow([s]);
  summary.addRow([]);
  for (const item of doc.summary) addSummaryRow(summary, item, money);
  summary.commit();

  for (const t of doc.tables) {
    const sheet = book.addWorksheet(sheetName(t.title, taken));
    setColumns(sheet, t.columns, money);
    for (const r of t.rows) sheet.addRow(r.map((v, i) => cellValue(v, t.columns[i]!))).commit();
    if (t.notes?.length) {
      sheet.addRow([]).commit();
      for (const n of t.notes) sheet.addRow([n]).commit();
    }
    sheet.commit();
  }

  if (ledger) {
    const sheet = book.addWorksheet(sheetName('Transactions', taken));
    setColumns(sheet, LEDGER_SHEET_COLUMNS, money);
    await ledger(async (rows) => {
      for (const t of rows) sheet.addRow(ledgerSheetCells(ledgerRow(t), doc.currency).map((v, i) => cellValue(v, LEDGER_SHEET_COLUMNS[i]!))).commit();
      await drained(out);
    });
    sheet.commit();
  }
  await book.commit();
}
