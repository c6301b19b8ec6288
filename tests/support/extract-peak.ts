// Runs the worker's extraction (read + parse, no OCR) on one file in its own process and prints
// what it found and the process's peak memory, for tests/integration/hostile-files.test.ts.
import { readFileSync } from 'node:fs';
import type { FileKind } from '../../core/sniff.ts';
import { parseContent } from '../../worker/extract/parse-content.ts';
import { readDocument } from '../../worker/extract/read-document.ts';

const [file, kind] = process.argv.slice(2) as [string, FileKind];
const bytes = new Uint8Array(readFileSync(file));
const content = await readDocument(bytes, kind, {
  ocrPool: async () => { throw new Error('no OCR in this check'); },
  onOcrProgress: () => {},
});
const r = parseContent(content);
console.log(JSON.stringify({ errors: r.errors, transactions: r.transactions.length, maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }));
