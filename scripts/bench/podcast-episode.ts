// npm run bench:podcast-episode — a whole Roundtable episode the way the worker makes it, without the
// database: the demo ledger (180 days of one life, core/demo/data.ts) categorized by Tag, the facts of
// its last 30 days, the built-in writer aiming at 10 minutes (1,500 spoken words), and the audio with
// the first installed offline engine (or BENCH_ENGINE). One JSON line: each stage's seconds, the
// words written, the audio's measured length, its size and the speech engine's real-time factor.
// The writer never pads, so the script is as long as the month's facts allow; the line says how long.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateDemoTransactions, DEMO_SEED } from '../../core/demo/data.ts';
import { realTimeFactor } from '../../core/roundtable/audio-plan.ts';
import { episodeFacts } from '../../core/roundtable/facts.ts';
import { podcasterById } from '../../core/roundtable/podcasters.ts';
import { ALL_INCLUDED, WORDS_PER_MINUTE, type AudioFormat } from '../../core/roundtable/types.ts';
import { writeScript } from '../../core/roundtable/writer.ts';
import { Tagger } from '../../core/tag/engine.ts';
import { defaultSpeechConcurrency, renderEpisodeAudio } from '../../worker/roundtable/audio.ts';
import { installedSpeechEngines } from '../../worker/roundtable/speech/index.ts';

const TODAY = '2026-03-17';
const MINUTES = 10;
const seconds = (from: number) => Math.round(performance.now() - from) / 1000;

const engine = installedSpeechEngines().find((e) => !process.env.BENCH_ENGINE || e.name === process.env.BENCH_ENGINE);
if (!engine) throw new Error('no offline speech engine installed (apt-get install flite)');
const format = (process.env.BENCH_FORMAT ?? 'mp3') as AudioFormat;

const t0 = performance.now();
const tagger = new Tagger();
const ledger = generateDemoTransactions(DEMO_SEED, TODAY).map((t) => {
  const tag = tagger.categorize({ description: t.description, amountCents: t.amountCents, account: t.account, bankCategory: t.bankCategory ?? null });
  return {
    date: t.date,
    description: t.description,
    merchant: tag.merchant,
    amountCents: t.amountCents,
    category: tag.category,
    subcategory: tag.subcategory,
    account: t.account,
  };
});
const factsAt = performance.now();
const facts = episodeFacts(ledger, TODAY, 30);
const scriptAt = performance.now();
const script = writeScript({
  facts,
  podcaster: podcasterById('roundtable')!,
  type: 'monthly',
  targetWords: MINUTES * WORDS_PER_MINUTE,
  include: ALL_INCLUDED,
  currency: 'USD',
});
const audioAt = performance.now();
const workDir = await mkdtemp(path.join(os.tmpdir(), 'bench-episode-'));
try {
  const voices = podcasterById('roundtable')!.hosts.map((h) => h.voice);
  const r = await renderEpisodeAudio({
    parts: script.lines.map((l) => ({ voice: voices[l.host]!, text: l.text })),
    engine,
    format,
    workDir,
    concurrency: Number(process.env.PODCAST_TTS_CONCURRENCY) || defaultSpeechConcurrency(),
  });
  console.log(
    JSON.stringify({
      bench: 'podcast-episode',
      engine: engine.name,
      format,
      ledgerRows: ledger.length,
      timeframeDays: 30,
      targetMinutes: MINUTES,
      words: script.words,
      lines: script.lines.length,
      dropped: script.dropped.length,
      categorizeSeconds: Math.round(factsAt - t0) / 1000,
      factsSeconds: Math.round(scriptAt - factsAt) / 1000,
      scriptSeconds: Math.round(audioAt - scriptAt) / 1000,
      synthSeconds: r.synthSeconds,
      encodeSeconds: r.encodeSeconds,
      generateSeconds: seconds(factsAt),
      durationSeconds: r.durationSeconds,
      bytes: r.bytes,
      realTimeFactor: realTimeFactor(r.synthSeconds, r.speechSeconds),
      cores: os.availableParallelism(),
    }),
  );
} finally {
  await rm(workDir, { recursive: true, force: true });
}
