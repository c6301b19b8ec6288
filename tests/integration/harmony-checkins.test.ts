// Harmony's check-ins with the CFPB Financial Well-Being Scale: stored per user, at most one a month
// (the second replaces the first only with replace: true), a missing or out-of-range answer is a
// 400 naming the statement, someone else's check-ins are never visible, and each check-in keeps a
// snapshot of the ledger's facts (the buffer from the statement's balance) for the greeting.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NudgeDto, CheckinDto, CheckinSavedDto, CheckinsOverviewDto } from '../../core/harmony/api.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { importFile, startStack, type Stack } from '../support/stack.ts';

const TODAY = '2026-03-17';
let stack: Stack;
let db: pg.Client;

const IDS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9', 'q10'];
const answersAll = (pos: number) => Object.fromEntries(IDS.map((q) => [q, pos]));
const checkin = (c: ApiClient, body: Record<string, unknown>) =>
  c.json<CheckinDto & { error?: string; field?: string; existing?: CheckinDto }>('POST', '/api/harmony/checkins', body);
const overview = async (c: ApiClient) => {
  const r = await c.json<CheckinsOverviewDto>('GET', '/api/harmony/checkins');
  expect(r.status).toBe(200);
  return r.body;
};

async function user(tag: string): Promise<ApiClient> {
  const c = stack.client();
  await c.signup(uniqueEmail(tag));
  return c;
}

/** Dec 2025 – Mar 2026: salary 3,000 a month, rent 1,000 and groceries 200; the bank's balance column ends at 3,600. */
function statement(): string {
  const lines = ['Date,Description,Amount,Balance,Account'];
  let balance = 1_000_00;
  const row = (date: string, desc: string, cents: number) => {
    balance += cents;
    lines.push(`${date},${desc},${(cents / 100).toFixed(2)},${(balance / 100).toFixed(2)},Checking`);
  };
  for (const m of ['2025-12', '2026-01', '2026-02']) {
    row(`${m}-01`, 'ACME CORP PAYROLL', 3_000_00);
    row(`${m}-03`, 'CITY APARTMENTS RENT', -1_000_00);
    row(`${m}-12`, 'SAFEWAY #1234', -200_00);
  }
  row('2026-03-01', 'ACME CORP PAYROLL', 3_000_00);
  return lines.join('\n');
}

beforeAll(async () => {
  stack = await startStack({ env: { CLOCK_TODAY: TODAY } });
  db = new pg.Client({ connectionString: stack.env.config.DATABASE_URL });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await stack?.close();
});

describe('check-ins', () => {
  it('a check-in is scored by the published table and stored with the facts then; the month is no longer due', async () => {
    const c = await user('checkin-store');
    await importFile(c, 'checking.csv', statement());
    const before = await overview(c);
    expect(before.due).toBe(true);
    expect(before.month).toBe('2026-03');
    expect(before.checkins).toEqual([]);
    expect(before.items).toHaveLength(10);
    expect(before.greeting).toMatch(/How does money feel/);
    const buffer = before.factsNow.facts.find((f) => f.key === 'bufferMonths')!;
    // balance 1,000 + 3×(3,000 − 1,200) + 3,000 = 9,400 over 1,200 a month of spending
    expect(buffer.value).toBe(7.8);
    expect(buffer.explanation).toContain('9,400.00');

    const r = await checkin(c, { form: 'full', answers: answersAll(2), ageBand: '18-61', administered: 'self' });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ month: '2026-03', raw: 20, score: 50, form: 'full', band: { label: 'Around average' } });
    expect(r.body.facts.facts.find((f) => f.key === 'bufferMonths')!.value).toBe(7.8);

    const after = await overview(c);
    expect(after.due).toBe(false);
    expect(after.checkins.map((x) => x.score)).toEqual([50]);
    expect(after.greeting).toMatch(/score was 50 in 2026-03.*7\.8 months/);
  });

  it('a second check-in in the month is a 409 with the existing one until replace: true', async () => {
    const c = await user('checkin-twice');
    const first = await checkin(c, { form: 'full', answers: answersAll(2), ageBand: '18-61', administered: 'self' });
    expect(first.status).toBe(201);
    const again = await checkin(c, { form: 'short', answers: { q3: 4, q5: 4, q6: 4, q8: 0, q10: 4 }, ageBand: '18-61', administered: 'self' });
    expect(again.status).toBe(409);
    expect(again.body.existing).toMatchObject({ id: first.body.id, score: 50 });
    expect((await overview(c)).checkins.map((x) => x.score)).toEqual([50]);
    const replaced = await checkin(c, {
      form: 'short',
      answers: { q3: 4, q5: 4, q6: 4, q8: 0, q10: 4 },
      ageBand: '18-61',
      administered: 'self',
      replace: true,
    });
    expect(replaced.status).toBe(201);
    expect(replaced.body).toMatchObject({ id: first.body.id, form: 'short', raw: 20, score: 82 });
    expect((await overview(c)).checkins.map((x) => x.score)).toEqual([82]);
  });

  it('a missing or out-of-range answer is a 400 naming the statement, and nothing is stored', async () => {
    const c = await user('checkin-bad');
    const missing = answersAll(1) as Record<string, number>;
    delete missing.q6;
    const r1 = await checkin(c, { form: 'full', answers: missing, ageBand: '18-61', administered: 'self' });
    expect(r1.status).toBe(400);
    expect(r1.body.error).toMatch(/q6/);
    expect(r1.body.field).toBe('answers.q6');
    const r2 = await checkin(c, { form: 'full', answers: { ...answersAll(1), q9: 7 }, ageBand: '18-61', administered: 'self' });
    expect(r2.status).toBe(400);
    expect(r2.body.error).toMatch(/q9.*0 to 4/);
    const r3 = await checkin(c, { form: 'full', answers: { ...answersAll(1), q2: 'often' }, ageBand: '18-61', administered: 'self' });
    expect(r3.status).toBe(400);
    expect(r3.body.field).toBe('answers.q2');
    const r4 = await checkin(c, { form: 'full', answers: answersAll(1), ageBand: '40', administered: 'self' });
    expect(r4.status).toBe(400);
    expect(r4.body.field).toBe('ageBand');
    const r5 = await checkin(c, { form: 'short', answers: { q3: 1, q5: 1, q6: 1, q8: 1, q10: 1 }, ageBand: '18-61', administered: 'other' });
    expect(r5.status).toBe(400);
    expect(r5.body.field).toBe('administered');
    expect((await overview(c)).checkins).toEqual([]);
  });

  it("another user's check-ins are never visible, replaced or deleted", async () => {
    const alice = await user('checkin-alice');
    const bob = await user('checkin-bob');
    const mine = await checkin(alice, { form: 'full', answers: answersAll(0), ageBand: '62+', administered: 'other' });
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({ raw: 16, score: 46 }); // four positive statements at 4, six reverse-scored at 0
    expect((await overview(bob)).checkins).toEqual([]);
    expect((await bob.request('DELETE', `/api/harmony/checkins/${mine.body.id}`)).status).toBe(404);
    // Bob's own check-in this month is his, not a replacement of Alice's
    expect((await checkin(bob, { form: 'full', answers: answersAll(2), ageBand: '18-61', administered: 'self' })).status).toBe(201);
    expect((await overview(alice)).checkins.map((x) => x.id)).toEqual([mine.body.id]);
    expect((await alice.request('DELETE', `/api/harmony/checkins/${mine.body.id}`)).status).toBe(204);
    expect((await alice.request('DELETE', '/api/harmony/checkins/not-an-id')).status).toBe(404);
    expect((await overview(alice)).checkins).toEqual([]);
    expect((await overview(bob)).checkins).toHaveLength(1);
  });

  it('the greeting compares the feeling and the buffer with the previous check-in', async () => {
    const c = await user('checkin-greeting');
    await importFile(c, 'checking.csv', statement());
    const {
      rows: [u],
    } = await db.query<{ id: string }>("select user_id as id from transactions where description like 'ACME%' order by created_at desc limit 1");
    const snapshot = {
      asOf: '2026-02-17',
      facts: [{ key: 'bufferMonths', label: 'Months of spending covered by cash', value: 1.2, unit: 'months', explanation: 'then' }],
    };
    await db.query(
      `insert into wellbeing_checkins (user_id, month, form, answers, age_band, administered, raw, score, facts)
      values ($1, '2026-02', 'full', $2, '18-61', 'self', 28, 60, $3)`,
      [u!.id, JSON.stringify(answersAll(1)), JSON.stringify(snapshot)],
    );
    expect((await checkin(c, { form: 'full', answers: answersAll(2), ageBand: '18-61', administered: 'self' })).status).toBe(201);
    const o = await overview(c);
    expect(o.checkins.map((x) => x.month)).toEqual(['2026-02', '2026-03']);
    expect(o.greeting).toBe(
      'Since 2026-02, you feel less secure than last time (60 then, 50 now) while your buffer grew from 1.2 months to 7.8 months: what is worrying you?',
    );
  });

  it("Harmony's chat reply quotes the check-ins beside the facts", async () => {
    const c = await user('checkin-chat');
    expect((await checkin(c, { form: 'full', answers: answersAll(2), ageBand: '18-61', administered: 'self' })).status).toBe(201);
    const r = await c.json<{ reply: { content: string } }>('POST', '/api/chat/harmony/messages', { message: 'I feel stressed about money' });
    expect(r.status).toBe(200);
    expect(JSON.stringify(r.body)).toContain('At your check-in in 2026-03 your well-being score was 50.');
  });
});

describe('check-ins and nudges', () => {
  const worst = { q1: 4, q2: 4, q3: 0, q4: 4, q5: 0, q6: 0, q7: 0, q8: 4, q9: 0, q10: 0 }; // every answer worth 0
  const nudgeOf = async (c: ApiClient) => (await c.json<{ nudge: NudgeDto | null }>('GET', '/api/harmony/nudge')).body.nudge;
  const userIdOf = async (email: string) => (await db.query<{ id: string }>('select id from users where email = $1', [email])).rows[0]!.id;
  async function earlierCheckin(userId: string, month: string, score: number, buffer: number) {
    const snapshot = {
      asOf: `${month}-17`,
      facts: [{ key: 'bufferMonths', label: 'Months of spending covered by cash', value: buffer, unit: 'months', explanation: 'then' }],
    };
    await db.query(
      `insert into wellbeing_checkins (user_id, month, form, answers, age_band, administered, raw, score, facts, updated_at)
      values ($1, $2, 'full', $3, '18-61', 'self', 28, $4, $5, now() - interval '30 days')`,
      [userId, month, JSON.stringify(answersAll(1)), score, JSON.stringify(snapshot)],
    );
  }

  it('a very low check-in raises mood_based with the score, the one before and the buffer beside it; replacing it raises no second', async () => {
    const email = uniqueEmail('checkin-mood');
    const c = stack.client();
    await c.signup(email);
    await importFile(c, 'checking.csv', statement());
    const id = await userIdOf(email);
    await earlierCheckin(id, '2026-02', 60, 1.2);
    const r = await c.json<CheckinSavedDto>('POST', '/api/harmony/checkins', { form: 'full', answers: worst, ageBand: '18-61', administered: 'self' });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ raw: 0, score: 14 });
    expect(r.body.nudge).toMatchObject({
      kind: 'mood_based',
      context: { mood: 1, checkin: { month: '2026-03', score: 14, previous: { month: '2026-02', score: 60 } } },
    });
    expect(r.body.nudge!.message).toBe(
      "Your 2026-03 check-in scored 14 out of 100, down from 60 in 2026-02 while your buffer grew from 1.2 months to 7.8 months. Let's look at what weighs on you.",
    );
    expect((await nudgeOf(c))?.id).toBe(r.body.nudge!.id);
    const again = await c.json<CheckinSavedDto>('POST', '/api/harmony/checkins', {
      form: 'full',
      answers: worst,
      ageBand: '18-61',
      administered: 'self',
      replace: true,
    });
    expect(again.status).toBe(201);
    expect(again.body.nudge).toBeNull();
    const rows = await db.query("select count(*)::int as n from harmony_nudges where user_id = $1 and kind = 'mood_based'", [id]);
    expect(rows.rows[0].n).toBe(1);
    // a middling score raises nothing
    const calm = await user('checkin-calm');
    expect(
      (await calm.json<CheckinSavedDto>('POST', '/api/harmony/checkins', { form: 'full', answers: answersAll(2), ageBand: '18-61', administered: 'self' })).body
        .nudge,
    ).toBeNull();
  });

  it('a month without a check-in is suggested once by a nudge, which the check-in clears; never to a brand-new account', async () => {
    const email = uniqueEmail('checkin-due');
    const c = stack.client();
    await c.signup(email);
    await importFile(c, 'checking.csv', statement());
    expect(await nudgeOf(c)).toBeNull(); // a new account with no check-in yet is not nagged
    const id = await userIdOf(email);
    await earlierCheckin(id, '2026-02', 55, 2);
    const due = (await nudgeOf(c))!;
    expect(due).toMatchObject({ kind: 'checkin_due', context: { month: '2026-03', last: { month: '2026-02', score: 55 } } });
    expect(due.message).toMatch(/^Your last check-in, in 2026-02, scored 55 out of 100\./);
    expect((await c.request('POST', `/api/harmony/nudges/${due.id}/clear`)).status).toBe(204);
    expect(await nudgeOf(c)).toBeNull(); // dismissed today: not again, and never twice in a month
    const rows = await db.query("select subject from harmony_nudges where user_id = $1 and kind = 'checkin_due'", [id]);
    expect(rows.rows).toEqual([{ subject: '2026-03' }]);

    // an account a week old with transactions and no check-in ever is invited; checking in clears the card
    const email2 = uniqueEmail('checkin-invite');
    const d = stack.client();
    await d.signup(email2);
    await importFile(d, 'checking.csv', statement());
    await db.query("update users set created_at = '2026-03-01T12:00:00Z' where email = $1", [email2]);
    const invite = (await nudgeOf(d))!;
    expect(invite).toMatchObject({ kind: 'checkin_due' });
    expect(invite.message).toMatch(/^You have not taken a check-in yet\./);
    expect(await nudgeOf(c)).toBeNull(); // someone else's card is not this user's
    expect((await checkin(d, { form: 'full', answers: answersAll(2), ageBand: '18-61', administered: 'self' })).status).toBe(201);
    expect(await nudgeOf(d)).toBeNull();
  });
});
