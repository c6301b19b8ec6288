// npm run bench:forecast-backtest — rolling-origin backtest of Crystal's monthly spending forecast
// (forecastCategoryMonths). Each held-out month is forecast from the months before it only (the
// ledger is cut at the month's first day), for total spending and per category, and scored with
// MASE: mean absolute error divided by the in-sample MAE of the 12-month seasonal-naive forecast
// on the training months. With under 13 training months there is no season to scale by, so the
// scale is naive-1 (last month), and the output says so. The seasonal-naive forecast is scored
// on the same months for comparison (under 12 months of history it is naive-1 too).
//
// Datasets: the demo generator over four years (eight consecutive 180-day windows, one seed
// each, categorized by Tag's keyword rules); the US Mint-style export (2018-01 … 2019-09, its own
// categories, card payments left out as transfers); the ZA bank lines (two short stretches,
// 2021 and 2023, scored separately and pooled). Both real files are the shared 70 % sample of
// their rows, so their monthly totals are about 70 % of the real ones (the same for every month).
// Prints one JSON line.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { forecastCategoryMonths, addMonthsKey, monthsBetween } from '../../core/crystal/forecast.ts';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { addDays, daysInMonth } from '../../core/dates.ts';
import { accountSpans, type AccountPeriod } from '../../core/figures/coverage.ts';
import { generateDemoTransactions } from '../../core/demo/data.ts';
import { parseAmountToCents } from '../../core/money.ts';
import { categorizeByKeywords } from '../../core/tag/keywords.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const DATA = process.env.PF_DATA_DIR ?? path.resolve(here, '../../../shared/data');
const LABELED = path.join(DATA, 'transactions-labeled');

type ScaleKind = 'seasonal-naive' | 'naive-1';

interface Origin {
  month: string;
  trainingMonths: number;
  method: string;
  actual: number;
  forecast: number;
  snaive: number;
  scale: number;
  scaleKind: ScaleKind;
}

interface Collected {
  origins: Origin[];
  /** per category: scaled errors of the model and of seasonal naive */
  categories: Map<string, { model: number[]; snaive: number[] }>;
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
const median = (xs: readonly number[]) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const r3 = (x: number) => (Number.isFinite(x) ? Number(x.toFixed(3)) : null);

/** In-sample MAE of seasonal naive (≥ 13 points) or naive-1 (fewer). */
function scaleOf(y: readonly number[]): { scale: number; kind: ScaleKind } {
  const lag = y.length >= 13 ? 12 : 1;
  const errs: number[] = [];
  for (let i = lag; i < y.length; i++) errs.push(Math.abs(y[i]! - y[i - lag]!));
  return { scale: mean(errs), kind: lag === 12 ? 'seasonal-naive' : 'naive-1' };
}
const snaiveOf = (y: readonly number[]) => (y.length >= 12 ? y[y.length - 12]! : y[y.length - 1]!);

/** The last month the data covers completely (its last date within 3 days of the month's end). */
function lastCompleteMonth(txs: readonly LedgerTransaction[]): string {
  const last = txs.reduce((d, t) => (t.date > d ? t.date : d), '');
  const y = Number(last.slice(0, 4));
  const m = Number(last.slice(5, 7));
  return Number(last.slice(8, 10)) >= daysInMonth(y, m) - 3 ? last.slice(0, 7) : addMonthsKey(last.slice(0, 7), -1);
}

/**
 * Each account's statement period as the data shows it: from its first row to the end of the last
 * complete month. A training ledger cut at a month's first day keeps these periods up to the day
 * before (the statements it stands for covered those days), so its months are full as they were.
 */
function statedPeriods(txs: readonly LedgerTransaction[], endMonth: string): AccountPeriod[] {
  const end = `${endMonth}-${String(daysInMonth(Number(endMonth.slice(0, 4)), Number(endMonth.slice(5, 7)))).padStart(2, '0')}`;
  const spans = accountSpans({ transactions: txs.map((t) => ({ date: t.date, account: t.account ?? null })), today: end });
  return [...spans].flatMap(([account, list]) => list.map((s) => ({ account, from: s.from, to: end })));
}
const cutAt = (periods: readonly AccountPeriod[], today: string) =>
  periods.filter((p) => p.from < today).map((p) => ({ ...p, to: p.to < today ? p.to : addDays(today, -1) }));

/**
 * Rolling-origin forecasts for every month with at least `minTraining` months before it. The figure
 * scored is the model's whole month (wholeMonthCents: fixed charges + the rest's forecast), not the
 * current-month figure, which would already hold the month's first day.
 */
function collect(txs: readonly LedgerTransaction[], minTraining: number, maxTraining = Infinity): Collected {
  const out: Collected = { origins: [], categories: new Map() };
  const endMonth = lastCompleteMonth(txs);
  const periods = statedPeriods(txs, endMonth);
  const full = forecastCategoryMonths(txs, `${addMonthsKey(endMonth, 1)}-01`, 1, { periods });
  if (full.historyFrom === null) return out;
  const months = full.total.history.map((h) => h.month);
  const total = full.total.history.map((h) => h.cents);
  const byCat = new Map(full.categories.map((c) => [c.category, c.history.map((h) => h.cents)]));
  for (let t = minTraining; t < months.length && t <= maxTraining; t++) {
    const today = `${months[t]}-01`;
    const train = txs.filter((x) => x.date < today);
    const f = forecastCategoryMonths(train, today, 1, { periods: cutAt(periods, today) });
    if (f.total.historyMonths !== t) throw new Error(`history of ${f.total.historyMonths} months at ${months[t]}, expected ${t}`);
    const y = total.slice(0, t);
    const { scale, kind } = scaleOf(y);
    out.origins.push({
      month: months[t]!,
      trainingMonths: t,
      method: f.total.method,
      actual: total[t]!,
      forecast: f.total.wholeMonthCents,
      snaive: snaiveOf(y),
      scale,
      scaleKind: kind,
    });
    const predicted = new Map(f.categories.map((c) => [c.category, c.wholeMonthCents]));
    for (const [cat, values] of byCat) {
      const yc = values.slice(0, t);
      if (!yc.some((v) => v > 0)) continue;
      const s = scaleOf(yc).scale;
      if (!(s > 0)) continue;
      const entry = out.categories.get(cat) ?? { model: [], snaive: [] };
      entry.model.push(Math.abs((predicted.get(cat) ?? 0) - values[t]!) / s);
      entry.snaive.push(Math.abs(snaiveOf(yc) - values[t]!) / s);
      out.categories.set(cat, entry);
    }
  }
  return out;
}

function merge(parts: readonly Collected[]): Collected {
  const out: Collected = { origins: [], categories: new Map() };
  for (const p of parts) {
    out.origins.push(...p.origins);
    for (const [cat, e] of p.categories) {
      const into = out.categories.get(cat) ?? { model: [], snaive: [] };
      into.model.push(...e.model);
      into.snaive.push(...e.snaive);
      out.categories.set(cat, into);
    }
  }
  return out;
}

function summarize(c: Collected) {
  const valid = c.origins.filter((o) => o.scale > 0);
  const kinds = [...new Set(valid.map((o) => o.scaleKind))];
  const methods: Record<string, { months: number; mase: number | null; seasonalNaiveMase: number | null }> = {};
  for (const name of [...new Set(c.origins.map((o) => o.method))]) {
    const os = valid.filter((o) => o.method === name);
    methods[name] = {
      months: c.origins.filter((o) => o.method === name).length,
      mase: r3(mean(os.map((o) => Math.abs(o.forecast - o.actual) / o.scale))),
      seasonalNaiveMase: r3(mean(os.map((o) => Math.abs(o.snaive - o.actual) / o.scale))),
    };
  }
  const absModel = c.origins.map((o) => Math.abs(o.forecast - o.actual));
  const absSnaive = c.origins.map((o) => Math.abs(o.snaive - o.actual));
  const perCategory: Record<string, { mase: number | null; snaiveMase: number | null; months: number }> = {};
  const catMase: number[] = [];
  const catSnaive: number[] = [];
  for (const [cat, e] of [...c.categories].sort((a, b) => a[0].localeCompare(b[0]))) {
    const m = mean(e.model);
    const s = mean(e.snaive);
    perCategory[cat] = { mase: r3(m), snaiveMase: r3(s), months: e.model.length };
    catMase.push(m);
    catSnaive.push(s);
  }
  return {
    heldOutMonths: c.origins.length,
    heldOut: c.origins.length ? `${c.origins[0]!.month}…${c.origins[c.origins.length - 1]!.month}` : null,
    trainingMonths: c.origins.length ? [Math.min(...c.origins.map((o) => o.trainingMonths)), Math.max(...c.origins.map((o) => o.trainingMonths))] : null,
    scale: kinds.length === 1 ? kinds[0] : kinds.length ? 'mixed' : null,
    methods,
    total: {
      mase: r3(mean(valid.map((o) => Math.abs(o.forecast - o.actual) / o.scale))),
      seasonalNaiveMase: r3(mean(valid.map((o) => Math.abs(o.snaive - o.actual) / o.scale))),
      maeVsSeasonalNaive: r3(absModel.reduce((a, b) => a + b, 0) / absSnaive.reduce((a, b) => a + b, 0)),
      maeDollars: r3(mean(absModel) / 100),
      meanActualDollars: r3(mean(c.origins.map((o) => o.actual)) / 100),
    },
    categories: {
      count: catMase.length,
      meanMase: r3(mean(catMase)),
      medianMase: r3(median(catMase)),
      seasonalNaiveMeanMase: r3(mean(catSnaive)),
      seasonalNaiveMedianMase: r3(median(catSnaive)),
      perCategory,
    },
  };
}

function demoLedger(): LedgerTransaction[] {
  const start = '2021-01-01';
  const out: LedgerTransaction[] = [];
  for (let k = 0; k < 8; k++) {
    const today = addDays(start, 180 * (k + 1) - 1);
    for (const t of generateDemoTransactions(7001 + k, today)) {
      const c = categorizeByKeywords(t.description, t.amountCents);
      out.push({
        id: `d${out.length}`,
        date: t.date,
        description: t.description,
        merchant: c.merchant,
        amountCents: t.amountCents,
        category: t.amountCents > 0 && c.category !== 'Income' && c.subcategory === null ? 'Income' : c.category,
        subcategory: c.subcategory,
        account: t.account,
      });
    }
  }
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

function readCsv(file: string): Record<string, string>[] {
  const text = readFileSync(path.join(LABELED, file), 'utf8');
  return Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
}

function usLedger(): LedgerTransaction[] {
  const out: LedgerTransaction[] = [];
  for (const r of readCsv('us_personal_transactions__kaggle_via_arij44.csv')) {
    const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((r.Date ?? '').trim());
    const cents = parseAmountToCents(r.Amount ?? '');
    const category = (r.Category ?? '').trim();
    if (!m || cents === null || category === 'Credit Card Payment') continue; // card payments move money between own accounts
    const debit = (r['Transaction Type'] ?? '').trim().toLowerCase() === 'debit';
    out.push({
      id: `us${r.row_id}`,
      date: `${m[3]}-${m[1]}-${m[2]}`,
      description: r.Description ?? '',
      merchant: null,
      amountCents: debit ? -Math.abs(cents) : Math.abs(cents),
      category: category === 'Paycheck' ? 'Income' : category,
      account: r['Account Name'] ?? null,
    });
  }
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** ZA lines, split into stretches of consecutive months (the file has a gap of almost two years). */
function zaStretches(): LedgerTransaction[][] {
  const txs: LedgerTransaction[] = [];
  for (const r of readCsv('za_bank_transactions__yassirawad.csv')) {
    const date = (r.date ?? '').slice(0, 10);
    const raw = (r.amount ?? '').trim();
    // a few rows have their fields shifted ("470010 -0.80"): the amount is the last word
    const cents = parseAmountToCents(raw) ?? parseAmountToCents(raw.split(/\s+/).pop() ?? '');
    const label = (r.label ?? '').trim();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || cents === null) continue;
    if (label === 'Savings Transfer' || label === 'Investments') continue; // money kept, not spent
    txs.push({
      id: `za${r.row_id}`,
      date,
      description: r.description ?? '',
      merchant: null,
      amountCents: cents,
      category: cents > 0 ? 'Income' : label,
      account: null,
    });
  }
  txs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const stretches: LedgerTransaction[][] = [];
  for (const t of txs) {
    const cur = stretches[stretches.length - 1];
    const prev = cur?.[cur.length - 1];
    if (cur && prev && monthsBetween(prev.date.slice(0, 7), t.date.slice(0, 7)) <= 1) cur.push(t);
    else stretches.push([t]);
  }
  return stretches;
}

function main() {
  const t0 = performance.now();
  const datasets: Record<string, unknown> = {};

  const demo = demoLedger();
  datasets.demo = {
    source: 'generateDemoTransactions, 8 consecutive 180-day windows from 2021-01-01 (seeds 7001–7008), categorized by categorizeByKeywords',
    transactions: demo.length,
    ...summarize(collect(demo, 13)),
  };

  const us = usLedger();
  datasets.us_personal = {
    source: 'transactions-labeled/us_personal_transactions__kaggle_via_arij44.csv (shared 70 % sample), own categories, card payments excluded',
    transactions: us.length,
    ...summarize(collect(us, 13)),
    shortHistory: { note: 'the same file, months with 3–12 training months: naive-1 scale', ...summarize(collect(us, 3, 12)) },
  };

  const za = zaStretches().filter((s) => s.length >= 20);
  const zaCollected = merge(za.map((s) => collect(s, 2)));
  datasets.za_bank = {
    source: 'transactions-labeled/za_bank_transactions__yassirawad.csv (shared 70 % sample), labels as categories, savings/investment transfers excluded',
    transactions: za.reduce((a, s) => a + s.length, 0),
    stretches: za.map((s) => `${s[0]!.date}…${s[s.length - 1]!.date}`),
    note: 'each stretch has 3 complete months at most (first and last months partial): under 13 months, so naive-1 is the MASE scale and the seasonal-naive comparison is naive-1 too; too few held-out months to mean much',
    ...summarize(zaCollected),
  };

  console.log(
    JSON.stringify({
      bench: 'forecast-backtest',
      metric:
        'MASE of month-ahead spending forecasts (rolling origin); scale = in-sample MAE of seasonal naive (lag 12), naive-1 under 13 training months; goal < 1.0',
      datasets,
      seconds: Number(((performance.now() - t0) / 1000).toFixed(2)),
    }),
  );
}

main();
