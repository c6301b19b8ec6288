// The PaddleOCR engine's thread: onnxruntime-node runs a model synchronously on the thread that
// calls it, so the models live here, off the worker's event loop (BullMQ's lock renewals and the
// progress events keep flowing), one thread per engine of the OCR pool.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { boxesFromMap, ctcDecode, detectionInput, detectionSize, recognitionInput, REC_HEIGHT, type GrayPlane } from './paddle-math.ts';

export interface PaddleThreadOptions {
  detectionPath: string;
  recognitionPath: string;
  dictionaryPath: string;
  /** scale of the (preprocessed, characters ~30 px high) image handed to the detector */
  detScale: number;
  /** cap on the detector's input, in pixels */
  detMaxPixels: number;
  /** blank CTC steps read as a space between words */
  spaceGap: number;
}

export type PaddleRequest = { type: 'recognize'; id: number; gray: Uint8Array; width: number; height: number };
export type PaddleReply =
  | { type: 'ready' }
  | { type: 'error'; id: number | null; message: string }
  | { type: 'progress'; id: number; fraction: number }
  | { type: 'result'; id: number; lines: { text: string; confidence: number; bbox: { x0: number; y0: number; x1: number; y1: number } }[] };

const port = parentPort!;
const opts = (workerData as { options: PaddleThreadOptions }).options;
const send = (m: PaddleReply) => port.postMessage(m);

try {
  const ort = await import('onnxruntime-node');
  // One core per engine: the pool runs one engine per CPU, as it does for Tesseract.
  const sessionOptions = { intraOpNumThreads: 1, interOpNumThreads: 1, executionMode: 'sequential' as const, graphOptimizationLevel: 'all' as const };
  const det = await ort.InferenceSession.create(opts.detectionPath, sessionOptions);
  const rec = await ort.InferenceSession.create(opts.recognitionPath, sessionOptions);
  const dictionary = [...readFileSync(opts.dictionaryPath, 'utf8').split('\n'), ' '];

  const recognize = async (req: PaddleRequest) => {
    const img: GrayPlane = { gray: req.gray, width: req.width, height: req.height };
    let scale = opts.detScale;
    if (img.width * img.height * scale * scale > opts.detMaxPixels) scale = Math.sqrt(opts.detMaxPixels / (img.width * img.height));
    const size = detectionSize(img.width, img.height, scale);
    const input = new ort.Tensor('float32', detectionInput(img, size.width, size.height), [1, 3, size.height, size.width]);
    const detOut = (await det.run({ [det.inputNames[0]!]: input }))[det.outputNames[0]!]!;
    const map = detOut.data as Float32Array;
    const boxes = boxesFromMap(map, size.width, size.height);
    send({ type: 'progress', id: req.id, fraction: 0.3 });
    const fx = img.width / size.width;
    const fy = img.height / size.height;
    const lines: Extract<PaddleReply, { type: 'result' }>['lines'] = [];
    for (let i = 0; i < boxes.length; i++) {
      const b = boxes[i]!;
      const bbox = { x0: Math.round(b.x0 * fx), y0: Math.round(b.y0 * fy), x1: Math.round(b.x1 * fx), y1: Math.round(b.y1 * fy) };
      if (bbox.x1 - bbox.x0 < 4 || bbox.y1 - bbox.y0 < 4) continue;
      const { data, width } = recognitionInput(img, bbox);
      const out = (await rec.run({ [rec.inputNames[0]!]: new ort.Tensor('float32', data, [1, 3, REC_HEIGHT, width]) }))[rec.outputNames[0]!]!;
      const [, steps, classes] = out.dims as number[];
      const { text, confidence } = ctcDecode(out.data as Float32Array, steps!, classes!, dictionary, opts.spaceGap);
      if (text.trim()) lines.push({ text: text.normalize('NFKC'), confidence, bbox });
      if (i % 8 === 7) send({ type: 'progress', id: req.id, fraction: 0.3 + (0.7 * (i + 1)) / boxes.length });
    }
    send({ type: 'result', id: req.id, lines });
  };

  port.on('message', (req: PaddleRequest) => {
    recognize(req).catch((err: unknown) => send({ type: 'error', id: req.id, message: err instanceof Error ? err.message : String(err) }));
  });
  send({ type: 'ready' });
} catch (err) {
  send({ type: 'error', id: null, message: err instanceof Error ? err.message.split('\n')[0]! : String(err) });
}
