// Total, tax, payment and line items. Each row is labelled by its words (OCR slips tolerated:
// "T0TAL", "TOTA1", "SUB-TOTAI"), then the total is chosen by evidence: a labelled total row,
// and whether it agrees with subtotal + tax + rounding, with cash − change, with the items.
import type { ReceiptField, ReceiptLineItem } from '../types.ts';
import { editDistance, findAmounts, labelWords, type Amount, type Row } from './rows.ts';

/** Label words, matched exactly when short and within one edit when long. */
const VOCAB = [
  'TOTAL', 'SUBTOTAL', 'GRAND', 'NETT', 'ROUNDING', 'ROUNDED', 'ADJUSTMENT', 'CASH', 'CHANGE', 'AMOUNT',
  'PAYABLE', 'TENDERED', 'TENDER', 'BALANCE', 'DISCOUNT', 'INCLUSIVE', 'INCLUDING', 'EXCLUSIVE', 'EXCLUDING',
  'QUANTITY', 'SERVICE', 'CHARGE', 'PAYMENT', 'RECEIVED', 'CREDIT', 'DEBIT', 'MASTERCARD', 'MASTER', 'SAVINGS',
  'SUMMARY', 'JUMLAH', 'ACCEPTED', 'CHANGED', 'ITEMS', 'COUNT', 'VOUCHER', 'DEPOSIT', 'SALES', 'SUPPLIES',
];
const VOCAB_SET = new Set(VOCAB);
const SHORT = new Set(['GST', 'SST', 'VAT', 'TAX', 'NET', 'DUE', 'SUB', 'QTY', 'RM', 'ADJ', 'RND', 'INCL', 'EXCL', 'BAL', 'AMT', 'VISA', 'CARD', 'PAID', 'INC', 'EX', 'AFTER', 'DISC', 'LESS', 'PAY', 'DATE', 'ITEM', 'PCS', 'TTL', 'AMEX', 'CODE', 'NO', 'ID', 'REG', 'INVOICE', 'RATE']);

const canonCache = new Map<string, string>();
function canon(word: string): string {
  const hit = canonCache.get(word);
  if (hit !== undefined) return hit;
  let out = word;
  if (!SHORT.has(word) && !VOCAB_SET.has(word) && word.length >= 4) {
    for (const v of VOCAB) {
      // Short words only by a swapped letter (GROUND is not ROUND), longer ones by any one edit.
      const sameLength = v.length === word.length;
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

function classify(words: string[]): { kind: RowKind; weight: number } {
  const total = has(words, 'TOTAL', 'TTL', 'JUMLAH');
  if (has(words, 'SUMMARY') || (has(words, 'CODE') && has(words, 'TAX', 'GST', 'AMOUNT'))) return { kind: 'summary-head', weight: 0 };
  if ((total || has(words, 'ITEM', 'ITEMS')) && has(words, 'QTY', 'QUANTITY', 'ITEMS', 'COUNT', 'PCS') && !has(words, 'AMOUNT')) return { kind: 'count', weight: 0 };
  if (has(words, 'SUBTOTAL') || (has(words, 'SUB') && total)) return { kind: 'subtotal', weight: 0 };
  if (total && has(words, 'EXCL', 'EXCLUSIVE', 'EXCLUDING', 'EX')) return { kind: 'subtotal', weight: 0 };
  if (total && has(words, 'DISCOUNT', 'DISC', 'SAVINGS', 'VOUCHER')) return { kind: 'discount', weight: 0 };
  if (has(words, 'ROUNDING', 'RND', 'ADJUSTMENT', 'ADJ') && !(total && has(words, 'ROUNDED', 'AFTER'))) {
    if (!total || has(words, 'ADJUSTMENT', 'ADJ')) return { kind: 'rounding', weight: 0 };
  }
  const taxWord = has(words, 'GST', 'SST', 'VAT', 'TAX');
  const incl = has(words, 'INCL', 'INCLUSIVE', 'INCLUDING', 'INC');
  if (taxWord && !incl && !has(words, 'INVOICE', 'ID', 'REG', 'NO')) {
    if (!total || words.indexOf('TOTAL') < Math.max(words.indexOf('GST'), words.indexOf('TAX'), words.indexOf('SST'), words.indexOf('VAT'))) {
      return { kind: 'tax', weight: 0 };
    }
  }
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
  if (has(words, 'CASH', 'TENDERED', 'TENDER', 'PAID', 'PAY', 'PAYMENT', 'RECEIVED', 'ACCEPTED', 'VISA', 'MASTERCARD', 'MASTER', 'CARD', 'CREDIT', 'DEBIT', 'AMEX')) {
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
    let { kind, weight } = classify(label.length ? label : rowWords(row.text.slice(0, lastAt)));
    if (kind === 'summary-head') inSummary = true;
    // "TOTAL 6% SUPPLIES": a total of one tax class, not of the receipt.
    if (kind === 'total' && /\d\s?%/.test(row.text.slice(0, firstAt))) weight *= 0.6;
    // "ROUNDING 20.00" after "ROUNDING ADJ 0.01": the rounded total, not an adjustment.
    const lastAmount = amounts.length ? amounts[amounts.length - 1]!.cents : 0;
    if (kind === 'rounding' && Math.abs(lastAmount) >= 100) {
      kind = 'total';
      weight = 2.8;
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
  let taxRow: { value: number; total: boolean } | null = null;
  let summaryTax: number | null = null;
  let summaryNet: number | null = null;
  let rounding = 0;
  let tender: number | null = null;
  let change: number | null = null;
  let discount = 0;
  let service = 0;

  let afterRounding = false;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    const v = amountFor(rows, i);
    if (r.kind === 'rounding' && v !== null && v !== 0) afterRounding = true;
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
    }
    if (v === null) continue;
    switch (r.kind) {
      case 'total': {
        // The total printed after a rounding adjustment is the one paid.
        let weight = r.inSummary ? 0.8 : r.weight + (afterRounding ? 0.7 : 0);
        if (v < 0 && weight < 3) weight -= 1; // credit notes print "TOTAL PAYABLE: -1.73"
        if (v !== 0) evidence.push({ value: v, source: 'label', weight, row: i });
        break;
      }
      case 'subtotal':
        if (v > 0) subtotal = v;
        break;
      case 'tax':
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
  const net = subtotal ?? summaryNet;
  if (tender !== null && change !== null && tender - change > 0) {
    evidence.push({ value: tender - change, source: 'cash-change', weight: 1.5, row: -1 });
  } else if (tender !== null && change === null) {
    evidence.push({ value: tender, source: 'tender', weight: 0.6, row: -1 });
  }
  if (net !== null) {
    const parts = new Set<number>();
    parts.add(net + (tax ?? 0) + service + rounding);
    if (tax !== null) parts.add(net + tax + service);
    if (rounding !== 0) parts.add(net + rounding);
    if (tax === null) parts.add(net);
    for (const p of parts) if (p > 0) evidence.push({ value: p, source: 'parts', weight: tax !== null ? 1.2 : 0.6, row: -1 });
  }
  const items = readItems(rows);
  if (items.length > 0) {
    const sum = items.reduce((s, it) => s + it.amountCents, 0) - discount;
    const values = new Set([sum, sum + (tax ?? 0), sum + (tax ?? 0) + rounding]);
    for (const v of values) if (v > 0) evidence.push({ value: v, source: 'items', weight: 0.7, row: -1 });
  }

  // Any labelled total is repeated elsewhere (cash paid, card slip, GST summary) on most receipts.
  const labelled = new Set(evidence.filter((e) => e.source === 'label').map((e) => e.value));
  for (const value of labelled) {
    const times = rows.filter((r) => r.kind !== 'total' && r.amounts.some((a) => a.cents === value)).length;
    if (times > 0) evidence.push({ value, source: 'repeat', weight: Math.min(2, times) * 0.3, row: -1 });
  }

  if (!evidence.some((e) => e.source === 'label' || e.source === 'cash-change' || e.source === 'parts')) {
    // No total line read: the largest amount below the first third, other than cash handed over.
    let max = 0;
    let at = -1;
    rows.forEach((r, i) => {
      if (i < rows.length / 3 || r.kind === 'tender' || r.kind === 'change' || r.kind === 'count') return;
      for (const a of r.amounts) if (a.cents > max && a.cents < 10_000_000) { max = a.cents; at = i; }
    });
    if (at >= 0) evidence.push({ value: max, source: 'fallback', weight: 0.3, row: at });
  }

  const total = chooseTotal(evidence);
  if (total.value !== null && tax !== null && tax >= total.value) warnings.push('The tax read is not smaller than the total; tax ignored.');
  const taxField: ReceiptField<number> =
    tax === null || (total.value !== null && tax >= total.value)
      ? { value: null, confidence: 0 }
      : { value: tax, confidence: taxConfidence(tax, net, total.value, taxRow !== null && summaryTax !== null && taxRow.value === summaryTax) };
  return { total, tax: taxField, items, warnings };
}

function chooseTotal(evidence: readonly Evidence[]): ReceiptField<number> {
  if (evidence.length === 0) return { value: null, confidence: 0 };
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
  const ranked = [...byValue.entries()].sort(
    (a, b) => b[1].score - a[1].score || b[1].bestLabel - a[1].bestLabel || b[1].lastRow - a[1].lastRow,
  );
  const [value, s] = ranked[0]!;
  const agreeing = [...s.sources].filter((x) => x !== 'repeat' && x !== 'fallback').length;
  let confidence: number;
  if (s.sources.has('fallback')) confidence = 0.2;
  else if (s.sources.has('label')) confidence = 0.6 + 0.15 * (agreeing - 1) + (s.sources.has('repeat') ? 0.05 : 0);
  else confidence = 0.35 + 0.15 * (agreeing - 1);
  const rival = ranked[1]?.[1].score ?? 0;
  if (rival >= s.score * 0.8) confidence -= 0.1;
  return { value, confidence: Math.round(Math.max(0.05, Math.min(0.98, confidence)) * 100) / 100 };
}

function taxConfidence(tax: number, net: number | null, total: number | null, twice: boolean): number {
  let c = 0.55;
  if (twice) c += 0.15;
  // Common rates: GST 6 %, SST 6 / 8 / 10 %, VAT 5–25 %: tax ≈ rate × net.
  if (net !== null && net > 0) {
    const rate = tax / net;
    if ([0.05, 0.06, 0.07, 0.08, 0.09, 0.1, 0.15, 0.2].some((r) => Math.abs(rate - r) < 0.005 + 2 / net)) c += 0.2;
    if (total !== null && Math.abs(net + tax - total) <= 5) c += 0.1;
  } else if (total !== null && tax > 0 && tax < total * 0.3) c += 0.05;
  return Math.round(Math.min(0.97, c) * 100) / 100;
}

const NOT_ITEM_RE = /\b(TEL|FAX|GST\s*(ID|NO|REG)|INVOICE|RECEIPT|CASHIER|DATE|TIME|TABLE|ORDER|COMPANY|REG\.?\s*NO|PHONE)\b/i;
const QTY_RE = /(?:^|\s)(\d{1,3})\s*[xX@*]\s|\bQTY\s*:?\s*(\d{1,3})\b/;

/** Rows above the first subtotal/total that end in an amount and carry a description. */
export function readItems(rows: readonly ClassifiedRow[]): ReceiptLineItem[] {
  const end = rows.findIndex((r) => r.kind === 'subtotal' || r.kind === 'total' || r.kind === 'tax' || r.kind === 'count' || r.kind === 'summary-head');
  const stop = end === -1 ? rows.length : end;
  const items: ReceiptLineItem[] = [];
  for (let i = 0; i < stop; i++) {
    const r = rows[i]!;
    if (r.kind !== 'other' || r.amounts.length === 0) continue;
    if (NOT_ITEM_RE.test(r.row.text)) continue;
    const amount = last(r.amounts)!;
    if (amount <= 0) continue;
    let description = r.row.text.slice(0, r.amounts[0]!.at).replace(/\s+/g, ' ').trim();
    if ((description.match(/[A-Za-z]/g) ?? []).length < 3) {
      // Barcode-and-price rows: the description is printed on the row below (or above).
      const below = rows[i + 1];
      const above = rows[i - 1];
      const alt = [below, above].find((x) => x && x.amounts.length === 0 && (x.row.text.match(/[A-Za-z]/g) ?? []).length >= 3 && x.kind === 'other');
      if (!alt) continue;
      description = alt.row.text.replace(/^[\s~\-–—=_.]+/, '').replace(/\s+/g, ' ').trim();
    }
    description = description.replace(/^[\s~\-–—=_.]+/, '').trim();
    if (description.length < 2) continue;
    const q = QTY_RE.exec(r.row.text);
    const quantity = q ? Number(q[1] ?? q[2]) : null;
    items.push({ description, quantity: quantity && quantity > 0 ? quantity : null, amountCents: amount });
  }
  return items;
}

const CARD_RE = /\b(VISA|MASTER\s?CARD|MASTER|MASTERCARD|AMEX|AMERICAN\s+EXPRESS|DINERS|UNIONPAY|UNION\s+PAY|JCB|MAESTRO|MYDEBIT|DEBIT\s+CARD|CREDIT\s+CARD)\b/i;
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
