// Prime routes a signed-in user's question, logs the decision and hands the question to the
// employee once, within 24 hours, and only to its owner.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandoffDto, PrimeAskResult } from '../../core/prime/api.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let client: ApiClient;
let db: pg.Client;

beforeAll(async () => {
  stack = await startStack({ workers: false });
  client = stack.client();
  await client.signup(uniqueEmail('prime'));
  db = new pg.Client({ connectionString: stack.env.config.DATABASE_URL });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await stack?.close();
});

const ask = (c: ApiClient, question: string) => c.json<PrimeAskResult>('POST', '/api/prime/ask', { question });
const claim = (c: ApiClient, id: string, employee: string) =>
  c.json<{ handoff: HandoffDto; error?: string }>('POST', `/api/prime/handoffs/${id}/claim`, { employee });

describe('Prime', () => {
  it('routes a tax question to Ledger, logs it, and Ledger opens with the question once', async () => {
    const r = await ask(client, 'I need help with my taxes');
    expect(r.body).toMatchObject({
      kind: 'route',
      employee: 'ledger',
      route: '/dashboard/tax-assistant',
      message: 'Ledger is best for that. Opening Ledger…',
      delayMs: 700,
    });
    expect(r.body.handoffId).toMatch(/^[0-9a-f-]{36}$/);
    const logged = await db.query(`select routed_to, reply_kind from prime_interactions`);
    expect(logged.rows).toEqual([{ routed_to: 'ledger', reply_kind: 'route' }]);
    const log = await db.query(`select employee, kind, output from ai_interactions_log`);
    expect(log.rows).toEqual([{ employee: 'prime', kind: 'route', output: 'Ledger is best for that. Opening Ledger…' }]);

    const first = await claim(client, r.body.handoffId!, 'ledger');
    expect(first.status).toBe(200);
    expect(first.body.handoff).toMatchObject({ question: 'I need help with my taxes', employee: 'ledger' });
    expect(first.body.handoff.context).toMatchObject({ analysis: { topic: expect.any(String) } });
    const again = await claim(client, r.body.handoffId!, 'ledger');
    expect(again.status).toBe(410);
    expect(again.body.error).toContain('already been opened');
  });

  it('refuses a handoff to another user, to another employee, and after 24 hours', async () => {
    const { body } = await ask(client, 'help me pay off my credit card debt');
    expect(body.employee).toBe('blitz');
    const other = stack.client();
    await other.signup(uniqueEmail('prime-other'));
    expect((await claim(other, body.handoffId!, 'blitz')).status).toBe(404);
    expect((await claim(client, body.handoffId!, 'ledger')).status).toBe(409);
    await db.query(`update smart_handoffs set expires_at = now() - interval '1 second' where id = $1`, [body.handoffId]);
    const expired = await claim(client, body.handoffId!, 'blitz');
    expect(expired.status).toBe(410);
    expect(expired.body.error).toContain('expired');
    expect((await claim(client, 'not-a-uuid', 'blitz')).status).toBe(404);
  });

  it('sends price questions to the pricing page and anything else gets the help line, with no handoff', async () => {
    expect((await ask(client, 'how much does the Pro plan cost?')).body).toMatchObject({
      kind: 'pricing',
      route: '/pricing',
      handoffId: null,
      message: "For pricing information, I'll take you to our pricing page where you can see all our plans and features.",
    });
    expect((await ask(client, 'hello there')).body).toMatchObject({
      kind: 'help',
      route: null,
      handoffId: null,
      message: 'Try asking about goals, tax, bills, importing receipts, predictions, or categorization.',
      reply: { content: 'Try asking about goals, tax, bills, importing receipts, predictions, or categorization.' },
    });
    // a money question the routing rules do not cover is answered, not sent to the help line (issue 31)
    const money = (await ask(client, 'How much did I spend on groceries last month?')).body;
    expect(money).toMatchObject({ kind: 'answer', route: null, handoffId: null });
    expect(money.reply.content).toContain('You have no transactions on file yet');
    expect(money.message).toBe(money.reply.content);
    const handoffs = await db.query(`select count(*)::int as n from smart_handoffs`);
    expect(handoffs.rows[0].n).toBe(2);
  });

  it('refuses blank or missing questions, and strips markup before routing', async () => {
    expect((await ask(client, '   ')).status).toBe(400);
    expect((await client.json('POST', '/api/prime/ask', {})).status).toBe(400);
    const html = await ask(client, '<img src=x onerror=alert(1)>Can you forecast my cash flow?');
    expect(html.body.employee).toBe('crystal');
    const stored = await db.query(`select question from smart_handoffs where id = $1`, [html.body.handoffId]);
    expect(stored.rows[0].question).not.toContain('<');
  });

  it('needs a session', async () => {
    const anonymous = stack.client();
    expect((await anonymous.json('POST', '/api/prime/ask', { question: 'taxes' })).status).toBe(401);
  });
});
