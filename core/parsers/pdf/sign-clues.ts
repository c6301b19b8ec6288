// Sign clues on the page: CR/DR marks, printed signs, a card's summary box, section titles.
import { parseAmountToCents } from '../../money.ts';
import { normalize } from './header.ts';

export type Marker = 'CR' | 'DR' | null;

export function marker(text: string): Marker {
  const t = text.trim();
  if (/(?:^|[\s\d.)])cr\.?$/i.test(t) || /^cr\b/i.test(t)) return 'CR';
  if (/(?:^|[\s\d.)])dr\.?$/i.test(t) || /^dr\b/i.test(t)) return 'DR';
  return null;
}

/** Printed with a sign of its own: "-12.00", "(12.00)", "12.00-", "+12.00". */
export function explicitlySigned(text: string): boolean {
  const t = text.trim();
  return /^[-\u2212(+]|[-\u2212)]$|^[A-Za-z$€£¥₹\s]*[-\u2212+]/.test(t.replace(/\s*(?:cr|dr)\.?$/i, ''));
}

export function magnitude(text: string): number | null {
  const v = parseAmountToCents(text.replace(/\s*(?:cr|dr)\.?$/i, '').trim());
  return v === null ? null : Math.abs(v);
}

/** Words in a credit card statement's summary box, in groups; a card statement has the first and one more. */
const CARD_GROUPS: RegExp[] = [
  /\bminimum (?:payment|amount|due)|\bmin\.? (?:payment|due)\b/,
  /\bpayment due date\b|\bdue date\b/,
  /\bcredit (?:limit|line)\b|\bavailable credit\b/,
  /\bannual percentage rate\b|\bcash advances?\b/,
];

export function isCardStatement(text: string): boolean {
  const hits = CARD_GROUPS.map((re) => re.test(text));
  return hits[0]! && hits.slice(1).some(Boolean);
}

/** +1 for a section of credits ("Deposits and additions"), -1 for debits ("Checks paid"), 0 when unclear. */
export function sectionSign(title: string, card: boolean): number {
  const t = normalize(title);
  if (t === '') return 0;
  let credit = /\b(deposits?|credits?|additions?|refunds?|incoming|received|money in|paid in|interest paid|interest earned)\b/.test(t);
  let debit = /\b(withdrawals?|debits?|purchases?|charges?|checks?|cheques?|fees?|paid out|money out|outgoing|spending|payments?)\b/.test(t);
  if (/\bpayments?\b/.test(t)) {
    if (card) {
      credit = true;
      debit = /\b(withdrawals?|debits?|purchases?|charges?|fees?)\b/.test(t);
    }
  }
  if (credit && !debit) return 1;
  if (debit && !credit) return -1;
  return 0;
}
