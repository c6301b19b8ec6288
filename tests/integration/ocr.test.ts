// The real OCR pool on real receipt photos, on an image with no text, and on bytes that are not an
// image — with each engine: the native one (libtesseract through native/ocr, built by
// scripts/build-native-ocr.mjs when libtesseract-dev is installed) and tesseract.js (WebAssembly),
// the fallback. When CI is set the native engine must be there: its suite then fails instead of
// the run silently testing the fallback only.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NO_TEXT_ERROR, parseReceiptText } from '../../core/parsers/receipt/parse.ts';
import { loadNativeOcr, nativeOcrUnavailableReason, type NativeOcrAddon } from '../../worker/ocr/native-engine.ts';
import { OcrPool, closeSharedOcrPool, getSharedOcrPool, modelCache, ocrLog, type OcrEngineName } from '../../worker/ocr/pool.ts';
import { preprocessForOcr, preprocessToGray } from '../../worker/ocr/preprocess.ts';

const image = (name: string): Uint8Array => readFileSync(new URL(`../fixtures/receipts/${name}`, import.meta.url));

/** A receipt-sized PNG with no text: paper grey, sensor noise and a few specks. */
async function blankPng(): Promise<Uint8Array> {
  const w = 900;
  const h = 1400;
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  const data = ctx.createImageData(w, h);
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let i = 0; i < w * h; i++) {
    const v = 225 + Math.round((rand() - 0.5) * 40);
    data.data[i * 4] = v;
    data.data[i * 4 + 1] = v;
    data.data[i * 4 + 2] = v - 6;
    data.data[i * 4 + 3] = 255;
  }
  ctx.putImageData(data, 0, 0);
  ctx.fillStyle = '#333';
  for (let i = 0; i < 25; i++) ctx.fillRect(Math.floor(rand() * w), Math.floor(rand() * h), 2, 2);
  return new Uint8Array(await canvas.encode('png'));
}

const requireNative = Boolean(process.env.CI);
const nativeAddon = loadNativeOcr();
// Tesseract alone with each of its engines, and the default: PaddleOCR with Tesseract on the header.
const engines: ('native' | 'wasm' | 'paddle+tesseract')[] =
  nativeAddon || requireNative ? ['native', 'wasm', 'paddle+tesseract'] : ['wasm', 'paddle+tesseract'];
const engineName = (e: (typeof engines)[number]): OcrEngineName => (e === 'paddle+tesseract' ? (nativeAddon ? 'paddle+native' : 'paddle+wasm') : e);

// SROIE receipts (tests/fixtures/receipts/README.md) with their ground truth.
const receipts: { file: string; merchant: string | null; date: string; total: number; totalMisreadBy?: OcrEngineName }[] = [
  // libtesseract 5.3 reads "Total After adj Incl GST 1.75" as "... Inct GST ...", and the parser
  // then takes "Total Sales Incl GST <1,78" (tesseract.js's 5.1 reads "Incl"); merchant and date
  // are read by both.
  { file: 'ocr-aeon.jpg', merchant: 'AEON CO. (M) BHD', date: '2018-04-18', total: 175, totalMisreadBy: 'native' },
  { file: 'ocr-pasaraya-cinwa.jpg', merchant: 'PASARAYA CINWA SDN BHD', date: '2018-06-15', total: 1420 },
  { file: 'ocr-t-plus.jpg', merchant: null, date: '2018-05-11', total: 945 },
];

/** Rising, starting from this job's own beginning (not another job's figure), ending at 1. */
function expectOwnProgress(progress: number[]): void {
  expect(progress.length).toBeGreaterThan(3);
  expect(progress[0]).toBeLessThan(0.5);
  for (let i = 1; i < progress.length; i++) expect(progress[i]).toBeGreaterThan(progress[i - 1]!);
  expect(progress.some((p) => p > 0 && p < 1)).toBe(true);
  expect(progress.at(-1)).toBe(1);
}

describe('the native engine is there in CI', () => {
  it.runIf(requireNative)('loads the native OCR addon (CI is set: no silent fallback to tesseract.js)', () => {
    expect(nativeOcrUnavailableReason()).toBeNull();
  });
});

describe.each(engines)('OCR pool with the %s engine', (engine) => {
  let pool: OcrPool;
  beforeAll(async () => {
    pool = await OcrPool.create(2, { engine });
  }, 120_000);
  afterAll(async () => {
    await pool?.close();
  });

  it('runs the engine it was asked for', () => {
    expect(pool.engine).toBe(engineName(engine));
    expect(pool.size).toBe(2);
  });

  it.each(receipts)(
    'reads $file with rising progress that ends at 1',
    async ({ file, merchant, date, total, totalMisreadBy }) => {
      const progress: number[] = [];
      const ocr = await pool.recognize(image(file), (f) => progress.push(f));
      expect(ocr.lines.length).toBeGreaterThan(10);
      expect(ocr.width).toBeGreaterThan(0);
      expect(ocr.confidence).toBeGreaterThan(0.5);
      for (const line of ocr.lines) {
        expect(line.text.trim()).not.toBe('');
        expect(line.confidence).toBeGreaterThanOrEqual(0);
        expect(line.confidence).toBeLessThanOrEqual(1);
        expect(line.bbox.x1).toBeGreaterThan(line.bbox.x0);
        expect(line.bbox.y1).toBeGreaterThan(line.bbox.y0);
      }
      // tesseract's own recognition figures, never going back, finishing at 1
      expectOwnProgress(progress);

      const receipt = parseReceiptText(ocr);
      expect(receipt.errors).toEqual([]);
      expect(receipt.date.value).toBe(date);
      if (merchant) expect(receipt.merchant.value).toBe(merchant);
      if (totalMisreadBy !== engine) {
        expect(receipt.total.value).toBe(total);
        expect(receipt.total.confidence).toBeGreaterThan(0.5);
      }
    },
    60_000,
  );

  it('reads several receipts at once, each with its own progress', async () => {
    // three jobs, two engines: the third waits, and hears nothing until an engine is free
    const progress = receipts.map(() => [] as number[]);
    const firstProgressAt: number[] = [];
    const doneAt: number[] = [];
    const results = await Promise.all(
      receipts.map((r, i) =>
        pool
          .recognize(image(r.file), (p) => {
            firstProgressAt[i] ??= performance.now();
            progress[i]!.push(p);
          })
          .then((ocr) => {
            doneAt[i] = performance.now();
            return ocr;
          }),
      ),
    );
    results.forEach((ocr, i) => {
      const r = receipts[i]!;
      const read = parseReceiptText(ocr);
      expect(read.date.value).toBe(r.date);
      if (r.totalMisreadBy !== engine) expect(read.total.value).toBe(r.total);
      expectOwnProgress(progress[i]!);
    });
    expect(firstProgressAt[2]).toBeGreaterThanOrEqual(Math.min(doneAt[0]!, doneAt[1]!));
  }, 90_000);

  it('accepts what preprocessForOcr made without doing the work twice', async () => {
    const prepared = await preprocessForOcr(image('ocr-pasaraya-cinwa.jpg'));
    expect(prepared.steps[0]).toMatch(/^decoded \d+×\d+$/);
    expect(prepared.steps).toContain('grayscale');
    expect([...prepared.png.slice(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    const ocr = await pool.recognize(prepared.png);
    expect(ocr.width).toBe(prepared.width);
    expect(ocr.height).toBe(prepared.height);
    expect(parseReceiptText(ocr).total.value).toBe(1420);
  }, 60_000);

  it('finds no readable text in a blank, noisy photo and says so clearly', async () => {
    const progress: number[] = [];
    const ocr = await pool.recognize(await blankPng(), (f) => progress.push(f));
    const receipt = parseReceiptText(ocr);
    expect(receipt.errors).toEqual([NO_TEXT_ERROR]);
    expect(receipt.errors[0]).toBe('No readable text found in this image. Upload a sharper photo of the receipt, flat and well lit.');
    expect(progress.at(-1)).toBe(1);
  }, 60_000);

  it('rejects bytes that are not an image with a message naming the problem', async () => {
    await expect(pool.recognize(new TextEncoder().encode('this is not a picture'))).rejects.toThrow(/could not be decoded/);
    await expect(preprocessForOcr(new Uint8Array(0))).rejects.toThrow(/empty/);
    // the pool keeps working after a bad job
    const ocr = await pool.recognize(image('ocr-t-plus.jpg'));
    expect(parseReceiptText(ocr).total.value).toBe(945);
  }, 60_000);

  it('keeps reading after its engine fails: the slot gets a fresh engine', async () => {
    const solo = await OcrPool.create(1, { engine });
    try {
      // The engine dies under the pool (white box: the pool has no public way to break it).
      const slot = (solo as unknown as { slots: { engine: { terminate(): Promise<void> } }[] }).slots[0]!;
      await slot.engine.terminate();
      await expect(solo.recognize(image('ocr-t-plus.jpg'))).rejects.toThrow(/^OCR failed: .*terminated/);
      const ocr = await solo.recognize(image('ocr-t-plus.jpg'));
      expect(parseReceiptText(ocr).total.value).toBe(945);
    } finally {
      await solo.close();
    }
  }, 90_000);

  it.each([
    ['while the first image is being read', true],
    ['before any image was prepared', false],
  ])(
    'rejects the running and the queued jobs when closed %s, and every job after',
    async (_when, waitForReading) => {
      const solo = await OcrPool.create(1, { engine });
      let reading!: () => void;
      const started = new Promise<void>((resolve) => (reading = resolve));
      const jobs = receipts.map((r, i) => solo.recognize(image(r.file), i === 0 ? () => reading() : undefined));
      const settled = Promise.allSettled(jobs);
      if (waitForReading) await started;
      const t0 = performance.now();
      await solo.close();
      expect(performance.now() - t0).toBeLessThan(5000); // a recognition under way is stopped, not waited for
      for (const r of await settled) {
        expect(r.status).toBe('rejected');
        expect((r as PromiseRejectedResult).reason.message).toBe('The OCR pool was closed before this image was read.');
      }
      await expect(solo.recognize(image('ocr-t-plus.jpg'))).rejects.toThrow(/closed/);
    },
    90_000,
  );
});

describe.runIf(nativeAddon || requireNative)('the native engine itself', () => {
  const addon = nativeAddon as NativeOcrAddon;
  const tessdata = () => modelCache('4.0.0_best_int'); // the pool's unpacked model
  const started: { terminate(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.allSettled(started.splice(0).map((e) => e.terminate()));
  });

  it('keeps tesseract on one core per engine (no OpenMP threads)', () => {
    expect(addon.parallelThreads()).toBe(1);
    expect(addon.version()).toMatch(/^\d+\.\d+/);
  });

  it('turns bad input and a missing model into errors, never a crash', async () => {
    await expect(addon.createEngine({ tessdata: '/nonexistent', lang: 'eng' })).rejects.toThrow(/could not load the 'eng' model/);
    const engine = await addon.createEngine({ tessdata: tessdata(), lang: 'eng', params: { tessedit_pageseg_mode: '4' } });
    started.push(engine);
    await expect(engine.setParameters({ no_such_parameter: '1' })).rejects.toThrow(/Unknown Tesseract parameter: no_such_parameter/);
    expect(() => engine.recognize(new Uint8Array(10), 100, 100)).toThrow(/smaller than width × height/);
    expect(() => engine.recognize('pixels' as unknown as Uint8Array, 1, 1)).toThrow(/Uint8Array/);
    expect(() => engine.recognize(new Uint8Array(4), 0, 4)).toThrow(/whole numbers/);
    // and it still reads
    const g = await preprocessToGray(image('ocr-t-plus.jpg'));
    const page = await engine.recognize(g.gray, g.width, g.height);
    expect(page.text).toMatch(/T PLUS/);
  }, 60_000);

  it('stops a recognition under way when terminated', async () => {
    const engine = await addon.createEngine({ tessdata: tessdata(), lang: 'eng' });
    const g = await preprocessToGray(image('ocr-pasaraya-cinwa.jpg'));
    let percent = 0;
    const reading = engine.recognize(g.gray, g.width, g.height, (p) => (percent = p));
    while (percent === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const outcome = expect(reading).rejects.toThrow(/stopped before this image was read/);
    await engine.terminate();
    await outcome;
    await expect(engine.recognize(g.gray, g.width, g.height)).rejects.toThrow(/terminated/);
  }, 60_000);
});

describe('the shared pool', () => {
  const saved = process.env.OCR_ENGINE;
  afterEach(() => {
    if (saved === undefined) delete process.env.OCR_ENGINE;
    else process.env.OCR_ENGINE = saved;
  });

  it('runs PaddleOCR with the native Tesseract on the header when it is built, tesseract.js otherwise; OCR_ENGINE chooses', async () => {
    delete process.env.OCR_ENGINE;
    const auto = await OcrPool.create(1);
    expect(auto.engine).toBe(nativeAddon ? 'paddle+native' : 'paddle+wasm');
    await auto.close();
    process.env.OCR_ENGINE = 'wasm';
    const wasm = await OcrPool.create(1);
    expect(wasm.engine).toBe('wasm');
    await wasm.close();
    process.env.OCR_ENGINE = 'tesseract';
    await expect(OcrPool.create(1)).rejects.toThrow(/OCR_ENGINE must be one of "auto", "native", "wasm", "paddle", "paddle\+tesseract"/);
  }, 120_000);

  it('reads with Tesseract alone, and says so, when PaddleOCR cannot load', async () => {
    delete process.env.OCR_ENGINE;
    const savedModels = process.env.OCR_PADDLE_MODELS;
    process.env.OCR_PADDLE_MODELS = path.join(os.tmpdir(), 'no-such-paddle-models');
    const warnings: string[] = [];
    // what the operator reads in the log: the error's message, then the line that says what happens instead
    const warn = vi.spyOn(ocrLog, 'warn').mockImplementation(((obj: { err?: Error }, msg?: string) => {
      warnings.push(`${obj.err?.message ?? ''} ${msg ?? ''}`);
    }) as typeof ocrLog.warn);
    try {
      const pool = await OcrPool.create(1);
      expect(pool.engine).toBe(nativeAddon ? 'native' : 'wasm');
      expect(warnings.join('\n')).toMatch(/PaddleOCR engine did not load.*reading receipts with Tesseract alone/s);
      const read = parseReceiptText(await pool.recognize(image('ocr-t-plus.jpg')));
      expect(read.total.value).not.toBeNull();
      await pool.close();
      process.env.OCR_ENGINE = 'paddle+tesseract'; // asked for by name: an error, not a fallback
      await expect(OcrPool.create(1)).rejects.toThrow(/PaddleOCR engine did not load/);
    } finally {
      warn.mockRestore();
      if (savedModels === undefined) delete process.env.OCR_PADDLE_MODELS;
      else process.env.OCR_PADDLE_MODELS = savedModels;
    }
  }, 120_000);

  it('is created once per process and can be closed', async () => {
    const a = await getSharedOcrPool();
    const b = await getSharedOcrPool();
    expect(a).toBe(b);
    await closeSharedOcrPool();
    await expect(a.recognize(image('ocr-aeon.jpg'))).rejects.toThrow(/closed/);
  }, 120_000);
});
