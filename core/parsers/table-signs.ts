// The signs of a statement table's amounts when the table does not say them plainly: card exports
// that list purchases as positive, amounts with no sign at all, two amount columns Byte could not
// name. Decided from evidence or the user's answer; otherwise flagged so Byte asks (sign.ts).
import type { ColumnMap } from './column-map.ts';
import { applyAmountSign, unsignedAmountEvidence } from './sign.ts';
import type { ExtractedTransaction, StatementResult } from './types.ts';
import type { TableOptions } from './csv.ts';

const PAYMENT_RE = /\b(?:payments?|thank\s*you|autopay|auto\s*pay|pymt|paymt)\b/i;
const CARD_CREDIT_RE = /\b(?:payments?|thank\s*you|autopay|pymt|paymt|refund|return|credit|reversal|cashback|rebate)\b/i;

export function quote(value: string): string {
  const v = value.trim();
  return `"${v.length > 60 ? `${v.slice(0, 57)}…` : v}"`;
}

export const colName = (h: ColumnMap, c: number) => h.names[c] || `column ${c + 1}`;


/**
 * Card exports that list purchases as positive amounts: a type column calling them "Sale" with
 * positive amounts, or nearly all amounts positive with the few negatives being payments
 * ("PAYMENT THANK YOU"). Signs are flipped so spending is negative, and a warning says so. Amounts
 * that carry no sign at all are read from evidence (sign.ts) or the user's answer for this layout;
 * without either the result says the sign is ambiguous, so Byte asks.
 */
export function fixCardSigns(
  r: StatementResult, h: ColumnMap, single: boolean, purchasePositive: number, purchaseNegative: number, directional: boolean,
  opts: TableOptions,
): void {
  const items = r.items;
  if (!single || items.length === 0 || directional) return;
  const flip = () => {
    for (const t of items) if (t.amountCents !== 0) t.amountCents = -t.amountCents;
  };
  if (purchasePositive + purchaseNegative > 0) {
    if (purchasePositive > purchaseNegative) {
      flip();
      r.warnings.push(
        `The "${h.names[h.direction]}" column marks purchases with positive amounts, as card exports do; the signs were flipped so spending is negative and payments positive.`,
      );
    }
    return;
  }
  let pos = 0;
  const negatives: ExtractedTransaction[] = [];
  for (const t of items) {
    if (t.amountCents > 0) pos++;
    else if (t.amountCents < 0) negatives.push(t);
  }
  if (negatives.length === 0 && pos > 0) {
    readUnsigned(r, h, opts);
    return;
  }
  if (negatives.length === 0 || pos < 3 || pos < 0.75 * (pos + negatives.length)) return;
  const payments = negatives.filter((t) => PAYMENT_RE.test(t.description));
  const credits = negatives.filter((t) => CARD_CREDIT_RE.test(t.description));
  if (payments.length === 0 || credits.length * 2 < negatives.length) return;
  flip();
  r.warnings.push(
    `This looks like a credit-card export that lists purchases as positive amounts (the few negative rows are payments such as ${quote(payments[0]!.description)}); the signs were flipped so spending is negative and payments positive.`,
  );
}

/** Amounts with no sign at all: the user's answer, else evidence, else a guess that is flagged so Byte asks. */
function readUnsigned(r: StatementResult, h: ColumnMap, opts: TableOptions): void {
  const column = h.headerless ? `column ${h.amount + 1}` : `the "${h.names[h.amount]}" column`;
  if (opts.amountSign) {
    applyAmountSign(r.items, opts.amountSign);
    return;
  }
  const evidence = unsignedAmountEvidence(r.items, opts.fileName);
  if (evidence.sign) {
    applyAmountSign(r.items, evidence.sign);
    r.warnings.push(evidence.sign === 'spent'
      ? `The amounts in ${column} carry no sign; ${evidence.because}, so they were read as money spent (payments and refunds as money in).`
      : `The amounts in ${column} carry no sign; ${evidence.because}, so they were read as money received.`);
    return;
  }
  r.amountSignAmbiguous = true;
  if (h.headerless) {
    // kept from before the question existed: a headerless unsigned file is most often a card's
    applyAmountSign(r.items, 'spent');
    r.warnings.push('This file has no column headers and its amounts carry no sign; they were read as spending (negative).');
  } else {
    r.warnings.push(`The amounts in ${column} carry no sign and nothing in the file says whether they are money spent or received; they were read as money received.`);
  }
}

/**
 * Money-out and money-in columns recognized from their contents alone: the left one is read as money
 * out (the common order) unless the user answered otherwise for this layout, and the file is flagged
 * so Byte asks (amountSign "spent": the left column is money spent; "received": it is money received).
 */
export function readUnsurePair(h: ColumnMap, r: StatementResult, opts: TableOptions): void {
  if (opts.amountSign === 'received') [h.debit, h.credit] = [h.credit, h.debit];
  if (opts.amountSign) return;
  r.amountSignAmbiguous = true;
  r.warnings.push(
    `${colName(h, h.debit)} and ${colName(h, h.credit)} hold amounts that are never on the same row, and nothing says which is money out; ${colName(h, h.debit)} was read as money out.`,
  );
}

