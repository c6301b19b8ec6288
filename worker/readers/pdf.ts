// PDF bytes → positioned text (for the statement parser) or page images (for OCR of scans).
// The I/O edge around pdfjs-dist (the engine inside pdf-parse): everything PDF-specific that needs
// node lives here; the pure rebuilding of rows from positioned text is core/parsers/pdf/statement.ts.
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, Util, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PdfPage, PdfTextItem } from '../../core/parsers/pdf/statement.ts';

export type { PdfPage, PdfTextItem } from '../../core/parsers/pdf/statement.ts';

/** Statements longer than this are refused rather than read for minutes. */
export const MAX_PDF_PAGES = 200;

export const PASSWORD_ERROR = 'This PDF is password-protected. Remove the password (print it to a new PDF) and upload it again.';

export function damagedError(detail: string): string {
  return `This PDF is damaged or not a PDF (${detail}).`;
}

export type ReadPdfResult = { ok: true; pages: PdfPage[] } | { ok: false; error: string };

/** Letter paper is 792 pt tall: this scale renders it about 2000 px tall (≈182 dpi), good for OCR. */
const DEFAULT_RENDER_SCALE = 2000 / 792;
/** Largest side of a rendered page, whatever the page size (a poster-sized page must not eat the heap). */
const MAX_RENDER_SIDE = 6000;
const DEFAULT_RENDER_PAGES = 20;

/** Where pdfjs finds its CMaps (CJK text), standard font data and decoders (JPEG 2000, JBIG2). */
const PDFJS_DIR = (() => {
  try {
    return path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  } catch {
    return null; // pdfjs-dist is not where Node resolves it: pdf.js then works without the extra data
  }
})();

function documentOptions(bytes: Uint8Array) {
  return {
    // A plain Uint8Array copy: pdfjs refuses a node Buffer and may transfer (detach) what it is
    // given, and the caller keeps its own bytes.
    data: new Uint8Array(bytes),
    verbosity: 0,
    isEvalSupported: false,
    useSystemFonts: false,
    stopAtErrors: false,
    ...(PDFJS_DIR === null
      ? {}
      : {
          cMapUrl: `${PDFJS_DIR}/cmaps/`,
          cMapPacked: true,
          standardFontDataUrl: `${PDFJS_DIR}/standard_fonts/`,
          wasmUrl: `${PDFJS_DIR}/wasm/`,
        }),
  };
}

class PdfReadError extends Error {}

/** Checks the bytes before pdfjs sees them: pdfjs repairs a cut-off file silently and reads part of it. */
function checkEnvelope(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return damagedError('the file is empty');
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, Math.min(bytes.length, 1024)));
  if (!head.includes('%PDF-')) return damagedError('no PDF header');
  const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 16384)));
  if (!tail.includes('%%EOF')) return damagedError('the file ends early, it may have been cut off during download');
  return null;
}

function describeError(err: unknown): string {
  const e = err as { name?: unknown; message?: unknown } | null;
  const name = typeof e?.name === 'string' ? e.name : '';
  const message = typeof e?.message === 'string' ? e.message : String(err);
  if (name === 'PasswordException') return PASSWORD_ERROR;
  if (err instanceof PdfReadError) return err.message;
  return damagedError(message.trim().replace(/\.$/, '') || name || 'unreadable');
}

async function openDocument(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const envelope = checkEnvelope(bytes);
  if (envelope !== null) throw new PdfReadError(envelope);
  // With no onPassword callback set, an encrypted file rejects at once with a PasswordException.
  const task = getDocument(documentOptions(bytes));
  try {
    return await task.promise;
  } catch (err) {
    await task.destroy().catch(() => {
      /* best-effort cleanup: the load's own error is the one thrown */
    });
    throw err;
  }
}

/** Text items of one page in page units, y measured from the top edge of the page. */
async function pageText(page: PDFPageProxy, number: number): Promise<PdfPage> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent({ disableNormalization: false });
  const items: PdfTextItem[] = [];
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const str = item.str.replace(/\u0000/g, '');
    if (str.trim() === '') continue;
    const m = Util.transform(viewport.transform, item.transform) as number[];
    const a = m[0]!;
    const b = m[1]!;
    const c = m[2]!;
    const d = m[3]!;
    // Only text running left to right across the page: sideways margin codes and watermarks
    // are not part of any table.
    if (!(a > 0) || Math.abs(b) > Math.abs(a) * 0.05) continue;
    const fontHeight = Math.hypot(c, d) || item.height || 1;
    const baseline = m[5]!;
    const width = item.width * (Math.hypot(viewport.transform[0]!, viewport.transform[1]!) || 1);
    items.push({ str, x: round(m[4]!), y: round(baseline - fontHeight), width: round(width), height: round(fontHeight) });
  }
  return { number, width: round(viewport.width), height: round(viewport.height), items };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/**
 * Reads the text of every page with its position. Never throws for bad input: a password, a
 * damaged file or too many pages come back as `{ ok: false, error }` with a message for the user.
 */
export async function readPdfText(bytes: Uint8Array): Promise<ReadPdfResult> {
  let doc: PDFDocumentProxy | null = null;
  try {
    doc = await openDocument(bytes);
    if (doc.numPages > MAX_PDF_PAGES) {
      return {
        ok: false,
        error: `This PDF has ${doc.numPages} pages; statements of more than ${MAX_PDF_PAGES} pages are not read. Split it and upload the parts.`,
      };
    }
    const pages: PdfPage[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      pages.push(await pageText(page, n));
      page.cleanup();
    }
    return { ok: true, pages };
  } catch (err) {
    return { ok: false, error: describeError(err) };
  } finally {
    if (doc)
      await doc.destroy().catch(() => {
        /* best-effort cleanup: the result (or its error) is already decided */
      });
  }
}

/**
 * The text of chosen pages of a PDF of any length, with its page count: a report's first and last
 * page of thousands, without reading the rest. `which` gets the page count and names the pages.
 */
export async function readPdfPages(
  bytes: Uint8Array,
  which: (numPages: number) => number[],
): Promise<{ ok: true; numPages: number; pages: PdfPage[] } | { ok: false; error: string }> {
  let doc: PDFDocumentProxy | null = null;
  try {
    doc = await openDocument(bytes);
    const pages: PdfPage[] = [];
    for (const n of which(doc.numPages).filter((p) => p >= 1 && p <= doc!.numPages)) {
      const page = await doc.getPage(n);
      pages.push(await pageText(page, n));
      page.cleanup();
    }
    return { ok: true, numPages: doc.numPages, pages };
  } catch (err) {
    return { ok: false, error: describeError(err) };
  } finally {
    if (doc)
      await doc.destroy().catch(() => {
        /* best-effort cleanup: the result (or its error) is already decided */
      });
  }
}

/** Non-blank characters a page needs before its text is trusted over OCR. */
const MIN_CHARS_PER_PAGE = 25;

/**
 * True when the PDF carries real text: at least half of its pages have more than a stray page
 * number on them. A scanned statement has none and needs OCR of the rendered pages instead.
 */
export function hasTextLayer(pages: PdfPage[]): boolean {
  if (pages.length === 0) return false;
  let textPages = 0;
  for (const page of pages) {
    let chars = 0;
    for (const item of page.items) {
      chars += item.str.replace(/\s+/g, '').length;
      if (chars >= MIN_CHARS_PER_PAGE) break;
    }
    if (chars >= MIN_CHARS_PER_PAGE) textPages++;
  }
  return textPages * 2 >= pages.length;
}

interface CanvasAndContext {
  canvas: { toBuffer(mime: 'image/png'): Uint8Array; width: number; height: number };
  context: unknown;
}
interface CanvasFactory {
  create(width: number, height: number): CanvasAndContext;
  destroy(canvasAndContext: CanvasAndContext): void;
}

/**
 * Renders pages to PNG (pdfjs drawing onto @napi-rs/canvas), for OCR of scanned statements.
 * By default a Letter page comes out about 2000 px tall and at most 20 pages are rendered.
 * Throws an Error with the same user-facing messages as readPdfText for bad input.
 */
export async function renderPdfPages(bytes: Uint8Array, opts: { scale?: number; maxPages?: number } = {}): Promise<Uint8Array[]> {
  const scale = opts.scale !== undefined && opts.scale > 0 ? opts.scale : DEFAULT_RENDER_SCALE;
  const maxPages = opts.maxPages !== undefined && opts.maxPages > 0 ? Math.floor(opts.maxPages) : DEFAULT_RENDER_PAGES;
  let doc: PDFDocumentProxy | null = null;
  try {
    doc = await openDocument(bytes);
    const factory = doc.canvasFactory as CanvasFactory;
    const images: Uint8Array[] = [];
    const count = Math.min(doc.numPages, maxPages);
    for (let n = 1; n <= count; n++) {
      const page = await doc.getPage(n);
      const base = page.getViewport({ scale: 1 });
      const pageScale = Math.min(scale, MAX_RENDER_SIDE / Math.max(base.width, base.height, 1));
      const viewport = page.getViewport({ scale: pageScale });
      const width = Math.max(1, Math.ceil(viewport.width));
      const height = Math.max(1, Math.ceil(viewport.height));
      const target = factory.create(width, height);
      try {
        const ctx = target.context as { fillStyle: string; fillRect(x: number, y: number, w: number, h: number): void };
        ctx.fillStyle = '#ffffff'; // OCR wants black on white, not on transparent
        ctx.fillRect(0, 0, width, height);
        await page.render({
          canvas: target.canvas as unknown as HTMLCanvasElement,
          canvasContext: target.context as CanvasRenderingContext2D,
          viewport,
        }).promise;
        images.push(new Uint8Array(target.canvas.toBuffer('image/png')));
      } finally {
        factory.destroy(target);
        page.cleanup();
      }
    }
    return images;
  } catch (err) {
    throw new Error(describeError(err));
  } finally {
    if (doc)
      await doc.destroy().catch(() => {
        /* best-effort cleanup: the result (or its error) is already decided */
      });
  }
}
