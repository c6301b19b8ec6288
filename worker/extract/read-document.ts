// Byte's first half: get at a file's content — tabular bytes, a PDF's text layer, or OCR text.
import type { FileKind } from '../../core/documents/sniff.ts';
import { pdfInflateProblem } from '../../core/parsers/pdf/guard.ts';
import type { OcrResult } from '../../core/parsers/receipt/parse.ts';
import type { PdfPage } from '../../core/parsers/pdf/statement.ts';
import type { OcrPool } from '../ocr/pool.ts';

export type TabularKind = 'csv' | 'txt' | 'xlsx' | 'xls' | 'ofx' | 'qif';

export type DocumentContent =
  | { type: 'tabular'; kind: TabularKind; bytes: Uint8Array; note: string }
  | { type: 'pdf-text'; pages: PdfPage[]; note: string }
  | { type: 'ocr'; pages: OcrResult[]; note: string }
  | { type: 'unreadable'; error: string };

export interface ReadHooks {
  /** tesseract's own progress over the whole document, 0..1 */
  onOcrProgress?: (fraction: number) => void;
  ocrPool: () => Promise<OcrPool>;
}

const TABULAR = new Set<FileKind>(['csv', 'txt', 'xlsx', 'xls', 'ofx', 'qif']);
/** Scanned PDFs are OCR'd page by page; more pages than this are not a receipt. */
const MAX_OCR_PAGES = 5;

export async function readDocument(bytes: Uint8Array, kind: FileKind, hooks: ReadHooks): Promise<DocumentContent> {
  if (TABULAR.has(kind)) {
    return { type: 'tabular', kind: kind as TabularKind, bytes, note: `${kind.toUpperCase()} files carry their text; no OCR needed.` };
  }
  if (kind === 'pdf') {
    // a decompression bomb is refused before pdf.js would hold its streams in memory
    const bomb = pdfInflateProblem(bytes);
    if (bomb) return { type: 'unreadable', error: bomb };
    // loaded on first use: a CSV-only worker never pays for pdf.js
    const { hasTextLayer, readPdfText, renderPdfPages } = await import('../readers/pdf.ts');
    const pdf = await readPdfText(bytes);
    if (!pdf.ok) return { type: 'unreadable', error: pdf.error };
    if (hasTextLayer(pdf.pages)) {
      return { type: 'pdf-text', pages: pdf.pages, note: `Read the text layer of ${plural(pdf.pages.length, 'page')}; no OCR needed.` };
    }
    const images = await renderPdfPages(bytes, { maxPages: MAX_OCR_PAGES });
    return ocrImages(images, hooks, `scanned PDF (${plural(pdf.pages.length, 'page')})`);
  }
  return ocrImages([bytes], hooks, kind.toUpperCase() + ' image');
}

async function ocrImages(images: Uint8Array[], hooks: ReadHooks, what: string): Promise<DocumentContent> {
  const pool = await hooks.ocrPool();
  const { preprocessForOcr } = await import('../ocr/preprocess.ts');
  const pages: OcrResult[] = [];
  for (let i = 0; i < images.length; i++) {
    let prepared;
    try {
      prepared = await preprocessForOcr(images[i]!);
    } catch (err) {
      return { type: 'unreadable', error: `This image could not be decoded (${(err as Error).message}).` };
    }
    pages.push(await pool.recognize(prepared.png, (f) => hooks.onOcrProgress?.((i + f) / images.length)));
  }
  // OcrResult.confidence is 0..1: shown as a percentage
  const confidence = pages.length ? Math.round((pages.reduce((s, p) => s + p.confidence, 0) / pages.length) * 100) : 0;
  return { type: 'ocr', pages, note: `OCR read the ${what}; tesseract's confidence ${confidence}%.` };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
