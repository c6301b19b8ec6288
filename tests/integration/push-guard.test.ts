// Web push endpoints are URLs a user gives, so they go through the outbound guard: with the settings a
// user gets (no OUTBOUND_ALLOW_HOSTS), loopback, private, link-local (metadata), unspecified and names
// that resolve inside are refused when a device subscribes and again when a reminder is sent (a row
// that points inside, as DNS rebinding or an older version would leave it, reaches nothing). The log
// shows a category of failure, never the remote reply or the socket's error. A subscription belongs to
// the account that made it, and an account has at most MAX_PUSH_DEVICES devices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemindersDto } from '../../core/chime/api.ts';
import { MAX_PUSH_DEVICES } from '../../core/chime/reminders.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { ApiClient, uniqueEmail } from '../support/api.ts';
import { device, pushService } from '../support/delivery-peers.ts';
import { startStack, waitFor, type Stack } from '../support/stack.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

const TODAY = '2026-03-17';
const bill = (name: string) => ({
  name,
  payee: 'City Water Dept',
  expected: { kind: 'exact', cents: 4200 },
  cadence: { kind: 'monthly', day: 19 },
  anchor: '2026-01-19',
  channels: ['push'],
});
const log = async (c: ApiClient) => (await c.json<RemindersDto>('GET', '/api/reminders')).body.log;

describe('push endpoints on the settings a user gets', () => {
  let stack: Stack;
  let push: Awaited<ReturnType<typeof pushService>>;
  let port: string;

  beforeAll(async () => {
    push = await pushService(cleanups, (p) => (p.includes('fail') ? 500 : 201));
    port = new URL(push.base).port;
    // the loopback service's certificate is trusted, so only the guard stands between the worker and it
    stack = await startStack({ workers: true, env: { CLOCK_TODAY: TODAY, PUSH_CA_FILE: push.caFile, DELIVERY_TIMEOUT_MS: '800', REMINDER_ATTEMPTS: '1' } });
    cleanups.push(() => stack.close());
  }, 60_000);

  it('refuses endpoints that are not public push services, naming the field', async () => {
    const c = new ApiClient(stack.server.url);
    await c.signup(uniqueEmail('ssrf'));
    const inside = [
      'https://127.0.0.1:5432/',
      'https://localhost:6379/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]:22/',
      'https://10.0.0.1/',
      'https://192.168.1.1/admin',
      'https://0.0.0.0:3000/',
      'https://[::ffff:127.0.0.1]/',
      'https://172.16.0.1/',
      'https://100.100.100.200/',
      'https://[fd00:ec2::254]/',
      'https://user:pw@203.0.113.9/',
      `${push.base}/send/x`,
    ];
    for (const endpoint of inside) {
      const r = await c.json<{ error: string; field?: string }>('POST', '/api/push/subscriptions', { endpoint, keys: device().keys });
      expect(r.status, endpoint).toBe(400);
      expect(r.body.error, endpoint).toMatch(/^endpoint: /);
    }
    expect((await c.json<RemindersDto>('GET', '/api/reminders')).body.push.devices).toEqual([]);
    expect(push.received).toHaveLength(0);
  });

  it('sends nothing to an endpoint inside, even one already stored, and logs only a category', async () => {
    const c = new ApiClient(stack.server.url);
    const user = await c.signup(uniqueEmail('rebind'));
    // rows that passed a check once (a name that now resolves to loopback; an older version's literal)
    const d = device();
    await stack.server.db.db.insert(pushSubscriptions).values([
      { userId: user.id, endpoint: `https://localhost:${port}/send/rebound`, p256dh: d.keys.p256dh, auth: d.keys.auth, device: 'Rebound' },
      { userId: user.id, endpoint: `https://127.0.0.1:${port}/send/literal`, p256dh: d.keys.p256dh, auth: d.keys.auth, device: 'Literal' },
    ]);
    await c.json('POST', '/api/bills', bill('Water'));
    const failed = await waitFor(async () => (await log(c)).find((r) => r.channel === 'push' && r.status === 'failed'), 'the push failure');
    expect(failed.reason).toMatch(/not a public push service|could not reach the push service/);
    expect(failed.reason).not.toMatch(/ECONN|EPROTO|127\.0\.0\.1|localhost|socket/i);
    expect(push.received.filter((r) => r.path.includes('rebound') || r.path.includes('literal'))).toHaveLength(0);
  });
});

describe('push to a service an operator allowed (OUTBOUND_ALLOW_HOSTS)', () => {
  const allowed = {} as { push: Awaited<ReturnType<typeof pushService>>; stack: Stack };
  beforeAll(async () => {
    allowed.push = await pushService(cleanups, (p) => (p.includes('fail') ? 500 : 201));
    allowed.stack = await startStack({
      workers: true,
      env: { CLOCK_TODAY: TODAY, PUSH_CA_FILE: allowed.push.caFile, OUTBOUND_ALLOW_HOSTS: '127.0.0.1', DELIVERY_TIMEOUT_MS: '800', REMINDER_ATTEMPTS: '1' },
    });
    cleanups.push(() => allowed.stack.close());
  }, 60_000);

  it('shows the status class, never the remote body or the socket error', async () => {
    const { push, stack } = allowed;
    const c = new ApiClient(stack.server.url);
    await c.signup(uniqueEmail('allowed'));
    expect((await c.json('POST', '/api/push/subscriptions', { endpoint: `${push.base}/send/fail`, keys: device().keys })).status).toBe(201);
    await c.json('POST', '/api/bills', bill('Power'));
    const failed = await waitFor(async () => (await log(c)).find((r) => r.channel === 'push' && r.status === 'failed'), 'the push failure');
    expect(failed.reason).toBe('push: the push service had an error (HTTP 500)');

    // a closed port reads the same as any unreachable service (no ECONNREFUSED vs EPROTO port map)
    const d = new ApiClient(stack.server.url);
    await d.signup(uniqueEmail('closed'));
    expect((await d.json('POST', '/api/push/subscriptions', { endpoint: 'https://127.0.0.1:9/send/x', keys: device().keys })).status).toBe(201);
    await d.json('POST', '/api/bills', bill('Gas'));
    const closed = await waitFor(async () => (await log(d)).find((r) => r.channel === 'push' && r.status === 'failed'), 'the push failure');
    expect(closed.reason).toBe('push: could not reach the push service');
  }, 60_000);

  it('a subscription stays with the account that made it', async () => {
    const a = new ApiClient(allowed.stack.server.url);
    await a.signup(uniqueEmail('owner'));
    const b = new ApiClient(allowed.stack.server.url);
    await b.signup(uniqueEmail('taker'));
    const endpoint = `${allowed.push.base}/send/abc`; // never sent to: neither account has a bill
    expect((await a.json('POST', '/api/push/subscriptions', { endpoint, keys: device().keys, device: 'A phone' })).status).toBe(201);
    expect((await b.json('POST', '/api/push/subscriptions', { endpoint, keys: device().keys, device: 'B phone' })).status).toBe(201);
    expect((await a.json<RemindersDto>('GET', '/api/reminders')).body.push.devices.map((x) => x.device)).toEqual(['A phone']);
    expect((await b.json<RemindersDto>('GET', '/api/reminders')).body.push.devices.map((x) => x.device)).toEqual(['B phone']);
    // the same account again: its own row is updated, not duplicated
    await a.json('POST', '/api/push/subscriptions', { endpoint, keys: device().keys, device: 'A phone, renamed' });
    expect((await a.json<RemindersDto>('GET', '/api/reminders')).body.push.devices.map((x) => x.device)).toEqual(['A phone, renamed']);
  });

  it(`caps an account at ${MAX_PUSH_DEVICES} devices with a clear answer`, async () => {
    const c = new ApiClient(allowed.stack.server.url);
    await c.signup(uniqueEmail('many'));
    for (let i = 0; i < MAX_PUSH_DEVICES; i++) {
      expect((await c.json('POST', '/api/push/subscriptions', { endpoint: `${allowed.push.base}/d/${i}`, keys: device().keys })).status).toBe(201);
    }
    const over = await c.json<{ error: string }>('POST', '/api/push/subscriptions', { endpoint: `${allowed.push.base}/d/over`, keys: device().keys });
    expect(over.status).toBe(409);
    expect(over.body.error).toContain(`at most ${MAX_PUSH_DEVICES} devices`);
    // an existing device may still renew its keys
    expect((await c.json('POST', '/api/push/subscriptions', { endpoint: `${allowed.push.base}/d/0`, keys: device().keys })).status).toBe(201);
  });
});
