// PaddleOCR as an engine of the OCR pool, alone or with Tesseract reading the receipt's header.
// Paddle reads the whole page (digits, amounts, dates, the layout); Tesseract reads only the top
// block, down to the first line that is no longer the shop's letterhead, because it keeps the
// spaces between words that Paddle runs together: the merchant's name comes from there.
import type { OcrLine, OcrResult } from '../../core/parsers/receipt/parse.ts';
import { startPaddleEngine } from './paddle-engine.ts';
import type { GrayImage } from './preprocess.ts';

/** What the pool asks of an engine (pool.ts's SlotEngine). */
export interface SlotEngineLike {
  recognize(img: GrayImage, report: (fraction: number) => void): Promise<OcrResult>;
  terminate(): Promise<void>;
}

/** A line that ends the letterhead: a date, an amount, or the start of the sale itself. */
const BODY_RE = /\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d+[.,]\d{2}(?!\d)|\b(INVOICE|RECEIPT|CASHIER|TABLE|DATE|QTY|BILL|ORDER|DESCRIPTION|ITEM)\b/i;

/**
 * How far down the header reaches (px): to the first body line after at least two letterhead
 * lines, at most the eighth line and at most 40 % of the page.
 */
export function headerBottom(lines: readonly OcrLine[], height: number): number {
  const sorted = [...lines].sort((a, b) => a.bbox.y0 - b.bbox.y0);
  // lines on one printed row count once
  const rows: { y0: number; y1: number; text: string }[] = [];
  for (const l of sorted) {
    const last = rows[rows.length - 1];
    const mid = (l.bbox.y0 + l.bbox.y1) / 2;
    if (last && mid < last.y1 && mid > last.y0) {
      last.y1 = Math.max(last.y1, l.bbox.y1);
      last.text += ` ${l.text}`;
    } else rows.push({ y0: l.bbox.y0, y1: l.bbox.y1, text: l.text });
  }
  let end = Math.min(rows.length, 8);
  for (let i = 2; i < end; i++) {
    if (BODY_RE.test(rows[i]!.text)) {
      end = i;
      break;
    }
  }
  // (half a line of margin: Tesseract drops a line cut too close under it)
  const last = rows[end - 1];
  const bottom = last ? last.y1 + (last.y1 - last.y0) / 2 : height * 0.25;
  return Math.round(Math.min(height, Math.max(bottom, 16), height * 0.4));
}

function cropTop(img: GrayImage, bottom: number): GrayImage {
  const h = Math.max(1, Math.min(img.height, bottom));
  return { gray: img.gray.subarray(0, img.width * h), width: img.width, height: h, steps: [...img.steps, `header 0..${h}`] };
}

function resultOf(lines: OcrLine[], img: GrayImage, header?: OcrLine[]): OcrResult {
  const chars = lines.reduce((n, l) => n + l.text.length, 0) || 1;
  return {
    text: lines.map((l) => l.text).join('\n'),
    confidence: lines.reduce((s, l) => s + l.confidence * l.text.length, 0) / chars,
    lines,
    ...(header ? { header } : {}),
    width: img.width,
    height: img.height,
  };
}

/** A pool engine: Paddle, and when `tesseract` is given, Tesseract on the header. */
export async function startPaddleSlot(tesseract: (() => Promise<SlotEngineLike>) | null): Promise<SlotEngineLike> {
  const paddle = await startPaddleEngine();
  let tess: SlotEngineLike | null = null;
  try {
    tess = tesseract ? await tesseract() : null;
  } catch (err) {
    await paddle.terminate().catch(() => {
      /* best-effort cleanup: Tesseract's start error is the one thrown */
    });
    throw err;
  }
  return {
    async recognize(img, report) {
      const share = tess ? 0.85 : 1;
      const lines = await paddle.recognize(img, (f) => report(f * share));
      if (!tess) return resultOf(lines, img);
      const header = await tess.recognize(cropTop(img, headerBottom(lines, img.height)), (f) => report(share + f * (1 - share)));
      return resultOf(lines, img, header.lines);
    },
    async terminate() {
      await Promise.allSettled([paddle.terminate(), tess?.terminate()]);
    },
  };
}
