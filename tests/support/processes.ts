// Child processes for fault tests: a real worker process to kill, a private Redis to restart.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

export function spawnWorker(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'worker/main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.resume();
  child.stderr?.resume();
  return child;
}

export function waitForOutput(child: ChildProcess, pattern: RegExp, timeoutMs = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${pattern} from child`)), timeoutMs);
    child.stdout?.on('data', (d: Buffer) => {
      if (pattern.test(String(d))) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`child exited with ${code}`));
    });
  });
}

export function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** A throwaway Redis on its own port, keeping nothing on disk. */
export async function startPrivateRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => 100, maxRetriesPerRequest: null });
  probe.on('error', () => {});
  const end = Date.now() + 10_000;
  for (;;) {
    try {
      await probe.connect().catch(() => {});
      if ((await probe.ping()) === 'PONG') break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > end) throw new Error('private redis did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  probe.disconnect();
  return child;
}

/** A real server process (as `npm start` runs it) on `port`; resolves once it listens. */
export async function spawnServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.resume();
  await waitForOutput(child, /\[server\] listening on/);
  child.stdout?.resume();
  return child;
}
