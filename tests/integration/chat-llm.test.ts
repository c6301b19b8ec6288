// Chat through an LLM: a small OpenAI-compatible server on loopback stands in for the model. The
// reply streams token by token over Socket.IO; the SDK retries 429 and 5xx and times out a silent
// server; when every attempt fails the persona apologises.
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatReplyDto } from '../../core/chat/api.ts';
import type { PredictionsDto } from '../../core/crystal/api.ts';
import type { TagSummaryDto } from '../../core/tag/api.ts';
import { addDays } from '../../core/dates.ts';
import type { ChatDoneEvent, ChatTokenEvent } from '../../core/events.ts';
import { formatCents as money } from '../../core/money.ts';
import { connected, uniqueEmail, type ApiClient } from '../support/api.ts';
import { FakeOpenAI } from '../support/fake-openai.ts';
import { householdStatement } from '../support/household.ts';
import { importFile, startStack, waitFor, type Stack } from '../support/stack.ts';

const TIMEOUT_MS = 1500;
let fake: FakeOpenAI;
let stack: Stack;
let client: ApiClient;
let email: string;
let userId: string;
let db: pg.Client;
const today = new Date().toISOString().slice(0, 10);

async function send(message: string, employee = 'crystal', conversationId?: string) {
  const r = await client.json<ChatReplyDto>('POST', `/api/chat/${employee}/messages`, { message, ...(conversationId ? { conversationId } : {}) });
  expect(r.status).toBe(200);
  return r.body;
}

async function logsFor(input: string) {
  return (
    await db.query<{ source: string; output: string; error: string | null; latency_ms: number }>(
      `select source, output, error, latency_ms from ai_interactions_log where user_id = $1 and kind = 'chat' and input = $2`,
      [userId, input],
    )
  ).rows;
}

beforeAll(async () => {
  fake = await FakeOpenAI.start();
  stack = await startStack({
    env: {
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: `${fake.url}/v1`,
      OPENAI_MODEL: 'fake-model',
      OPENAI_TIMEOUT_MS: String(TIMEOUT_MS),
      OPENAI_MAX_RETRIES: '2',
    },
  });
  client = stack.client();
  email = uniqueEmail('chat-llm');
  userId = (await client.signup(email)).id;
  await importFile(client, 'household.csv', householdStatement(today));
  db = new pg.Client({ connectionString: stack.env.config.DATABASE_URL });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await stack?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

describe('with an LLM configured', () => {
  it('streams the reply token by token over the socket, and the tokens make the stored reply', async () => {
    const socket = client.socket();
    await connected(socket);
    const tokens: ChatTokenEvent[] = [];
    socket.on('chat:token', (e) => tokens.push(e));
    const done = new Promise<ChatDoneEvent>((resolve) => socket.on('chat:done', resolve));
    const script = ['Your', ' spending', ' rose', ' this', ' fortnight', ', ', 'mostly', ' groceries', '.'];
    fake.script({ tokens: script });

    const body = await send('How is my spending going?');
    const event = await done;
    socket.disconnect();

    expect(body.reply).toMatchObject({ role: 'assistant', source: 'llm', content: script.join('') });
    expect(tokens.map((t) => t.token)).toEqual(script);
    expect(tokens.every((t) => t.messageId === body.reply.id && t.conversationId === body.conversationId && t.employee === 'crystal')).toBe(true);
    expect(event).toEqual({ conversationId: body.conversationId, messageId: body.reply.id, employee: 'crystal', content: script.join(''), source: 'llm' });
    const [log] = await logsFor('How is my spending going?');
    expect(log).toMatchObject({ source: 'llm', output: script.join(''), error: null });
  });

  it('asks with temperature 0.8, at most 1000 tokens, streamed, and a system prompt of the persona and the user’s real figures', async () => {
    await send('What do you see?');
    expect(fake.requests).toHaveLength(1);
    const req = fake.requests[0]!;
    expect(req.headers.authorization).toBe('Bearer test-key');
    expect(req.body).toMatchObject({ model: 'fake-model', temperature: 0.8, max_tokens: 1000, stream: true });
    const [system, ...rest] = req.body.messages;
    expect(rest).toEqual([{ role: 'user', content: 'What do you see?' }]);
    expect(system!.role).toBe('system');

    const p = (await client.json<PredictionsDto>('GET', '/api/crystal/predictions')).body;
    const s = (await client.json<TagSummaryDto>('GET', '/api/tag/summary')).body;
    const top = (
      await db.query<{ category: string; c: string }>(
        `select category, sum(-amount_cents)::text as c from transactions where user_id = $1 and amount_cents < 0
       and category not in ('Transfer', 'Income') and date between $2 and $3 group by category order by sum(-amount_cents) desc limit 3`,
        [userId, addDays(today, -29), today],
      )
    ).rows;
    const prompt = system!.content;
    expect(prompt).toMatch(/^You are Crystal 🔮/);
    expect(prompt).toContain(`- Email: ${email}`);
    expect(prompt).toContain('- Active goals: none set up yet');
    expect(prompt).toContain(`- Transactions on file: ${s.total}`);
    expect(prompt).toContain(`): ${money(p.trend.firstHalfCents + p.trend.secondHalfCents)}\n`);
    expect(prompt).toContain(
      `- Top categories in the last 30 days: ${top[0]!.category} ${money(Number(top[0]!.c))}, ${top[1]!.category} ${money(Number(top[1]!.c))} and ${top[2]!.category} ${money(Number(top[2]!.c))}`,
    );
    expect(prompt).toContain(
      `- Spending trend (last 15 days against the 15 before): ${p.trend.trend}, ${money(p.trend.firstHalfCents)} → ${money(p.trend.secondHalfCents)}`,
    );
  });

  it('gives the model the reader, the team’s answers and the shared figures as tools; a call gets the built-in figure', async () => {
    const question = 'How much did I spend on groceries in the last 30 days?';
    fake.script(
      {
        toolCalls: [
          { name: 'answer_from_data', arguments: JSON.stringify({ question }) },
          { name: 'shared_figures', arguments: '{}' },
        ],
      },
      { tokens: ['Groceries', ' came', ' to', ' that.'] },
    );
    const body = await send('groceries lately?');
    expect(body.reply).toMatchObject({ source: 'llm', content: 'Groceries came to that.' });
    expect(fake.requests).toHaveLength(2);
    const offered = (fake.requests[0]!.body.tools as { function: { name: string } }[]).map((t) => t.function.name);
    expect(offered).toEqual(['answer_from_data', 'read_question', 'shared_figures']);
    const tools = fake.requests[1]!.body.messages.filter((m) => m.role === 'tool');
    expect(tools.map((m) => m.tool_call_id)).toEqual(['call_0', 'call_1']);
    const groceries = (
      await db.query<{ c: string }>(
        `select coalesce(sum(-amount_cents), 0)::text as c from transactions where user_id = $1 and amount_cents < 0 and subcategory = 'Groceries' and date between $2 and $3`,
        [userId, addDays(today, -29), today],
      )
    ).rows[0]!.c;
    const answer = JSON.parse(tools[0]!.content!) as { answer: string };
    expect(answer.answer).toContain(`You spent ${money(Number(groceries))} on Groceries in the last 30 days`);
    const figures = JSON.parse(tools[1]!.content!) as { monthlySurplus: { statistic: string }; dueNext30Days: { sentence: string } };
    expect(figures.monthlySurplus.statistic).toBeTruthy();
    expect(figures.dueNext30Days.sentence).toMatch(/due in the next 30 days|Nothing is due/);
  });

  it('a tool call with bad arguments gets an error the model can read, and the reply still comes', async () => {
    fake.script(
      {
        toolCalls: [
          { name: 'answer_from_data', arguments: '{"question": 5}' },
          { name: 'read_question', arguments: '{not json' },
          { name: 'delete_everything', arguments: '{}' },
        ],
      },
      { tokens: ['I', ' could', ' not', ' look', ' that', ' up.'] },
    );
    const body = await send('what did I spend?');
    expect(body.reply).toMatchObject({ source: 'llm', content: 'I could not look that up.' });
    const tools = fake.requests[1]!.body.messages.filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content!).error as string);
    expect(tools[0]).toContain('bad arguments for answer_from_data: question');
    expect(tools[1]).toContain('bad arguments for read_question: not JSON');
    expect(tools[2]).toContain('no tool called delete_everything');
  });

  it('after three rounds of tool calls the model must answer in words (no tools offered)', async () => {
    const call = { toolCalls: [{ name: 'shared_figures', arguments: '{}' }] };
    fake.script(call, call, call, { tokens: ['Done', '.'] });
    const body = await send('tell me everything');
    expect(body.reply.content).toBe('Done.');
    expect(fake.requests).toHaveLength(4);
    expect(fake.requests.slice(0, 3).every((r) => Array.isArray(r.body.tools))).toBe(true);
    expect(fake.requests[3]!.body.tools).toBeUndefined();
  });

  it('Harmony’s system prompt holds the nudge she is about: the import’s grocery spike with its real figures', async () => {
    const [food] = (
      await db.query<{ c: string }>(
        `select sum(-amount_cents)::text as c from transactions where user_id = $1 and category = 'Food & Dining' and amount_cents < 0 and date >= $2`,
        [userId, `${today.slice(0, 7)}-01`],
      )
    ).rows;
    const body = await send("I'm so stressed about this", 'harmony');
    expect(body.reply.source).toBe('llm');
    const prompt = fake.requests[0]!.body.messages[0]!.content;
    expect(prompt).toMatch(/^You are Harmony 🧘/);
    expect(prompt).toContain(`- Nudge: spending spike. Food & Dining reached ${money(Number(food!.c))} in `);
    expect(prompt).toContain('- Largest charges: ');
  });

  it('sends the conversation’s messages of the last 30 days, not older ones', async () => {
    const at = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const messages = [
      { id: 'a1', role: 'user', content: 'an old question', at: at(40) },
      { id: 'a2', role: 'assistant', content: 'an old answer', at: at(40), source: 'llm' },
      { id: 'b1', role: 'user', content: 'a recent question', at: at(3) },
      { id: 'b2', role: 'assistant', content: 'a recent answer', at: at(3), source: 'llm' },
    ];
    const {
      rows: [row],
    } = await db.query<{ id: string }>(
      `insert into ai_conversations (user_id, employee, title, messages) values ($1, 'finley', 'earlier', $2::jsonb) returning id`,
      [userId, JSON.stringify(messages)],
    );
    const body = await send('and now?', 'finley', row!.id);
    expect(body.conversationId).toBe(row!.id);
    expect(fake.requests[0]!.body.messages.slice(1)).toEqual([
      { role: 'user', content: 'a recent question' },
      { role: 'assistant', content: 'a recent answer' },
      { role: 'user', content: 'and now?' },
    ]);
  });

  it('lets the employees without a built-in answer speak through the LLM', async () => {
    fake.script({ tokens: ['Try', ' some', ' lo-fi', '.'] });
    const body = await send('Play me something calm', 'luna');
    expect(body.reply).toMatchObject({ source: 'llm', content: 'Try some lo-fi.' });
    expect(fake.requests[0]!.body.messages[0]!.content).toMatch(/^You are Luna 🎵/);
  });
});

describe('when the LLM fails', () => {
  it('retries a 429 and then a 500, and answers on the third attempt', async () => {
    fake.script({ status: 429 }, { status: 500 }, { tokens: ['Third', ' time', ' lucky', '.'] });
    const body = await send('Retry please');
    expect(fake.requests).toHaveLength(3);
    expect(body.reply).toMatchObject({ source: 'llm', content: 'Third time lucky.' });
  });

  it('says the persona’s apology when every attempt fails, and logs the error', async () => {
    const socket = client.socket();
    await connected(socket);
    const done = new Promise<ChatDoneEvent>((resolve) => socket.on('chat:done', resolve));
    fake.script({ status: 500 }, { status: 503 }, { status: 500 });
    const body = await send('Fail please');
    expect(fake.requests).toHaveLength(3);
    expect(body.reply).toMatchObject({ source: 'error', content: "Sorry, I'm having a moment! Crystal will be back shortly. Try again?" });
    expect(await done).toMatchObject({ messageId: body.reply.id, source: 'error' });
    socket.disconnect();
    const [log] = await logsFor('Fail please');
    expect(log).toMatchObject({ source: 'error', output: body.reply.content, error: expect.stringContaining('500') });
    // the failed exchange is kept in the conversation
    const conv = await client.json<{ conversation: { messageCount: number } }>('GET', `/api/chat/conversations/${body.conversationId}`);
    expect(conv.body.conversation.messageCount).toBe(2);
  });

  it('times out a server that does not answer, retries, then apologises', async () => {
    fake.script({ delayMs: 10_000 }, { delayMs: 10_000 }, { delayMs: 10_000 });
    const started = Date.now();
    const body = await send('Anyone there?', 'goalie');
    const took = Date.now() - started;
    expect(fake.requests).toHaveLength(3);
    expect(took).toBeGreaterThanOrEqual(3 * TIMEOUT_MS);
    expect(took).toBeLessThan(9_000);
    expect(body.reply).toMatchObject({ source: 'error', content: "Sorry, I'm having a moment! Goalie will be back shortly. Try again?" });
    const [log] = await logsFor('Anyone there?');
    expect(log!.error).toMatch(/timed out/i);
    expect(log!.latency_ms).toBeGreaterThanOrEqual(3 * TIMEOUT_MS);
  });

  it('stops a stream that goes quiet, and apologises', async () => {
    fake.script({ stallAfterFirstToken: true, tokens: ['Well', ' then'] });
    const started = Date.now();
    const body = await send('Stall please', 'chime');
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS);
    expect(fake.requests).toHaveLength(1);
    expect(body.reply).toMatchObject({ source: 'error', content: "Sorry, I'm having a moment! Chime will be back shortly. Try again?" });
    const [log] = await logsFor('Stall please');
    expect(log!.error).toContain(`sent nothing for ${TIMEOUT_MS} ms`);
  });

  it('shows a reply being written as the employee’s task in progress in the boss’s view, then as done', async () => {
    type Boss = { employees: { employee: string; inProgress: number; completed: number }[] };
    const crystal = async () => (await client.json<Boss>('GET', '/api/team/boss')).body.employees.find((e) => e.employee === 'crystal')!;
    const before = await crystal();
    fake.script({ delayMs: 800 });
    const pending = send('Slow forecast please', 'crystal');
    await waitFor(async () => (await crystal()).inProgress === 1, 'the reply to show as in progress', 5_000);
    await pending;
    expect(await crystal()).toMatchObject({ inProgress: 0, completed: before.completed + 1 });
  });
});
