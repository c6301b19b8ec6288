// A file download through fetch rather than a plain link, so the page can show its progress and,
// when the server refuses (429 "your previous export is still being prepared", 503, 401), its
// message. Same-origin with the session cookie; a GET needs no CSRF token.
import { errorFromResponse, notifyUnauthorized, parseJson } from './client.ts';

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The name in Content-Disposition (RFC 6266: filename* wins over filename), else the URL's last segment. */
export function filenameFrom(disposition: string | null, url: string): string {
  const star = disposition?.match(/filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i);
  if (star) {
    try {
      return decodeURIComponent(star[2]!.trim());
    } catch (err) {
      // a broken encoding: the plain name (or the URL's) still names the file
      console.warn('Content-Disposition filename* could not be decoded:', err);
    }
  }
  const plain = disposition?.match(/filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i);
  if (plain) return (plain[1] ?? plain[2]!).replace(/\\(.)/g, '$1');
  return new URL(url, window.location.href).pathname.split('/').pop() || 'download';
}

/**
 * Fetches `url` and reads its body chunk by chunk, telling `onProgress` the bytes received so far
 * (and the size, when the server said it: streamed exports do not know it in advance). A non-2xx
 * answer throws an ApiRequestError with the server's message.
 */
export async function fetchDownload(url: string, onProgress: (received: number, total: number | null) => void, signal?: AbortSignal): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', headers: { Accept: '*/*' }, signal });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw errorFromResponse(0, null);
  }
  if (!response.ok) {
    if (response.status === 401) notifyUnauthorized(url);
    throw errorFromResponse(response.status, parseJson(await response.text()), response.statusText);
  }
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress(0, total);
  if (response.body) {
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
        onProgress(received, total);
      }
    } catch (err) {
      if (signal?.aborted) throw err;
      // the server cuts the connection when an export fails midway: a half file is not saved
      throw new Error('The download was cut off before it finished. Please try again.');
    }
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return { blob: new Blob(chunks as BlobPart[], { type }), filename: filenameFrom(response.headers.get('content-disposition'), url) };
}

/** Hands the file to the browser's downloads: an object URL clicked through a temporary <a download>. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // the browser reads the blob after click() returns: free it once the download has surely started
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** 1,234,567 bytes → "1.2 MB" (as a download list shows sizes). */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(n < 10 * 1024 ? 1 : 0)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}
