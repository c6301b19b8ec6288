// Automa against PostgreSQL and the real pipeline: a rule's dry run over the last 12 months, turned
// on only after it (and after confirming a match-everything rule; never a looping one), acting on the
// next import exactly once per (rule, transaction) however often the same events are evaluated,
// conflicts side by side, the scheduled triggers once per event, nobody else's rules, bad input by field.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AutomationConflictRowsDto,
  AutomationConflictsDto,
  AutomationDryRunDto,
  AutomationEnableDto,
  AutomationRuleDto,
  AutomationRulesDto,
  AutomationRunDto,
} from '../../core/automa/api.ts';
import type { RemindersDto } from '../../core/chime/api.ts';
import type { TransactionPage } from '../../core/ledger/api.ts';
import { AutomaRepo } from '../../db/repos/automa.ts';
import { BillsRepo } from '../../db/repos/bills.ts';
import { BudgetsRepo } from '../../db/repos/budgets.ts';
import { DebtsRepo } from '../../db/repos/debts.ts';
import { GoalsRepo } from '../../db/repos/goals.ts';
import { Ledger } from '../../services/ledger/ledger.ts';
import { activity, automationRuns, financialGoals, transactionChanges } from '../../db/schema.ts';
import { runImportRules, runScheduledRules, type AutomaDeps } from '../../services/automa/runs.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { importCsv, importFile, startStack, waitFor, type Stack } from '../support/stack.ts';

const TODAY = '2026-03-17';
let stack: Stack;
let client: ApiClient;
let userId: string;
let firstDocId: string;
let deps: AutomaDeps;

type ApiError = { error: string; field?: string };
type Created = AutomationRulesDto & { rule: AutomationRuleDto };

beforeAll(async () => {
  stack = await startStack({ env: { CLOCK_TODAY: TODAY } });
  client = stack.client();
  userId = (await client.signup(uniqueEmail('automa'))).id;
  const first = await importCsv(client, 'first.csv', [
    '2025-02-01,ACME PRINT SHOP 12,-20.00,Biz Card', // more than 12 months back: outside the dry run
    '2026-01-05,ACME PRINT SHOP 12,-89.00,Biz Card',
    '2026-02-05,ACME PRINT SHOP 12,-45.00,Biz Card',
    '2026-01-10,CORNER CAFE,-4.50,Checking',
    '2026-02-10,PAYROLL ACME CORP,4000.00,Checking',
    '2026-03-01,WHOLE FOODS MARKET,-120.00,Checking',
  ]);
  firstDocId = first.id;
  const db = stack.server.db.db;
  deps = {
    automa: new AutomaRepo(db),
    ledger: new Ledger(db),
    goals: new GoalsRepo(db),
    debts: new DebtsRepo(db),
    budgets: new BudgetsRepo(db),
    bills: new BillsRepo(db),
    emit: () => {},
    deliver: async () => {},
  };
});
afterAll(async () => {
  await stack?.close();
});

const create = (body: unknown, c = client) => c.json<Created & ApiError>('POST', '/api/automation/rules', body);
const post = <T>(path: string, body: unknown = {}, c = client) => c.json<T & ApiError>('POST', path, body);
const hobby = { kind: 'set category', category: 'Recreation', subcategory: 'Hobbies' } as const;
const runsOf = (ruleId: string) =>
  stack.server.db.db
    .select()
    .from(automationRuns)
    .where(and(eq(automationRuns.userId, userId), eq(automationRuns.ruleId, ruleId)));
const txsLike = async (search: string) => (await client.json<TransactionPage>('GET', `/api/transactions?search=${encodeURIComponent(search)}`)).body.items;

let officeId: string;

describe('Automa rules', () => {
  it('creates a rule off; turning it on needs a dry run, which counts the last 12 months', async () => {
    const made = await create({
      name: 'Biz card is hobbies',
      trigger: 'transaction imported',
      conditions: [{ field: 'account', op: 'equals', value: 'Biz Card' }],
      actions: [hobby],
    });
    expect(made.status).toBe(201);
    expect(made.body.rule).toMatchObject({ active: false, dryRunAt: null, problem: null });
    officeId = made.body.rule.id;

    const early = await post<unknown>(`/api/automation/rules/${officeId}/enable`);
    expect(early.status).toBe(409);
    expect(early.body.error).toMatch(/dry run first/);

    const dry = await post<AutomationDryRunDto>(`/api/automation/rules/${officeId}/dry-run`);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ matched: 2, total: 5, matchesEverything: false, from: '2025-03-17', to: TODAY });
    expect(dry.body.changes.map((c) => [c.date, c.description, c.to])).toEqual([
      ['2026-01-05', 'ACME PRINT SHOP 12', 'Recreation › Hobbies'],
      ['2026-02-05', 'ACME PRINT SHOP 12', 'Recreation › Hobbies'],
    ]);

    const on = await post<AutomationEnableDto>(`/api/automation/rules/${officeId}/enable`);
    expect(on.status).toBe(200);
    expect(on.body.rule.active).toBe(true);
    expect(on.body.conflicts).toEqual([]);
  });

  it('acts on the next import: the new row is recategorized, undoably, and logged once', async () => {
    const doc = await importCsv(client, 'second.csv', ['2026-03-10,ACME PRINT SHOP 12,-30.00,Biz Card', '2026-03-11,CORNER CAFE,-3.00,Checking']);
    const acme = (await txsLike('ACME PRINT')).filter((t) => t.description === 'ACME PRINT SHOP 12');
    const march = acme.find((t) => t.date === '2026-03-10')!;
    expect([march.category, march.subcategory]).toEqual(['Recreation', 'Hobbies']);
    // the rule acts on new imports, not on what was there before it was turned on
    expect(acme.filter((t) => t.date < '2026-03-01').every((t) => t.category !== 'Recreation')).toBe(true);
    expect((await txsLike('CORNER CAFE')).every((t) => t.category !== 'Recreation')).toBe(true);

    const runs = (await client.json<{ runs: AutomationRunDto[] }>('GET', '/api/automation/runs')).body.runs;
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      ruleId: officeId,
      eventKey: `tx:${march.id}`,
      outcome: 'done',
      details: { done: [expect.stringMatching(/→ Recreation › Hobbies$/)] },
    });
    const changes = await stack.server.db.db.select().from(transactionChanges).where(eq(transactionChanges.userId, userId));
    expect(changes.map((c) => c.summary)).toContain("Automa's rules changed 1 transaction");

    // the same events again (a retried Intelia job), twice at once: nothing more
    const again = await Promise.all([runImportRules(deps, userId, doc.id), runImportRules(deps, userId, doc.id)]);
    expect(again.flatMap((a) => a.runs)).toEqual([]);
    expect(await runsOf(officeId)).toHaveLength(1);
  });

  it('evaluating the same events twice at once still gives one run per (rule, transaction)', async () => {
    // the first document's rows, which the rule never saw: two workers at once
    const both = await Promise.all([runImportRules(deps, userId, firstDocId), runImportRules(deps, userId, firstDocId)]);
    expect(both.flatMap((b) => b.runs)).toHaveLength(3); // the three Biz Card rows, whoever got each
    const rows = await runsOf(officeId);
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.eventKey)).size).toBe(4);
  });

  it('refuses a match-everything rule until confirmed, and a looping rule with its reason', async () => {
    const all = (await create({ name: 'Review everything', trigger: 'transaction imported', conditions: [], actions: [{ kind: 'mark for review' }] })).body
      .rule;
    const dry = await post<AutomationDryRunDto>(`/api/automation/rules/${all.id}/dry-run`);
    expect(dry.body).toMatchObject({ matchesEverything: true, matched: dry.body.total });
    const refused = await post<unknown>(`/api/automation/rules/${all.id}/enable`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ field: 'confirmBroad', error: expect.stringMatching(/matches every transaction.*Confirm/) });
    const on = await post<AutomationEnableDto>(`/api/automation/rules/${all.id}/enable`, { confirmBroad: true });
    expect(on.body.rule).toMatchObject({ active: true, confirmedBroad: true });
    expect((await post<AutomationRulesDto>(`/api/automation/rules/${all.id}/disable`)).status).toBe(200);

    const loop = (
      await create({
        name: 'Loop',
        trigger: 'category over budget',
        conditions: [],
        actions: [{ kind: 'set category', category: 'Shopping', subcategory: null }],
      })
    ).body.rule;
    expect(loop.problem).toMatch(/fire on its own action/);
    await post(`/api/automation/rules/${loop.id}/dry-run`);
    const no = await post<unknown>(`/api/automation/rules/${loop.id}/enable`);
    expect(no.status).toBe(409);
    expect(no.body.error).toBe('"set category" can set off "category over budget" again: the rule would fire on its own action.');
    expect((await client.json('DELETE', `/api/automation/rules/${loop.id}`)).status).toBe(200);
  });

  it('lists two active rules that set different categories on the same transactions side by side', async () => {
    const acme = (
      await create({
        name: 'ACME is office',
        trigger: 'transaction imported',
        conditions: [{ field: 'description', op: 'contains', value: 'acme print' }],
        actions: [{ kind: 'set category', category: 'Business', subcategory: 'Office Supplies' }],
      })
    ).body.rule;
    await post(`/api/automation/rules/${acme.id}/dry-run`);
    const on = await post<AutomationEnableDto>(`/api/automation/rules/${acme.id}/enable`);
    expect(on.body.conflicts).toMatchObject([{ count: 3 }]);
    const listed = (await client.json<AutomationConflictsDto>('GET', '/api/automation/conflicts')).body.conflicts;
    expect(listed).toHaveLength(1);
    expect([listed[0]!.a.name, listed[0]!.b.name].sort()).toEqual(['ACME is office', 'Biz card is hobbies']);
    expect([listed[0]!.a.category, listed[0]!.b.category].sort()).toEqual(['Business › Office Supplies', 'Recreation › Hobbies']);
    expect(listed[0]!.count).toBe(3);
    const rows = (await client.json<AutomationConflictRowsDto>('GET', `/api/automation/conflicts/${listed[0]!.a.id}/${listed[0]!.b.id}`)).body;
    expect(rows.transactions.map((t) => t.date)).toEqual(['2026-01-05', '2026-02-05', '2026-03-10']);

    // an edit turns the rule off until a new dry run
    const edited = await client.json<Created>('PATCH', `/api/automation/rules/${acme.id}`, { name: 'ACME print is office' });
    expect(edited.body.rule).toMatchObject({ active: false, dryRunAt: null, name: 'ACME print is office' });
    expect((await client.json<AutomationConflictsDto>('GET', '/api/automation/conflicts')).body.conflicts).toEqual([]);
  });

  it('runs the scheduled triggers once per event however often the tick comes', async () => {
    expect((await client.json('PUT', '/api/budgets', { category: 'Food & Dining', subcategory: null, limitCents: 100 })).status).toBe(200);
    const rule = (
      await create({
        name: 'Food over budget',
        trigger: 'category over budget',
        conditions: [{ field: 'category', op: 'equals', value: 'Food & Dining' }],
        actions: [
          { kind: 'notify', channels: ['in-app', 'email'] },
          { kind: 'ask employee', employee: 'goalie' },
        ],
      })
    ).body.rule;
    const dry = await post<AutomationDryRunDto>(`/api/automation/rules/${rule.id}/dry-run`);
    // the dry run replays the last 12 months from the ledger: each month the category went over, on the day it did
    expect(dry.body).toMatchObject({
      matched: 2,
      matchesEverything: false,
      from: '2025-03-17',
      to: TODAY,
      note: expect.stringMatching(/^Replayed month by month over the last 12 months/),
    });
    expect(dry.body.changes.map((c) => [c.date, c.description])).toEqual([
      ['2026-01-10', 'Food & Dining went over its $1.00 budget on 2026-01-10: $4.50 spent by then, $4.50 in January 2026'],
      ['2026-03-01', 'Food & Dining went over its $1.00 budget on 2026-03-01: $120.00 spent by then, $123.00 in March 2026 so far'],
    ]);
    expect(dry.body.changes[1]!.id).toMatch(/^budget:.+:2026-03$/);
    // turning it on runs the user's daily check at once (the in-process worker)
    expect((await post(`/api/automation/rules/${rule.id}/enable`)).status).toBe(200);
    const run = await waitFor(
      async () => (await client.json<{ runs: AutomationRunDto[] }>('GET', '/api/automation/runs')).body.runs.find((r) => r.ruleId === rule.id),
      'the daily run to fire the rule',
    );
    expect(run).toMatchObject({ eventKey: expect.stringMatching(/^budget:.+:2026-03$/), outcome: 'done' });
    expect(run.details.done).toEqual(['notify: in the activity feed; email queued (see the reminders log)', 'ask employee: handed to goalie']);
    // the email went to Chime's delivery: this server has no SMTP, so it fails with that reason
    const mail = await waitFor(
      async () => (await client.json<RemindersDto>('GET', '/api/reminders')).body.log.find((r) => r.channel === 'email' && r.status === 'failed'),
      'the email in the reminders log',
    );
    expect(mail).toMatchObject({ billName: 'Automa: Food over budget', reason: 'Email is not set up on this server (SMTP_URL and MAIL_FROM).' });
    expect((await runScheduledRules(deps, userId, TODAY)).runs).toEqual([]);
    expect((await runScheduledRules(deps, userId, '2026-03-18')).runs).toEqual([]);
    const feed = await stack.server.db.db
      .select()
      .from(activity)
      .where(and(eq(activity.userId, userId), eq(activity.employee, 'automa')));
    expect(feed.map((a) => a.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Rule "Food over budget": Food & Dining is over its \$1\.00 budget/),
        expect.stringMatching(/^Asked goalie:/),
      ]),
    );
  });

  it('replays a balance and a goal rule over the past from what the data kept, and says so where nothing was kept', async () => {
    const c = stack.client();
    const replayUser = (await c.signup(uniqueEmail('replay'))).id;
    // a statement with a running balance from December: $100 left after the rent until the next pay
    await importFile(
      c,
      'balances.csv',
      [
        'Date,Description,Amount,Account,Balance',
        '2025-12-01,PAYROLL ACME CORP,1000.00,Checking,1500.00',
        '2025-12-20,RENT PAYMENT OAKWOOD APARTMENTS,-1400.00,Checking,100.00',
        '2026-01-02,PAYROLL ACME CORP,1000.00,Checking,1100.00',
        '2026-02-02,PAYROLL ACME CORP,1000.00,Checking,2100.00',
      ].join('\n'),
    );
    const below = (
      await create(
        {
          name: 'Low balance',
          trigger: 'balance below',
          conditions: [{ field: 'amount', op: 'at most', value: 20_000 }],
          actions: [{ kind: 'notify', channels: ['in-app'] }],
        },
        c,
      )
    ).body.rule;
    const dry = (await post<AutomationDryRunDto>(`/api/automation/rules/${below.id}/dry-run`, {}, c)).body;
    // Dec 20 to Jan 1 ended at $100, under $200: one event a day, as the live rule keys them
    expect(dry.changes.map((e) => e.date)).toEqual(Array.from({ length: 13 }, (_, i) => (i < 12 ? `2025-12-${20 + i}` : '2026-01-01')));
    expect(dry.changes[0]).toMatchObject({ id: 'balance:2025-12-20', description: 'Your balance ended 2025-12-20 at $100.00, under $200.00' });
    expect(dry.note).toMatch(/^Replayed day by day from 2025-12-01 to 2026-03-17 with the balances your statements stated/);
    // the first user's statements state no balance: that is said plainly
    const blind = (
      await create({
        name: 'Low balance',
        trigger: 'balance below',
        conditions: [{ field: 'amount', op: 'at most', value: 20_000 }],
        actions: [{ kind: 'notify', channels: ['in-app'] }],
      })
    ).body.rule;
    const none = (await post<AutomationDryRunDto>(`/api/automation/rules/${blind.id}/dry-run`)).body;
    expect(none).toMatchObject({
      matched: 0,
      changes: [],
      note: expect.stringMatching(/^This rule cannot be replayed: none of your statements states a balance/),
    });
    await client.json('DELETE', `/api/automation/rules/${blind.id}`);

    // a savings account's statements from June: full months for Goalie to judge by (issue 30: a goal's
    // projection needs 3 full months; with fewer it is 'not enough data', never 'behind')
    const savings = ['Date,Description,Amount,Account'];
    for (let m = 6; m <= 15; m++) savings.push(`${m <= 12 ? 2025 : 2026}-${String(((m - 1) % 12) + 1).padStart(2, '0')}-01,INTEREST PAID,1.00,Savings`);
    await importFile(c, 'savings.csv', savings.join('\n'));
    const behind = (await create({ name: 'Goal slipping', trigger: 'goal behind', conditions: [], actions: [{ kind: 'notify', channels: ['in-app'] }] }, c))
      .body.rule;
    const noGoal = (await post<AutomationDryRunDto>(`/api/automation/rules/${behind.id}/dry-run`, {}, c)).body;
    expect(noGoal.note).toBe('This rule cannot be replayed: you have no active goals (set one on the Goals page).');
    const goal = await c.json<{ id: string }>('POST', '/api/goals', { name: 'House', kind: 'purchase', targetCents: 5_000_000, targetDate: '2026-12-31' });
    expect(goal.status).toBe(201);
    // as if it had been set up in October: each month's end since is rated with what it had saved then
    await stack.server.db.db
      .update(financialGoals)
      .set({ createdAt: new Date('2025-10-05T12:00:00Z') })
      .where(and(eq(financialGoals.userId, replayUser), eq(financialGoals.id, goal.body.id)));
    await c.json('POST', `/api/goals/${goal.body.id}/contributions`, { date: '2026-01-15', amountCents: 60_000 });
    const goals = (await post<AutomationDryRunDto>(`/api/automation/rules/${behind.id}/dry-run`, {}, c)).body;
    expect(goals.changes.map((e) => e.date)).toEqual(['2025-10-31', '2025-11-30', '2025-12-31', '2026-01-31', '2026-02-28', '2026-03-17']);
    expect(goals.changes.map((e) => e.description.match(/: (\$[\d,.]+) saved/)![1])).toEqual(['$0.00', '$0.00', '$0.00', '$600.00', '$600.00', '$600.00']);
    expect(goals.changes[0]).toMatchObject({
      id: `goal:${goal.body.id}:2025-10`,
      description: 'House was behind on 2025-10-31: $0.00 saved of $50,000.00 by 2026-12-31',
    });
    expect(goals.note).toMatch(/^Replayed at the end of each month over the last 12 months/);
  });

  it("a bill rule fires on the missed payment, after a dry run over the bill's months", async () => {
    const bill = await client.json('POST', '/api/bills', {
      name: 'Print shop',
      payee: 'ACME PRINT SHOP 12',
      expected: { kind: 'range', minCents: 4000, maxCents: 9000 },
      cadence: { kind: 'monthly', day: 5 },
      anchor: '2026-01-05',
    });
    expect(bill.status).toBe(201);
    const rule = (
      await create({ name: 'Tell me when a bill slips', trigger: 'bill late or missed', conditions: [], actions: [{ kind: 'notify', channels: ['in-app'] }] })
    ).body.rule;
    const dry = await post<AutomationDryRunDto>(`/api/automation/rules/${rule.id}/dry-run`);
    // January and February were paid on the day; March 5 was not, and it is March 17
    expect(dry.body.changes.map((c) => c.description)).toEqual(['Print shop ($90.00) was due on 2026-03-05 and is not paid: missed']);
    expect(dry.body.note).toMatch(/last 12 months/);
    expect((await post(`/api/automation/rules/${rule.id}/enable`)).status).toBe(200);
    const run = await waitFor(
      async () => (await client.json<{ runs: AutomationRunDto[] }>('GET', '/api/automation/runs')).body.runs.find((r) => r.ruleId === rule.id),
      'the bill rule to fire',
    );
    expect(run.eventKey).toMatch(/^billlate:.+:2026-03-05$/);
    expect((await runScheduledRules(deps, userId, TODAY)).runs).toEqual([]);
  });

  it('a new-merchant rule fires once for each merchant never seen before', async () => {
    const rule = (await create({ name: 'New shops go to review', trigger: 'new merchant', conditions: [], actions: [{ kind: 'mark for review' }] })).body.rule;
    const dry = await post<AutomationDryRunDto>(`/api/automation/rules/${rule.id}/dry-run`);
    expect(dry.body.matched).toBeGreaterThan(0);
    expect((await post(`/api/automation/rules/${rule.id}/enable`, { confirmBroad: true })).status).toBe(200);
    await importCsv(client, 'new-shops.csv', [
      '2026-03-15,BLUE BOTTLE COFFEE 7,-5.50,Checking',
      '2026-03-16,BLUE BOTTLE COFFEE 7,-6.00,Checking',
      '2026-03-16,CORNER CAFE,-4.50,Checking',
    ]);
    const runs = (await client.json<{ runs: AutomationRunDto[] }>('GET', '/api/automation/runs')).body.runs.filter((r) => r.ruleId === rule.id);
    expect(runs.map((r) => r.eventKey)).toEqual(['merchant:blue bottle coffee']);
    const blue = await txsLike('BLUE BOTTLE');
    expect(blue.filter((t) => t.needsUserInput).map((t) => t.date)).toEqual(['2026-03-15']);
  });

  it('hands a categorizing rule to Tag as one of its own rules, and says why another cannot be', async () => {
    const rule = (
      await create({
        name: 'GitHub is software',
        trigger: 'transaction imported',
        conditions: [{ field: 'description', op: 'contains', value: 'github' }],
        actions: [{ kind: 'set category', category: 'Business', subcategory: 'Software' }],
      })
    ).body.rule;
    const made = await post<{ tagRuleId: string }>(`/api/automation/rules/${rule.id}/tag-rule`);
    expect(made.status).toBe(201);
    const tagRules = (
      await client.json<{ rules: { id: string; conditions: unknown; category: string; subcategory: string | null }[] }>('GET', '/api/tag/rules')
    ).body.rules;
    expect(tagRules.find((r) => r.id === made.body.tagRuleId)).toMatchObject({
      conditions: { descriptionContains: 'github' },
      category: 'Business',
      subcategory: 'Software',
    });
    const bill = (await create({ name: 'Bills', trigger: 'bill due', conditions: [], actions: [{ kind: 'notify', channels: ['in-app'] }] })).body.rule;
    const refused = await post(`/api/automation/rules/${bill.id}/tag-rule`);
    expect(refused).toMatchObject({ status: 409, body: { error: 'Only a "transaction imported" rule can become a Tag rule.' } });
  });

  it("Automa's chat answers from the rules and the run log", async () => {
    const r = await client.json<{ reply: { content: string } }>('POST', '/api/chat/automa/messages', { message: 'What did my rules do lately?' });
    expect(r.status).toBe(200);
    expect(r.body.reply.content).toMatch(/\d+ rules are on:\n- .*Tell me when a bill slips \(when: bill late or missed\)/s);
    expect(r.body.reply.content).toMatch(/What they did lately:\n- \d{4}-\d\d-\d\d: /);
  });

  it("answers another user's rule as missing, and lists only one's own", async () => {
    const other = stack.client();
    await other.signup(uniqueEmail('automa-other'));
    for (const [method, path, body] of [
      ['PATCH', `/api/automation/rules/${officeId}`, { name: 'Mine now' }],
      // a body that would be refused as bad input still reads as a missing rule: nothing about it is checked first
      ['PATCH', `/api/automation/rules/${officeId}`, { name: '   ', trigger: 'whenever' }],
      ['DELETE', `/api/automation/rules/${officeId}`, undefined],
      ['POST', `/api/automation/rules/${officeId}/dry-run`, {}],
      ['POST', `/api/automation/rules/${officeId}/enable`, {}],
      ['POST', `/api/automation/rules/${officeId}/disable`, {}],
      ['POST', '/api/automation/rules/not-an-id/enable', {}],
    ] as const) {
      expect((await other.json(method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    expect((await other.json<AutomationRulesDto>('GET', '/api/automation/rules')).body.rules).toEqual([]);
    expect((await other.json<{ runs: unknown[] }>('GET', '/api/automation/runs')).body.runs).toEqual([]);
    expect((await client.json<AutomationRulesDto>('GET', '/api/automation/rules')).body.rules.find((r) => r.id === officeId)).toMatchObject({
      name: 'Biz card is hobbies',
      active: true,
    });
  });

  it('names the field of bad input', async () => {
    const base = { name: 'R', trigger: 'transaction imported', conditions: [], actions: [{ kind: 'mark for review' }] };
    const cases: [unknown, string][] = [
      [{ ...base, trigger: 'whenever' }, 'trigger'],
      [{ ...base, name: '   ' }, 'name'],
      [{ ...base, conditions: [{ field: 'amount', op: 'at least', value: -5 }] }, 'conditions.0.value'],
      [{ ...base, actions: [] }, 'actions'],
      [{ ...base, actions: [{ kind: 'set category', category: 'Nonsense', subcategory: null }] }, 'actions.0.category'],
      [{ ...base, actions: [{ kind: 'set category', category: 'Shopping', subcategory: 'Coffee Shops' }] }, 'actions.0.subcategory'],
      [{ ...base, actions: [{ kind: 'contribute to goal', goalId: '00000000-0000-4000-8000-000000000000' }] }, 'actions.0.goalId'],
      [{ ...base, actions: [{ kind: 'ask employee', employee: 'nobody' }] }, 'actions.0.employee'],
    ];
    for (const [body, field] of cases) {
      const r = await create(body);
      expect(r.status, field).toBe(400);
      expect(r.body.field, JSON.stringify(body)).toBe(field);
    }
    const r = await post<unknown>(`/api/automation/rules/${officeId}/enable`, { confirmBroad: 'yes' });
    expect([r.status, r.body.field]).toEqual([400, 'confirmBroad']);
  });
});
