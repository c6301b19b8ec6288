import { ACCEPTED_EXTENSIONS, MAX_UPLOAD_FILES, maxUploadBytesFor } from '../../../../core/documents/upload-limits.ts';

export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function fileKey(file: File): string {
  return `${file.name}:${file.size}:${file.lastModified}`;
}

/** Adds `incoming` to `current`, keeping only files the server would accept; each refusal names the file. */
export function addFiles(current: File[], incoming: File[]): { files: File[]; errors: string[] } {
  const files = [...current];
  const errors: string[] = [];
  const accepted = ACCEPTED_EXTENSIONS as readonly string[];

  for (const file of incoming) {
    if (files.some((f) => fileKey(f) === fileKey(file))) continue;
    if (!accepted.includes(extensionOf(file.name))) {
      errors.push(`${file.name} is not a supported file type. Accepted: ${ACCEPTED_EXTENSIONS.join(', ')}.`);
    } else if (file.size > maxUploadBytesFor(file.name)) {
      errors.push(`${file.name} is larger than ${Math.round(maxUploadBytesFor(file.name) / (1024 * 1024))} MB.`);
    } else if (file.size === 0) {
      errors.push(`${file.name} is empty.`);
    } else if (files.length >= MAX_UPLOAD_FILES) {
      errors.push(`${file.name} was not added: you can upload at most ${MAX_UPLOAD_FILES} files at a time.`);
    } else {
      files.push(file);
    }
  }
  return { files, errors };
}
