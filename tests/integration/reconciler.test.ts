// Lost queue state: Redis comes back empty in the middle of an import. The reconciler queues the
// document's step again and it finishes exactly once; a failed import can be retried, and the same
// file uploaded again after a failure is a new attempt, not a duplicate.
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DocumentDto, UploadResponse } from '../../core/documents/api.ts';
import type { StepKey } from '../../core/steps.ts';
import { startServer } from '../../server/app.ts';
import { ApiClient, uniqueEmail } from '../support/api.ts';
import { createTestEnv } from '../support/env.ts';
import { freePort, killed, spawnWorker, startPrivateRedis, waitForOutput } from '../support/processes.ts';
import { documentSettled, importCsv, startStack, waitFor, acceptedId } from '../support/stack.ts';
import { bigCsv, countRows, docState } from '../support/big-import.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

describe('the reconciler', () => {
  it('finishes an import exactly once after Redis comes back empty in the middle of it', async () => {
    const port = await freePort();
    let redis = await startPrivateRedis(port);
    cleanups.push(() => killed(redis));
    const env = await createTestEnv({
      REDIS_URL: `redis://127.0.0.1:${port}`,
      WORKER_LOCK_MS: '2000',
      RECONCILE_EVERY_MS: '500',
      RECONCILE_GRACE_MS: '1500',
    });
    cleanups.push(() => env.cleanup());
    const server = await startServer(env.config);
    cleanups.push(() => server.close());
    const client = new ApiClient(server.url);
    await client.signup(uniqueEmail('lost'));
    let worker = spawnWorker(env.envVars);
    cleanups.push(() => killed(worker));
    await waitForOutput(worker, /processing queues/);

    const rows = 40_000;
    const up = await client.upload([{ name: 'big.csv', content: bigCsv(rows, 'LOSTQUEUE') }]);
    const id = acceptedId(up.body);
    await waitFor(
      async () => (await docState(client, id)).steps.find((s) => s.key === ('categorization' as StepKey))?.status === 'processing',
      'Tag to start',
      60_000,
    );
    // the worker and Redis die together; Redis comes back with nothing in it
    await killed(worker);
    await killed(redis);
    redis = await startPrivateRedis(port);
    expect((await docState(client, id)).status).toBe('processing');
    worker = spawnWorker(env.envVars);
    await waitForOutput(worker, /processing queues/);

    const doc = await waitFor(
      async () => {
        const d = await docState(client, id);
        return d.status === 'completed' || d.status === 'failed' ? d : null;
      },
      'the import to finish after the queue was lost',
      90_000,
    );
    expect(doc.error).toBeNull();
    expect(doc.status).toBe('completed');
    expect(doc.imported).toBe(rows);
    expect(await countRows(server, id)).toBe(rows);
  }, 180_000);
});

describe('retrying a failed import', () => {
  it('retries from the API, refuses what has not failed or is not yours, and accepts the same file uploaded again', async () => {
    const stack = await startStack();
    cleanups.push(() => stack.close());
    const me = stack.client();
    await me.signup(uniqueEmail('retry'));
    const good = await importCsv(me, 'good.csv', ['2026-09-01,BAKERY,-4.00,Checking', '2026-09-02,PAYROLL ACME,900.00,Checking']);
    expect((await me.json('POST', `/api/documents/${good.id}/retry`)).status).toBe(409);

    // an import that failed after its job was lost for good (as the reconciler leaves it)
    await stack.server.db.db.execute(
      sql`update documents set status = 'failed', error = 'The import was interrupted and could not be resumed.' where id = ${good.id}`,
    );
    await stack.server.db.db.execute(sql`delete from transactions where document_id = ${good.id}`);
    await stack.server.db.db.execute(sql`update documents set committed_at = null where id = ${good.id}`);
    const other = stack.client();
    await other.signup(uniqueEmail('other'));
    expect((await other.json('POST', `/api/documents/${good.id}/retry`)).status).toBe(404);

    const retried = await me.json<{ document: DocumentDto }>('POST', `/api/documents/${good.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body.document.status).toBe('queued');
    const done = await documentSettled(me, good.id);
    expect(done).toMatchObject({ status: 'completed', imported: 2, error: null });

    // a file that fails, uploaded again: accepted as a new attempt (it fails again, for the same reason)
    const bad = 'Foo,Bar\nhello,world\n';
    const first = await documentSettled(me, acceptedId((await me.upload([{ name: 'bad.csv', content: bad }])).body));
    expect(first.status).toBe('failed');
    const again = await me.upload([{ name: 'bad.csv', content: bad }]);
    expect(again.status).toBe(201);
    const body = again.body as UploadResponse;
    expect(body.results[0]).toMatchObject({ status: 'accepted' });
    expect(acceptedId(body)).toBe(first.id);
    const second = await documentSettled(me, first.id);
    expect(second.status).toBe('failed');
    // and a completed file is still a duplicate
    expect(
      (
        await me.upload([
          { name: 'good.csv', content: 'Date,Description,Amount,Account\n2026-09-01,BAKERY,-4.00,Checking\n2026-09-02,PAYROLL ACME,900.00,Checking' },
        ])
      ).status,
    ).toBe(409);
  }, 120_000);
});
