// Typed fetch wrapper for the same-origin REST API. The session is an httpOnly cookie.
import type { ApiError } from '../../../core/api/errors.ts';

/** An HTTP error carrying the server's `{ error, details }` body. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly details: string[];
  /** The parsed response body, when it was JSON (e.g. an UploadResponse on 409). */
  readonly body: unknown;

  constructor(status: number, message: string, details: string[] = [], body: unknown = null) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.details = details;
    this.body = body;
  }
}

let unauthorizedHandler: (() => void) | null = null;

/** Called when a signed-in request gets 401 (the session expired or was revoked). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

export function notifyUnauthorized(path: string): void {
  if (path.startsWith('/api/auth/') || path === '/api/me') return;
  unauthorizedHandler?.();
}

type Query = Record<string, string | number | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
}

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function isApiError(body: unknown): body is ApiError {
  return typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string';
}

/** Builds the error for a failed response from its status and (maybe JSON) body. */
export function errorFromResponse(status: number, body: unknown, statusText = ''): ApiRequestError {
  if (isApiError(body)) {
    // the server lists every problem in details, the first of them also as the error: show it once
    const details = Array.isArray(body.details) ? body.details.filter((d): d is string => typeof d === 'string' && d !== body.error) : [];
    return new ApiRequestError(status, body.error, details, body);
  }
  const fallback = status === 0 ? 'Could not reach the server.' : `Request failed (${status}${statusText ? ` ${statusText}` : ''}).`;
  return new ApiRequestError(status, fallback, [], body);
}

export function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

// The session's CSRF token (server/http/guard.ts): asked for once, kept in memory only (a cookie
// would be readable by a page on another port of the same host), sent with every state-changing request.
let csrfToken: Promise<string | null> | null = null;

/** Forgets the token: the session changed (signed in or out). */
export function resetCsrfToken(): void {
  csrfToken = null;
}

/** The X-CSRF-Token header for a state-changing request (none for GET). */
export async function csrfHeaders(method: string): Promise<Record<string, string>> {
  if (method === 'GET' || method === 'HEAD') return {};
  csrfToken ??= fetch('/api/auth/csrf', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then((r) => r.json() as Promise<{ csrfToken: string | null }>)
    .then(
      (b) => b.csrfToken,
      () => null,
    );
  const token = await csrfToken;
  if (!token) csrfToken = null; // not signed in yet: ask again next time
  return token ? { 'X-CSRF-Token': token } : {};
}

/** A 403 for a missing or stale token (the session changed in another tab). */
export const isCsrfRefusal = (status: number, body: unknown) =>
  status === 403 && typeof body === 'object' && body !== null && (body as { field?: unknown }).field === 'csrf';

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET' } = options;
  const { response, parsed } = await send(path, options);
  if (isCsrfRefusal(response.status, parsed)) {
    resetCsrfToken();
    return finish<T>(path, await send(path, options));
  }
  // signing in or out changes the session, and with it the token
  if (path.startsWith('/api/auth/') && method !== 'GET') resetCsrfToken();
  return finish<T>(path, { response, parsed });
}

function finish<T>(path: string, { response, parsed }: { response: Response; parsed: unknown }): T {
  if (!response.ok) {
    if (response.status === 401) notifyUnauthorized(path);
    throw errorFromResponse(response.status, parsed, response.statusText);
  }
  return parsed as T;
}

async function send(path: string, options: RequestOptions): Promise<{ response: Response; parsed: unknown }> {
  const { method = 'GET', body, query, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...(await csrfHeaders(method)) };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiRequestError(0, 'Could not reach the server. Check your connection and try again.');
  }

  return { response, parsed: parseJson(await response.text()) };
}

/** Full human-readable text of an error: message plus any details. */
export function errorText(err: unknown): string {
  if (err instanceof ApiRequestError) {
    return err.details.length ? `${err.message} ${err.details.join(' ')}` : err.message;
  }
  if (err instanceof Error) return err.message;
  return 'Something went wrong.';
}

export function isAbort(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}
