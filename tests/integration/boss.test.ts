// The boss's view from real work: tasks and efficiency per employee, and the batches Prime asks
// the user to decide on when Tag is unsure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionPage } from '../../core/ledger/api.ts';
import type { ApprovalDecisionResult, BossDto } from '../../core/team/api.ts';
import { addDays } from '../../core/dates.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { householdStatement } from '../support/household.ts';
import { importFile, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let client: ApiClient;
const today = new Date().toISOString().slice(0, 10);

/**
 * Twelve purchases at shops nobody knows (new names for every file: after an approval Tag has
 * learned the earlier ones), and two it does.
 */
function unsureFile(tag: string): string {
  const a = ['QUOR', 'BRIN', 'ZAST', 'PLUM', 'YOX', 'GRIM', 'TULL', 'FENN', 'OSK', 'VEL', 'MARR', 'SKEL'];
  const b = SUFFIX[tag]!;
  const rows = a.map((x, i) => `${addDays(today, -(i + 1))},${x}${b} ${100 + i},-${(12 + i).toFixed(2)},Checking`);
  rows.push(`${addDays(today, -2)},NETFLIX.COM ${tag},-17.99,Checking`, `${addDays(today, -3)},SHELL OIL ${tag},-40.00,Checking`);
  return ['Date,Description,Amount,Account', ...rows].join('\n');
}

const boss = async (c = client) => (await c.json<BossDto>('GET', '/api/team/boss')).body;
const SUFFIX: Record<string, string> = { AAA: 'VANTIC', BBB: 'DRUMLO', CCC: 'PELLIX', DDD: 'HOBARTH' };
const reviewOf = async (tag: string) => (await client.json<TransactionPage>('GET', `/api/transactions?needsReview=1&search=${SUFFIX[tag]}&pageSize=100`)).body;

beforeAll(async () => {
  stack = await startStack();
  client = stack.client();
  await client.signup(uniqueEmail('boss'));
  await importFile(client, 'household.csv', householdStatement(today));
});
afterAll(async () => {
  await stack?.close();
});

describe('the boss’s view', () => {
  it('shows each pipeline employee’s finished task with full efficiency, and no approval for a confident import', async () => {
    const b = await boss();
    for (const key of ['byte', 'tag', 'crystal', 'intelia']) {
      expect(b.employees.find((e) => e.employee === key)).toMatchObject({ completed: 1, failed: 0, efficiency: 100, status: 'excellent' });
    }
    expect(b.employees.find((e) => e.employee === 'ledger')).toMatchObject({ completed: 0, efficiency: null });
    expect(b.approvals).toEqual([]);
    expect(b.summary).toContain('Byte: 1 done (100% efficient)');
    expect(b.highActivity).toBe(false);
  });

  it('counts a chat reply as the employee’s task', async () => {
    const r = await client.json('POST', '/api/chat/ledger/messages', { message: 'What can I deduct?' });
    expect(r.status).toBe(200);
    expect((await boss()).employees.find((e) => e.employee === 'ledger')).toMatchObject({ completed: 1, efficiency: 100 });
  });

  it('asks about a batch Tag is unsure of; approving accepts Tag’s suggestions, once', async () => {
    await importFile(client, 'unsure-a.csv', unsureFile('AAA'));
    const [approval] = (await boss()).approvals;
    expect(approval).toMatchObject({ fileName: 'unsure-a.csv', employee: 'tag', unsure: 12, total: 14, status: 'pending' });
    expect(approval!.message).toMatch(/^Tag is unsure about 12 of the 14 transactions in unsure-a\.csv/);
    expect((await reviewOf('AAA')).total).toBe(12);

    const r = await client.json<ApprovalDecisionResult>('POST', `/api/team/approvals/${approval!.id}`, { decision: 'approve' });
    expect(r.body).toMatchObject({ updated: 12, route: null, approval: { status: 'approved' } });
    expect((await reviewOf('AAA')).total).toBe(0);
    expect((await client.json<{ error: string }>('POST', `/api/team/approvals/${approval!.id}`, { decision: 'reject' })).status).toBe(409);
    expect((await boss()).approvals).toEqual([]);
  });

  it('rejecting sends Tag’s guesses back to Uncategorized; redirecting points to Smart Categories', async () => {
    await importFile(client, 'unsure-b.csv', unsureFile('BBB'));
    const b = (await boss()).approvals.find((a) => a.fileName === 'unsure-b.csv')!;
    const rejected = await client.json<ApprovalDecisionResult>('POST', `/api/team/approvals/${b.id}`, { decision: 'reject' });
    expect(rejected.body.updated).toBe(12);
    const left = await reviewOf('BBB');
    expect(left.items.every((t) => t.category === 'Uncategorized' && t.needsUserInput)).toBe(true);

    await importFile(client, 'unsure-c.csv', unsureFile('CCC'));
    const c = (await boss()).approvals.find((a) => a.fileName === 'unsure-c.csv')!;
    const redirected = await client.json<ApprovalDecisionResult>('POST', `/api/team/approvals/${c.id}`, { decision: 'redirect' });
    expect(redirected.body).toMatchObject({ updated: 0, route: '/dashboard/smart-categories', approval: { status: 'redirected' } });
    expect((await reviewOf('CCC')).total).toBe(12);
  });

  it('keeps approvals to their owner and refuses unknown decisions', async () => {
    await importFile(client, 'unsure-d.csv', unsureFile('DDD'));
    const d = (await boss()).approvals.find((a) => a.fileName === 'unsure-d.csv')!;
    const other = stack.client();
    await other.signup(uniqueEmail('boss-other'));
    expect((await other.json('POST', `/api/team/approvals/${d.id}`, { decision: 'approve' })).status).toBe(404);
    expect((await boss(other)).approvals).toEqual([]);
    expect((await client.json('POST', `/api/team/approvals/${d.id}`, { decision: 'maybe' })).status).toBe(400);
    expect((await boss()).approvals.map((a) => a.id)).toContain(d.id);
  });
});
