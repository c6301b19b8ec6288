// Reads an upload's files into memory with hard limits, naming the file that broke one. A body that
// ends early, a client that goes away, or a malformed part is answered (or dropped), never a crash.
import type { Request } from 'express';
import busboy from 'busboy';
import { MAX_CSV_UPLOAD_BYTES, MAX_UPLOAD_FILES, maxUploadBytesFor } from '../../core/documents/upload-limits.ts';
import { HttpError } from '../http/errors.ts';

export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

const mb = (bytes: number) => bytes / (1024 * 1024);
const INTERRUPTED = 'The upload was interrupted or malformed. Nothing was imported.';

export function readUpload(req: Request): Promise<UploadedFile[]> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        // file names as the browser sends them (UTF-8), not read as Latin-1
        defParamCharset: 'utf8',
        // busboy stops a file when it reaches fileSize: one byte more than the largest limit (a CSV's);
        // each file is held to its own kind's limit below, so one of exactly the limit is accepted
        limits: { fileSize: MAX_CSV_UPLOAD_BYTES + 1, files: MAX_UPLOAD_FILES, fields: 20, parts: MAX_UPLOAD_FILES + 20, fieldSize: 64 * 1024 },
      });
    } catch {
      reject(new HttpError(400, 'Send the files as multipart/form-data in a field named "files".'));
      return;
    }
    const files: UploadedFile[] = [];
    const problems: { status: number; message: string }[] = [];
    let settled = false;

    const fail = (err: HttpError) => {
      if (settled) return;
      settled = true;
      req.unpipe(bb);
      // drain what is left of the body so the answer can be sent; a client that is gone is gone
      req.resume();
      reject(err);
    };

    bb.on('file', (_field, stream, info) => {
      const name = info.filename || 'unnamed file';
      const limit = maxUploadBytesFor(name);
      const chunks: Buffer[] = [];
      let size = 0;
      let over = false;
      stream.on('data', (c: Buffer) => {
        size += c.length;
        if (size <= limit) chunks.push(c);
        else if (!over) {
          // past this file's limit: refused, and the rest of it is not kept
          over = true;
          chunks.length = 0;
          problems.push({ status: 413, message: `${name} is larger than ${mb(limit)} MB.` });
        }
      });
      stream.on('limit', () => {
        if (!over) problems.push({ status: 413, message: `${name} is larger than ${mb(limit)} MB.` });
        over = true;
      });
      // a part cut off in the middle errors its stream: answered as an interrupted upload
      stream.on('error', () => fail(new HttpError(400, INTERRUPTED)));
      stream.on('close', () => {
        if (!over && !(stream as unknown as { truncated?: boolean }).truncated) files.push({ name, bytes: Buffer.concat(chunks) });
      });
    });
    bb.on('filesLimit', () => problems.push({ status: 400, message: `At most ${MAX_UPLOAD_FILES} files per upload.` }));
    bb.on('partsLimit', () => problems.push({ status: 400, message: 'This upload has too many parts.' }));
    bb.on('error', () => fail(new HttpError(400, INTERRUPTED)));
    bb.on('close', () => {
      if (settled) return;
      settled = true;
      const first = problems[0];
      if (first)
        reject(
          new HttpError(
            first.status,
            first.message,
            problems.map((p) => p.message),
          ),
        );
      else if (!files.length) reject(new HttpError(400, 'Choose at least one file to upload.'));
      else resolve(files);
    });
    req.on('aborted', () => fail(new HttpError(400, INTERRUPTED)));
    req.on('error', () => fail(new HttpError(400, INTERRUPTED)));
    req.pipe(bb);
  });
}
