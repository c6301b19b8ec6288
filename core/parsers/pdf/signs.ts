// The sign of a PDF statement's amounts when its one Amount column prints none and nothing on the
// page (a section title, CR/DR marks, a card's summary box, a running balance) has decided it:
// the opening and closing balances, the user's answer for this layout, the evidence sign.ts reads
// (a card issuer's words, the file's name), or else a question. Never a silent guess.
import { normalizeHeader } from '../table/header-vocab.ts';
import { applyAmountSign, layoutFingerprint, unsignedAmountEvidence, type AmountSign } from '../sign.ts';
import type { StatementResult } from '../types.ts';

export interface PdfSignOptions {
  /** the user's answer for this layout: unsigned amounts are money spent or received */
  amountSign?: AmountSign;
  /** the upload's name ("card" in it is evidence) */
  fileName?: string;
}

/** A PDF table column as statement.ts reads its header. */
interface PdfColumn {
  role: string;
  label: string;
}

const ROLE_NAMES: Record<string, string> = {
  date: 'date',
  description: 'description',
  amount: 'amount',
  debit: 'money out',
  credit: 'money in',
  balance: 'balance',
};

/** The first table's header as a layout (its labels, "pdf" for the delimiter) and its columns with Byte's roles. */
export function pdfTableLayout(
  sections: readonly (readonly PdfColumn[])[],
): { layout: string; columns: { name: string; role: string }[]; amountColumn: string | null } | null {
  const cols = sections[0];
  if (!cols || cols.length === 0) return null;
  return {
    layout: layoutFingerprint(
      cols.map((c) => normalizeHeader(c.label)),
      'pdf',
    ),
    columns: cols.map((c) => ({ name: c.label, role: ROLE_NAMES[c.role] ?? '' })),
    amountColumn: cols.find((c) => c.role === 'amount')?.label ?? null,
  };
}

/**
 * `guessed[i]`: the sign of item i was read as printed with nothing to go on. Settles them, or sets
 * amountSignAmbiguous (read as printed, with a warning) so Byte asks. Returns how they were read
 * (null: there were none, or nothing settled them).
 */
export function settleUnsignedAmounts(r: StatementResult, guessed: readonly boolean[], opts: PdfSignOptions, amountColumn: string | null): AmountSign | null {
  const unsure = r.items.filter((_t, i) => guessed[i]);
  if (unsure.length === 0) return null;
  const column = amountColumn ? `the "${amountColumn}" column` : 'this PDF';
  // the statement's own balances: opening + the rows = closing one way round and not the other
  const { openingBalanceCents: open, closingBalanceCents: close } = r;
  if (open !== null && close !== null) {
    const sum = r.items.reduce((a, t) => a + t.amountCents, 0);
    const unsureSum = unsure.reduce((a, t) => a + t.amountCents, 0);
    const asPrinted = open + sum === close;
    const turned = open + sum - 2 * unsureSum === close;
    if (asPrinted !== turned) {
      if (turned) for (const t of unsure) t.amountCents = -t.amountCents;
      return turned ? 'spent' : 'received';
    }
  }
  if (opts.amountSign) {
    applyAmountSign(unsure, opts.amountSign);
    return opts.amountSign;
  }
  const evidence = unsignedAmountEvidence(unsure, opts.fileName);
  if (evidence.sign) {
    applyAmountSign(unsure, evidence.sign);
    r.warnings.push(`The amounts in ${column} carry no sign; ${evidence.because}, so they were read as money ${evidence.sign}.`);
    return evidence.sign;
  }
  r.amountSignAmbiguous = true;
  r.warnings.push(
    `The amounts in ${column} carry no sign and nothing in this PDF says whether they are money spent or received; they were read as money received.`,
  );
  return null;
}
