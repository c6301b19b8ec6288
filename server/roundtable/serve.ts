// What the podcast routes and the public feed share: the cap on episodes being made, the site's
// origin for links, and serving an episode's audio with range requests.
import type { Request, Response } from 'express';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../http/errors.ts';

/** more than this many being made at once is a mistake, not a wish */
export const MAX_IN_PROGRESS = 3;

export function originOf(req: Request, publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).origin : `${req.protocol}://${req.get('host')}`;
}

/** The file with range requests (206, and 416 past its end), private to whoever may read it. */
export async function sendAudio(res: Response, file: string, mime: string): Promise<void> {
  const size = await stat(file).then(
    (s) => s.size,
    () => null,
  );
  if (size === null) throw new HttpError(404, 'The audio file is missing.');
  await new Promise<void>((resolve, reject) => {
    // root + bare name: send skips any path through a dot-folder, and the default STORAGE_DIR is
    // `.data/uploads`; with a root only the name (ours, never dotted) is checked
    res.sendFile(
      path.basename(file),
      {
        root: path.dirname(file),
        acceptRanges: true,
        cacheControl: false,
        lastModified: true,
        headers: { 'Content-Type': mime, 'Cache-Control': 'private, max-age=0' },
      },
      (err) => {
        if (!err || res.headersSent) return resolve();
        const status = (err as { status?: number }).status;
        if (status === 416) {
          res
            .status(416)
            .set('Content-Range', `bytes */${size}`)
            .json({ error: `That range is past the end of the audio (${size} bytes).` });
          return resolve();
        }
        reject(status === 404 ? new HttpError(404, 'The audio file is missing.') : err);
      },
    );
  });
}
