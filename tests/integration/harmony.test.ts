// Harmony's nudges from real signals: repeated corrections away from one category in a day, a
// spending spike in an import, a return after a week away; the floating card's clear and talk,
// and her chat replies about the nudge (no LLM), each quoting the real figures. Private per user.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatReplyDto, ConversationDto, ConversationSummaryDto } from '../../core/chat/api.ts';
import type { HarmonyTalkDto, NudgeDto } from '../../core/harmony/api.ts';
import type { TransactionDto, TransactionPage } from '../../core/ledger/api.ts';
import type { UpdatedCount } from '../../core/tag/api.ts';
import { monthName } from '../../core/chat/format.ts';
import { addDays } from '../../core/dates.ts';
import { formatCents as money } from '../../core/money.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { householdStatement } from '../support/household.ts';
import { importFile, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let db: pg.Client;
const today = new Date().toISOString().slice(0, 10);
const thisMonth = today.slice(0, 7);

async function sql<T extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await db.query<T>(text, params)).rows;
}

async function user(tag: string): Promise<{ c: ApiClient; id: string }> {
  const c = stack.client();
  const { id } = await c.signup(uniqueEmail(tag));
  return { c, id };
}

const nudgeOf = async (c: ApiClient) => {
  const r = await c.json<{ nudge: NudgeDto | null }>('GET', '/api/harmony/nudge');
  expect(r.status).toBe(200);
  return r.body.nudge;
};
const nudgeRows = (userId: string, kind: string) =>
  sql<{ id: string; subject: string; cleared_at: Date | null }>('select id, subject, cleared_at from harmony_nudges where user_id = $1 and kind = $2', [
    userId,
    kind,
  ]);
const talk = (c: ApiClient, id: string) => c.json<HarmonyTalkDto & { error?: string }>('POST', `/api/harmony/nudges/${id}/talk`);
const clear = (c: ApiClient, id: string) => c.request('POST', `/api/harmony/nudges/${id}/clear`);
const chat = (c: ApiClient, message: string, conversationId?: string) =>
  c.json<ChatReplyDto>('POST', '/api/chat/harmony/messages', { message, ...(conversationId ? { conversationId } : {}) });

async function txns(c: ApiClient, search: string): Promise<TransactionDto[]> {
  return (await c.json<TransactionPage>('GET', `/api/transactions?search=${encodeURIComponent(search)}&pageSize=100`)).body.items;
}
const recategorize = (c: ApiClient, t: TransactionDto, category: string) => c.json('PATCH', `/api/transactions/${t.id}`, { category, subcategory: null });

/** Groceries, fuel and a streaming service, recent enough to be this month's or last. */
function everydayStatement(): string {
  const rows = ['Date,Description,Amount,Account'];
  for (let i = 1; i <= 4; i++) rows.push(`${addDays(today, -i * 3)},SAFEWAY #1234,-${40 + i}.00,Checking`);
  for (let i = 1; i <= 3; i++) rows.push(`${addDays(today, -i * 4)},SHELL OIL 5544,-${30 + i}.00,Checking`);
  rows.push(`${addDays(today, -20)},NETFLIX.COM,-15.49,Checking`);
  return rows.join('\n');
}

beforeAll(async () => {
  stack = await startStack();
  db = new pg.Client({ connectionString: stack.env.config.DATABASE_URL });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await stack?.close();
});

describe('category_repeated_edit', () => {
  it('three corrections away from one category in a day raise one nudge; a fourth does not raise another', async () => {
    const { c, id } = await user('harmony-edits');
    await importFile(c, 'everyday.csv', everydayStatement());
    const safeway = await txns(c, 'SAFEWAY');
    expect(safeway.map((t) => t.category)).toEqual(['Food & Dining', 'Food & Dining', 'Food & Dining', 'Food & Dining']);

    await recategorize(c, safeway[0]!, 'Shopping');
    await recategorize(c, safeway[1]!, 'Shopping');
    expect(await nudgeRows(id, 'category_repeated_edit')).toEqual([]);
    await recategorize(c, safeway[2]!, 'Entertainment');
    expect((await nudgeRows(id, 'category_repeated_edit')).map((r) => r.subject)).toEqual([`Food & Dining|${today}`]);
    await recategorize(c, safeway[3]!, 'Shopping');
    // the same category again changes nothing and is not a correction
    await recategorize(c, safeway[3]!, 'Shopping');
    expect(await nudgeRows(id, 'category_repeated_edit')).toHaveLength(1);
    const logged = await sql<{ from_category: string; to_category: string; transaction_id: string }>(
      'select from_category, to_category, transaction_id from category_corrections where user_id = $1 order by created_at',
      [id],
    );
    expect(logged.map((r) => [r.from_category, r.to_category])).toEqual([
      ['Food & Dining', 'Shopping'],
      ['Food & Dining', 'Shopping'],
      ['Food & Dining', 'Entertainment'],
      ['Food & Dining', 'Shopping'],
    ]);
    expect(logged.map((r) => r.transaction_id)).toEqual(safeway.map((t) => t.id));

    const nudge = (await nudgeOf(c))!;
    expect(nudge).toMatchObject({
      kind: 'category_repeated_edit',
      context: {
        category: 'Food & Dining',
        date: today,
        count: 3,
        movedTo: [
          { category: 'Shopping', count: 2 },
          { category: 'Entertainment', count: 1 },
        ],
        merchants: ['Safeway'],
      },
    });
    expect(nudge.message).toContain("You've moved 3 transactions out of Food & Dining today (2 to Shopping and 1 to Entertainment).");
    const { body } = await talk(c, nudge.id);
    expect(body.greeting).toContain('moved 3 transactions out of Food & Dining today: 2 to Shopping and 1 to Entertainment');
    const r = await chat(c, 'How do I fix this for good?', body.conversationId);
    expect(r.body.reply.content).toContain('"merchant equals Safeway → Shopping"');
  });

  it('corrections spread over two categories raise none; the review queue’s bulk categorize counts too', async () => {
    const { c, id } = await user('harmony-two');
    await importFile(c, 'everyday.csv', everydayStatement());
    const safeway = await txns(c, 'SAFEWAY');
    const shell = await txns(c, 'SHELL');
    expect(shell.every((t) => t.category === 'Transportation')).toBe(true);
    for (const t of [safeway[0]!, safeway[1]!, shell[0]!, shell[1]!]) await recategorize(c, t, 'Shopping');
    expect(await nudgeRows(id, 'category_repeated_edit')).toEqual([]);
    expect(await nudgeOf(c)).toBeNull();

    const bulk = await c.json<UpdatedCount>('POST', '/api/tag/review/categorize', { ids: [safeway[2]!.id], category: 'Shopping' });
    expect(bulk.body).toEqual({ updated: 1 });
    expect(await nudgeOf(c)).toMatchObject({
      kind: 'category_repeated_edit',
      context: { category: 'Food & Dining', count: 3, movedTo: [{ category: 'Shopping', count: 3 }] },
    });
  });
});

describe('spending_spike, the card and the chat', () => {
  let c: ApiClient;
  let userId: string;
  let nudge: NudgeDto;
  let foodCents = 0;

  beforeAll(async () => {
    ({ c, id: userId } = await user('harmony-spike'));
    await importFile(c, 'household.csv', householdStatement(today));
    const [row] = await sql<{ c: string }>(
      `select sum(-amount_cents)::text as c from transactions where user_id = $1 and category = 'Food & Dining' and amount_cents < 0 and date >= $2`,
      [userId, `${thisMonth}-01`],
    );
    foodCents = Number(row!.c);
  });

  it('an import with a grocery spike raises a spending_spike nudge with the real figures', async () => {
    expect((await nudgeRows(userId, 'spending_spike')).map((r) => r.subject)).toEqual([`Food & Dining|${thisMonth}`]);
    nudge = (await nudgeOf(c))!;
    expect(nudge).toMatchObject({ kind: 'spending_spike', context: { category: 'Food & Dining', month: thisMonth, amountCents: foodCents } });
    const ctx = nudge.context as { baselineCents: number; percent: number };
    expect(nudge.message).toContain(`Food & Dining reached ${money(foodCents)} in ${monthName(thisMonth)}, ${ctx.percent}% above`);
    expect(nudge.message).toContain(money(ctx.baselineCents));
  });

  it('someone else can neither see, clear nor talk about it', async () => {
    const { c: eve } = await user('harmony-eve');
    expect(await nudgeOf(eve)).toBeNull();
    expect((await clear(eve, nudge.id)).status).toBe(404);
    const t = await talk(eve, nudge.id);
    expect(t.status).toBe(404);
    expect(t.body.error).toBe('Nudge not found.');
    expect((await clear(eve, 'not-a-uuid')).status).toBe(404);
    expect((await clear(c, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await nudgeOf(c))?.id).toBe(nudge.id);
    expect((await eve.json<{ conversations: unknown[] }>('GET', '/api/chat/conversations?employee=harmony')).body.conversations).toEqual([]);
  });

  it('Harmony’s reply to "I\'m so stressed about this" quotes the spike’s real amount', async () => {
    const r = await chat(c, "I'm so stressed about this");
    expect(r.status).toBe(200);
    expect(r.body.reply).toMatchObject({ role: 'assistant', source: 'builtin' });
    expect(r.body.reply.content).toContain(`Food & Dining is at ${money(foodCents)} in ${monthName(thisMonth)}`);
    expect(r.body.reply.content).toMatch(/^That feeling makes sense\./);
    const [conv] = await sql<{ context: { nudgeId?: string } }>('select context from ai_conversations where id = $1', [r.body.conversationId]);
    expect(conv!.context.nudgeId).toBe(nudge.id);
  });

  it('"Let\'s Talk About It" clears it and opens a Harmony conversation greeting with its figures', async () => {
    const r = await talk(c, nudge.id);
    expect(r.status).toBe(200);
    expect(r.body.greeting).toMatch(/^Hi, I'm Harmony\. Intelia noticed something in your spending: /);
    expect(r.body.greeting).toContain(`Food & Dining reached ${money(foodCents)} in ${monthName(thisMonth)}`);
    expect(await nudgeOf(c)).toBeNull();
    expect((await nudgeRows(userId, 'spending_spike'))[0]!.cleared_at).not.toBeNull();

    const list = (await c.json<{ conversations: ConversationSummaryDto[] }>('GET', '/api/chat/conversations?employee=harmony')).body.conversations;
    expect(list[0]).toMatchObject({ id: r.body.conversationId, employee: 'harmony', title: `Food & Dining in ${monthName(thisMonth)}`, messageCount: 1 });
    const { conversation } = (await c.json<{ conversation: ConversationDto }>('GET', `/api/chat/conversations/${r.body.conversationId}`)).body;
    expect(conversation.messages).toEqual([expect.objectContaining({ role: 'assistant', content: r.body.greeting, source: 'builtin' })]);
    // asked again (a double click), the same conversation
    expect((await talk(c, nudge.id)).body).toEqual(r.body);

    // the conversation stays about the (now cleared) nudge
    const why = await chat(c, 'Why did this happen?', r.body.conversationId);
    expect(why.body.reply.content).toContain(`What drove it: Food & Dining came to ${money(foodCents)}`);
    expect(why.body.reply.content).toContain('Safeway');
  });

  it('with no nudge Harmony answers from this month’s spending against income', async () => {
    const r = await chat(c, "I'm worried about money");
    const [m] = await sql<{ income: string; spent: string }>(
      `select coalesce(sum(amount_cents) filter (where category = 'Income' and amount_cents > 0), 0)::text as income,
              coalesce(sum(-amount_cents) filter (where category not in ('Income', 'Transfer') and amount_cents < 0), 0)::text as spent
       from transactions where user_id = $1 and date between $2 and $3`,
      [userId, `${thisMonth}-01`, today],
    );
    expect(r.body.reply.content).toContain(`you've earned ${money(Number(m!.income))} and spent ${money(Number(m!.spent))} in all`);
  });
});

describe('time_based and the close icon', () => {
  it('a return 8 days after the last visit raises a welcome-back nudge; 2 days does not', async () => {
    const { c, id } = await user('harmony-away');
    await importFile(c, 'everyday.csv', everydayStatement());
    expect(await nudgeOf(c)).toBeNull(); // the first visit
    const [{ at }] = (await sql<{ at: Date }>('select last_visit_at as at from user_ai_preferences where user_id = $1', [id])) as [{ at: Date }];
    expect(Date.now() - at.getTime()).toBeLessThan(10_000);

    await sql(`update user_ai_preferences set last_visit_at = now() - interval '2 days' where user_id = $1`, [id]);
    expect(await nudgeOf(c)).toBeNull();
    expect(await nudgeRows(id, 'time_based')).toEqual([]);

    await sql(`update user_ai_preferences set last_visit_at = now() - interval '8 days' where user_id = $1`, [id]);
    const lastVisit = new Date(Date.now() - 8 * 86_400_000).toISOString().slice(0, 10);
    const [since] = await sql<{ n: number; spent: string }>(
      `select count(*)::int as n, coalesce(sum(-amount_cents) filter (where date > $2 and amount_cents < 0 and category not in ('Income', 'Transfer')), 0)::text as spent
       from transactions where user_id = $1`,
      [id, lastVisit],
    );
    const nudge = (await nudgeOf(c))!;
    expect(nudge).toMatchObject({
      kind: 'time_based',
      context: { daysAway: 8, lastVisit, newTransactions: since!.n, spendingSinceCents: Number(since!.spent) },
    });
    expect(Number(since!.spent)).toBeGreaterThan(0);
    expect(nudge.message).toContain(`it's been 8 days since`);
    expect(nudge.message).toContain(`Since then ${since!.n} new transactions came in and you spent ${money(Number(since!.spent))}.`);
    expect((await nudgeRows(id, 'time_based')).map((r) => r.subject)).toEqual([lastVisit]);
    // the visit was recorded: the next load is not a return after a week
    expect((await nudgeOf(c))?.id).toBe(nudge.id);
    expect(await nudgeRows(id, 'time_based')).toHaveLength(1);

    // the close icon clears it, for good
    const closed = await clear(c, nudge.id);
    expect(closed.status).toBe(204);
    expect(await nudgeOf(c)).toBeNull();
    expect((await clear(c, nudge.id)).status).toBe(204);

    const r = await talk(c, nudge.id);
    expect(r.body.greeting).toContain('8 days since your last visit');
    expect(r.body.greeting).toContain(`you spent ${money(Number(since!.spent))}`);
  });
});

describe('one nudge at a time', () => {
  it('a new nudge replaces the one before; clearing it does not bring an older one back', async () => {
    const { c, id } = await user('harmony-one');
    await importFile(c, 'everyday.csv', everydayStatement());
    // a welcome-back nudge first (an 8-day absence), then three corrections raise another
    await sql('insert into harmony_nudges (user_id, kind, subject, context, message) values ($1, $2, $3, $4, $5)', [
      id,
      'time_based',
      'older',
      JSON.stringify({ kind: 'time_based' }),
      'An older note',
    ]);
    const safeway = await txns(c, 'SAFEWAY');
    for (const t of safeway.slice(0, 3)) await recategorize(c, t, 'Shopping');
    const active = await sql<{ kind: string }>('select kind from harmony_nudges where user_id = $1 and cleared_at is null', [id]);
    expect(active.map((r) => r.kind)).toEqual(['category_repeated_edit']);
    const shown = (await nudgeOf(c))!;
    expect(shown.kind).toBe('category_repeated_edit');
    expect((await clear(c, shown.id)).status).toBe(204);
    expect(await nudgeOf(c)).toBeNull();
  });
});
