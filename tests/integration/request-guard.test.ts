// The one guard in front of /api: deny by default, a JSON 404, the origin and CSRF-token checks,
// JSON-only bodies, the socket's origin check and the security headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import type { NotificationsDto } from '../../core/dashboard/api.ts';
import { PUBLIC_API_ROUTES, isPublicApiRoute } from '../../server/http/guard.ts';
import { type ApiClient, connected, uniqueEmail } from '../support/api.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { apiRoutes } from '../support/routes.ts';

let stack: Stack;
let alice: ApiClient;

beforeAll(async () => {
  stack = await startStack({ workers: false });
  alice = stack.client();
  await alice.signup(uniqueEmail('guard'));
});
afterAll(async () => {
  await stack?.close();
});

async function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  const res = await fetch(stack.server.url + path, { method, headers, body, redirect: 'manual' });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, type: res.headers.get('content-type') ?? '', headers: res.headers };
}

describe('deny by default', () => {
  it('answers 401 without a session on every registered /api route that is not listed as public', async () => {
    const routes = apiRoutes(stack.server.app);
    expect(routes.length).toBeGreaterThan(40);
    const origin = { origin: stack.server.url };
    const failures: string[] = [];
    for (const [method, path] of routes) {
      if (isPublicApiRoute(method, path.slice(4))) continue;
      const r = await raw(method, path, method === 'GET' ? {} : { ...origin, 'content-type': 'application/json' }, method === 'GET' ? undefined : '{}');
      if (r.status !== 401) failures.push(`${method} ${path} → ${r.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('lists few public routes, each of which is registered', () => {
    const routes = apiRoutes(stack.server.app).map(([m, p]) => `${m} ${p.slice(4)}`);
    expect(PUBLIC_API_ROUTES.length).toBeLessThan(15);
    for (const r of PUBLIC_API_ROUTES) expect(routes.some((x) => x.startsWith(r.method) && r.path.test(x.split(' ')[1]!))).toBe(true);
  });

  it('keeps GET /api/categories for signed-in users only', async () => {
    expect((await raw('GET', '/api/categories')).status).toBe(401);
    expect((await alice.json('GET', '/api/categories')).status).toBe(200);
  });

  it('answers an unknown /api route with JSON: 401 signed out, 404 signed in; the bare /api stays the site page', async () => {
    const anon = await raw('GET', '/api/no-such-route');
    expect(anon.status).toBe(401);
    expect(anon.json).toEqual({ error: 'Please log in.' });
    const signedIn = await alice.json<{ error: string }>('GET', '/api/no-such-route');
    expect(signedIn.status).toBe(404);
    expect(signedIn.body.error).toMatch(/No API route GET \/api\/no-such-route/);
    const site = await raw('GET', '/api');
    expect(site.type).not.toMatch(/json/);
  });
});

describe('forged requests', () => {
  const markRead = (headers: Record<string, string>, body?: string) => raw('POST', '/api/notifications/read', { cookie: alice.cookie, ...headers }, body);

  it('refuses a state change from another origin, even a sibling port of the same host, and changes nothing', async () => {
    const before = (await alice.json<NotificationsDto>('GET', '/api/notifications')).body.readAt;
    const evil = new URL(stack.server.url);
    evil.port = String(Number(evil.port) + 1);
    const r = await markRead({ origin: evil.origin });
    expect(r.status).toBe(403);
    const viaReferer = await markRead({ referer: `${evil.origin}/attack.html` });
    expect(viaReferer.status).toBe(403);
    expect((await alice.json<NotificationsDto>('GET', '/api/notifications')).body.readAt).toBe(before);
  });

  it("refuses a same-origin state change without the session's CSRF token, or with another session's", async () => {
    const bob = stack.client();
    await bob.signup(uniqueEmail('bob'));
    const bobToken = (await bob.json<{ csrfToken: string }>('GET', '/api/auth/csrf')).body.csrfToken;
    expect(bobToken).toMatch(/^[\w-]{40,}$/);
    expect((await markRead({ origin: stack.server.url })).status).toBe(403);
    const other = await markRead({ origin: stack.server.url, 'x-csrf-token': bobToken });
    expect(other.status).toBe(403);
    expect(other.json).toMatchObject({ field: 'csrf' });
    expect((await alice.json('POST', '/api/notifications/read')).status).toBe(204);
  });

  it('answers 415 to a form-encoded or text body where JSON is expected', async () => {
    const token = (await alice.json<{ csrfToken: string }>('GET', '/api/auth/csrf')).body.csrfToken;
    const h = { origin: stack.server.url, 'x-csrf-token': token };
    expect((await markRead({ ...h, 'content-type': 'application/x-www-form-urlencoded' }, 'a=1')).status).toBe(415);
    expect((await raw('POST', '/api/settings/sign-out-everywhere', { cookie: alice.cookie, ...h, 'content-type': 'text/plain' }, 'x')).status).toBe(415);
    // still signed in: the refused request changed nothing
    expect((await alice.json<{ user: unknown }>('GET', '/api/me')).body.user).not.toBeNull();
  });

  it('refuses a multipart upload without the token and a JSON body on the upload route', async () => {
    const form = new FormData();
    form.append('files', new Blob(['Date,Description,Amount\n2026-01-02,SHOP,-1.00\n']), 'a.csv');
    const r = await fetch(`${stack.server.url}/api/documents`, { method: 'POST', headers: { cookie: alice.cookie, origin: stack.server.url }, body: form });
    expect(r.status).toBe(403);
    const token = (await alice.json<{ csrfToken: string }>('GET', '/api/auth/csrf')).body.csrfToken;
    const asJson = await raw(
      'POST',
      '/api/documents',
      { cookie: alice.cookie, origin: stack.server.url, 'x-csrf-token': token, 'content-type': 'application/json' },
      '{}',
    );
    expect(asJson.status).toBe(415);
    expect((await alice.json<{ documents: unknown[] }>('GET', '/api/documents')).body.documents).toHaveLength(0);
  });

  it('lets login and the public forms through from our own origin only', async () => {
    const evil = 'http://127.0.0.1:1';
    const body = JSON.stringify({ email: 'x@example.test', password: 'whatever-password' });
    expect((await raw('POST', '/api/auth/login', { origin: evil, 'content-type': 'application/json' }, body)).status).toBe(403);
    expect((await raw('POST', '/api/auth/login', { origin: stack.server.url, 'content-type': 'application/json' }, body)).status).toBe(401);
  });
});

describe('sockets and headers', () => {
  it('accepts a socket from our origin and refuses one from another origin', async () => {
    const good = io(stack.server.url, { transports: ['websocket'], extraHeaders: { cookie: alice.cookie, origin: stack.server.url }, reconnection: false });
    await connected(good);
    good.disconnect();
    const bad = io(stack.server.url, { transports: ['websocket'], extraHeaders: { cookie: alice.cookie, origin: 'http://127.0.0.1:1' }, reconnection: false });
    await expect(connected(bad)).rejects.toBeTruthy();
    bad.disconnect();
  });

  it('sends a Content-Security-Policy and the usual security headers', async () => {
    const r = await raw('GET', '/healthz');
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('x-frame-options')).toBe('DENY');
    expect(r.headers.get('referrer-policy')).toBe('same-origin');
    expect(r.headers.get('x-powered-by')).toBeNull();
  });
});
