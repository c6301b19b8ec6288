// Byte's question about amounts that carry no sign, built from the file as Byte read it.
import type { AmountSignQuestion } from '../../core/api.ts';
import type { Extraction } from './parse-content.ts';

const PREVIEW_ROWS = 5;

/**
 * `spent`: the file read with its amounts as money spent (the first option), so the preview shows
 * what the user is agreeing to: purchases negative, payments and refunds positive.
 */
export function amountSignQuestion(spent: Extraction, fileName: string): AmountSignQuestion {
  const amount = spent.columns?.find((c) => c.role === 'amount')?.name;
  return {
    type: 'amount-sign',
    message: `The amounts in ${fileName}${amount ? ` ("${amount}" column)` : ''} have no plus or minus sign. Are these amounts money spent (card purchases) or money received?`,
    options: [
      { value: 'spent', label: 'Money spent (card purchases)' },
      { value: 'received', label: 'Money received' },
    ],
    columns: spent.columns ?? [],
    preview: spent.transactions.slice(0, PREVIEW_ROWS).map((t) => ({ date: t.date, description: t.description, amountCents: t.amountCents })),
  };
}
