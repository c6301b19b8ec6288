// Excel workbooks (.xlsx, and .xls BIFF) → transactions: each sheet becomes rows of text (Excel
// dates as ISO dates) for the same table reader as CSV; the first sheet that yields transactions wins.
import * as XLSX from '@e965/xlsx';
import { excelSerialToIso } from '../../dates.ts';
import { parseTableRows, statedBalances, type CsvOptions } from './csv.ts';
import { emptyStatement, type StatementResult } from '../types.ts';
import { checkZip } from './zip-guard.ts';

interface Cell {
  t?: string;
  v?: unknown;
  w?: string;
  z?: string | number;
}

function isDateFormat(z: string | number | undefined): boolean {
  if (z === undefined) return false;
  try {
    return Boolean((XLSX.SSF as { is_date: (f: string | number) => boolean }).is_date(z));
  } catch {
    return false;
  }
}

function cellText(cell: Cell | undefined, date1904: boolean): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  switch (cell.t) {
    case 'n': {
      const v = cell.v as number;
      if (isDateFormat(cell.z)) return excelSerialToIso(v, date1904) ?? String(v);
      return Number.isInteger(v) ? String(v) : String(Number(v.toFixed(10)));
    }
    case 'd': {
      const d = cell.v instanceof Date ? cell.v : new Date(String(cell.v));
      return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10);
    }
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE';
    case 'e':
    case 'z':
      return '';
    default:
      return String(cell.v);
  }
}

/** The sheet as rows of text, from its first row (row i is sheet row i + 1 + range start). */
function sheetRows(ws: XLSX.WorkSheet, date1904: boolean): { rows: string[][]; firstRow: number } {
  const ref = ws['!ref'] as string | undefined;
  if (!ref) return { rows: [], firstRow: 0 };
  const range = XLSX.utils.decode_range(ref);
  // dense sheets: SheetJS 0.18 makes the sheet itself an array of rows, later versions use "!data"
  const dense = (ws['!data'] as Cell[][] | undefined) ?? (Array.isArray(ws) ? (ws as unknown as Cell[][]) : undefined);
  const rows: string[][] = [];
  for (let r = range.s.r; r <= range.e.r; r++) {
    const row: string[] = [];
    const denseRow = dense ? (dense[r] as Cell[] | undefined) : undefined;
    for (let c = range.s.c; c <= range.e.c; c++) {
      const cell = dense ? denseRow?.[c] : (ws[XLSX.utils.encode_cell({ r, c })] as Cell | undefined);
      row.push(cellText(cell, date1904));
    }
    while (row.length > 0 && row[row.length - 1] === '') row.pop();
    rows.push(row.length ? row : ['']);
  }
  return { rows, firstRow: range.s.r };
}

/**
 * Reads an .xlsx (after checkZip) or .xls workbook with SheetJS and returns the transactions of
 * its first sheet that holds any; the other sheets (summaries, notes) are named in no message
 * unless none of them does.
 */
export function parseSpreadsheet(bytes: Uint8Array, kind: 'xlsx' | 'xls', opts: CsvOptions = {}): StatementResult {
  const result = emptyStatement();
  if (kind === 'xlsx') {
    const refused = checkZip(bytes);
    if (refused) {
      result.errors.push(refused);
      return result;
    }
  }
  let wb: XLSX.WorkBook;
  try {
    wb = XLSX.read(bytes, { type: 'array', cellDates: false, cellNF: true, dense: true });
  } catch (err) {
    result.errors.push(`This ${kind === 'xlsx' ? 'Excel workbook (.xlsx)' : 'Excel workbook (.xls)'} could not be read: ${(err as Error).message}.`);
    return result;
  }
  const date1904 = Boolean(wb.Workbook?.WBProps?.date1904);
  const others: string[][][] = [];
  for (const name of wb.SheetNames) {
    const ws = wb.Sheets[name];
    if (!ws) continue;
    const { rows, firstRow } = sheetRows(ws, date1904);
    if (rows.length === 0) continue;
    const r = parseTableRows(rows, { ...opts, serialDates: true, date1904, lineOf: (i) => firstRow + i + 1 });
    if (r.items.length === 0) {
      others.push(rows);
      continue;
    }
    if (wb.SheetNames.length > 1) {
      r.warnings = r.warnings.map((w) => (w.startsWith('Row ') ? `Sheet "${name}", ${w.charAt(0).toLowerCase()}${w.slice(1)}` : w));
    }
    // A summary sheet before the transactions may state the balances.
    if (r.openingBalanceCents === null && r.closingBalanceCents === null) {
      for (const sheet of others) {
        const b = statedBalances(sheet);
        if (b.opening !== null && b.closing !== null) {
          r.openingBalanceCents = b.opening;
          r.closingBalanceCents = b.closing;
          break;
        }
      }
    }
    return r;
  }
  result.errors.push(
    `No sheet in this workbook holds transactions (looked at: ${wb.SheetNames.map((n) => `"${n}"`).join(', ')}). Expected a sheet with Date, Description and Amount columns.`,
  );
  return result;
}
