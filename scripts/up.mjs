// npm start: install what is missing, check services, migrate, seed, build, run server + worker.
import { spawn, spawnSync } from 'node:child_process';
import { ensureDependencies } from './ensure-deps.mjs';

ensureDependencies();

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

run('npx', ['tsx', 'scripts/prepare.ts']);
if (process.env.SKIP_WEB_BUILD !== '1') run('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']);

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
