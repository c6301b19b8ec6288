// A fixed set of Tesseract workers, created once and reused for every receipt the process reads.
// Jobs wait in one queue; each worker runs one job at a time, so the progress Tesseract reports
// ("recognizing text") belongs to exactly one job and is passed on to that job's caller as is.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Tesseract from 'tesseract.js';
import type { OcrLine, OcrResult } from '../../core/parsers/receipt.ts';
import { encodePgm, preparedImage, preprocessToGray, type PreprocessOptions } from './preprocess.ts';

export type { OcrLine, OcrResult } from '../../core/parsers/receipt.ts';

/** The two English models shipped by @tesseract.js-data/eng. */
export type TrainedData = '4.0.0' | '4.0.0_best_int';

export interface OcrPoolOptions {
  traineddata: TrainedData;
  /** Tesseract page segmentation mode ('3' automatic, '4' one column, '6' one block, '11' sparse). */
  psm: string;
  /** user_defined_dpi, or null to let Tesseract guess. */
  dpi: number | null;
  /** Preprocessing options, or false to hand Tesseract the decoded image untouched. */
  preprocess: Partial<PreprocessOptions> | false;
  /** Other Tesseract parameters. */
  params: Record<string, string>;
  /** Parameters that only take effect when the model is loaded (load_system_dawg …). */
  init: Record<string, string>;
}

/** What measurably read the SROIE receipts best (see scripts/dev/receipt-accuracy.ts). */
export const DEFAULT_OCR_OPTIONS: OcrPoolOptions = {
  traineddata: '4.0.0_best_int',
  psm: '4',
  dpi: 300,
  preprocess: {},
  // debug_file: Tesseract's own chatter ("Detected 190 diacritics") is not for our logs.
  // tessedit_do_invert 0: after preprocessing the print is dark on light; never re-read lines inverted.
  params: { preserve_interword_spaces: '1', debug_file: '/dev/null', tessedit_do_invert: '0' },
  init: {},
};

const require = createRequire(import.meta.url);
const engData = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };

function langPathFor(traineddata: TrainedData): string {
  // The package's own langPath is its 4.0.0 folder; the best_int model sits beside it.
  return path.join(path.dirname(engData.langPath), traineddata);
}

/** No preprocessing: the decoded image as it is. */
const RAW: Partial<PreprocessOptions> = {
  targetCharHeight: 0, minShortSide: 0, maxLongSide: Infinity, maxSkewDegrees: 0, normalizeBackground: false, contrastStretch: false, crop: false, xScale: 1,
};

interface Job {
  image: Uint8Array;
  onProgress: ((fraction: number) => void) | undefined;
  prepared: Promise<{ data: Uint8Array; width: number; height: number }> | null;
  resolve: (r: OcrResult) => void;
  reject: (e: unknown) => void;
}

interface Slot {
  worker: Tesseract.Worker | null;
  job: Job | null;
  lastProgress: number;
}

/**
 * The model's cache folder under the system temp dir, filled atomically (write, then rename) from
 * the package's .gz: tesseract.js writes its cache with a plain writeFile, and a worker of another
 * process starting at the same moment must never read a half-written model.
 */
function modelCache(traineddata: TrainedData): string {
  const dir = path.join(os.tmpdir(), 'prime-finance-tesseract', traineddata);
  const file = path.join(dir, 'eng.traineddata');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const gz = readFileSync(path.join(langPathFor(traineddata), `eng.traineddata${engData.gzip ? '.gz' : ''}`));
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(tmp, engData.gzip ? gunzipSync(gz) : gz);
    renameSync(tmp, file);
  }
  return dir;
}

/** Starts (or restarts) the Tesseract worker of a slot; its logger feeds the slot's current job. */
async function startWorker(slot: Slot, opts: OcrPoolOptions): Promise<void> {
  const cachePath = modelCache(opts.traineddata);
  const params: Record<string, string> = { tessedit_pageseg_mode: opts.psm, ...opts.params };
  if (opts.dpi !== null) params.user_defined_dpi = String(opts.dpi);
  const worker = await Tesseract.createWorker(
    'eng',
    Tesseract.OEM.LSTM_ONLY,
    {
      langPath: langPathFor(opts.traineddata),
      cachePath,
      gzip: engData.gzip,
      logger: (m) => {
        // Only this slot's job is running on this worker, so the figure is that job's.
        if (m.status !== 'recognizing text' || !slot.job?.onProgress) return;
        const p = Math.max(0, Math.min(1, m.progress));
        if (p <= slot.lastProgress) return;
        slot.lastProgress = p;
        slot.job.onProgress(p);
      },
      errorHandler: () => {},
    },
    opts.init,
  );
  slot.worker = worker;
  await worker.setParameters(params);
}

export class OcrPool {
  private readonly queue: Job[] = [];
  private readonly idle: Slot[];
  private closed = false;

  private constructor(
    private readonly slots: Slot[],
    private readonly options: OcrPoolOptions,
  ) {
    this.idle = [...slots];
  }

  /** Starts `size` Tesseract workers (default: one per CPU) with the English model loaded. */
  static async create(size: number = os.cpus().length, options: Partial<OcrPoolOptions> = {}): Promise<OcrPool> {
    const opts: OcrPoolOptions = {
      ...DEFAULT_OCR_OPTIONS,
      ...options,
      params: { ...DEFAULT_OCR_OPTIONS.params, ...options.params },
      init: { ...DEFAULT_OCR_OPTIONS.init, ...options.init },
    };
    const n = Math.max(1, Math.floor(size));
    const slots: Slot[] = Array.from({ length: n }, () => ({ worker: null, job: null, lastProgress: 0 }));
    try {
      await Promise.all(slots.map((slot) => startWorker(slot, opts)));
    } catch (err) {
      await Promise.allSettled(slots.map((s) => s.worker?.terminate()));
      throw new Error(`Could not start the OCR engine: ${err instanceof Error ? err.message : String(err)}`);
    }
    return new OcrPool(slots, opts);
  }

  get size(): number {
    return this.slots.length;
  }

  /**
   * Reads the text of a JPEG or PNG image. `onProgress` receives Tesseract's own recognition
   * progress (0..1, rising, ending at 1). Rejects with a clear Error for undecodable images.
   */
  recognize(image: Uint8Array, onProgress?: (fraction: number) => void): Promise<OcrResult> {
    if (this.closed) return Promise.reject(new Error('The OCR pool is closed.'));
    return new Promise<OcrResult>((resolve, reject) => {
      this.queue.push({ image, onProgress, prepared: null, resolve, reject });
      this.pump();
    });
  }

  private prepare(job: Job): Promise<{ data: Uint8Array; width: number; height: number }> {
    if (job.prepared === null) {
      // A PNG that preprocessForOcr made is not decoded and prepared a second time.
      const done = preparedImage(job.image);
      const pre = this.options.preprocess;
      job.prepared = (done ? Promise.resolve(done) : preprocessToGray(job.image, pre === false ? RAW : pre))
        .then((g) => ({ data: encodePgm(g), width: g.width, height: g.height }));
      job.prepared.catch(() => {}); // observed when the job runs
    }
    return job.prepared;
  }

  private pump(): void {
    // Decode the next few images while the workers are busy, so a worker never waits for one.
    const ahead = Math.min(this.queue.length, this.slots.length);
    for (let i = 0; i < ahead; i++) this.prepare(this.queue[i]!);
    while (this.idle.length > 0 && this.queue.length > 0) {
      void this.run(this.idle.pop()!, this.queue.shift()!);
    }
  }

  private async run(slot: Slot, job: Job): Promise<void> {
    let img: { data: Uint8Array; width: number; height: number };
    try {
      img = await this.prepare(job);
    } catch (err) {
      job.reject(err instanceof Error ? err : new Error(String(err)));
      this.release(slot);
      return;
    }
    try {
      slot.job = job;
      slot.lastProgress = 0;
      const { data } = await slot.worker!.recognize(Buffer.from(img.data.buffer, img.data.byteOffset, img.data.byteLength), {}, { text: true, blocks: true });
      if (job.onProgress && slot.lastProgress < 1) job.onProgress(1);
      job.resolve(toOcrResult(data, img.width, img.height));
    } catch (err) {
      job.reject(new Error(`OCR failed: ${err instanceof Error ? err.message : String(err)}`));
      // The engine may be in a bad state after a failure: give the slot a fresh worker.
      if (!this.closed) {
        slot.job = null;
        await slot.worker?.terminate().catch(() => {});
        slot.worker = null;
        try {
          await startWorker(slot, this.options);
        } catch {
          return; // the slot stays out of service; the others carry on
        }
      }
    }
    this.release(slot);
  }

  private release(slot: Slot): void {
    slot.job = null;
    if (!this.closed) {
      this.idle.push(slot);
      this.pump();
    }
  }

  /** Stops the workers; queued and running jobs are rejected. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const error = () => new Error('The OCR pool was closed before this image was read.');
    for (const job of this.queue.splice(0)) job.reject(error());
    for (const slot of this.slots) slot.job?.reject(error());
    await Promise.allSettled(this.slots.map((s) => s.worker?.terminate()));
  }
}

function toOcrResult(page: Tesseract.Page, width: number, height: number): OcrResult {
  const lines: OcrLine[] = [];
  for (const block of page.blocks ?? []) {
    for (const para of block.paragraphs) {
      for (const line of para.lines) {
        const text = line.text.replace(/\s+$/, '');
        if (text.trim() === '') continue;
        lines.push({ text, confidence: line.confidence / 100, bbox: { ...line.bbox } });
      }
    }
  }
  return { text: page.text ?? '', confidence: (page.confidence ?? 0) / 100, lines, width, height };
}

let shared: Promise<OcrPool> | null = null;

/** The process's one OCR pool, started on first use. */
export function getSharedOcrPool(): Promise<OcrPool> {
  if (shared === null) {
    shared = OcrPool.create();
    shared.catch(() => {
      shared = null; // a failed start may be retried
    });
  }
  return shared;
}

export async function closeSharedOcrPool(): Promise<void> {
  const p = shared;
  shared = null;
  if (p) await (await p.catch(() => null))?.close();
}
