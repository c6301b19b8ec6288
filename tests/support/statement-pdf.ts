// A small text-layer PDF statement made on the spot with pdfkit (standard Helvetica, nothing to
// embed): a title, a statement date, and one table Date / Description / Amount whose amounts are
// printed as given (unsigned, for the sign question of issue 18), with a fourth money column when
// `extraColumn` names one (a second amount Byte would add to the first: the columns question).
import PDFDocument from 'pdfkit';

export interface PdfRow {
  /** as printed, e.g. "03/02" */
  date: string;
  description: string;
  /** as printed, e.g. "23.10" */
  amount: string;
  /** the fourth column's value, right-aligned under `extraColumn` */
  extra?: string;
}

export function statementPdf(opts: { title: string; statementDate: string; rows: readonly PdfRow[]; extraColumn?: string }): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: opts.title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve) => doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))));
  doc.font('Helvetica').fontSize(9);
  doc.text(opts.title, 50, 40, { lineBreak: false });
  doc.text(`Statement Date: ${opts.statementDate}`, 50, 56, { lineBreak: false });
  const right = (s: string, edge: number, y: number) => doc.text(s, edge - doc.widthOfString(s), y, { lineBreak: false });
  let y = 96;
  doc.text('Date', 50, y, { lineBreak: false });
  doc.text('Description', 110, y, { lineBreak: false });
  right('Amount', 420, y);
  if (opts.extraColumn) right(opts.extraColumn, 520, y);
  for (const r of opts.rows) {
    y += 14;
    doc.text(r.date, 50, y, { lineBreak: false });
    doc.text(r.description, 110, y, { lineBreak: false });
    right(r.amount, 420, y);
    if (r.extra) right(r.extra, 520, y);
  }
  doc.end();
  return done;
}
