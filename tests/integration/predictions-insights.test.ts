// Crystal's predictions and Intelia's insights from a real import: seven months of a household's
// statement with a salary, a subscription whose price rose, a double charge and a grocery spike.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PredictionsDto } from '../../core/crystal/api.ts';
import type { DocumentDto } from '../../core/documents/api.ts';
import type { BusinessIntelligenceDto, InsightsDto } from '../../core/intelia/api.ts';
import { householdStatement } from '../support/household.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { acceptedId, documentSettled, importFile, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let client: ApiClient;
let doc: DocumentDto;
// a fixed day (the server and worker take it as today): the figures must not depend on the calendar
const today = '2026-03-17';
const thisMonth = today.slice(0, 7);

let finalBalanceCents = 0;

beforeAll(async () => {
  stack = await startStack({ env: { CLOCK_TODAY: today } });
  client = stack.client();
  await client.signup(uniqueEmail('crystal'));
  const csv = householdStatement(today);
  const checking = csv
    .trim()
    .split('\n')
    .filter((l) => l.endsWith(',Checking'));
  finalBalanceCents = Math.round(Number(checking.at(-1)!.split(',')[3]) * 100);
  const up = await client.upload([{ name: 'seven-months.csv', content: csv }]);
  doc = await documentSettled(client, acceptedId(up.body));
});
afterAll(async () => {
  await stack?.close();
});

describe('when the import completes, Intelia', () => {
  it('reports the spike, the price rise, the double charge and the new merchant with their real figures', () => {
    expect(doc.status).toBe('completed');
    const byType = new Map(doc.insights.map((i) => [i.type, i]));
    expect(byType.get('spending_spike')?.message).toMatch(
      /^Food & Dining is \$1,\d{3}\.\d{2} this month, \d+% above your \d-month average of \$3\d\d\.\d{2}\.$/,
    );
    expect(byType.get('subscription_price_rise')?.message).toContain('$15.49');
    expect(byType.get('subscription_price_rise')?.message).toContain('$17.99');
    expect(byType.get('duplicate_charge')?.message).toContain('Ironworks Gym took $49.00 twice');
    expect(
      doc.insights
        .filter((i) => i.type === 'new_merchant')
        .map((i) => i.message)
        .join(' '),
    ).toContain('First payment to Glimmerwood Outfitters: $180.00');
  });

  it('records the spike as a signal for Harmony, once per category and month', async () => {
    const db = new pg.Client({ connectionString: stack.env.config.DATABASE_URL });
    await db.connect();
    try {
      const r = await db.query<{ subject: string; data: { amountCents: number; baselineCents: number } }>(
        `select subject, data from harmony_signals where kind = 'spending_spike'`,
      );
      expect(r.rows.map((x) => x.subject)).toEqual([`Food & Dining|${thisMonth}`]);
      expect(r.rows[0]!.data.amountCents).toBeGreaterThan(r.rows[0]!.data.baselineCents * 1.3);
    } finally {
      await db.end();
    }
  });
});

describe('Crystal’s predictions', () => {
  let p: PredictionsDto;
  beforeAll(async () => {
    p = (await client.json<PredictionsDto>('GET', '/api/crystal/predictions')).body;
  });

  it('finds the salary and the subscription with their next dates and amounts', () => {
    const netflix = p.recurring.find((r) => r.merchant.toLowerCase().startsWith('netflix'));
    expect(netflix).toMatchObject({ period: 'monthly', kind: 'subscription', nextExpectedAmountCents: -1799, lastAmountCents: -1799 });
    expect(netflix!.nextExpectedDate.slice(8)).toBe('05');
    expect(netflix!.priceChange).toMatchObject({ fromCents: -1549, toCents: -1799 });
    expect(p.recurring.find((r) => r.kind === 'income')).toMatchObject({ period: 'monthly', nextExpectedAmountCents: 300000 });
    expect(p.upcoming.some((u) => u.merchant === netflix!.merchant && u.amountCents === -1799)).toBe(true);
  });

  it('forecasts monthly spending from the complete months, saying how, and projects cash flow from the stated balance', () => {
    expect(p.total).not.toBeNull();
    expect(p.total!.history).toHaveLength(6);
    expect(p.total!.method).toBe('damped-holt');
    expect(p.total!.points[0]!.month).toBe(thisMonth);
    for (const pt of p.total!.points) expect(pt.lowCents).toBeLessThanOrEqual(pt.cents);
    expect(p.balance).toEqual({ cents: finalBalanceCents, source: 'statement', asOf: today });
    expect(p.cashFlow.map((c) => c.days)).toEqual([30, 60, 90]);
    expect(p.cashFlow[0]!.startingBalanceCents).toBe(finalBalanceCents);
    expect(p.cashFlow[2]!.points).toHaveLength(90);
    // the salary comes in monthly and spending is far below it: the balance grows
    expect(p.cashFlow[2]!.endBalanceCents).toBeGreaterThan(finalBalanceCents);
    expect(p.trend.trend).toBe('increasing');
  });

  it('gives this month as spent so far plus what is still due (a bill set up for the 28th) and the rest prorated, saying so', async () => {
    const other = stack.client();
    await other.signup(uniqueEmail('crystal-this-month'));
    await importFile(other, 'household.csv', householdStatement(today));
    const made = await other.json('POST', '/api/bills', {
      name: 'Car insurance',
      payee: 'GEICO',
      expected: { kind: 'exact', cents: 12_850 },
      cadence: { kind: 'monthly', day: 28 },
      anchor: '2026-01-28',
    });
    expect(made.status).toBe(201);
    const q = (await other.json<PredictionsDto>('GET', '/api/crystal/predictions')).body;
    const m = q.thisMonth!;
    expect(m).toMatchObject({ month: thisMonth, daysLeft: 14 });
    expect(m.due).toContainEqual({ date: '2026-03-28', name: 'Car insurance', cents: 12_850, source: 'bill' });
    expect(m.cents).toBe(m.spentCents + m.dueCents + m.otherCents);
    expect(q.total!.points[0]!.cents).toBe(m.cents);
    // the other spending is the whole month's rest prorated: 14 of March's 31 days
    expect(m.basis).toMatch(
      /^\$[\d,]+\.\d\d spent so far \+ \$[\d,]+\.\d\d expected in the 14 days left: \d+ bills? due \(.*Car insurance.*\) and \$[\d,]+\.\d\d of other spending \(14\/31 of the /,
    );
    expect(q.history.basis).toMatch(/^from the 6 full months Sep 2025 – Feb 2026/);
  });

  it("starts from the balance that closes the statement's last day, however many rows that day has and in whatever order", async () => {
    const other = stack.client();
    await other.signup(uniqueEmail('crystal-closing'));
    // newest first, as many banks export: eight rows on the last day, the closing balance on the first line
    const lines = ['Date,Description,Amount,Balance,Account'];
    let balance = 500_000;
    const rows: string[] = [];
    for (let i = 0; i < 8; i++) {
      const amount = -(1000 + i * 137);
      balance += amount;
      rows.push(`2026-03-16,SHOP ${i},${(amount / 100).toFixed(2)},${(balance / 100).toFixed(2)},Checking`);
    }
    rows.push('2026-03-10,PAYROLL ACME,2000.00,5000.00,Checking');
    await importFile(other, 'newest-first.csv', [...lines, ...rows.slice(0, 8).reverse(), rows[8]!].join('\n'));
    const p2 = (await other.json<PredictionsDto>('GET', '/api/crystal/predictions')).body;
    expect(p2.balance).toEqual({ cents: balance, source: 'statement', asOf: '2026-03-16' });
  });

  it('tells a user with no transactions that there is nothing to forecast yet', async () => {
    const fresh = stack.client();
    await fresh.signup(uniqueEmail('crystal-empty'));
    const empty = (await fresh.json<PredictionsDto>('GET', '/api/crystal/predictions')).body;
    expect(empty).toMatchObject({ transactionCount: 0, total: null, recurring: [], cashFlow: [], balance: { source: 'none', cents: 0 } });
  });
});

describe('Intelia on the dashboard and business intelligence', () => {
  it('lists this month’s insights on request', async () => {
    const r = (await client.json<InsightsDto>('GET', '/api/intelia/insights')).body;
    expect(r.insights.map((i) => i.type)).toEqual(expect.arrayContaining(['spending_spike', 'duplicate_charge', 'top_vendors']));
  });

  it('splits business from personal spending by category and by the accounts the user marks', async () => {
    const before = (await client.json<BusinessIntelligenceDto>('GET', '/api/intelia/business')).body;
    expect(before.accounts).toEqual(['Business Card', 'Checking']);
    const month = before.months.at(-1)!;
    expect(month.month).toBe(thisMonth);
    expect(month.businessCents).toBe(6450); // Office Depot is Business › Office Supplies by the knowledge base
    const after = (await client.json<BusinessIntelligenceDto>('PUT', '/api/intelia/business-accounts', { accounts: ['Business Card'] })).body;
    expect(after.businessAccounts).toEqual(['Business Card']);
    // Staples (Business category) is paid from Checking: counted as mixed in the months it appears
    expect(after.months.slice(0, -1).some((m) => m.mixedCount === 1)).toBe(true);
    expect(after.topVendors[0]).toMatchObject({ merchant: expect.stringMatching(/safeway/i) });
    const bad = await client.json<{ error: string }>('PUT', '/api/intelia/business-accounts', { accounts: 'all' });
    expect(bad.status).toBe(400);
  });
});
