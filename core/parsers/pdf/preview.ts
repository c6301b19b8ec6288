// The first rows of a PDF statement as Byte would read them with the columns the user set in its
// question: the import's own PDF reader, on the top of the page and the few table rows the question
// carries (columns.ts), with what the whole statement settled (period, card, markers, sign).
import { PDF_USABLE_ROLES_MESSAGE, pdfRolesFromAnswer, type PdfSample } from './columns.ts';
import { parsePdfStatement } from './statement.ts';
import { PREVIEW_ROWS, type PreviewRow } from '../table/preview.ts';
import type { AmountSign } from '../sign.ts';

/**
 * `roles`: one per column, as the question's select offers them; `amountSign`: how unsigned amounts
 * are read (the amount-sign question previews "spent"; else as the statement settled them).
 */
export function previewPdfWithRoles(sample: PdfSample, roles: readonly string[], amountSign?: AmountSign): { rows: PreviewRow[]; problem: string | null } {
  if (pdfRolesFromAnswer(roles, roles.length) === null) return { rows: [], problem: PDF_USABLE_ROLES_MESSAGE };
  const sign = amountSign ?? sample.amountSign;
  const r = parsePdfStatement(sample.pages, {
    columnRoles: roles,
    dateOrder: sample.dateOrder === 'DMY' ? 'DMY' : 'MDY',
    context: sample.context,
    ...(sign ? { amountSign: sign } : {}),
  });
  if (r.items.length === 0) return { rows: [], problem: r.errors[0] ?? 'With the columns set like this, Byte finds no rows it can read.' };
  return { rows: r.items.slice(0, PREVIEW_ROWS).map((t) => ({ date: t.date, description: t.description, amountCents: t.amountCents })), problem: null };
}
