// Total, tax, payment and line items. Each row is labelled by its words (OCR slips tolerated:
// "T0TAL", "TOTA1", "SUB-TOTAI"), then the total is chosen by evidence: a labelled total row,
// and whether it agrees with subtotal + tax + rounding, with cash − change, with the items.
import type { ReceiptField, ReceiptLineItem } from '../types.ts';
import { editDistance, findAmounts, labelWords, type Amount, type Row } from './rows.ts';

/** Label words, matched exactly when short and within one edit when long. */
const VOCAB = [
  'TOTAL',
  'SUBTOTAL',
  'GRAND',
  'NETT',
  'ROUNDING',
  'ROUNDED',
  'ADJUSTMENT',
  'CASH',
  'CHANGE',
  'AMOUNT',
  'PAYABLE',
  'TENDERED',
  'TENDER',
  'BALANCE',
  'DISCOUNT',
  'INCLUSIVE',
  'INCLUDING',
  'EXCLUSIVE',
  'EXCLUDING',
  'QUANTITY',
  'SERVICE',
  'CHARGE',
  'PAYMENT',
  'RECEIVED',
  'CREDIT',
  'DEBIT',
  'MASTERCARD',
  'MASTER',
  'SAVINGS',
  'SUMMARY',
  'JUMLAH',
  'ACCEPTED',
  'DESCRIPTION',
  'PRICE',
  'CHANGED',
  'ITEMS',
  'COUNT',
  'VOUCHER',
  'DEPOSIT',
  'SALES',
  'SUPPLIES',
];
const VOCAB_SET = new Set(VOCAB);
const SHORT = new Set([
  'GST',
  'SST',
  'VAT',
  'TAX',
  'NET',
  'DUE',
  'SUB',
  'QTY',
  'RM',
  'ADJ',
  'RND',
  'INCL',
  'EXCL',
  'BAL',
  'AMT',
  'VISA',
  'CARD',
  'PAID',
  'INC',
  'EX',
  'AFTER',
  'DISC',
  'LESS',
  'PAY',
  'DATE',
  'ITEM',
  'PCS',
  'TTL',
  'AMEX',
  'CODE',
  'NO',
  'ID',
  'REG',
  'INVOICE',
  'RATE',
]);

const canonCache = new Map<string, string>();
function canon(word: string): string {
  const hit = canonCache.get(word);
  if (hit !== undefined) return hit;
  let out = word;
  if (!SHORT.has(word) && !VOCAB_SET.has(word) && word.length >= 4) {
    for (const v of VOCAB) {
      // Short words only by a swapped letter (GROUND is not ROUND), longer ones by any one edit.
      // (and keep the first letter, unless the word is long: FASTER is not MASTER)
      const sameLength = v.length === word.length;
      if (v[0] !== word[0] && v.length < 7) continue;
      if ((sameLength || (v.length >= 6 && Math.abs(v.length - word.length) <= 1)) && editDistance(v, word, 1) <= 1) {
        out = v;
        break;
      }
    }
  }
  canonCache.set(word, out);
  return out;
}

/** Canonical label words, with glued words split ("TOTALTAX" → TOTAL TAX). */
export function rowWords(text: string): string[] {
  const out: string[] = [];
  for (const w of labelWords(text)) {
    const glued = /^(SUB)?(TOTAL)([A-Z]{2,})$/.exec(w);
    if (glued) {
      out.push(glued[1] ? 'SUBTOTAL' : 'TOTAL', canon(glued[3]!));
      continue;
    }
    if (w === 'SUBTOTAL' || /^SUBT[O0]TA[LI1]$/.test(w)) {
      out.push('SUBTOTAL');
      continue;
    }
    out.push(canon(w));
  }
  return out;
}

export type RowKind = 'total' | 'subtotal' | 'tax' | 'rounding' | 'tender' | 'change' | 'discount' | 'count' | 'service' | 'summary-head' | 'other';

export interface ClassifiedRow {
  row: Row;
  kind: RowKind;
  /** how strongly the label says "this is the total" (0 when it is not a total row) */
  weight: number;
  amounts: Amount[];
  /** the words before the last amount */
  label: string[];
  inSummary: boolean;
}

function has(words: readonly string[], ...any: string[]): boolean {
  return any.some((a) => words.includes(a));
}

function classify(words: string[], hasAmount: boolean): { kind: RowKind; weight: number } {
  const total = has(words, 'TOTAL', 'TTL', 'JUMLAH');
  if (has(words, 'SUMMARY') || (has(words, 'CODE') && has(words, 'TAX', 'GST', 'AMOUNT'))) return { kind: 'summary-head', weight: 0 };
  if (!hasAmount && has(words, 'AMOUNT', 'AMT') && has(words, 'TAX', 'GST', 'SST', 'VAT') && !has(words, 'QTY', 'QUANTITY', 'ITEM', 'PRICE', 'DESCRIPTION')) {
    return { kind: 'summary-head', weight: 0 };
  }
  if ((total || has(words, 'ITEM', 'ITEMS')) && has(words, 'QTY', 'QUANTITY', 'ITEMS', 'COUNT', 'PCS') && !has(words, 'AMOUNT'))
    return { kind: 'count', weight: 0 };
  if (has(words, 'SUBTOTAL') || (has(words, 'SUB') && total)) return { kind: 'subtotal', weight: 0 };
  if (total && has(words, 'EXCL', 'EXCLUSIVE', 'EXCLUDING', 'EX')) return { kind: 'subtotal', weight: 0 };
  if (total && has(words, 'DISCOUNT', 'DISC', 'SAVINGS', 'VOUCHER')) return { kind: 'discount', weight: 0 };
  if ((has(words, 'ROUNDING', 'RND') || (hasAmount && has(words, 'ADJUSTMENT', 'ADJ'))) && !(total && has(words, 'ROUNDED', 'AFTER'))) {
    if (!total || has(words, 'ADJUSTMENT', 'ADJ')) return { kind: 'rounding', weight: 0 };
  }
  const taxWord = has(words, 'GST', 'SST', 'VAT', 'TAX');
  const incl = has(words, 'INCL', 'INCLUSIVE', 'INCLUDING', 'INC');
  // "GST 6%", "TOTAL TAX", "TAX TOTAL", "SERVICE TAX" (but "TOTAL INCL. GST" is the total)
  if (taxWord && !incl && !has(words, 'INVOICE', 'ID', 'REG', 'NO')) return { kind: 'tax', weight: 0 };
  if (has(words, 'CHANGE', 'CHANGED') || (has(words, 'BAL', 'BALANCE') && !has(words, 'DUE'))) return { kind: 'change', weight: 0 };
  const due = has(words, 'DUE') && !has(words, 'DATE');
  if (total || due || has(words, 'PAYABLE') || (has(words, 'AMOUNT', 'AMT') && incl)) {
    let weight = 2.5;
    if (incl) weight = 2.7;
    if (has(words, 'GRAND', 'NETT', 'NET', 'ROUNDED', 'DUE', 'PAYABLE', 'AFTER')) weight = 3.2;
    if (has(words, 'CASH', 'TENDERED', 'PAID', 'CHANGE', 'ACCEPTED', 'RECEIVED', 'PAY')) weight = 1;
    return { kind: 'total', weight };
  }
  if (has(words, 'DISCOUNT', 'DISC', 'SAVINGS', 'VOUCHER', 'LESS')) return { kind: 'discount', weight: 0 };
  if (has(words, 'SERVICE') && has(words, 'CHARGE')) return { kind: 'service', weight: 0 };
  if (
    has(
      words,
      'CASH',
      'TENDERED',
      'TENDER',
      'PAID',
      'PAY',
      'PAYMENT',
      'RECEIVED',
      'ACCEPTED',
      'VISA',
      'MASTERCARD',
      'MASTER',
      'CARD',
      'CREDIT',
      'DEBIT',
      'AMEX',
    )
  ) {
    return { kind: 'tender', weight: 0 };
  }
  return { kind: 'other', weight: 0 };
}

export function classifyRows(rows: readonly Row[]): ClassifiedRow[] {
  const out: ClassifiedRow[] = [];
  let inSummary = false;
  for (const row of rows) {
    const amounts = findAmounts(row.text);
    const lastAt = amounts.length ? amounts[amounts.length - 1]!.at : row.text.length;
    const firstAt = amounts.length ? amounts[0]!.at : row.text.length;
    const label = rowWords(row.text.slice(0, firstAt));
    let { kind, weight } = classify(label.length ? label : rowWords(row.text.slice(0, lastAt)), amounts.length > 0);
    // A tax summary follows the totals; a header row before them is the item table's.
    if (kind === 'summary-head') {
      if (out.some((r) => r.kind === 'total' || r.kind === 'subtotal' || r.kind === 'tender')) inSummary = true;
      else kind = 'other';
    }
    // "TOTAL 6% SUPPLIES": a total of one tax class, not of the receipt.
    if (kind === 'total' && (/\bTOTAL\s+\S{0,2}\s?%/i.test(row.text) || label.includes('SUPPLIES'))) weight *= 0.6;
    // "ROUNDING 20.00" after "ROUNDING ADJ 0.01": the rounded total, not an adjustment.
    const lastAmount = amounts.length ? amounts[amounts.length - 1]!.cents : 0;
    if (kind === 'rounding' && Math.abs(lastAmount) >= 100) {
      const adjusted = out.some((r) => r.kind === 'rounding' && r.row.index >= row.index - 3);
      // (without an adjustment line above, a rounding of a ringgit or more is a misread amount)
      if (adjusted) {
        kind = 'total';
        weight = 2.8;
      }
    }
    out.push({ row, kind, weight, amounts, label, inSummary: inSummary && kind !== 'summary-head' });
  }
  return out;
}

function last(a: readonly Amount[]): number | null {
  return a.length ? a[a.length - 1]!.cents : null;
}

interface Evidence {
  value: number;
  source: 'label' | 'cash-change' | 'parts' | 'items' | 'tender' | 'repeat' | 'fallback';
  weight: number;
  row: number;
  /** a sum made before rounding: backs printed totals up to 2 cents away */
  approx?: boolean;
}

export interface MoneyFields {
  total: ReceiptField<number>;
  tax: ReceiptField<number>;
  items: ReceiptLineItem[];
  warnings: string[];
}

/** An amount on the row itself, or else on the next row when that row is nothing but amounts. */
function amountFor(rows: readonly ClassifiedRow[], i: number): number | null {
  const r = rows[i]!;
  const v = last(r.amounts);
  if (v !== null) return v;
  const next = rows[i + 1];
  if (next && next.amounts.length && next.label.length === 0 && next.kind === 'other') return last(next.amounts);
  return null;
}

export function readMoney(rows: readonly ClassifiedRow[]): MoneyFields {
  const warnings: string[] = [];
  const evidence: Evidence[] = [];
  let subtotal: number | null = null;
  let partialNet = false;
  let taxRow: { value: number; total: boolean } | null = null;
  let summaryTax: number | null = null;
  let summaryNet: number | null = null;
  let rounding = 0;
  let tender: number | null = null;
  let change: number | null = null;
  let discount = 0;
  let service = 0;

  let afterRounding = false;
  let roundingRow = false;
  let lastLabel: number | null = null;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    const v = amountFor(rows, i);
    if (r.kind === 'rounding') {
      afterRounding = true;
      roundingRow = true;
      // "TOTAL 31.47" then "ROUNDING -0.02": the total paid is their sum.
      if (v !== null && v !== 0 && Math.abs(v) < 100 && lastLabel !== null && tender === null)
        evidence.push({ value: lastLabel + v, source: 'parts', weight: 1.2, row: i });
    }
    if (r.inSummary) {
      // GST summary: "SR 6% 52.00 3.12", "TOTAL: 52.00 3.12" (net amount, then tax).
      if (r.amounts.length >= 2 && (r.kind === 'total' || r.kind === 'other' || r.kind === 'tax')) {
        const net = r.amounts[r.amounts.length - 2]!.cents;
        const tax = r.amounts[r.amounts.length - 1]!.cents;
        if (tax >= 0 && tax < net) {
          if (r.kind === 'total' || summaryNet === null) {
            summaryNet = net;
            summaryTax = tax;
          }
        }
        continue;
      }
      // Other rows of the summary repeat what was read above (service charge, tax code lines).
      if (r.kind !== 'total' && r.kind !== 'tax') continue;
    }
    if (v === null) continue;
    switch (r.kind) {
      case 'total': {
        // The total printed after a rounding adjustment is the one paid.
        let weight = r.inSummary ? 0.8 : r.weight + (afterRounding ? 0.7 : 0);
        if (v < 0 && weight < 3) weight -= 1; // credit notes print "TOTAL PAYABLE: -1.73"
        if (v !== 0) evidence.push({ value: v, source: 'label', weight, row: i });
        if (!r.inSummary) lastLabel = v;
        break;
      }
      case 'subtotal':
        // A "SUBTOTAL" printed after the rounding line is the rounded amount to pay.
        if (afterRounding && v > 0) {
          evidence.push({ value: v, source: 'label', weight: 2.3, row: i });
          break;
        }
        if (v > 0) {
          subtotal = v;
          // "TOTAL 6% SUPPLIES (EXCL. GST)": the subtotal of one tax class only.
          partialNet = /\d\s?%/.test(r.row.text);
        }
        break;
      case 'tax':
        if (r.inSummary && taxRow !== null) break; // the summary's own rows are read above
        if (v >= 0 && (taxRow === null || !taxRow.total || r.label.includes('TOTAL'))) taxRow = { value: v, total: r.label.includes('TOTAL') };
        break;
      case 'rounding':
        if (Math.abs(v) < 100) rounding += v;
        break;
      case 'tender':
        if (tender === null && v !== 0) tender = Math.abs(v);
        break;
      case 'change':
        if (change === null) change = Math.abs(v);
        break;
      case 'discount':
        discount += Math.abs(v);
        break;
      case 'service':
        service += v;
        break;
      default:
        break;
    }
  }

  const tax = taxRow?.value ?? summaryTax;
  // A rounding line whose amount was not read: sums of parts are pre-rounding.
  const unrounded = roundingRow && rounding === 0;
  const net = subtotal ?? summaryNet;
  if (tender !== null && change !== null && tender - change > 0) {
    evidence.push({ value: tender - change, source: 'cash-change', weight: 1.5, row: -1 });
  } else if (tender !== null && change === null) {
    evidence.push({ value: tender, source: 'tender', weight: 0.6, row: -1 });
  }
  if (net !== null && !partialNet) {
    // (subtotal, tax) as printed; and the GST summary's own (amount, tax), which is the safer pair
    // when the printed subtotal already includes the tax.
    const pairs: [number, number | null, boolean][] = [[net, tax, taxRow === null && summaryTax !== null]];
    if (summaryNet !== null && summaryTax !== null && summaryNet !== net) pairs.push([summaryNet, summaryTax, false]);
    for (const [n, t, taxFromSummary] of pairs) {
      const parts = new Set<number>();
      parts.add(n + (t ?? 0) + service + rounding);
      if (discount > 0) {
        parts.add(n - discount + rounding);
        if (t !== null) parts.add(n - discount + t + service + rounding);
      }
      if (t !== null) parts.add(n + t + service);
      if (rounding !== 0) parts.add(n + rounding);
      if (t === null || taxFromSummary) parts.add(n);
      // Tax that is a usual rate of the amount shows both were read right: their sum is stronger.
      const consistent = t !== null && n > 0 && RATES.some((r) => Math.abs(t - Math.round(n * r)) <= 1);
      const weight = t === null ? 0.6 : consistent ? 1.7 : 1.2;
      for (const p of parts) if (p > 0) evidence.push({ value: p, source: 'parts', weight, row: -1, approx: unrounded });
    }
  }
  const items = readItems(rows);
  const itemSums: Evidence[] = [];
  if (items.length >= 2) {
    const sum = items.reduce((s, it) => s + it.amountCents, 0) - discount;
    const values = new Set([sum, sum + (tax ?? 0), sum + (tax ?? 0) + rounding]);
    for (const v of values) if (v > 0) itemSums.push({ value: v, source: 'items', weight: 0.7, row: -1, approx: unrounded });
  }

  // Any labelled total is repeated elsewhere (cash paid, card slip, GST summary) on most receipts.
  const labelled = new Map<number, number>();
  for (const e of evidence) if (e.source === 'label' && !labelled.has(e.value)) labelled.set(e.value, e.row);
  for (const [value, at] of labelled) {
    const times = rows.filter((r, i) => i > at && r.kind !== 'total' && r.amounts.some((a) => a.cents === value)).length;
    if (times > 0) evidence.push({ value, source: 'repeat', weight: Math.min(2, times) * 0.3, row: -1 });
  }

  if (!evidence.some((e) => e.source === 'label' || e.source === 'cash-change' || e.source === 'parts')) {
    // No total line read: the largest amount below the first third, other than cash handed over.
    let max = 0;
    let at = -1;
    rows.forEach((r, i) => {
      if (i < rows.length / 3 || r.kind === 'tender' || r.kind === 'change' || r.kind === 'count') return;
      for (const a of r.amounts)
        if (a.cents > max && a.cents < 10_000_000) {
          max = a.cents;
          at = i;
        }
    });
    if (at >= 0) evidence.push({ value: max, source: 'fallback', weight: 0.3, row: at });
  }

  // The items' sum backs a total found otherwise; alone it is too easily a partial sum.
  const found = new Set(evidence.map((e) => e.value));
  for (const e of itemSums) if (found.has(e.value) || (e.approx && [...found].some((v) => Math.abs(v - e.value) <= 2))) evidence.push(e);

  // A total below the subtotal (less discounts) is a misread digit.
  if (net !== null && !partialNet) {
    for (const e of evidence) if (e.value > 0 && e.value < (net - discount) * 0.95) e.weight -= 1;
  }
  const total = chooseTotal(evidence);
  if (total.value !== null && tax !== null && tax >= total.value) warnings.push('The tax read is not smaller than the total; tax ignored.');
  const taxField: ReceiptField<number> =
    tax === null || (total.value !== null && tax >= total.value)
      ? { value: null, confidence: 0 }
      : { value: tax, confidence: taxConfidence(tax, net, total.value, taxRow !== null && summaryTax !== null && taxRow.value === summaryTax) };
  return { total, tax: taxField, items, warnings };
}

function chooseTotal(evidence0: readonly Evidence[]): ReceiptField<number> {
  // A negative total (a credit note) only when a strong label prints it so.
  const evidence = evidence0.filter((e) => e.value > 0 || (e.source === 'label' && e.weight >= 3));
  if (evidence.length === 0) return { value: null, confidence: 0 };
  // A sum made before rounding (the rounding line's amount unread) also backs a printed total up
  // to two cents away: receipts round the sum to the nearest five cents.
  const printed = new Set(evidence.filter((e) => e.source === 'label' || e.source === 'cash-change').map((e) => e.value));
  for (const e of [...evidence]) {
    if (!e.approx) continue;
    for (const v of printed) {
      if (v !== e.value && Math.abs(v - e.value) <= 2) evidence.push({ ...e, value: v, weight: e.weight - 0.2 });
    }
  }
  const byValue = new Map<number, { score: number; sources: Set<string>; lastRow: number; bestLabel: number }>();
  for (const e of evidence) {
    let s = byValue.get(e.value);
    if (!s) {
      s = { score: 0, sources: new Set(), lastRow: -1, bestLabel: 0 };
      byValue.set(e.value, s);
    }
    // Each kind of evidence counts once per value (two "TOTAL" rows are one witness, a bit stronger).
    if (s.sources.has(e.source)) s.score += e.source === 'label' ? 0.3 : 0;
    else {
      s.sources.add(e.source);
      s.score += e.weight;
    }
    if (e.source === 'label') s.bestLabel = Math.max(s.bestLabel, e.weight);
    s.lastRow = Math.max(s.lastRow, e.row);
  }
  // Independent witnesses agreeing is worth more than any one of them.
  for (const s of byValue.values()) {
    const witnesses = [...s.sources].filter((x) => x === 'label' || x === 'cash-change' || x === 'parts').length;
    if (witnesses > 1) s.score += witnesses - 1;
  }
  const ranked = [...byValue.entries()].sort((a, b) => b[1].score - a[1].score || b[1].bestLabel - a[1].bestLabel || b[1].lastRow - a[1].lastRow);
  const [value, s] = ranked[0]!;
  const agreeing = [...s.sources].filter((x) => x !== 'repeat' && x !== 'fallback').length;
  let confidence: number;
  if (s.sources.has('fallback')) confidence = 0.2;
  else if (s.sources.has('label')) confidence = 0.6 + 0.15 * (agreeing - 1) + (s.sources.has('repeat') ? 0.05 : 0);
  else confidence = 0.35 + 0.15 * (agreeing - 1);
  const rival = ranked[1]?.[1].score ?? 0;
  if (rival >= s.score * 0.8) confidence -= 0.1;
  // A sum of parts or cash − change that points elsewhere: the total read may be a misread.
  const contradicted = ranked.slice(1).some(([, r]) => r.sources.has('parts') || r.sources.has('cash-change'));
  if (contradicted && agreeing < 2) confidence -= 0.15;
  return { value, confidence: Math.round(Math.max(0.05, Math.min(0.98, confidence)) * 100) / 100 };
}

/** Common sales-tax rates: GST 6 %, SST 5/6/8/10 %, VAT 5–25 %. */
const RATES = [0.05, 0.06, 0.07, 0.08, 0.09, 0.1, 0.12, 0.15, 0.16, 0.19, 0.2, 0.21, 0.25];

function taxConfidence(tax: number, net: number | null, total: number | null, twice: boolean): number {
  let c = 0.55;
  if (twice) c += 0.15;
  // Common rates: GST 6 %, SST 6 / 8 / 10 %, VAT 5–25 %: tax ≈ rate × net.
  if (net !== null && net > 0) {
    const rate = tax / net;
    if (RATES.some((r) => Math.abs(rate - r) < 0.005 + 2 / net)) c += 0.2;
    if (total !== null && Math.abs(net + tax - total) <= 5) c += 0.1;
  } else if (total !== null && tax > 0 && tax < total * 0.3) c += 0.05;
  return Math.round(Math.min(0.97, c) * 100) / 100;
}

const NOT_ITEM_RE = /\b(TEL|FAX|GST\s*(ID|NO|REG)|INVOICE|RECEIPT|CASHIER|DATE|TIME|TABLE|ORDER|COMPANY|REG\.?\s*NO|PHONE)\b/i;
/** "2 X 6.79", "@2 x RM 6.79", "3PC @ 13.69": a quantity-times-price row under its item. */
const UNIT_ROW_RE = /^\W{0,2}[@8]?\s*(\d{1,3})\s*(?:[xX*]|PC|PCS|@)\s*@?\s*(?:R[MN])?\s*\d+[.,]\s?\d\d\W{0,3}$/;
const QTY_X_RE = /(?:^|\s)(\d{1,3})\s*(?:[xX*@]|PCS?\b)/;
const LEADING_QTY_RE = /^\s*(\d{1,2})\s+[A-Za-z]/;

/** The quantity of an item row: "2 x 3.50", a leading "1 ", or the n with n × unit price = amount. */
function quantityOf(text: string, amounts: readonly Amount[]): number | null {
  const x = QTY_X_RE.exec(text) ?? LEADING_QTY_RE.exec(text);
  if (x) return Number(x[1]) || null;
  if (amounts.length >= 2) {
    const unit = amounts[0]!.cents;
    const amount = amounts[amounts.length - 1]!.cents;
    for (const m of text.slice(0, amounts[0]!.at).matchAll(/(?<![\d.])(\d{1,3})(?![\d.])/g)) {
      const n = Number(m[1]);
      if (n > 0 && Math.abs(n * unit - amount) <= 2) return n;
    }
  }
  return null;
}

function letters(text: string): number {
  return (text.match(/[A-Za-z]/g) ?? []).length;
}

/** Rows above the first subtotal/total that end in an amount and carry a description. */
export function readItems(rows: readonly ClassifiedRow[]): ReceiptLineItem[] {
  const end = rows.findIndex(
    (r) => r.kind === 'subtotal' || r.kind === 'total' || r.kind === 'count' || r.kind === 'summary-head' || (r.kind === 'tax' && r.amounts.length > 0),
  );
  const stop = end === -1 ? rows.length : end;
  const items: ReceiptLineItem[] = [];
  for (let i = 0; i < stop; i++) {
    const r = rows[i]!;
    if (r.kind !== 'other' || r.amounts.length === 0) continue;
    if (NOT_ITEM_RE.test(r.row.text)) continue;
    const amount = last(r.amounts)!;
    if (amount <= 0) continue;
    const unitRow = UNIT_ROW_RE.exec(r.row.text.trim());
    if (unitRow && items.length > 0) {
      // The quantity line of the item above: that item's quantity, not a new item.
      const prev = items[items.length - 1]!;
      if (prev.quantity === null) prev.quantity = Number(unitRow[1]) || null;
      continue;
    }
    let description = r.row.text.slice(0, r.amounts[0]!.at).replace(/\s+/g, ' ').trim();
    if (letters(description) < 3) {
      // Barcode-and-price rows: the description is printed on the row below (or above).
      const below = rows[i + 1];
      const above = rows[i - 1];
      const alt = [below, above].find((x) => x && x.amounts.length === 0 && letters(x.row.text) >= 3 && x.kind === 'other');
      if (!alt) continue;
      description = alt.row.text.replace(/\s+/g, ' ').trim();
    }
    description = description.replace(/^[\s~\-–—=_.]+/, '').trim();
    if (description.length < 2 || letters(description) < 2) continue;
    items.push({ description, quantity: quantityOf(r.row.text, r.amounts), amountCents: amount });
  }
  return items;
}

const CARD_RE =
  /\b(VISA|MASTER\s?CARD|MASTER|MASTERCARD|AMEX|AMERICAN\s+EXPRESS|DINERS|UNIONPAY|UNION\s+PAY|JCB|MAESTRO|MYDEBIT|DEBIT\s+CARD|CREDIT\s+CARD)\b/i;
const WALLET_RE = /\b(TOUCH\s*['’N]?\s*GO|TNG|GRABPAY|GRAB\s*PAY|BOOST|E-?WALLET|APPLE\s*PAY|GOOGLE\s*PAY|PAYPAL|ALIPAY|WECHAT\s*PAY|DUITNOW)\b/i;
const MASKED_RE = /(?:[*xX#•]{2,}[\s-]*){1,3}[*xX#•]*\s?(\d{4})\b/;

/** Card brand (with the last four digits when printed), e-wallet, or CASH. */
export function readPayment(rows: readonly ClassifiedRow[]): ReceiptField<string> {
  const text = rows.map((r) => r.row.text).join('\n');
  const masked = MASKED_RE.exec(text);
  const card = CARD_RE.exec(text);
  if (card) {
    const raw = card[1]!.toUpperCase().replace(/\s+/g, ' ');
    const brand = raw.startsWith('MASTER') ? 'MASTERCARD' : raw === 'AMERICAN EXPRESS' ? 'AMEX' : raw === 'UNION PAY' ? 'UNIONPAY' : raw;
    return { value: masked ? `${brand} ****${masked[1]}` : brand, confidence: masked ? 0.9 : 0.75 };
  }
  if (masked) return { value: `card ****${masked[1]}`, confidence: 0.6 };
  const wallet = WALLET_RE.exec(text);
  if (wallet) return { value: wallet[1]!.toUpperCase().replace(/\s+/g, ' '), confidence: 0.7 };
  const cashRow = rows.find((r) => r.kind === 'tender' && r.label.includes('CASH') && r.amounts.length > 0);
  if (cashRow) return { value: 'CASH', confidence: rows.some((r) => r.kind === 'change') ? 0.9 : 0.75 };
  if (rows.some((r) => r.kind === 'change' && r.amounts.length > 0)) return { value: 'CASH', confidence: 0.5 };
  return { value: null, confidence: 0 };
}
