// Issue 28, item 9 ("exports stall the server"): PDF and XLSX files are built in the export pool's
// threads, not on the server's event loop. The files are the same as the server's own writers make
// them; a user's second export while the first is still being made is a 429 with Retry-After (and
// another user is not held up by it); while a big export renders, /healthz answers first. No
// timings are asserted (npm run bench:exports-load measures them).
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../core/api/errors.ts';
import { exportDocument } from '../../core/reports/tables.ts';
import { addPageToTotals, transactionsReport } from '../../core/reports/transactions.ts';
import { ReportsRepo } from '../../db/repos/reports.ts';
import { forEachLedgerPage, type LedgerPageVisitor } from '../../services/reports/ledger.ts';
import { serverThreadId } from '../../server/exports/pool.ts';
import { writePdf } from '../../server/reports/pdf.ts';
import { writeXlsx } from '../../server/reports/xlsx.ts';
import { readPdfPages, readPdfText } from '../../worker/readers/pdf.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { BIG_LEDGER_FROM as FROM, BIG_LEDGER_TO as TO, seedBigLedger } from '../support/big-ledger.ts';
import { startStack, type Stack } from '../support/stack.ts';

const SMALL = 3_000;
/** big enough that rendering it takes far longer than a request to /healthz */
const BIG = 20_000;
const RANGE = `from=${FROM}&to=${TO}`;
const ledgerExport = (format: string) => `/api/reports/transactions/export?format=${format}&${RANGE}`;

let stack: Stack;
let small: { client: ApiClient; id: string };
let big: { client: ApiClient; id: string };
let other: { client: ApiClient; id: string };

async function userWithLedger(tag: string, rows: number) {
  const client = stack.client();
  const { id } = await client.signup(uniqueEmail(tag));
  await seedBigLedger(stack.env.config.DATABASE_URL, id, rows);
  return { client, id };
}

beforeAll(async () => {
  stack = await startStack({ workers: false, env: { CLOCK_TODAY: '2026-03-17' } });
  small = await userWithLedger('exports-small', SMALL);
  big = await userWithLedger('exports-big', BIG);
  other = await userWithLedger('exports-other', BIG);
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

/** The ledger export as the server's writers make it in this thread (the reference). */
async function reference(userId: string, format: 'pdf' | 'xlsx'): Promise<Buffer> {
  const reports = new ReportsRepo(stack.server.db.db);
  const q = { from: FROM, to: TO, accounts: [] };
  let acc = transactionsReport([], q);
  await forEachLedgerPage(reports, userId, q, async (rows) => {
    acc = addPageToTotals(acc, rows, q);
  });
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const pages = (visit: LedgerPageVisitor) => forEachLedgerPage(reports, userId, q, visit);
  await (format === 'pdf' ? writePdf : writeXlsx)(exportDocument(acc), pages, out);
  if (!out.writableEnded) out.end();
  return Buffer.concat(chunks);
}

async function pdfPages(bytes: Buffer): Promise<string[]> {
  const read = await readPdfText(new Uint8Array(bytes));
  if (!read.ok) throw new Error(read.error);
  return read.pages.map((p) => p.items.map((i) => i.str).join(' '));
}

/** Every sheet's cell values, row by row. */
async function sheets(bytes: Buffer): Promise<Record<string, unknown[][]>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const out: Record<string, unknown[][]> = {};
  book.eachSheet((ws) => {
    const rows: unknown[][] = [];
    ws.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    out[ws.name] = rows;
  });
  return out;
}

const bytesOf = async (r: Response) => Buffer.from(await r.arrayBuffer());

/** The last file was built by a thread of the export pool, not by the server's own. */
function builtInPoolThread(job: 'report' | 'tax' = 'report'): void {
  const last = stack.server.exports.lastRender;
  expect(last).toMatchObject({ job, threadId: expect.any(Number) });
  expect(last!.threadId).not.toBe(serverThreadId);
}

describe('exports built in the pool', () => {
  it('a PDF has the same pages as the server’s PDF writer makes, and was built in a pool thread', async () => {
    const r = await small.client.request('GET', ledgerExport('pdf'));
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    const got = await pdfPages(await bytesOf(r));
    builtInPoolThread();
    const want = await pdfPages(await reference(small.id, 'pdf'));
    expect(got.length).toBe(want.length);
    expect(got).toEqual(want);
    expect(got[0]).toContain(`Transactions: ${SMALL.toLocaleString('en-US')}`);
  }, 120_000);

  it('an XLSX has the same cells on every sheet (money as numbers, every ledger row)', async () => {
    const r = await small.client.request('GET', ledgerExport('xlsx'));
    expect(r.status).toBe(200);
    const got = await sheets(await bytesOf(r));
    builtInPoolThread();
    const want = await sheets(await reference(small.id, 'xlsx'));
    expect(Object.keys(got)).toEqual(Object.keys(want));
    expect(got.Transactions!.length).toBe(SMALL + 1);
    expect(got).toEqual(want);
    // the amounts add up to the same total in both
    const total = (rows: unknown[][]) => rows.slice(1).reduce((s, row) => s + Number(row[6]), 0);
    expect(total(got.Transactions!)).toBeCloseTo(total(want.Transactions!), 2);
  }, 120_000);

  it('the tax worksheet PDF is built in a pool thread too', async () => {
    const r = await small.client.request('GET', '/api/tax/export?format=pdf');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toMatch(/schedule-c-\d{4}\.pdf/);
    const text = (await pdfPages(await bytesOf(r))).join(' ');
    expect(text).toContain('Schedule C worksheet');
    builtInPoolThread('tax');
  }, 60_000);
});

describe('one export at a time per user', () => {
  it('a second PDF or XLSX while the first is still being made is a 429 with Retry-After; other users and CSV go on', async () => {
    const first = await big.client.request('GET', ledgerExport('pdf'));
    expect(first.status).toBe(200);
    // the first's body is not read yet: its render is still going (or held back by the unread download)
    const [again, xlsx, tax, someoneElse, csv] = await Promise.all([
      big.client.json<ApiError>('GET', ledgerExport('pdf')),
      big.client.request('GET', ledgerExport('xlsx')),
      big.client.request('GET', '/api/tax/export?format=pdf'),
      other.client.request('GET', '/api/reports/income-spending/export?format=pdf&from=2025-01-01&to=2025-12-31'),
      big.client.request('GET', '/api/reports/income-spending/export?format=csv&from=2025-01-01&to=2025-12-31'),
    ]);
    expect(again.status).toBe(429);
    expect(again.body.error).toMatch(/previous export is still being prepared/);
    expect(xlsx.status).toBe(429);
    expect(Number(xlsx.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(xlsx.headers.get('content-disposition')).toBeNull();
    expect(tax.status).toBe(429);
    expect(someoneElse.status).toBe(200);
    expect((await bytesOf(someoneElse)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(csv.status).toBe(200);
    await csv.arrayBuffer();

    // the first download is whole, and once it is done the user may export again
    const read = await readPdfPages(new Uint8Array(await bytesOf(first)), () => [1]);
    if (!read.ok) throw new Error(read.error);
    expect(read.pages[0]!.items.map((i) => i.str).join(' ')).toContain(`Transactions: ${BIG.toLocaleString('en-US')}`);
    const later = await big.client.request('GET', ledgerExport('xlsx'));
    expect(later.status).toBe(200);
    await later.arrayBuffer();
  }, 180_000);
});

describe('the server keeps answering while a big export renders', () => {
  it('a /healthz asked after the export’s first bytes is answered before the export is finished', async () => {
    const res = await other.client.request('GET', ledgerExport('pdf'));
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    let exportDone = false;
    const rest = (async () => {
      for (;;) if ((await reader.read()).done) break;
      exportDone = true;
    })();
    const health = await fetch(`${stack.server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(exportDone).toBe(false);
    await rest;
    builtInPoolThread();
  }, 180_000);
});
