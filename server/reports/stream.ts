// Writing to a slow reader without piling up memory: each write waits when the socket is full, and
// fails once the client has gone (so an abandoned download stops reading the database).
import type { Writable } from 'node:stream';

export class ClientGone extends Error {}

/** Resolves once `out` can take more (at once when it can), rejects when it closed first. */
export function drained(out: Writable): Promise<void> {
  if (out.destroyed) return Promise.reject(new ClientGone());
  if (!out.writableNeedDrain) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const onDrain = () => {
      cleanup();
      resolve();
    };
    const onClose = () => {
      cleanup();
      reject(new ClientGone());
    };
    const cleanup = () => {
      out.off('drain', onDrain);
      out.off('close', onClose);
    };
    out.once('drain', onDrain);
    out.once('close', onClose);
  });
}

/** Text writes that wait for the reader. */
export const textWriter = (out: Writable) => async (chunk: string) => {
  if (out.destroyed) throw new ClientGone();
  out.write(chunk);
  await drained(out);
};

/** Pages of ledger rows, handed to a visitor; null for reports without the ledger. */
export type LedgerPages<T> = ((visit: (rows: T[]) => Promise<void>) => Promise<void>) | null;
