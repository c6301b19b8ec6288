// Tag learns from the user: corrections, "Apply to N similar", the review queue, rules and learned
// patterns, each checked through the API and then through the next import the worker categorizes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionDto, TransactionPage } from '../../core/ledger/api.ts';
import type { CategoriesDto, CorrectionResult, LearnedPatternDto, TagRuleDto, TagSummaryDto, UpdatedCount } from '../../core/tag/api.ts';
import { addDays } from '../../core/dates.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { acceptedId, documentSettled, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let client: ApiClient;
const today = new Date().toISOString().slice(0, 10);
const day = (n: number) => addDays(today, -n);

async function importCsv(c: ApiClient, name: string, rows: string[]) {
  const up = await c.upload([{ name, content: ['Date,Description,Amount,Account', ...rows].join('\n') }]);
  const doc = await documentSettled(c, acceptedId(up.body));
  expect(doc.status).toBe('completed');
  return doc;
}
const list = async (c: ApiClient, qs: string) => (await c.json<TransactionPage>('GET', `/api/transactions?${qs}`)).body;
const one = async (c: ApiClient, search: string): Promise<TransactionDto> => {
  const page = await list(c, `search=${encodeURIComponent(search)}`);
  expect(page.items.length, `transactions matching ${search}`).toBe(1);
  return page.items[0]!;
};

beforeAll(async () => {
  stack = await startStack();
  client = stack.client();
  await client.signup(uniqueEmail('tag'));
  await importCsv(client, 'first.csv', [
    `${day(40)},ZORBLAX WIDGETS 4411 PORTLAND OR,-23.10,Checking`,
    `${day(25)},ZORBLAX WIDGETS 4411 PORTLAND OR,-19.99,Checking`,
    `${day(10)},ZORBLAX WIDGETS 4411 PORTLAND OR,-31.00,Checking`,
    `${day(9)},ZORBLAX WIDGETS 4411 PORTLAND OR,12.00,Checking`,
    `${day(30)},QUIBBLE SUPPLY CO 77,-45.00,Checking`,
    `${day(29)},FLORP HOLDINGS 12,-60.00,Checking`,
    `${day(28)},WHOLE FOODS MARKET #10,-84.20,Checking`,
    `${day(27)},TRANSFER TO SAVINGS ACCT 1234,-500.00,Checking`,
  ]);
});
afterAll(async () => {
  await stack?.close();
});

describe('categories', () => {
  it('offers Transfer beside the 16 categories, outside spending', async () => {
    const { categories } = (await client.json<CategoriesDto>('GET', '/api/categories')).body;
    expect(categories).toHaveLength(17);
    expect(categories.find((c) => c.name === 'Fees & Charges')).toMatchObject({ spending: true, subcategories: expect.arrayContaining(['Bank Fees']) });
    expect(categories.find((c) => c.name === 'Transfer')).toMatchObject({ spending: false, subcategories: expect.arrayContaining(['Savings']) });
    expect(categories.find((c) => c.name === 'Food & Dining')?.spending).toBe(true);
  });

  it('recognizes a transfer to savings and stores the normalized merchant', async () => {
    expect(await one(client, 'TRANSFER TO SAVINGS')).toMatchObject({ category: 'Transfer' });
    expect((await one(client, 'WHOLE FOODS')).merchant).toBe('Whole Foods Market');
  });
});

describe('a correction', () => {
  it('is stored, teaches the merchant at once and offers to apply it to the similar ones', async () => {
    const before = await list(client, 'search=zorblax');
    expect(before.items.filter((t) => t.amountCents < 0).every((t) => t.needsUserInput)).toBe(true);
    const target = before.items.find((t) => t.amountCents === -3100)!;
    const r = await client.json<CorrectionResult>('PATCH', `/api/transactions/${target.id}`, { category: 'Shopping', subcategory: 'Home Goods' });
    expect(r.status).toBe(200);
    expect(r.body.transaction).toMatchObject({ category: 'Shopping', subcategory: 'Home Goods', source: 'user', userCorrected: true, needsUserInput: false });
    // two other purchases; the refund (money in) is not "similar"
    expect(r.body.similar).toEqual({ count: 2, merchant: 'Zorblax Widgets' });

    const patterns = (await client.json<{ patterns: LearnedPatternDto[] }>('GET', '/api/tag/patterns')).body.patterns;
    expect(patterns).toContainEqual({ pattern: 'zorblax widgets', category: 'Shopping', subcategory: 'Home Goods', uses: 1, lastUsed: today });

    const applied = await client.json<UpdatedCount>('POST', `/api/transactions/${target.id}/apply-similar`);
    expect(applied.body).toEqual({ updated: 2 });
    const after = (await list(client, 'search=zorblax')).items.filter((t) => t.amountCents < 0);
    expect(after.map((t) => [t.category, t.needsUserInput])).toEqual([
      ['Shopping', false],
      ['Shopping', false],
      ['Shopping', false],
    ]);
    expect(after.filter((t) => t.source === 'learned')).toHaveLength(2);
    // applying again finds nothing left to change
    expect((await client.json<UpdatedCount>('POST', `/api/transactions/${target.id}/apply-similar`)).body).toEqual({ updated: 0 });
  });

  it('makes the next import of that merchant categorize itself, a refund from it as a refund', async () => {
    await importCsv(client, 'second.csv', [
      `${day(2)},ZORBLAX WIDGETS 9902 SEATTLE WA,-27.45,Checking`,
      `${day(1)},ZORBLAX WIDGETS 9902 SEATTLE WA,8.00,Checking`,
    ]);
    const rows = (await list(client, 'search=9902')).items;
    expect(rows.find((t) => t.amountCents === -2745)).toMatchObject({
      category: 'Shopping',
      subcategory: 'Home Goods',
      source: 'learned',
      needsUserInput: false,
    });
    expect(rows.find((t) => t.amountCents === 800)).toMatchObject({ category: 'Income', subcategory: 'Refund', source: 'learned' });
  });
});

describe('the review queue', () => {
  it('lists only what needs review; accepting confirms, Uncategorized cannot be accepted', async () => {
    const queue = await list(client, 'needsReview=1&pageSize=100');
    expect(queue.total).toBeGreaterThan(0);
    expect(queue.items.every((t) => t.needsUserInput)).toBe(true);
    const quibble = queue.items.find((t) => t.description.startsWith('QUIBBLE'))!;
    expect(quibble.category).toBe('Uncategorized');
    const r = await client.json<UpdatedCount>('POST', '/api/tag/review/accept', { ids: [quibble.id] });
    expect(r.body).toEqual({ updated: 0 });
    expect((await one(client, 'QUIBBLE')).needsUserInput).toBe(true);
  });

  it('categorizes a selection at once and learns each merchant', async () => {
    const ids = [(await one(client, 'QUIBBLE')).id, (await one(client, 'FLORP')).id];
    const r = await client.json<UpdatedCount>('POST', '/api/tag/review/categorize', { ids, category: 'Business', subcategory: 'Office Supplies' });
    expect(r.body).toEqual({ updated: 2 });
    const left = (await list(client, 'needsReview=1&pageSize=100')).items.map((t) => t.description);
    expect(left.some((d) => d.startsWith('QUIBBLE') || d.startsWith('FLORP'))).toBe(false);
    const patterns = (await client.json<{ patterns: LearnedPatternDto[] }>('GET', '/api/tag/patterns')).body.patterns.map((p) => p.pattern);
    expect(patterns).toEqual(expect.arrayContaining(['quibble supply', 'florp holdings']));
    const summary = (await client.json<TagSummaryDto>('GET', '/api/tag/summary')).body;
    expect(summary.patterns).toBe(3);
    expect(summary.bySource.user).toBeGreaterThanOrEqual(3);
    expect(summary.total).toBe(10);
  });

  it('refuses ids that are not transaction ids', async () => {
    const r = await client.json<{ error: string }>('POST', '/api/tag/review/accept', { ids: ['1; drop table transactions'] });
    expect(r.status).toBe(400);
    expect(r.body.error).toContain('is not a transaction id');
  });
});

describe('rules', () => {
  it('rejects a rule with no condition or an unknown category, naming the problem', async () => {
    const none = await client.json<{ error: string }>('POST', '/api/tag/rules', { conditions: {}, category: 'Shopping', subcategory: null });
    expect(none.status).toBe(400);
    expect(none.body.error).toContain('at least one condition');
    const cat = await client.json<{ error: string }>('POST', '/api/tag/rules', { conditions: { descriptionContains: 'x' }, category: 'Yachts' });
    expect(cat.status).toBe(400);
    expect(cat.body.error).toContain('Yachts');
  });

  it('counts what a rule matches, applies it to the ledger (not to rows set by hand) and to the next import', async () => {
    const created = await client.json<{ rule: TagRuleDto }>('POST', '/api/tag/rules', {
      conditions: { descriptionContains: 'zorblax', sign: 'out', amountMaxCents: 3000 },
      category: 'Business',
      subcategory: 'Office Supplies',
    });
    expect(created.status).toBe(201);
    // 23.10, 19.99 and 27.45 are at most $30; 31.00 is over, and was set by hand anyway
    expect(created.body.rule).toMatchObject({ position: 1, matching: 3 });
    const applied = await client.json<UpdatedCount>('POST', `/api/tag/rules/${created.body.rule.id}/apply`);
    expect(applied.body).toEqual({ updated: 3 });
    const zorblax = (await list(client, 'search=zorblax')).items;
    expect(
      zorblax
        .filter((t) => t.category === 'Business')
        .map((t) => t.amountCents)
        .sort(),
    ).toEqual([-2745, -2310, -1999].sort());
    expect(zorblax.find((t) => t.amountCents === -3100)?.category).toBe('Shopping');

    await importCsv(client, 'third.csv', [`${day(0)},ZORBLAX WIDGETS 12 TACOMA WA,-9.00,Checking`]);
    expect(await one(client, 'TACOMA')).toMatchObject({ category: 'Business', subcategory: 'Office Supplies', source: 'rule', confidence: 1 });
  });

  it('keeps rules in order, edits and deletes them', async () => {
    const second = (
      await client.json<{ rule: TagRuleDto }>('POST', '/api/tag/rules', {
        conditions: { account: 'checking', amountMinCents: 40000 },
        category: 'Housing',
        subcategory: 'Rent',
      })
    ).body.rule;
    expect(second.position).toBe(2);
    const moved = await client.json<{ rules: TagRuleDto[] }>('POST', `/api/tag/rules/${second.id}/move`, { direction: 'up' });
    expect(moved.body.rules.map((r) => r.id)[0]).toBe(second.id);
    const edited = await client.json<{ rule: TagRuleDto }>('PUT', `/api/tag/rules/${second.id}`, {
      conditions: { descriptionContains: 'landlord' },
      category: 'Housing',
      subcategory: 'Rent',
    });
    expect(edited.body.rule).toMatchObject({ conditions: { descriptionContains: 'landlord' }, matching: 0 });
    expect((await client.json('DELETE', `/api/tag/rules/${second.id}`)).status).toBe(204);
    expect((await client.json<{ rules: TagRuleDto[] }>('GET', '/api/tag/rules')).body.rules).toHaveLength(1);
  });

  it('forgets a learned pattern on request', async () => {
    expect((await client.json('DELETE', `/api/tag/patterns/${encodeURIComponent('florp holdings')}`)).status).toBe(204);
    expect((await client.json('DELETE', `/api/tag/patterns/${encodeURIComponent('florp holdings')}`)).status).toBe(404);
  });
});

describe('another user', () => {
  it('cannot see, change or apply anything of the first user’s', async () => {
    const other = stack.client();
    await other.signup(uniqueEmail('tag-other'));
    const mine = await one(client, 'TACOMA');
    const rule = (await client.json<{ rules: TagRuleDto[] }>('GET', '/api/tag/rules')).body.rules[0]!;
    expect((await other.json('PATCH', `/api/transactions/${mine.id}`, { category: 'Housing', subcategory: null })).status).toBe(404);
    expect((await other.json('POST', `/api/transactions/${mine.id}/apply-similar`)).status).toBe(404);
    expect((await other.json<UpdatedCount>('POST', '/api/tag/review/categorize', { ids: [mine.id], category: 'Housing' })).body).toEqual({ updated: 0 });
    expect((await other.json('POST', `/api/tag/rules/${rule.id}/apply`)).status).toBe(404);
    expect((await other.json('DELETE', `/api/tag/rules/${rule.id}`)).status).toBe(404);
    expect((await other.json<{ rules: TagRuleDto[] }>('GET', '/api/tag/rules')).body.rules).toEqual([]);
    expect((await other.json<{ patterns: LearnedPatternDto[] }>('GET', '/api/tag/patterns')).body.patterns).toEqual([]);
    expect((await one(client, 'TACOMA')).category).toBe('Business');
  });
});
