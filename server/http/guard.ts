// The one guard in front of the API: where a state-changing request comes from, that it proves its
// session's CSRF token, that JSON routes get JSON, and that no /api route answers without a session
// unless it is listed as public here.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { Config } from '../../core/config.ts';
import { HttpError } from './errors.ts';

export const CSRF_HEADER = 'x-csrf-token';

/** The routes anyone may call: everything else under /api needs a session (deny by default). */
export const PUBLIC_API_ROUTES: readonly { method: string; path: RegExp }[] = [
  { method: 'GET', path: /^\/me$/ },
  { method: 'GET', path: /^\/auth\/csrf$/ },
  { method: 'POST', path: /^\/auth\/signup$/ },
  { method: 'POST', path: /^\/auth\/login$/ },
  { method: 'POST', path: /^\/auth\/login\/2fa$/ },
  { method: 'POST', path: /^\/auth\/logout$/ },
  { method: 'GET', path: /^\/auth\/providers$/ },
  { method: 'GET', path: /^\/auth\/oidc\/[^/]+\/start$/ },
  { method: 'POST', path: /^\/auth\/oidc\/complete$/ },
  { method: 'POST', path: /^\/newsletter$/ },
  { method: 'POST', path: /^\/contact$/ },
];

/** Routes that take multipart/form-data instead of JSON. */
const MULTIPART_ROUTES: readonly { method: string; path: RegExp }[] = [{ method: 'POST', path: /^\/api\/documents$/ }];

/**
 * Posts that arrive from elsewhere by design and need no session: Apple's form_post answer, which
 * only redirects to the page that completes the sign-in with a same-origin request.
 */
const CROSS_SITE_POSTS: readonly RegExp[] = [/^\/auth\/callback$/];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isPublicApiRoute = (method: string, pathUnderApi: string) =>
  PUBLIC_API_ROUTES.some((r) => (r.method === method || (method === 'HEAD' && r.method === 'GET')) && r.path.test(pathUnderApi));

/**
 * The session's CSRF token: derived from the secret session token (which only the httpOnly cookie
 * holds), so it needs no storage and cannot be computed from the sessions table or by another site.
 */
export const csrfTokenFor = (sessionToken: string) => createHash('sha256').update(`pf-csrf\0${sessionToken}`).digest('base64url');

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const u = new URL(value);
    return u.origin === 'null' ? 'null' : u.origin;
  } catch {
    return 'null'; // a header that is not a URL is an opaque origin, refused like one
  }
}

/** The origins a browser page of ours has: the configured public URL(s) and the address it was asked by. */
export function allowedOrigins(config: Config, headers: IncomingHttpHeaders, protocol: string): Set<string> {
  const allowed = new Set<string>();
  if (config.PUBLIC_URL) allowed.add(new URL(config.PUBLIC_URL).origin);
  for (const o of config.ALLOWED_ORIGINS) allowed.add(o);
  // the Host header (Express has already resolved the protocol through "trust proxy")
  if (headers.host) allowed.add(`${protocol}://${headers.host}`);
  return allowed;
}

/**
 * Where a request says it comes from: its Origin, else its Referer's origin; null when it sends
 * neither (not a browser: such a client cannot be made to send someone else's cookie).
 */
export function requestOrigin(headers: IncomingHttpHeaders): string | null {
  const origin = headers.origin;
  if (typeof origin === 'string' && origin) return origin === 'null' ? 'null' : originOf(origin);
  return originOf(typeof headers.referer === 'string' ? headers.referer : undefined);
}

export function originAllowed(config: Config, headers: IncomingHttpHeaders, protocol: string): boolean {
  const origin = requestOrigin(headers);
  return origin === null || allowedOrigins(config, headers, protocol).has(origin);
}

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Every state-changing request: from an allowed origin (403), with a JSON body where one is sent
 * (415; multipart only on the upload route), and with the session's CSRF token when it carries a
 * signed-in session (403; a stale cookie grants nothing, so it needs no token). Runs before any
 * body is read.
 */
export function requestGuard(config: Config, sessionTokenOf: (req: Request) => string | null): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (CROSS_SITE_POSTS.some((p) => p.test(req.path))) return next();
    if (!originAllowed(config, req.headers, req.protocol)) {
      return next(new HttpError(403, 'This request came from another site and was refused. Nothing was changed.'));
    }
    if (hasBody(req)) {
      const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      const multipart = MULTIPART_ROUTES.some((r) => r.method === req.method && r.path.test(req.path));
      const ok = multipart ? type === 'multipart/form-data' : type === 'application/json';
      if (!ok) {
        return next(
          new HttpError(415, multipart ? 'Send the files as multipart/form-data.' : 'Send the request body as JSON (Content-Type: application/json).'),
        );
      }
    }
    const session = sessionTokenOf(req);
    if (session) {
      const sent = req.headers[CSRF_HEADER];
      if (typeof sent !== 'string' || !sameToken(sent, csrfTokenFor(session))) {
        return next(new HttpError(403, 'The request is missing its security token: reload the page and try again. Nothing was changed.', undefined, 'csrf'));
      }
    }
    next();
  };
}

/** Mounted at /api: without a session only the public routes answer (401 for the rest, even unknown ones). */
export const apiAccessGuard: RequestHandler = (req, _res, next) => {
  // the bare /api (no slash after it) is the public site's page about the API
  const bare = req.originalUrl === '/api' || req.originalUrl.startsWith('/api?');
  if (req.user || bare || isPublicApiRoute(req.method, req.path)) return next();
  next(new HttpError(401, 'Please log in.'));
};
