// npm run bench:categorize-accuracy [-- DATA_DIR]
// Tag's accuracy on the labeled transaction sets (default /work/shared/data/transactions-labeled,
// or TAG_LABELED_DIR): both CSVs, labels mapped to Tag's taxonomy by core/tag/label-map.ts.
//   cold     built-in knowledge only (a new user)
//   learned  after the user corrected a random 20 % of their rows (seeded), scored on the other 80 %;
//            one Tagger per data set (each set is one person's history)
//   learned_merchant_split  the same, but the 20 % are whole merchants (merchantKey): no merchant of
//            the scored rows was ever corrected, so only what generalizes counts (a random row split
//            lets the same merchant sit on both sides)
// Also: subcategory accuracy (rows whose label maps to a subcategory), the share of answers that
// need the user's input and how often the confident ones are right, and categorizations per second
// with all layers (rules, learned patterns, knowledge, model). Prints one JSON line last.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Tagger, type TagInput, type TagResult, type TagRule } from '../../core/tag/engine.ts';
import { US_LABELS, ZA_LABELS, mapLabel, type MappedLabel } from '../../core/tag/label-map.ts';
import { readTable, rowInput } from '../categorize.ts';
import { mulberry32 } from '../../core/seeded-random.ts';
import { merchantKey } from '../../core/tag/merchant.ts';

const DEFAULT_DIR = '/work/shared/data/transactions-labeled';
const SEED = 20250601;
const EXTRA_SEEDS = 10;
const TRAIN_SHARE = 0.2;
const TODAY = '2025-06-01';

interface Row {
  input: TagInput;
  label: string;
  mapped: MappedLabel;
}

interface DataSet {
  name: string;
  rows: Row[];
  excluded: number;
}

const FILES = [
  { name: 'us', file: 'us_personal_transactions__kaggle_via_arij44.csv', map: US_LABELS },
  { name: 'za', file: 'za_bank_transactions__yassirawad.csv', map: ZA_LABELS },
] as const;

async function load(dir: string): Promise<DataSet[]> {
  const sets: DataSet[] = [];
  for (const { name, file, map } of FILES) {
    const full = path.join(dir, file);
    const table = readTable(await readFile(full, 'utf8'), full);
    const c = table.columns;
    if (c.label === null) throw new Error(`${full}: no label column`);
    const rows: Row[] = [];
    let excluded = 0;
    for (const [i, cells] of table.rows.entries()) {
      const label = (cells[c.label] ?? '').trim();
      const mapped = mapLabel(map, label);
      if (mapped === undefined) throw new Error(`${full}: row ${i + 2}: label "${label}" is missing from the label map (core/tag/label-map.ts)`);
      if (mapped === null) {
        excluded++;
        continue;
      }
      rows.push({ input: rowInput(cells, c), label, mapped });
    }
    sets.push({ name, rows, excluded });
  }
  return sets;
}

function split<T>(items: readonly T[], share: number, seed: number): { train: T[]; test: T[] } {
  const random = mulberry32(seed);
  const idx = items.map((_, i) => i);
  for (let i = idx.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [idx[i], idx[j]] = [idx[j]!, idx[i]!];
  }
  const n = Math.round(items.length * share);
  return { train: idx.slice(0, n).map((i) => items[i]!), test: idx.slice(n).map((i) => items[i]!) };
}

interface Score {
  n: number;
  correct: number;
  subN: number;
  subCorrect: number;
  confident: number;
  confidentCorrect: number;
  bySource: Record<string, number>;
  correctBySource: Record<string, number>;
  misses: Map<string, number>;
}

function newScore(): Score {
  return { n: 0, correct: 0, subN: 0, subCorrect: 0, confident: 0, confidentCorrect: 0, bySource: {}, correctBySource: {}, misses: new Map() };
}

function score(s: Score, row: Row, r: TagResult): void {
  s.n++;
  const ok = r.category === row.mapped.category;
  if (ok) s.correct++;
  else {
    const k = `${row.label} → ${r.category} (${r.source} ${r.confidence}): ${row.input.description.trim().slice(0, 50)}`;
    s.misses.set(k, (s.misses.get(k) ?? 0) + 1);
  }
  if (row.mapped.subcategory !== null) {
    s.subN++;
    if (ok && r.subcategory === row.mapped.subcategory) s.subCorrect++;
  }
  if (!r.needsUserInput) {
    s.confident++;
    if (ok) s.confidentCorrect++;
  }
  s.bySource[r.source] = (s.bySource[r.source] ?? 0) + 1;
  if (ok) s.correctBySource[r.source] = (s.correctBySource[r.source] ?? 0) + 1;
}

function merge(a: Score, b: Score): Score {
  const m = newScore();
  for (const s of [a, b]) {
    m.n += s.n;
    m.correct += s.correct;
    m.subN += s.subN;
    m.subCorrect += s.subCorrect;
    m.confident += s.confident;
    m.confidentCorrect += s.confidentCorrect;
    for (const [k, v] of Object.entries(s.bySource)) m.bySource[k] = (m.bySource[k] ?? 0) + v;
    for (const [k, v] of Object.entries(s.correctBySource)) m.correctBySource[k] = (m.correctBySource[k] ?? 0) + v;
  }
  return m;
}

const pct = (x: number, n: number): number => (n === 0 ? 0 : Math.round((x / n) * 10000) / 100);

function summary(s: Score) {
  return {
    rows: s.n,
    accuracy: pct(s.correct, s.n),
    subcategory_accuracy: pct(s.subCorrect, s.subN),
    subcategory_rows: s.subN,
    needs_review: pct(s.n - s.confident, s.n),
    confident_accuracy: pct(s.confidentCorrect, s.confident),
    by_source: s.bySource,
    accuracy_by_source: Object.fromEntries(Object.entries(s.bySource).map(([k, n]) => [k, pct(s.correctBySource[k] ?? 0, n)])),
  };
}

function evaluateCold(set: DataSet): Score {
  const tagger = new Tagger();
  const s = newScore();
  for (const row of set.rows) score(s, row, tagger.categorize(row.input));
  return s;
}

function trainedTagger(train: readonly Row[]): Tagger {
  const tagger = new Tagger();
  for (const row of train) tagger.learnCorrection(row.input, row.mapped.category, row.mapped.subcategory, TODAY);
  return tagger;
}

function evaluateLearned(set: DataSet, seed: number): { score: Score; tagger: Tagger } {
  const { train, test } = split(set.rows, TRAIN_SHARE, seed);
  const tagger = trainedTagger(train);
  const s = newScore();
  for (const row of test) score(s, row, tagger.categorize(row.input));
  return { score: s, tagger };
}

/** Whole merchants in training: about TRAIN_SHARE of the merchants (seeded), every row of each. */
function splitByMerchant(rows: readonly Row[], share: number, seed: number): { train: Row[]; test: Row[] } {
  const keys = [...new Set(rows.map((r) => merchantKey(r.input.description)))].sort();
  const { train: trainKeys } = split(keys, share, seed);
  const inTrain = new Set(trainKeys);
  return { train: rows.filter((r) => inTrain.has(merchantKey(r.input.description))), test: rows.filter((r) => !inTrain.has(merchantKey(r.input.description))) };
}

function evaluateMerchantSplit(set: DataSet, seed: number): { score: Score; merchants: number; trainRows: number } {
  const { train, test } = splitByMerchant(set.rows, TRAIN_SHARE, seed);
  const tagger = trainedTagger(train);
  const s = newScore();
  for (const row of test) score(s, row, tagger.categorize(row.input));
  return { score: s, merchants: new Set(set.rows.map((r) => merchantKey(r.input.description))).size, trainRows: train.length };
}

const BENCH_RULES: TagRule[] = [
  { id: 'bench-1', conditions: { descriptionContains: 'zzz no such shop', sign: 'out' }, category: 'Shopping', subcategory: null },
  { id: 'bench-2', conditions: { merchantEquals: 'Nobody Inc', amountMinCents: 100 }, category: 'Business', subcategory: 'Software' },
  { id: 'bench-3', conditions: { account: 'no such account' }, category: 'Housing', subcategory: 'Rent' },
];

/** Categorizations per second, all layers on: a user with rules (that never match), learned patterns and a model. */
function throughput(base: Tagger, inputs: readonly TagInput[]): number {
  const tagger = new Tagger({ ...base.toJSON(), rules: BENCH_RULES });
  let sink = 0;
  for (const x of inputs) sink += tagger.categorize(x).confidence; // warm-up
  let n = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < 1500) {
    for (const x of inputs) sink += tagger.categorize(x).confidence;
    n += inputs.length;
    elapsed = performance.now() - start;
  }
  if (sink < 0) console.error(sink);
  return Math.round(n / (elapsed / 1000));
}

async function main(): Promise<void> {
  const dir = process.argv[2] ?? process.env.TAG_LABELED_DIR ?? DEFAULT_DIR;
  const sets = await load(dir);
  const verbose = process.env.TAG_BENCH_VERBOSE === '1';

  const perSet: Record<string, unknown> = {};
  let cold = newScore();
  let learned = newScore();
  let merchantSplit = newScore();
  const seedAccuracies: number[] = [];
  const taggers: Tagger[] = [];
  for (const set of sets) {
    const c = evaluateCold(set);
    const { score: l, tagger } = evaluateLearned(set, SEED);
    const m = evaluateMerchantSplit(set, SEED);
    taggers.push(tagger);
    cold = merge(cold, c);
    learned = merge(learned, l);
    merchantSplit = merge(merchantSplit, m.score);
    perSet[set.name] = {
      rows: set.rows.length,
      excluded_rows: set.excluded,
      merchants: m.merchants,
      cold: summary(c),
      learned: summary(l),
      learned_merchant_split: { ...summary(m.score), train_rows: m.trainRows },
    };
    if (verbose) {
      for (const [name, s] of [
        ['cold', c],
        ['learned', l],
        ['merchant-split', m.score],
      ] as const) {
        console.error(`\n== ${set.name} ${name}: misses`);
        for (const [k, v] of [...s.misses].sort((a, b) => b[1] - a[1])) console.error(`  ${v}× ${k}`);
      }
    }
  }
  // the same protocol with other seeds: how much the figure depends on which 20 % were corrected
  const merchantSeedAccuracies: number[] = [];
  for (let k = 1; k <= EXTRA_SEEDS; k++) {
    let s = newScore();
    let ms = newScore();
    for (const set of sets) {
      s = merge(s, evaluateLearned(set, SEED + k).score);
      ms = merge(ms, evaluateMerchantSplit(set, SEED + k).score);
    }
    seedAccuracies.push(pct(s.correct, s.n));
    merchantSeedAccuracies.push(pct(ms.correct, ms.n));
  }
  const spread = (xs: number[]) => ({ mean: Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 100) / 100, min: Math.min(...xs), max: Math.max(...xs) });
  const all = sets.flatMap((s) => s.rows.map((r) => r.input));
  const perSecondLearned = Math.min(...taggers.map((t) => throughput(t, all)));
  const perSecondCold = throughput(new Tagger(), all);
  // the slowest path: rows that no rule, pattern or knowledge entry decides, so the model scores them
  const modelPath = taggers.map((t) => sets.flatMap((s) => s.rows.map((r) => r.input)).filter((x) => t.categorize(x).source === 'model'));
  const perSecondModelPath = Math.min(...taggers.map((t, i) => (modelPath[i]!.length ? throughput(t, modelPath[i]!) : Infinity)));

  const out = {
    bench: 'categorize-accuracy',
    data: dir,
    rows: cold.n,
    excluded_rows: sets.reduce((a, s) => a + s.excluded, 0),
    cold_accuracy: pct(cold.correct, cold.n),
    learned_accuracy: pct(learned.correct, learned.n),
    cold_subcategory_accuracy: pct(cold.subCorrect, cold.subN),
    learned_subcategory_accuracy: pct(learned.subCorrect, learned.subN),
    learned_merchant_split_accuracy: pct(merchantSplit.correct, merchantSplit.n),
    learned_merchant_split_other_seeds: spread(merchantSeedAccuracies),
    learned_train_share: TRAIN_SHARE,
    seed: SEED,
    learned_accuracy_other_seeds: {
      mean: Math.round((seedAccuracies.reduce((a, b) => a + b, 0) / seedAccuracies.length) * 100) / 100,
      min: Math.min(...seedAccuracies),
      max: Math.max(...seedAccuracies),
    },
    cold: summary(cold),
    learned: summary(learned),
    learned_merchant_split: summary(merchantSplit),
    per_dataset: perSet,
    per_second: Math.min(perSecondLearned, perSecondCold),
    per_second_cold: perSecondCold,
    per_second_learned: perSecondLearned,
    per_second_model_path: perSecondModelPath,
  };
  console.log(JSON.stringify(out));
}

await main();
