// Roundtable's audio for real (#16): a two-host script through flite and ffmpeg to MP3 and Opus,
// its length measured by music-metadata (not the ffprobe the renderer uses), the two hosts given
// two voices; a missing binary, a crashing engine and an empty WAV fail with messages that name the
// engine and the problem and leave nothing behind; aborting kills the engine; the OpenAI-compatible
// engine against the fake server. Under CI flite and ffmpeg are required; elsewhere, without them,
// the suite is skipped and says why.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseFile } from 'music-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integratedLoudness, TARGET_LUFS } from '../../core/roundtable/audio-plan.ts';
import { countWords } from '../../core/roundtable/speech-chunks.ts';
import { WORDS_PER_MINUTE, type VoiceKey } from '../../core/roundtable/types.ts';
import { renderEpisodeAudio } from '../../worker/roundtable/audio.ts';
import { loadConfig } from '../../core/config.ts';
import {
  EspeakEngine,
  FestivalEngine,
  FliteEngine,
  findExecutable,
  NO_ENGINE_PROBLEM,
  speechEngineFor,
  type SpeechEngine,
} from '../../worker/roundtable/speech/index.ts';
import { FakeOpenAI } from '../support/fake-openai.ts';

const FLITE = findExecutable('flite');
const FFMPEG = findExecutable('ffmpeg') && findExecutable('ffprobe');
const HAVE_TOOLS = Boolean(FLITE && FFMPEG);
const REQUIRED = Boolean(process.env.CI);
if (!HAVE_TOOLS && !REQUIRED) console.warn('[podcast-audio] skipped: flite and ffmpeg are not installed (apt-get install flite ffmpeg); CI=true requires them');

const PARTS: { voice: VoiceKey; text: string }[] = [
  { voice: 'female-1', text: 'Welcome back to the Roundtable. This week was a calm one for your money, and that is good news.' },
  { voice: 'male-1', text: 'It really is. Groceries came in a little lower than last week, mostly because you cooked at home more often.' },
  { voice: 'female-1', text: 'Eating out dropped as well, which made the biggest difference. The rent went out on the first, right on time.' },
  { voice: 'male-1', text: 'And the savings goal moved forward twice, so the emergency fund is now close to three months of expenses.' },
  { voice: 'female-1', text: 'That is a real milestone. Next week there is an insurance payment due, so keep a little room for it.' },
  { voice: 'male-1', text: 'One more thing to try: look at the streaming services you pay for, and ask whether each one still earns its place.' },
  { voice: 'female-1', text: 'That is all for this week. Thank you for listening, and we will see you next time at the table.' },
];
const WORDS = PARTS.reduce((n, p) => n + countWords(p.text), 0);
const EXPECTED_SECONDS = (WORDS / WORDS_PER_MINUTE) * 60;

const dir = mkdtempSync(path.join(tmpdir(), 'podcast-audio-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const freshDir = () => path.join(dir, `w${++n}`);

/** a stand-in for flite: a shell script in the temp folder, made executable */
function fakeBin(name: string, body: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
  return file;
}

describe.skipIf(!HAVE_TOOLS && !REQUIRED)('podcast audio with flite and ffmpeg', () => {
  it('has flite, ffmpeg and ffprobe (apt-get install flite ffmpeg)', () => {
    expect(FLITE, 'flite').toBeTruthy();
    expect(FFMPEG, 'ffmpeg and ffprobe').toBeTruthy();
    expect(WORDS).toBeGreaterThan(120);
  });

  for (const format of ['mp3', 'opus'] as const) {
    it(`renders a two-host script to ${format} lasting about words ÷ 150 minutes`, async () => {
      const workDir = freshDir();
      const progress: [number, number][] = [];
      let encoding = 0;
      const r = await renderEpisodeAudio({
        parts: PARTS,
        engine: new FliteEngine(),
        format,
        workDir,
        concurrency: 2,
        onPart: (done, total) => {
          progress.push([done, total]);
        },
        onEncoding: () => {
          encoding++;
        },
      });
      expect(r.file).toBe(path.join(workDir, `episode.${format}`));
      expect(r.mime).toBe(format === 'mp3' ? 'audio/mpeg' : 'audio/ogg');
      const meta = await parseFile(r.file, { duration: true });
      expect(meta.format.container).toMatch(format === 'mp3' ? /MPEG/ : /Ogg/);
      expect(meta.format.codec).toMatch(format === 'mp3' ? /MPEG 2 Layer 3|MP3|MPEG/i : /Opus/i);
      expect(meta.format.numberOfChannels).toBe(1);
      const seconds = meta.format.duration!;
      expect(Math.abs(seconds - EXPECTED_SECONDS) / EXPECTED_SECONDS, `${seconds} s for ${WORDS} words`).toBeLessThan(0.2);
      expect(Math.abs(seconds - r.durationSeconds)).toBeLessThan(0.5);
      expect(r.speechSeconds).toBeGreaterThan(0.8 * r.durationSeconds);
      expect(r.speechSeconds).toBeLessThan(r.durationSeconds);
      expect(r.bytes).toBe(readFileSync(r.file).length);
      // podcast loudness: about -16 LUFS, measured on the encoded file
      const measured = spawnSync('ffmpeg', ['-hide_banner', '-nostats', '-i', r.file, '-af', 'ebur128=framelog=verbose', '-f', 'null', '-'], {
        encoding: 'utf8',
      });
      expect(Math.abs(integratedLoudness(measured.stderr)! - TARGET_LUFS)).toBeLessThan(1.5);
      // about 64 kbps or 32 kbps: 8 or 4 KB a second, give or take the container
      expect(r.bytes / r.durationSeconds).toBeGreaterThan(format === 'mp3' ? 6000 : 2500);
      expect(r.bytes / r.durationSeconds).toBeLessThan(format === 'mp3' ? 10000 : 6000);
      expect(progress.map(([d]) => d)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(progress.every(([, t]) => t === PARTS.length)).toBe(true);
      expect(encoding).toBe(1);
      // nothing else is left in the work folder
      expect(readdirSync(workDir)).toEqual([`episode.${format}`]);
    });
  }

  it('gives the two hosts two different flite voices', async () => {
    const log = path.join(dir, 'voices.log');
    const spy = fakeBin('flite-spy', `echo "$@" >> ${log}\nexec ${FLITE} "$@"`);
    await renderEpisodeAudio({ parts: PARTS.slice(0, 2), engine: new FliteEngine({ bin: spy }), format: 'mp3', workDir: freshDir(), concurrency: 1 });
    const calls = readFileSync(log, 'utf8').trim().split('\n');
    expect(calls.map((c) => /-voice (\S+)/.exec(c)?.[1])).toEqual(['slt', 'rms']);
  });

  it('says which engine is missing and how to install it, and writes nothing', async () => {
    const workDir = freshDir();
    await expect(
      renderEpisodeAudio({ parts: PARTS, engine: new FliteEngine({ bin: '/nonexistent/flite' }), format: 'mp3', workDir, concurrency: 2 }),
    ).rejects.toThrow(/^flite is not installed \(no \/nonexistent\/flite\) on part \d: apt-get install flite$/);
    expect(readdirSync(workDir)).toEqual([]);
    const config = { PODCAST_TTS: 'auto' as const, PODCAST_TTS_MODEL: 'tts-1' };
    expect(speechEngineFor(config, '/nonexistent')).toEqual({ engine: null, problem: NO_ENGINE_PROBLEM });
    expect(speechEngineFor({ ...config, PODCAST_TTS: 'flite' }, '/nonexistent').problem).toMatch(/flite is not installed \(apt-get install flite\)/);
    expect(speechEngineFor(config).engine?.name).toBe('flite');
    // the processor passes the whole configuration
    expect(speechEngineFor(loadConfig({ PODCAST_TTS: 'none' }))).toMatchObject({ engine: null, problem: expect.stringContaining('PODCAST_TTS=none') });
    await expect(
      renderEpisodeAudio({ parts: PARTS, engine: new FliteEngine(), format: 'mp3', workDir, concurrency: 2, ffmpeg: '/nonexistent/ffmpeg' }),
    ).rejects.toThrow(/ffmpeg is not installed .*apt-get install ffmpeg/);
  });

  it('names the engine, its exit code and the part when it crashes, and leaves no file', async () => {
    // crashes on the second host's voice only, so the failing part is known
    const crashy = fakeBin('flite-crash', `case " $* " in *" rms "*) echo "Segmentation fault" >&2; exit 139;; esac\nexec ${FLITE} "$@"`);
    const workDir = freshDir();
    await expect(
      renderEpisodeAudio({ parts: PARTS.slice(0, 3), engine: new FliteEngine({ bin: crashy }), format: 'mp3', workDir, concurrency: 1 }),
    ).rejects.toThrow('flite crashed (exit 139) on part 2: Segmentation fault');
    expect(readdirSync(workDir)).toEqual([]);
  });

  it('refuses an empty WAV', async () => {
    const empty = fakeBin('flite-empty', 'while [ $# -gt 0 ]; do [ "$1" = -o ] && : > "$2"; shift; done; exit 0');
    const workDir = freshDir();
    await expect(
      renderEpisodeAudio({ parts: PARTS.slice(0, 1), engine: new FliteEngine({ bin: empty }), format: 'opus', workDir, concurrency: 1 }),
    ).rejects.toThrow('flite produced no usable audio on part 1: the wav file is empty');
    expect(readdirSync(workDir)).toEqual([]);
  });

  it('kills the engine when the render is aborted', async () => {
    const pidFile = path.join(dir, 'slow.pid');
    const slow = fakeBin('flite-slow', `echo $$ > ${pidFile}\nexec sleep 30`);
    const workDir = freshDir();
    const stop = new AbortController();
    const render = renderEpisodeAudio({
      parts: PARTS.slice(0, 1),
      engine: new FliteEngine({ bin: slow }),
      format: 'mp3',
      workDir,
      concurrency: 1,
      signal: stop.signal,
    });
    const caught = render.catch((e: unknown) => e);
    for (let i = 0; i < 100 && !existsSync(pidFile); i++) await new Promise((r) => setTimeout(r, 50));
    const pid = Number(readFileSync(pidFile, 'utf8'));
    expect(alive(pid)).toBe(true);
    const started = Date.now();
    stop.abort();
    expect(((await caught) as Error).name).toBe('AbortError');
    expect(Date.now() - started).toBeLessThan(2000);
    for (let i = 0; i < 40 && alive(pid); i++) await new Promise((r) => setTimeout(r, 50));
    expect(alive(pid)).toBe(false);
    expect(readdirSync(workDir)).toEqual([]);
  });
});

// festival and espeak-ng are optional (auto falls back to them): checked when installed
const OTHERS = [
  { name: 'festival', bin: 'text2wave', make: () => new FestivalEngine() },
  { name: 'espeak-ng', bin: 'espeak-ng', make: () => new EspeakEngine() },
];
for (const other of OTHERS) {
  describe.skipIf(!findExecutable(other.bin) || !FFMPEG)(`podcast audio with ${other.name}`, () => {
    it('renders the two-host script at about words ÷ 150 minutes', async () => {
      const r = await renderEpisodeAudio({ parts: PARTS, engine: other.make(), format: 'mp3', workDir: freshDir(), concurrency: 2 });
      const seconds = (await parseFile(r.file, { duration: true })).format.duration!;
      expect(Math.abs(seconds - EXPECTED_SECONDS) / EXPECTED_SECONDS, `${seconds} s for ${WORDS} words`).toBeLessThan(0.2);
    });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe.skipIf(!FFMPEG && !REQUIRED)('the OpenAI-compatible speech engine', () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await FakeOpenAI.start();
  });
  afterAll(async () => {
    await fake?.close();
  });

  it("asks the speech endpoint for each host's mapped voice and renders what it answers", async () => {
    const { engine, problem } = speechEngineFor({
      PODCAST_TTS: 'openai',
      PODCAST_TTS_MODEL: 'tts-1',
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: `${fake.url}/v1`,
    });
    expect(problem).toBeNull();
    const parts = [...PARTS.slice(0, 2), { voice: 'male-2' as const, text: 'And I am the third voice, café and all 🎉.' }];
    const r = await renderEpisodeAudio({ parts, engine: engine as SpeechEngine, format: 'opus', workDir: freshDir(), concurrency: 3 });
    const voices = new Map(fake.speechRequests.map((q) => [q.body.input, q.body.voice]));
    expect([...new Set(fake.speechRequests.map((q) => q.body.voice))].sort()).toEqual(['echo', 'nova', 'onyx']);
    expect(voices.get('And I am the third voice, café and all.')).toBe('echo');
    for (const q of fake.speechRequests) {
      expect(q.body).toMatchObject({ model: 'tts-1', response_format: 'wav' });
      expect(q.headers.authorization).toBe('Bearer test-key');
    }
    const words = parts.reduce((t, p) => t + countWords(p.text), 0);
    const meta = await parseFile(r.file, { duration: true });
    expect(meta.format.duration!).toBeGreaterThan((words / WORDS_PER_MINUTE) * 60 * 0.9);
    expect(meta.format.duration!).toBeLessThan((words / WORDS_PER_MINUTE) * 60 * 1.25);
  });

  it('says so when the key is missing', () => {
    expect(speechEngineFor({ PODCAST_TTS: 'openai', PODCAST_TTS_MODEL: 'tts-1' }).problem).toMatch(/PODCAST_TTS=openai needs OPENAI_API_KEY/);
  });
});
