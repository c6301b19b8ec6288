// Ending a session closes its live connections at once, whichever of two servers they are on:
// logout, a password change (the other sessions), turning on two-factor, account deletion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { totp } from '../../core/auth/totp.ts';
import { startServer, type RunningServer } from '../../server/app.ts';
import { ApiClient, connected, uniqueEmail } from '../support/api.ts';
import { startStack, waitFor, type Stack } from '../support/stack.ts';

let stack: Stack;
let second: RunningServer;
const password = 'correct horse battery';

beforeAll(async () => {
  stack = await startStack({ workers: false });
  second = await startServer(stack.env.config);
});
afterAll(async () => {
  await second?.close();
  await stack?.close();
});

/** A second browser of the same user, signed in through `server`. */
async function session(email: string, server: { url: string }): Promise<ApiClient> {
  const c = new ApiClient(server.url);
  expect((await c.json('POST', '/api/auth/login', { email, password })).status).toBe(200);
  return c;
}

async function liveSocket(c: ApiClient): Promise<Socket> {
  const s = c.socket();
  s.io.opts.reconnection = false;
  await connected(s);
  return s;
}

const closed = (s: Socket, what: string) => waitFor(async () => !s.connected, what, 5000);

describe('ending a session closes its sockets on every server', () => {
  it("logout on server 1 closes that session's socket on server 2, and only that one", async () => {
    const email = uniqueEmail('logout');
    const a = stack.client();
    await a.signup(email, password);
    const b = await session(email, stack.server);
    const aOnSecond = await liveSocket(new ApiClient(second.url).withCookie(a.cookie));
    const bOnSecond = await liveSocket(new ApiClient(second.url).withCookie(b.cookie));
    expect((await a.json('POST', '/api/auth/logout')).status).toBe(204);
    await closed(aOnSecond, "the logged-out session's socket to close");
    await new Promise((r) => setTimeout(r, 300));
    expect(bOnSecond.connected).toBe(true);
    bOnSecond.disconnect();
  });

  it("a password change closes the other sessions' sockets and keeps this one's", async () => {
    const email = uniqueEmail('password');
    const me = stack.client();
    await me.signup(email, password);
    const other = await session(email, second);
    const mine = await liveSocket(me);
    const theirs = await liveSocket(other);
    expect((await me.json('POST', '/api/settings/password', { currentPassword: password, newPassword: 'a brand new secret' })).status).toBe(204);
    await closed(theirs, "the other session's socket to close");
    await new Promise((r) => setTimeout(r, 300));
    expect(mine.connected).toBe(true);
    mine.disconnect();
  });

  it('turning two-factor on ends the sessions that never gave a code, sockets included', async () => {
    const email = uniqueEmail('twofactor');
    const me = stack.client();
    await me.signup(email, password);
    const other = await session(email, second);
    const theirs = await liveSocket(other);
    const { secret } = (await me.json<{ secret: string }>('POST', '/api/settings/2fa/setup')).body;
    expect(secret).toBeTruthy();
    expect((await me.json('POST', '/api/settings/2fa/enable', { code: totp(secret, Date.now()) })).status).toBe(200);
    await closed(theirs, "the other session's socket to close");
    expect((await other.json('GET', '/api/me')).body).toEqual({ user: null });
    expect((await me.json<{ user: unknown }>('GET', '/api/me')).body.user).not.toBeNull();
  });

  it('deleting the account closes every socket of the user', async () => {
    const email = uniqueEmail('delete');
    const me = stack.client();
    await me.signup(email, password);
    const onSecond = await liveSocket(await session(email, second));
    expect((await me.json('DELETE', '/api/settings/account', { password, confirm: 'DELETE' })).status).toBe(204);
    await closed(onSecond, 'the socket to close');
  });
});
