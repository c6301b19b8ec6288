import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { UserDto } from '../../core/auth/api.ts';
import { users } from '../../db/schema.ts';
import { uniqueEmail } from '../support/api.ts';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ workers: false });
});
afterAll(async () => {
  await stack?.close();
});

describe('accounts and sessions', () => {
  it('signs up with an argon2id hash and an httpOnly session cookie', async () => {
    const client = stack.client();
    const email = uniqueEmail('Signup');
    const res = await client.request('POST', '/api/auth/signup', { email, password: 'a long passphrase', fullName: 'Ada Lovelace' });
    expect(res.status).toBe(201);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/pf_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const [row] = await stack.server.db.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row!.passwordHash?.startsWith('$argon2id$')).toBe(true);
    expect(row!.passwordHash).not.toContain('a long passphrase');
    const me = await client.json<{ user: UserDto }>('GET', '/api/me');
    expect(me.body.user).toMatchObject({ email: email.toLowerCase(), fullName: 'Ada Lovelace', role: 'user' });
  });

  it('logs in, rejects a wrong password, and logs out server-side', async () => {
    const email = uniqueEmail();
    await stack.client().signup(email, 'right password 1');
    const client = stack.client();
    expect((await client.json('POST', '/api/auth/login', { email, password: 'wrong password' })).status).toBe(401);
    expect((await client.json('POST', '/api/auth/login', { email, password: 'right password 1' })).status).toBe(200);
    const stolen = client.cookie;
    expect((await client.json<{ user: UserDto | null }>('GET', '/api/me')).body.user?.email).toBe(email.toLowerCase());
    expect((await client.request('POST', '/api/auth/logout')).status).toBe(204);
    const replay = stack.client();
    replay.cookie = stolen;
    expect((await replay.json('GET', '/api/me')).body).toEqual({ user: null });
    expect((await replay.json('GET', '/api/documents')).status).toBe(401);
  });

  it('refuses a taken email, a short password and a bad email with clear messages', async () => {
    const email = uniqueEmail();
    await stack.client().signup(email);
    const taken = await stack.client().json<{ error: string }>('POST', '/api/auth/signup', { email, password: 'another one 123', fullName: 'X' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatch(/already exists/);
    const short = await stack.client().json<{ error: string }>('POST', '/api/auth/signup', { email: uniqueEmail(), password: 'short', fullName: 'X' });
    expect(short.status).toBe(400);
    expect(short.body.error).toMatch(/8 characters/);
    const bad = await stack.client().json<{ error: string }>('POST', '/api/auth/signup', { email: 'not-an-email', password: 'long enough 123', fullName: 'X' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/email/i);
  });
});
