// Byte's questions about a table it cannot read with confidence (amounts that carry no sign, columns
// found from their contents with a rival reading), built from the file as Byte read it.
import type { AmountSignQuestion, ColumnsQuestion } from '../../core/documents/question.ts';
import { PREVIEW_ROWS } from '../../core/parsers/table/preview.ts';
import type { Extraction } from './parse-content.ts';

/**
 * `spent`: the file read with its amounts as money spent (the first option), so the preview shows
 * what the user is agreeing to: purchases negative, payments and refunds positive (or, for two
 * amount columns Byte could not name, the left one as money out). `mixed`: the amounts are signed but
 * nearly all positive (a card export's purchases with its payments negative, or money received).
 */
export function amountSignQuestion(spent: Extraction, fileName: string, mixed = false): AmountSignQuestion {
  const columns = spent.columns ?? [];
  const out = columns.find((c) => c.role === 'money out')?.name;
  const into = columns.find((c) => c.role === 'money in')?.name;
  const amount = columns.find((c) => c.role === 'amount')?.name;
  const ask = (message: string, options: AmountSignQuestion['options']): AmountSignQuestion => ({
    type: 'amount-sign',
    message,
    options,
    columns,
    preview: spent.transactions.slice(0, PREVIEW_ROWS).map((t) => ({ date: t.date, description: t.description, amountCents: t.amountCents })),
    ...(spent.sample ? { sample: spent.sample } : {}),
    ...(spent.pdfSample ? { pdfSample: spent.pdfSample } : {}),
  });
  const column = amount ? ` ("${amount}" column)` : '';
  // two amount columns recognized from their contents: "spent" means the left one is money spent
  if (out && into && !amount) {
    return ask(
      `${fileName} has two amount columns, "${out}" and "${into}", never filled on the same row, and nothing in it says which is money out. Are the amounts in "${out}" money spent or money received?`,
      [
        { value: 'spent', label: `"${out}" is money spent, "${into}" money received` },
        { value: 'received', label: `"${out}" is money received, "${into}" money spent` },
      ],
    );
  }
  if (mixed) {
    return ask(
      `Most amounts in ${fileName}${column} are positive and a few are negative. Are the positive ones money spent (a card export listing purchases as positive, its payments negative) or money received?`,
      [
        { value: 'spent', label: 'Money spent (card purchases; the negative ones are payments)' },
        { value: 'received', label: 'Money received (read as printed)' },
      ],
    );
  }
  return ask(`The amounts in ${fileName}${column} have no plus or minus sign. Are these amounts money spent (card purchases) or money received?`, [
    { value: 'spent', label: 'Money spent (card purchases)' },
    { value: 'received', label: 'Money received' },
  ]);
}

/** Columns recognized from their contents with a rival reading: the user checks them (and may reassign one). */
export function columnsQuestion(read: Extraction, fileName: string): ColumnsQuestion {
  return {
    type: 'columns',
    message: read.columnsDoubt
      ? `Byte is not sure it read the columns of the table in ${fileName} right: ${read.columnsDoubt}. Are these the right columns?`
      : `Byte worked out the columns of ${fileName} from what they hold, and another reading was possible. Are these the right columns?`,
    options: [{ value: 'ok', label: 'Read it like this' }],
    columns: read.columns ?? [],
    preview: read.transactions.slice(0, PREVIEW_ROWS).map((t) => ({ date: t.date, description: t.description, amountCents: t.amountCents })),
    ...(read.sample ? { sample: read.sample } : {}),
    ...(read.pdfSample ? { pdfSample: read.pdfSample } : {}),
  };
}
