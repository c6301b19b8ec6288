// Reading a receipt's key fields (merchant, date, total, tax, line items, payment method) from
// OCR output. Pure: the OCR itself lives in worker/ocr; this module only sees its text and boxes.
import { classifyRows, readMoney, readPayment } from './amounts.ts';
import { readDate } from './date.ts';
import { fuseName } from './fuse.ts';
import { cleanName, isKnownWord, pickMerchant, readMerchant } from './merchant.ts';
import { findAmounts, groupRows } from './rows.ts';
import type { Row } from './rows.ts';
import type { ReceiptField, ReceiptResult } from '../types.ts';

/** One line of text as Tesseract found it; confidence 0..1, box in pixels of the OCR'd image. */
export interface OcrLine {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

/** What the OCR pool returns for one image. */
export interface OcrResult {
  text: string;
  /** mean word confidence, 0..1 */
  confidence: number;
  lines: OcrLine[];
  /**
   * A second reading of the receipt's header (its top block) by an engine that keeps word
   * spacing (Tesseract, when `lines` come from PaddleOCR): the merchant's name is read from it.
   */
  header?: OcrLine[];
  /** size of the image that was read (after preprocessing) */
  width: number;
  height: number;
}

export const NO_TEXT_ERROR = 'No readable text found in this image. Upload a sharper photo of the receipt, flat and well lit.';

/** Lines that carry real characters: OCR of a blank or noisy image yields a few low-confidence specks. */
function readableLines(ocr: OcrResult): OcrLine[] {
  return ocr.lines.filter((l) => {
    const alnum = (l.text.match(/[A-Za-z0-9]/g) ?? []).length;
    return alnum >= 3 && l.confidence >= 0.45 && alnum >= l.text.replace(/\s/g, '').length * 0.5;
  });
}

const EMPTY = { value: null, confidence: 0 } as const;

/**
 * The merchant from the header's own reading, its letters checked against the page's reading of
 * the same band (fuse.ts): a name both engines agree on (up to spacing) is more certain.
 */
function headerMerchant(header: OcrLine[], page: readonly Row[]): ReceiptField<string> {
  const picked = pickMerchant(groupRows(header.map((l) => ({ ...l, text: l.text.normalize('NFKC') }))));
  const name = picked.field.value;
  if (name === null) return picked.field;
  const band = page.filter((r) => {
    const mid = (r.bbox.y0 + r.bbox.y1) / 2;
    return mid >= picked.y0 && mid <= picked.y1;
  });
  if (band.length === 0) return picked.field;
  // (cleaned again: the fused name may now show a company suffix or a word OCR garbled)
  const fused = cleanName(fuseName(name, cleanName(band.map((r) => r.text).join(' ')), isKnownWord));
  const agree = fused.replace(/\s/g, '') === name.replace(/\s/g, '');
  return { value: fused, confidence: Math.min(0.95, picked.field.confidence + (agree ? 0.1 : 0)) };
}

/** Merchant, date, total, tax, items and payment method of a receipt, each with a confidence. */
export function parseReceiptText(ocr: OcrResult): ReceiptResult {
  const readable = readableLines(ocr);
  if (readable.length === 0) {
    return {
      merchant: { ...EMPTY },
      date: { ...EMPTY },
      total: { ...EMPTY },
      tax: { ...EMPTY },
      paymentMethod: { ...EMPTY },
      items: [],
      warnings: [],
      errors: [NO_TEXT_ERROR],
    };
  }
  // Low-confidence specks are kept out of the rows, real but faint text is kept.
  const lines = ocr.lines.filter((l) => l.text.trim().length > 0 && l.confidence >= 0.1);
  const rows = groupRows(lines);
  const classified = classifyRows(rows);
  const money = readMoney(classified);
  // The header's second reading (word spacing kept) names the merchant; else the page's rows do.
  const header = (ocr.header ?? []).filter((l) => l.text.trim().length > 0 && l.confidence >= 0.1);
  const merchant = header.length ? headerMerchant(header, rows) : null;
  const result: ReceiptResult = {
    merchant: merchant?.value ? merchant : readMerchant(rows),
    date: readDate(rows),
    total: money.total,
    tax: money.tax,
    paymentMethod: readPayment(classified),
    items: money.items,
    warnings: [...money.warnings],
    errors: [],
  };
  if (result.total.value === null) result.warnings.push('No total found on this receipt.');
  if (result.date.value === null) result.warnings.push('No date found on this receipt.');
  if (result.merchant.value === null) result.warnings.push('No merchant name found on this receipt.');
  return result;
}

const RECEIPT_WORDS_RE =
  /\b(T[O0]TAL|SUB\s?-?T[O0]TAL|CASH|CHANGE|TAX|GST|SST|VAT|RECEIPT|INVOICE|QTY|AMOUNT|TENDERED|PAYMENT|VISA|MASTERCARD|ROUNDING|CASHIER|DISCOUNT|BALANCE\s+DUE|AMOUNT\s+DUE)\b/gi;

/**
 * A quick test of whether scanned text looks like a receipt: money words (total, cash, change,
 * tax …) together with amounts, as opposed to a letter, an ID card or a page of prose.
 */
export function isReceiptText(text: string): boolean {
  const words = new Set((text.match(RECEIPT_WORDS_RE) ?? []).map((w) => w.toUpperCase().replace(/0/g, 'O').replace(/[\s-]/g, '')));
  const amounts = text.split('\n').reduce((n, line) => n + findAmounts(line).length, 0);
  const hasTotal = [...words].some((w) => w.includes('TOTAL') || w === 'AMOUNTDUE' || w === 'BALANCEDUE');
  if (amounts === 0) return false;
  if (hasTotal && amounts >= 1 && words.size >= 2) return true;
  return words.size >= 3 && amounts >= 2;
}
