// Roundtable's faults with a real worker process: no speech engine on the machine (a script-only
// episode that says why), a speech engine that crashes (the episode fails with the engine named and
// nothing half-made is listed), and a worker killed while encoding (after a restart there is
// exactly one episode, numbered 1, with whole audio).
import { chmodSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseBuffer } from 'music-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EpisodeDetailDto, EpisodeDto, EpisodeLibraryDto } from '../../core/roundtable/api.ts';
import { connected, uniqueEmail, type ApiClient } from '../support/api.ts';
import { killed, spawnWorker, waitForOutput } from '../support/processes.ts';
import { importCsv, startStack, waitFor, type Stack } from '../support/stack.ts';

const TODAY = '2026-03-17';
let stack: Stack;
const bin = mkdtempSync(path.join(tmpdir(), 'pf-fake-bin-'));
const workers: ChildProcess[] = [];

function script(name: string, body: string): string {
  const dir = mkdtempSync(path.join(bin, `${name}-`));
  const file = path.join(dir, name);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
  return dir;
}

async function worker(env: Record<string, string> = {}): Promise<ChildProcess> {
  const w = spawnWorker({ ...stack.env.envVars, ...env });
  workers.push(w);
  await waitForOutput(w, /processing queues/);
  return w;
}

async function user(tag: string): Promise<ApiClient> {
  const c = stack.client();
  await c.signup(uniqueEmail(tag));
  const day = (n: number) => new Date(Date.UTC(2026, 2, 17 - n)).toISOString().slice(0, 10);
  await importCsv(
    c,
    'rows.csv',
    Array.from({ length: 12 }, (_, n) => `${day(n)},CORNER GROCER ${n % 3},-${(20 + n).toFixed(2)},Checking`),
  );
  expect((await c.json('PUT', '/api/podcast/preferences', { lengthMinutes: 5 })).status).toBe(200);
  return c;
}

const episodeOf = async (c: ApiClient, id: string) => (await c.json<{ episode: EpisodeDetailDto }>('GET', `/api/podcast/episodes/${id}`)).body.episode;
const ask = async (c: ApiClient) =>
  (await c.json<{ episode: EpisodeDto }>('POST', '/api/podcast/episodes', { podcasterId: 'roundtable', type: 'weekly' })).body.episode.id;

beforeAll(async () => {
  // the imports need the pipeline: an in-process worker without Roundtable's speech faults
  stack = await startStack({ workers: false, env: { CLOCK_TODAY: TODAY, WORKER_LOCK_MS: '1500' } });
}, 60_000);
afterAll(async () => {
  for (const w of workers) await killed(w);
  await stack?.close();
  rmSync(bin, { recursive: true, force: true });
});

describe('speech engine faults', () => {
  it('without any speech engine the episode is its script, with a message that audio needs one', async () => {
    const w = await worker({ PATH: '/nonexistent-bin' });
    const c = await user('no-engine');
    const id = await ask(c);
    const e = await waitFor(
      async () => {
        const x = await episodeOf(c, id);
        return x.status === 'ready' ? x : null;
      },
      'script-only episode',
      60_000,
    );
    expect(e.audioUrl).toBeNull();
    expect(e.audioProblem).toMatch(/speech engine/i);
    expect(e.audioProblem).toMatch(/flite|festival/);
    expect(e.lines.length).toBeGreaterThan(2);
    expect(e.steps.find((s) => s.key === 'audio')).toMatchObject({ status: 'skipped' });
    expect((await c.request('GET', `/api/podcast/episodes/${id}/audio`)).status).toBe(404);
    await killed(w);
  }, 120_000);

  it('a crashing engine fails the episode, names the engine, and lists nothing half-made', async () => {
    const fake = script('flite', 'echo "Segmentation fault" >&2\nexit 139');
    const w = await worker({ PATH: `${fake}:${process.env.PATH}`, PODCAST_TTS: 'flite' });
    const c = await user('crash');
    const socket = c.socket();
    await connected(socket);
    const failures: string[] = [];
    socket.on('podcast:failed', (e) => failures.push(e.error));
    const id = await ask(c);
    const e = await waitFor(
      async () => {
        const x = await episodeOf(c, id);
        return x.status === 'failed' ? x : null;
      },
      'the failure',
      90_000,
    );
    expect(e.error).toMatch(/flite/);
    expect(e.error).toMatch(/139|crash/i);
    await waitFor(async () => failures.length > 0, 'podcast:failed');
    expect(failures[0]).toMatch(/^Error generating podcast\. Please try again\./);
    const lib = (await c.json<EpisodeLibraryDto>('GET', '/api/podcast/episodes')).body;
    expect(lib.episodes).toEqual([]);
    expect(lib.inProgress).toEqual([]);
    expect(existsSync(path.join(stack.env.config.STORAGE_DIR, 'scratch', 'podcast', id))).toBe(false);
    socket.close();
    await killed(w);
  }, 150_000);
});

describe('a worker killed while encoding', () => {
  it('leaves exactly one episode after the restart, numbered 1, with whole audio', async () => {
    // ffmpeg as the machine has it, but the final encode first waits long enough to be killed in
    const slow = script(
      'ffmpeg',
      `case "$*" in *.mp3*|*.opus*) sleep 6;; esac\nexec ${execFileSync('sh', ['-c', 'command -v ffmpeg']).toString().trim()} "$@"`,
    );
    const first = await worker({ PATH: `${slow}:${process.env.PATH}` });
    const c = await user('killed');
    const id = await ask(c);
    await waitFor(async () => (await episodeOf(c, id)).steps.find((s) => s.key === 'encoding')?.status === 'processing', 'encoding to start', 90_000);
    await killed(first);
    // the sleeping encoder the dead worker left behind must not write into the next try's files
    try {
      execFileSync('pkill', ['-f', slow]);
    } catch {
      /* already gone */
    }
    await worker();
    const e = await waitFor(
      async () => {
        const x = await episodeOf(c, id);
        return x.status === 'ready' ? x : null;
      },
      'the episode after the restart',
      120_000,
    );
    expect(e.episodeNumber).toBe(1);
    const rows = (
      await stack.server.db.pool.query('select id, episode_number from podcast_episodes where user_id = (select user_id from podcast_episodes where id = $1)', [
        id,
      ])
    ).rows;
    expect(rows).toEqual([{ id, episode_number: 1 }]);
    const audio = new Uint8Array(await (await c.request('GET', e.audioUrl!)).arrayBuffer());
    expect(audio.byteLength).toBe(e.audioBytes);
    const meta = await parseBuffer(audio, { mimeType: 'audio/mpeg' }, { duration: true });
    expect(Math.abs(meta.format.duration! - e.durationSeconds!)).toBeLessThan(1);
  }, 240_000);
});
