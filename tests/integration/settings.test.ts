// Settings: profile, password, sign out everywhere, the data export and deleting the account.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../core/api/errors.ts';
import type { UserDto } from '../../core/auth/api.ts';
import type { LedgerChangeResult, TransactionPage } from '../../core/ledger/api.ts';
import type { SettingsDto } from '../../core/settings/api.ts';
import { addDays } from '../../core/dates.ts';
import { EXPORTED_TABLES, NOT_EXPORTED_TABLES } from '../../db/repos/user-account.ts';
import {
  accountBalances,
  automationRuns,
  podcastEpisodes,
  harmonyNudges,
  harmonySignals,
  loginChallenges,
  musicConnections,
  musicPlaylists,
  primeApprovals,
  receipts,
  reminders,
  statementLayouts,
  userIdentities,
} from '../../db/schema.ts';
import { type ApiClient, connected, uniqueEmail } from '../support/api.ts';
import { acceptedId, documentSettled, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
const PASSWORD = 'correct horse battery';
const today = new Date().toISOString().slice(0, 10);
const day = (n: number) => addDays(today, -n);

beforeAll(async () => {
  stack = await startStack({ env: { OUTBOUND_ALLOW_HOSTS: 'push.example.test' } });
});
afterAll(async () => {
  await stack?.close();
});

async function importCsv(c: ApiClient, name: string, rows: string[]): Promise<string> {
  const up = await c.upload([{ name, content: ['Date,Description,Amount,Account', ...rows].join('\n') }]);
  const doc = await documentSettled(c, acceptedId(up.body));
  expect(doc.status, JSON.stringify(doc)).toBe('completed');
  return doc.id;
}

async function login(email: string, password = PASSWORD): Promise<ApiClient> {
  const c = stack.client();
  const r = await c.json('POST', '/api/auth/login', { email, password });
  expect(r.status).toBe(200);
  return c;
}

const query = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => (await stack.server.db.pool.query<T>(text, params)).rows;

/** every table with a user_id column, from the database itself */
const userTables = async () =>
  (
    await query<{ table_name: string }>(
      `select table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id' order by table_name`,
    )
  ).map((r) => r.table_name);

async function rowCounts(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of await userTables()) {
    counts[t] = (await query<{ n: number }>(`select count(*)::int as n from "${t}" where user_id = $1`, [userId]))[0]!.n;
  }
  return counts;
}

describe('profile', () => {
  it('shows and updates name, email and phone, with the phone stored normalized', async () => {
    const email = uniqueEmail('Profile');
    const c = stack.client();
    await c.signup(email, PASSWORD, 'Ada Lovelace');
    expect((await c.json<SettingsDto>('GET', '/api/settings')).body).toEqual({
      fullName: 'Ada Lovelace',
      email: email.toLowerCase(),
      phone: null,
      twoFactorEnabled: false,
      hasPassword: true,
    });

    const newEmail = uniqueEmail('Renamed');
    const r = await c.json<SettingsDto>('PATCH', '/api/settings', { fullName: '  Ada King  ', email: newEmail, phone: '+44 (20) 7946-0958' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ fullName: 'Ada King', email: newEmail.toLowerCase(), phone: '+442079460958', twoFactorEnabled: false, hasPassword: true });
    expect((await c.json<{ user: UserDto }>('GET', '/api/me')).body.user).toMatchObject({ fullName: 'Ada King', email: newEmail.toLowerCase() });
    // the new email is the login now, the old one is not
    expect((await stack.client().json('POST', '/api/auth/login', { email: newEmail, password: PASSWORD })).status).toBe(200);
    expect((await stack.client().json('POST', '/api/auth/login', { email, password: PASSWORD })).status).toBe(401);

    const cleared = await c.json<SettingsDto>('PATCH', '/api/settings', { phone: '' });
    expect(cleared.body).toMatchObject({ fullName: 'Ada King', phone: null });
  });

  it('refuses bad values with 400 naming the field, and changes nothing', async () => {
    const c = stack.client();
    await c.signup(uniqueEmail(), PASSWORD, 'Grace Hopper');
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ phone: '12 34' }, 'phone', /7 to 15 digits/],
      [{ phone: '+1 415 CALL ME' }, 'phone', /phone number/],
      [{ email: 'not-an-email' }, 'email', /email/i],
      [{ fullName: '   ' }, 'fullName', /name/i],
      [{ fullName: 'x'.repeat(121) }, 'fullName', /120/],
      [{ fullName: 42 }, 'fullName', /fullName/],
      [{}, '', /Nothing to change/],
    ];
    for (const [body, field, message] of cases) {
      const r = await c.json<ApiError>('PATCH', '/api/settings', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error).toMatch(message);
      if (field) expect(r.body.field).toBe(field);
    }
    expect((await c.json<SettingsDto>('GET', '/api/settings')).body).toMatchObject({ fullName: 'Grace Hopper', phone: null });
  });

  it('refuses an email another account uses (whatever its case) with 409', async () => {
    const taken = uniqueEmail('Taken');
    await stack.client().signup(taken);
    const c = stack.client();
    const mine = uniqueEmail();
    await c.signup(mine);
    const r = await c.json<ApiError>('PATCH', '/api/settings', { email: taken.toUpperCase(), fullName: 'Changed' });
    expect(r.status).toBe(409);
    expect(r.body.error).toBe('That email is already used by another account.');
    expect((await c.json<SettingsDto>('GET', '/api/settings')).body).toMatchObject({ email: mine.toLowerCase(), fullName: 'Test User' });
  });

  it('needs a session', async () => {
    expect((await stack.client().json('GET', '/api/settings')).status).toBe(401);
    expect((await stack.client().json('PATCH', '/api/settings', { fullName: 'X' })).status).toBe(401);
  });
});

describe('password and sessions', () => {
  it('changes the password after checking the current one, and ends every other session', async () => {
    const email = uniqueEmail('Pw');
    const here = stack.client();
    await here.signup(email);
    const phone = await login(email);
    const laptop = await login(email);

    const wrong = await here.json<ApiError>('POST', '/api/settings/password', { currentPassword: 'not it at all', newPassword: 'a brand new secret' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toMatch(/current password/);
    const short = await here.json<ApiError>('POST', '/api/settings/password', { currentPassword: PASSWORD, newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ field: 'newPassword', error: expect.stringMatching(/8 characters/) });
    const same = await here.json<ApiError>('POST', '/api/settings/password', { currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(same.status).toBe(400);
    // nothing changed so far: every session still works
    for (const c of [here, phone, laptop]) expect((await c.json('GET', '/api/settings')).status).toBe(200);

    const ok = await here.request('POST', '/api/settings/password', { currentPassword: PASSWORD, newPassword: 'a brand new secret' });
    expect(ok.status).toBe(204);
    expect((await here.json('GET', '/api/settings')).status).toBe(200);
    expect((await phone.json('GET', '/api/settings')).status).toBe(401);
    expect((await laptop.json('GET', '/api/transactions')).status).toBe(401);
    expect((await stack.client().json('POST', '/api/auth/login', { email, password: PASSWORD })).status).toBe(401);
    expect((await stack.client().json('POST', '/api/auth/login', { email, password: 'a brand new secret' })).status).toBe(200);
  });

  it('signs out everywhere, this browser included', async () => {
    const email = uniqueEmail('Everywhere');
    const here = stack.client();
    await here.signup(email);
    const other = await login(email);
    const socket = other.socket();
    await connected(socket);
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const res = await here.request('POST', '/api/settings/sign-out-everywhere');
    expect(res.status).toBe(204);
    expect(await dropped).toBe('io server disconnect'); // live sockets of the user are closed too
    socket.disconnect();
    expect(res.headers.get('set-cookie')).toMatch(/pf_session=;/);
    const stolen = stack.client();
    stolen.cookie = other.cookie;
    for (const c of [here, other, stolen]) {
      expect((await c.json('GET', '/api/me')).body).toEqual({ user: null });
      expect((await c.json('GET', '/api/settings')).status).toBe(401);
    }
    expect((await login(email)).cookie).toMatch(/^pf_session=.+/);
  });
});

describe('export and account deletion', () => {
  let alice: ApiClient;
  let bob: ApiClient;
  let aliceId: string;
  let bobId: string;
  let aliceEmail: string;
  let bobEmail: string;

  beforeAll(async () => {
    alice = stack.client();
    bob = stack.client();
    aliceEmail = uniqueEmail('Alice');
    bobEmail = uniqueEmail('Bob');
    aliceId = (await alice.signup(aliceEmail, PASSWORD, 'Alice')).id;
    bobId = (await bob.signup(bobEmail, PASSWORD, 'Bob')).id;
    await importCsv(alice, 'alice.csv', [
      `${day(12)},ALICE BAKERY 1,-12.50,Checking`,
      `${day(10)},"=HYPERLINK(""http://evil.example"",""click"")",-5.00,Checking`,
      `${day(8)},@SUM(1+1) SHOP,-7.25,Checking`,
      `${day(5)},"Smith, Jones & ""Partners""",-40.00,Checking`,
      `${day(3)},ALICE EMPLOYER PAYROLL,2500.00,Checking`,
    ]);
    await importCsv(bob, 'bob.csv', [`${day(4)},BOB ONLY HARDWARE,-99.99,Savings`]);
  });

  it('exports everything of the user as a JSON download, and nothing of anyone else', async () => {
    const res = await alice.request('GET', '/api/settings/export?format=json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?prime-finance-export-\d{4}-\d{2}-\d{2}\.json"?$/);
    const text = await res.text();
    const data = JSON.parse(text) as { format: string; profile: Record<string, unknown>; tables: Record<string, Record<string, unknown>[]> };
    expect(data.format).toBe('prime-finance-export');
    expect(data.profile).toMatchObject({ id: aliceId, email: aliceEmail.toLowerCase(), full_name: 'Alice', two_factor_enabled: false });
    expect(data.profile).not.toHaveProperty('password_hash');
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain('totp_secret');

    const txs = data.tables.transactions!;
    expect(txs).toHaveLength(5);
    expect(txs.map((t) => t.description)).toContain('ALICE BAKERY 1');
    expect(txs.find((t) => t.description === 'ALICE EMPLOYER PAYROLL')).toMatchObject({ amount_cents: 250000 });
    expect(txs[0]).not.toHaveProperty('user_id');
    expect(data.tables.documents!.map((d) => d.file_name)).toEqual(['alice.csv']);
    expect(data.tables.documents![0]).not.toHaveProperty('storage_key');
    expect(text).not.toContain('BOB ONLY HARDWARE');
    expect(text).not.toContain(bobId);

    // every table with a user_id is in the export, except the security state
    const expected = (await userTables()).filter((t) => !(NOT_EXPORTED_TABLES as readonly string[]).includes(t));
    expect(Object.keys(data.tables).sort()).toEqual(expected);
    expect(EXPORTED_TABLES.map((t) => t.name).sort()).toEqual(expected);
  });

  it('exports the transactions as CSV with formulas defused', async () => {
    const res = await alice.request('GET', '/api/settings/export?format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?prime-finance-export-\d{4}-\d{2}-\d{2}\.csv"?$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM: spreadsheets read it as UTF-8
    const text = new TextDecoder().decode(bytes);
    expect(text).not.toContain('BOB ONLY');
    const rows = Papa.parse<Record<string, string>>(text.trim(), { header: true, skipEmptyLines: true }).data;
    expect(Object.keys(rows[0]!)).toEqual(['date', 'description', 'merchant', 'amount', 'currency', 'category', 'subcategory', 'account', 'source']);
    expect(rows).toHaveLength(5);
    expect(rows.map((r) => r.date)).toEqual([...rows.map((r) => r.date)].sort());
    const byStart = (s: string) => rows.find((r) => r.description!.includes(s))!;
    expect(byStart('HYPERLINK').description).toBe('\'=HYPERLINK("http://evil.example","click")');
    expect(byStart('SUM(').description).toBe("'@SUM(1+1) SHOP");
    expect(byStart('Smith').description).toBe('Smith, Jones & "Partners"');
    expect(byStart('BAKERY')).toMatchObject({ amount: '-12.50', currency: 'USD', account: 'Checking', date: day(12) });
    expect(byStart('PAYROLL').amount).toBe('2500.00');
    for (const r of rows) {
      expect(r.category).toBeTruthy();
      expect(r.source).toBeTruthy();
      for (const cell of Object.values(r)) if (cell !== r.amount) expect(cell).not.toMatch(/^[=+\-@]/);
    }
  });

  it("the CSV says each amount's currency: a MYR 73.00 receipt is not a dollar row", async () => {
    const c = stack.client();
    await c.signup(uniqueEmail('Ringgit'));
    const added = await c.json('POST', '/api/transactions', {
      clientId: randomUUID(),
      date: day(3),
      description: 'KEDAI KOPI RECEIPT',
      amountCents: -7300,
      currency: 'MYR',
      account: 'Cash',
    });
    expect(added.status).toBe(201);
    const csv = await (await c.request('GET', '/api/settings/export?format=csv')).text();
    const rows = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, '').trim(), { header: true, skipEmptyLines: true }).data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ description: 'KEDAI KOPI RECEIPT', amount: '-73.00', currency: 'MYR' });
  });

  it('pages through thousands of transactions without losing or repeating one', async () => {
    const c = stack.client();
    const id = (await c.signup(uniqueEmail('Many'))).id;
    await query(
      `
      insert into transactions (user_id, hash_id, date, description, amount_cents, category, confidence, needs_user_input, categorization_source)
      select $1, 'h' || g, date '2025-01-01' + (g % 400), 'ROW ' || g, -g, 'Shopping', 1, false, 'rule'
      from generate_series(1, 4500) g`,
      [id],
    );
    const json = await c.json<{ tables: Record<string, { description: string }[]> }>('GET', '/api/settings/export');
    const descriptions = json.body.tables.transactions!.map((t) => t.description);
    expect(descriptions).toHaveLength(4500);
    expect(new Set(descriptions).size).toBe(4500);
    const csv = await (await c.request('GET', '/api/settings/export?format=csv')).text();
    const rows = Papa.parse<Record<string, string>>(csv.trim(), { header: true, skipEmptyLines: true }).data;
    expect(rows).toHaveLength(4500);
    expect(new Set(rows.map((r) => r.description)).size).toBe(4500);
    expect(rows.map((r) => r.date)).toEqual(rows.map((r) => r.date).sort());
  });

  it('refuses an unknown export format', async () => {
    const r = await alice.json<ApiError>('GET', '/api/settings/export?format=xml');
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('format');
  });

  it('deletes the account only with the password and DELETE, then every row and file of the user is gone', async () => {
    // give Alice a row in every table that has a user_id (the API makes most of them)
    const tx = (await alice.json<TransactionPage>('GET', '/api/transactions?search=BAKERY')).body.items[0]!;
    expect((await alice.json('PATCH', `/api/transactions/${tx.id}`, { category: 'Shopping', subcategory: null })).status).toBe(200);
    expect(
      (await alice.json('POST', '/api/tag/rules', { conditions: { descriptionContains: 'bakery' }, category: 'Food & Dining', subcategory: null })).status,
    ).toBe(201);
    // a row added by hand and deleted: a tombstone and two undo steps
    const cash = await alice.json<LedgerChangeResult>('POST', '/api/transactions', {
      clientId: randomUUID(),
      date: '2026-01-02',
      description: 'Cash',
      amountCents: -500,
    });
    expect((await alice.json('DELETE', `/api/transactions/${cash.body.transactions[0]!.id}`)).status).toBe(200);
    const goal = await alice.json<{ id: string }>('POST', '/api/goals', { name: 'Holiday', kind: 'save up', targetCents: 200_000 });
    expect((await alice.json('POST', `/api/goals/${goal.body.id}/contributions`, { date: '2026-01-03', amountCents: 5000 })).status).toBe(201);
    expect(
      (await alice.json('POST', '/api/debts', { name: 'Visa', kind: 'credit card', balanceCents: 100_000, apr: 20, minimum: { kind: 'fixed', cents: 5000 } }))
        .status,
    ).toBe(201);
    expect((await alice.json('PUT', '/api/budgets', { category: 'Food & Dining', subcategory: null, limitCents: 40_000 })).status).toBe(200);
    expect(
      (
        await alice.json('POST', '/api/bills', {
          name: 'Rent',
          expected: { kind: 'exact', cents: 100_000 },
          cadence: { kind: 'monthly', day: 1 },
          anchor: '2026-01-01',
        })
      ).status,
    ).toBe(201);
    expect((await alice.json('POST', '/api/bills/proposals/dismiss', { merchantKey: 'alice bakery' })).status).toBe(200);
    expect(
      (
        await alice.json('POST', '/api/push/subscriptions', {
          endpoint: `https://push.example.test/${aliceId}`,
          keys: { p256dh: 'BPk1aGVsbG8', auth: 'c2VjcmV0' },
          device: 'Phone',
        })
      ).status,
    ).toBe(201);
    // an Automa rule, and a run of it (the run log row the worker writes when a rule fires)
    const rule = await alice.json<{ rule: { id: string } }>('POST', '/api/automation/rules', {
      name: 'Bakery',
      trigger: 'transaction imported',
      conditions: [{ field: 'description', op: 'contains', value: 'bakery' }],
      actions: [{ kind: 'mark for review' }],
    });
    expect(rule.status).toBe(201);
    await stack.server.db.db.insert(automationRuns).values({
      userId: aliceId,
      ruleId: rule.body.rule.id,
      ruleName: 'Bakery',
      eventKey: `tx:${tx.id}`,
      outcome: 'done',
      details: { done: ['mark for review'], skipped: [] },
    });
    // Ledger's tax assistant: settings, a line for a transaction, a journey
    expect((await alice.json('PUT', '/api/tax/settings', { jurisdiction: 'US', taxYear: '2026' })).status).toBe(200);
    expect((await alice.json('POST', '/api/tax/lines', { transactionId: tx.id, line: 'supplies' })).status).toBe(200);
    expect((await alice.json('POST', '/api/tax/mileage', { date: '2026-01-05', purpose: 'Client visit', distance: 12 })).status).toBe(201);
    // Roundtable: her podcast preferences, a private feed, and an episode (the worker's row)
    expect((await alice.json('PUT', '/api/podcast/preferences', { lengthMinutes: 5 })).status).toBe(200);
    expect((await alice.json('POST', '/api/podcast/feed')).status).toBe(201);
    await stack.server.db.db
      .insert(podcastEpisodes)
      .values({ userId: aliceId, podcasterId: 'roundtable', type: 'weekly', timeframeDays: 7, periodFrom: '2026-01-01', periodTo: '2026-01-07' });
    expect((await alice.json('POST', '/api/prime/ask', { question: 'I need help with my taxes' })).status).toBe(200);
    expect((await alice.json('POST', '/api/chat/crystal/messages', { message: 'What is my spending trend?' })).status).toBe(200);
    expect((await alice.json('GET', '/api/harmony/nudge')).status).toBe(200);
    const answers = Object.fromEntries(['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9', 'q10'].map((q) => [q, 2]));
    expect((await alice.json('POST', '/api/harmony/checkins', { form: 'full', answers, ageBand: '18-61', administered: 'self' })).status).toBe(201);
    expect((await alice.json('PUT', '/api/intelia/business-accounts', { accounts: ['Checking'] })).status).toBe(200);
    expect((await alice.json('POST', '/api/contact', { name: 'Alice', email: aliceEmail, message: 'Hello from Alice' })).status).toBe(201);
    expect((await alice.json('POST', '/api/newsletter', { email: aliceEmail })).status).toBe(201);
    expect((await bob.json('POST', '/api/contact', { name: 'Bob', email: bobEmail, message: 'Hello from Bob' })).status).toBe(201);
    expect((await bob.json('POST', '/api/newsletter', { email: bobEmail })).status).toBe(201);
    const db = stack.server.db.db;
    const [doc] = await query<{ id: string }>('select id from documents where user_id = $1', [aliceId]);
    // Harmony's studio: a regret, a challenge, a focus session, a mood about her import, and the achievement her correction unlocked
    expect((await alice.json('PUT', '/api/studio/regrets', { category: 'Shopping', regret: true })).status).toBe(200);
    expect((await alice.json('POST', '/api/studio/challenges', { categories: ['Shopping'], lengthDays: 7 })).status).toBe(201);
    expect((await alice.json('POST', '/api/studio/focus', { kind: 'focus', minutes: 25 })).status).toBe(201);
    expect((await alice.json('POST', '/api/studio/moods', { documentId: doc!.id, mood: 4 })).status).toBe(201);
    expect((await alice.json('GET', '/api/studio')).status).toBe(200);
    await db.insert(reminders).values({ userId: aliceId, billName: 'Rent', due: '2026-02-01', channel: 'in-app', title: 'Rent is due', body: 'Rent' });
    // her imports made her accounts; a balance the bank stated for one of them
    const [account] = await query<{ id: string }>('select id from accounts where user_id = $1', [aliceId]);
    await db.insert(accountBalances).values({ userId: aliceId, accountId: account!.id, date: '2026-01-31', balanceCents: 1000, source: 'statement' });
    await db.insert(receipts).values({ userId: aliceId, transactionId: tx.id, merchant: 'Alice Bakery', totalCents: 1250 });
    await db.insert(harmonySignals).values({ userId: aliceId, kind: 'spending_spike', subject: 'test', data: {} }).onConflictDoNothing();
    await db
      .insert(harmonyNudges)
      .values({
        userId: aliceId,
        kind: 'time_based',
        subject: 'test',
        message: 'Welcome back',
        context: {} as never,
      })
      .onConflictDoNothing();
    await db.insert(primeApprovals).values({ userId: aliceId, documentId: doc!.id, employee: 'tag', unsure: 1, total: 1, message: 'x' }).onConflictDoNothing();
    await db.insert(loginChallenges).values({ id: `test-${aliceId}`, userId: aliceId, expiresAt: new Date(Date.now() + 60_000) });
    await db.insert(userIdentities).values({ userId: aliceId, provider: 'google', subject: `test-${aliceId}`, email: aliceEmail.toLowerCase() });
    // Wave's Spotify connection (its tokens are ciphertext, never exported) and a playlist it made
    await db.insert(musicConnections).values({
      userId: aliceId,
      accessToken: 'v1.sealed-access',
      refreshToken: 'v1.sealed-refresh',
      expiresAt: new Date(),
      spotifyUserId: 'alice-spotify',
      product: 'premium',
    });
    await db
      .insert(musicPlaylists)
      .values({ userId: aliceId, kind: 'calm', name: 'Wave · Calm', spotifyId: 'pl1', url: 'https://open.spotify.com/playlist/pl1', trackCount: 0 });
    // Byte's answer for a layout of hers (a card export whose amounts she said are money spent)
    await db
      .insert(statementLayouts)
      .values({ userId: aliceId, fingerprint: '0123456789abcdef', answers: { amountSign: 'spent' }, columns: ['Date', 'Merchant', 'Amount'] });

    const before = await rowCounts(aliceId);
    const empty = Object.entries(before)
      .filter(([, n]) => n === 0)
      .map(([t]) => t);
    expect(empty, 'tables this test gives Alice no row in: add one above').toEqual([]);
    const bobBefore = await rowCounts(bobId);
    expect(bobBefore.transactions).toBe(1);
    const storage = stack.env.config.STORAGE_DIR;
    expect(existsSync(path.join(storage, 'users', aliceId))).toBe(true);

    // every foreign key to users removes the rows with the user
    const fks = await query<{ table: string; rule: string }>(`
      select conrelid::regclass::text as table, confdeltype::text as rule from pg_constraint
      where contype = 'f' and confrelid = 'public.users'::regclass`);
    expect(fks.filter((f) => f.rule !== 'c')).toEqual([]);
    // …except transactions, whose owner is kept by triggers (migration 0035: checked once per insert
    // statement, not once per row); the counts after the deletion below show its rows go too
    expect(fks.map((f) => f.table).sort()).toEqual((await userTables()).filter((t) => t !== 'transactions'));
    expect(await query(`select 1 from pg_trigger where tgname = 'users_delete_transactions'`)).toHaveLength(1);

    const wrong = await alice.json<ApiError>('DELETE', '/api/settings/account', { password: 'not my password', confirm: 'DELETE' });
    expect(wrong.status).toBe(403);
    const unconfirmed = await alice.json<ApiError>('DELETE', '/api/settings/account', { password: PASSWORD, confirm: 'delete' });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body).toMatchObject({ field: 'confirm', error: expect.stringMatching(/DELETE/) });
    expect((await alice.json('GET', '/api/settings')).status).toBe(200);

    const res = await alice.request('DELETE', '/api/settings/account', { password: PASSWORD, confirm: 'DELETE' });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/pf_session=;/);

    const after = await rowCounts(aliceId);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(await query('select 1 from users where id = $1', [aliceId])).toHaveLength(0);
    expect(await query('select 1 from newsletter_subscriptions where email = $1', [aliceEmail.toLowerCase()])).toHaveLength(0);
    expect(existsSync(path.join(storage, 'users', aliceId))).toBe(false);
    expect((await stack.client().json('POST', '/api/auth/login', { email: aliceEmail, password: PASSWORD })).status).toBe(401);

    // Bob keeps everything
    expect(await rowCounts(bobId)).toEqual(bobBefore);
    expect(await query('select 1 from newsletter_subscriptions where email = $1', [bobEmail.toLowerCase()])).toHaveLength(1);
    expect(existsSync(path.join(storage, 'users', bobId))).toBe(true);
    expect((await bob.json<TransactionPage>('GET', '/api/transactions')).body.total).toBe(1);
  });
});
