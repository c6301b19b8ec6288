// Every format Byte reads, through the real upload → queue → worker → database path.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto } from '../../core/documents/api.ts';
import type { TransactionPage } from '../../core/ledger/api.ts';
import type { DocumentStepEvent } from '../../core/events.ts';
import { parseStatementBytes } from '../../core/parsers/statement.ts';
import { connected, uniqueEmail, type ApiClient } from '../support/api.ts';
import { acceptedId, documentSettled, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const fixture = (p: string) => readFileSync(new URL(`../fixtures/${p}`, import.meta.url));

async function freshUser(): Promise<ApiClient> {
  const client = stack.client();
  await client.signup(uniqueEmail('fmt'));
  return client;
}

async function importFile(client: ApiClient, name: string, bytes: Uint8Array): Promise<DocumentDto> {
  const up = await client.upload([{ name, content: bytes }]);
  expect(up.status, JSON.stringify(up.body)).toBe(201);
  return documentSettled(client, acceptedId(up.body), 60_000);
}

const total = async (client: ApiClient) => (await client.json<TransactionPage>('GET', '/api/transactions?pageSize=1')).body.total;

describe('statements in every format', () => {
  it('imports an OFX file and recognizes its transactions again by FITID even when the file changes', async () => {
    const client = await freshUser();
    const ofx = fixture('statements/ofx/beangulp__amex_ofxdownload.ofx');
    const first = await importFile(client, 'amex.ofx', ofx);
    expect(first).toMatchObject({ status: 'completed', imported: 12, duplicates: 0 });
    // the bank re-sends the same transactions with a trailing newline: a different file, the same FITIDs
    const again = await importFile(client, 'amex-again.ofx', Buffer.concat([ofx, Buffer.from('\n')]));
    expect(again).toMatchObject({ status: 'completed', imported: 0, duplicates: 12 });
    expect(await total(client)).toBe(12);
  });

  it('imports QIF, XLSX (transactions on the second sheet) and legacy XLS', async () => {
    const client = await freshUser();
    expect(await importFile(client, 'test.qif', fixture('statements/qif/quiffen__test.qif'))).toMatchObject({ status: 'completed', imported: 7 });
    for (const [name, kind] of [
      ['multi-sheet.xlsx', 'xlsx'],
      ['statement.xls', 'xls'],
    ] as const) {
      const bytes = fixture(`statements/${name}`);
      const expected = parseStatementBytes(bytes, kind).items.length;
      expect(expected).toBeGreaterThan(0);
      const doc = await importFile(client, name, bytes);
      expect(doc.status, doc.error ?? '').toBe('completed');
      expect(doc.imported + doc.duplicates).toBe(expected);
    }
  });

  it('reads a two-page text PDF statement and every row on it', async () => {
    const client = await freshUser();
    const expected = JSON.parse(fixture('pdf/checking-statement.expected.json').toString()) as { transactions: { date: string; amountCents: number }[] };
    const doc = await importFile(client, 'checking.pdf', fixture('pdf/checking-statement.pdf'));
    expect(doc.status, doc.error ?? '').toBe('completed');
    expect(doc.imported).toBe(expected.transactions.length);
    expect(doc.steps.find((s) => s.key === 'ocr')!.message).toMatch(/text layer/);
    const rows = (await client.json<TransactionPage>('GET', '/api/transactions?pageSize=200')).body.items;
    const got = rows.map((t) => `${t.date}|${t.amountCents}`).sort();
    expect(got).toEqual(expected.transactions.map((t) => `${t.date}|${t.amountCents}`).sort());
  });

  it('imports a statement whose balances do not add up, with a warning naming the gap', async () => {
    const client = await freshUser();
    const csv = await importFile(client, 'gap.csv', fixture('csv/balances-gap.csv'));
    expect(csv.status).toBe('completed');
    expect(csv.warnings.join(' ')).toMatch(/gap \$50\.00/);
    const pdf = await importFile(client, 'mismatch.pdf', fixture('pdf/checking-statement-mismatch.pdf'));
    expect(pdf.status).toBe('completed');
    expect(pdf.warnings.join(' ')).toMatch(/don't add up|gap/i);
  });
});

describe('bad documents get a clear message and change nothing', () => {
  const cases: [string, string, RegExp][] = [
    ['zip-bomb.xlsx', 'statements/zip-bomb.xlsx', /zip bomb/i],
    ['no-transactions.xlsx', 'statements/no-transactions.xlsx', /No sheet in this workbook holds transactions/],
    ['locked.pdf', 'pdf/password-protected.pdf', /password-protected/],
    ['broken.pdf', 'pdf/corrupt-truncated.pdf', /damaged/],
  ];
  for (const [name, path, message] of cases) {
    it(`refuses ${name}`, async () => {
      const client = await freshUser();
      const doc = await importFile(client, name, fixture(path));
      expect(doc.status).toBe('failed');
      expect(doc.error).toMatch(message);
      expect(doc.error).toContain(name);
      expect(await total(client)).toBe(0);
    });
  }

  it("reports the OCR step for a scanned PDF with tesseract's real progress", async () => {
    const client = await freshUser();
    const socket = client.socket();
    await connected(socket);
    const ocr: DocumentStepEvent[] = [];
    socket.on('document:step', (e) => {
      if (e.step === 'ocr') ocr.push(e);
    });
    const doc = await importFile(client, 'scan.pdf', fixture('pdf/scanned-statement.pdf'));
    socket.disconnect();
    const partial = ocr.filter((e) => e.status === 'processing' && e.progress > 0 && e.progress < 100);
    expect(partial.length).toBeGreaterThan(0);
    expect(ocr.at(-1)?.status === 'completed' || doc.status === 'failed').toBe(true);
    expect(doc.steps.find((s) => s.key === 'ocr')!.message).toMatch(/OCR|scanned|recogniz/i);
  }, 120_000);
});
