// The signs of a statement table's amounts when the table does not say them plainly: card exports
// that list purchases as positive, amounts with no sign at all, two amount columns Byte could not
// name. Decided from evidence or the user's answer; otherwise flagged so Byte asks (sign.ts).
import { balanceMovesBy } from '../balance.ts';
import type { ColumnMap } from './column-map.ts';
import { namesMoneyIn, readAsSpent, UnsignedTally } from '../sign.ts';
import type { ExtractedTransaction, StatementResult } from '../types.ts';
import type { TableOptions } from './options.ts';

const PAYMENT_RE = /\b(?:payments?|thank\s*you|autopay|auto\s*pay|pymt|paymt)\b/i;
const CARD_CREDIT_RE = /\b(?:payments?|thank\s*you|autopay|pymt|paymt|refund|return|credit|reversal|cashback|rebate)\b/i;

export function quote(value: string): string {
  const v = value.trim();
  return `"${v.length > 60 ? `${v.slice(0, 57)}…` : v}"`;
}

export const colName = (h: ColumnMap, c: number) => h.names[c] || `column ${c + 1}`;

/** The evidence fixCardSigns reads, gathered one row at a time (in file order, as read, before any sign is changed). */
export class SignTally {
  items = 0;
  positive = 0;
  negative = 0;
  /** negative rows that name a payment ("PAYMENT THANK YOU"), and the first of them */
  payments = 0;
  firstPayment = '';
  /** negative rows a card issuer writes for money coming back */
  credits = 0;
  /** positive rows, and whether every one of them names money coming in (a salary, interest) */
  positivesMoneyIn = true;
  firstPositive = '';
  /** consecutive rows with a stated balance, and how many of them it moves by the amount as signed, or against it */
  balancePairs = 0;
  balanceWith = 0;
  balanceAgainst = 0;
  private previous: ExtractedTransaction | null = null;
  /** while every amount is ≥ 0: the evidence for their sign (sign.ts) */
  readonly unsigned = new UnsignedTally();

  add(t: ExtractedTransaction): void {
    this.items++;
    if (t.amountCents > 0) {
      if (this.positive === 0) this.firstPositive = t.description;
      this.positive++;
      if (this.positivesMoneyIn && !namesMoneyIn(t.description)) this.positivesMoneyIn = false;
    } else if (t.amountCents < 0) {
      this.negative++;
      if (PAYMENT_RE.test(t.description)) {
        if (this.payments === 0) this.firstPayment = t.description;
        this.payments++;
      }
      if (CARD_CREDIT_RE.test(t.description)) this.credits++;
    }
    const a = this.previous;
    this.previous = t;
    if (a !== null && a.balanceCents !== null && t.balanceCents !== null) {
      this.balancePairs++;
      if (balanceMovesBy(a, t, (x) => x.amountCents)) this.balanceWith++;
      else if (balanceMovesBy(a, t, (x) => -x.amountCents)) this.balanceAgainst++;
    }
    // a negative amount means the column is signed: the unsigned evidence is not read
    if (this.negative === 0) this.unsigned.add(t);
  }

  /** The running balance moves against the amounts as signed on (nearly) every row: they are the other way round. */
  balanceAgainstSigns(): boolean {
    return this.balancePairs > 0 && this.balanceAgainst >= this.balancePairs * 0.9 && this.balanceWith === 0;
  }
}

/** How every row's amount is changed once the whole table has been read (fixCardSigns). */
export type SignFix = 'flip' | 'spent' | null;

export function applySignFix(t: ExtractedTransaction, fix: SignFix): void {
  if (fix === 'flip') {
    if (t.amountCents !== 0) t.amountCents = -t.amountCents;
  } else if (fix === 'spent') readAsSpent(t);
}

/**
 * Card exports that list purchases as positive amounts: a type column calling them "Sale" with
 * positive amounts, or nearly all amounts positive with the few negatives being payments
 * ("PAYMENT THANK YOU"). Signs are flipped so spending is negative, and a warning says so. Amounts
 * that carry no sign at all are read from evidence (sign.ts) or the user's answer for this layout;
 * without either the result says the sign is ambiguous, so Byte asks. Returns the change to make to
 * every row (applySignFix); the warnings and flags go into `r`.
 */
export function fixCardSigns(
  r: StatementResult,
  h: ColumnMap,
  single: boolean,
  purchasePositive: number,
  purchaseNegative: number,
  directional: boolean,
  opts: TableOptions,
  tally: SignTally,
): SignFix {
  if (!single || tally.items === 0 || directional) return null;
  if (purchasePositive + purchaseNegative > 0) {
    if (purchasePositive > purchaseNegative) {
      r.warnings.push(
        `The "${h.names[h.direction]}" column marks purchases with positive amounts, as card exports do; the signs were flipped so spending is negative and payments positive.`,
      );
      return 'flip';
    }
    return null;
  }
  const pos = tally.positive;
  const negatives = tally.negative;
  if (negatives === 0 && pos > 0) return readUnsigned(r, h, opts, tally.unsigned);
  if (negatives === 0 || pos < 3 || pos < 0.75 * (pos + negatives)) return null;
  return readMostlyPositive(r, h, opts, tally);
}

/**
 * Nearly every amount positive and a few negative: a card export that lists purchases as positive
 * (its few negatives are payments), or an account that mostly receives money. Read from the user's
 * answer for this layout, a running balance that moves against the signs, the card issuer's words,
 * or rows that all name money coming in; otherwise read as printed and flagged so Byte asks (a
 * purchase read as money received is the silent mistake issue 18 forbids).
 */
function readMostlyPositive(r: StatementResult, h: ColumnMap, opts: TableOptions, tally: SignTally): SignFix {
  if (opts.amountSign) return opts.amountSign === 'spent' ? 'flip' : null;
  const flipped = (because: string): SignFix => {
    r.warnings.push(
      `This looks like a credit-card export that lists purchases as positive amounts (${because}); the signs were flipped so spending is negative and payments positive.`,
    );
    return 'flip';
  };
  if (tally.balanceAgainstSigns()) return flipped('the running balance goes down by each positive amount');
  if (tally.payments > 0 && tally.credits * 2 >= tally.negative) return flipped(`the few negative rows are payments such as ${quote(tally.firstPayment)}`);
  // a savings account: deposits and interest, and the odd withdrawal
  if (tally.positivesMoneyIn) return null;
  r.amountSignAmbiguous = true;
  r.amountSignMixed = true;
  r.warnings.push(
    `Most amounts in the "${colName(h, h.amount)}" column are positive and a few are negative, and nothing in the file says whether the positive ones are purchases (as card exports list them) or money received (such as ${quote(tally.firstPositive)}); they were read as money received.`,
  );
  return null;
}

/** Amounts with no sign at all: the user's answer, else evidence, else a guess that is flagged so Byte asks. */
function readUnsigned(r: StatementResult, h: ColumnMap, opts: TableOptions, tally: UnsignedTally): SignFix {
  const column = h.headerless ? `column ${h.amount + 1}` : `the "${h.names[h.amount]}" column`;
  if (opts.amountSign) return opts.amountSign === 'spent' ? 'spent' : null;
  const evidence = tally.evidence(opts.fileName);
  if (evidence.sign) {
    r.warnings.push(
      evidence.sign === 'spent'
        ? `The amounts in ${column} carry no sign; ${evidence.because}, so they were read as money spent (payments and refunds as money in).`
        : `The amounts in ${column} carry no sign; ${evidence.because}, so they were read as money received.`,
    );
    return evidence.sign === 'spent' ? 'spent' : null;
  }
  r.amountSignAmbiguous = true;
  if (h.headerless) {
    // kept from before the question existed: a headerless unsigned file is most often a card's
    r.warnings.push('This file has no column headers and its amounts carry no sign; they were read as spending (negative).');
    return 'spent';
  }
  r.warnings.push(
    `The amounts in ${column} carry no sign and nothing in the file says whether they are money spent or received; they were read as money received.`,
  );
  return null;
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
