import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto } from '../../core/documents/api.ts';
import type { TransactionPage } from '../../core/ledger/api.ts';
import type { DocumentStepEvent } from '../../core/events.ts';
import { ApiClient, connected, uniqueEmail } from '../support/api.ts';
import { acceptedId, documentSettled, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let alice: ApiClient;
let bob: ApiClient;
let aliceDoc: DocumentDto;

beforeAll(async () => {
  stack = await startStack();
  alice = stack.client();
  bob = stack.client();
  await alice.signup(uniqueEmail('alice'));
  await bob.signup(uniqueEmail('bob'));
  const up = await alice.upload([{ name: 'alice.csv', content: 'Date,Description,Amount\n2026-11-01,TRADER JOES,-60.00\n' }]);
  aliceDoc = await documentSettled(alice, acceptedId(up.body));
});
afterAll(async () => {
  await stack?.close();
});

describe("one user never sees another user's data", () => {
  it('answers 401 without a session', async () => {
    const anon = stack.client();
    expect((await anon.json('GET', '/api/me')).body).toEqual({ user: null });
    expect((await anon.json('GET', '/api/transactions')).status).toBe(401);
    expect((await anon.json('GET', `/api/documents/${aliceDoc.id}`)).status).toBe(401);
  });

  it("gives 404 for another user's document and hides it from lists", async () => {
    expect((await bob.json('GET', `/api/documents/${aliceDoc.id}`)).status).toBe(404);
    expect((await bob.json<{ documents: DocumentDto[] }>('GET', '/api/documents')).body.documents).toHaveLength(0);
    expect((await bob.json<TransactionPage>('GET', '/api/transactions')).body.total).toBe(0);
  });

  it("refuses to change another user's transaction", async () => {
    const mine = await alice.json<TransactionPage>('GET', '/api/transactions');
    const tx = mine.body.items[0]!;
    const r = await bob.json('PATCH', `/api/transactions/${tx.id}`, { category: 'Shopping', subcategory: null });
    expect(r.status).toBe(404);
    const after = await alice.json<TransactionPage>('GET', '/api/transactions');
    expect(after.body.items[0]!.category).toBe(tx.category);
  });

  it("will not let a socket watch another user's document, and delivers it none of their events", async () => {
    const bobSocket = bob.socket();
    await connected(bobSocket);
    const seen: DocumentStepEvent[] = [];
    bobSocket.on('document:step', (e) => seen.push(e));
    const ok = await new Promise<boolean>((resolve) => bobSocket.emit('document:watch', aliceDoc.id, resolve));
    expect(ok).toBe(false);

    const aliceSocket = alice.socket();
    await connected(aliceSocket);
    const aliceSaw: DocumentStepEvent[] = [];
    aliceSocket.on('document:step', (e) => aliceSaw.push(e));
    const done = new Promise((resolve) => aliceSocket.on('document:done', resolve));
    await alice.upload([{ name: 'alice-2.csv', content: 'Date,Description,Amount\n2026-11-02,TARGET STORE,-20.00\n' }]);
    await done;
    expect(aliceSaw.length).toBeGreaterThanOrEqual(6);
    expect(seen).toHaveLength(0);
    bobSocket.disconnect();
    aliceSocket.disconnect();
  });

  it('refuses a socket without a valid session', async () => {
    const anon = new ApiClient(stack.server.url);
    anon.cookie = 'pf_session=forged';
    const s = anon.socket();
    s.io.opts.reconnection = false;
    const err = await new Promise<Error>((resolve) => s.once('connect_error', resolve));
    expect(err.message).toMatch(/log in/i);
    s.disconnect();
  });
});
