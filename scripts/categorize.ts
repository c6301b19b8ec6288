// npm run categorize -- [--train LABELED.csv]... INPUT.csv
// Prints INPUT.csv with four more columns: predicted_category, predicted_subcategory, confidence,
// source. With --train, first learns the labeled rows as if the user had made those corrections
// (labels mapped to Tag's taxonomy by core/tag/label-map.ts, or taken as they are when they already
// are Tag categories). Needs neither PostgreSQL nor Redis: it is the engine the worker runs.
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { parseAmountToCents } from '../core/money.ts';
import { Tagger, type TagInput } from '../core/tag/engine.ts';
import { ALL_LABELS, mapLabel, type MappedLabel } from '../core/tag/label-map.ts';
import { isTagCategory, isTagSubcategory } from '../core/tag/taxonomy.ts';

export interface Columns {
  description: number;
  amount: number | null;
  debit: number | null;
  credit: number | null;
  type: number | null;
  account: number | null;
  label: number | null;
  subcategory: number | null;
}

export interface Table {
  header: string[];
  rows: string[][];
  columns: Columns;
}

const NAMES = {
  description: [
    'description',
    'desc',
    'details',
    'transaction description',
    'narrative',
    'memo',
    'payee',
    'name',
    'merchant',
    'original description',
    'libelle',
    'label operation',
  ],
  amount: ['amount', 'amt', 'transaction amount', 'value', 'betrag', 'montant'],
  debit: ['debit', 'debits', 'withdrawal', 'withdrawals', 'money out', 'paid out'],
  credit: ['credit', 'credits', 'deposit', 'deposits', 'money in', 'paid in'],
  type: ['transaction type', 'type', 'debit/credit', 'dr/cr', 'cr/dr', 'credit/debit'],
  account: ['account', 'account name', 'account_name', 'accountname'],
  label: ['label', 'category', 'expected category', 'true category'],
  subcategory: ['subcategory', 'sub category', 'sub-category', 'expected subcategory'],
} as const;

function find(header: readonly string[], names: readonly string[]): number | null {
  const norm = header.map((h) =>
    h
      .trim()
      .toLowerCase()
      .replace(/^\ufeff/, '')
      .replace(/[_]+/g, ' '),
  );
  for (const n of names) {
    const i = norm.indexOf(n);
    if (i !== -1) return i;
  }
  return null;
}

/** Finds the columns by their header names; throws a message naming the file when there is no description column. */
export function detectColumns(header: readonly string[], file = 'input'): Columns {
  const description = find(header, NAMES.description);
  if (description === null) {
    throw new Error(`${file}: no description column (header: ${header.join(', ')}; looked for ${NAMES.description.join(', ')})`);
  }
  return {
    description,
    amount: find(header, NAMES.amount),
    debit: find(header, NAMES.debit),
    credit: find(header, NAMES.credit),
    type: find(header, NAMES.type),
    account: find(header, NAMES.account),
    label: find(header, NAMES.label),
    subcategory: find(header, NAMES.subcategory),
  };
}

export function readTable(text: string, file = 'input'): Table {
  const parsed = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: 'greedy' });
  const [header, ...rows] = parsed.data;
  if (!header) throw new Error(`${file}: empty file`);
  return { header, rows, columns: detectColumns(header, file) };
}

/** "-1 300.00" → -130000; a shifted cell ("470010 -0.80", "Bank -3.00") → its last amount. */
export function cellCents(cell: string | undefined): number | null {
  if (cell === undefined) return null;
  const direct = parseAmountToCents(cell.replace(/[$£€]|\bR(?=\s?-?\d)/g, ''));
  if (direct !== null) return direct;
  const last = cell.trim().split(/\s+/).pop();
  return last && last !== cell.trim() ? parseAmountToCents(last) : null;
}

/** The row as the engine's input: amount signed by a debit/credit type column or debit/credit columns. */
export function rowInput(row: readonly string[], c: Columns): TagInput {
  let cents: number | null = null;
  if (c.amount !== null) cents = cellCents(row[c.amount]);
  if (cents === null && (c.debit !== null || c.credit !== null)) {
    const d = c.debit !== null ? cellCents(row[c.debit]) : null;
    const cr = c.credit !== null ? cellCents(row[c.credit]) : null;
    if (d) cents = -Math.abs(d);
    else if (cr) cents = Math.abs(cr);
  }
  cents ??= 0;
  if (c.type !== null) {
    const t = (row[c.type] ?? '').trim().toLowerCase();
    if (/^(debit|dr|d|withdrawal|sale|purchase|payment out)$/.test(t)) cents = -Math.abs(cents);
    else if (/^(credit|cr|c|deposit|refund)$/.test(t)) cents = Math.abs(cents);
  }
  const account = c.account !== null ? (row[c.account] ?? '').trim() || null : null;
  return { description: row[c.description] ?? '', amountCents: cents, account };
}

/**
 * A labeled row's label in Tag's taxonomy: a Tag category (with the subcategory column when it
 * belongs to it) as it is, or a benchmark label through the label map. null: excluded label;
 * undefined: unknown label.
 */
export function mapRowLabel(label: string, subcategory: string | null = null): MappedLabel | null | undefined {
  const l = label.trim();
  if (isTagCategory(l)) {
    const sub = subcategory?.trim() || null;
    return { category: l, subcategory: sub !== null && isTagSubcategory(l, sub) ? sub : null };
  }
  return mapLabel(ALL_LABELS, l);
}

function csvLine(cells: readonly (string | number | null)[]): string {
  return cells
    .map((v) => {
      const s = v === null ? '' : String(v);
      return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
    })
    .join(',');
}

/** Learns every labeled row of a table as a correction; returns how many were learned and warnings. */
export function learnTable(tagger: Tagger, table: Table, file: string, today: string): { learned: number; excluded: number; warnings: string[] } {
  const warnings: string[] = [];
  const c = table.columns;
  if (c.label === null) throw new Error(`${file}: no label column (looked for ${NAMES.label.join(', ')})`);
  let learned = 0;
  let excluded = 0;
  table.rows.forEach((row, i) => {
    const label = row[c.label!] ?? '';
    const mapped = mapRowLabel(label, c.subcategory !== null ? (row[c.subcategory] ?? null) : null);
    if (mapped === undefined) {
      warnings.push(`${file}: row ${i + 2}: label "${label}" is neither a Tag category nor in the label map; skipped`);
      return;
    }
    if (mapped === null) {
      excluded++; // a label the map leaves out on purpose ("Debit Order": a mechanism, not a purpose)
      return;
    }
    tagger.learnCorrection(rowInput(row, c), mapped.category, mapped.subcategory, today);
    learned++;
  });
  return { learned, excluded, warnings };
}

async function main(argv: string[]): Promise<number> {
  const train: string[] = [];
  const inputs: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--train') {
      const f = argv[++i];
      if (!f) {
        console.error('--train needs a file');
        return 2;
      }
      train.push(f);
    } else if (a === '-h' || a === '--help') {
      console.log('usage: npm run categorize -- [--train LABELED.csv]... INPUT.csv');
      return 0;
    } else inputs.push(a);
  }
  if (inputs.length !== 1) {
    console.error('usage: npm run categorize -- [--train LABELED.csv]... INPUT.csv');
    return 2;
  }
  const tagger = new Tagger();
  const today = new Date().toISOString().slice(0, 10);
  try {
    for (const f of train) {
      const { learned, excluded, warnings } = learnTable(tagger, readTable(await readFile(f, 'utf8'), f), f, today);
      for (const w of warnings) console.error(w);
      console.error(`learned ${learned} labeled rows from ${f}` + (excluded ? ` (${excluded} with a label the map leaves out)` : ''));
    }
    const file = inputs[0]!;
    const table = readTable(await readFile(file, 'utf8'), file);
    const out: string[] = [csvLine([...table.header, 'predicted_category', 'predicted_subcategory', 'confidence', 'source'])];
    for (const row of table.rows) {
      const r = tagger.categorize(rowInput(row, table.columns));
      out.push(csvLine([...row, r.category, r.subcategory, r.confidence, r.source]));
    }
    process.stdout.write(out.join('\n') + '\n');
    return 0;
  } catch (err) {
    console.error((err as NodeJS.ErrnoException).code === 'ENOENT' ? `no such file: ${(err as NodeJS.ErrnoException).path}` : (err as Error).message);
    return 2;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2));
}
