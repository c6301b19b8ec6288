// Bad values in every route's params, query and body are a 400 naming the field, never a 500:
// each registered /api route gets the same set of hostile inputs from a signed-in user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, uniqueEmail } from '../support/api.ts';
import { importCsv, startStack, type Stack } from '../support/stack.ts';
import { apiRoutes } from '../support/routes.ts';

let stack: Stack;
let user: ApiClient;
const password = 'correct horse battery';
let email: string;

beforeAll(async () => {
  stack = await startStack();
  user = stack.client();
  email = uniqueEmail('hostile');
  await user.signup(email, password);
  await importCsv(user, 'a.csv', ['2026-03-02,GROCER,-12.00,Checking', '2026-03-03,PAYROLL ACME,1500.00,Checking']);
});
afterAll(async () => {
  await stack?.close();
});

// these end the session or the account when they succeed; they are checked elsewhere
const SKIP = new Set(['POST /api/auth/logout', 'POST /api/settings/sign-out-everywhere']);

const QUERIES = [
  'from=2024-02-30',
  'to=9999-99-99',
  'from=0000-00-00',
  'search=%00',
  'search=a%00b',
  'q=%00',
  'page=-1',
  'page=abc',
  'limit=1e9',
  'limit=-5',
  'from=2024-01-01&from=2024-02-01',
  'category=%00',
  'format=%00',
  'month=2024-13',
  'month=x',
  'days=999999999999',
  'sort=%00',
  'kind=%FF',
];
const BODIES: unknown[] = [
  null,
  [],
  'text',
  42,
  {},
  { question: '\u0000\u0001\u0002\u0007' },
  { question: '\u200b\u200b' },
  { category: { nested: true } },
  { amount: 'NaN' },
  { amountCents: 1e308 },
  { date: '2024-02-30' },
  { id: '../../etc/passwd' },
  { email: 'a'.repeat(10_000) },
  { name: '\u0000' },
  { text: '\ud800' },
  { message: 'x'.repeat(200_000) },
  // a NUL byte (PostgreSQL refuses it in text) in every text field the routes take
  Object.fromEntries(
    [
      'message',
      'question',
      'name',
      'description',
      'email',
      'fullName',
      'subject',
      'phone',
      'pattern',
      'value',
      'merchant',
      'category',
      'subcategory',
      'conversationId',
      'employee',
      'decision',
      'dateOrder',
      'code',
      'challenge',
      'account',
    ].map((k) => [k, `a\u0000b`]),
  ),
];
const IDS = ['%00', 'not-a-uuid', 'x'.repeat(3000), '..%2F..%2Fetc', '00000000-0000-0000-0000-00000000000g'];

describe('hostile values never cause a 500', () => {
  it('every registered route answers each bad value with a 4xx (or a normal answer), and the server keeps serving', async () => {
    const routes = apiRoutes(stack.server.app).filter(([m, p]) => !SKIP.has(`${m} ${p}`));
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    const check = async (method: string, path: string, body?: unknown) => {
      const r = await user.request(method, path, method === 'GET' || (method === 'DELETE' && body === undefined) ? undefined : body);
      const text = await r.text();
      if (r.status >= 500) failures.push(`${method} ${path} ${JSON.stringify(body)?.slice(0, 60) ?? ''} → ${r.status} ${text.slice(0, 120)}`);
      else if (r.status >= 400 && !(r.headers.get('content-type') ?? '').includes('json')) failures.push(`${method} ${path} → ${r.status} not JSON`);
    };
    for (const [method, path] of routes) {
      for (const q of QUERIES) await check(method, `${path}?${q}`, method === 'GET' ? undefined : {});
      if (method !== 'GET') for (const b of BODIES) await check(method, path, b);
      if (path.includes('00000000-0000-4000-8000-000000000000')) {
        for (const id of IDS) await check(method, path.replace('00000000-0000-4000-8000-000000000000', id), method === 'GET' ? undefined : {});
      }
      // a session lost to a route that signs out would hide later failures: sign in again
      if ((await user.json<{ user: unknown }>('GET', '/api/me')).body.user === null) {
        expect((await user.json('POST', '/api/auth/login', { email, password })).status).toBe(200);
      }
    }
    expect(failures).toEqual([]);
    expect((await user.json('GET', '/api/transactions')).status).toBe(200);
  }, 240_000);

  it("answers a malformed id in the address as a missing row would be: a 404 in the route's own words, on every route that takes an id", async () => {
    const placeholder = '00000000-0000-4000-8000-000000000000';
    const routes = apiRoutes(stack.server.app).filter(([m, p]) => !SKIP.has(`${m} ${p}`) && p.includes(placeholder));
    expect(routes.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const [method, path] of routes) {
      for (const id of ['not-a-uuid', '00000000-0000-0000-0000-00000000000g', '1']) {
        const r = await user.request(method, path.replace(placeholder, id), method === 'GET' ? undefined : {});
        const body = (await r.json().catch(() => ({}))) as { error?: string };
        if (r.status !== 404 || !body.error || /address part/.test(body.error)) wrong.push(`${method} ${path} (${id}) → ${r.status} ${body.error ?? ''}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('names the field: bad dates and a NUL byte on /api/transactions, a question of control characters to Prime', async () => {
    for (const [q, field] of [
      ['from=2024-02-30', 'from'],
      ['to=9999-99-99', 'to'],
      ['from=0000-00-00', 'from'],
      ['search=a%00b', 'search'],
    ] as const) {
      const r = await user.json<{ error: string; field?: string }>('GET', `/api/transactions?${q}`);
      expect(r.status, q).toBe(400);
      expect(r.body.field, q).toBe(field);
    }
    const prime = await user.json<{ error: string; field?: string }>('POST', '/api/prime/ask', { question: '\u0000\u0001\u0002\u0007\u001b' });
    expect(prime.status).toBe(400);
    expect(prime.body.field).toBe('question');
  });
});
