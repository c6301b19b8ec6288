// The bell counts what needs the user, not the team's progress (issue 30): four imports through the
// real worker leave it with Byte's and Tag's questions only, while the team room keeps every step; a
// kind turned off in Settings › Notifications leaves the bell; reminder email turned off sends no email
// (an SMTP server on loopback), and the same bill for a user with the defaults does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillsDto, RemindersDto } from '../../core/chime/api.ts';
import type { NotificationsDto } from '../../core/dashboard/api.ts';
import type { NotificationSettingsDto } from '../../core/settings/api.ts';
import type { TeamStateDto } from '../../core/team/api.ts';
import { USER_KINDS } from '../../core/notifications/kinds.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { smtp } from '../support/delivery-peers.ts';
import { acceptedId, documentQuestion, documentSettled, importCsv, startStack, waitFor, type Stack } from '../support/stack.ts';

const TODAY = '2026-03-17';
const cleanups: (() => Promise<unknown>)[] = [];
let stack: Stack;
let mail: Awaited<ReturnType<typeof smtp>>;

beforeAll(async () => {
  mail = await smtp(cleanups);
  stack = await startStack({ env: { CLOCK_TODAY: TODAY, SMTP_URL: mail.url, MAIL_FROM: 'Chime <chime@prime.test>', REMINDER_BACKOFF_MS: '50' } });
});
afterAll(async () => {
  await stack?.close();
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

const bell = async (c: ApiClient) => {
  const r = await c.json<NotificationsDto>('GET', '/api/notifications');
  expect(r.status).toBe(200);
  return r.body;
};
const settings = async (c: ApiClient) => (await c.json<NotificationSettingsDto>('GET', '/api/settings/notifications')).body;

describe('the bell after four imports', () => {
  let client: ApiClient;
  beforeAll(async () => {
    client = stack.client();
    await client.signup(uniqueEmail('bell-imports'));
  });

  it('holds only the questions Byte and Tag ask, not one line per worker step', async () => {
    // two statements Tag reads with confidence, one with a merchant Tag does not know, one whose dates could be read two ways
    await importCsv(client, 'march.csv', ['2026-01-02,WHOLE FOODS MARKET #10,-84.20,Checking', '2026-01-03,NETFLIX.COM,-15.49,Checking']);
    await importCsv(client, 'april.csv', ['2026-02-02,SHELL OIL 5541,-40.00,Checking', '2026-02-03,NETFLIX.COM,-15.49,Checking']);
    await importCsv(client, 'may.csv', ['2026-02-12,ZORBLAX WIDGETS 4411 PORTLAND OR,-23.10,Checking', '2026-02-13,NETFLIX.COM,-15.49,Checking']);
    const up = await client.upload([
      { name: 'dates.csv', content: 'Date,Description,Amount\n03/04/2026,STARBUCKS STORE 12,-4.10\n05/06/2026,SHELL OIL 99,-30.00\n' },
    ]);
    await documentQuestion(client, acceptedId(up.body));

    const b = await bell(client);
    expect(b.items.map((i) => i.kind).sort()).toEqual(['question', 'question']);
    expect(b.unread).toBe(2);
    const byte = b.items.find((i) => i.employee === 'byte')!;
    expect(byte.message).toMatch(/^dates\.csv: The dates in this file can be read day-first or month-first/);
    const tag = b.items.find((i) => i.employee === 'tag')!;
    expect(tag.message).toBe('may.csv: Tag is not sure of 1 transaction. Which categories are right? They wait for you in Smart Categories.');
    expect(b.kinds).toEqual([...USER_KINDS]);

    // the team room still has every step of the work
    const team = (await client.json<TeamStateDto>('GET', '/api/team')).body;
    const progress = team.activity.filter((a) => a.kind === 'progress');
    expect(progress.length).toBeGreaterThanOrEqual(12);
    expect(progress.some((a) => a.employee === 'intelia')).toBe(true);
    expect(progress.some((a) => a.employee === 'crystal')).toBe(true);

    // reading the bell clears it; the next import's progress does not bring it back
    expect((await client.request('POST', '/api/notifications/read')).status).toBe(204);
    await importCsv(client, 'june.csv', ['2026-03-02,WHOLE FOODS MARKET #10,-60.00,Checking']);
    expect((await bell(client)).unread).toBe(0);
  }, 120_000);

  it('counts a failed import', async () => {
    const up = await client.upload([{ name: 'empty.csv', content: 'Date,Description,Amount\n' }]);
    const doc = await documentSettled(client, acceptedId(up.body));
    expect(doc.status).toBe('failed');
    const b = await bell(client);
    expect(b.unread).toBe(1);
    expect(b.items[0]).toMatchObject({ kind: 'failure', documentId: doc.id });
  }, 60_000);

  it('leaves out a kind the user turned off for the bell, and brings it back when turned on', async () => {
    let s = await settings(client);
    expect(s.settings.question).toEqual({ bell: true });
    expect(s.settings.reminder).toEqual({ bell: true, email: true, push: true });

    const off = await client.json<NotificationSettingsDto>('PUT', '/api/settings/notifications', { settings: { question: { bell: false } } });
    expect(off.status).toBe(200);
    expect(off.body.settings.question).toEqual({ bell: false });
    expect(off.body.settings.failure).toEqual({ bell: true });
    let b = await bell(client);
    expect(b.items.filter((i) => i.kind === 'question')).toEqual([]);
    expect(b.items.every((i) => i.kind === 'failure')).toBe(true);
    expect(b.kinds).not.toContain('question');

    await client.json('PUT', '/api/settings/notifications', { settings: { question: { bell: true } } });
    b = await bell(client);
    expect(b.items.filter((i) => i.kind === 'question')).toHaveLength(2);
    s = await settings(client);
    expect(s.settings.question).toEqual({ bell: true });
  });

  it('refuses a channel a kind cannot use, or a kind that does not exist, naming it, and changes nothing', async () => {
    await client.json('PUT', '/api/settings/notifications', { settings: { failure: { bell: false } } });
    const before = await settings(client);
    const email = await client.json<{ error: string; field: string }>('PUT', '/api/settings/notifications', { settings: { question: { email: true } } });
    expect(email.status).toBe(400);
    expect(email.body.field).toBe('settings.question.email');
    const unknown = await client.json<{ error: string; field: string }>('PUT', '/api/settings/notifications', { settings: { progress: { bell: true } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('settings.progress');
    const notBool = await client.json<{ error: string; field: string }>('PUT', '/api/settings/notifications', { settings: { reminder: { push: 'yes' } } });
    expect(notBool.status).toBe(400);
    expect(notBool.body.field).toBe('settings.reminder.push');
    expect(await settings(client)).toEqual(before);
    expect(before.settings.failure).toEqual({ bell: false });
  });

  it('keeps each user to their own settings, and asks for a session', async () => {
    const other = stack.client();
    await other.signup(uniqueEmail('bell-other'));
    expect((await settings(other)).settings.failure).toEqual({ bell: true });
    expect(await bell(other)).toMatchObject({ unread: 0, items: [] });
    const anonymous = stack.client();
    expect((await anonymous.request('GET', '/api/settings/notifications')).status).toBe(401);
    expect((await anonymous.request('PUT', '/api/settings/notifications')).status).toBe(401);
  });
});

describe('reminder email and the settings', () => {
  /** A bill due 2026-03-19, two days after TODAY: inside the 3-day lead time, so the reminder goes out at once. */
  const waterBill = {
    name: 'Water',
    payee: 'City Water Dept',
    expected: { kind: 'exact', cents: 4200 },
    cadence: { kind: 'monthly', day: 19 },
    anchor: '2026-01-19',
    channels: ['in-app', 'email'],
  };
  const log = async (c: ApiClient) => (await c.json<RemindersDto>('GET', '/api/reminders')).body.log;
  const settled = (c: ApiClient) =>
    waitFor(
      async () => {
        const l = await log(c);
        return l.length === 2 && l.every((r) => r.status !== 'pending' && r.status !== 'sending') ? l : null;
      },
      'both reminders settled',
      30_000,
    );

  it('sends no email when reminder email is off, still puts the reminder in the bell, and sends it for a user with the defaults', async () => {
    const quiet = stack.client();
    const quietEmail = uniqueEmail('quiet');
    await quiet.signup(quietEmail);
    expect((await quiet.json('PUT', '/api/settings/notifications', { settings: { reminder: { email: false } } })).status).toBe(200);
    expect((await quiet.json<BillsDto>('POST', '/api/bills', waterBill)).status).toBe(201);
    const rows = Object.fromEntries((await settled(quiet)).map((r) => [r.channel, r]));
    expect(rows['in-app']).toMatchObject({ status: 'delivered' });
    expect(rows.email).toMatchObject({ status: 'skipped', detail: 'not sent: email is off for bill reminders in Settings › Notifications' });
    const b = await bell(quiet);
    expect(b.items.map((i) => [i.kind, i.employee])).toEqual([['reminder', 'chime']]);
    expect(b.unread).toBe(1);

    const usual = stack.client();
    const usualEmail = uniqueEmail('usual');
    await usual.signup(usualEmail);
    expect((await usual.json<BillsDto>('POST', '/api/bills', waterBill)).status).toBe(201);
    expect((await settled(usual)).every((r) => r.status === 'delivered')).toBe(true);
    expect(mail.accepted.map((m) => m.to)).toEqual([usualEmail]);
    expect(mail.accepted.some((m) => m.to === quietEmail)).toBe(false);
  }, 90_000);
});
