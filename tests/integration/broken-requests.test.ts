// Requests cut off or malformed on the wire get a 4xx or are dropped, and the server keeps serving
// everyone; the upload limits and file names are what the user sent.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto } from '../../core/documents/api.ts';
import type { TransactionPage } from '../../core/ledger/api.ts';
import { MAX_CSV_UPLOAD_BYTES, MAX_UPLOAD_BYTES } from '../../core/documents/upload-limits.ts';
import { type ApiClient, uniqueEmail } from '../support/api.ts';
import { documentSettled, acceptedId, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let user: ApiClient;
let token: string;
let port: number;

beforeAll(async () => {
  stack = await startStack();
  user = stack.client();
  await user.signup(uniqueEmail('wire'));
  token = (await user.json<{ csrfToken: string }>('GET', '/api/auth/csrf')).body.csrfToken;
  port = Number(new URL(stack.server.url).port);
});
afterAll(async () => {
  await stack?.close();
});

/** Writes raw bytes to the server, optionally closing early; resolves with what came back. */
function rawRequest(head: string, body: Buffer | string, opts: { endEarly?: boolean; waitMs?: number } = {}): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const s = net.connect(port, '127.0.0.1', () => {
      s.write(head);
      s.write(body);
      if (opts.endEarly) s.end();
    });
    s.on('data', (d: Buffer) => chunks.push(d));
    s.on('error', () => {});
    const done = () => resolve(Buffer.concat(chunks).toString('latin1'));
    s.on('close', done);
    setTimeout(() => {
      s.destroy();
      done();
    }, opts.waitMs ?? 1500);
  });
}

const headers = (length: number, type = 'multipart/form-data; boundary=XYZ') =>
  `POST /api/documents HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${user.cookie}\r\nOrigin: ${stack.server.url}\r\n` +
  `X-CSRF-Token: ${token}\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n`;
const part = (name: string, content: string) =>
  `--XYZ\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n${content}`;

async function stillServing() {
  expect((await fetch(`${stack.server.url}/healthz`)).status).toBe(200);
  expect((await user.json('GET', '/api/documents')).status).toBe(200);
}

describe('broken requests', () => {
  it('answers 400 to a multipart body that ends before its closing boundary (it used to crash the server)', async () => {
    const body = part('a.csv', 'Date,Description,Amount\n2026-01-01,X,-1.00\n');
    const answer = await rawRequest(headers(body.length), body);
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toMatch(/interrupted or malformed/);
    await stillServing();
  });

  it('survives a client that goes away mid-upload, a missing boundary, a garbage type and a body with no file', async () => {
    const big = part('b.csv', 'x'.repeat(200_000));
    await rawRequest(headers(big.length + 100_000), big, { endEarly: true, waitMs: 500 });
    expect(await rawRequest(headers(10, 'multipart/form-data'), '0123456789')).toMatch(/^HTTP\/1\.1 400/);
    expect(await rawRequest(headers(5, 'multipart/form-data; boundary='), 'hello')).toMatch(/^HTTP\/1\.1 400/);
    const fieldOnly = '--XYZ\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--XYZ--\r\n';
    expect(await rawRequest(headers(fieldOnly.length), fieldOnly)).toMatch(/^HTTP\/1\.1 400[\s\S]*Choose at least one file/);
    const badPartHeader = '--XYZ\r\nContent-Disposition\r\n\r\nzzz\r\n--XYZ--\r\n';
    expect(await rawRequest(headers(badPartHeader.length), badPartHeader)).toMatch(/^HTTP\/1\.1 4\d\d/);
    await stillServing();
    const docs = (await user.json<{ documents: DocumentDto[] }>('GET', '/api/documents')).body.documents;
    expect(docs).toEqual([]);
  });

  it('survives a body far shorter than its Content-Length and a JSON body cut in half', async () => {
    await rawRequest(headers(1_000_000), part('c.csv', 'Date'), { endEarly: true, waitMs: 500 });
    const json = `POST /api/prime/ask HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${user.cookie}\r\nOrigin: ${stack.server.url}\r\nX-CSRF-Token: ${token}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`;
    await rawRequest(json, '{"question": "wh', { endEarly: true, waitMs: 500 });
    await stillServing();
  });
});

describe('upload limits and names', () => {
  it('accepts a file of exactly 10 MB and refuses one byte more, naming the file', async () => {
    // a PDF (read whole): the size is what is tested here, not whether it reads
    const pad = (n: number) => '%PDF-1.4\n' + ' '.repeat(n - 9);
    const exact = await user.upload([{ name: 'exact.pdf', content: pad(MAX_UPLOAD_BYTES) }]);
    expect(exact.status).toBe(201);
    const over = await user.upload([{ name: 'over.pdf', content: pad(MAX_UPLOAD_BYTES + 1) }]);
    expect(over.status).toBe(413);
    expect(over.body.error).toBe('over.pdf is larger than 10 MB.');
    await documentSettled(user, acceptedId(exact.body));
  }, 60_000);

  it('accepts a CSV statement larger than 10 MB (Byte streams CSV), but not other text of that size', async () => {
    const header = 'Date,Description,Amount\n2026-01-03,BIG CSV,-1.00\n';
    // lines of spaces to fill: blank rows, skipped by Byte
    const pad = (n: number) => header + `${' '.repeat(999)}\n`.repeat(Math.ceil((n - header.length) / 1000));
    const big = await user.upload([{ name: 'big.csv', content: pad(MAX_UPLOAD_BYTES + 1000) }]);
    expect(big.status).toBe(201);
    const prose = await user.upload([{ name: 'notes.txt', content: `Dear bank, thank you.\n${'x '.repeat(MAX_UPLOAD_BYTES / 2 + 10)}` }]);
    expect(prose.status).toBe(413);
    expect(prose.body.error).toBe(`notes.txt is larger than 10 MB (only CSV statements may be up to ${MAX_CSV_UPLOAD_BYTES / 1048576} MB).`);
    const doc = await documentSettled(user, acceptedId(big.body));
    expect(doc.status).toBe('completed');
    expect(doc.imported).toBe(1);
  }, 60_000);

  it('keeps file names with accents, € and emoji as uploaded, and shortens a 300-character name keeping its extension', async () => {
    const name = 'Relevé été € 2026 🏦.csv';
    const r = await user.upload([{ name, content: 'Date,Description,Amount\n2026-02-03,CAFÉ,-2.00\n' }]);
    expect(r.status).toBe(201);
    expect(acceptedId(r.body)).toBeTruthy();
    const long = `${'a'.repeat(296)}.csv`;
    const l = await user.upload([{ name: long, content: 'Date,Description,Amount\n2026-02-04,LONG NAME SHOP,-3.00\n' }]);
    expect(l.status).toBe(201);
    const docs = (await user.json<{ documents: DocumentDto[] }>('GET', '/api/documents')).body.documents;
    expect(docs.map((d) => d.fileName)).toContain(name);
    const shortened = docs.find((d) => d.fileName.startsWith('aaaa'))!;
    expect(shortened.fileName.endsWith('.csv')).toBe(true);
    expect([...shortened.fileName].length).toBeLessThanOrEqual(200);
  });

  it('reads a UTF-8 statement with one invalid byte as UTF-8, keeping the accents of its valid rows', async () => {
    const enc = new TextEncoder();
    const bytes = Buffer.concat([
      Buffer.from(enc.encode('Date,Description,Amount\n2026-03-01,Café crème Zürich,-3.50\n2026-03-02,BROKEN ')),
      Buffer.from([0xe9]),
      Buffer.from(enc.encode(' ROW,-1.00\n2026-03-03,Crêpe Señor,-4.00\n')),
    ]);
    const doc = await documentSettled(user, acceptedId((await user.upload([{ name: 'mixed.csv', content: new Uint8Array(bytes) }])).body));
    expect(doc.status).toBe('completed');
    const rows = (await user.json<TransactionPage>('GET', '/api/transactions?pageSize=100')).body.items.map((t) => t.description);
    expect(rows).toContain('Café crème Zürich');
    expect(rows).toContain('Crêpe Señor');
    expect(rows).toContain('BROKEN é ROW');
  });
});
