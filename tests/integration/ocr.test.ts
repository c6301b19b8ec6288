// The real OCR pool (tesseract.js with the bundled English model) on real receipt photos, on an
// image with no text, and on bytes that are not an image.
import { readFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_TEXT_ERROR, parseReceiptText } from '../../core/parsers/receipt.ts';
import { OcrPool, closeSharedOcrPool, getSharedOcrPool } from '../../worker/ocr/pool.ts';
import { preprocessForOcr } from '../../worker/ocr/preprocess.ts';

const image = (name: string): Uint8Array => readFileSync(new URL(`../fixtures/receipts/${name}`, import.meta.url));

/** A receipt-sized PNG with no text: paper grey, sensor noise and a few specks. */
async function blankPng(): Promise<Uint8Array> {
  const w = 900;
  const h = 1400;
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  const data = ctx.createImageData(w, h);
  let seed = 42;
  const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
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

let pool: OcrPool;
beforeAll(async () => {
  pool = await OcrPool.create(2);
}, 120_000);
afterAll(async () => {
  await pool?.close();
});

describe('OCR pool on real receipts', () => {
  // SROIE receipts (tests/fixtures/receipts/README.md) with their ground truth.
  const receipts = [
    { file: 'ocr-aeon.jpg', merchant: 'AEON CO. (M) BHD', date: '2018-04-18', total: 175 },
    { file: 'ocr-pasaraya-cinwa.jpg', merchant: 'PASARAYA CINWA SDN BHD', date: '2018-06-15', total: 1420 },
    { file: 'ocr-t-plus.jpg', merchant: null, date: '2018-05-11', total: 945 },
  ];

  it.each(receipts)('reads $file with rising progress that ends at 1', async ({ file, merchant, date, total }) => {
    const progress: number[] = [];
    const ocr = await pool.recognize(image(file), (f) => progress.push(f));
    expect(ocr.lines.length).toBeGreaterThan(10);
    expect(ocr.width).toBeGreaterThan(0);
    expect(ocr.confidence).toBeGreaterThan(0.5);
    // tesseract's own "recognizing text" figures, never going back, finishing at 1
    expect(progress.length).toBeGreaterThan(3);
    for (let i = 1; i < progress.length; i++) expect(progress[i]).toBeGreaterThanOrEqual(progress[i - 1]!);
    expect(progress.some((p) => p > 0 && p < 1)).toBe(true);
    expect(progress.at(-1)).toBe(1);

    const receipt = parseReceiptText(ocr);
    expect(receipt.errors).toEqual([]);
    expect(receipt.total.value).toBe(total);
    expect(receipt.date.value).toBe(date);
    if (merchant) expect(receipt.merchant.value).toBe(merchant);
    expect(receipt.total.confidence).toBeGreaterThan(0.5);
  }, 60_000);

  it('reads several receipts at once, each with its own progress', async () => {
    const files = receipts.map((r) => r.file);
    const progress = files.map(() => [] as number[]);
    const results = await Promise.all(files.map((f, i) => pool.recognize(image(f), (p) => progress[i]!.push(p))));
    results.forEach((ocr, i) => {
      expect(parseReceiptText(ocr).total.value).toBe(receipts[i]!.total);
      expect(progress[i]!.at(-1)).toBe(1);
    });
  }, 90_000);

  it('accepts what preprocessForOcr made without doing the work twice', async () => {
    const prepared = await preprocessForOcr(image('ocr-aeon.jpg'));
    expect(prepared.steps[0]).toMatch(/^decoded \d+×\d+$/);
    expect(prepared.steps).toContain('grayscale');
    expect([...prepared.png.slice(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    const ocr = await pool.recognize(prepared.png);
    expect(ocr.width).toBe(prepared.width);
    expect(ocr.height).toBe(prepared.height);
    expect(parseReceiptText(ocr).total.value).toBe(175);
  }, 60_000);
});

describe('OCR pool on images without a receipt', () => {
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
    const ocr = await pool.recognize(image('ocr-aeon.jpg'));
    expect(parseReceiptText(ocr).total.value).toBe(175);
  }, 60_000);
});

describe('the shared pool', () => {
  it('is created once per process and can be closed', async () => {
    const a = await getSharedOcrPool();
    const b = await getSharedOcrPool();
    expect(a).toBe(b);
    await closeSharedOcrPool();
    await expect(a.recognize(image('ocr-aeon.jpg'))).rejects.toThrow(/closed/);
  }, 120_000);
});
