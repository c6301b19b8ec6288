// A fixed set of Tesseract engines, created once and reused for every receipt the process reads.
// Jobs wait in one queue; each engine runs one job at a time, so the progress Tesseract reports
// belongs to exactly one job and is passed on to that job's caller.
//
// Engines, one contract (same OcrResult, same progress). Tesseract: the native one, libtesseract
// through a Node-API addon (native-engine.ts; ~40 % less CPU a receipt) when it is built, else
// tesseract.js (WebAssembly). PaddleOCR (paddle-engine.ts, ONNX models from npm): by default it
// reads the page and Tesseract only the header (paddle-slot.ts), which reads SROIE receipts best;
// when Paddle cannot load, Tesseract alone, and the log says why.
// OCR_ENGINE=native|wasm (Tesseract alone), paddle (alone), paddle+tesseract; unset/auto: the best available.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Tesseract from 'tesseract.js';
import type { OcrLine, OcrResult } from '../../core/parsers/receipt/parse.ts';
import { loadNativeOcr, nativeOcrUnavailableReason, nativeProgressFraction, type NativeOcrAddon } from './native-engine.ts';
import { startPaddleSlot } from './paddle-slot.ts';
import { encodePgm, preparedImage, preprocessToGray, type GrayImage, type PreprocessOptions } from './preprocess.ts';
import { logger } from '../../infra/logger.ts';

/** OCR's log (exported so a test can read what the pool told the operator) */
export const ocrLog = logger.child({ component: 'ocr' });
const log = ocrLog;

export type { OcrLine, OcrResult } from '../../core/parsers/receipt/parse.ts';

/** The two English models shipped by @tesseract.js-data/eng. */
export type TrainedData = '4.0.0' | '4.0.0_best_int';

/** 'native': libtesseract (native/ocr); 'wasm': tesseract.js; 'paddle': PaddleOCR; 'paddle+…': PaddleOCR with that Tesseract on the header. */
export type OcrEngineName = 'native' | 'wasm' | 'paddle' | 'paddle+native' | 'paddle+wasm';
type TesseractName = 'native' | 'wasm';
const ENGINE_CHOICES = ['auto', 'native', 'wasm', 'paddle', 'paddle+tesseract'] as const;
export type OcrEngineChoice = (typeof ENGINE_CHOICES)[number];

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
  /** Which engine; 'auto' (the default, unless OCR_ENGINE says otherwise): Paddle + Tesseract when Paddle loads. */
  engine?: OcrEngineChoice;
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
  targetCharHeight: 0,
  minShortSide: 0,
  maxLongSide: Infinity,
  maxSkewDegrees: 0,
  normalizeBackground: false,
  contrastStretch: false,
  crop: false,
  xScale: 1,
};

interface Job {
  image: Uint8Array;
  onProgress: ((fraction: number) => void) | undefined;
  prepared: Promise<GrayImage> | null;
  resolve: (r: OcrResult) => void;
  reject: (e: unknown) => void;
}

/** One loaded model, reading one image at a time. `report` takes that image's progress (0..1). */
interface SlotEngine {
  recognize(img: GrayImage, report: (fraction: number) => void): Promise<OcrResult>;
  terminate(): Promise<void>;
}

interface Slot {
  engine: SlotEngine | null;
  job: Job | null;
}

/**
 * The model's cache folder under the system temp dir, filled atomically (write, then rename) from
 * the package's .gz: tesseract.js writes its cache with a plain writeFile, and a worker of another
 * process starting at the same moment must never read a half-written model.
 */
export function modelCache(traineddata: TrainedData): string {
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

function tesseractParams(opts: OcrPoolOptions): Record<string, string> {
  const params: Record<string, string> = { tessedit_pageseg_mode: opts.psm, ...opts.params };
  if (opts.dpi !== null) params.user_defined_dpi = String(opts.dpi);
  return params;
}

/** A tesseract.js worker; its logger feeds the progress of the image it is reading. */
async function startWasmEngine(opts: OcrPoolOptions): Promise<SlotEngine> {
  let report: ((fraction: number) => void) | null = null;
  const worker = await Tesseract.createWorker(
    'eng',
    Tesseract.OEM.LSTM_ONLY,
    {
      langPath: langPathFor(opts.traineddata),
      cachePath: modelCache(opts.traineddata),
      gzip: engData.gzip,
      logger: (m) => {
        // Only one image is read on this worker at a time, so the figure is that image's.
        if (m.status === 'recognizing text' && report) report(m.progress);
      },
      // the job's promise rejects with the error anyway; without a handler tesseract.js would also throw it out of band
      errorHandler: () => {},
    },
    opts.init,
  );
  try {
    await worker.setParameters(tesseractParams(opts));
  } catch (err) {
    await worker.terminate().catch(() => {
      /* best-effort cleanup: setParameters' error is the one thrown */
    });
    throw err;
  }
  let terminated = false;
  return {
    async recognize(img, onProgress) {
      // tesseract.js throws out of band when asked to work after terminate()
      if (terminated) throw new Error('The OCR engine was terminated.');
      report = onProgress;
      try {
        const pgm = encodePgm(img);
        const { data } = await worker.recognize(Buffer.from(pgm.buffer, pgm.byteOffset, pgm.byteLength), {}, { text: true, blocks: true });
        return toOcrResult(data, img.width, img.height);
      } finally {
        report = null;
      }
    },
    terminate: async () => {
      if (terminated) return;
      terminated = true;
      await worker.terminate();
    },
  };
}

/** A libtesseract engine (native-engine.ts) with the same model, parameters and result. */
async function startNativeEngine(addon: NativeOcrAddon, opts: OcrPoolOptions): Promise<SlotEngine> {
  const engine = await addon.createEngine({ tessdata: modelCache(opts.traineddata), lang: 'eng', init: opts.init, params: tesseractParams(opts) });
  return {
    async recognize(img, report) {
      const page = await engine.recognize(img.gray, img.width, img.height, (percent) => report(nativeProgressFraction(percent)));
      return { text: page.text, confidence: page.confidence / 100, lines: toOcrLines(page.lines), width: img.width, height: img.height };
    },
    terminate: () => engine.terminate(),
  };
}

interface EngineChoice {
  tesseract: TesseractName | null;
  addon: NativeOcrAddon | null;
  /** Paddle: not at all, alone, or with Tesseract on the header */
  paddle: 'off' | 'alone' | 'header';
  /** the choice was asked for by name: failing to start it is an error, not a fallback */
  required: boolean;
}

/** The engine named by options.engine, else OCR_ENGINE, else the best available. */
function chooseEngine(requested: OcrPoolOptions['engine']): EngineChoice {
  const want = (requested ?? process.env.OCR_ENGINE ?? '').trim().toLowerCase() || 'auto';
  if (!(ENGINE_CHOICES as readonly string[]).includes(want)) {
    throw new Error(`OCR_ENGINE must be one of ${ENGINE_CHOICES.map((c) => `"${c}"`).join(', ')} (or unset), not "${want}".`);
  }
  if (want === 'paddle') return { tesseract: null, addon: null, paddle: 'alone', required: true };
  if (want === 'wasm') return { tesseract: 'wasm', addon: null, paddle: 'off', required: true };
  const addon = loadNativeOcr();
  if (want === 'native' && !addon) {
    throw new Error(`OCR_ENGINE=native, but the native OCR engine is not available: ${nativeOcrUnavailableReason()}.`);
  }
  const tesseract: TesseractName = addon ? 'native' : 'wasm';
  if (want === 'native') return { tesseract, addon, paddle: 'off', required: true };
  return { tesseract, addon, paddle: 'header', required: want === 'paddle+tesseract' };
}

/** Which engine a pool started now would run (the worker's start-up line; the pool logs a fallback). */
export function ocrEngineSummary(): string {
  try {
    const chosen = chooseEngine(undefined);
    const tess = chosen.tesseract === 'native' ? 'native libtesseract' : `tesseract.js${chosen.required ? '' : `, slower (${nativeOcrUnavailableReason()})`}`;
    if (chosen.paddle === 'alone') return 'PaddleOCR alone';
    if (chosen.paddle === 'header') return `PaddleOCR for the page, ${tess} for the header (Tesseract alone if PaddleOCR cannot load)`;
    return chosen.tesseract === 'wasm' && chosen.required ? 'tesseract.js (OCR_ENGINE=wasm)' : tess;
  } catch (err) {
    return (err as Error).message;
  }
}

export class OcrPool {
  private readonly queue: Job[] = [];
  private readonly idle: Slot[];
  private closed = false;

  private constructor(
    private readonly slots: Slot[],
    private readonly options: OcrPoolOptions,
    private readonly start: () => Promise<SlotEngine>,
    /** The engine every slot runs: 'native' (libtesseract), 'wasm' (tesseract.js), 'paddle', 'paddle+native' or 'paddle+wasm'. */
    readonly engine: OcrEngineName,
  ) {
    this.idle = [...slots];
  }

  /**
   * Starts `size` engines (default: one per CPU) with the English model loaded: native ones when
   * the addon is built (or options.engine / OCR_ENGINE asks for them), tesseract.js ones otherwise.
   */
  static async create(size: number = os.cpus().length, options: Partial<OcrPoolOptions> = {}): Promise<OcrPool> {
    const opts: OcrPoolOptions = {
      ...DEFAULT_OCR_OPTIONS,
      ...options,
      params: { ...DEFAULT_OCR_OPTIONS.params, ...options.params },
      init: { ...DEFAULT_OCR_OPTIONS.init, ...options.init },
    };
    const n = Math.max(1, Math.floor(size));
    const choice = chooseEngine(opts.engine);
    const startAll = async (start: () => Promise<SlotEngine>): Promise<Slot[]> => {
      const slots: Slot[] = Array.from({ length: n }, () => ({ engine: null, job: null }));
      const started = await Promise.allSettled(
        slots.map(async (slot) => {
          slot.engine = await start();
        }),
      );
      const failed = started.find((r) => r.status === 'rejected');
      if (failed) {
        await Promise.allSettled(slots.map((s) => s.engine?.terminate()));
        const err = failed.reason;
        throw new Error(`Could not start the OCR engine: ${err instanceof Error ? err.message : String(err)}`);
      }
      return slots;
    };
    const wasm = () => startWasmEngine(opts);
    const addon = choice.addon;
    const tesseract = addon ? () => startNativeEngine(addon, opts) : wasm;
    if (choice.paddle !== 'off') {
      const header = choice.paddle === 'header' ? tesseract : null;
      const paddle = () => startPaddleSlot(header);
      try {
        return new OcrPool(await startAll(paddle), opts, paddle, choice.paddle === 'alone' ? 'paddle' : `paddle+${choice.tesseract!}`);
      } catch (err) {
        if (choice.required) throw err;
        log.warn({ err }, 'PaddleOCR did not start; reading receipts with Tesseract alone');
      }
    }
    if (addon) {
      const native = () => startNativeEngine(addon, opts);
      try {
        return new OcrPool(await startAll(native), opts, native, 'native');
      } catch (err) {
        if (choice.required && choice.paddle === 'off') throw err;
        log.warn({ err }, 'the native Tesseract did not start; using tesseract.js instead');
      }
    }
    return new OcrPool(await startAll(wasm), opts, wasm, 'wasm');
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

  private prepare(job: Job): Promise<GrayImage> {
    if (job.prepared === null) {
      // A PNG that preprocessForOcr made is not decoded and prepared a second time.
      const done = preparedImage(job.image);
      const pre = this.options.preprocess;
      job.prepared = done ? Promise.resolve(done) : preprocessToGray(job.image, pre === false ? RAW : pre);
      job.prepared.catch(() => {
        /* not lost: the job awaits job.prepared when it runs and fails with it */
      });
    }
    return job.prepared;
  }

  private pump(): void {
    // Decode the next few images while the engines are busy, so an engine never waits for one.
    const ahead = Math.min(this.queue.length, this.slots.length);
    for (let i = 0; i < ahead; i++) this.prepare(this.queue[i]!);
    while (this.idle.length > 0 && this.queue.length > 0) {
      void this.run(this.idle.pop()!, this.queue.shift()!);
    }
  }

  private async run(slot: Slot, job: Job): Promise<void> {
    slot.job = job; // from here on, close() rejects it
    let img: GrayImage;
    try {
      img = await this.prepare(job);
    } catch (err) {
      job.reject(err instanceof Error ? err : new Error(String(err)));
      this.release(slot);
      return;
    }
    if (this.closed) return; // closed while the image was prepared: already rejected
    // This job's progress: tesseract's figures for this one image, never going back.
    let last = 0;
    const report = (fraction: number) => {
      const p = Math.max(0, Math.min(1, fraction));
      if (p <= last || slot.job !== job) return;
      last = p;
      try {
        job.onProgress?.(p);
      } catch {
        // a listener's own error is not a failure of the OCR
      }
    };
    try {
      const result = await slot.engine!.recognize(img, report);
      if (last < 1) report(1);
      job.resolve(result);
    } catch (err) {
      job.reject(new Error(`OCR failed: ${err instanceof Error ? err.message : String(err)}`));
      // The engine may be in a bad state after a failure: give the slot a fresh one.
      if (!this.closed) {
        slot.job = null;
        // best-effort: the engine is being replaced because it failed, and may fail to stop too
        await slot.engine?.terminate().catch(() => {
          /* replaced below either way */
        });
        slot.engine = null;
        try {
          slot.engine = await this.start();
        } catch (startErr) {
          log.warn(
            { err: startErr, ocrError: err instanceof Error ? err.message : String(err) },
            'an OCR engine failed and its replacement did not start; the slot stays out of service, the others carry on',
          );
          return;
        }
        if (this.closed) {
          await slot.engine.terminate().catch(() => {
            /* best-effort: the pool closed while it started; nothing uses it */
          });
          return;
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

  /** Stops the engines; queued and running jobs are rejected. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const error = () => new Error('The OCR pool was closed before this image was read.');
    for (const job of this.queue.splice(0)) job.reject(error());
    for (const slot of this.slots) {
      slot.job?.reject(error());
      slot.job = null; // no more progress for it
    }
    await Promise.allSettled(this.slots.map((s) => s.engine?.terminate()));
  }
}

/** Tesseract's text lines (confidence 0..100) as OcrLines: trailing newline gone, empty lines dropped. */
function toOcrLines(lines: Iterable<{ text: string; confidence: number; x0: number; y0: number; x1: number; y1: number }>): OcrLine[] {
  const out: OcrLine[] = [];
  for (const line of lines) {
    const text = line.text.replace(/\s+$/, '');
    if (text.trim() === '') continue;
    out.push({ text, confidence: line.confidence / 100, bbox: { x0: line.x0, y0: line.y0, x1: line.x1, y1: line.y1 } });
  }
  return out;
}

function toOcrResult(page: Tesseract.Page, width: number, height: number): OcrResult {
  const lines = (page.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((para) => para.lines.map((line) => ({ ...line, ...line.bbox }))));
  return { text: page.text ?? '', confidence: (page.confidence ?? 0) / 100, lines: toOcrLines(lines), width, height };
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
  // a pool that failed to start has nothing to close (its start error went to its first caller)
  if (p) await (await p.catch(() => null))?.close();
}
