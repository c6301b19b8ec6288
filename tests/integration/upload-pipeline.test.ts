import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DocumentDto } from '../../core/documents/api.ts';
import type { TransactionPage } from '../../core/ledger/api.ts';
import type { DocumentDoneEvent, DocumentStepEvent, EmployeeStateEvent } from '../../core/events.ts';
import type { TeamStateDto } from '../../core/team/api.ts';
import { STEP_KEYS } from '../../core/steps.ts';
import { connected, uniqueEmail } from '../support/api.ts';
import { acceptedId, documentSettled, startStack, waitFor, type Stack } from '../support/stack.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

async function sampleCsv(client: ReturnType<Stack['client']>): Promise<string> {
  const res = await client.request('GET', '/sample-bank-statement.csv');
  expect(res.headers.get('content-disposition')).toContain('sample-bank-statement.csv');
  return res.text();
}

describe('upload → BullMQ pipeline → live steps → transactions', () => {
  it('streams the six steps in order over Socket.IO and writes every row once', async () => {
    const client = stack.client();
    await client.signup(uniqueEmail());
    const csv = await sampleCsv(client);
    expect(csv.split('\n')[0]).toBe('Date,Description,Amount,Account');
    expect(csv.trim().split('\n')).toHaveLength(31);

    const socket = client.socket();
    await connected(socket);
    const steps: DocumentStepEvent[] = [];
    socket.on('document:step', (e) => steps.push(e));
    const done = new Promise<DocumentDoneEvent>((resolve) => socket.on('document:done', resolve));

    const up = await client.upload([{ name: 'sample-bank-statement.csv', content: csv }]);
    expect(up.status).toBe(201);
    const result = up.body.results[0]!;
    expect(result.status).toBe('accepted');
    const docId = result.status === 'accepted' ? result.document.id : '';

    const summary = await done;
    expect(summary).toMatchObject({ documentId: docId, imported: 30, duplicates: 0 });
    expect(summary.insights.length).toBeGreaterThan(0);

    // each step starts after the previous one completed
    const completedOrder = steps.filter((e) => e.status === 'completed').map((e) => e.step);
    expect(completedOrder).toEqual([...STEP_KEYS]);
    for (const key of STEP_KEYS.slice(1)) {
      const firstOfStep = steps.findIndex((e) => e.step === key);
      const prevCompleted = steps.findIndex((e) => e.status === 'completed' && e.step === STEP_KEYS[STEP_KEYS.indexOf(key) - 1]);
      expect(firstOfStep).toBeGreaterThan(prevCompleted);
    }
    socket.disconnect();

    // the steps are persisted: a page opened now sees the true state
    const doc = await client.json<{ document: DocumentDto }>('GET', `/api/documents/${docId}`);
    expect(doc.body.document.status).toBe('completed');
    expect(doc.body.document.overallProgress).toBe(100);
    expect(doc.body.document.steps.every((s) => s.status === 'completed')).toBe(true);

    const page = await client.json<TransactionPage>('GET', '/api/transactions?pageSize=100');
    expect(page.body.total).toBe(30);
    const firstRow = csv.trim().split('\n')[1]!.split(',');
    expect(page.body.items.some((t) => t.date === firstRow[0] && t.description.length > 0)).toBe(true);
    // newest first
    const dates = page.body.items.map((t) => t.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers a re-uploaded file as a duplicate of the earlier import and adds nothing', async () => {
    const client = stack.client();
    await client.signup(uniqueEmail());
    const csv = await sampleCsv(client);
    const first = await client.upload([{ name: 'march.csv', content: csv }]);
    expect(first.status).toBe(201);
    expect((await documentSettled(client, acceptedId(first.body))).status).toBe('completed');

    const again = await client.upload([{ name: 'march-again.csv', content: csv }]);
    expect(again.status).toBe(409);
    const dup = again.body.results[0]!;
    expect(dup.status).toBe('duplicate');
    if (dup.status === 'duplicate') {
      expect(dup.message).toContain('march.csv');
      expect(dup.message).toContain(new Date().toISOString().slice(0, 10));
    }
    const page = await client.json<TransactionPage>('GET', '/api/transactions?pageSize=1');
    expect(page.body.total).toBe(30);
  });

  it('counts rows already in the ledger as duplicates when another file overlaps', async () => {
    const client = stack.client();
    await client.signup(uniqueEmail());
    const header = 'Date,Description,Amount,Account\n';
    const a = `${header}2026-11-01,STARBUCKS STORE 1,-4.50,Checking\n2026-11-02,SHELL OIL 123,-40.00,Checking\n`;
    const b = `${header}2026-11-02,SHELL OIL 123,-40.00,Checking\n2026-11-03,NETFLIX.COM,-15.49,Checking\n`;
    for (const [name, content] of [
      ['a.csv', a],
      ['b.csv', b],
    ] as const) {
      const up = await client.upload([{ name, content }]);
      expect((await documentSettled(client, acceptedId(up.body))).status).toBe('completed');
    }
    const docs = await client.json<{ documents: DocumentDto[] }>('GET', '/api/documents');
    const second = docs.body.documents.find((d) => d.fileName === 'b.csv')!;
    expect(second).toMatchObject({ imported: 1, duplicates: 1 });
    const page = await client.json<TransactionPage>('GET', '/api/transactions');
    expect(page.body.total).toBe(3);
  });

  it('keeps two identical purchases on one day as two transactions', async () => {
    const client = stack.client();
    await client.signup(uniqueEmail());
    const csv = 'Date,Description,Amount\n2026-11-05,STARBUCKS STORE 9,-3.10\n2026-11-05,STARBUCKS STORE 9,-3.10\n';
    const up = await client.upload([{ name: 'coffee.csv', content: csv }]);
    const d = await documentSettled(client, acceptedId(up.body));
    const rows = await stack.server.db.db.execute<{ n: string }>(sql`select count(*)::text as n from transactions where document_id = ${d.id}`);
    expect(rows.rows[0]!.n).toBe('2');
  });

  it('shows each employee working on the document, then idle, with a real activity feed', async () => {
    const client = stack.client();
    await client.signup(uniqueEmail('team'));
    const socket = client.socket();
    await connected(socket);
    const states: EmployeeStateEvent[] = [];
    socket.on('employee:state', (e) => states.push(e));
    const done = new Promise((resolve) => socket.on('document:done', resolve));
    await client.upload([{ name: 'team.csv', content: 'Date,Description,Amount\n2026-11-01,CHIPOTLE 123,-11.20\n' }]);
    await done;
    // Intelia goes idle right after it announces the result
    await waitFor(async () => states.filter((s) => s.employee === 'intelia').at(-1)?.status === 'idle', 'intelia idle', 5000);
    socket.disconnect();
    for (const employee of ['byte', 'tag', 'crystal', 'intelia'] as const) {
      const mine = states.filter((s) => s.employee === employee);
      expect(mine.some((s) => s.status === 'working' && s.documentName === 'team.csv')).toBe(true);
      expect(mine.at(-1)!.status).toBe('idle');
    }
    const team = await client.json<TeamStateDto>('GET', '/api/team');
    expect(team.body.employees.map((e) => e.employee)).toEqual(['byte', 'tag', 'crystal', 'intelia']);
    expect(team.body.employees.every((e) => e.status === 'idle')).toBe(true);
    const feed = team.body.activity.map((a) => a.message).join('\n');
    expect(feed).toContain('Byte received team.csv');
    expect(feed).toMatch(/Imported 1 transactions?/);
  });
});
