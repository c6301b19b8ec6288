// A report as CSV: the title, range and filters, the headline figures, then each table (and the
// ledger's rows, page by page). Text cells are formula-guarded as in the transactions export.
import type { Writable } from 'node:stream';
import { csvAmount, csvLine, csvText } from '../../core/exports/csv.ts';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { ledgerRow } from '../../core/reports/transactions.ts';
import { LEDGER_SHEET_COLUMNS, ledgerSheetCells, type Cell, type CellKind, type ExportDocument, type ExportTable } from '../../core/reports/tables.ts';
import { textWriter, type LedgerPages } from './stream.ts';

function csvCell(value: Cell, kind: CellKind): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    if (kind === 'cents') return csvAmount(value);
    if (kind === 'percent') return (value * 100).toFixed(2);
    return String(value);
  }
  return csvText(value);
}

const header = (t: Pick<ExportTable, 'columns'>) => csvLine(t.columns.map((c) => csvText(c.kind === 'percent' ? `${c.label} (%)` : c.label)));

export async function writeCsv(doc: ExportDocument, ledger: LedgerPages<LedgerTransaction>, out: Writable): Promise<void> {
  const write = textWriter(out);
  // the byte order mark makes spreadsheet apps read the file as UTF-8
  await write(`\uFEFF${csvLine([csvText('Report'), csvText(doc.title)])}`);
  await write(doc.subtitle.map((s) => csvLine([csvText(s)])).join(''));
  await write(doc.summary.map(([k, v]) => csvLine([csvText(k), csvText(v)])).join(''));
  for (const t of doc.tables) {
    await write(`\r\n${csvLine([csvText(t.title)])}${header(t)}`);
    await write(t.rows.map((r) => csvLine(r.map((v, i) => csvCell(v, t.columns[i]!.kind)))).join(''));
    if (t.notes?.length) await write(t.notes.map((n) => csvLine([csvText(n)])).join(''));
  }
  if (ledger) {
    await write(`\r\n${csvLine([csvText('Transactions')])}${header({ columns: LEDGER_SHEET_COLUMNS })}`);
    await ledger((rows) =>
      write(rows.map((t) => csvLine(ledgerSheetCells(ledgerRow(t), doc.currency).map((v, i) => csvCell(v, LEDGER_SHEET_COLUMNS[i]!.kind)))).join('')),
    );
  }
}
