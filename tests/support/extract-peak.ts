// Runs the worker's extraction (read + parse, no OCR) on one file in its own process and prints
// what it found and the process's peak memory, for tests/integration/hostile-files.test.ts.
import { readFileSync } from 'node:fs';
import type { FileKind } from '../../core/documents/sniff.ts';
import { parseContent } from '../../worker/extract/parse-content.ts';
import { readDocument } from '../../worker/extract/read-document.ts';

const [file, kind] = process.argv.slice(2) as [string, FileKind];
const bytes = new Uint8Array(readFileSync(file));
const content = await readDocument(bytes, kind, {
  ocrPool: async () => {
    throw new Error('no OCR in this check');
  },
  onOcrProgress: () => {},
});
const r = parseContent(content);
// this process's own peak (VmHWM): getrusage's maxRSS keeps the high-water mark of the process that
// spawned it across fork and exec, so a test that had just built a large file would be measured
const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
const maxRssMb = Math.round((hwm ? Number(hwm[1]) : process.resourceUsage().maxRSS) / 1024);
console.log(JSON.stringify({ errors: r.errors, transactions: r.transactions.length, maxRssMb }));
