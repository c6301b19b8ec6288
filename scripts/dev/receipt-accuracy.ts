// Receipt reading accuracy on the SROIE receipts: runs the OCR pool over every <id>.jpg in a
// folder the way the worker does (preprocessForOcr, then OcrPool.recognize), parses the text and
// compares company, date and total with <id>.json, normalised as the SROIE task does.
//
//   npx tsx scripts/dev/receipt-accuracy.ts                      # default settings, all receipts
//   npx tsx scripts/dev/receipt-accuracy.ts --variant psm6       # a named variant (see VARIANTS)
//   npx tsx scripts/dev/receipt-accuracy.ts --psm 6 --traineddata 4.0.0 --dpi none --no-deskew
//       other knobs: --char-height N, --no-crop, --no-bgnorm, --no-stretch, --ink N, --x-scale F,
//       --param name=value (Tesseract), --init name=value (Tesseract, at model load), --pool N
//   npx tsx scripts/dev/receipt-accuracy.ts --save /tmp/ocr-a    # also keep each OcrResult as JSON
//   npx tsx scripts/dev/receipt-accuracy.ts --from /tmp/ocr-a    # re-score saved OCR (parser work)
//   … --boxes                                                     # parse the ground-truth OCR boxes
//                                                                 # (<id>.box.txt): the parser's ceiling
//   … --failures                                                  # list every miss
//   … --data DIR --limit N                                        # another folder, the first N receipts
//
// Prints per-field exact-match rates (company also without punctuation), how often each field
// is right per confidence band, receipts/second (wall, with the pool) and CPU seconds per receipt
// (what one core spends, whatever else the machine runs), then one JSON line of figures.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDateCell } from '../../core/dates.ts';
import { parseAmountToCents } from '../../core/money.ts';
import { parseReceiptText, type OcrResult } from '../../core/parsers/receipt/parse.ts';
import { DEFAULT_OCR_OPTIONS, OcrPool, type OcrPoolOptions, type TrainedData } from '../../worker/ocr/pool.ts';
import { DEFAULT_PREPROCESS, preprocessForOcr } from '../../worker/ocr/preprocess.ts';

const VARIANTS: Record<string, Partial<OcrPoolOptions>> = {
  default: {},
  psm3: { psm: '3' },
  psm6: { psm: '6' },
  psm11: { psm: '11' },
  'data-4.0.0': { traineddata: '4.0.0' },
  'no-dpi': { dpi: null },
  'no-preprocess': { preprocess: false },
  'no-deskew': { preprocess: { maxSkewDegrees: 0 } },
  'no-stretch': { preprocess: { contrastStretch: false } },
  'no-bgnorm': { preprocess: { normalizeBackground: false } },
  'no-crop': { preprocess: { crop: false } },
  'char-24': { preprocess: { targetCharHeight: 24 } },
  'char-36': { preprocess: { targetCharHeight: 36 } },
  // the first settings tried: scale by image size (short side to 1000 px), no crop
  'image-size': { preprocess: { targetCharHeight: 0, crop: false } },
  'invert-on': { params: { tessedit_do_invert: '1' } },
  sauvola: { params: { thresholding_method: '2' } },
  'narrow-0.75': { preprocess: { xScale: 0.75 } },
  'narrow-0.6': { preprocess: { xScale: 0.6 } },
  'no-dict': { init: { load_system_dawg: 'F', load_freq_dawg: 'F' } },
};

interface Truth {
  company: string;
  date: string;
  total: string;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
}
const flag = (name: string): boolean => process.argv.includes(`--${name}`);

/** SROIE normalisation: upper case, whitespace collapsed. */
export function normText(s: string): string {
  return s.toUpperCase().replace(/\s+/g, ' ').trim();
}
/** The same with punctuation removed (so "SDN. BHD." equals "SDN BHD"). */
export function normLoose(s: string): string {
  return normText(s.toUpperCase().replace(/[^A-Z0-9& ]+/g, ' '));
}
/** A SROIE date ("23-01-2019", "25/12/2018", "15 JAN 2019", "14/MAY/2017", "25032018", "20180428") as YYYY-MM-DD. */
export function truthDate(s: string): string | null {
  const t = s.trim();
  const compact = /^(\d{2})(\d{2})(\d{4})$/.exec(t);
  if (compact && !/^(19|20)\d\d/.test(t)) return parseDateCell(`${compact[1]}/${compact[2]}/${compact[3]}`, 'DMY');
  return parseDateCell(t.replace(/\//g, t.match(/[A-Za-z]/) ? ' ' : '/'), 'DMY');
}
/** A SROIE total ("9.00", "RM 31.20", "$6.90") in cents. */
export function truthTotal(s: string): number | null {
  return parseAmountToCents(s.replace(/^\s*(RM|\$)\s*/i, ''));
}

/** SROIE task-1 boxes ("x1,y1,…,x4,y4,text" per line) as an OcrResult. */
function fromBoxes(box: string): OcrResult {
  const lines = box
    .split(/\r?\n/)
    .filter((l) => l.split(',').length >= 9)
    .map((l) => {
      const parts = l.split(',');
      const n = parts.slice(0, 8).map(Number);
      const xs = [n[0]!, n[2]!, n[4]!, n[6]!];
      const ys = [n[1]!, n[3]!, n[5]!, n[7]!];
      return {
        text: parts.slice(8).join(','),
        confidence: 0.95,
        bbox: { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) },
      };
    });
  return { text: lines.map((l) => l.text).join('\n'), confidence: 0.95, lines, width: 0, height: 0 };
}

function optionsFromArgs(): { name: string; options: Partial<OcrPoolOptions> } {
  const name = arg('variant') ?? 'default';
  const preset = VARIANTS[name];
  if (!preset) throw new Error(`Unknown variant "${name}"; known: ${Object.keys(VARIANTS).join(', ')}`);
  const options: Partial<OcrPoolOptions> = { ...preset };
  const td = arg('traineddata');
  if (td) options.traineddata = td as TrainedData;
  const psm = arg('psm');
  if (psm) options.psm = psm;
  const dpi = arg('dpi');
  if (dpi) options.dpi = dpi === 'none' ? null : Number(dpi);
  const pre = { ...(options.preprocess === false ? {} : options.preprocess) };
  if (arg('min-short')) pre.minShortSide = Number(arg('min-short'));
  if (arg('max-long')) pre.maxLongSide = Number(arg('max-long'));
  if (flag('no-deskew')) pre.maxSkewDegrees = 0;
  if (flag('no-stretch')) pre.contrastStretch = false;
  if (flag('no-bgnorm')) pre.normalizeBackground = false;
  if (flag('no-crop')) pre.crop = false;
  if (arg('x-scale')) pre.xScale = Number(arg('x-scale'));
  if (arg('ink')) pre.inkTarget = Number(arg('ink'));
  if (arg('char-height')) pre.targetCharHeight = Number(arg('char-height'));
  if (options.preprocess !== false) options.preprocess = pre;
  if (flag('no-preprocess')) options.preprocess = false;
  const params: Record<string, string> = { ...options.params };
  for (let i = 0; i < process.argv.length; i++) {
    if (process.argv[i] === '--param') {
      const [k, v] = (process.argv[i + 1] ?? '').split('=');
      if (k && v !== undefined) params[k] = v;
    }
  }
  options.params = params;
  const init: Record<string, string> = { ...options.init };
  for (let i = 0; i < process.argv.length; i++) {
    if (process.argv[i] === '--init') {
      const [k, v] = (process.argv[i + 1] ?? '').split('=');
      if (k && v !== undefined) init[k] = v;
    }
  }
  options.init = init;
  return { name, options };
}

async function main(): Promise<void> {
  const dir = arg('data') ?? '/work/shared/data/receipts-sroie';
  const from = arg('from');
  const save = arg('save');
  const limit = Number(arg('limit') ?? Infinity);
  const ids = readdirSync(dir)
    .filter((f) => f.endsWith('.jpg'))
    .map((f) => f.slice(0, -4))
    .sort()
    .slice(0, limit);
  const { name, options } = optionsFromArgs();
  const ocr = new Map<string, OcrResult>();
  let seconds = 0;
  let cpuSeconds = 0;
  let poolSize = 0;
  if (flag('boxes')) {
    for (const id of ids) ocr.set(id, fromBoxes(readFileSync(path.join(dir, `${id}.box.txt`), 'utf8')));
  } else if (from) {
    for (const id of ids) ocr.set(id, JSON.parse(readFileSync(path.join(from, `${id}.json`), 'utf8')) as OcrResult);
  } else {
    poolSize = Number(arg('pool') ?? os.cpus().length);
    const pool = await OcrPool.create(poolSize, options);
    // Warm-up is not part of the figure: the worker keeps its pool for the life of the process.
    const images = ids.map((id) => readFileSync(path.join(dir, `${id}.jpg`)));
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    let done = 0;
    let next = 0;
    // As the worker does it: preprocessForOcr, then the pool; a few receipts in flight per worker.
    await Promise.all(
      Array.from({ length: poolSize * 2 }, async () => {
        while (next < ids.length) {
          const i = next++;
          const input = options.preprocess === false ? images[i]! : (await preprocessForOcr(images[i]!, options.preprocess)).png;
          ocr.set(ids[i]!, await pool.recognize(input));
          done++;
          if (process.stderr.isTTY) process.stderr.write(`\r${done}/${ids.length}`);
        }
      }),
    );
    seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    cpuSeconds = (cpu.user + cpu.system) / 1e6;
    await pool.close();
    if (process.stderr.isTTY) process.stderr.write('\n');
    if (save) {
      mkdirSync(save, { recursive: true });
      for (const [id, r] of ocr) writeFileSync(path.join(save, `${id}.json`), JSON.stringify(r));
    }
  }

  let company = 0;
  let companyLoose = 0;
  let date = 0;
  let total = 0;
  let tParse = 0;
  const failures: string[] = [];
  // Is a field's confidence worth something? Exact-match rate by confidence band.
  const bands = [0, 0.5, 0.8];
  const calib = { company: bands.map(() => [0, 0]), date: bands.map(() => [0, 0]), total: bands.map(() => [0, 0]) };
  const band = (c: number) => bands.reduce((b, lo, i) => (c >= lo ? i : b), 0);
  for (const id of ids) {
    const truth = JSON.parse(readFileSync(path.join(dir, `${id}.json`), 'utf8')) as Truth;
    const t = performance.now();
    const r = parseReceiptText(ocr.get(id)!);
    tParse += performance.now() - t;
    const cOk = normText(r.merchant.value ?? '') === normText(truth.company);
    const clOk = normLoose(r.merchant.value ?? '') === normLoose(truth.company);
    const wantDate = truthDate(truth.date);
    const dOk = wantDate !== null && r.date.value === wantDate;
    const wantTotal = truthTotal(truth.total);
    const tOk = wantTotal !== null && r.total.value === wantTotal;
    for (const [field, ok, conf] of [
      ['company', clOk, r.merchant.confidence],
      ['date', dOk, r.date.confidence],
      ['total', tOk, r.total.confidence],
    ] as const) {
      const b = calib[field][band(conf)]!;
      b[0]!++;
      if (ok) b[1]!++;
    }
    company += cOk ? 1 : 0;
    companyLoose += clOk ? 1 : 0;
    date += dOk ? 1 : 0;
    total += tOk ? 1 : 0;
    if (!clOk)
      failures.push(
        `${id} company  want ${JSON.stringify(normText(truth.company))} got ${JSON.stringify(r.merchant.value)} (${r.merchant.confidence.toFixed(2)})`,
      );
    if (!dOk) failures.push(`${id} date     want ${wantDate} (${truth.date}) got ${r.date.value} (${r.date.confidence.toFixed(2)})`);
    if (!tOk) failures.push(`${id} total    want ${wantTotal} (${truth.total}) got ${r.total.value} (${r.total.confidence.toFixed(2)})`);
  }
  if (flag('failures')) console.log(failures.sort().join('\n'));
  const n = ids.length;
  const pct = (k: number): number => Math.round((1000 * k) / n) / 10;
  const opts = { ...DEFAULT_OCR_OPTIONS, ...options };
  const pre = opts.preprocess === false ? false : { ...DEFAULT_PREPROCESS, ...opts.preprocess };
  if (from || flag('boxes')) console.log(`re-scored ${from ? `OCR saved in ${from}` : 'the ground-truth OCR boxes'} (OCR settings below not used)`);
  console.log(
    `variant ${name}: traineddata ${opts.traineddata}, psm ${opts.psm}, dpi ${opts.dpi}, params ${JSON.stringify({ ...DEFAULT_OCR_OPTIONS.params, ...options.params })}, init ${JSON.stringify(opts.init)}`,
  );
  console.log(`preprocess ${JSON.stringify(pre)}`);
  console.log(`receipts           ${n}`);
  console.log(`company (exact)    ${pct(company)} %`);
  console.log(`company (no punct) ${pct(companyLoose)} %`);
  console.log(`date               ${pct(date)} %`);
  console.log(`total              ${pct(total)} %`);
  if (seconds > 0) {
    console.log(`speed              ${(n / seconds).toFixed(2)} receipts/s with ${poolSize} workers (${((seconds * 1000) / n).toFixed(0)} ms/receipt wall)`);
    // CPU time is what a core spends per receipt, whatever else the machine is doing.
    console.log(`cpu                ${(cpuSeconds / n).toFixed(2)} CPU-s/receipt → ${(n / cpuSeconds).toFixed(2)} receipts/s per busy core`);
  }
  console.log(`parse time         ${(tParse / n).toFixed(2)} ms/receipt`);
  for (const field of ['company', 'date', 'total'] as const) {
    const parts = calib[field].map(([k, ok], i) => `conf ${bands[i]!.toFixed(1)}+: ${ok}/${k}${k ? ` (${Math.round((100 * ok!) / k!)} %)` : ''}`);
    console.log(`${field.padEnd(8)} by confidence  ${parts.join(', ')}`);
  }
  console.log(
    JSON.stringify({
      variant: name,
      receipts: n,
      company: pct(company),
      companyNoPunct: pct(companyLoose),
      date: pct(date),
      total: pct(total),
      receiptsPerSecond: seconds > 0 ? Math.round((n / seconds) * 100) / 100 : null,
      workers: poolSize || null,
      cpuSecondsPerReceipt: cpuSeconds > 0 ? Math.round((cpuSeconds / n) * 1000) / 1000 : null,
    }),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
