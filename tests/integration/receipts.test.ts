// Receipts through the whole pipeline: OCR, a new transaction, or attachment to the card
// transaction the user already has.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionPage } from '../../core/ledger/api.ts';
import type { DocumentStepEvent } from '../../core/events.ts';
import { connected, uniqueEmail, type ApiClient } from '../support/api.ts';
import { acceptedId, documentSettled, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

// real SROIE receipts (see tests/fixtures/receipts/README.md)
const unihakka = readFileSync(new URL('../fixtures/receipts/pipeline-unihakka.jpg', import.meta.url));
const esjay = readFileSync(new URL('../fixtures/receipts/pipeline-esjay-fuel.jpg', import.meta.url));

async function freshUser(): Promise<ApiClient> {
  const client = stack.client();
  await client.signup(uniqueEmail('receipt'));
  return client;
}

const list = async (client: ApiClient) => (await client.json<TransactionPage>('GET', '/api/transactions?pageSize=50')).body;

describe('receipts', () => {
  it('turns a photographed receipt into a transaction with the receipt attached, reporting OCR progress', async () => {
    const client = await freshUser();
    const socket = client.socket();
    await connected(socket);
    const ocr: DocumentStepEvent[] = [];
    socket.on('document:step', (e) => {
      if (e.step === 'ocr') ocr.push(e);
    });
    const up = await client.upload([{ name: 'lunch.jpg', content: unihakka }]);
    const doc = await documentSettled(client, acceptedId(up.body), 90_000);
    socket.disconnect();
    expect(doc.status, doc.error ?? '').toBe('completed');
    expect(doc.imported).toBe(1);
    expect(ocr.some((e) => e.status === 'processing' && e.progress > 0 && e.progress < 100)).toBe(true);

    const [tx] = (await list(client)).items;
    expect(tx).toMatchObject({ date: '2018-05-10', amountCents: -1030 });
    expect(tx!.receipt).toMatchObject({ merchant: expect.stringMatching(/UNIHAKKA/), totalCents: 1030, matchedExisting: false });
  }, 120_000);

  it('attaches a receipt to the matching card transaction instead of importing it twice', async () => {
    const client = await freshUser();
    const card = 'Date,Description,Amount\n2018-07-01,ESJAY FUEL ENT 0334,-50.00\n2018-07-01,OTHER STATION,-50.00\n';
    await documentSettled(client, acceptedId((await client.upload([{ name: 'card.csv', content: card }])).body));
    const doc = await documentSettled(client, acceptedId((await client.upload([{ name: 'fuel.jpg', content: esjay }])).body), 90_000);
    expect(doc.status, doc.error ?? '').toBe('completed');
    expect(doc.imported).toBe(0);
    expect(doc.insights[0]!.message).toContain('ESJAY FUEL ENT 0334');

    const rows = (await list(client)).items;
    expect(rows).toHaveLength(2);
    expect(rows.find((t) => t.description === 'ESJAY FUEL ENT 0334')!.receipt).toMatchObject({ totalCents: 5000, matchedExisting: true });
    expect(rows.find((t) => t.description === 'OTHER STATION')!.receipt).toBeNull();
  }, 120_000);

  it('fails an image with no readable text, saying so, and imports nothing', async () => {
    const client = await freshUser();
    const { createCanvas } = await import('@napi-rs/canvas');
    const canvas = createCanvas(600, 800);
    const g = canvas.getContext('2d');
    g.fillStyle = '#fff';
    g.fillRect(0, 0, 600, 800);
    const blank = canvas.toBuffer('image/png');
    const doc = await documentSettled(client, acceptedId((await client.upload([{ name: 'blank.png', content: blank }])).body), 90_000);
    expect(doc.status).toBe('failed');
    expect(doc.error).toMatch(/blank\.png.*No readable text/);
    expect((await list(client)).total).toBe(0);
  }, 120_000);
});
