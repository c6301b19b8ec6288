// Which currency a document is in, read from the text Byte got at (core/currency.ts decides).
import { detectCurrency, type CurrencyEvidence } from '../../core/currency.ts';
import type { DocumentContent } from './read-document.ts';

/** Enough text to count signs in: a statement states its currency early and often. */
const MAX_SCAN_BYTES = 2 * 1024 * 1024;

export function contentText(content: DocumentContent): string {
  switch (content.type) {
    case 'tabular':
      // spreadsheets are zipped or binary: their cells are not text here, and say nothing
      if (content.kind === 'xlsx' || content.kind === 'xls') return '';
      return new TextDecoder('utf-8').decode(content.bytes.subarray(0, MAX_SCAN_BYTES));
    case 'pdf-text':
      return content.pages.map((p) => p.items.map((i) => i.str).join(' ')).join('\n');
    case 'ocr':
      return content.pages.map((p) => p.text).join('\n');
    default:
      return '';
  }
}

export function currencyOfContent(content: DocumentContent, extraText = ''): CurrencyEvidence | null {
  return detectCurrency(`${contentText(content)}\n${extraText}`);
}
