// npm run podcast:speak (#16): without PostgreSQL or Redis, a script file becomes an audio file and
// one JSON object; bad input exits 2 naming the problem, no speech engine exits 3 saying what to
// install. Needs flite and ffmpeg for the rendering cases (required under CI).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findExecutable, NO_ENGINE_PROBLEM } from '../../worker/roundtable/speech/index.ts';

const HAVE_TOOLS = Boolean(findExecutable('flite') && findExecutable('ffmpeg') && findExecutable('ffprobe'));
const REQUIRED = Boolean(process.env.CI);
if (!HAVE_TOOLS && !REQUIRED) console.warn('[podcast-speak-cli] rendering cases skipped: flite and ffmpeg are not installed (apt-get install flite ffmpeg)');

const dir = mkdtempSync(path.join(tmpdir(), 'podcast-speak-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string): string {
  const f = path.join(dir, name);
  writeFileSync(f, content);
  return f;
}

function run(args: string[], env: NodeJS.ProcessEnv = {}): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/podcast-speak.ts', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, DATABASE_URL: 'postgres://nowhere.invalid/x', REDIS_URL: 'redis://nowhere.invalid', PODCAST_TTS: '', ...env },
  });
  return { code: r.status, stdout: r.stdout.trim(), stderr: r.stderr.trim() };
}

const SCRIPT = JSON.stringify({
  parts: [
    { voice: 'female-1', text: 'Welcome back. This week your spending fell by 8 percent, to $212.40.' },
    { voice: 'male-2', text: 'Nice work. The biggest drop was eating out: "only" two visits, down from five 🎉.' },
  ],
});

describe.skipIf(!HAVE_TOOLS && !REQUIRED)('npm run podcast:speak, rendering', () => {
  it('renders a JSON script to Opus and prints one JSON object in its stable shape', () => {
    const out = path.join(dir, 'out', 'episode.opus');
    const r = run([file('script.json', SCRIPT), '--out', out, '--engine', 'flite']);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines).toHaveLength(1);
    const json = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(['engine', 'format', 'file', 'bytes', 'durationSeconds', 'words', 'speechSeconds', 'synthSeconds', 'realTimeFactor']);
    expect(json).toMatchObject({ engine: 'flite', format: 'opus', file: out, words: 26 });
    expect(json.bytes).toBeGreaterThan(10_000);
    expect(json.durationSeconds).toBeGreaterThan(8);
    expect(json.realTimeFactor).toBeCloseTo((json.synthSeconds as number) / (json.speechSeconds as number), 2);
    expect(readdirSync(path.dirname(out))).toEqual(['episode.opus']);
  });

  it('reads plain text, one paragraph per turn, and takes the format from --format', () => {
    const out = path.join(dir, 'plain.audio');
    const r = run([file('script.txt', 'Hello and welcome.\n\nThanks, it is good to be here.\n'), '--out', out, '--format', 'mp3']);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ format: 'mp3', words: 10, file: out });
    expect(existsSync(out)).toBe(true);
  });
});

describe('npm run podcast:speak, refusals', () => {
  const out = path.join(dir, 'never.mp3');
  it.each([
    [
      'an unknown voice',
      [file('voice.json', '{"parts":[{"voice":"female-2","text":"hi"}]}'), '--out', out],
      'parts.0.voice must be one of female-1, male-1, male-2',
    ],
    ['an empty text', [file('empty-text.json', '{"parts":[{"voice":"male-1","text":"  "}]}'), '--out', out], 'parts.0.text must be some text'],
    ['no parts', [file('no-parts.json', '{"parts":[]}'), '--out', out], 'parts must hold at least one part'],
    ['broken JSON', [file('broken.json', '{"parts": ['), '--out', out], 'broken.json is not valid JSON'],
    ['an empty file', [file('empty.txt', '\n\n'), '--out', out], 'empty.txt is empty'],
    ['a missing file', [path.join(dir, 'nope.json'), '--out', out], 'cannot read'],
    ['no --out', [file('ok.json', SCRIPT)], '--out is missing'],
    ['an unknown engine', [file('ok2.json', SCRIPT), '--out', out, '--engine', 'say'], '--engine must be one of'],
    ['an unknown format', [file('ok3.json', SCRIPT), '--out', out, '--format', 'wav'], '--format must be mp3 or opus'],
    ['an unknown option', [file('ok4.json', SCRIPT), '--out', out, '--loud'], "Unknown option '--loud'"],
  ])('exits 2 on %s', (_what, args, message) => {
    const r = run(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stdout).toBe('');
    expect(existsSync(out)).toBe(false);
  });

  it('exits 3 with what to install when there is no speech engine', () => {
    const script = file('fine.json', SCRIPT);
    const none = run([script, '--out', out], { PATH: '/nonexistent' });
    expect(none).toMatchObject({ code: 3, stdout: '' });
    expect(none.stderr).toBe(NO_ENGINE_PROBLEM);
    const flite = run([script, '--out', out, '--engine', 'flite'], { PATH: '/nonexistent' });
    expect(flite.code).toBe(3);
    expect(flite.stderr).toContain('apt-get install flite');
    const openai = run([script, '--out', out, '--engine', 'openai'], { OPENAI_API_KEY: '' });
    expect(openai.code).toBe(3);
    expect(openai.stderr).toContain('needs OPENAI_API_KEY');
    expect(existsSync(out)).toBe(false);
  });
});
