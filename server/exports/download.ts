// A file download written as it is made: the headers first, then the writer's bytes. A failure
// before the first byte is an ordinary error answer (without the attachment header, so the browser
// shows it rather than saving it); after it, the connection is cut so a half file never looks whole.
import { finished } from 'node:stream/promises';
import type { Response } from 'express';
import { ClientGone } from '../reports/stream.ts';
import { logger } from '../../infra/logger.ts';

const log = logger.child({ component: 'exports' });

export async function download(res: Response, filename: string, type: string, write: (out: Response) => Promise<void>): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  res.attachment(filename);
  res.type(type);
  try {
    await write(res);
    if (!res.writableEnded) res.end();
    // the caller's export slot is held until the last byte has left the server, not just been made
    // a download the browser left before its end: the slot is freed all the same, nothing else to do
    await finished(res).catch((err: unknown) => log.debug({ err, filename }, 'the download ended before its last byte'));
  } catch (err) {
    if (err instanceof ClientGone || res.destroyed) return;
    if (!res.headersSent) {
      res.removeHeader('Content-Disposition');
      throw err;
    }
    log.error({ err, filename }, 'an export failed midway; the download is cut');
    res.destroy();
  }
}
