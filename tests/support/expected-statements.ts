// The shared statement fixtures' manifest and upstream expected outputs, as (date, amount) lists,
// so a test or the accuracy bench can say whether every transaction of a file was read correctly.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { parseOfx } from '../../core/parsers/exchange/ofx.ts';
import { parseQif } from '../../core/parsers/exchange/qif.ts';
import { decodeText } from '../../core/text.ts';

export interface ManifestRow {
  file: string;
  format: string;
  expectedCount: number;
  countMethod: string;
  expectedOutput: string | null;
}

export function readManifest(statementsDir: string): ManifestRow[] {
  const text = readFileSync(path.join(statementsDir, 'manifest.csv'), 'utf8');
  const rows = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
  return rows.map((r) => ({
    file: r.file!,
    format: r.format!,
    expectedCount: Number(r.expected_txn_count),
    countMethod: r.count_method ?? '',
    expectedOutput: r.expected_output ? r.expected_output : null,
  }));
}

interface Money {
  date: string;
  amount: number;
}

const FIAT = /^(USD|EUR|GBP|CAD|AUD|SGD|CHF|CZK)$/;

/** Beancount: the first posting in a fiat currency is the statement account's side of each transaction. */
export function beancountTransactions(text: string): Money[] {
  const out: Money[] = [];
  let current: { date: string; amount: number | null } | null = null;
  const flush = () => {
    if (current && current.amount !== null) out.push({ date: current.date, amount: current.amount });
  };
  for (const line of text.split(/\r?\n/)) {
    const head = /^(\d{4}-\d{2}-\d{2})\s+[*!]/.exec(line);
    if (head) {
      flush();
      current = { date: head[1]!, amount: null };
      continue;
    }
    if (/^\S/.test(line)) {
      flush();
      current = null;
      continue;
    }
    const posting = /^\s+[A-Z][\w:-]*\s+(-?[\d,]*\.?\d+)\s+([A-Z][A-Z0-9._-]*)/.exec(line);
    if (current && posting && current.amount === null && FIAT.test(posting[2]!)) current.amount = Number(posting[1]!.replace(/,/g, ''));
  }
  flush();
  return out;
}

export function expectedTransactions(statementsDir: string, row: ManifestRow): Money[] | null {
  if (!row.expectedOutput) return null;
  const file = path.join(statementsDir, row.expectedOutput);
  if (!existsSync(file)) return null;
  const text = decodeText(readFileSync(file)).text;
  const toMoney = (items: { date: string; amountCents: number }[]) => items.map((t) => ({ date: t.date, amount: t.amountCents / 100 }));
  if (file.endsWith('.beancount')) return beancountTransactions(text);
  if (file.endsWith('.ofx')) return toMoney(parseOfx(text).items);
  if (file.endsWith('.qif')) return toMoney(parseQif(text).items);
  return null;
}

/**
 * With an upstream expected output: every expected transaction must be read with the same date and
 * amount; rows the upstream importer left out (a PDF's payments section, say) are reported as
 * `extra`, not hidden. Without one: the count must match the manifest.
 */
export function compareWithExpected(statementsDir: string, row: ManifestRow, read: Money[]): { ok: boolean; detail: string; extra: number } {
  const expected = expectedTransactions(statementsDir, row);
  if (!expected || expected.length !== row.expectedCount) {
    const ok = read.length === row.expectedCount;
    return { ok, extra: 0, detail: ok ? 'count matches (no comparable expected output)' : `read ${read.length}, expected ${row.expectedCount}` };
  }
  const pool = read.map((t) => `${t.date}|${t.amount.toFixed(2)}`);
  for (const e of expected) {
    const key = `${e.date}|${e.amount.toFixed(2)}`;
    const i = pool.indexOf(key);
    if (i === -1) return { ok: false, extra: 0, detail: `expected ${key} not read` };
    pool.splice(i, 1);
  }
  return {
    ok: true,
    extra: pool.length,
    detail: pool.length
      ? `every expected row read; ${pool.length} more rows than upstream: ${pool.join(', ')}`
      : 'every date and amount matches the expected output',
  };
}
