// Ledger's accounts through the real upload → worker → database path: accounts from each format,
// balances against the statements' own closing balances, rename and merge (never across users),
// net worth, and reconciliation (an explained difference locks the rows; an unexplained one changes nothing).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDto, AccountsOverviewDto, ReconcilePreviewDto, ReconcileResultDto } from '../../core/accounts/api.ts';
import type { ApiError } from '../../core/api/errors.ts';
import type { TransactionPage } from '../../core/ledger/api.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { importFile, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { CLOCK_TODAY: '2026-03-17' } });
});
afterAll(async () => {
  await stack?.close();
});

const fixture = (p: string) => readFileSync(new URL(`../fixtures/${p}`, import.meta.url));

async function freshUser(): Promise<ApiClient> {
  const client = stack.client();
  await client.signup(uniqueEmail('acct'));
  return client;
}

const overview = async (c: ApiClient) => (await c.json<AccountsOverviewDto>('GET', '/api/accounts')).body;
const byName = async (c: ApiClient, name: string): Promise<AccountDto> => {
  const a = (await overview(c)).accounts.find((x) => x.name === name);
  if (!a) throw new Error(`no account ${name}: ${(await overview(c)).accounts.map((x) => x.name).join(', ')}`);
  return a;
};
/** The period a document's statement stated (documents.period_from/to), as stored. */
const periodOf = async (documentId: string) =>
  (await stack.server.db.pool.query('select period_from::text as "from", period_to::text as "to" from documents where id = $1', [documentId])).rows[0];
const rows = async (c: ApiClient, search = '') =>
  (await c.json<TransactionPage>('GET', `/api/transactions?pageSize=500&search=${encodeURIComponent(search)}`)).body.items;

describe('accounts from imports', () => {
  it('makes an account from an OFX account id, with the statement’s closing balance and the bank’s name (FI/ORG)', async () => {
    const c = await freshUser();
    const doc = await importFile(c, 'checking.ofx', fixture('statements/ofx/ofxparse__checking.ofx'));
    // the statement's DTSTART–DTEND is its period, and its closing balance is dated on the period's end
    expect(await periodOf(doc.id)).toEqual({ from: '2000-01-01', to: '2013-05-25' });
    const a = await byName(c, '…6877');
    expect(a.balance.anchorDate).toBe('2013-05-25');
    // the file names its bank twice, FI/ORG "FAKE" and BANKID 5472369148: the name is the institution
    expect(a).toMatchObject({ externalId: '…6877', kind: 'checking', institution: 'FAKE', balance: { cents: 10099, source: 'statement' } });
    expect((await rows(c)).every((t) => t.account === '…6877')).toBe(true);
  });

  it('keeps no period that does not hold the statement’s rows: the closing balance is then dated on the last row', async () => {
    const c = await freshUser();
    // the same statement with a DTEND before its last row (Apr 7, 2011)
    const ofx = fixture('statements/ofx/ofxparse__checking.ofx').toString().replace('<DTEND>20130525060000.000', '<DTEND>20110401000000.000');
    const doc = await importFile(c, 'checking.ofx', Buffer.from(ofx));
    expect(await periodOf(doc.id)).toEqual({ from: null, to: null });
    expect((await byName(c, '…6877')).balance).toMatchObject({ cents: 10099, source: 'statement', anchorDate: '2011-04-07' });
  });

  it('takes an OFX file’s bank id as the institution when it names no FI', async () => {
    const c = await freshUser();
    await importFile(c, 'export.qfx', fixture('statements/ofx/actual__8859-1.qfx'));
    const { accounts } = await overview(c);
    expect(accounts.map((a) => [a.name, a.institution])).toEqual([['…5666', '700012345']]);
  });

  it('makes one account per name in an XLSX’s account column, the card one a credit card', async () => {
    const c = await freshUser();
    await importFile(c, 'february.xlsx', fixture('statements/accounts-column.xlsx'));
    const { accounts } = await overview(c);
    expect(accounts.map((a) => [a.name, a.kind, a.balance.cents]).sort()).toEqual([
      // 3,200.00 − 64.30 − 412.80
      ['Joint Checking', 'checking', 272_290],
      // the card's purchase and its payment cancel out
      ['Sapphire Visa card', 'credit card', 0],
    ]);
    expect((await rows(c, 'DELTA'))[0]!.account).toBe('Sapphire Visa card');
  });

  it('names a QIF’s accounts from its !Account blocks, and a QIF without one after its file', async () => {
    const c = await freshUser();
    await importFile(c, 'quicken.qif', fixture('statements/qif/csv2ofx__converted_mint.qif'));
    const { accounts } = await overview(c);
    // Checking: −1,500 + 2,000 − 2,500; Savings: −1,000
    expect(accounts.map((a) => [a.name, a.balance.cents]).sort()).toEqual([
      ['Checking', -200_000],
      ['Savings', -100_000],
    ]);
    expect(accounts.some((a) => a.name === 'quicken')).toBe(false);

    // day-first dates (22/12/2017 decides), no !Account block: the file's name is the account
    await importFile(c, 'Household budget.qif', fixture('statements/qif/quiffen__test_category_override.qif'));
    // 1,000.00 + 1,100.00 − 12.57 − 9.99
    expect(await byName(c, 'Household budget')).toMatchObject({ kind: 'checking', balance: { cents: 207_744 } });
    expect((await rows(c, 'GOUSTO'))[0]!.account).toBe('Household budget');
  });

  it('makes one account per value of a CSV’s account column, and guesses the kind from the name', async () => {
    const c = await freshUser();
    await importFile(c, 'mint.csv', fixture('statements/csv/csv2ofx__mint.csv'));
    const { accounts } = await overview(c);
    expect(accounts.map((a) => [a.name, a.kind]).sort()).toEqual([
      ['Checking', 'checking'],
      ['Savings', 'savings'],
    ]);
  });

  it('reads a PDF statement’s header for the account and the bank, and takes its closing balance', async () => {
    const c = await freshUser();
    const expected = JSON.parse(fixture('pdf/checking-statement.expected.json').toString()) as { openingBalanceCents: number; closingBalanceCents: number };
    const doc = await importFile(c, 'checking.pdf', fixture('pdf/checking-statement.pdf'));
    const a = await byName(c, 'Everyday Checking …4821');
    expect(a).toMatchObject({ institution: 'Prime Community Bank', balance: { cents: expected.closingBalanceCents, source: 'statement' } });
    // "Statement period: Dec 16, 2024 – Jan 15, 2025" is kept; the account opens with the printed beginning balance on its first day
    expect(await periodOf(doc.id)).toEqual({ from: '2024-12-16', to: '2025-01-15' });
    expect(a).toMatchObject({ openingBalanceCents: expected.openingBalanceCents, openingDate: '2024-12-16' });
    expect(a.history.at(-1)!.balanceCents).toBe(expected.closingBalanceCents);
  });

  it('falls back to the file’s name, and to the running balance or a CSV’s stated closing balance', async () => {
    const c = await freshUser();
    await importFile(c, 'csvbank.csv', fixture('statements/csv/beangulp__csvbank_statement.csv'));
    expect(await byName(c, 'csvbank')).toMatchObject({ balance: { cents: 340_986, source: 'running balance', anchorDate: '2016-03-18' } });
    await importFile(c, 'uk-current.csv', fixture('csv/trailing-summary.csv'));
    expect(await byName(c, 'uk-current')).toMatchObject({ balance: { cents: 137_655, source: 'statement' } });
  });
});

describe('rename, merge and net worth', () => {
  it('renames an account: the rows follow, and the next import of the old name lands in it', async () => {
    const c = await freshUser();
    await importFile(c, 'mint.csv', fixture('statements/csv/csv2ofx__mint.csv'));
    const savings = await byName(c, 'Savings');
    const r = await c.json<{ account: AccountDto }>('PATCH', `/api/accounts/${savings.id}`, { name: 'Rainy day', institution: 'Mint Bank' });
    expect(r.status).toBe(200);
    expect(r.body.account).toMatchObject({ name: 'Rainy day', aliases: ['Savings'] });
    expect((await rows(c)).filter((t) => t.account === 'Rainy day')).toHaveLength(1);
    await importFile(c, 'more.csv', Buffer.from('Date,Description,Amount,Account Name\n2026-03-02,INTEREST,1.25,Savings\n'));
    expect((await rows(c, 'INTEREST'))[0]!.account).toBe('Rainy day');
    const clash = await c.json<ApiError>('PATCH', `/api/accounts/${savings.id}`, { name: 'Checking' });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatch(/already have an account named "Checking"/);
  });

  it('merges one account into another, moving every row', async () => {
    const c = await freshUser();
    await importFile(c, 'mint.csv', fixture('statements/csv/csv2ofx__mint.csv'));
    const [savings, checking] = [await byName(c, 'Savings'), await byName(c, 'Checking')];
    const r = await c.json<{ moved: number; account: AccountDto }>('POST', `/api/accounts/${savings.id}/merge`, { intoId: checking.id });
    expect(r.status).toBe(200);
    expect(r.body.moved).toBe(1);
    expect((await overview(c)).accounts.map((a) => a.name)).toEqual(['Checking']);
    expect((await rows(c)).every((t) => t.account === 'Checking')).toBe(true);
    expect(r.body.account.balance.cents).toBe(savings.balance.cents + checking.balance.cents);
  });

  it('refuses a merge across users (the other user’s account is not found) and changes nothing', async () => {
    const alice = await freshUser();
    const bob = await freshUser();
    await importFile(alice, 'a.csv', Buffer.from('Date,Description,Amount,Account\n2026-03-01,PAYROLL,100.00,Alice main\n'));
    await importFile(bob, 'b.csv', Buffer.from('Date,Description,Amount,Account\n2026-03-01,PAYROLL,200.00,Bob main\n'));
    const [a, b] = [await byName(alice, 'Alice main'), await byName(bob, 'Bob main')];
    expect((await alice.json<ApiError>('POST', `/api/accounts/${a.id}/merge`, { intoId: b.id })).status).toBe(404);
    expect((await alice.json<ApiError>('POST', `/api/accounts/${b.id}/merge`, { intoId: a.id })).status).toBe(404);
    expect((await alice.json<ApiError>('PATCH', `/api/accounts/${b.id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await overview(bob)).accounts).toMatchObject([{ id: b.id, name: 'Bob main', balance: { cents: 20_000 } }]);
    expect((await overview(alice)).accounts).toMatchObject([{ id: a.id, name: 'Alice main', balance: { cents: 10_000 } }]);
  });

  it('counts net worth as assets − liabilities, with a card account and a debt from Liberty, each saying how', async () => {
    const c = await freshUser();
    await importFile(c, 'a.csv', Buffer.from('Date,Description,Amount,Account\n2026-02-01,PAYROLL,3000.00,Everyday\n2026-03-01,RENT,-1000.00,Everyday\n'));
    const visa = await c.json<ApiError>('POST', '/api/accounts', {
      name: 'Visa',
      kind: 'credit card',
      openingBalanceCents: -40_000,
      openingDate: '2026-01-15',
    });
    expect(visa.status, JSON.stringify(visa.body)).toBe(201);
    expect(
      (await c.json('POST', '/api/debts', { name: 'Student loan', kind: 'student', balanceCents: 500_000, apr: 5, minimum: { kind: 'fixed', cents: 10_000 } }))
        .status,
    ).toBe(201);
    const { netWorth } = await overview(c);
    expect(netWorth.points.at(-1)).toEqual({ date: '2026-03-17', assetsCents: 200_000, liabilitiesCents: 540_000, netWorthCents: -340_000 });
    expect(netWorth.points[0]).toMatchObject({ date: '2026-01-15', assetsCents: 0, liabilitiesCents: 540_000 });
    expect(netWorth.items.map((i) => [i.name, i.side, i.kind])).toEqual([
      ['Everyday', 'asset', 'account'],
      ['Visa', 'liability', 'account'],
      ['Student loan', 'liability', 'debt'],
    ]);
    expect(netWorth.items[2]!.how).toMatch(/Liberty/);
    const monthly = await c.json<{ points: { date: string }[] }>('GET', '/api/accounts/net-worth?from=2026-01-01&to=2026-03-17&step=month');
    expect(monthly.body.points.map((p) => p.date)).toEqual(['2026-01-31', '2026-02-28', '2026-03-17']);
  });
});

describe('reconciliation', () => {
  const STATEMENT = [
    'Date,Description,Amount,Account',
    '2026-03-01,PAYROLL ACME,2500.00,Main',
    '2026-03-03,GROCER,-45.00,Main',
    '2026-03-04,GROCER,-45.00,Main',
    '2026-03-10,RENT,-1200.00,Main',
    '2026-03-14,BOOKSHOP,-23.50,Main',
  ].join('\n');

  it('explains a difference by a likely duplicate, reconciles the rest, locks them, and unlocks them', async () => {
    const c = await freshUser();
    await importFile(c, 'main.csv', Buffer.from(STATEMENT));
    const main = await byName(c, 'Main');
    expect(main.balance.cents).toBe(118_650);
    const preview = await c.json<ReconcilePreviewDto>('POST', `/api/accounts/${main.id}/reconcile/preview`, { date: '2026-03-15', balanceCents: 123_150 });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ explained: true, differenceCents: -4500, ledgerBalanceCents: 118_650 });
    expect(preview.body.suggestion).toMatchObject([{ date: '2026-03-04', description: 'GROCER', reason: 'likely duplicate' }]);
    expect(preview.body.toReconcile).toHaveLength(4);

    const done = await c.json<ReconcileResultDto>('POST', `/api/accounts/${main.id}/reconcile`, {
      date: '2026-03-15',
      balanceCents: 123_150,
      transactionIds: preview.body.toReconcile,
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ reconciled: 4, account: { unreconciled: 1, lastReconciliation: { date: '2026-03-15', balanceCents: 123_150 } } });

    const rent = (await rows(c, 'RENT'))[0]!;
    for (const [method, path, body] of [
      ['PATCH', `/api/transactions/${rent.id}`, { amountCents: -100 }],
      ['PATCH', `/api/transactions/${rent.id}`, { category: 'Shopping', subcategory: null }],
      ['DELETE', `/api/transactions/${rent.id}`, undefined],
      [
        'POST',
        `/api/transactions/${rent.id}/split`,
        {
          parts: [
            { amountCents: -60_000, category: 'Shopping' },
            { amountCents: -60_000, category: 'Shopping' },
          ],
        },
      ],
      ['POST', '/api/tag/review/categorize', { ids: [rent.id], category: 'Shopping', subcategory: null }],
    ] as const) {
      const r = await c.json<ApiError>(method, path, body);
      expect(r.status, `${method} ${path}`).toBe(409);
      expect(r.body.error).toMatch(/reconciled on \d{4}-\d{2}-\d{2} against the bank's balance of "Main"; unreconcile the account first/);
    }
    expect((await rows(c, 'RENT'))[0]).toMatchObject({ amountCents: -120_000, category: rent.category });
    // the duplicate was left out: it can be changed, but "apply to similar" and undo leave the reconciled GROCER alone
    const dup = preview.body.suggestion[0]!;
    const reconciledGrocer = (await rows(c, 'GROCER')).find((t) => t.id !== dup.id)!;
    expect((await c.json('PATCH', `/api/transactions/${dup.id}`, { category: 'Shopping', subcategory: null })).status).toBe(200);
    expect((await c.json('POST', `/api/transactions/${dup.id}/apply-similar`, {})).status).toBeLessThan(300);
    expect((await rows(c, 'GROCER')).find((t) => t.id === reconciledGrocer.id)!.category).toBe(reconciledGrocer.category);
    expect((await c.json('DELETE', `/api/transactions/${dup.id}`)).status).toBe(200);

    const un = await c.json<{ unreconciled: number; account: AccountDto }>('POST', `/api/accounts/${main.id}/unreconcile`, {});
    expect(un.body).toMatchObject({ unreconciled: 4, account: { unreconciled: 4, lastReconciliation: null } });
    expect((await c.json('PATCH', `/api/transactions/${rent.id}`, { amountCents: -120_100 })).status).toBe(200);
  });

  it('refuses to undo a change that touches a reconciled transaction', async () => {
    const c = await freshUser();
    await importFile(c, 'main.csv', Buffer.from(STATEMENT));
    const main = await byName(c, 'Main');
    const rent = (await rows(c, 'RENT'))[0]!;
    expect((await c.json('PATCH', `/api/transactions/${rent.id}`, { category: 'Shopping', subcategory: null })).status).toBe(200);
    const preview = await c.json<ReconcilePreviewDto>('POST', `/api/accounts/${main.id}/reconcile/preview`, { date: '2026-03-15', balanceCents: 118_650 });
    expect(preview.body).toMatchObject({ explained: true, differenceCents: 0 });
    expect(
      (await c.json('POST', `/api/accounts/${main.id}/reconcile`, { date: '2026-03-15', balanceCents: 118_650, transactionIds: preview.body.toReconcile }))
        .status,
    ).toBe(200);
    const latest = (await c.json<{ change: { id: string } }>('GET', '/api/transactions/changes/latest')).body.change;
    const undo = await c.json<ApiError>('POST', '/api/transactions/undo', { changeId: latest.id });
    expect(undo.status).toBe(409);
    expect(undo.body.error).toMatch(/touches a transaction reconciled on \d{4}-\d{2}-\d{2}; unreconcile the account first/);
    expect((await rows(c, 'RENT'))[0]!.category).toBe('Shopping');
    await c.json('POST', `/api/accounts/${main.id}/unreconcile`, {});
    expect((await c.json('POST', '/api/transactions/undo', { changeId: latest.id })).status).toBe(200);
    expect((await rows(c, 'RENT'))[0]!.category).toBe(rent.category);
  });

  it('says a difference nothing explains cannot be explained, and reconciles nothing', async () => {
    const c = await freshUser();
    await importFile(c, 'main.csv', Buffer.from(STATEMENT));
    const main = await byName(c, 'Main');
    const preview = await c.json<ReconcilePreviewDto>('POST', `/api/accounts/${main.id}/reconcile/preview`, { date: '2026-03-15', balanceCents: 118_687 });
    expect(preview.body).toMatchObject({ explained: false, differenceCents: -37, suggestion: [], toReconcile: [] });
    expect(preview.body.message).toMatch(/cannot be explained/);
    const all = (await rows(c)).map((t) => t.id);
    const refused = await c.json<ApiError>('POST', `/api/accounts/${main.id}/reconcile`, { date: '2026-03-15', balanceCents: 118_687, transactionIds: all });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/do not add up.*Nothing was reconciled/);
    expect(await byName(c, 'Main')).toMatchObject({ unreconciled: 5, lastReconciliation: null });
    expect((await c.json('PATCH', `/api/transactions/${all[0]}`, { description: 'Still editable' })).status).toBe(200);
  });

  it('answers 404 for another user’s account and 400 for a bad date', async () => {
    const alice = await freshUser();
    const bob = await freshUser();
    await importFile(bob, 'b.csv', Buffer.from(STATEMENT));
    const b = await byName(bob, 'Main');
    expect((await alice.json('POST', `/api/accounts/${b.id}/reconcile/preview`, { date: '2026-03-15', balanceCents: 1 })).status).toBe(404);
    expect((await alice.json('POST', `/api/accounts/${b.id}/unreconcile`, {})).status).toBe(404);
    const bad = await bob.json<ApiError>('POST', `/api/accounts/${b.id}/reconcile/preview`, { date: '2026-02-30', balanceCents: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('date');
  });
});
