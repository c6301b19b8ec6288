import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionPage } from '../../core/ledger/api.ts';
import { UsersRepo } from '../../db/repos/users.ts';
import { uniqueEmail } from '../support/api.ts';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('operators', () => {
  it('opens /admin/queues to admins only', async () => {
    const anon = stack.client();
    expect((await anon.request('GET', '/admin/queues')).status).toBe(403);
    const user = stack.client();
    const email = uniqueEmail('op');
    await user.signup(email);
    expect((await user.request('GET', '/admin/queues')).status).toBe(403);

    const made = await run(['scripts/make-admin.ts', email], stack.env.envVars);
    expect(made.code).toBe(0);
    const page = await user.request('GET', '/admin/queues');
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<html/i);
    const api = await user.json<{ queues: { name: string }[] }>('GET', '/admin/queues/api/queues');
    expect(api.body.queues.map((q) => q.name).sort()).toEqual(['byte', 'crystal', 'intelia', 'reconcile', 'reminders', 'roundtable', 'tag']);
    expect(await new UsersRepo(stack.server.db.db).byEmail(email)).toMatchObject({ role: 'admin' });
  });
});

describe('npm run import', () => {
  it('imports a folder through the queues, summarizes, and exits non-zero when a file failed', async () => {
    const client = stack.client();
    const email = uniqueEmail('batch');
    await client.signup(email);
    const first = await run(['scripts/import.ts', '--email', email, 'tests/fixtures/import-folder'], stack.env.envVars);
    expect(first.code).toBe(1);
    expect(first.out).toMatch(/imported\s+tests\/fixtures\/import-folder\/checking-october\.csv: 4 imported/);
    expect(first.out).toMatch(/imported\s+.*card-debit-credit\.csv: 3 imported/);
    expect(first.out).toMatch(/failed\s+.*unknown-columns\.csv: .*Foo/);
    expect(first.out).toMatch(/skipped\s+.*notes\.md/);
    expect(first.out).toMatch(/7 transactions imported from 2 files/);
    const page = await client.json<TransactionPage>('GET', '/api/transactions');
    expect(page.body.total).toBe(7);
    const refund = page.body.items.find((t) => t.description.includes('REFUND'))!;
    expect(refund.amountCents).toBe(1200);
    const coffee = page.body.items.find((t) => t.description.includes('STARBUCKS'))!;
    expect(coffee).toMatchObject({ amountCents: -575, date: '2026-10-11' });

    const again = await run(['scripts/import.ts', '--email', email, 'tests/fixtures/import-folder/checking-october.csv'], stack.env.envVars);
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/duplicate\s+.*already imported/);
    expect((await client.json<TransactionPage>('GET', '/api/transactions')).body.total).toBe(7);
  }, 120_000);

  it('fails clearly for an unknown account', async () => {
    const r = await run(['scripts/import.ts', '--email', 'nobody@example.test', 'tests/fixtures/import-folder'], stack.env.envVars);
    expect(r.code).toBe(1);
    expect(r.out).toContain('No account with email nobody@example.test');
  });
});
