// The Schedule C worksheet and the UK expenses summary as CSV and PDF (pdfkit: the figures are real
// text, so a reader or a test can read them back). Both open with the estimate disclaimer.
import PDFDocument from 'pdfkit';
import { csvAmount, csvLine, csvText } from '../../core/exports/csv.ts';
import type { TaxSummaryDto } from '../../core/tax/summary.ts';

export type ExportKind = 'schedule-c' | 'uk-expenses';

export const exportTitle = (kind: ExportKind, s: TaxSummaryDto) =>
  kind === 'schedule-c' ? `Schedule C worksheet, tax year ${s.settings.taxYear}` : `UK allowable expenses summary, tax year ${s.settings.taxYear}`;

const CSV_COLUMNS = ['kind', 'line', 'form', 'label', 'date', 'description', 'amount', 'deductible', 'status', 'confidence', 'evidence'];

export function taxCsv(kind: ExportKind, s: TaxSummaryDto): string {
  const forms = new Map(s.lines.map((l) => [l.line, l.form]));
  const deductible = new Map(s.estimate.lines.map((l) => [l.line, l.deductibleCents]));
  let out = csvLine(CSV_COLUMNS);
  const row = (cells: Record<string, string>) => {
    out += csvLine(CSV_COLUMNS.map((c) => cells[c] ?? ''));
  };
  row({ kind: 'note', description: csvText(`${exportTitle(kind, s)}. ${s.disclaimer}`) });
  if (s.currencyNote) row({ kind: 'note', description: csvText(s.currencyNote) });
  for (const t of s.totals) {
    row({
      kind: 'total',
      line: csvText(t.line),
      form: csvText(forms.get(t.line)),
      label: csvText(t.label),
      amount: csvAmount(t.spentCents),
      deductible: csvAmount(deductible.get(t.line) ?? t.spentCents),
    });
  }
  if (s.estimate.mileage.miles > 0) {
    row({
      kind: 'mileage',
      label: csvText(`${s.estimate.mileage.miles} business miles at ${s.estimate.mileage.rate}`),
      deductible: csvAmount(s.estimate.mileage.deductionCents),
    });
  }
  if (s.estimate.homeOfficeCents > 0) row({ kind: 'home office', label: 'Simplified method', deductible: csvAmount(s.estimate.homeOfficeCents) });
  for (const x of s.suggestions) {
    row({
      kind: 'transaction',
      line: csvText(x.line),
      form: csvText(forms.get(x.line) ?? ''),
      label: csvText(x.label),
      date: csvText(x.date),
      description: csvText(x.description),
      amount: csvAmount(x.amountCents),
      status: x.chosen ? 'confirmed' : 'suggested',
      confidence: x.chosen ? '' : String(x.suggested.confidence),
      evidence: csvText(x.suggested.evidence.join('; ')),
    });
  }
  return out;
}

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat(currency === 'GBP' ? 'en-GB' : 'en-US', { style: 'currency', currency }).format(cents / 100);

/** The PDF, whole, as a Buffer (a worksheet is a few pages: no need to stream it). */
export function taxPdf(kind: ExportKind, s: TaxSummaryDto): Promise<Buffer> {
  const doc = new PDFDocument({ size: s.settings.jurisdiction === 'UK' ? 'A4' : 'LETTER', margin: 50, info: { Title: exportTitle(kind, s) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const cur = s.estimate.currency;
  const e = s.estimate;
  doc.fontSize(16).text(exportTitle(kind, s));
  doc.moveDown(0.3).fontSize(9).fillColor('#a33').text(s.disclaimer).fillColor('black');
  doc.moveDown(0.3).text(`Period ${s.period.from} to ${s.period.to}. Prepared ${s.today}.`);
  if (s.currencyNote) doc.moveDown(0.3).text(s.currencyNote);
  doc
    .moveDown()
    .fontSize(12)
    .text(kind === 'schedule-c' ? 'Part II expenses' : 'Allowable expenses');
  doc.fontSize(10);
  const deductible = new Map(e.lines.map((l) => [l.line, l.deductibleCents]));
  for (const l of s.lines) {
    const t = s.totals.find((x) => x.line === l.line);
    doc.text(
      `${l.form}  ${l.label}: ${money(deductible.get(l.line) ?? 0, cur)}${t && t.count ? ` (${t.count} transactions, ${money(t.spentCents, cur)} spent)` : ''}`,
    );
  }
  doc.text(`Mileage: ${e.mileage.miles} miles at ${e.mileage.rate} = ${money(e.mileage.deductionCents, cur)}`);
  doc.text(`Home office (simplified): ${money(e.homeOfficeCents, cur)}`);
  doc.moveDown().fontSize(12).text('Estimate');
  doc
    .fontSize(10)
    .text(`Gross income: ${money(e.grossIncomeCents, cur)} (from ${s.income.basis})`)
    .text(`Total expenses: ${money(e.expensesCents, cur)}`)
    .text(`Net profit: ${money(e.netProfitCents, cur)}`)
    .text(`${e.selfEmploymentTaxName}: ${money(e.selfEmploymentTaxCents, cur)}`)
    .text(`Income tax: ${money(e.incomeTaxCents, cur)}`)
    .text(`Total estimated tax: ${money(e.totalCents, cur)}`)
    .text(`Set aside each month: ${money(e.monthlySetAsideCents, cur)}`);
  doc.moveDown(0.5).text(e.jurisdiction === 'US' ? 'Estimated payments:' : 'Payments:');
  for (const p of e.payments) doc.text(`${p.due}  ${p.label}: ${money(p.amountCents, cur)}`);
  if (e.jurisdiction === 'UK') {
    doc.moveDown(0.5).text('Making Tax Digital quarterly update periods:');
    for (const q of e.quarterly) doc.text(`${q.from} to ${q.to}, update due ${q.due}`);
  }
  doc.moveDown().fontSize(12).text('Transactions');
  doc.fontSize(8);
  for (const x of s.suggestions) {
    doc.text(
      `${x.date}  ${x.description}  ${money(x.amountCents, cur)}  ${x.label}  ${x.chosen ? 'confirmed' : `suggested, ${Math.round(x.suggested.confidence * 100)} %`}`,
    );
  }
  if (!s.suggestions.length) doc.text('No business spending in this period.');
  doc
    .moveDown()
    .fontSize(8)
    .text(`Sources: ${e.sources.join(' | ')}`);
  doc.end();
  return done;
}
