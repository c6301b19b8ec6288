// Chat with the employees, no LLM configured: each built-in responder quotes the figures the
// database and the other pages give; conversations persist, are listed and stay private.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatReplyDto, ConversationDto, ConversationSummaryDto } from '../../core/chat/api.ts';
import type { PredictionsDto } from '../../core/crystal/api.ts';
import type { DocumentDto } from '../../core/documents/api.ts';
import type { InsightsDto } from '../../core/intelia/api.ts';
import type { TagSummaryDto } from '../../core/tag/api.ts';
import { addMonthsKey } from '../../core/crystal/forecast.ts';
import { addDays } from '../../core/dates.ts';
import type { ChatDoneEvent } from '../../core/events.ts';
import { formatCents as money } from '../../core/money.ts';
import { connected, uniqueEmail, type ApiClient } from '../support/api.ts';
import { householdStatement } from '../support/household.ts';
import { importFile, startStack, type Stack } from '../support/stack.ts';
import { userFigures } from '../../services/figures/user-figures.ts';
import { Ledger } from '../../services/ledger/ledger.ts';

let stack: Stack;
let client: ApiClient;
let db: pg.Client;
let userId: string;
const today = new Date().toISOString().slice(0, 10);
const yearStart = `${today.slice(0, 4)}-01-01`;
const monthStart = `${today.slice(0, 7)}-01`;

/** A student loan paid on the 15th of each of the last four months, a card payment and an interest charge. */
function debtsStatement(): string {
  const rows = ['Date,Description,Amount,Account'];
  for (let k = -4; k <= -1; k++) rows.push(`${addMonthsKey(today.slice(0, 7), k)}-15,NAVIENT STUDENT LOAN PMT,-250.00,Checking`);
  rows.push(`${addDays(today, -20)},CHASE CREDIT CRD AUTOPAY,-400.00,Checking`);
  rows.push(`${addDays(today, -10)},PURCHASE INTEREST CHARGE,-12.34,Checking`);
  return rows.join('\n');
}

async function sql<T extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await db.query<T>(text, params)).rows;
}
async function cents(text: string, params: unknown[] = []): Promise<number> {
  const [row] = await sql<{ c: string | null }>(text, params);
  return Number(row?.c ?? 0);
}

async function send(c: ApiClient, employee: string, message: string, conversationId?: string) {
  return c.json<ChatReplyDto & { error?: string }>('POST', `/api/chat/${employee}/messages`, { message, ...(conversationId ? { conversationId } : {}) });
}
async function ask(employee: string, message = 'What can you tell me?'): Promise<ChatReplyDto> {
  const r = await send(client, employee, message);
  expect(r.status).toBe(200);
  expect(r.body.reply).toMatchObject({ role: 'assistant', source: 'builtin' });
  expect(r.body.reply.dataUsed!.length).toBeGreaterThan(0);
  return r.body;
}

beforeAll(async () => {
  stack = await startStack();
  client = stack.client();
  userId = (await client.signup(uniqueEmail('chat'))).id;
  for (const [name, content] of [
    ['household.csv', householdStatement(today)],
    ['loans.csv', debtsStatement()],
  ] as const) {
    await importFile(client, name, content);
  }
  db = new pg.Client({ connectionString: stack.env.config.DATABASE_URL });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await stack?.close();
});

describe('built-in responders quote the real figures', () => {
  it('Crystal: the trend and next month’s forecast are those of the predictions page', async () => {
    const p = (await client.json<PredictionsDto>('GET', '/api/crystal/predictions')).body;
    const { reply } = await ask('crystal', 'How is my spending going?');
    expect(reply.content).toContain(
      `Your spending is ${p.trend.trend}: ${money(p.trend.secondHalfCents)} in the last 15 days against ${money(p.trend.firstHalfCents)}`,
    );
    const next = p.total!.points[1]!;
    expect(reply.content).toContain(`I forecast ${money(next.cents)} of spending, 80% likely between ${money(next.lowCents)} and ${money(next.highCents)}`);
    // this month as the page gives it: spent so far + expected in the days left, with the same words
    expect(reply.content).toContain(`I expect ${money(p.thisMonth!.cents)} of spending: ${p.thisMonth!.basis}`);
    expect(reply.dataUsed).toEqual(['your 30-day spending trend', "this month's spending so far", 'my monthly forecast of your total spending']);
  });

  it('Byte: the imports with their real status and counts', async () => {
    const docs = (await client.json<{ documents: DocumentDto[] }>('GET', '/api/documents')).body.documents;
    const { reply } = await ask('byte', 'What did you import?');
    expect(docs).toHaveLength(2);
    for (const d of docs) {
      expect(reply.content).toContain(`${d.fileName} (`);
      expect(reply.content).toContain(`done, ${d.imported} transactions imported, ${d.duplicates} duplicate`);
    }
    expect(reply.content.indexOf('loans.csv')).toBeLessThan(reply.content.indexOf('household.csv'));
  });

  it('Tag: the review queue, rules and patterns of the Smart Categories page', async () => {
    const s = (await client.json<TagSummaryDto>('GET', '/api/tag/summary')).body;
    const { reply } = await ask('tag');
    expect(reply.content).toContain(s.needsReview ? `${s.needsReview} of your ${s.total} transactions wait` : `all ${s.total} transactions are categorized`);
    expect(reply.content).toContain(`${s.rules} rules of yours and ${s.patterns} merchant patterns`);
  });

  it('Ledger: Business spending and the business account’s, this year, by subcategory', async () => {
    await client.json('PUT', '/api/intelia/business-accounts', { accounts: ['Business Card'] });
    const total = await cents(
      `select sum(-amount_cents)::text as c from transactions where user_id = $1 and amount_cents < 0 and category not in ('Transfer', 'Income')
       and date between $2 and $3 and (category = 'Business' or account = 'Business Card')`,
      [userId, yearStart, today],
    );
    expect(total).toBeGreaterThan(0);
    const { reply } = await ask('ledger', 'What can I deduct?');
    expect(reply.content).toContain(`: ${money(total)} over `);
    expect(reply.content).toContain('plus everything paid from Business Card');
    const bySub = await sql<{ s: string; c: string }>(
      `select subcategory as s, sum(-amount_cents)::text as c from transactions where user_id = $1 and category = 'Business' and amount_cents < 0
       and date between $2 and $3 group by subcategory`,
      [userId, yearStart, today],
    );
    for (const r of bySub) expect(reply.content).toContain(`- ${r.s}: ${money(Number(r.c))}`);
  });

  it('Goalie: no goals yet, and the monthly surplus and savings rate of the full months (core/figures, as every page)', async () => {
    // issue 30: no longer the last 90 days, but the figures every page quotes
    const { figures } = await userFigures(new Ledger(stack.server.db.db), userId, today);
    const { reply } = await ask('goalie');
    expect(reply.content).toContain('You have no active savings goals yet');
    if (figures.surplus.cents === null) expect(reply.content).toContain(figures.surplus.statistic);
    else expect(reply.content).toContain(`is ${money(figures.surplus.cents)}, the ${figures.surplus.statistic}`);
  });

  it('Blitz: the loan as a monthly payment, what went to loans and cards, and the interest charged', async () => {
    const [loan] = await sql<{ category: string; subcategory: string }>(
      `select category, subcategory from transactions where user_id = $1 and description like 'NAVIENT%' limit 1`,
      [userId],
    );
    expect(loan).toEqual({ category: 'Transfer', subcategory: 'Loan Payment' });
    const range = [userId, addDays(today, -89), today];
    const loans = await cents(
      `select sum(-amount_cents)::text as c from transactions where user_id = $1 and subcategory = 'Loan Payment' and date between $2 and $3`,
      range,
    );
    const { reply } = await ask('blitz', 'What are my debts?');
    expect(reply.content).toMatch(/- Navient[^\n]*\(Loan Payment\): \$250\.00 monthly; last paid/);
    expect(reply.content).toContain(`you paid ${money(loans)} in loan payments`);
    expect(reply.content).toContain('$400.00 in credit card payments (1 payment)');
    expect(reply.content).toContain('Interest and fees charged in that time: $12.34 over 1 charge (latest: PURCHASE INTEREST CHARGE');
  });

  it('Chime: the bills Crystal expects in the next 30 days', async () => {
    const p = (await client.json<PredictionsDto>('GET', '/api/crystal/predictions')).body;
    const bills = p.upcoming.filter((u) => u.amountCents < 0);
    expect(bills.length).toBeGreaterThan(0);
    const { reply } = await ask('chime', 'Which bills are coming up?');
    for (const b of bills) expect(reply.content).toContain(`${b.merchant} ${money(-b.amountCents)}`);
    expect(reply.content).toContain(`Total: ${money(bills.reduce((s, b) => s - b.amountCents, 0))}.`);
  });

  it('Finley: this month’s income and spending', async () => {
    const range = [userId, monthStart, today];
    const income = await cents(
      `select sum(amount_cents)::text as c from transactions where user_id = $1 and category = 'Income' and amount_cents > 0 and date between $2 and $3`,
      range,
    );
    const spent = await cents(
      `select sum(-amount_cents)::text as c from transactions where user_id = $1 and category not in ('Transfer', 'Income') and amount_cents < 0 and date between $2 and $3`,
      range,
    );
    const { reply } = await ask('finley', 'How is my month?');
    expect(reply.content).toContain(`income ${money(income)}, spending ${money(spent)}.`);
  });

  it('Intelia: the insights of the insights page', async () => {
    const { insights } = (await client.json<InsightsDto>('GET', '/api/intelia/insights')).body;
    const { reply } = await ask('intelia');
    expect(insights.length).toBeGreaterThan(0);
    for (const i of insights.slice(0, 6)) expect(reply.content).toContain(`- ${i.message}`);
  });

  it('answers a question about one category with its figure', async () => {
    const food = await cents(
      `select sum(-amount_cents)::text as c from transactions where user_id = $1 and category = 'Food & Dining' and amount_cents < 0 and date between $2 and $3`,
      [userId, monthStart, today],
    );
    const { reply } = await ask('prime', 'How much did I spend on food this month?');
    expect(reply.content).toMatch(new RegExp(`^You spent ${money(food).replace(/[$.]/g, '\\$&')} on Food & Dining this month`));
  });
});

describe('answers the question asked (issue 12, defect 7)', () => {
  it('Tag explains one merchant with its count, total and why; the top categories are another answer', async () => {
    const [row] = await sql<{ merchant: string; n: string; c: string; category: string; subcategory: string; source: string }>(
      `select merchant, count(*)::text as n, sum(-amount_cents)::text as c, min(category) as category, min(subcategory) as subcategory,
       min(categorization_source) as source from transactions where user_id = $1 and description like 'SAFEWAY%' group by merchant`,
      [userId],
    );
    const why = (await ask('tag', 'Why is safeway categorised as groceries??')).reply.content;
    expect(why).toContain(`${row!.merchant}: ${row!.n} transactions, ${money(Number(row!.c))} spent`);
    expect(why).toContain(`${row!.category} › ${row!.subcategory}`);
    expect(why).toContain('by the knowledge base');
    const top = (await ask('tag', 'what are my top categories?')).reply.content;
    expect(top).toContain('Your top categories in the last 30 days');
    expect(top).not.toBe(why);
  });

  it('Goalie: "can I save $5k in 6 months?" weighs $833.34 a month against the covered months\' surplus', async () => {
    const { reply } = await ask('goalie', 'can I save $5k in 6 months?');
    expect(reply.content).toContain('To save $5,000.00 in 6 months you need $833.34 a month.');
    // issue 30: the median of the full months, named (core/figures), not a mean of every month before this one
    expect(reply.content).toMatch(/Your monthly surplus \(income − spending\) is -?\$[\d,]+\.\d\d, the median of (the full month|the \d+ full months) /);
    expect(reply.content).toMatch(/Yes: that covers it|Not at your current pace|No: you spend more/);
  });

  it('Finley: "what can you do?" lists what Finley does, not a monthly summary; Byte answers a category question and offers Tag', async () => {
    const finley = (await send(client, 'finley', 'What can you do?')).body.reply.content;
    expect(finley).toContain("I'm Finley. From your own data I can:");
    expect(finley).not.toContain('This month so far');
    const byte = (await send(client, 'byte', 'why is Safeway categorized as groceries?')).body.reply.content;
    expect(byte).toMatch(/^Safeway: \d+ transactions?, \$[\d,]+\.\d\d spent/);
    expect(byte).toContain('Tag looks after this: ask Tag for more.');
  });
});

describe('conversations', () => {
  it('persist with both messages, continue, count in the preferences and log each reply', async () => {
    const first = await ask('crystal', 'First question about my trend');
    const again = await send(client, 'crystal', 'And the forecast?', first.conversationId);
    expect(again.status).toBe(200);
    expect(again.body.conversationId).toBe(first.conversationId);
    const { conversation } = (await client.json<{ conversation: ConversationDto }>('GET', `/api/chat/conversations/${first.conversationId}`)).body;
    expect(conversation).toMatchObject({ employee: 'crystal', title: 'First question about my trend', messageCount: 4 });
    expect(conversation.messages.map((m) => [m.role, m.content.slice(0, 20)])).toEqual([
      ['user', 'First question about'],
      ['assistant', first.reply.content.slice(0, 20)],
      ['user', 'And the forecast?'],
      ['assistant', again.body.reply.content.slice(0, 20)],
    ]);
    expect(conversation.messages[3]).toEqual(again.body.reply);

    const [prefs] = await sql<{ conversation_count: number; last_interaction: Date }>(
      'select conversation_count, last_interaction from user_ai_preferences where user_id = $1',
      [userId],
    );
    const [{ n }] = (await sql<{ n: number }>('select count(*)::int as n from ai_conversations where user_id = $1', [userId])) as [{ n: number }];
    expect(prefs!.conversation_count).toBe(n);
    expect(Date.now() - prefs!.last_interaction.getTime()).toBeLessThan(10_000);
    const logs = await sql<{ source: string; input: string; output: string; error: string | null }>(
      `select source, input, output, error from ai_interactions_log where user_id = $1 and kind = 'chat' and input = 'And the forecast?'`,
      [userId],
    );
    expect(logs).toEqual([{ source: 'builtin', input: 'And the forecast?', output: again.body.reply.content, error: null }]);
  });

  it('announces a built-in reply with chat:done on the user’s socket', async () => {
    const socket = client.socket();
    await connected(socket);
    const done = new Promise<ChatDoneEvent>((resolve) => socket.on('chat:done', resolve));
    const { reply, conversationId } = await ask('finley', 'hello');
    expect(await done).toEqual({ conversationId, messageId: reply.id, employee: 'finley', content: reply.content, source: 'builtin' });
    socket.disconnect();
  });

  it('lists the 5 most recent by default, newest first, by employee on request', async () => {
    const c = stack.client();
    await c.signup(uniqueEmail('chat-list'));
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await send(c, i % 2 ? 'tag' : 'byte', `question ${i}`)).body.conversationId);
    const list = async (qs = '') => c.json<{ conversations: ConversationSummaryDto[]; error?: string }>('GET', `/api/chat/conversations${qs}`);
    const recent = (await list()).body.conversations;
    expect(recent.map((x) => x.id)).toEqual(ids.slice(2).reverse());
    expect(recent[0]).toMatchObject({ employee: 'byte', title: 'question 6', messageCount: 2 });
    expect((await list('?limit=50')).body.conversations).toHaveLength(7);
    expect((await list('?employee=tag&limit=10')).body.conversations.map((x) => x.title)).toEqual(['question 5', 'question 3', 'question 1']);
    expect((await list('?limit=0')).status).toBe(400);
    expect((await list('?limit=51')).status).toBe(400);
    expect((await list('?employee=bob')).body.error).toBe('Employee bob not found');
  });

  it('are private: another user can neither read, list nor continue one', async () => {
    const mine = await ask('finley', 'private question');
    const eve = stack.client();
    await eve.signup(uniqueEmail('chat-eve'));
    expect((await eve.json('GET', `/api/chat/conversations/${mine.conversationId}`)).status).toBe(404);
    expect((await eve.json<{ conversations: unknown[] }>('GET', '/api/chat/conversations')).body.conversations).toEqual([]);
    const r = await send(eve, 'finley', 'let me in', mine.conversationId);
    expect(r.status).toBe(404);
    expect(r.body.error).toBe('Conversation not found.');
    const { conversation } = (await client.json<{ conversation: ConversationDto }>('GET', `/api/chat/conversations/${mine.conversationId}`)).body;
    expect(conversation.messageCount).toBe(2);
  });
});

describe('errors', () => {
  it('an unknown employee is "Employee {id} not found"', async () => {
    const r = await send(client, 'bob', 'hi');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ error: 'Employee bob not found' });
  });

  it('a blank message is refused, and so is one too long; nothing is stored', async () => {
    const before = await sql<{ n: number }>('select count(*)::int as n from ai_conversations where user_id = $1', [userId]);
    const blank = await send(client, 'crystal', '   \n ');
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe('Write a message first.');
    expect((await client.json<{ error: string }>('POST', '/api/chat/crystal/messages', {})).status).toBe(400);
    const long = await send(client, 'crystal', 'x'.repeat(4001));
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('A message is at most 4000 characters.');
    expect(await sql('select count(*)::int as n from ai_conversations where user_id = $1', [userId])).toEqual(before);
  });

  it('an unknown conversation is 404; one with another employee is 409', async () => {
    expect((await send(client, 'crystal', 'hi', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await send(client, 'crystal', 'hi', 'not-a-uuid')).status).toBe(404);
    const withTag = await ask('tag', 'categories?');
    const r = await send(client, 'crystal', 'hi', withTag.conversationId);
    expect(r.status).toBe(409);
    expect(r.body.error).toContain('This conversation is with Tag');
  });

  it('an employee with no page and no LLM still answers: what it cannot do, the figure asked for, and who looks after it (200, builtin, logged)', async () => {
    const r = await send(client, 'custodian', 'Run a security audit');
    expect(r.status).toBe(200);
    expect(r.body.reply).toMatchObject({ role: 'assistant', source: 'builtin' });
    expect(r.body.reply.content).toContain('Not yet: the security and privacy audit needs the tools still to come');
    const food = await send(client, 'custodian', 'how much did I spend on groceries?');
    expect(food.body.reply.content).toMatch(/^You spent \$[\d,]+\.\d\d on Groceries in the last 30 days/);
    expect(food.body.reply.content).toContain('Tag looks after this: ask Tag for more.');
    const logs = await sql<{ source: string }>(`select source from ai_interactions_log where user_id = $1 and employee = 'custodian'`, [userId]);
    expect(logs.map((l) => l.source)).toEqual(['builtin', 'builtin']);
  });
});
