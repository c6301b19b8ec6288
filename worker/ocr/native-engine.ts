// The native OCR engine: libtesseract through a small Node-API addon (native/ocr/tesseract_addon.cc),
// built into native/ocr/build/tesseract.node by scripts/build-native-ocr.mjs when libtesseract-dev
// is installed (npm start and npm test run that build). Loaded here with createRequire; when it is
// missing or does not load, loadNativeOcr() returns null and the OCR pool uses tesseract.js.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export interface NativeOcrLine {
  text: string;
  /** 0..100 */
  confidence: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface NativeOcrPage {
  text: string;
  /** tesseract's mean word confidence, 0..100 */
  confidence: number;
  /** the text lines (RIL_TEXTLINE) in reading order */
  lines: NativeOcrLine[];
}

/** One loaded model on a thread of its own; its calls run one after the other. */
export interface NativeOcrEngine {
  /** Reads 8-bit grey pixels (width × height bytes, row after row). `onProgress` gets tesseract's monitor percent. */
  recognize(gray: Uint8Array, width: number, height: number, onProgress?: (percent: number) => void): Promise<NativeOcrPage>;
  /** SetVariable for each; rejects naming an unknown parameter. */
  setParameters(params: Record<string, string>): Promise<void>;
  /** Cancels a recognition under way, frees the model and ends the thread. */
  terminate(): Promise<void>;
}

export interface NativeOcrAddon {
  /** Loads the model (OEM LSTM only) with `init` parameters, then sets `params`. */
  createEngine(options: { tessdata: string; lang: string; init?: Record<string, string>; params?: Record<string, string> }): Promise<NativeOcrEngine>;
  /** libtesseract's version ("5.3.0"). */
  version(): string;
  /** Threads an OpenMP parallel region asking for 4 gets on an engine thread: 1, so tesseract never spreads over other cores. */
  parallelThreads(): number;
}

export const NATIVE_OCR_ADDON_PATH = fileURLToPath(new URL('../../native/ocr/build/tesseract.node', import.meta.url));

/**
 * With the LSTM engine only, tesseract runs just its first recognition pass, whose monitor counts
 * words from 0 to 70 percent (the remaining 30 belong to the legacy engine's second pass).
 */
export function nativeProgressFraction(percent: number): number {
  return Math.max(0, Math.min(1, percent / 70));
}

let loaded: { addon: NativeOcrAddon | null; reason: string | null } | undefined;

function load(): { addon: NativeOcrAddon | null; reason: string | null } {
  if (!existsSync(NATIVE_OCR_ADDON_PATH)) {
    return { addon: null, reason: 'not built (install libtesseract-dev, then run node scripts/build-native-ocr.mjs)' };
  }
  try {
    const addon = createRequire(import.meta.url)(NATIVE_OCR_ADDON_PATH) as NativeOcrAddon;
    if (typeof addon.createEngine !== 'function') return { addon: null, reason: `${NATIVE_OCR_ADDON_PATH} is not the OCR addon` };
    return { addon, reason: null };
  } catch (err) {
    return { addon: null, reason: `it does not load: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}` };
  }
}

/** The addon, or null when it is not built or cannot load (see nativeOcrUnavailableReason). */
export function loadNativeOcr(): NativeOcrAddon | null {
  loaded ??= load();
  return loaded.addon;
}

/** Why loadNativeOcr() returned null (null when the addon loaded). */
export function nativeOcrUnavailableReason(): string | null {
  loaded ??= load();
  return loaded.reason;
}
