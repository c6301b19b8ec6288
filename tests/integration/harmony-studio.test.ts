// Harmony's wellness studio over the API, per user, with the day pinned (CLOCK_TODAY): a no-spend
// challenge broken by an imported transaction (with its date), regret marks raising guilt_pattern,
// the one-tap mood after an import raising mood_based, Harmony's replies about them, achievements
// and the weekly review from the ledger; bad input is a 400 naming the field; nothing crosses users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../core/api/errors.ts';
import type { ChatReplyDto } from '../../core/chat/api.ts';
import type { HarmonyTalkDto, ChallengeDto, MoodResultDto, StudioDto } from '../../core/harmony/api.ts';
import type { TransactionPage } from '../../core/ledger/api.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { importCsv, startStack, type Stack } from '../support/stack.ts';

const TODAY = '2026-03-17';
let stack: Stack;
let alice: ApiClient;
let bob: ApiClient;
let docId: string;

const studio = async (c: ApiClient) => {
  const r = await c.json<StudioDto>('GET', '/api/studio');
  expect(r.status).toBe(200);
  return r.body;
};

beforeAll(async () => {
  stack = await startStack({ env: { CLOCK_TODAY: TODAY } });
  alice = stack.client();
  await alice.signup(uniqueEmail('studio-alice'));
  bob = stack.client();
  await bob.signup(uniqueEmail('studio-bob'));
  const doc = await importCsv(alice, 'march.csv', [
    '2026-03-02,PAYROLL ACME CORP,2500.00,Checking',
    '2026-03-05,BEST BUY #1234,-399.99,Checking',
    '2026-03-09,SAFEWAY #1234,-52.10,Checking',
    '2026-03-12,BEST BUY #1234,-24.50,Checking',
    '2026-03-16,BEST BUY #1234,-18.00,Checking',
  ]);
  docId = doc.id;
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

describe('no-spend challenge', () => {
  it('is broken by the first spending transaction in its categories after the start, with its date', async () => {
    const made = await alice.json<ChallengeDto>('POST', '/api/studio/challenges', { categories: ['Shopping'], lengthDays: 7, startDate: '2026-03-10' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      categories: ['Shopping'],
      startDate: '2026-03-10',
      endDate: '2026-03-16',
      state: 'broken',
      daysKept: 2,
      brokenBy: { date: '2026-03-12', category: 'Shopping', cents: 2_450 },
    });
    const kept = await alice.json<ChallengeDto>('POST', '/api/studio/challenges', { categories: ['Entertainment', 'Recreation'], lengthDays: 14 });
    expect(kept.body).toMatchObject({ startDate: TODAY, state: 'active', daysKept: 1, brokenBy: null });
    const s = await studio(alice);
    expect(s.challenges.map((c) => c.state)).toEqual(['active', 'broken']);
    expect(s.review.challenges.map((c) => c.state)).toEqual(['active', 'broken']);
    expect((await alice.request('DELETE', `/api/studio/challenges/${kept.body.id}`)).status).toBe(204);
    expect((await studio(alice)).challenges).toHaveLength(1);
  });

  it('bad input is a 400 naming the field', async () => {
    const bad = async (body: unknown, field: string) => {
      const r = await alice.json<ApiError>('POST', '/api/studio/challenges', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.field).toBe(field);
    };
    await bad({ categories: [], lengthDays: 7 }, 'categories');
    await bad({ categories: ['Crypto'], lengthDays: 7 }, 'categories.0');
    await bad({ categories: ['Income'], lengthDays: 7 }, 'categories.0');
    await bad({ categories: ['Shopping'], lengthDays: 10 }, 'lengthDays');
    await bad({ categories: ['Shopping'], lengthDays: 7, startDate: '2026-02-30' }, 'startDate');
    const regret = await alice.json<ApiError>('PUT', '/api/studio/regrets', { category: 'Nope', regret: true });
    expect([regret.status, regret.body.field]).toEqual([400, 'category']);
    const mood = await alice.json<ApiError>('POST', '/api/studio/moods', { documentId: docId, mood: 6 });
    expect([mood.status, mood.body.field]).toEqual([400, 'mood']);
    const focus = await alice.json<ApiError>('POST', '/api/studio/focus', { kind: 'focus', minutes: 0 });
    expect([focus.status, focus.body.field]).toEqual([400, 'minutes']);
  });
});

describe('regret marks and guilt_pattern', () => {
  it('marking a category with 3 purchases in 14 days raises a nudge with the figures; Harmony replies from them', async () => {
    const r = await alice.json<{ regrets: string[]; nudge: { id: string; kind: string; message: string } | null }>('PUT', '/api/studio/regrets', {
      category: 'Shopping',
      regret: true,
    });
    expect(r.status).toBe(200);
    expect(r.body.regrets).toEqual(['Shopping']);
    expect(r.body.nudge).toMatchObject({
      kind: 'guilt_pattern',
      message: "3 purchases in Shopping in the last 14 days ($442.49). You marked Shopping as a regret; let's look at it kindly.",
    });
    // once a month per category
    expect((await studio(alice)).nudge).toBeNull();
    const talk = await alice.json<HarmonyTalkDto>('POST', `/api/harmony/nudges/${r.body.nudge!.id}/talk`);
    expect(talk.body.greeting).toContain('The latest was Best Buy, $18.00 on Mar 16.');
    expect(talk.body.greeting).toContain('$18.00 on Mar 16');
    const why = await alice.json<ChatReplyDto>('POST', '/api/chat/harmony/messages', {
      message: 'why does this keep happening?',
      conversationId: talk.body.conversationId,
    });
    expect(why.status).toBe(200);
    expect(why.body.reply.content).toContain('3 purchases in Shopping in the last 14 days ($442.49)');
    const stop = await alice.json<ChatReplyDto>('POST', '/api/chat/harmony/messages', { message: 'how do I stop', conversationId: talk.body.conversationId });
    expect(stop.body.reply.content).toContain('no-spend challenge on Shopping');
    const off = await alice.json<{ regrets: string[] }>('PUT', '/api/studio/regrets', { category: 'Shopping', regret: false });
    expect(off.body.regrets).toEqual([]);
  });
});

describe('guilt_pattern after an import', () => {
  it("after an import, Intelia's step runs the guilt rule on the regret categories", async () => {
    const carol = stack.client();
    await carol.signup(uniqueEmail('studio-carol'));
    const none = await carol.json<{ nudge: unknown }>('PUT', '/api/studio/regrets', { category: 'Entertainment', regret: true });
    expect(none.body.nudge).toBeNull();
    await importCsv(carol, 'fun.csv', [
      '2026-03-06,NETFLIX.COM,-15.49,Checking',
      '2026-03-10,AMC THEATRES 123,-24.00,Checking',
      '2026-03-15,SPOTIFY USA,-11.99,Checking',
    ]);
    const r = await carol.json<{ nudge: { kind: string; message: string } | null }>('GET', '/api/harmony/nudge');
    expect(r.body.nudge).toMatchObject({
      kind: 'guilt_pattern',
      message: expect.stringMatching(/^3 purchases in Entertainment in the last 14 days \(\$51\.48\)\./),
    });
  });
});

describe('the one-tap mood after an import', () => {
  it("an awful mood raises mood_based naming the import's real figures; a good one does not", async () => {
    expect((await alice.json<{ mood: number | null }>('GET', `/api/studio/moods/${docId}`)).body.mood).toBeNull();
    const good = await alice.json<MoodResultDto>('POST', '/api/studio/moods', { documentId: docId, mood: 4 });
    expect(good.status).toBe(201);
    expect(good.body).toMatchObject({ mood: 4, date: TODAY, nudge: null });
    const low = await alice.json<MoodResultDto>('POST', '/api/studio/moods', { documentId: docId, mood: 1 });
    expect(low.body.nudge).toMatchObject({
      kind: 'mood_based',
      message:
        'You said you feel awful about march.csv. It brought in 5 transactions: $494.59 of spending and $2,500.00 of income, most of it Shopping ($442.49).',
    });
    expect((await alice.json<{ mood: number | null }>('GET', `/api/studio/moods/${docId}`)).body.mood).toBe(1);
    const talk = await alice.json<HarmonyTalkDto>('POST', `/api/harmony/nudges/${low.body.nudge!.id}/talk`);
    expect(talk.body.greeting).toContain('The largest purchase was Best Buy, $399.99 on Mar 5.');
    const budget = await alice.json<ChatReplyDto>('POST', '/api/chat/harmony/messages', {
      message: 'can we make a budget?',
      conversationId: talk.body.conversationId,
    });
    expect(budget.body.reply.content).toContain('hold Shopping ($442.49 here) about 10% lower next time');
    expect((await studio(alice)).moods).toEqual([{ documentId: docId, mood: 1, date: TODAY }]);
  });
});

describe('achievements, the weekly review and focus', () => {
  it("come from the user's own data", async () => {
    let s = await studio(alice);
    expect(s.review).toMatchObject({ from: '2026-03-09', to: '2026-03-15', spendingCents: 7_660, previousSpendingCents: 39_999, transactions: 2 });
    expect(s.achievements.find((a) => a.key === 'first_ai_decision')).toMatchObject({ reached: false, unlockedAt: null });
    // the one savings rate (core/figures): March is Alice's only month and it is running, so there is none yet
    // (it was 80.2% of the 90 days' income before issue 30; Freedom gave no rate for the same ledger)
    expect(s.achievements.find((a) => a.key === 'savings_master')).toMatchObject({
      reached: false,
      progress: 'No full month so far; a savings rate needs 1.',
    });
    const tx = (await alice.json<TransactionPage>('GET', '/api/transactions?search=SAFEWAY')).body.items[0]!;
    expect((await alice.json('PATCH', `/api/transactions/${tx.id}`, { category: 'Shopping', subcategory: null })).status).toBe(200);
    s = await studio(alice);
    expect(s.achievements.find((a) => a.key === 'first_ai_decision')).toMatchObject({
      reached: true,
      progress: '1 decision made',
      unlockedAt: expect.any(String),
    });
    expect((await alice.json('POST', '/api/studio/focus', { kind: 'focus', minutes: 25 })).status).toBe(201);
    expect((await studio(alice)).focus).toEqual({ sessions: 1, minutes: 25 });
  });
});

describe('privacy', () => {
  it('another user sees none of it and cannot touch it', async () => {
    const mine = await studio(alice);
    const id = mine.challenges[0]!.id;
    const s = await studio(bob);
    expect([s.challenges, s.regrets, s.moods, s.focus]).toEqual([[], [], [], { sessions: 0, minutes: 0 }]);
    expect((await bob.request('DELETE', `/api/studio/challenges/${id}`)).status).toBe(404);
    expect((await bob.json('POST', '/api/studio/moods', { documentId: docId, mood: 1 })).status).toBe(404);
    expect((await bob.json('GET', `/api/studio/moods/${docId}`)).status).toBe(404);
    expect((await studio(alice)).challenges.map((c) => c.id)).toContain(id);
  });
});
