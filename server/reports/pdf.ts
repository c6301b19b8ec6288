// A report as PDF with pdfkit: the standard Helvetica (nothing to embed), a title with the range and
// filters, the headline figures and tables of numbers, all as real text. Pages are written out as
// they fill, and the ledger is drawn page by page while the reader keeps up, so memory stays flat.
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { ledgerRow } from '../../core/reports/transactions.ts';
import { LEDGER_COLUMNS, cellText, ledgerCells, type Cell, type ExportColumn, type ExportDocument } from '../../core/reports/tables.ts';
import { ClientGone, type LedgerPages } from './stream.ts';

const MARGIN = 40;
const FONT = 8;
const ROW = 13;
/** unread PDF bytes allowed before drawing waits for the reader */
const HIGH_WATER = 1 << 20;

type Doc = InstanceType<typeof PDFDocument>;

/** Text cut to fit a width, with an ellipsis (measuring only when it may not fit). */
function fit(doc: Doc, text: string, width: number): string {
  if (text.length * FONT * 0.6 <= width) return text;
  let s = text.slice(0, Math.max(1, Math.floor(width / (FONT * 0.45))));
  while (s.length > 1 && doc.widthOfString(`${s}…`) > width) s = s.slice(0, -1);
  return s === text ? s : `${s}…`;
}

class Table {
  private widths: number[];
  constructor(
    private readonly doc: Doc,
    private readonly columns: readonly ExportColumn[],
  ) {
    const usable = doc.page.width - 2 * MARGIN;
    const fixed: number[] = columns.map((c) => (c.kind === 'text' ? 0 : c.kind === 'count' ? 56 : 72));
    const texts = columns.filter((c) => c.kind === 'text').length;
    const share = texts ? (usable - fixed.reduce((a, b) => a + b, 0)) / texts : 0;
    this.widths = fixed.map((w) => w || share);
  }

  private room(): void {
    if (this.doc.y + ROW > this.doc.page.height - MARGIN) {
      this.doc.addPage();
      this.header();
    }
  }

  private line(cells: string[], bold: boolean): void {
    const doc = this.doc;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT);
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((text, i) => {
      const w = this.widths[i]! - 4;
      const s = fit(doc, text, w);
      const right = this.columns[i]!.kind !== 'text';
      doc.text(s, right ? x + w - doc.widthOfString(s) : x, y, { lineBreak: false });
      x += this.widths[i]!;
    });
    doc.x = MARGIN;
    doc.y = y + ROW;
  }

  header(): void {
    this.line(
      this.columns.map((c) => c.label),
      true,
    );
    const y = this.doc.y - 3;
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(this.doc.page.width - MARGIN, y)
      .lineWidth(0.5)
      .stroke();
  }

  row(cells: readonly Cell[]): void {
    this.room();
    this.line(
      cells.map((v, i) => cellText(v, this.columns[i]!.kind)),
      false,
    );
  }
}

function heading(doc: Doc, text: string): void {
  if (doc.y + 60 > doc.page.height - MARGIN) doc.addPage();
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11).text(text, MARGIN, doc.y).moveDown(0.3);
}

/** Waits while the reader is more than HIGH_WATER bytes behind. */
async function keepUp(doc: Doc, out: Writable): Promise<void> {
  while (doc.readableLength > HIGH_WATER) {
    if (out.destroyed) throw new ClientGone();
    await new Promise((r) => setTimeout(r, 2));
  }
}

export async function writePdf(doc0: ExportDocument, ledger: LedgerPages<LedgerTransaction>, out: Writable): Promise<void> {
  const wide = ledger !== null || doc0.tables.some((t) => t.columns.length > 6);
  const doc = new PDFDocument({ size: 'A4', layout: wide ? 'landscape' : 'portrait', margin: MARGIN, info: { Title: doc0.title, Creator: 'Prime Finance' } });
  const done = new Promise<void>((resolve, reject) => {
    out.once('finish', resolve);
    out.once('close', resolve);
    doc.once('error', reject);
  });
  doc.pipe(out);

  doc.font('Helvetica-Bold').fontSize(18).text(doc0.title);
  doc.font('Helvetica').fontSize(10);
  for (const s of doc0.subtitle) doc.text(s);
  doc.moveDown(0.6);
  for (const [k, v] of doc0.summary) {
    doc.font('Helvetica-Bold').text(`${k}: `, { continued: true }).font('Helvetica').text(v);
  }
  for (const t of doc0.tables) {
    heading(doc, t.title);
    const table = new Table(doc, t.columns);
    table.header();
    for (const r of t.rows) table.row(r);
    if (t.notes?.length) {
      doc.moveDown(0.5).font('Helvetica').fontSize(9);
      for (const n of t.notes) doc.text(n, MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN });
    }
  }
  if (ledger) {
    heading(doc, 'Transactions');
    const table = new Table(doc, LEDGER_COLUMNS);
    table.header();
    await ledger(async (rows) => {
      for (const t of rows) table.row(ledgerCells(ledgerRow(t)));
      await keepUp(doc, out);
    });
  }
  doc.end();
  await done;
}
