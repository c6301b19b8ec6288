// PDF and XLSX files are built off the server's event loop: pdfkit's text layout and exceljs's XML
// for a 100,000-row ledger are seconds of CPU, and on the event loop they made every other user's
// request wait. The server still reads the data (it holds the database pool); a small piscina pool
// of worker threads turns it into bytes, streamed back to the response as they are made.
//
// Limits: one export rendering per user at a time (a second one is a 429 with Retry-After, not a
// wait: a double click should not build the same 2,600-page PDF twice, and a user who asked for two
// files learns at once why the second did not start); THREADS renders at once for everybody, with
// at most QUEUE more waiting their turn (beyond that, 503 with Retry-After).
import { MessageChannel, threadId } from 'node:worker_threads';
import type { Writable } from 'node:stream';
import { Piscina } from 'piscina';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import type { ExportDocument } from '../../core/reports/tables.ts';
import type { TaxSummaryDto } from '../../core/tax/summary.ts';
import { HttpError } from '../http/errors.ts';
import type { LedgerPages } from '../reports/stream.ts';
import type { ExportKind } from '../tax/export.ts';
import { serverEnd } from './channel.ts';

/** What a render thread is asked to build. */
export type ExportJob =
  | { type: 'report'; format: 'pdf' | 'xlsx'; doc: ExportDocument; ledger: boolean }
  | { type: 'tax'; kind: ExportKind; summary: TaxSummaryDto };

export interface RenderResult {
  threadId: number;
}

/** Two threads: the machines this runs on have two cores, and the event loop keeps one for itself most of the time. */
export const EXPORT_THREADS = 2;
export const EXPORT_QUEUE = 8;
export const EXPORTS_PER_USER = 1;
const USER_RETRY_SECONDS = 5;
const BUSY_RETRY_SECONDS = 10;
/** An idle thread stays this long (ms), so export after export does not pay tsx's start again. */
const IDLE_MS = 60_000;

export class ExportLimitError extends HttpError {
  constructor(
    status: 429 | 503,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(status, message);
  }
}

export interface ExportPoolOptions {
  threads?: number;
  queue?: number;
  perUser?: number;
}

export class ExportPool {
  private readonly pool: Piscina;
  private readonly queue: number;
  private readonly perUser: number;
  private readonly active = new Map<string, number>();
  /** The thread that built the last file (the server's own is `threadId` 0 in the main thread). */
  lastRender: (RenderResult & { job: ExportJob['type'] }) | null = null;

  constructor(opts: ExportPoolOptions = {}) {
    this.queue = opts.queue ?? EXPORT_QUEUE;
    this.perUser = opts.perUser ?? EXPORTS_PER_USER;
    this.pool = new Piscina({
      filename: new URL('./thread-boot.mjs', import.meta.url).href,
      // no thread until the first export: most server processes (and every test) never render one
      minThreads: 0,
      maxThreads: opts.threads ?? EXPORT_THREADS,
      maxQueue: this.queue,
      idleTimeout: IDLE_MS,
      concurrentTasksPerWorker: 1,
    });
  }

  /**
   * Takes one of the user's export slots (before the data is read, so a refused export costs
   * nothing); the returned function gives it back. Throws 429 / 503 with Retry-After.
   */
  claim(userId: string): () => void {
    const mine = this.active.get(userId) ?? 0;
    if (mine >= this.perUser) {
      throw new ExportLimitError(
        429,
        `Your previous export is still being prepared. Wait until its download has finished, then try again (at most ${this.perUser} at a time).`,
        USER_RETRY_SECONDS,
      );
    }
    if (this.pool.queueSize >= this.queue) {
      throw new ExportLimitError(503, 'Many exports are being prepared right now. Please try again in a few seconds.', BUSY_RETRY_SECONDS);
    }
    this.active.set(userId, mine + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const n = (this.active.get(userId) ?? 1) - 1;
      if (n > 0) this.active.set(userId, n);
      else this.active.delete(userId);
    };
  }

  /** Builds the file in a pool thread, writing its bytes to `out` as they come; `pages` feeds the ledger. */
  async render(job: ExportJob, out: Writable, pages: LedgerPages<LedgerTransaction> = null): Promise<void> {
    const { port1, port2 } = new MessageChannel();
    try {
      const streamed = serverEnd(port1, out, job.type === 'report' && job.ledger ? pages : null);
      const task = this.pool.run({ job, port: port2 }, { transferList: [port2] }) as Promise<RenderResult>;
      const [result] = await Promise.all([task, streamed]);
      this.lastRender = { ...result, job: job.type };
    } finally {
      port1.close();
    }
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}

/** The server's own thread id, for comparison with RenderResult.threadId. */
export const serverThreadId = threadId;
