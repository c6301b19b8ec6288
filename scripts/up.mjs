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

const children = [
  spawn('npx', ['tsx', 'server/main.ts'], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env }),
  spawn('npx', ['tsx', 'worker/main.ts'], { stdio: ['ignore', 'inherit', 'inherit'], env: process.env }),
];
children[0].stdout.on('data', (chunk) => {
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
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
};
for (const c of children) c.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
