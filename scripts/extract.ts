// npm run extract -- FILE...   Prints one JSON object per file with what Byte reads from it.
// Needs neither PostgreSQL nor Redis: it is the same reading code the worker runs.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sniffFileKind } from '../core/documents/sniff.ts';
import { parseContent, type Extraction } from '../worker/extract/parse-content.ts';
import { readDocument } from '../worker/extract/read-document.ts';
import { closeSharedOcrPool, getSharedOcrPool } from '../worker/ocr/pool.ts';

export interface ExtractJson {
  file: string;
  kind: 'statement' | 'receipt';
  transactions: { date: string; description: string; amount: number }[];
  receipt: {
    merchant: string | null;
    date: string | null;
    total: number | null;
    tax: number | null;
    items: { description: string; quantity: number | null; amount: number }[];
  } | null;
  warnings: string[];
  errors?: string[];
}

const cents = (c: number) => Math.round(c) / 100;

export async function extractFile(file: string): Promise<ExtractJson> {
  const bytes = await readFile(file);
  const sniffed = sniffFileKind(bytes, path.basename(file));
  if (!sniffed.ok) return { file, kind: 'statement', transactions: [], receipt: null, warnings: [], errors: [sniffed.error] };
  const content = await readDocument(bytes, sniffed.kind, { ocrPool: getSharedOcrPool });
  // the file name as the worker has it: "card" or "credit" in it is evidence for unsigned amounts
  return toJson(file, parseContent(content, { fileName: path.basename(file) }));
}

function toJson(file: string, x: Extraction): ExtractJson {
  const r = x.receipt;
  return {
    file,
    kind: x.kind,
    transactions: x.transactions.map((t) => ({ date: t.date, description: t.description, amount: cents(t.amountCents) })),
    receipt: r
      ? {
          merchant: r.merchant.value,
          date: r.date.value,
          total: r.total.value === null ? null : cents(r.total.value),
          tax: r.tax.value === null ? null : cents(r.tax.value),
          items: r.items.map((i) => ({ description: i.description, quantity: i.quantity, amount: cents(i.amountCents) })),
        }
      : null,
    warnings: x.warnings,
    ...(x.errors.length ? { errors: x.errors } : {}),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = process.argv.slice(2);
  if (!files.length) {
    console.error('usage: npm run extract -- FILE...');
    process.exit(2);
  }
  let failed = 0;
  // files are read concurrently so the OCR pool's workers are all busy
  const results = await Promise.all(
    files.map((f) =>
      extractFile(f).catch((err: Error) => ({
        file: f,
        kind: 'statement' as const,
        transactions: [],
        receipt: null,
        warnings: [],
        errors: [err.message],
      })),
    ),
  );
  for (const r of results) {
    if (r.errors?.length) failed++;
    console.log(JSON.stringify(r));
  }
  await closeSharedOcrPool();
  process.exit(failed ? 1 : 0);
}
