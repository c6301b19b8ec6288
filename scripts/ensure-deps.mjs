// Installs dependencies when node_modules is missing or older than package-lock.json.
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { buildNativeOcr } from './build-native-ocr.mjs';

export function ensureDependencies() {
  buildNativeOcr(); // the native OCR engine when libtesseract-dev is installed; never fails
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || (existsSync('package-lock.json') && statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  console.log('[setup] installing dependencies (npm install)…');
  // onnxruntime-node's install script would fetch GPU libraries from the internet; its CPU ones
  // ship in the package (package.json's allowScripts denies the script; this covers older npm).
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { stdio: 'inherit', env: { ...process.env, ONNXRUNTIME_NODE_INSTALL: 'skip' } });
  if (r.status !== 0) {
    console.error('[setup] npm install failed; see the output above.');
    process.exit(r.status ?? 1);
  }
}
