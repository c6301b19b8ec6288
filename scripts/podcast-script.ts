// npm run podcast:script -- LEDGER.csv [--today YYYY-MM-DD] [--days 7|30] [--type weekly]
//   [--podcaster roundtable] [--minutes 15] [--currency USD] [--extras EXTRAS.json]
//   [--leave-out merchants,debts] [--llm]
// Reads a categorized ledger (Date,Description,Amount,Category[,Merchant]) and prints Roundtable's
// script for it as one JSON object: {title, description, words, targetWords, writer, lines: [{host,
// speaker, section, text}], dropped, facts}. EXTRAS.json holds {billsDue, goals, debts, insights}
// (core/roundtable/types.ts). --today defaults to the ledger's last date. The built-in writer
// unless --llm (then OPENAI_API_KEY and friends, falling back to the built-in writer with
// llmError). Needs neither PostgreSQL nor Redis. Bad input: {error, field} and exit code 2.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../core/config.ts';
import { parseDateCell } from '../core/dates.ts';
import { episodeFacts } from '../core/roundtable/facts.ts';
import { readLedgerCsv } from '../core/roundtable/ledger-csv.ts';
import { podcasterById, podcasterNotFound } from '../core/roundtable/podcasters.ts';
import {
  ALL_INCLUDED,
  EPISODE_TYPES,
  NO_EXTRAS,
  TIMEFRAME_DAYS,
  WORDS_PER_MINUTE,
  type EpisodeExtras,
  type EpisodeType,
  type IncludeFlags,
} from '../core/roundtable/types.ts';
import { writeScript, type WriteInput } from '../core/roundtable/writer.ts';
import { podcastLlm, writeEpisodeScript } from '../worker/roundtable/llm-writer.ts';

function fail(field: string, error: string): never {
  console.error(error);
  console.log(JSON.stringify({ error, field }));
  process.exit(2);
}

const extrasSchema = z.object({
  billsDue: z.array(z.object({ name: z.string().min(1), due: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), cents: z.number().int() })).default([]),
  goals: z
    .array(z.object({ name: z.string().min(1), savedCents: z.number().int(), targetCents: z.number().int(), percent: z.number(), status: z.string() }))
    .default([]),
  debts: z.array(z.object({ name: z.string().min(1), balanceCents: z.number().int(), apr: z.number().min(0) })).default([]),
  insights: z.array(z.string()).default([]),
});

let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      today: { type: 'string' },
      days: { type: 'string', default: '7' },
      type: { type: 'string', default: 'weekly' },
      podcaster: { type: 'string', default: 'roundtable' },
      minutes: { type: 'string', default: '15' },
      currency: { type: 'string', default: 'USD' },
      extras: { type: 'string' },
      'leave-out': { type: 'string', default: '' },
      llm: { type: 'boolean', default: false },
    },
  });
}
try {
  args = parse();
} catch (err) {
  fail('arguments', (err as Error).message);
}
const { values: o, positionals } = args;
const file = positionals[0];
if (!file || positionals.length > 1)
  fail('file', 'usage: npm run podcast:script -- LEDGER.csv [--today YYYY-MM-DD] [--days 7|30] [--type weekly] [--podcaster roundtable] [--minutes 15]');

const podcaster = podcasterById(o.podcaster);
if (!podcaster) fail('podcaster', podcasterNotFound(o.podcaster));
if (!(EPISODE_TYPES as readonly string[]).includes(o.type)) fail('type', `Unknown episode type "${o.type}" (one of ${EPISODE_TYPES.join(', ')})`);
const days = Number(o.days);
if (!(TIMEFRAME_DAYS as readonly number[]).includes(days)) fail('days', `--days "${o.days}" must be one of ${TIMEFRAME_DAYS.join(', ')}`);
const minutes = Number(o.minutes);
if (!Number.isInteger(minutes) || minutes < 1 || minutes > 60) fail('minutes', `--minutes "${o.minutes}" must be a whole number of minutes from 1 to 60`);
if (!/^[A-Za-z]{3}$/.test(o.currency)) fail('currency', `--currency "${o.currency}" is not an ISO code like USD`);
if (o.today !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(o.today) || parseDateCell(o.today, 'YMD') !== o.today))
  fail('today', `--today "${o.today}" is not a date like 2026-03-17`);
const leaveOut = o['leave-out']
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const unknownFlag = leaveOut.find((k) => !(k in ALL_INCLUDED));
if (unknownFlag) fail('leave-out', `--leave-out "${unknownFlag}" is not one of ${Object.keys(ALL_INCLUDED).join(', ')}`);
const include = Object.fromEntries(Object.keys(ALL_INCLUDED).map((k) => [k, !leaveOut.includes(k)])) as unknown as IncludeFlags;

let text: string;
try {
  text = await readFile(file, 'utf8');
} catch (err) {
  fail('file', `${file}: ${(err as Error).message}`);
}
const ledger = readLedgerCsv(text, file);
if (ledger.errors.length > 0) fail('file', ledger.errors[0]!);

let extras: EpisodeExtras = NO_EXTRAS;
if (o.extras) {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(o.extras, 'utf8'));
  } catch (err) {
    fail('extras', `${o.extras}: ${(err as Error).message}`);
  }
  const parsed = extrasSchema.safeParse(raw);
  if (!parsed.success) fail('extras', `${o.extras}: ${parsed.error.issues[0]!.path.join('.')}: ${parsed.error.issues[0]!.message}`);
  extras = parsed.data;
}

const today = o.today ?? ledger.transactions.reduce((last, t) => (t.date > last ? t.date : last), '');
if (!today) fail('today', `${file} has no transactions: give --today`);
const facts = episodeFacts(ledger.transactions, today, days, extras);
const input: WriteInput = {
  facts,
  podcaster,
  type: o.type as EpisodeType,
  targetWords: minutes * WORDS_PER_MINUTE,
  include,
  currency: o.currency.toUpperCase(),
};

let llmError: string | null = null;
let script = writeScript(input);
if (o.llm) {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    fail('environment', (err as Error).message);
  }
  const llm = podcastLlm(config);
  if (!llm) fail('llm', '--llm needs OPENAI_API_KEY (and optionally OPENAI_BASE_URL, OPENAI_MODEL)');
  ({ script, llmError } = await writeEpisodeScript(input, llm));
}

console.log(
  JSON.stringify({
    title: script.title,
    description: script.description,
    words: script.words,
    targetWords: input.targetWords,
    writer: script.writer,
    lines: script.lines.map((l) => ({ host: l.host, speaker: podcaster.hosts[l.host]?.name ?? '', section: l.section, text: l.text })),
    dropped: script.dropped,
    ...(o.llm ? { llmError } : {}),
    facts,
  }),
);
