// The account a PDF statement is for, read from its header: the product name ("Everyday Checking",
// "PRIME CARD") and the account number's last four digits, and the bank's name on the first line.
export interface StatementHeader {
  /** "Everyday Checking …4821", "…4821", "PRIME CARD"; null when the header names nothing */
  account: string | null;
  institution: string | null;
}

const NUMBER = /\b(?:account|acct|card)\s*(?:number|no\.?|#)?\s*:?\s*((?:[x*•.\d-]\s?){4,})/i;
const PRODUCT = /\b(checking|savings?|current account|credit card|card|visa|mastercard|money market|loan)\b/i;
const INSTITUTION = /\b(bank|credit union|card|financial|building society|savings)\b/i;

/** Reads the first lines of a statement (the header lies within them; cells of a line are 2+ spaces apart). */
export function statementHeader(lines: readonly string[]): StatementHeader {
  const top = lines
    .slice(0, 15)
    .flatMap((l) => l.split(/\s{2,}/))
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  let digits: string | null = null;
  for (const l of top) {
    const m = NUMBER.exec(l);
    const d = m?.[1]!.replace(/\D/g, '') ?? '';
    if (d.length >= 4) {
      digits = d.slice(-4);
      break;
    }
  }
  // a short line naming the product, without figures or dates (not "Credit Limit 5,000.00")
  const product = top.find((l) => l.length <= 40 && PRODUCT.test(l) && !/\d/.test(l) && !/:/.test(l)) ?? null;
  const first = top[0] ?? null;
  const institution = first && first.length <= 60 && INSTITUTION.test(first) && !/\d/.test(first) ? first : null;
  const account = product && digits ? `${product} …${digits}` : (product ?? (digits ? `…${digits}` : null));
  return { account, institution };
}
