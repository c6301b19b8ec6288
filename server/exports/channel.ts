// One export's MessagePort between the server's event loop and the render thread. The thread asks
// for the ledger a page at a time (so the server reads the next page from PostgreSQL only when the
// renderer wants it) and sends the file's bytes back in ~64 KB messages; it stops sending once
// HIGH_WATER bytes are unacknowledged, and the server acknowledges only what the HTTP response has
// taken, so a slow download slows the renderer instead of filling memory.
import type { MessagePort } from 'node:worker_threads';
import { Writable } from 'node:stream';
import type { LedgerPages } from '../reports/stream.ts';
import { ClientGone } from '../reports/stream.ts';
import { logger } from '../../infra/logger.ts';

const log = logger.child({ component: 'exports' });

/** Thread → server. */
export type FromThread = { t: 'bytes'; data: Uint8Array } | { t: 'next' } | { t: 'done' };
/** Server → thread. */
export type ToThread<Row> = { t: 'ack'; bytes: number } | { t: 'rows'; rows: Row[] } | { t: 'end' } | { t: 'failed'; message: string } | { t: 'gone' };

const CHUNK = 64 * 1024;
const HIGH_WATER = 1 << 20;

/** Thread side: a Writable whose bytes go to the server, with the server's acknowledgements as backpressure. */
export class PortWritable extends Writable {
  private parts: Buffer[] = [];
  private buffered = 0;
  private unacked = 0;
  private blocked: (() => void) | null = null;

  constructor(private readonly port: MessagePort) {
    super({ highWaterMark: CHUNK });
  }

  /** Called by the thread's message loop. */
  acked(bytes: number): void {
    this.unacked -= bytes;
    if (this.blocked && this.unacked < HIGH_WATER) {
      const go = this.blocked;
      this.blocked = null;
      go();
    }
  }

  override _write(chunk: Buffer, _enc: BufferEncoding, cb: (err?: Error | null) => void): void {
    this.parts.push(chunk);
    this.buffered += chunk.length;
    if (this.buffered >= CHUNK) this.flush();
    if (this.unacked < HIGH_WATER) cb();
    else this.blocked = () => cb();
  }

  override _final(cb: (err?: Error | null) => void): void {
    this.flush();
    this.port.postMessage({ t: 'done' } satisfies FromThread);
    cb();
  }

  override _destroy(err: Error | null, cb: (err?: Error | null) => void): void {
    // a writer waiting for room hears that the reader has gone
    const go = this.blocked;
    this.blocked = null;
    go?.();
    cb(err);
  }

  private flush(): void {
    if (!this.buffered) return;
    const data = this.parts.length === 1 ? this.parts[0]! : Buffer.concat(this.parts, this.buffered);
    this.unacked += data.length;
    this.port.postMessage({ t: 'bytes', data } satisfies FromThread);
    this.parts = [];
    this.buffered = 0;
  }
}

/**
 * Thread side: the port's messages routed to the writable (acks, the client gone) and the ledger's
 * pages pulled from the server one by one (null when the export has no ledger).
 */
export function threadEnd<Row>(port: MessagePort, withLedger: boolean): { out: PortWritable; ledger: LedgerPages<Row> } {
  const out = new PortWritable(port);
  let waiting: { resolve: (m: ToThread<Row>) => void } | null = null;
  port.on('message', (m: ToThread<Row>) => {
    if (m.t === 'ack') out.acked(m.bytes);
    else if (m.t === 'gone') out.destroy(new ClientGone());
    if (m.t !== 'ack' && waiting) {
      const w = waiting;
      waiting = null;
      w.resolve(m);
    }
  });
  const nextPage = () =>
    new Promise<ToThread<Row>>((resolve) => {
      waiting = { resolve };
      port.postMessage({ t: 'next' } satisfies FromThread);
    });
  const ledger: LedgerPages<Row> = withLedger
    ? async (visit) => {
        for (;;) {
          const m = await nextPage();
          if (m.t === 'end') return;
          if (m.t === 'gone') throw new ClientGone();
          if (m.t === 'failed') throw new Error(m.message);
          if (m.t === 'rows') await visit(m.rows);
        }
      }
    : null;
  return { out, ledger };
}

/**
 * Server side: writes the thread's bytes to `res`, acknowledging what `res` has taken, and feeds it
 * the ledger's pages on request. Resolves when the thread has sent its last byte; rejects with
 * ClientGone (and tells the thread) when the download is abandoned first.
 */
export function serverEnd<Row>(port: MessagePort, res: Writable, pages: LedgerPages<Row>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let unacked = 0;
    let waitingDrain = false;
    let finished = false;
    let pager: Promise<void> | null = null;
    let wake: { resolve: () => void; reject: (e: Error) => void } | null = null;

    const ack = () => {
      waitingDrain = false;
      if (unacked && !finished) port.postMessage({ t: 'ack', bytes: unacked } satisfies ToThread<Row>);
      unacked = 0;
    };
    const stop = () => {
      finished = true;
      res.off('close', onClose);
      port.removeAllListeners('message');
      port.removeAllListeners('close');
    };
    const onClose = () => {
      if (finished) return;
      stop();
      port.postMessage({ t: 'gone' } satisfies ToThread<Row>);
      wake?.reject(new ClientGone());
      reject(new ClientGone());
    };
    // the pager waits in `visit` until the thread asks for the next page
    const startPager = () =>
      pages!(async (rows) => {
        port.postMessage({ t: 'rows', rows } satisfies ToThread<Row>);
        await new Promise<void>((res, rej) => {
          wake = { resolve: res, reject: rej };
        });
      }).then(
        () => {
          if (!finished) port.postMessage({ t: 'end' } satisfies ToThread<Row>);
        },
        (err: unknown) => {
          if (err instanceof ClientGone || finished) return;
          log.error({ err }, 'reading the ledger for an export failed');
          port.postMessage({ t: 'failed', message: 'Reading the ledger failed.' } satisfies ToThread<Row>);
        },
      );

    res.once('close', onClose);
    // the thread closes its end when its task ends: without a 'done' first, it failed (the pool says why)
    port.once('close', () => {
      if (!finished) {
        stop();
        wake?.reject(new ClientGone());
        reject(new Error('The export thread stopped early.'));
      }
    });
    port.on('message', (m: FromThread) => {
      if (m.t === 'bytes') {
        if (res.destroyed) return;
        res.write(m.data);
        unacked += m.data.byteLength;
        if (!res.writableNeedDrain) ack();
        else if (!waitingDrain) {
          waitingDrain = true;
          res.once('drain', ack);
        }
      } else if (m.t === 'next') {
        if (!pages) port.postMessage({ t: 'end' } satisfies ToThread<Row>);
        else if (!pager) pager = startPager();
        else {
          const w = wake;
          wake = null;
          w?.resolve();
        }
      } else {
        stop();
        resolve();
      }
    });
  });
}
