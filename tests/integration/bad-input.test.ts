import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto } from '../../core/documents/api.ts';
import type { TransactionPage } from '../../core/ledger/api.ts';
import type { DocumentFailedEvent } from '../../core/events.ts';
import { connected, type ApiClient } from '../support/api.ts';
import { documentSettled, startStackWithUser, type Stack } from '../support/stack.ts';

let stack: Stack;
let client: ApiClient;
beforeAll(async () => {
  ({ stack, client } = await startStackWithUser('bad'));
});
afterAll(async () => {
  await stack?.close();
});

const total = async () => (await client.json<TransactionPage>('GET', '/api/transactions?pageSize=1')).body.total;
const documentCount = async () => (await client.json<{ documents: DocumentDto[] }>('GET', '/api/documents')).body.documents.length;
const GOOD = 'Date,Description,Amount\n2026-11-01,STARBUCKS STORE 1,-4.50\n';

const finished = (id: string) => documentSettled(client, id);

describe('bad uploads are refused with a message naming the problem, and change nothing', () => {
  it('refuses a file type that is not accepted', async () => {
    const r = await client.upload([{ name: 'setup.exe', content: new Uint8Array([0x4d, 0x5a, 0x90, 0x00]) }]);
    expect(r.status).toBe(415);
    expect(r.body.error).toContain('setup.exe');
  });

  it('refuses binary content dressed up as a CSV', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const r = await client.upload([{ name: 'statement.csv', content: png }]);
    expect(r.status).toBe(415);
    expect(r.body.error).toContain('statement.csv');
  });

  it('refuses an empty file', async () => {
    const r = await client.upload([{ name: 'empty.csv', content: '' }]);
    expect(r.status).toBe(400);
    expect(r.body.error).toContain('empty.csv');
    expect(r.body.error).toMatch(/empty/i);
  });

  it('refuses a file over 10 MB, naming it (a CSV may be larger: Byte reads it as a stream)', async () => {
    const big = `%PDF-1.4\n${'0 0 m 612 792 l S\n'.repeat(600_000)}`;
    expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
    const r = await client.upload([{ name: 'huge.pdf', content: big }]);
    expect(r.status).toBe(413);
    expect(r.body.error).toContain('huge.pdf');
    expect(r.body.error).toContain('10 MB');
  });

  it('refuses more than five files and keeps none of them', async () => {
    const before = await documentCount();
    const files = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.csv`, content: `${GOOD}2026-11-0${i + 2},UBER TRIP,-${i + 5}.00\n` }));
    const r = await client.upload(files);
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(/at most 5 files/i);
    expect(await documentCount()).toBe(before);
  });

  it('keeps nothing from a batch when one of its files is bad', async () => {
    const before = await documentCount();
    const r = await client.upload([
      { name: 'ok.csv', content: GOOD },
      { name: 'virus.exe', content: 'MZ' },
    ]);
    expect(r.status).toBe(415);
    expect(await documentCount()).toBe(before);
  });

  it('fails a CSV with no recognizable columns, listing the headers it found, and imports nothing', async () => {
    const before = await total();
    const socket = client.socket();
    await connected(socket);
    const failed = new Promise<DocumentFailedEvent>((resolve) => socket.on('document:failed', resolve));
    const r = await client.upload([{ name: 'weird.csv', content: 'Foo,Bar,Baz\n1,2,3\n4,5,6\n' }]);
    expect(r.status).toBe(201);
    const event = await failed;
    socket.disconnect();
    expect(event.step).toBe('parsing');
    expect(event.error).toContain('Foo');
    expect(event.error).toContain('Baz');
    const doc = await finished(event.documentId);
    expect(doc.status).toBe('failed');
    expect(doc.steps.find((s) => s.key === 'parsing')!.status).toBe('failed');
    expect(await total()).toBe(before);
  });

  it('skips a malformed row, names its row number, and imports the rest', async () => {
    const before = await total();
    const csv = 'Date,Description,Amount\n2026-11-01,WHOLE FOODS MARKET,-52.10\n2026-13-45,BROKEN ROW,-1.00\n2026-11-03,SHELL OIL,-30.00\n';
    const r = await client.upload([{ name: 'one-bad-row.csv', content: csv }]);
    const doc = await finished((r.body.results[0] as { document: DocumentDto }).document.id);
    expect(doc.status).toBe('completed');
    expect(doc.imported).toBe(2);
    expect(doc.warnings.join(' ')).toMatch(/Row 3/);
    expect(await total()).toBe(before + 2);
  });

  it('fails a text file that holds no statement, saying what it expected', async () => {
    const r = await client.upload([{ name: 'notes.txt', content: 'Remember to call the bank about the card.\nAlso buy milk.\n' }]);
    expect(r.status).toBe(201);
    const doc = await finished((r.body.results[0] as { document: DocumentDto }).document.id);
    expect(doc.status).toBe('failed');
    expect(doc.error).toContain('notes.txt');
    expect(doc.error).toMatch(/Expected/);
  });
});
