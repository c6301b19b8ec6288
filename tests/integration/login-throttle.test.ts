// The brake on password guessing: wrong passwords (twenty at once among them) get 429 with
// Retry-After, the right password is refused while the lock holds and works once it has expired;
// another account, or another address, is not locked by someone else's guessing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/api.ts';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
const password = 'correct horse battery';

beforeAll(async () => {
  // small numbers so the test runs in seconds; the policy is the same as the defaults'
  stack = await startStack({
    workers: false,
    env: {
      LOGIN_FAILS_PER_ACCOUNT_IP: '5',
      LOGIN_DELAY_SECONDS: '2',
      LOGIN_MAX_DELAY_SECONDS: '8',
      LOGIN_FAILS_PER_ACCOUNT: '30',
      LOGIN_ACCOUNT_WINDOW_SECONDS: '60',
      LOGIN_ACCOUNT_LOCK_SECONDS: '60',
      LOGIN_FAILS_PER_IP: '1000',
    },
  });
});
afterAll(async () => {
  await stack?.close();
});

async function account(): Promise<string> {
  const email = uniqueEmail('throttle');
  await stack.client().signup(email, password);
  return email;
}

/** A login from `ip` (the server believes X-Forwarded-For from loopback, as behind a local proxy). */
async function login(email: string, pw: string, ip = '203.0.113.7') {
  const res = await fetch(`${stack.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.server.url, 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password: pw }),
  });
  const body = (await res.json()) as { error?: string };
  return { status: res.status, retryAfter: res.headers.get('retry-after'), error: body.error ?? '' };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('login throttling', () => {
  it('answers 429 with Retry-After after five wrong passwords, counting twenty sent at once, and refuses even the right password', async () => {
    const email = await account();
    const burst = await Promise.all(Array.from({ length: 20 }, () => login(email, 'wrong password')));
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const refused = burst.find((r) => r.status === 429)!;
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(refused.error).toMatch(/Too many sign-in attempts\. Try again in \d+ seconds?\./);
    expect((await login(email, password)).status).toBe(429);
  });

  it('lets the owner in once the lock has expired, and the count starts over after a right password', async () => {
    const email = await account();
    for (let i = 0; i < 5; i++) expect((await login(email, 'nope')).status).toBe(401);
    const locked = await login(email, password);
    expect(locked.status).toBe(429);
    await sleep(Number(locked.retryAfter) * 1000 + 200);
    expect((await login(email, password)).status).toBe(200);
    // a fresh start: five more wrong ones are 401 again, not 429
    for (let i = 0; i < 5; i++) expect((await login(email, 'nope')).status).toBe(401);
  });

  it('locks longer each time it is set again (2 s, then 4 s)', async () => {
    const email = await account();
    for (let i = 0; i < 5; i++) await login(email, 'nope');
    const first = await login(email, 'nope');
    expect(first.status).toBe(429);
    expect(Number(first.retryAfter)).toBe(2);
    await sleep(Number(first.retryAfter) * 1000 + 200);
    // five more tries after the first lock, then a lock twice as long
    for (let i = 0; i < 5; i++) expect((await login(email, 'nope')).status).toBe(401);
    const again = await login(email, 'nope');
    expect(again.status).toBe(429);
    expect(Number(again.retryAfter)).toBe(4);
  });

  it('does not lock another account, nor the same account from another address', async () => {
    const victim = await account();
    const bystander = await account();
    for (let i = 0; i < 8; i++) await login(victim, 'nope', '198.51.100.1');
    expect((await login(victim, 'nope', '198.51.100.1')).status).toBe(429);
    expect((await login(bystander, password, '198.51.100.1')).status).toBe(200);
    expect((await login(victim, password, '192.0.2.55')).status).toBe(200);
  });

  it('locks an account guessed at from many addresses once it has had its failures for the window', async () => {
    const email = await account();
    const attempts = [];
    for (let i = 0; i < 40; i++) attempts.push((await login(email, 'nope', `10.1.0.${i}`)).status);
    expect(attempts.filter((s) => s === 401)).toHaveLength(30);
    expect(attempts.slice(30).every((s) => s === 429)).toBe(true);
    expect((await login(email, password, '10.2.0.1')).status).toBe(429);
  });

  it("lets an operator lift an account's locks at once", async () => {
    const email = await account();
    for (let i = 0; i < 6; i++) await login(email, 'nope');
    expect((await login(email, password)).status).toBe(429);
    const { loginThrottle } = await import('../../server/auth/throttle.ts');
    const { createRedis } = await import('../../infra/redis.ts');
    const redis = createRedis(stack.env.config.REDIS_URL, 'test');
    await loginThrottle(redis, stack.env.config).unlock(email);
    redis.disconnect();
    expect((await login(email, password)).status).toBe(200);
  });
});
