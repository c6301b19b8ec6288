// Two servers and two workers (real processes) on one PostgreSQL and Redis: 5 users send 50 uploads
// at once, spread over both servers; each user listens on the other server than the one their upload
// went to, and a browser on each server follows its user's activity live. Mid-way one worker and one
// server are killed: every import still completes exactly once, and every event reaches its user only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import type { Browser } from 'playwright-core';
import type { Socket } from 'socket.io-client';
import type { DocumentDto } from '../../core/documents/api.ts';
import { ApiClient, connected, uniqueEmail } from '../support/api.ts';
import { launchBrowser, logInThroughForm } from '../support/browser.ts';
import { createTestEnv, type TestEnv } from '../support/env.ts';
import { freePort, killed, spawnServer, spawnWorker, waitForOutput } from '../support/processes.ts';
import { acceptedId, waitFor } from '../support/stack.ts';

const USERS = 5;
const UPLOADS_PER_USER = 10;
const ROWS = 20;
const password = 'correct horse battery';

let env: TestEnv;
const servers: { url: string; proc: ChildProcess }[] = [];
const workers: ChildProcess[] = [];
let browser: Browser;
const sockets: Socket[] = [];

beforeAll(async () => {
  env = await createTestEnv({ WORKER_LOCK_MS: '2000', RECONCILE_EVERY_MS: '1000', RECONCILE_GRACE_MS: '5000' });
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    servers.push({ url: `http://127.0.0.1:${port}`, proc: await spawnServer(env.envVars, port) });
  }
  for (let i = 0; i < 2; i++) {
    const w = spawnWorker(env.envVars);
    await waitForOutput(w, /processing queues/);
    workers.push(w);
  }
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await browser?.close();
  for (const w of workers) await killed(w);
  for (const s of servers) await killed(s.proc);
  await env?.cleanup();
});

function statement(user: number, n: number): string {
  const lines = ['Date,Description,Amount,Account'];
  for (let r = 0; r < ROWS; r++)
    lines.push(`2026-0${(n % 9) + 1}-${String(r + 1).padStart(2, '0')},U${user} DOC${n} SHOP ${r},-${r + 1}.${String(n).padStart(2, '0')},Checking`);
  return lines.join('\n');
}

describe('two servers and two workers', () => {
  it('imports 50 concurrent uploads of 5 users exactly once, with every event reaching its user only, through a worker and a server dying', async () => {
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const users = await Promise.all(
      Array.from({ length: USERS }, async (_, u) => {
        const email = uniqueEmail(`two-${u}`);
        const client = new ApiClient((u % 2 ? b : a).url);
        await client.signup(email, password, `User ${u}`);
        return { u, email, client, id: '' };
      }),
    );
    for (const user of users) user.id = (await user.client.json<{ user: { id: string } }>('GET', '/api/me')).body.user.id;

    // every user listens on server B (the one that survives), whatever server their uploads go to
    const seen = new Map<number, Set<string>>();
    for (const user of users) {
      const s = new ApiClient(b.url).withCookie(user.client.cookie).socket();
      sockets.push(s);
      await connected(s);
      seen.set(user.u, new Set());
      s.on('document:done', (e) => seen.get(user.u)!.add(e.documentId));
    }

    // a browser on each server: user 0 on A and user 1 on B follow their activity on the bell
    const pages = await Promise.all(
      [
        [a, users[0]!],
        [b, users[1]!],
      ].map(async ([server, user]) => {
        const page = await browser.newPage();
        await logInThroughForm(page, (server as { url: string }).url, '/dashboard', (user as { email: string }).email, password);
        return page;
      }),
    );
    // the bell's label says the unread count; it changes live, without a reload
    const bellCount = async (i: number) =>
      Number(/(\d+) unread/.exec((await pages[i]!.getByTestId('notification-bell').getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    const before = await bellCount(1);

    const started = Date.now();
    const owner = new Map<string, number>();
    const uploads = users.flatMap((user) =>
      Array.from({ length: UPLOADS_PER_USER }, async (_, n) => {
        // half of each user's uploads through each server
        const via = new ApiClient((n % 2 ? b : a).url).withCookie(user.client.cookie);
        const r = await via.upload([{ name: `u${user.u}-doc${n}.csv`, content: statement(user.u, n) }]);
        expect(r.status).toBe(201);
        owner.set(acceptedId(r.body), user.u);
      }),
    );
    await Promise.all(uploads);
    expect(owner.size).toBe(USERS * UPLOADS_PER_USER);

    // mid-way: a worker and server A die (its browser and sockets go with it)
    await waitFor(async () => [...seen.values()].reduce((n, s) => n + s.size, 0) >= 5, 'a few imports to finish', 60_000);
    await killed(workers[0]!);
    await killed(a.proc);

    const docsOf = async (user: (typeof users)[0]) =>
      (await new ApiClient(b.url).withCookie(user.client.cookie).json<{ documents: DocumentDto[] }>('GET', '/api/documents')).body.documents;
    await waitFor(
      async () => {
        const all = (await Promise.all(users.map(docsOf))).flat();
        return all.length === 50 && all.every((d) => d.status === 'completed' || d.status === 'failed');
      },
      'all 50 imports to finish',
      120_000,
    );
    const seconds = (Date.now() - started) / 1000;
    console.log(`[two-of-everything] 50 uploads of 5 users imported in ${seconds.toFixed(1)} s with a worker and a server killed mid-way`);

    for (const user of users) {
      const docs = await docsOf(user);
      expect(docs).toHaveLength(UPLOADS_PER_USER);
      for (const d of docs) expect(d).toMatchObject({ status: 'completed', imported: ROWS, duplicates: 0 });
      const page = await new ApiClient(b.url).withCookie(user.client.cookie).json<{ total: number }>('GET', '/api/transactions?pageSize=1');
      expect(page.body.total).toBe(UPLOADS_PER_USER * ROWS);
      // this user's socket heard about its own documents only
      const heard = seen.get(user.u)!;
      for (const id of heard) expect(owner.get(id)).toBe(user.u);
      await waitFor(async () => docs.every((d) => heard.has(d.id)), `user ${user.u} to hear every import done`, 10_000);
    }
    // the browser on the surviving server followed its user's activity live
    await expect.poll(() => bellCount(1), { timeout: 15_000 }).toBeGreaterThan(before);
  }, 300_000);
});
