// Issue 15's bad input "a 100,000-row ledger exported to PDF and XLSX (completes, bounded memory)":
// the server runs in its own process with its V8 heap capped at 192 MB, so an export that held the
// ledger whole would die of it; both downloads must finish and open with every row. No timings are
// asserted (npm run bench:reports measures them).
import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfPages } from '../../worker/readers/pdf.ts';
import { ApiClient, uniqueEmail } from '../support/api.ts';
import { BIG_LEDGER_FROM, BIG_LEDGER_MERCHANTS, BIG_LEDGER_TO, seedBigLedger } from '../support/big-ledger.ts';
import { createTestEnv, type TestEnv } from '../support/env.ts';
import { freePort, killed, waitForOutput } from '../support/processes.ts';

const ROWS = 100_000;
const HEAP_MB = 192;
const RANGE = `from=${BIG_LEDGER_FROM}&to=${BIG_LEDGER_TO}`;

let env: TestEnv;
let server: ChildProcess;
let client: ApiClient;
let dir: string;
let serverErrors = '';

beforeAll(async () => {
  env = await createTestEnv({ PORT: String(await freePort()), CLOCK_TODAY: '2026-03-17' });
  dir = await mkdtemp(path.join(tmpdir(), 'pf-big-export-'));
  server = spawn(process.execPath, [`--max-old-space-size=${HEAP_MB}`, '--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env.envVars },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stderr!.on('data', (d: Buffer) => {
    serverErrors += String(d);
  });
  await waitForOutput(server, /listening on/);
  client = new ApiClient(`http://127.0.0.1:${env.envVars.PORT}`);
  const user = await client.signup(uniqueEmail('big-export'));
  await seedBigLedger(env.envVars.DATABASE_URL!, user.id, ROWS);
}, 120_000);

afterAll(async () => {
  if (server) await killed(server);
  await env?.cleanup();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Streams a download to a file, as a browser saves it (never the whole body in this process either). */
async function download(format: 'pdf' | 'xlsx'): Promise<string> {
  const r = await client.request('GET', `/api/reports/transactions/export?format=${format}&${RANGE}`);
  expect(r.status).toBe(200);
  expect(r.headers.get('content-disposition')).toContain(`prime-finance-transactions-${BIG_LEDGER_FROM}-to-${BIG_LEDGER_TO}.${format}`);
  const file = path.join(dir, `ledger.${format}`);
  await pipeline(Readable.fromWeb(r.body as unknown as WebReadableStream<Uint8Array>), createWriteStream(file));
  return file;
}

/** The server answered and is still alive: not killed by the heap cap half way through. */
function expectServerAlive(): void {
  expect(server.exitCode, serverErrors).toBeNull();
  expect(serverErrors).not.toMatch(/heap out of memory|Allocation failed/i);
}

describe(`a ${ROWS.toLocaleString('en-US')}-row ledger exported by a server with a ${HEAP_MB} MB heap`, () => {
  it('writes the whole ledger to a PDF: the first page opens the report, the last holds the last day’s rows', async () => {
    const file = await download('pdf');
    const bytes = new Uint8Array(await readFile(file));
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const read = await readPdfPages(bytes, (n) => [1, n]);
    if (!read.ok) throw new Error(read.error);
    // every row is a line of a table page: tens of rows a page make thousands of pages
    expect(read.numPages).toBeGreaterThan(1_000);
    const [first, last] = read.pages.map((p) => p.items.map((i) => i.str).join(' '));
    expect(first).toContain(`Transactions ${BIG_LEDGER_FROM} to ${BIG_LEDGER_TO}`);
    expect(first).toContain(`Transactions: ${ROWS.toLocaleString('en-US')}`);
    // the ledger's rows from its first day (which of that day's rows come first is the database's order)
    const row = new RegExp(
      `2024-01-01 (${BIG_LEDGER_MERCHANTS.map((m) => m.replace(/[.*]/g, '\\$&')).join('|')}) \\d+ .*?(Checking|Credit Card) -?\\$[\\d,]+\\.\\d\\d`,
    );
    expect(first).toMatch(row);
    // the ledger ends on its last day, whichever of that day's rows comes last
    expect(last).toMatch(/2026-02-2\d [A-Z]/);
    expectServerAlive();
  }, 180_000);

  it('writes the whole ledger to an XLSX that a streaming reader reads back row by row', async () => {
    const file = await download('xlsx');
    expect((await stat(file)).size).toBeGreaterThan(1_000_000);
    const rows = new Map<string, number>();
    let lastAmount: unknown = null;
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(file), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      styles: 'ignore',
      hyperlinks: 'ignore',
    });
    for await (const sheet of reader) {
      const ws = sheet as unknown as AsyncIterable<ExcelJS.Row> & { name: string };
      let n = 0;
      for await (const row of ws) {
        n++;
        if (n > 1) lastAmount = row.getCell(7).value;
      }
      rows.set(ws.name, n);
    }
    // the ledger's sheet: a header row and one row per transaction
    expect(rows.get('Transactions')).toBe(ROWS + 1);
    expect(rows.get('Summary')).toBeGreaterThan(2);
    expect(typeof lastAmount).toBe('number');
    expectServerAlive();
  }, 180_000);
});
