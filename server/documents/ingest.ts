// Accepting files: validate everything first, then store, record and queue each new file.
import { createHash } from 'node:crypto';
import type { UploadResult } from '../../core/documents/api.ts';
import { MAX_CSV_UPLOAD_BYTES, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../../core/documents/upload-limits.ts';
import { sniffFileKind } from '../../core/documents/sniff.ts';
import type { FileStore } from '../../infra/files.ts';
import type { DocumentRow } from '../../db/repos/documents.ts';
import { documentDtoOf } from '../../services/documents/dto.ts';
import { uploadedSteps } from '../../services/documents/steps.ts';
import { HttpError } from '../http/errors.ts';
import { retryImport, startImport, type RetryDeps } from './retry.ts';

export interface IngestDeps extends RetryDeps {
  files: FileStore;
}

export interface IncomingFile {
  name: string;
  bytes: Buffer;
}

/** The name as uploaded (NFC), without path separators or control characters; a long one keeps its extension. */
export function safeName(name: string): string {
  const clean = name
    .normalize('NFC')
    .replace(/[\\/]/g, '_')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  if (!clean) return 'unnamed file';
  const chars = [...clean];
  if (chars.length <= MAX_NAME_CHARS) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 12 ? clean.slice(dot) : '';
  return `${chars.slice(0, MAX_NAME_CHARS - [...ext].length - 1).join('')}…${ext}`;
}
const MAX_NAME_CHARS = 200;

export function duplicateMessage(fileName: string, earlier: DocumentRow): string {
  const when = earlier.createdAt.toISOString().slice(0, 10);
  return `${fileName} was already imported as "${earlier.fileName}" on ${when}. Nothing was imported twice.`;
}

/** Rejects the whole upload when any file is unacceptable, so nothing partial is kept. */
export function validateFiles(files: IncomingFile[]): { name: string; bytes: Buffer; kind: string }[] {
  if (!files.length) throw new HttpError(400, 'Choose at least one file to upload.');
  if (files.length > MAX_UPLOAD_FILES) throw new HttpError(400, `At most ${MAX_UPLOAD_FILES} files per upload.`);
  const problems: { status: number; message: string }[] = [];
  const accepted = files.map((f) => {
    const name = safeName(f.name);
    if (f.bytes.length > MAX_CSV_UPLOAD_BYTES) {
      problems.push({ status: 413, message: `${name} is larger than ${MAX_CSV_UPLOAD_BYTES / 1048576} MB.` });
      return { name, bytes: f.bytes, kind: '' };
    }
    const sniffed = sniffFileKind(f.bytes, name);
    if (!sniffed.ok) problems.push({ status: f.bytes.length ? 415 : 400, message: sniffed.error });
    // only CSV is read as a stream (core/documents/upload-limits.ts MAX_CSV_UPLOAD_BYTES); every other kind is read whole
    else if (sniffed.kind !== 'csv' && f.bytes.length > MAX_UPLOAD_BYTES) {
      problems.push({
        status: 413,
        message: `${name} is larger than ${MAX_UPLOAD_BYTES / 1048576} MB (only CSV statements may be up to ${MAX_CSV_UPLOAD_BYTES / 1048576} MB).`,
      });
    }
    return { name, bytes: f.bytes, kind: sniffed.ok ? sniffed.kind : '' };
  });
  const first = problems[0];
  if (first)
    throw new HttpError(
      first.status,
      first.message,
      problems.map((p) => p.message),
    );
  return accepted;
}

export async function ingestFiles(deps: IngestDeps, userId: string, incoming: IncomingFile[]): Promise<UploadResult[]> {
  const files = validateFiles(incoming);
  const results: UploadResult[] = [];
  for (const file of files) {
    const sha256 = createHash('sha256').update(file.bytes).digest('hex');
    const earlier = await deps.documents.findBySha(userId, sha256);
    if (earlier?.status === 'failed') {
      // the same file again after a failed import: a new attempt, not a duplicate
      await deps.files.put(earlier.storageKey, file.bytes);
      const again = await retryImport(deps, userId, earlier.id, earlier.fileName);
      if (again) {
        results.push({ fileName: file.name, status: 'accepted', document: documentDtoOf(again) });
        continue;
      }
    }
    if (earlier) {
      results.push(duplicateOf(file.name, earlier));
      continue;
    }
    const storageKey = deps.files.uploadKey(userId, sha256);
    await deps.files.put(storageKey, file.bytes);
    const message = `Byte received ${file.name} (${formatSize(file.bytes.length)}).`;
    const doc = await deps.documents.create(
      { userId, fileName: file.name, kind: file.kind, sizeBytes: file.bytes.length, sha256, storageKey },
      uploadedSteps(message),
    );
    if (!doc) {
      // the same file arrived twice at once: the other request recorded it first
      const winner = await deps.documents.findBySha(userId, sha256);
      if (winner) results.push(duplicateOf(file.name, winner));
      continue;
    }
    await startImport(deps, userId, doc.id, message);
    results.push({ fileName: file.name, status: 'accepted', document: documentDtoOf(doc) });
  }
  return results;
}

function duplicateOf(fileName: string, earlier: DocumentRow): UploadResult {
  return {
    fileName,
    status: 'duplicate',
    message: duplicateMessage(fileName, earlier),
    duplicateOf: { id: earlier.id, fileName: earlier.fileName, createdAt: earlier.createdAt.toISOString() },
  };
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1048576) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1048576).toFixed(1)} MB`;
}
