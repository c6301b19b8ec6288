// npm run podcast:speak -- SCRIPT --out FILE [--format mp3|opus] [--engine NAME] [--concurrency N]
// Renders a podcast script to audio the way Roundtable's worker does, and prints one JSON object:
// { engine, format, file, bytes, durationSeconds, words, speechSeconds, synthSeconds, realTimeFactor }.
// SCRIPT is JSON ({ "parts": [{ "voice": "female-1", "text": "…" }] }) or plain text, whose
// paragraphs (blank-line separated) alternate between female-1 and male-1, the Roundtable's hosts.
// Needs neither PostgreSQL nor Redis. Exit codes: 2 bad input, 3 no speech engine or ffmpeg,
// 1 synthesis failed, 130 interrupted.
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../core/config.ts';
import { realTimeFactor } from '../core/roundtable/audio-plan.ts';
import { countWords } from '../core/roundtable/speech-chunks.ts';
import { AUDIO_FORMATS, VOICE_KEYS, type AudioFormat, type VoiceKey } from '../core/roundtable/types.ts';
import { defaultSpeechConcurrency, renderEpisodeAudio } from '../worker/roundtable/audio.ts';
import { findExecutable, speechEngineFor } from '../worker/roundtable/speech/index.ts';

const USAGE =
  'usage: npm run podcast:speak -- SCRIPT.json|SCRIPT.txt --out FILE.mp3|FILE.opus [--format mp3|opus] [--engine auto|flite|festival|espeak-ng|openai] [--concurrency N]';
const ENGINES = ['auto', 'flite', 'festival', 'espeak-ng', 'openai'] as const;

function fail(code: number, message: string): never {
  console.error(message);
  process.exit(code);
}

const scriptSchema = z.object({
  parts: z
    .array(
      z.object({
        voice: z.enum(VOICE_KEYS, { message: `must be one of ${VOICE_KEYS.join(', ')}` }),
        text: z.string().trim().min(1, 'must be some text'),
      }),
    )
    .min(1, 'must hold at least one part'),
});

type Part = { voice: VoiceKey; text: string };

function readScript(file: string, raw: string): Part[] {
  const trimmed = raw.trim();
  if (!trimmed) fail(2, `${file} is empty`);
  if (file.toLowerCase().endsWith('.json') || trimmed.startsWith('{') || trimmed.startsWith('[')) {
    let json: unknown;
    try {
      json = JSON.parse(trimmed);
    } catch (err) {
      fail(2, `${file} is not valid JSON (${(err as Error).message})`);
    }
    const parsed = scriptSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      fail(2, `${file}: ${issue.path.join('.') || 'the script'} ${issue.message}`);
    }
    return parsed.data.parts;
  }
  const hosts: VoiceKey[] = ['female-1', 'male-1'];
  return trimmed
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((text, i) => ({ voice: hosts[i % 2]!, text }));
}

const options = { out: { type: 'string' }, format: { type: 'string' }, engine: { type: 'string' }, concurrency: { type: 'string' } } as const;
function cliArgs() {
  try {
    return parseArgs({ options, allowPositionals: true });
  } catch (err) {
    fail(2, `${(err as Error).message}\n${USAGE}`);
  }
}
const args = cliArgs();
const input = args.positionals[0];
const out = args.values.out;
if (!input || args.positionals.length > 1) fail(2, `give one script file\n${USAGE}`);
if (!out) fail(2, `--out is missing\n${USAGE}`);
const engineFlag = args.values.engine;
if (engineFlag !== undefined && !(ENGINES as readonly string[]).includes(engineFlag))
  fail(2, `--engine must be one of ${ENGINES.join(', ')} (not "${engineFlag}")`);
const formatFlag = args.values.format;
if (formatFlag !== undefined && !(AUDIO_FORMATS as readonly string[]).includes(formatFlag)) fail(2, `--format must be mp3 or opus (not "${formatFlag}")`);
const concurrencyFlag = args.values.concurrency;
if (concurrencyFlag !== undefined && !/^[1-9]\d*$/.test(concurrencyFlag))
  fail(2, `--concurrency must be a whole number of 1 or more (not "${concurrencyFlag}")`);

function cliConfig() {
  try {
    return loadConfig({ ...process.env, ...(engineFlag ? { PODCAST_TTS: engineFlag } : {}) });
  } catch (err) {
    fail(2, (err as Error).message);
  }
}
const config = cliConfig();
const ext = path.extname(out).toLowerCase();
const format: AudioFormat =
  (formatFlag as AudioFormat | undefined) ?? (ext === '.opus' || ext === '.ogg' ? 'opus' : ext === '.mp3' ? 'mp3' : config.PODCAST_FORMAT);

const raw = await readFile(input, 'utf8').catch((err: NodeJS.ErrnoException) => fail(2, `cannot read ${input} (${err.code ?? err.message})`));
const parts = readScript(input, raw);

const { engine, problem } = speechEngineFor(config);
if (!engine) fail(3, problem ?? 'no speech engine');
for (const tool of ['ffmpeg', 'ffprobe']) {
  if (!findExecutable(tool)) fail(3, `Podcast audio needs ${tool} to join and encode the speech: apt-get install ffmpeg`);
}

const stop = new AbortController();
process.once('SIGINT', () => stop.abort());
const file = path.resolve(out);
await mkdir(path.dirname(file), { recursive: true });
try {
  const r = await renderEpisodeAudio({
    parts,
    engine,
    format,
    signal: stop.signal,
    outFile: file,
    // the temporary files sit next to the output, so the final rename stays on one file system
    workDir: path.dirname(file),
    concurrency: concurrencyFlag ? Number(concurrencyFlag) : (config.PODCAST_TTS_CONCURRENCY ?? defaultSpeechConcurrency()),
  });
  console.log(
    JSON.stringify({
      engine: engine.name,
      format,
      file: r.file,
      bytes: r.bytes,
      durationSeconds: r.durationSeconds,
      words: parts.reduce((n, p) => n + countWords(p.text), 0),
      speechSeconds: r.speechSeconds,
      synthSeconds: r.synthSeconds,
      realTimeFactor: realTimeFactor(r.synthSeconds, r.speechSeconds),
    }),
  );
} catch (err) {
  if (stop.signal.aborted) fail(130, 'interrupted; nothing was written');
  fail(1, (err as Error).message);
}
