// Bank and card statements printed to PDF → transactions. The PDF gives positioned pieces of text,
// not rows: this rebuilds lines from the positions, finds the transaction table by its header line
// (Date / Description / Amount, or Withdrawals / Deposits / Balance), assigns every piece to a
// column by where it sits under the header, and reads the rows. Pure: the PDF reading itself is
// worker/readers/pdf.ts.
// The parts live in core/parsers/pdf/; this module puts them together.
import { daysBetween, detectDateOrder, type DateOrder } from '../../dates.ts';
import { parseAmountToCents } from '../../money.ts';
import { emptyStatement, type ExtractedTransaction, type StatementResult } from '../types.ts';
import { pdfTableLayout, settleUnsignedAmounts, type PdfSignOptions } from './signs.ts';
import { pdfColumnsDoubt, pdfSampleOf, type PdfReadContext, type PdfSample } from './columns.ts';
import { findBalances } from './balances.ts';
import { dateParts, findPeriod, foldText, monthDay, validIso, type Period } from './dates.ts';
import { collectHeaderless } from './headerless.ts';
import { allLines, type Line, type PdfPage } from './lines.ts';
import { isMoney } from './money-text.ts';
import type { Section } from './row-cells.ts';
import { collectRows, type Collected, type Tx } from './rows.ts';
import { explicitlySigned, isCardStatement, magnitude, marker, sectionSign, type Marker } from './sign-clues.ts';

export type { PdfPage, PdfTextItem } from './lines.ts';
export { pdfLinesText } from './lines.ts';

export const NO_TABLE_WARNING = 'No transaction table found in this PDF.';

const MAX_ROW_WARNINGS = 20;

// ───────────────────────────── putting it together ─────────────────────────────

function decideOrder(txs: Tx[], lines: Line[]): { order: DateOrder; ambiguous: boolean } {
  let dmy = 0;
  let mdy = 0;
  let numeric = 0;
  let dots = 0;
  for (const tx of txs) {
    const p = dateParts(tx.dateText);
    if (!p || p.named || p.yearFirst) continue;
    numeric++;
    if (p.sep === '.') dots++;
    if (p.a > 12 && p.b <= 12) dmy++;
    else if (p.b > 12 && p.a <= 12) mdy++;
  }
  if (dmy > 0 || mdy > 0) return { order: dmy > mdy ? 'DMY' : 'MDY', ambiguous: false };
  if (numeric === 0) {
    // Named-month rows: the order only matters for the statement's own dates.
    const cells: string[] = [];
    for (const l of lines) for (const m of foldText(l.text).matchAll(/\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/g)) cells.push(m[0]);
    const d = detectDateOrder(cells);
    return { order: d === 'DMY' ? 'DMY' : 'MDY', ambiguous: false };
  }
  if (dots > numeric / 2) return { order: 'DMY', ambiguous: false };
  return { order: 'MDY', ambiguous: true };
}

/** Picks the year of a date printed without one: the statement's, or the year before across New Year. */
function resolveDate(text: string, order: DateOrder, period: Period | null): string | null {
  const p = dateParts(text);
  if (!p) return null;
  const md = monthDay(p, order);
  if (!md) return null;
  if (p.year !== null) return validIso(p.year, md.month, md.day);
  if (!period) return null;
  const endYear = Number(period.end.slice(0, 4));
  for (const y of [endYear, endYear - 1]) {
    const iso = validIso(y, md.month, md.day);
    if (iso === null) continue;
    if (daysBetween(period.end, iso) <= 31) return iso;
  }
  return null;
}

function rowLabel(tx: Tx): string {
  const t = tx.text.length > 60 ? `${tx.text.slice(0, 57)}…` : tx.text;
  return `Page ${tx.page}, row "${t}"`;
}

export interface PdfReadOptions extends PdfSignOptions {
  dateOrder?: 'MDY' | 'DMY';
  /** the user's role for each column of the first table (Byte's question; column-map.ts ASSIGNABLE_ROLES) */
  columnRoles?: readonly string[];
  /** a preview's few lines: what the whole statement settled (columns.ts) */
  context?: PdfReadContext;
}

export interface PdfStatementResult extends StatementResult {
  /** why Byte doubts its reading of the table's columns (it asks) */
  columnsDoubt?: string;
  /** the top of the page to a few table rows, for a question's preview */
  pdfSample?: PdfSample;
}

/** Transaction rows a question's sample keeps (it shows five; skipped rows and wrapped lines need a margin). */
const SAMPLE_TX_ROWS = 8;

/** The user's roles were used, did not fit, or (none given) Byte doubts its own reading: the question asks. */
function tableColumnsCheck(result: PdfStatementResult, collected: Collected, opts: PdfReadOptions): void {
  if (opts.columnRoles) {
    if (!collected.rolesApplied) {
      result.warnings.push(
        `The columns you set do not fit the table in this PDF (it has ${collected.sections[0]!.columns.length}); Byte read it as it found it.`,
      );
    }
    return;
  }
  const first = collected.sections[0]!;
  const doubt = pdfColumnsDoubt(
    first.columns,
    collected.txs.filter((t) => t.section.columns === first.columns).map((t) => t.cells ?? new Map()),
    isMoney,
  );
  if (doubt) {
    result.columnsAmbiguous = true;
    result.columnConfidence = 0.5;
    result.warnings.push(`Byte is not sure of the columns of the table in this PDF: ${doubt}.`);
    result.columnsDoubt = doubt;
  }
}

/**
 * Reads a statement PDF's positioned text into transactions (negative for money going out), with
 * the opening and closing balances it prints. A PDF with no transaction table gives no items and
 * the warning `No transaction table found in this PDF.`. `opts.dateOrder` settles dates like 03/04
 * when the user has said how their bank writes them.
 */
export function parsePdfStatement(pages: PdfPage[], opts: PdfReadOptions = {}): PdfStatementResult {
  const result: PdfStatementResult = emptyStatement();
  const lines = allLines(pages);
  const docText = foldText(lines.map((l) => l.text).join('\n')).replace(/[ \t]+/g, ' ');
  const card = opts.context?.card ?? isCardStatement(docText);

  let collected = collectRows(lines, opts.columnRoles);
  const headerTable = collected.txs.length > 0;
  // the user's roles that read no rows are not second-guessed by the reading without a header
  if (collected.txs.length === 0 && !collected.rolesApplied) {
    const fallback = collectHeaderless(lines, opts.amountSign);
    if (fallback.txs.length > 0) {
      collected = fallback;
      result.warnings.push(`No table header was found; read ${fallback.txs.length} lines that start with a date and end with an amount as transactions.`);
      if (fallback.pairUnsure) {
        // two unheaded amount columns and no balance to tell them apart: the left is read as money out, and Byte asks
        result.amountSignAmbiguous = true;
        result.warnings.push('The amounts stand in two columns with no header, and nothing says which is money out; the left column was read as money out.');
      }
    }
  }

  const decided = decideOrder(collected.txs, lines);
  const order: DateOrder = opts.dateOrder ?? decided.order;
  const ambiguous = opts.dateOrder === undefined && decided.ambiguous;
  let period = opts.context ? opts.context.period : findPeriod(lines, order);
  if (!period && ambiguous) period = findPeriod(lines, 'DMY');
  let useOrder = order;
  let settled = false;
  if (ambiguous && period?.labeled) {
    // Dates that fit the statement period under one reading and not the other settle the order.
    const fits = (o: DateOrder) =>
      collected.txs.filter((tx) => {
        const d = resolveDate(tx.dateText, o, period);
        return d !== null && daysBetween(d, period!.end) >= -7 && daysBetween(d, period!.end) <= 70;
      }).length;
    const m = fits('MDY');
    const d = fits('DMY');
    if (d > m) useOrder = 'DMY';
    if (d !== m) settled = true;
  }
  const stillAmbiguous = ambiguous && !settled;
  if (stillAmbiguous && collected.txs.length > 0) {
    result.dateOrderAmbiguous = true;
    result.warnings.push('Dates in this PDF could be month/day or day/month (no day above 12); they were read as month/day.');
  }

  // Sign conventions of single amount columns, decided over the whole statement.
  let crCount = 0;
  let drCount = 0;
  for (const tx of collected.txs) {
    if (tx.section.split) continue;
    for (const v of tx.money.values()) {
      const mk = marker(v);
      if (mk === 'CR') crCount++;
      else if (mk === 'DR') drCount++;
    }
  }
  const markerMode: Marker = opts.context ? opts.context.markerMode : crCount > 0 && drCount === 0 ? 'CR' : drCount > 0 && crCount === 0 ? 'DR' : null;
  const sectionSigned = new Map<Section, boolean>();
  for (const tx of collected.txs) {
    for (const v of tx.money.values()) if (explicitlySigned(v) || marker(v) !== null) sectionSigned.set(tx.section, true);
  }

  const balanceValue = (text: string): number | null => {
    const mk = marker(text);
    const mag = magnitude(text);
    if (mag === null) return null;
    if (mk === 'CR') return mag;
    if (mk === 'DR') return -mag;
    const v = parseAmountToCents(text.trim());
    if (v === null) return null;
    return card && v !== 0 ? -v : v;
  };

  const skipped: string[] = [];
  const items: ExtractedTransaction[] = [];
  const itemSection: Section[] = [];
  /** false where the sign of an amount was a guess (unsigned, in one Amount column) */
  const signKnown: boolean[] = [];
  /** true where nothing but the printed figure decided the sign (no section title, marker or card statement): settled below or asked */
  const guessed: boolean[] = [];
  for (const tx of collected.txs) {
    const date = resolveDate(tx.dateText, useOrder, period);
    if (date === null) {
      skipped.push(
        period === null && dateParts(tx.dateText)?.year === null
          ? `${rowLabel(tx)}: the date "${tx.dateText}" has no year and the statement prints no period or closing date — skipped`
          : `${rowLabel(tx)}: invalid date "${tx.dateText}" — skipped`,
      );
      continue;
    }
    if (tx.money.size === 0) {
      skipped.push(`${rowLabel(tx)}: no amount — skipped`);
      continue;
    }
    let amount = 0;
    let ok = true;
    let known = true;
    let guess = false;
    const s = tx.section;
    for (const [k, text] of tx.money) {
      const role = s.columns[k]!.role;
      const mag = magnitude(text);
      if (mag === null) {
        ok = false;
        break;
      }
      if (role === 'debit') amount -= mag;
      else if (role === 'credit') amount += mag;
      else {
        const mk = marker(text);
        const signed = explicitlySigned(text);
        const printed = parseAmountToCents(text.replace(/\s*(?:cr|dr)\.?$/i, '').trim()) ?? mag;
        if (mk === null && !signed && markerMode === null) known = false;
        if (mk === 'CR') amount += mag;
        else if (mk === 'DR') amount -= mag;
        else if (markerMode === 'CR') amount += signed && printed < 0 ? mag : -mag;
        else if (markerMode === 'DR') amount += signed && printed < 0 ? -mag : mag;
        else if (!sectionSigned.get(s) && sectionSign(s.title, card) !== 0) amount += sectionSign(s.title, card) * mag;
        else {
          amount += card ? -printed : printed;
          // a section with no signed amount at all: nothing but the figure says which way it went
          guess = !card && !sectionSigned.get(s);
        }
      }
    }
    if (!ok) {
      skipped.push(`${rowLabel(tx)}: unreadable amount — skipped`);
      continue;
    }
    const description = tx.desc.join(' ').replace(/\s+/g, ' ').trim();
    if (description === '') {
      skipped.push(`${rowLabel(tx)}: empty description — skipped`);
      continue;
    }
    const balanceCents = tx.balance === null ? null : balanceValue(tx.balance);
    items.push({ date, description, amountCents: amount === 0 ? 0 : amount, account: null, balanceCents });
    itemSection.push(s);
    signKnown.push(known);
    guessed.push(guess && !known);
  }

  // Labeled balances (summary box or table rows).
  const labeled = findBalances(lines);
  const openText = labeled.opening ?? collected.rowOpening;
  const closeText = labeled.closing ?? collected.rowClosing;
  let opening = openText === null ? null : balanceValue(openText);
  let closing = closeText === null ? null : balanceValue(closeText);

  // A running balance column settles the sign of each unsigned amount.
  // Rows without a printed balance (one balance per day) carry the running total forward.
  let prev: number | null = opening;
  for (let i = 0; i < items.length; i++) {
    const it = items[i]!;
    if (it.balanceCents !== null && prev !== null && !signKnown[i]) {
      if (prev + it.amountCents !== it.balanceCents && prev - it.amountCents === it.balanceCents) it.amountCents = -it.amountCents;
      if (prev + it.amountCents === it.balanceCents) guessed[i] = false;
    }
    prev = it.balanceCents ?? (prev === null ? null : prev + it.amountCents);
  }

  // Amounts whose sign nothing above decided: the balances as printed, evidence, the user's answer,
  // or a question (signs.ts), before the balances' own sign is doubted below.
  const table = pdfTableLayout(collected.sections.map((sec) => sec.columns));
  if (table) {
    result.layout = table.layout;
    result.columns = table.columns;
  }
  result.items = items;
  result.openingBalanceCents = opening;
  result.closingBalanceCents = closing;
  const settledSign = settleUnsignedAmounts(result, guessed, opts, table?.amountColumn ?? null);
  if (headerTable) {
    tableColumnsCheck(result, collected, opts);
    // a few rows and what the whole statement settled: Byte's question reads them again with other roles
    const cut = collected.txs[Math.min(collected.txs.length, SAMPLE_TX_ROWS) - 1]!;
    result.pdfSample = {
      pages: pdfSampleOf(pages, { fromPage: collected.headerPage ?? cut.page, page: cut.page, baseline: cut.lastBaseline, h: cut.h }),
      dateOrder: useOrder,
      ...(settledSign ? { amountSign: settledSign } : {}),
      context: { card, period, markerMode },
    };
  }

  // Balances printed as positive numbers on a statement of what is owed: the sign that adds up wins.
  if (opening !== null && closing !== null && items.length > 0) {
    const sum = items.reduce((a, it) => a + it.amountCents, 0);
    if (opening + sum !== closing && -opening + sum === -closing) {
      opening = -opening;
      closing = -closing;
      for (const it of items) if (it.balanceCents !== null) it.balanceCents = -it.balanceCents;
    }
  }
  result.openingBalanceCents = opening;
  result.closingBalanceCents = closing;
  result.items = items;
  // a period printed with both ends ("Oct 1 – Oct 31, 2026"); a closing date alone says nothing of where it starts
  if (period?.labeled && period.start) result.period = { from: period.start, to: period.end };

  if (collected.sections.length === 0 && items.length === 0) result.warnings.push(NO_TABLE_WARNING);
  else if (collected.txs.length === 0) result.warnings.push('The transaction table in this PDF has no rows.');
  for (let i = 0; i < skipped.length && i < MAX_ROW_WARNINGS; i++) result.warnings.push(skipped[i]!);
  if (skipped.length > MAX_ROW_WARNINGS) {
    result.warnings.push(`…and ${skipped.length - MAX_ROW_WARNINGS} more rows were skipped for the same kinds of reasons.`);
  }
  if (collected.sections.length > 0 && items.length === 0 && collected.txs.length > 0) {
    result.errors.push(`None of the ${collected.txs.length} transaction rows in this PDF could be read (see warnings); nothing was imported.`);
  }
  return result;
}
