import { afterAll, describe, expect, it } from 'vitest';
import type { DocumentDto } from '../../core/documents/api.ts';
import type { TeamStateDto } from '../../core/team/api.ts';
import type { StepKey } from '../../core/steps.ts';
import { startServer } from '../../server/app.ts';
import { startWorkers } from '../../worker/runner.ts';
import { connected, uniqueEmail, ApiClient } from '../support/api.ts';
import { createTestEnv, type TestEnv } from '../support/env.ts';
import { freePort, killed, spawnWorker, startPrivateRedis, waitForOutput } from '../support/processes.ts';
import { waitFor } from '../support/stack.ts';
import { bigCsv, countRows, docState } from '../support/big-import.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

describe('faults', () => {
  it('finishes a document exactly once after its worker is killed mid-step, twice', async () => {
    const env: TestEnv = await createTestEnv({ WORKER_LOCK_MS: '2000' });
    cleanups.push(() => env.cleanup());
    const server = await startServer(env.config);
    cleanups.push(() => server.close());
    const client = new ApiClient(server.url);
    await client.signup(uniqueEmail('fault'));

    let worker = spawnWorker(env.envVars);
    cleanups.push(() => killed(worker));
    await waitForOutput(worker, /processing queues/);

    const rows = 60_000;
    const up = await client.upload([{ name: 'big.csv', content: bigCsv(rows, 'KILLTEST') }]);
    const id = (up.body.results[0] as { document: DocumentDto }).document.id;

    for (const step of ['categorization', 'complete'] as StepKey[]) {
      await waitFor(async () => (await docState(client, id)).steps.find((s) => s.key === step)?.status === 'processing', `${step} to start`, 60_000);
      await killed(worker);
      expect((await docState(client, id)).status).toBe('processing');
      worker = spawnWorker(env.envVars);
      await waitForOutput(worker, /processing queues/);
    }

    const doc = await waitFor(
      async () => {
        const d = await docState(client, id);
        return d.status === 'completed' || d.status === 'failed' ? d : null;
      },
      'completion after restarts',
      90_000,
    );
    expect(doc.error).toBeNull();
    expect(doc.status).toBe('completed');
    expect(doc.imported).toBe(rows);
    expect(doc.duplicates).toBe(0);
    expect(await countRows(server, id)).toBe(rows);
  }, 180_000);

  it('reconnects server and worker after Redis restarts while idle, and the next upload works', async () => {
    const port = await freePort();
    let redis = await startPrivateRedis(port);
    cleanups.push(() => killed(redis));
    const env = await createTestEnv({ REDIS_URL: `redis://127.0.0.1:${port}` });
    cleanups.push(() => env.cleanup());
    const server = await startServer(env.config);
    const workers = await startWorkers(env.config);
    cleanups.push(
      () => server.close(),
      () => workers.close(),
    );
    const client = new ApiClient(server.url);
    await client.signup(uniqueEmail('redis'));
    const socket = client.socket();
    cleanups.push(async () => socket.disconnect());
    await connected(socket);

    const importOne = async (name: string, line: string) => {
      const done = new Promise<{ imported: number }>((resolve) => socket.once('document:done', resolve));
      const up = await client.upload([{ name, content: `Date,Description,Amount\n${line}\n` }]);
      expect(up.status).toBe(201);
      return done;
    };
    expect((await importOne('before.csv', '2026-11-01,UBER TRIP,-12.00')).imported).toBe(1);

    // idle: no job of ours is active any more (document:done is announced just before the job closes)
    await waitFor(async () => (await client.json<TeamStateDto>('GET', '/api/team')).body.employees.every((e) => e.status === 'idle'), 'idle team');
    await killed(redis);
    redis = await startPrivateRedis(port);
    // give ioredis time to notice and reconnect (it retries every ≤2 s)
    await waitFor(async () => (await client.json('GET', '/api/team')).status === 200, 'server to reach redis again', 20_000);

    expect((await importOne('after.csv', '2026-11-02,LYFT RIDE,-9.00')).imported).toBe(1);
  }, 120_000);
});
