// npm start: install what is missing, check services, migrate, seed, build, run server + worker.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { ensureDependencies } from './ensure-deps.mjs';

ensureDependencies();

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

run('npx', ['tsx', 'scripts/prepare.ts']);
podcastAudioCheck();
if (process.env.SKIP_WEB_BUILD !== '1') run('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']);

// Optional part: Roundtable's podcast audio needs a speech engine and ffmpeg (docs/capabilities/podcast.md "Podcast
// audio"); say what is there and what still works without it.
function podcastAudioCheck() {
  const has = (bin) =>
    (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
      try {
        accessSync(path.join(dir, bin), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
  const tts = process.env.PODCAST_TTS || 'auto';
  if (tts === 'none') return console.log('[setup] podcast audio is off (PODCAST_TTS=none); episodes are scripts only');
  const engine =
    tts === 'openai'
      ? 'the OpenAI speech endpoint'
      : ({ auto: ['flite', 'text2wave', 'espeak-ng'], flite: ['flite'], festival: ['text2wave'], 'espeak-ng': ['espeak-ng'] }[tts] ?? []).find(has);
  const ffmpeg = has('ffmpeg') && has('ffprobe');
  if (engine && ffmpeg) {
    const said =
      tts === 'openai' ? 'ffmpeg found, speech from OPENAI_BASE_URL (PODCAST_TTS=openai)' : `${engine === 'text2wave' ? 'festival' : engine} and ffmpeg found`;
    return console.log(`[setup] podcast audio: ${said}`);
  }
  const missing = [engine ? null : tts === 'auto' ? 'flite (or festival)' : tts, ffmpeg ? null : 'ffmpeg'].filter(Boolean);
  const apt = [engine ? null : tts === 'festival' ? 'festival' : tts === 'espeak-ng' ? 'espeak-ng' : 'flite', ffmpeg ? null : 'ffmpeg'].filter(Boolean);
  console.log(
    `[setup] podcast audio needs ${missing.join(' and ')}: apt-get install ${apt.join(' ')}; without ${missing.length > 1 ? 'them' : 'it'} episodes are scripts only`,
  );
}

// tsx itself, not through npx: npx does not pass SIGTERM on, and its child would outlive us.
const TSX = 'node_modules/.bin/tsx';
const startServer = () => spawn(TSX, ['server/main.ts'], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
const startWorker = () => spawn(TSX, ['worker/main.ts'], { stdio: ['ignore', 'inherit', 'inherit'], env: process.env });

const server = startServer();
let worker = startWorker();
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  const m = /listening on (\S+)/.exec(String(chunk));
  if (m) {
    console.log(`\n  Prime Finance is running: ${m[1]}\n  Demo login: demo@primefinance.app / demo-money-2026\n  Stop with Ctrl+C.\n`);
  }
});
let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  worker.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
};
server.on('exit', (code) => stop(code ?? 1));

// A worker that dies (the native OCR engine runs in its process) is started again: its jobs were
// left locked in Redis, and BullMQ hands them to the new worker as stalled. Five deaths within a
// minute mean something is wrong with every start: then stop.
const deaths = [];
const watchWorker = () => {
  worker.on('exit', (code, signal) => {
    if (stopping) return;
    const now = Date.now();
    deaths.push(now);
    while (deaths.length && deaths[0] < now - 60_000) deaths.shift();
    if (deaths.length >= 5) {
      console.error(`[up] the worker died ${deaths.length} times within a minute (last: ${signal ?? `exit ${code}`}); stopping.`);
      stop(code ?? 1);
      return;
    }
    console.error(`[up] the worker stopped (${signal ?? `exit ${code}`}); starting it again.`);
    setTimeout(() => {
      if (stopping) return;
      worker = startWorker();
      watchWorker();
    }, 1000);
  });
};
watchWorker();
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
