// Which way an unsigned amount column points. Card exports often list every amount without a
// sign (purchases and payments alike), and a bank export of a month with no spending looks the
// same: reading them the wrong way round is the worst mistake an importer can make, because
// nothing looks broken. So the sign is decided only from evidence (a balance that moves with the
// amounts, a card-issuer's own words, the file's name); without it the caller asks the user.
import { balanceMovesBy } from './balance.ts';
import type { ExtractedTransaction } from './types.ts';

/** The user's answer: positive amounts are money spent (card purchases) or money received. */
export type AmountSign = 'spent' | 'received';

/** Rows a card issuer writes for money coming back to the card: these stay positive when the rest is spending. */
const CARD_CREDIT_WORDS_RE =
  /\b(?:thank\s*you|autopay|auto\s*pay|payment\s+(?:received|recvd|rcvd)|refund|reversal|cashback|rebate|chargeback|merci|danke|grazie|obrigado)\b/i;
// whole words of a file name ("chase_credit_card.csv", "Visa-2026-03"), not "creditunion" or "credit union"
const CARD_FILE_RE = /(?<![a-z])(?:credit(?![a-z]|\s*union)|cards?|visa|mastercard|amex|kreditkarte|carte|tarjeta|carta|karta|kort)(?![a-z])/i;

export interface SignEvidence {
  sign: AmountSign | null;
  /** why, in words for a warning ("the running balance goes down by each amount") */
  because: string;
}

/**
 * Decides how to read amounts that are all ≥ 0 from one amount column with no direction column.
 * `fileName`: the upload's name, when known (a "card" or "credit" in it is evidence).
 */
export function unsignedAmountEvidence(items: readonly ExtractedTransaction[], fileName?: string): SignEvidence {
  const tally = new UnsignedTally();
  for (const t of items) tally.add(t);
  return tally.evidence(fileName);
}

/**
 * unsignedAmountEvidence's evidence gathered one row at a time, in file order, so a large statement's
 * rows need not be held: the balance's moves, the card issuer's words and money-in words.
 */
export class UnsignedTally {
  private n = 0;
  private firstDescription = '';
  private previous: ExtractedTransaction | null = null;
  private down = 0;
  private up = 0;
  private pairs = 0;
  private issuerWords = 0;
  private issuerExample = '';
  private allMoneyIn = true;

  add(t: ExtractedTransaction): void {
    if (this.n === 0) this.firstDescription = t.description;
    this.n++;
    const a = this.previous;
    this.previous = t;
    if (a !== null && a.balanceCents !== null && t.balanceCents !== null) {
      this.pairs++;
      if (balanceMovesBy(a, t, (x) => -x.amountCents)) this.down++;
      else if (balanceMovesBy(a, t, (x) => x.amountCents)) this.up++;
    }
    if (CARD_CREDIT_WORDS_RE.test(t.description)) {
      if (this.issuerWords === 0) this.issuerExample = t.description;
      this.issuerWords++;
    }
    if (this.allMoneyIn && !MONEY_IN_RE.test(t.description)) this.allMoneyIn = false;
  }

  evidence(fileName?: string): SignEvidence {
    const balance = this.balanceDirection();
    if (balance === 'down') return { sign: 'spent', because: 'the running balance goes down by each amount' };
    const cardWords = this.issuerWords > 0 && this.issuerWords * 3 <= this.n;
    const cardName = fileName !== undefined && CARD_FILE_RE.test(fileName.replace(/\.[a-z0-9]+$/i, '').replace(/[_\-.]+/g, ' '));
    if (balance === 'mixed') return { sign: null, because: '' };
    // a balance that goes up by each amount is a card's amount owed (purchases) or a savings account (deposits)
    if (cardWords) return { sign: 'spent', because: `it reads like a card export (a row such as "${this.issuerExample}")` };
    if (cardName) return { sign: 'spent', because: `the file name "${fileName}" says it is a card statement` };
    // every row names money coming in (interest, a salary, a deposit): a statement of credits only
    if (this.n > 0 && this.allMoneyIn) {
      return { sign: 'received', because: `every row names money coming in (such as "${this.firstDescription}")` };
    }
    return { sign: null, because: '' };
  }

  /** Whether every amount moves the stated balance the same way (either row order): 'down', 'up', 'mixed' or null (no balance). */
  private balanceDirection(): 'down' | 'up' | 'mixed' | null {
    const { down, up, pairs } = this;
    if (pairs === 0 || down + up < pairs * 0.9) return null;
    if (down === pairs) return 'down';
    if (up === pairs) return 'up';
    return 'mixed';
  }
}

/** Words that only ever describe money coming in, in the languages Byte reads headers in. */
const MONEY_IN_RE = new RegExp(
  '\\b(?:' +
    [
      'interest(?: paid| credit| earned)?',
      'int(?:erest)? earned',
      'salary',
      'payroll',
      'wages?',
      'paycheck',
      'direct dep(?:osit)?',
      'deposit',
      'dividends?',
      'pension',
      'refund',
      'reimbursement',
      'cashback',
      'transfer from',
      'transfer in',
      'incoming transfer',
      'zinsen',
      'gehalt',
      'lohn',
      'gutschrift',
      'salaire',
      'intérêts',
      'virement reçu',
      'nómina',
      'intereses',
      'abono',
      'stipendio',
      'interessi',
      'accredito',
      'salário',
      'juros',
      'wynagrodzenie',
      'odsetki',
      'lön',
      'ränta',
      'løn',
      'renter',
      'palkka',
      'korko',
    ].join('|') +
    ')\\b',
  'i',
);

/** Whether a row's description names money coming in (a salary, interest, a refund), in the languages Byte reads headers in. */
export function namesMoneyIn(description: string): boolean {
  return MONEY_IN_RE.test(description);
}

/** Applies the answer: spending becomes negative, except the rows a card issuer writes for payments and refunds. */
export function applyAmountSign(items: ExtractedTransaction[], sign: AmountSign): void {
  if (sign === 'received') return;
  for (const t of items) readAsSpent(t);
}

/** One row read as money spent (applyAmountSign 'spent'). */
export function readAsSpent(t: ExtractedTransaction): void {
  if (t.amountCents > 0 && !CARD_CREDIT_WORDS_RE.test(t.description)) t.amountCents = -t.amountCents;
}

/**
 * A layout's fingerprint: its header names (as looked up) and delimiter. Two exports from the same
 * bank share it, so an answer given for one file is reused for the next. FNV-1a, 32 bits, twice
 * (forward and backward) so unrelated headers practically never collide.
 */
export function layoutFingerprint(headerNames: readonly string[], delimiter: string): string {
  const text = `${delimiter}\u0000${headerNames.join('\u0000')}`;
  let h1 = 0x811c9dc5;
  let h2 = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h1 = Math.imul(h1 ^ text.charCodeAt(i), 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ text.charCodeAt(text.length - 1 - i), 0x01000193) >>> 0;
  }
  return `${h1.toString(16).padStart(8, '0')}${h2.toString(16).padStart(8, '0')}`;
}
