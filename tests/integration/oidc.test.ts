// Sign in with Google or Apple through OpenID Connect, against fake providers on loopback: the
// whole flow (start → provider → /auth/callback → complete), linking by verified email, the
// refusals (unverified email, replayed state, another browser, a token for someone else, the
// provider's error), two-factor authentication after it, Apple's form_post with its ES256 client
// secret, and accounts without a password.
import { eq } from 'drizzle-orm';
import { exportPKCS8, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../core/api/errors.ts';
import type { LoginResponse, UserDto, OidcCompleteResponse, OidcProvidersDto } from '../../core/auth/api.ts';
import type { SettingsDto, TwoFactorSetupDto } from '../../core/settings/api.ts';
import { FLOW_GONE } from '../../core/auth/oidc.ts';
import { totp, TOTP_STEP_SECONDS } from '../../core/auth/totp.ts';
import { userIdentities, users } from '../../db/schema.ts';
import { uniqueEmail } from '../support/api.ts';
import { FakeOidc, type FakeStep } from '../support/fake-oidc.ts';
import { startStack, type Stack } from '../support/stack.ts';

const GOOGLE_CLIENT = 'google-client-id.apps.example';
const GOOGLE_SECRET = 'google-client-secret';
const APPLE_CLIENT = 'app.primefinance.web';
const APPLE_TEAM = 'TEAM123456';
const APPLE_KEY_ID = 'KEY7654321';

let stack: Stack;
let google: FakeOidc;
let apple: FakeOidc;

/** A browser's cookie jar over fetch: every cookie the server sets, sent back; redirects by hand. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url, this.base);
    const headers = new Headers(init.headers);
    const sameOrigin = target.origin === new URL(this.base).origin;
    if (sameOrigin && this.cookies.size) {
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    // as the web app does: a state change says where it comes from and carries the session's token
    if (sameOrigin && init.method && init.method !== 'GET' && !target.pathname.startsWith('/auth/')) {
      headers.set('origin', target.origin);
      const session = this.cookies.get('pf_session');
      if (session) {
        const r = await fetch(new URL('/api/auth/csrf', this.base), { headers: { cookie: headers.get('cookie')! } });
        const { csrfToken } = (await r.json()) as { csrfToken: string | null };
        if (csrfToken) headers.set('x-csrf-token', csrfToken);
      }
    }
    const res = await fetch(target, { ...init, headers, redirect: 'manual' });
    if (target.origin === new URL(this.base).origin) {
      for (const line of res.headers.getSetCookie()) {
        const [pair, ...attrs] = line.split(';');
        const [name, ...value] = pair!.split('=');
        const gone = attrs.some((a) => /^\s*expires=/i.test(a) && new Date(a.split('=')[1]!).getTime() < Date.now()) || value.join('=') === '';
        if (gone) this.cookies.delete(name!.trim());
        else this.cookies.set(name!.trim(), value.join('='));
      }
    }
    return res;
  }

  async json<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const res = await this.fetch(path, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  }

  async me(): Promise<UserDto | null> {
    return (await this.json<{ user: UserDto | null }>('GET', '/api/me')).body.user;
  }
}

const browser = () => new Browser(stack.server.url);

/** GET …/start → the provider's authorization URL (and the binding cookie in the jar). */
async function start(b: Browser, provider: 'google' | 'apple', next?: string): Promise<URL> {
  const res = await b.fetch(`/api/auth/oidc/${provider}/start${next === undefined ? '' : `?next=${encodeURIComponent(next)}`}`);
  expect(res.status, await res.clone().text()).toBe(302);
  return new URL(res.headers.get('location')!);
}

/** The provider answers; for Apple the form_post goes through POST /auth/callback. Returns /auth/callback's query. */
async function atProvider(b: Browser, authorizeUrl: URL): Promise<Record<string, string>> {
  const res = await fetch(authorizeUrl, { redirect: 'manual' });
  if (res.status === 302) {
    const back = new URL(res.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(`${stack.server.url}/auth/callback`);
    return Object.fromEntries(back.searchParams);
  }
  expect(res.status).toBe(200);
  const html = await res.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
  const unescape = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&amp;/g, '&');
  const form = new URLSearchParams();
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) form.set(unescape(m[1]!), unescape(m[2]!));
  // a cross-site POST: the browser sends no Lax cookies with it
  const posted = await fetch(unescape(action), {
    method: 'POST',
    body: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  expect(posted.status).toBe(303);
  const location = posted.headers.get('location')!;
  expect(location.startsWith('/auth/callback?')).toBe(true);
  return Object.fromEntries(new URL(location, stack.server.url).searchParams);
}

const complete = (b: Browser, query: Record<string, string>) => b.json<OidcCompleteResponse & ApiError>('POST', '/api/auth/oidc/complete', query);

/** The whole sign-in in one browser. */
async function signIn(b: Browser, provider: 'google' | 'apple', step: FakeStep, next?: string) {
  (provider === 'google' ? google : apple).script(step);
  const query = await atProvider(b, await start(b, provider, next));
  return { query, result: await complete(b, query) };
}

const identitiesOf = (userId: string) => stack.server.db.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));
const userByEmail = async (email: string) => (await stack.server.db.db.select().from(users).where(eq(users.email, email.toLowerCase())))[0];

beforeAll(async () => {
  google = await FakeOidc.start({ kind: 'google', clientId: GOOGLE_CLIENT, clientSecret: GOOGLE_SECRET });
  const keys = await generateKeyPair('ES256', { extractable: true });
  apple = await FakeOidc.start({ kind: 'apple', clientId: APPLE_CLIENT, apple: { publicKey: keys.publicKey, teamId: APPLE_TEAM, keyId: APPLE_KEY_ID } });
  // as it is often pasted into an environment: one line with \n escapes
  const pem = (await exportPKCS8(keys.privateKey)).trim().replace(/\n/g, '\\n');
  stack = await startStack({
    workers: false,
    env: {
      GOOGLE_CLIENT_ID: GOOGLE_CLIENT,
      GOOGLE_CLIENT_SECRET: GOOGLE_SECRET,
      GOOGLE_ISSUER: google.issuer,
      APPLE_CLIENT_ID: APPLE_CLIENT,
      APPLE_TEAM_ID: APPLE_TEAM,
      APPLE_KEY_ID: APPLE_KEY_ID,
      APPLE_PRIVATE_KEY: pem,
      APPLE_ISSUER: apple.issuer,
    },
  });
});
afterAll(async () => {
  await stack?.close();
  await google?.close();
  await apple?.close();
});

describe('without Google or Apple configured', () => {
  let plain: Stack;
  beforeAll(async () => {
    plain = await startStack({ workers: false });
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('lists no providers and starts no sign-in', async () => {
    const b = new Browser(plain.server.url);
    expect((await b.json<OidcProvidersDto>('GET', '/api/auth/providers')).body).toEqual({ providers: [] });
    const r = await b.json<ApiError>('GET', '/api/auth/oidc/google/start');
    expect(r.status).toBe(404);
    expect(r.body.error).toBe('Sign-in with Google is not configured on this server. Log in with your email and password.');
    expect(b.cookies.size).toBe(0);
  });
});

describe('starting a sign-in', () => {
  it('lists the configured providers and refuses unknown ones', async () => {
    const b = browser();
    expect((await b.json<OidcProvidersDto>('GET', '/api/auth/providers')).body).toEqual({
      providers: [
        { id: 'google', name: 'Google' },
        { id: 'apple', name: 'Apple' },
      ],
    });
    const unknown = await b.json<ApiError>('GET', '/api/auth/oidc/facebook/start');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatch(/no sign-in with "facebook"/);
  });

  it('sends the browser to the provider with PKCE, a nonce and a state bound to this browser', async () => {
    const b = browser();
    const res = await b.fetch('/api/auth/oidc/google/start?next=%2Fdashboard%2Ftransactions');
    expect(res.status).toBe(302);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('pf_oidc='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=600/);
    const url = new URL(res.headers.get('location')!);
    expect(url.origin + url.pathname).toBe(`${google.issuer}/authorize`);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      client_id: GOOGLE_CLIENT,
      response_type: 'code',
      redirect_uri: `${stack.server.url}/auth/callback`,
      code_challenge_method: 'S256',
    });
    expect(q.scope!.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    for (const k of ['state', 'nonce', 'code_challenge'] as const) expect(q[k]!.length).toBeGreaterThanOrEqual(32);
    expect(q.response_mode).toBeUndefined();
  });
});

describe('Google sign-in', () => {
  it('creates the account with a working session, and the same subject signs in to it again', async () => {
    const email = uniqueEmail('Goo');
    const b = browser();
    const { result } = await signIn(
      b,
      'google',
      { identity: { sub: `g-${email}`, email, email_verified: true, name: 'Ada Lovelace' } },
      '/dashboard/transactions?page=2',
    );
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ user: { email: email.toLowerCase(), fullName: 'Ada Lovelace' }, next: '/dashboard/transactions?page=2' });
    expect(b.cookies.get('pf_session')).toBeTruthy();
    expect(b.cookies.has('pf_oidc')).toBe(false);
    expect(await b.me()).toMatchObject({ email: email.toLowerCase(), fullName: 'Ada Lovelace' });
    // the token exchange authenticated with the secret and the PKCE verifier
    const exchange = google.tokenRequests.at(-1)!;
    expect(exchange.refused).toBeNull();
    expect(exchange.params).toMatchObject({ client_id: GOOGLE_CLIENT, client_secret: GOOGLE_SECRET, grant_type: 'authorization_code' });
    expect(exchange.params.code_verifier!.length).toBeGreaterThanOrEqual(43);

    const row = await userByEmail(email);
    expect(row!.passwordHash).toBeNull();
    expect(await identitiesOf(row!.id)).toEqual([expect.objectContaining({ provider: 'google', subject: `g-${email}`, email: email.toLowerCase() })]);

    // again, in another browser, even with a changed email at Google: the subject decides
    const again = browser();
    const second = await signIn(again, 'google', { identity: { sub: `g-${email}`, email: `changed-${email}`, email_verified: true, name: 'Someone Else' } });
    expect(second.result.status).toBe(200);
    expect(second.result.body.next).toBe('/dashboard');
    expect((second.result.body as { user: UserDto }).user.id).toBe(row!.id);
    expect(await identitiesOf(row!.id)).toHaveLength(1);
    expect(await userByEmail(`changed-${email}`)).toBeUndefined();
    expect((await again.me())!.id).toBe(row!.id);
  });

  it('links a verified email to an existing password account; the password keeps working', async () => {
    const email = uniqueEmail('Linked');
    const c = stack.client();
    const existing = await c.signup(email, 'correct horse battery', 'Grace Hopper');
    const b = browser();
    const { result } = await signIn(b, 'google', { identity: { sub: `g-${email}`, email: email.toUpperCase(), email_verified: true, name: 'G. Hopper' } });
    expect(result.status).toBe(200);
    expect((result.body as { user: UserDto }).user).toMatchObject({ id: existing.id, fullName: 'Grace Hopper' });
    expect(await identitiesOf(existing.id)).toHaveLength(1);
    expect((await stack.client().json('POST', '/api/auth/login', { email, password: 'correct horse battery' })).status).toBe(200);
    expect((await c.json<SettingsDto>('GET', '/api/settings')).body.hasPassword).toBe(true);
  });

  it('refuses an unverified email of an existing account, and gives no session', async () => {
    const email = uniqueEmail('Unverified');
    const existing = await stack.client().signup(email);
    const b = browser();
    const { result } = await signIn(b, 'google', { identity: { sub: `g-${email}`, email, email_verified: false, name: 'Mallory' } });
    expect(result.status).toBe(403);
    expect(result.body.error).toMatch(/already exists, but Google has not verified that this email is yours/);
    expect(b.cookies.has('pf_session')).toBe(false);
    expect(await b.me()).toBeNull();
    expect(await identitiesOf(existing.id)).toHaveLength(0);
  });

  it('opens no account for an address the provider has not verified', async () => {
    const email = uniqueEmail('NotVerified');
    const b = browser();
    const { result } = await signIn(b, 'google', { identity: { sub: `g-${email}`, email, email_verified: false, name: 'Nobody' } });
    expect(result.status).toBe(403);
    expect(result.body.error).toMatch(/Google has not verified/);
    expect(await b.me()).toBeNull();
    // the address is still free for its owner to sign up with
    expect((await stack.client().json('POST', '/api/auth/signup', { email, password: 'correct horse battery', fullName: 'Owner' })).status).toBe(201);
  });

  it('uses a state once', async () => {
    const email = uniqueEmail('Replay');
    const b = browser();
    google.script({ identity: { sub: `g-${email}`, email, email_verified: true } });
    const query = await atProvider(b, await start(b, 'google'));
    const binding = b.cookies.get('pf_oidc')!;
    expect((await complete(b, query)).status).toBe(200);
    // the same answer again, even with the binding cookie back
    b.cookies.set('pf_oidc', binding);
    const again = await complete(b, query);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(FLOW_GONE);
    const unknown = await complete(b, { ...query, state: 'made-up-state' });
    expect(unknown.body.error).toBe(FLOW_GONE);
  });

  it('refuses to complete in a browser without the binding cookie, or with another one', async () => {
    const email = uniqueEmail('Bound');
    const b = browser();
    google.script({ identity: { sub: `g-${email}`, email, email_verified: true } });
    const query = await atProvider(b, await start(b, 'google'));

    const stranger = browser();
    const none = await complete(stranger, query);
    expect(none.status).toBe(400);
    expect(none.body.error).toMatch(/started in another browser/);
    // a browser with a sign-in of its own has another binding
    await start(stranger, 'google');
    const other = await complete(stranger, query);
    expect(other.status).toBe(400);
    expect(other.body.error).toMatch(/started in another browser/);
    expect(stranger.cookies.has('pf_session')).toBe(false);
    expect(await userByEmail(email)).toBeUndefined();

    // the stranger could not spend it: the browser that started it still completes
    const ok = await complete(b, query);
    expect(ok.status).toBe(200);
  });

  it('refuses an id token for another client, or with another nonce', async () => {
    for (const failure of ['wrong_aud', 'wrong_nonce'] as const) {
      const email = uniqueEmail(failure);
      const b = browser();
      const { result } = await signIn(b, 'google', { identity: { sub: `g-${email}`, email, email_verified: true }, failure });
      expect(result.status, failure).toBe(401);
      expect(result.body.error).toMatch(/^Google's answer could not be verified \(.+\)\. You are not signed in\. Start again\.$/);
      expect(result.body.error).toMatch(failure === 'wrong_aud' ? /aud/ : /nonce/);
      expect(b.cookies.has('pf_session')).toBe(false);
      expect(await userByEmail(email)).toBeUndefined();
    }
  });

  it('says what Google said when it answered with an error', async () => {
    const b = browser();
    const { query, result } = await signIn(b, 'google', { identity: { sub: 'never' }, failure: 'access_denied' });
    expect(query.code).toBeUndefined();
    expect(result.status).toBe(400);
    expect(result.body.error).toMatch(/^Google said: access_denied \(The user did not allow access\)\. Sign-in was cancelled/);
    expect(b.cookies.has('pf_session')).toBe(false);
  });

  it('asks for the two-factor code when the account has it on, then the code signs in', async () => {
    const email = uniqueEmail('TwoFactor');
    const c = stack.client();
    const existing = await c.signup(email, 'correct horse battery', 'Sam Secure');
    const secret = (await c.json<TwoFactorSetupDto>('POST', '/api/settings/2fa/setup')).body.secret;
    // enabling uses the previous step's code, so the current one is still good below
    expect((await c.json('POST', '/api/settings/2fa/enable', { code: totp(secret, Date.now() - TOTP_STEP_SECONDS * 1000) })).status).toBe(200);

    const b = browser();
    const { result } = await signIn(b, 'google', { identity: { sub: `g-${email}`, email, email_verified: true } }, '/dashboard/settings');
    expect(result.status).toBe(200);
    const challenge = result.body as Extract<LoginResponse, { twoFactorRequired: true }> & { next: string };
    expect(challenge).toMatchObject({ twoFactorRequired: true, challenge: expect.any(String), expiresAt: expect.any(String), next: '/dashboard/settings' });
    expect(b.cookies.has('pf_session')).toBe(false);
    expect(await b.me()).toBeNull();

    const done = await b.json<{ user: UserDto }>('POST', '/api/auth/login/2fa', { challenge: challenge.challenge, code: totp(secret, Date.now()) });
    expect(done.status).toBe(200);
    expect(done.body.user.id).toBe(existing.id);
    expect((await b.me())!.id).toBe(existing.id);
  });
});

describe('Apple sign-in', () => {
  it('completes through form_post with the ES256 client secret, taking the name from the first post', async () => {
    const email = `${uniqueEmail('apple').split('@')[0]}@privaterelay.appleid.com`;
    const b = browser();
    const authorize = await start(b, 'apple', '/dashboard/podcast');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({ response_mode: 'form_post', scope: 'openid name email', client_id: APPLE_CLIENT });
    apple.script({ identity: { sub: `001.${email}`, email, email_verified: 'true' }, appleUser: { firstName: 'Grace', lastName: 'Hopper' } });
    const query = await atProvider(b, authorize);
    expect(JSON.parse(query.user!)).toMatchObject({ name: { firstName: 'Grace', lastName: 'Hopper' } });
    const result = await complete(b, query);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toMatchObject({ user: { email, fullName: 'Grace Hopper' }, next: '/dashboard/podcast' });
    expect(await b.me()).toMatchObject({ email });

    const exchange = apple.tokenRequests.at(-1)!;
    expect(exchange.refused).toBeNull();
    const [header, payload] = exchange.params
      .client_secret!.split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header).toMatchObject({ alg: 'ES256', kid: APPLE_KEY_ID });
    expect(payload).toMatchObject({ iss: APPLE_TEAM, sub: APPLE_CLIENT, aud: apple.issuer });
    expect(payload.exp - payload.iat).toBeLessThanOrEqual(600);

    // later sign-ins carry no `user` field: the name stays
    const again = browser();
    const second = await signIn(again, 'apple', { identity: { sub: `001.${email}`, email, email_verified: 'true' } });
    expect(second.query.user).toBeUndefined();
    expect((second.result.body as { user: UserDto }).user).toMatchObject({ email, fullName: 'Grace Hopper' });
  });

  it('keeps GET /auth/callback for the web app', async () => {
    const res = await fetch(`${stack.server.url}/auth/callback?state=x&code=y`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
  });
});

describe('accounts made through Google', () => {
  it('cannot log in by password until one is set in settings, then both work', async () => {
    const email = uniqueEmail('NoPassword');
    const b = browser();
    const { result } = await signIn(b, 'google', { identity: { sub: `g-${email}`, email, email_verified: true, name: 'Pat' } });
    expect(result.status).toBe(200);

    const login = await stack.client().json<ApiError>('POST', '/api/auth/login', { email, password: 'anything at all' });
    expect(login.status).toBe(401);
    expect(login.body.error).toBe('This account signs in with Google.');

    expect((await b.json<SettingsDto>('GET', '/api/settings')).body).toMatchObject({ email: email.toLowerCase(), hasPassword: false });
    const short = await b.json<ApiError>('POST', '/api/settings/password', { newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.field).toBe('newPassword');
    const set = await b.fetch('/api/settings/password', {
      method: 'POST',
      body: JSON.stringify({ newPassword: 'my first password' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(set.status).toBe(204);
    expect((await b.json<SettingsDto>('GET', '/api/settings')).body.hasPassword).toBe(true);
    expect((await stack.client().json('POST', '/api/auth/login', { email, password: 'my first password' })).status).toBe(200);
    // from now on changing it takes the current one
    const noCurrent = await b.json<ApiError>('POST', '/api/settings/password', { newPassword: 'another password' });
    expect(noCurrent.status).toBe(400);
    expect(noCurrent.body.field).toBe('currentPassword');
    // and Google still signs in to it
    expect((await signIn(browser(), 'google', { identity: { sub: `g-${email}`, email, email_verified: true } })).result.status).toBe(200);
  });

  it('turns two-factor authentication off with the code alone (there is no password to give)', async () => {
    const email = uniqueEmail('NoPassword2fa');
    const b = browser();
    expect((await signIn(b, 'google', { identity: { sub: `g-${email}`, email, email_verified: true } })).result.status).toBe(200);
    const secret = (await b.json<TwoFactorSetupDto>('POST', '/api/settings/2fa/setup')).body.secret;
    expect((await b.json('POST', '/api/settings/2fa/enable', { code: totp(secret, Date.now() - TOTP_STEP_SECONDS * 1000) })).status).toBe(200);
    const wrong = await b.json<ApiError>('POST', '/api/settings/2fa/disable', { code: totp(secret, Date.now() - TOTP_STEP_SECONDS * 1000) });
    expect(wrong.status).toBe(403);
    const off = await b.fetch('/api/settings/2fa/disable', {
      method: 'POST',
      body: JSON.stringify({ code: totp(secret, Date.now()) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(off.status).toBe(204);
    expect((await b.json<SettingsDto>('GET', '/api/settings')).body).toMatchObject({ twoFactorEnabled: false, hasPassword: false });
  });

  it('deletes the account with DELETE alone (it has no password), and its identities with it', async () => {
    const email = uniqueEmail('Deleted');
    const b = browser();
    const { result } = await signIn(b, 'google', { identity: { sub: `g-${email}`, email, email_verified: true, name: 'Dee' } });
    const id = (result.body as { user: UserDto }).user.id;
    expect(await identitiesOf(id)).toHaveLength(1);

    // the export lists the linked sign-in
    const exported = await b.json<{ profile: Record<string, unknown>; tables: Record<string, Record<string, unknown>[]> }>('GET', '/api/settings/export');
    expect(exported.body.profile).toMatchObject({ has_password: false });
    expect(exported.body.tables.user_identities).toEqual([expect.objectContaining({ provider: 'google', subject: `g-${email}` })]);

    const unconfirmed = await b.json<ApiError>('DELETE', '/api/settings/account', { confirm: 'delete' });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.field).toBe('confirm');
    const gone = await b.fetch('/api/settings/account', {
      method: 'DELETE',
      body: JSON.stringify({ confirm: 'DELETE' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(gone.status).toBe(204);
    expect(await identitiesOf(id)).toHaveLength(0);
    expect(await userByEmail(email)).toBeUndefined();
    expect(await b.me()).toBeNull();

    // the same Google account makes a new one
    const again = await signIn(browser(), 'google', { identity: { sub: `g-${email}`, email, email_verified: true, name: 'Dee' } });
    expect(again.result.status).toBe(200);
    expect((again.result.body as { user: UserDto }).user.id).not.toBe(id);
  });
});
