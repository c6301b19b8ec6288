// Uploads through Byte, one request per file so each file's progress is its own real bytes sent:
// the same client-side checks (addFiles: type, size, empty, at most MAX_UPLOAD_FILES at a time)
// and the same XHR (uploadDocuments) as Smart Import. Files go one after another, in order.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DocumentDto } from '../../../../core/documents/api.ts';
import { errorText } from '../../api/client.ts';
import { uploadDocuments } from '../byte/uploadDocuments.ts';
import { addFiles } from '../byte/validateFiles.ts';

export type UploadItemState = 'waiting' | 'uploading' | 'accepted' | 'duplicate' | 'failed';

export interface UploadItem {
  id: number;
  fileName: string;
  sizeBytes: number;
  state: UploadItemState;
  /** 0..100 from the bytes really sent */
  progress: number;
  /** the document Byte created (state 'accepted') */
  document: DocumentDto | null;
  /** why the file was not imported (state 'duplicate' or 'failed') */
  message: string | null;
}

export interface FileUploads {
  items: UploadItem[];
  /** a file is waiting or on its way */
  busy: boolean;
  /** checks the files as Smart Import does and queues those that pass; returns the refusals, each naming its file */
  start: (files: File[]) => string[];
}

/** `onAccepted` runs once per document Byte accepted. */
export function useFileUploads(onAccepted?: (doc: DocumentDto) => void): FileUploads {
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextId = useRef(1);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const onAcceptedRef = useRef(onAccepted);
  useEffect(() => {
    onAcceptedRef.current = onAccepted;
  });

  const update = useCallback((id: number, patch: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  const uploadOne = useCallback(
    async (id: number, file: File) => {
      update(id, { state: 'uploading', progress: 0 });
      try {
        const { response } = await uploadDocuments([file], (progress) => update(id, { progress }));
        const result = response.results[0];
        if (result?.status === 'accepted') {
          update(id, { state: 'accepted', progress: 100, document: result.document });
          onAcceptedRef.current?.(result.document);
        } else {
          update(id, { state: 'duplicate', progress: 100, message: result?.message ?? `${file.name} was not imported.` });
        }
      } catch (err) {
        update(id, { state: 'failed', message: errorText(err) });
      }
    },
    [update],
  );

  const start = useCallback(
    (files: File[]): string[] => {
      const { files: passed, errors } = addFiles([], files);
      const fresh = passed.map((file) => ({ id: nextId.current++, file }));
      if (fresh.length > 0) {
        setItems((list) => [
          ...list,
          ...fresh.map(
            ({ id, file }): UploadItem => ({
              id,
              fileName: file.name,
              sizeBytes: file.size,
              state: 'waiting',
              progress: 0,
              document: null,
              message: null,
            }),
          ),
        ]);
        for (const { id, file } of fresh) queue.current = queue.current.then(() => uploadOne(id, file));
      }
      return errors;
    },
    [uploadOne],
  );

  const busy = items.some((item) => item.state === 'waiting' || item.state === 'uploading');
  return { items, busy, start };
}
