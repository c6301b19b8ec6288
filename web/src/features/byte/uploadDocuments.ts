// Multipart upload over XMLHttpRequest: fetch cannot report upload progress.
import type { UploadResponse } from '../../../../core/documents/api.ts';
import { ApiRequestError, csrfHeaders, errorFromResponse, isCsrfRefusal, notifyUnauthorized, parseJson, resetCsrfToken } from '../../api/client.ts';

export interface UploadOutcome {
  /** 201: at least one file accepted; 409: every file was a duplicate. */
  status: 201 | 409;
  response: UploadResponse;
}

function isUploadResponse(body: unknown): body is UploadResponse {
  return typeof body === 'object' && body !== null && Array.isArray((body as { results?: unknown }).results);
}

/** Sends `files` as the `files` field; `onProgress` receives 0..100 from real bytes sent. */
export async function uploadDocuments(files: File[], onProgress: (percent: number) => void): Promise<UploadOutcome> {
  try {
    return await sendUpload(files, onProgress, await csrfHeaders('POST'));
  } catch (err) {
    // the session changed since the token was fetched: once more with a fresh one
    if (!(err instanceof ApiRequestError) || !isCsrfRefusal(err.status, err.body)) throw err;
    resetCsrfToken();
    return sendUpload(files, onProgress, await csrfHeaders('POST'));
  }
}

function sendUpload(files: File[], onProgress: (percent: number) => void, extraHeaders: Record<string, string>): Promise<UploadOutcome> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/documents');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(extraHeaders)) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.upload.onload = () => onProgress(100);

    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if ((xhr.status === 201 || xhr.status === 200 || xhr.status === 409) && isUploadResponse(body)) {
        resolve({ status: xhr.status === 409 ? 409 : 201, response: body });
        return;
      }
      if (xhr.status === 401) notifyUnauthorized('/api/documents');
      reject(errorFromResponse(xhr.status, body, xhr.statusText));
    };
    xhr.onerror = () => reject(new ApiRequestError(0, 'The upload failed: could not reach the server.'));
    xhr.onabort = () => reject(new ApiRequestError(0, 'The upload was cancelled.'));

    xhr.send(form);
  });
}
