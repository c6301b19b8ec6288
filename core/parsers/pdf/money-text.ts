// Whether a piece of text is a printed money value (the header, dates and rows all ask).
import { parseAmountToCents } from '../../money.ts';

const MONEY_RE = new RegExp(
  '^[(+\\-\\u2212]?\\s*(?:[A-Z]{3}\\s*)?[$€£¥₹]?\\s*[-\\u2212]?\\s*' +
    "(?:\\d{1,3}(?:[,.'\\u00a0 ]\\d{3})+|\\d+)[.,]\\d{2}" +
    '\\s*\\)?\\s*(?:[$€£¥₹]|[A-Z]{3})?(?:\\s*(?:CR|DR|Cr|Dr|cr|dr)\\.?|-)?$',
);

/** "$1,234.56", "-12.00", "(5.00)", "12.34 CR", "1.234,56": a printed money value with cents. */
export function isMoney(text: string): boolean {
  const t = text.trim();
  return t.length <= 30 && MONEY_RE.test(t) && parseAmountToCents(t) !== null;
}
