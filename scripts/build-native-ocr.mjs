// Builds the native OCR engine (native/ocr/tesseract_addon.cc, a Node-API addon around
// libtesseract) into native/ocr/build/tesseract.node when libtesseract's headers are installed
// (Debian/Ubuntu: apt-get install libtesseract-dev) and the build is missing or older than its
// source. Prints one line saying which OCR engine the app will use; never fails its caller: without
// the addon the OCR pool uses tesseract.js (WebAssembly), which is slower.
//
//   node scripts/build-native-ocr.mjs [--force]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const NATIVE_OCR_SOURCE = path.join(root, 'native/ocr/tesseract_addon.cc');
export const NATIVE_OCR_ADDON = path.join(root, 'native/ocr/build/tesseract.node');

const TESSERACT_HEADERS = ['/usr/include/tesseract', '/usr/local/include/tesseract'];

/** Node's own headers: beside the running node (official tarballs, nvm), or the system's. */
function nodeHeaders() {
  const candidates = [path.resolve(path.dirname(process.execPath), '../include/node'), '/usr/include/node', '/usr/local/include/node'];
  return candidates.find((dir) => existsSync(path.join(dir, 'node_api.h')));
}

const mtime = (file) => statSync(file).mtimeMs;

/**
 * Builds the addon if it can and must. Returns { engine: 'native' | 'wasm', built, reason }.
 * `log` receives the one line to show (console.log by default).
 */
export function buildNativeOcr({ force = false, log = (line) => console.log(line) } = {}) {
  const say = (engine, built, reason) => {
    log(`[setup] ${reason}`);
    return { engine, built, reason };
  };
  try {
    const tessHeaders = TESSERACT_HEADERS.find((dir) => existsSync(path.join(dir, 'baseapi.h')));
    const have = existsSync(NATIVE_OCR_ADDON);
    if (!tessHeaders) {
      return have
        ? say('native', false, 'libtesseract-dev not found: keeping the native OCR engine built before')
        : say('wasm', false, 'libtesseract-dev not found: OCR uses tesseract.js (slower)');
    }
    const sources = [NATIVE_OCR_SOURCE, fileURLToPath(import.meta.url)];
    if (!force && have && sources.every((s) => mtime(s) <= mtime(NATIVE_OCR_ADDON))) {
      return say('native', false, 'native OCR engine up to date');
    }
    const nodeInclude = nodeHeaders();
    if (!nodeInclude) return say('wasm', false, "Node's headers (node_api.h) not found: OCR uses tesseract.js (slower)");

    const cxx = process.env.CXX || 'g++';
    const out = path.dirname(NATIVE_OCR_ADDON);
    mkdirSync(out, { recursive: true });
    // Written beside the target, then renamed: a process starting meanwhile never loads half a file.
    const tmp = path.join(out, `tesseract.${process.pid}.tmp.node`);
    const args = [
      '-O2',
      '-shared',
      '-fPIC',
      '-std=c++17',
      '-fopenmp',
      '-fvisibility=hidden',
      `-I${nodeInclude}`,
      `-I${path.dirname(tessHeaders)}`,
      NATIVE_OCR_SOURCE,
      '-o',
      tmp,
      '-ltesseract',
    ];
    const cc = spawnSync(cxx, args, { encoding: 'utf8', timeout: 180_000 });
    if (cc.error || cc.status !== 0) {
      rmSync(tmp, { force: true });
      const why = cc.error
        ? cc.error.message
        : ((cc.stderr || '')
            .trim()
            .split('\n')
            .find((l) => /error/i.test(l)) ?? `exit ${cc.status}`);
      return say(
        have ? 'native' : 'wasm',
        false,
        `native OCR engine could not be built (${why.trim()}): ${have ? 'keeping the one built before' : 'OCR uses tesseract.js (slower)'}`,
      );
    }
    // It must load (libtesseract found at run time, same Node-API) before it replaces anything.
    const check = spawnSync(process.execPath, ['-e', `process.stdout.write(require(${JSON.stringify(tmp)}).version())`], { encoding: 'utf8', timeout: 30_000 });
    if (check.status !== 0) {
      rmSync(tmp, { force: true });
      const why =
        (check.stderr || '')
          .trim()
          .split('\n')
          .find((l) => /error/i.test(l)) ?? `exit ${check.status}`;
      return say(have ? 'native' : 'wasm', false, `native OCR engine built but does not load (${why.trim()}): OCR uses tesseract.js (slower)`);
    }
    renameSync(tmp, NATIVE_OCR_ADDON);
    return say('native', true, `native OCR engine built (tesseract ${check.stdout.trim()})`);
  } catch (err) {
    return say('wasm', false, `native OCR engine not built (${err instanceof Error ? err.message : String(err)}): OCR uses tesseract.js (slower)`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildNativeOcr({ force: process.argv.includes('--force') });
}
