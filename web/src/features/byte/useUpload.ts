import { useState } from 'react';
import type { DocumentDto } from '../../../../core/documents/api.ts';
import { uploadDocuments } from './uploadDocuments.ts';
import { addFiles, fileKey } from './validateFiles.ts';

export interface UploadState {
  files: File[];
  rejections: string[];
  uploading: boolean;
  progress: number;
  error: unknown;
  duplicates: string[];
  choose: (incoming: File[]) => void;
  remove: (file: File) => void;
  upload: () => Promise<void>;
}

/** Chosen files, client-side checks and the XHR upload with real byte progress. */
export function useUpload(onAccepted: (docs: DocumentDto[]) => void): UploadState {
  const [files, setFiles] = useState<File[]>([]);
  const [rejections, setRejections] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const [duplicates, setDuplicates] = useState<string[]>([]);

  function choose(incoming: File[]) {
    const result = addFiles(files, incoming);
    setFiles(result.files);
    setRejections(result.errors);
    setError(null);
    setDuplicates([]);
  }

  function remove(file: File) {
    setFiles((prev) => prev.filter((f) => fileKey(f) !== fileKey(file)));
    setRejections([]);
  }

  async function upload() {
    if (files.length === 0 || uploading) return;
    setUploading(true);
    setProgress(0);
    setError(null);
    setDuplicates([]);
    setRejections([]);
    try {
      const { response } = await uploadDocuments(files, setProgress);
      const accepted: DocumentDto[] = [];
      const dupes: string[] = [];
      for (const r of response.results) {
        if (r.status === 'accepted') accepted.push(r.document);
        else dupes.push(r.message);
      }
      setFiles([]);
      setDuplicates(dupes);
      if (accepted.length > 0) onAccepted(accepted);
    } catch (err) {
      setError(err);
    } finally {
      setUploading(false);
    }
  }

  return { files, rejections, uploading, progress, error, duplicates, choose, remove, upload };
}
