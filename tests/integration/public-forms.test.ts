// The footer's newsletter form and /contact: open to everyone, validated, stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../core/api/errors.ts';
import type { ContactReceivedDto, NewsletterDto } from '../../core/public/api.ts';
import { uniqueEmail } from '../support/api.ts';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ workers: false });
});
afterAll(async () => {
  await stack?.close();
});

const rows = async (text: string, params: unknown[] = []) => (await stack.server.db.pool.query(text, params)).rows;

describe('newsletter', () => {
  it('stores an address once, whatever its case, and says so', async () => {
    const email = uniqueEmail('News');
    const anon = stack.client();
    const first = await anon.json<NewsletterDto>('POST', '/api/newsletter', { email: `  ${email.toUpperCase()} ` });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ status: 'subscribed' });
    const again = await stack.client().json<NewsletterDto>('POST', '/api/newsletter', { email: email.toLowerCase() });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ status: 'already_subscribed' });
    expect(await rows('select email from newsletter_subscriptions where lower(email) = $1', [email.toLowerCase()])).toEqual([{ email: email.toLowerCase() }]);
  });

  it('works for a logged-in visitor too', async () => {
    const c = stack.client();
    const email = uniqueEmail('Member');
    await c.signup(email);
    expect((await c.json<NewsletterDto>('POST', '/api/newsletter', { email })).status).toBe(201);
  });

  it('refuses an invalid email with 400 naming the field, and stores nothing', async () => {
    const before = (await rows('select count(*)::int as n from newsletter_subscriptions'))[0].n;
    for (const body of [{ email: 'not-an-email' }, { email: '' }, {}, { email: `${'a'.repeat(250)}@example.com` }, { email: ['a@b.co'] }]) {
      const r = await stack.client().json<ApiError>('POST', '/api/newsletter', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.field).toBe('email');
      expect(r.body.error).toMatch(/email/i);
    }
    expect((await rows('select count(*)::int as n from newsletter_subscriptions'))[0].n).toBe(before);
  });
});

describe('contact', () => {
  it('stores the message and confirms with its id', async () => {
    const email = uniqueEmail('Contact');
    const r = await stack.client().json<ContactReceivedDto>('POST', '/api/contact', {
      name: ' Ada ',
      email,
      subject: 'Question about imports',
      message: 'Can Byte read QIF files?\nThanks!',
    });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ status: 'received', id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await rows('select name, email, subject, message, user_id from contact_messages where id = $1', [r.body.id])).toEqual([
      {
        name: 'Ada',
        email: email.toLowerCase(),
        subject: 'Question about imports',
        message: 'Can Byte read QIF files?\nThanks!',
        user_id: null,
      },
    ]);
  });

  it('takes a message without a subject, and links it to the account of a logged-in sender', async () => {
    const c = stack.client();
    const email = uniqueEmail('Signed');
    const user = await c.signup(email);
    const r = await c.json<ContactReceivedDto>('POST', '/api/contact', { name: 'Grace', email, message: 'Hello' });
    expect(r.status).toBe(201);
    expect(await rows('select subject, user_id from contact_messages where id = $1', [r.body.id])).toEqual([{ subject: null, user_id: user.id }]);
  });

  it('refuses missing, invalid and oversize fields with 400 naming the field, and stores nothing', async () => {
    const ok = { name: 'Ada', email: uniqueEmail(), subject: 'Hi', message: 'Hello there' };
    const before = (await rows('select count(*)::int as n from contact_messages'))[0].n;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...ok, message: 'x'.repeat(5001) }, 'message', /5,000/],
      [{ ...ok, message: '   ' }, 'message', /message/i],
      [{ ...ok, message: undefined }, 'message', /message/],
      [{ ...ok, name: '' }, 'name', /name/i],
      [{ ...ok, name: 'n'.repeat(121) }, 'name', /120/],
      [{ ...ok, email: 'nope' }, 'email', /email/i],
      [{ ...ok, subject: 's'.repeat(201) }, 'subject', /200/],
    ];
    for (const [body, field, message] of cases) {
      const r = await stack.client().json<ApiError>('POST', '/api/contact', body);
      expect(r.status, field).toBe(400);
      expect(r.body.field).toBe(field);
      expect(r.body.error).toMatch(message);
    }
    // exactly 5,000 characters is fine
    expect((await stack.client().json('POST', '/api/contact', { ...ok, message: 'y'.repeat(5000) })).status).toBe(201);
    expect((await rows('select count(*)::int as n from contact_messages'))[0].n).toBe(before + 1);
  });

  it('answers a body over the size limit with 413, not a crash', async () => {
    const r = await stack.client().json<ApiError>('POST', '/api/contact', { name: 'Ada', email: uniqueEmail(), message: 'z'.repeat(200_000) });
    expect(r.status).toBe(413);
    expect(r.body.error).toMatch(/too large/);
  });
});
