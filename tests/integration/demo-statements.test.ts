// Issue 30, the demo: it is seeded as its bank statements (one per account per month, each with its
// period and its opening and closing balances), so the Bank Accounts page, the net worth, the stats
// strip, Crystal's cash-flow projection and Chime's bills page all start from the statements'
// balances. Seeding again adds nothing; a demo an older version seeded as loose rows becomes
// statements without losing or doubling a row, unless its user changed something.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountsOverviewDto } from '../../core/accounts/api.ts';
import type { BillsDto } from '../../core/chime/api.ts';
import type { PredictionsView } from '../../core/crystal/predictions.ts';
import type { DashboardStatsDto } from '../../core/dashboard/api.ts';
import { addDays } from '../../core/dates.ts';
import { DEMO_DAYS, DEMO_EMAIL, DEMO_OPENING_BALANCES, DEMO_SEED, generateDemoTransactions } from '../../core/demo/data.ts';
import { demoStatements } from '../../core/demo/statements.ts';
import { hashKeys } from '../../core/ledger/dedupe.ts';
import { Tagger } from '../../core/tag/engine.ts';
import { TransactionsRepo } from '../../db/repos/transactions.ts';
import { UsersRepo } from '../../db/repos/users.ts';
import { DEMO_PASSWORD, seedDemo } from '../../scripts/seed-demo.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { userFigures } from '../../services/figures/user-figures.ts';
import { Ledger } from '../../services/ledger/ledger.ts';
import { stageRows } from '../../services/tag/stage-rows.ts';
import type { ApiClient } from '../support/api.ts';
import { startStack, type Stack } from '../support/stack.ts';

const TODAY = '2026-11-29';
const statements = demoStatements(DEMO_SEED, addDays(TODAY, -(DEMO_DAYS - 1)), TODAY);
const last = (account: string) => statements.filter((s) => s.account === account).at(-1)!;
let stack: Stack;

const count = async (sql: string, userId: string) => Number((await stack.server.db.pool.query(sql, [userId])).rows[0].n);
const demoUserId = async () => (await new UsersRepo(stack.server.db.db).byEmail(DEMO_EMAIL))!.id;
const login = async () => {
  const client = stack.client();
  expect((await client.json('POST', '/api/auth/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).status).toBe(200);
  return client;
};

beforeAll(async () => {
  stack = await startStack({ workers: false, env: { CLOCK_TODAY: TODAY } });
});
afterAll(async () => {
  await stack?.close();
});

describe('the demo, seeded as statements (today pinned to Nov 29, 2026)', () => {
  let client: ApiClient;
  let userId: string;
  let added: number;

  beforeAll(async () => {
    added = await seedDemo(stack.server.db, TODAY);
    userId = await demoUserId();
    client = await login();
  });

  it('every row of the six months is in, each linked to its statement', async () => {
    expect(added).toBe(generateDemoTransactions(DEMO_SEED, TODAY).length);
    expect(await count('select count(*) as n from transactions where user_id = $1 and document_id is null', userId)).toBe(0);
    const perDoc = await stack.server.db.pool.query(
      `select d.file_name, d.period_from::text as "from", d.period_to::text as "to", d.status, count(t.id)::int as rows
       from documents d left join transactions t on t.document_id = d.id where d.user_id = $1 group by d.id order by d.file_name`,
      [userId],
    );
    const expected = statements
      .map((s) => ({ file_name: s.fileName, from: s.period.from, to: s.period.to, status: 'completed', rows: s.rows.length }))
      .sort((a, b) => a.file_name.localeCompare(b.file_name));
    expect(perDoc.rows).toEqual(expected);
  });

  it("the Bank Accounts page gives Checking its last statement's closing balance, and the card owes", async () => {
    const r = await client.json<AccountsOverviewDto>('GET', '/api/accounts');
    expect(r.status).toBe(200);
    const checking = r.body.accounts.find((a) => a.name === 'Checking')!;
    expect(checking.balance).toMatchObject({ cents: last('Checking').closingBalanceCents, source: 'statement', anchorDate: TODAY });
    expect(checking.openingBalanceCents).toBe(DEMO_OPENING_BALANCES.Checking);
    expect(checking.openingDate).toBe('2026-06-03');
    const card = r.body.accounts.find((a) => a.name === 'Credit Card')!;
    expect(card.kind).toBe('credit card');
    expect(card.balance.cents).toBe(last('Credit Card').closingBalanceCents);
    expect(card.balance.cents).toBeLessThan(0);
    // the net worth is the two balances: Checking's held, the card's owed
    const nw = r.body.netWorth.points.at(-1)!;
    expect(nw.netWorthCents).toBe(last('Checking').closingBalanceCents + last('Credit Card').closingBalanceCents);
    expect(nw.liabilitiesCents).toBe(-last('Credit Card').closingBalanceCents);
    expect(r.body.netWorth.accountsCounted).toBe(2);
  });

  it('the stats strip counts the statements as documents', async () => {
    const s = (await client.json<DashboardStatsDto>('GET', '/api/dashboard/stats')).body;
    expect(s.documentsProcessed).toBe(statements.length);
    expect(s.totalTransactions).toBe(added);
  });

  it("Crystal's cash-flow projection and Chime's balance warnings start from the statements' balances", async () => {
    const stated = last('Checking').closingBalanceCents + last('Credit Card').closingBalanceCents;
    const p = (await client.json<PredictionsView>('GET', '/api/crystal/predictions')).body;
    expect(p.balance).toEqual({ cents: stated, source: 'statement', asOf: TODAY });
    expect(p.cashFlow.map((c) => c.startingBalanceCents)).toEqual([stated, stated, stated]);
    const bills = (await client.json<BillsDto>('GET', '/api/bills')).body;
    expect(bills.projectedFrom).toEqual({ cents: stated, asOf: TODAY });
  });

  it("the month coverage reads the statements' periods", async () => {
    const mine = await userFigures(new Ledger(stack.server.db.db), userId, TODAY);
    expect(mine.periods).toHaveLength(statements.length);
    expect(mine.periods).toContainEqual({ account: 'Checking', from: '2026-06-03', to: '2026-06-30' });
    expect(mine.figures.months.map((m) => [m.month, m.full])).toEqual([
      ['2026-06', false],
      ['2026-07', true],
      ['2026-08', true],
      ['2026-09', true],
      ['2026-10', true],
      ['2026-11', false],
    ]);
  });

  it('seeding again (npm start on another day) adds nothing', async () => {
    const before = await stack.server.db.pool.query(
      `select (select count(*) from transactions where user_id = $1) as t, (select count(*) from documents where user_id = $1) as d,
        (select count(*) from account_balances where user_id = $1) as b`,
      [userId],
    );
    expect(await seedDemo(stack.server.db, TODAY)).toBe(0);
    expect(await seedDemo(stack.server.db, addDays(TODAY, 3))).toBe(0);
    const after = await stack.server.db.pool.query(
      `select (select count(*) from transactions where user_id = $1) as t, (select count(*) from documents where user_id = $1) as d,
        (select count(*) from account_balances where user_id = $1) as b`,
      [userId],
    );
    expect(after.rows).toEqual(before.rows);
    expect(Number(after.rows[0].b)).toBe(statements.length);
  });
});

describe('a demo the old seed filled with loose rows', () => {
  const OLD_DAY = '2026-11-10';

  /** The old seed: the DEMO_DAYS up to its day, rows outside any document. */
  async function oldDemo(): Promise<string> {
    await stack.server.db.pool.query('delete from users where email = $1', [DEMO_EMAIL]);
    const id = (await new UsersRepo(stack.server.db.db).create(DEMO_EMAIL, await hashPassword(DEMO_PASSWORD), 'Demo User'))!.id;
    const items = generateDemoTransactions(DEMO_SEED, OLD_DAY);
    await new TransactionsRepo(stack.server.db.db).insertLoose(id, stageRows(new Tagger(), items, hashKeys(items)));
    return id;
  }

  it('becomes statements over the same days: no row lost or doubled, ids kept, balances stated', async () => {
    const id = await oldDemo();
    const before = (await stack.server.db.pool.query('select id from transactions where user_id = $1 order by id', [id])).rows;
    expect(await seedDemo(stack.server.db, TODAY)).toBe(0);
    const after = (await stack.server.db.pool.query('select id from transactions where user_id = $1 order by id', [id])).rows;
    expect(after).toEqual(before);
    expect(await count('select count(*) as n from transactions where user_id = $1 and document_id is null', id)).toBe(0);
    const old = demoStatements(DEMO_SEED, addDays(OLD_DAY, -(DEMO_DAYS - 1)), OLD_DAY);
    expect(await count(`select count(*) as n from documents where user_id = $1 and status = 'completed'`, id)).toBe(old.length);
    const client = await login();
    const checking = (await client.json<AccountsOverviewDto>('GET', '/api/accounts')).body.accounts.find((a) => a.name === 'Checking')!;
    const closing = old.filter((s) => s.account === 'Checking').at(-1)!;
    expect(checking.balance).toMatchObject({ cents: closing.closingBalanceCents, source: 'statement', anchorDate: OLD_DAY });
    // and once it has statements, seeding again leaves it as it is
    expect(await seedDemo(stack.server.db, TODAY)).toBe(0);
    expect(await count('select count(*) as n from documents where user_id = $1', id)).toBe(old.length);
  });

  it('is left as it is when its user changed something (a row recategorized by hand)', async () => {
    const id = await oldDemo();
    await stack.server.db.pool.query(
      `update transactions set user_corrected = true where id = (select id from transactions where user_id = $1 order by date limit 1)`,
      [id],
    );
    expect(await seedDemo(stack.server.db, TODAY)).toBe(0);
    expect(await count('select count(*) as n from documents where user_id = $1', id)).toBe(0);
    expect(await count('select count(*) as n from transactions where user_id = $1 and document_id is null', id)).toBe(
      generateDemoTransactions(DEMO_SEED, OLD_DAY).length,
    );
  });
});
