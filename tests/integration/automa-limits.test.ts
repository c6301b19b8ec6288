// Automa under load (#28): 40 active rules that all overlap over a 1,000-row ledger answer a small
// rules list and conflicts as pairs with counts, their rows a page at a time; a user keeps at most
// MAX_RULES_PER_USER rules (one more is refused, naming the cap), and the rules list pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutomationConflictRowsDto, AutomationConflictsDto, AutomationRulesDto } from '../../core/automa/api.ts';
import { CONFLICT_MAX_PAIRS, MAX_RULES_PER_USER, RULES_PAGE_MAX } from '../../core/automa/limits.ts';
import { automationRules } from '../../db/schema.ts';
import { seedOverlap } from '../support/automa-overlap.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { startStack, type Stack } from '../support/stack.ts';

const TODAY = '2026-03-17';
const RULES = 40;
const ROWS = 1000;
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ workers: false, env: { CLOCK_TODAY: TODAY } });
});
afterAll(async () => {
  await stack?.close();
});

async function user(label: string): Promise<{ client: ApiClient; id: string }> {
  const client = stack.client();
  return { client, id: (await client.signup(uniqueEmail(label))).id };
}

const rule = (i: number) => ({
  name: `Rule ${i}`,
  trigger: 'transaction imported' as const,
  conditions: [{ field: 'description' as const, op: 'contains' as const, value: `shop ${i}` }],
  actions: [{ kind: 'mark for review' as const }],
});

describe('Automa with many overlapping rules', () => {
  let client: ApiClient;
  beforeAll(async () => {
    const u = await user('automa-overlap');
    client = u.client;
    await seedOverlap(stack.env.envVars.DATABASE_URL!, u.id, { rows: ROWS, rules: RULES, today: TODAY });
  });

  it('answers the rules list small, without conflict rows', async () => {
    const r = await client.request('GET', '/api/automation/rules');
    expect(r.status).toBe(200);
    const text = await r.text();
    expect(text.length).toBeLessThan(200_000);
    const body = JSON.parse(text) as AutomationRulesDto & { conflicts?: unknown };
    expect(body.rules).toHaveLength(RULES);
    expect(body.total).toBe(RULES);
    expect(body.conflicts).toBeUndefined();
  });

  it('lists the conflicting pairs with counts, capped and saying so', async () => {
    const r = await client.request('GET', '/api/automation/conflicts');
    const text = await r.text();
    expect(r.status).toBe(200);
    expect(text.length).toBeLessThan(200_000);
    const body = JSON.parse(text) as AutomationConflictsDto;
    const pairs = (RULES * (RULES - 1)) / 2;
    expect(body.scan).toEqual({ rows: ROWS, scannedRows: ROWS, rowsCapped: false, pairs, listed: CONFLICT_MAX_PAIRS, pairsCapped: true });
    expect(body.conflicts).toHaveLength(CONFLICT_MAX_PAIRS);
    expect(body.conflicts[0]).toMatchObject({ a: { name: 'Shop rule 1' }, b: { name: 'Shop rule 2' }, count: ROWS });
    expect(body.conflicts[0]).not.toHaveProperty('transactions');
  });

  it("pages a conflict's shared rows, oldest first, either way round", async () => {
    const [a, b] = (await client.json<AutomationConflictsDto>('GET', '/api/automation/conflicts')).body.conflicts.map((c) => [c.a.id, c.b.id])[0]!;
    const page = async (q: string, x = a, y = b) =>
      client.json<AutomationConflictRowsDto & { error?: string; field?: string }>('GET', `/api/automation/conflicts/${x}/${y}${q}`);
    const first = (await page('')).body;
    expect(first).toMatchObject({ count: ROWS, offset: 0, limit: 10, a: { id: a }, b: { id: b } });
    expect(first.transactions).toHaveLength(10);
    const second = (await page('?offset=10&limit=25', b, a)).body;
    expect(second).toMatchObject({ a: { id: a }, b: { id: b }, offset: 10, limit: 25 });
    expect(second.transactions).toHaveLength(25);
    const dates = [...first.transactions, ...second.transactions].map((t) => t.date);
    expect(dates).toEqual([...dates].sort());
    expect(new Set([...first.transactions, ...second.transactions].map((t) => t.id)).size).toBe(35);
    expect((await page(`?offset=${ROWS - 5}&limit=100`)).body.transactions).toHaveLength(5);

    const tooMany = await page('?limit=1000');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ field: 'limit', error: 'limit: can be at most 100' });
    expect((await page('', a, a)).status).toBe(404);
  });
});

describe('Automa rule cap and paging', () => {
  it(`refuses rule ${MAX_RULES_PER_USER + 1}, naming the cap, and pages the list`, async () => {
    const { client, id } = await user('automa-cap');
    // all but the last straight into the database; the last one through the API
    await stack.server.db.db
      .insert(automationRules)
      .values(Array.from({ length: MAX_RULES_PER_USER - 1 }, (_, i) => ({ userId: id, ...rule(i + 1), createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)) })));
    const last = await client.json<{ error?: string }>('POST', '/api/automation/rules', rule(MAX_RULES_PER_USER));
    expect(last.status).toBe(201);
    const over = await client.json<{ error: string }>('POST', '/api/automation/rules', rule(MAX_RULES_PER_USER + 1));
    expect(over.status).toBe(409);
    expect(over.body.error).toBe(`You have ${MAX_RULES_PER_USER} rules, the most Automa keeps: delete one (or edit one) first.`);

    const all = await client.request('GET', '/api/automation/rules');
    expect(all.headers.get('x-total-count')).toBe(String(MAX_RULES_PER_USER));
    const names = ((await all.json()) as AutomationRulesDto).rules.map((r) => r.name);
    expect(names).toEqual(Array.from({ length: MAX_RULES_PER_USER }, (_, i) => `Rule ${i + 1}`));

    const page = await client.json<AutomationRulesDto>('GET', '/api/automation/rules?limit=30&offset=150');
    expect(page.body).toMatchObject({ total: MAX_RULES_PER_USER, offset: 150, limit: 30 });
    expect(page.body.rules.map((r) => r.name)).toEqual(names.slice(150, 180));
    expect((await client.json<AutomationRulesDto>('GET', '/api/automation/rules?limit=30&offset=190')).body.rules.map((r) => r.name)).toEqual(names.slice(190));

    const bad = await client.json<{ error: string; field: string }>('GET', `/api/automation/rules?limit=${RULES_PAGE_MAX + 1}`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'limit', error: `limit: can be at most ${RULES_PAGE_MAX}` });
    expect((await client.json('GET', '/api/automation/rules?offset=-1')).status).toBe(400);
  });
});
