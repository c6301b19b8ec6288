// Two-factor authentication: set up with an authenticator app's secret, enabled by a code, then
// every login needs a code after the password; wrong, replayed and expired codes are refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../core/api/errors.ts';
import type { LoginResponse, UserDto } from '../../core/auth/api.ts';
import type { SettingsDto, TwoFactorEnabledDto, TwoFactorSetupDto } from '../../core/settings/api.ts';
import { totp } from '../../core/auth/totp.ts';
import { users } from '../../db/schema.ts';
import { type ApiClient, uniqueEmail } from '../support/api.ts';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
const PASSWORD = 'correct horse battery';
type Challenge = Extract<LoginResponse, { twoFactorRequired: true }>;

beforeAll(async () => {
  stack = await startStack({ workers: false });
});
afterAll(async () => {
  await stack?.close();
});

/** the code an authenticator app shows `steps` periods from now */
const codeAt = (secret: string, steps = 0) => totp(secret, Date.now() + steps * 30_000);
/** a 6-digit code that is none of the codes near now */
function wrongCode(secret: string): string {
  const near = new Set([-2, -1, 0, 1, 2].map((s) => codeAt(secret, s)));
  for (let n = 123456; ; n = (n + 7919) % 1_000_000) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

async function userWith2fa(tag = '2fa'): Promise<{ email: string; secret: string; recoveryCodes: string[]; client: ApiClient; enableCode: string }> {
  const email = uniqueEmail(tag);
  const client = stack.client();
  await client.signup(email, PASSWORD);
  const setup = await client.json<TwoFactorSetupDto>('POST', '/api/settings/2fa/setup');
  expect(setup.status).toBe(200);
  const enableCode = codeAt(setup.body.secret);
  const enabled = await client.json<TwoFactorEnabledDto>('POST', '/api/settings/2fa/enable', { code: enableCode });
  expect(enabled.status).toBe(200);
  return { email, secret: setup.body.secret, recoveryCodes: enabled.body.recoveryCodes, client, enableCode };
}

async function passwordStep(email: string): Promise<{ client: ApiClient; challenge: string }> {
  const client = stack.client();
  const res = await client.request('POST', '/api/auth/login', { email, password: PASSWORD });
  expect(res.status).toBe(200);
  expect(res.headers.get('set-cookie')).toBeNull();
  const body = (await res.json()) as Challenge;
  expect(body).toMatchObject({ twoFactorRequired: true, challenge: expect.any(String) });
  return { client, challenge: body.challenge };
}

const codeStep = (client: ApiClient, challenge: string, code: string) =>
  client.json<{ user: UserDto; recoveryCodesLeft?: number } & ApiError>('POST', '/api/auth/login/2fa', { challenge, code });

describe('turning two-factor authentication on', () => {
  it('sets up a pending secret, and enables it only with a right code', async () => {
    const email = uniqueEmail('Setup');
    const client = stack.client();
    await client.signup(email, PASSWORD);
    const setup = await client.json<TwoFactorSetupDto>('POST', '/api/settings/2fa/setup');
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl.startsWith(`otpauth://totp/Prime%20Finance:${encodeURIComponent(email.toLowerCase())}?`)).toBe(true);
    const params = new URL(setup.body.otpauthUrl).searchParams;
    expect(params.get('secret')).toBe(setup.body.secret);
    expect(params.get('issuer')).toBe('Prime Finance');

    // pending: not on, and login still takes just the password
    expect((await client.json<SettingsDto>('GET', '/api/settings')).body.twoFactorEnabled).toBe(false);
    const plain = await stack.client().json<LoginResponse>('POST', '/api/auth/login', { email, password: PASSWORD });
    expect(plain.body).toHaveProperty('user');

    const wrong = await client.json<ApiError>('POST', '/api/settings/2fa/enable', { code: wrongCode(setup.body.secret) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe('code');
    const missing = await client.json<ApiError>('POST', '/api/settings/2fa/enable', {});
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('code');
    expect((await client.json<SettingsDto>('GET', '/api/settings')).body.twoFactorEnabled).toBe(false);

    const ok = await client.json<TwoFactorEnabledDto>('POST', '/api/settings/2fa/enable', { code: codeAt(setup.body.secret) });
    expect(ok.status).toBe(200);
    expect(ok.body.twoFactorEnabled).toBe(true);
    expect(ok.body.recoveryCodes).toHaveLength(8);
    expect(new Set(ok.body.recoveryCodes).size).toBe(8);
    expect((await client.json<SettingsDto>('GET', '/api/settings')).body.twoFactorEnabled).toBe(true);
    // the session that turned it on stays logged in; setting up again needs turning it off first
    expect((await client.json('POST', '/api/settings/2fa/setup')).status).toBe(409);
    expect((await client.json('POST', '/api/settings/2fa/enable', { code: codeAt(setup.body.secret, 1) })).status).toBe(409);

    const [row] = await stack.server.db.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row!.totpSecret).toBe(setup.body.secret);
    // only hashes of the recovery codes are stored
    expect(row!.recoveryCodes).toHaveLength(8);
    for (const code of ok.body.recoveryCodes) expect(JSON.stringify(row!.recoveryCodes)).not.toContain(code.replace('-', ''));
  });

  it('needs a session', async () => {
    expect((await stack.client().json('POST', '/api/settings/2fa/setup')).status).toBe(401);
  });
});

describe('logging in with two-factor authentication', () => {
  it('gives no session for the password alone; the code step does', async () => {
    const { email, secret } = await userWith2fa();
    const { client, challenge } = await passwordStep(email);
    expect((await client.json('GET', '/api/me')).body).toEqual({ user: null });
    expect((await client.json('GET', '/api/settings')).status).toBe(401);

    const wrong = await codeStep(client, challenge, wrongCode(secret));
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toMatch(/code is not right/);
    expect(client.cookie).toBe('');

    // enabling used the current step: the next period's code (within the ±1 step window) logs in
    const ok = await codeStep(client, challenge, codeAt(secret, 1));
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe(email.toLowerCase());
    expect(client.cookie).toMatch(/^pf_session=.+/);
    expect((await client.json<{ user: UserDto }>('GET', '/api/me')).body.user.email).toBe(email.toLowerCase());

    // a challenge is used once
    const again = await codeStep(stack.client(), challenge, codeAt(secret, 1));
    expect(again.status).toBe(401);
    expect(again.body.error).toMatch(/expired/);
  });

  it('refuses a replayed code, a code too old, an expired challenge and a forged one', async () => {
    const { email, secret } = await userWith2fa('Replay');
    const first = await passwordStep(email);
    const code = codeAt(secret, 1);
    expect((await codeStep(first.client, first.challenge, code)).status).toBe(200);

    const second = await passwordStep(email);
    const replay = await codeStep(second.client, second.challenge, code);
    expect(replay.status).toBe(401);
    // codes of steps before the last one used are refused too, and so is a code from minutes ago
    expect((await codeStep(second.client, second.challenge, codeAt(secret, 0))).status).toBe(401);
    expect((await codeStep(second.client, second.challenge, codeAt(secret, -4))).status).toBe(401);
    expect(second.client.cookie).toBe('');

    const third = await passwordStep(email);
    await stack.server.db.pool.query(
      `update login_challenges set expires_at = now() - interval '1 second' where user_id = (select id from users where email = $1)`,
      [email.toLowerCase()],
    );
    const late = await codeStep(third.client, third.challenge, codeAt(secret, 1));
    expect(late.status).toBe(401);
    expect(late.body.error).toMatch(/expired/);

    expect((await codeStep(stack.client(), 'made-up-challenge', codeAt(secret))).status).toBe(401);
    const empty = await stack.client().json<ApiError>('POST', '/api/auth/login/2fa', { challenge: third.challenge });
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('code');
  });

  it('kills a challenge after 5 wrong codes', async () => {
    const { email, secret } = await userWith2fa('Guess');
    const { client, challenge } = await passwordStep(email);
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < 5; i++) {
      const r = await codeStep(client, challenge, wrongCode(secret));
      statuses.push(r.status);
      last = r.body.error;
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect(last).toMatch(/Too many wrong codes/);
    const right = await codeStep(client, challenge, codeAt(secret, 1));
    expect(right.status).toBe(401);
    expect(client.cookie).toBe('');
    // a new login (password again) gets a new challenge
    const fresh = await passwordStep(email);
    expect((await codeStep(fresh.client, fresh.challenge, codeAt(secret, 1))).status).toBe(200);
  });

  it('stops taking codes for an account after 10 wrong ones in 15 minutes, however many challenges', async () => {
    const { email, secret } = await userWith2fa('Brute');
    for (let round = 0; round < 2; round++) {
      const { client, challenge } = await passwordStep(email);
      for (let i = 0; i < 5; i++) expect((await codeStep(client, challenge, wrongCode(secret))).status).toBe(401);
    }
    const { client, challenge } = await passwordStep(email);
    const blocked = await codeStep(client, challenge, codeAt(secret, 1));
    expect(blocked.status).toBe(429);
    expect(client.cookie).toBe('');
  });

  it('accepts a recovery code once, in place of the app', async () => {
    const { email, recoveryCodes } = await userWith2fa('Recovery');
    const { client, challenge } = await passwordStep(email);
    const typed = recoveryCodes[3]!.toUpperCase().replace('-', ' ');
    const ok = await codeStep(client, challenge, typed);
    expect(ok.status).toBe(200);
    expect(ok.body.recoveryCodesLeft).toBe(7);
    const again = await passwordStep(email);
    expect((await codeStep(again.client, again.challenge, recoveryCodes[3]!)).status).toBe(401);
    expect((await codeStep(again.client, again.challenge, recoveryCodes[4]!)).status).toBe(200);
  });

  it('gives one session when the same challenge and code race', async () => {
    const { email, secret } = await userWith2fa('Race');
    const { challenge } = await passwordStep(email);
    const code = codeAt(secret, 1);
    const results = await Promise.all([0, 1, 2].map(() => codeStep(stack.client(), challenge, code)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
  });

  it('leaves logins without two-factor authentication as they were', async () => {
    const email = uniqueEmail('Plain');
    await stack.client().signup(email, PASSWORD);
    const client = stack.client();
    const r = await client.json<LoginResponse>('POST', '/api/auth/login', { email, password: PASSWORD });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ user: expect.objectContaining({ email: email.toLowerCase() }) });
    expect(client.cookie).toMatch(/^pf_session=.+/);
    expect((await stack.client().json('POST', '/api/auth/login', { email, password: 'wrong password' })).status).toBe(401);
  });
});

describe('turning two-factor authentication off', () => {
  it('needs the password and a code, then login takes the password alone again', async () => {
    const { email, secret, client, enableCode } = await userWith2fa('Off');
    const wrongPassword = await client.json<ApiError>('POST', '/api/settings/2fa/disable', { password: 'not it at all', code: codeAt(secret, 1) });
    expect(wrongPassword.status).toBe(403);
    const wrong = await client.json<ApiError>('POST', '/api/settings/2fa/disable', { password: PASSWORD, code: wrongCode(secret) });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toMatch(/code/);
    // the code that turned it on has been used
    const replayed = await client.json<ApiError>('POST', '/api/settings/2fa/disable', { password: PASSWORD, code: enableCode });
    expect(replayed.status).toBe(403);
    expect((await client.json<SettingsDto>('GET', '/api/settings')).body.twoFactorEnabled).toBe(true);

    expect((await client.request('POST', '/api/settings/2fa/disable', { password: PASSWORD, code: codeAt(secret, 1) })).status).toBe(204);
    expect((await client.json<SettingsDto>('GET', '/api/settings')).body.twoFactorEnabled).toBe(false);
    const [row] = await stack.server.db.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row).toMatchObject({ totpEnabled: false, totpSecret: null, totpLastStep: null, recoveryCodes: [] });

    const plain = await stack.client().json<LoginResponse>('POST', '/api/auth/login', { email, password: PASSWORD });
    expect(plain.body).toHaveProperty('user');
    expect((await client.json('POST', '/api/settings/2fa/disable', { password: PASSWORD, code: codeAt(secret, 1) })).status).toBe(409);
  });

  it('takes a recovery code when the phone is lost', async () => {
    const { recoveryCodes, client } = await userWith2fa('Lost');
    expect((await client.request('POST', '/api/settings/2fa/disable', { password: PASSWORD, code: recoveryCodes[0] })).status).toBe(204);
  });
});
