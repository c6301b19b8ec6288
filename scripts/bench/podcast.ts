// npm run bench:podcast — a 10-minute Roundtable episode (about 1,500 words at 150 a minute, two
// hosts) rendered with every offline speech engine installed (flite, festival, espeak-ng), the way
// the worker renders it: parallel synthesis of sentence chunks, one ffmpeg join + loudnorm + encode.
// Prints one JSON line per engine. The script is built by a fixed generator (the same words every
// run) from the kind of sentences Roundtable's writer produces; nothing in it is random.
// BENCH_FORMAT=opus for Opus (default mp3); BENCH_ENGINES=flite,festival to pick engines;
// PODCAST_TTS_CONCURRENCY to change the synthesis calls at a time (default: one per core);
// BENCH_SCRIPT_OUT=FILE.json also writes the script, for npm run podcast:speak.
// Needs neither PostgreSQL nor Redis.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { realTimeFactor } from '../../core/roundtable/audio-plan.ts';
import { countWords } from '../../core/roundtable/speech-chunks.ts';
import { AUDIO_FORMATS, WORDS_PER_MINUTE, type AudioFormat, type VoiceKey } from '../../core/roundtable/types.ts';
import { engineVoice } from '../../core/roundtable/voices.ts';
import { defaultSpeechConcurrency, renderEpisodeAudio } from '../../worker/roundtable/audio.ts';
import { FestivalEngine, findExecutable, installedSpeechEngines } from '../../worker/roundtable/speech/index.ts';

const TARGET_MINUTES = 10;
const TARGET_WORDS = TARGET_MINUTES * WORDS_PER_MINUTE;

const CATEGORIES = ['groceries', 'dining out', 'transport', 'utilities', 'shopping', 'entertainment', 'health', 'travel'];
/** each category's usual merchant, in the same order */
const MERCHANTS = ['Whole Foods', 'Chipotle', 'Shell', 'Con Edison', 'Target', 'Netflix', 'CVS', 'Delta'];
/** hosts round most figures to the dollar ("about $312"); every so often they give the cents */
const money = (cents: number, exact = false) =>
  exact ? `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}` : `$${Math.round(cents / 100).toLocaleString('en-US')}`;

/** One host's turn about category i: two or three sentences with figures derived from i. */
function turn(i: number): string[] {
  const cat = CATEGORIES[i % CATEGORIES.length]!;
  const merchant = MERCHANTS[i % MERCHANTS.length]!;
  const spent = 4_250 + ((i * 7_919) % 38_000);
  const before = spent + ((i % 3) - 1) * (900 + ((i * 131) % 2_400));
  const change = Math.round(((spent - before) / before) * 100);
  const visits = 2 + (i % 6);
  const say = [
    `Let's talk about ${cat}. You spent ${money(spent, i % 4 === 0)} there this month, against ${money(before)} the month before, ` +
      (change === 0 ? 'so almost exactly the same.' : `which is ${Math.abs(change)} percent ${change > 0 ? 'more' : 'less'}.`),
    `Most of it went to ${merchant}, across ${visits} visits, and the biggest single purchase there was ${money(Math.round(spent / visits) + 317)}.`,
    i % 2 === 0
      ? `If you kept ${cat} at this level for a year, it would come to about ${money(spent * 12)}, which is worth knowing when you plan the next few months.`
      : `That is a pattern we have seen before: a busy first week, then a quieter stretch until the next paycheck arrives.`,
    i % 3 === 0
      ? `One idea is to set a weekly limit for ${cat}, and check it every Sunday evening before the new week starts.`
      : `Nothing here is alarming, but it is the kind of line item that quietly grows if nobody looks at it.`,
  ];
  return say.slice(0, 2 + (i % 2));
}

const REPLIES = [
  'That makes sense to me.',
  'Good point, and it fits what we saw last time.',
  'I like that idea.',
  'Honestly, that surprised me a little.',
  'Right, and the numbers back that up.',
  'That is encouraging to hear.',
];

/** The bench's episode: an intro, turns alternating between the two hosts, an outro; about 1,500 words. */
function benchScript(): { voice: VoiceKey; text: string }[] {
  const hosts: VoiceKey[] = ['female-1', 'male-1'];
  const parts: { voice: VoiceKey; text: string }[] = [
    { voice: 'female-1', text: 'Welcome to The Roundtable, where we talk through your money like two friends at a table. I am Rosa.' },
    { voice: 'male-1', text: 'And I am Theo. This month had a few surprises, some good and some worth a second look, so let us get into it.' },
  ];
  const outro = {
    voice: 'female-1' as VoiceKey,
    text: 'That is it for this month. Thank you for listening, keep an eye on those categories, and we will see you next time at the table.',
  };
  let words = parts.reduce((n, p) => n + countWords(p.text), 0) + countWords(outro.text);
  for (let i = 0; words < TARGET_WORDS - 20; i++) {
    const text = `${REPLIES[i % REPLIES.length]} ${turn(i).join(' ')}`;
    parts.push({ voice: hosts[i % 2]!, text });
    words += countWords(text);
  }
  parts.push(outro);
  return parts;
}

const parts = benchScript();
const words = parts.reduce((n, p) => n + countWords(p.text), 0);
if (process.env.BENCH_SCRIPT_OUT) await writeFile(process.env.BENCH_SCRIPT_OUT, `${JSON.stringify({ parts }, null, 1)}\n`);
const format = (process.env.BENCH_FORMAT ?? 'mp3') as AudioFormat;
if (!AUDIO_FORMATS.includes(format)) throw new Error(`BENCH_FORMAT must be mp3 or opus, not ${format}`);
if (!findExecutable('ffmpeg') || !findExecutable('ffprobe')) throw new Error('bench:podcast needs ffmpeg and ffprobe (apt-get install ffmpeg)');
const wanted = process.env.BENCH_ENGINES?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const engines = installedSpeechEngines().filter((e) => !wanted || wanted.includes(e.name));
if (!engines.length)
  throw new Error(wanted ? `none of BENCH_ENGINES=${wanted.join(',')} is installed` : 'no speech engine installed (apt-get install flite festival)');

const concurrency = Number(process.env.PODCAST_TTS_CONCURRENCY) || defaultSpeechConcurrency();
const workDir = await mkdtemp(path.join(os.tmpdir(), 'bench-podcast-'));
try {
  for (const engine of engines) {
    const started = performance.now();
    const r = await renderEpisodeAudio({ parts, engine, format, workDir, concurrency, outFile: path.join(workDir, `${engine.name}.${format}`) });
    const totalSeconds = (performance.now() - started) / 1000;
    const hts = engine instanceof FestivalEngine && engine.hasSltHts;
    console.log(
      JSON.stringify({
        bench: 'podcast',
        engine: engine.name,
        words,
        targetMinutes: TARGET_MINUTES,
        durationSeconds: r.durationSeconds,
        synthSeconds: r.synthSeconds,
        encodeSeconds: r.encodeSeconds,
        totalSeconds: Math.round(totalSeconds * 1000) / 1000,
        bytes: r.bytes,
        format,
        realTimeFactor: realTimeFactor(r.synthSeconds, r.speechSeconds),
        cores: os.availableParallelism(),
        speechSeconds: r.speechSeconds,
        concurrency,
        parts: parts.length,
        // written words a minute: figures are said as several words ("$4,250" is six), so this runs under 150
        wordsPerMinute: Math.round((words / (r.durationSeconds / 60)) * 10) / 10,
        voices: [...new Set(parts.map((p) => engineVoice(engine.name, p.voice, hts)))].join(' + '),
      }),
    );
  }
} finally {
  await rm(workDir, { recursive: true, force: true });
}
