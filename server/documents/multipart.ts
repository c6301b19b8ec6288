// Reads an upload's files into memory with hard limits, naming the file that broke one.
import type { Request } from 'express';
import busboy from 'busboy';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../../core/api.ts';
import { HttpError } from '../http/errors.ts';

export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

const MB = MAX_UPLOAD_BYTES / (1024 * 1024);

export function readUpload(req: Request): Promise<UploadedFile[]> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: req.headers, limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 20 } });
    } catch {
      reject(new HttpError(400, 'Send the files as multipart/form-data in a field named "files".'));
      return;
    }
    const files: UploadedFile[] = [];
    const problems: { status: number; message: string }[] = [];
    bb.on('file', (_field, stream, info) => {
      const name = info.filename || 'unnamed file';
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => problems.push({ status: 413, message: `${name} is larger than ${MB} MB.` }));
      stream.on('close', () => {
        if (!(stream as unknown as { truncated?: boolean }).truncated) files.push({ name, bytes: Buffer.concat(chunks) });
      });
    });
    bb.on('filesLimit', () => problems.push({ status: 400, message: `At most ${MAX_UPLOAD_FILES} files per upload.` }));
    bb.on('error', () => reject(new HttpError(400, 'The upload was interrupted or malformed. Nothing was imported.')));
    bb.on('close', () => {
      const first = problems[0];
      if (first) reject(new HttpError(first.status, first.message, problems.map((p) => p.message)));
      else if (!files.length) reject(new HttpError(400, 'Choose at least one file to upload.'));
      else resolve(files);
    });
    req.pipe(bb);
  });
}
