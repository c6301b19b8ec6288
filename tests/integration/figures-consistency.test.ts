// Issue 30: one number everywhere. For the demo (day pinned), for an account whose statements start
// on Jun 3 and end on Oct 20, and for a new account whose only October row is a paycheck on the 31st,
// every surface that shows the monthly surplus, spending or savings rate gives the figure of
// core/figures (read through services/figures/user-figures.ts): the Goals page, Freedom, Harmony's
// facts and Finley's, Goalie's and Liberty's built-in chat answers, the Financial Story, the
// reports' rate, the podcast's facts, the budget suggestions' basis and Harmony's studio badge.
import type { AccountsOverviewDto } from '../../core/accounts/api.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { money } from '../../core/chat/format.ts';
import { DEMO_EMAIL } from '../../core/demo/data.ts';
import { ratePercent } from '../../core/figures/words.ts';
import type { PredictionsView } from '../../core/crystal/predictions.ts';
import type { GoalsDto } from '../../core/goalie/api.ts';
import type { CheckinsOverviewDto } from '../../core/harmony/api.ts';
import type { FreedomDto } from '../../core/liberty/api.ts';
import { periodSavingsRate } from '../../core/figures/monthly.ts';
import type { BudgetsDto } from '../../core/goalie/api.ts';
import type { StudioDto } from '../../core/harmony/api.ts';
import type { IncomeSpendingReport, YearReviewReport } from '../../core/reports/types.ts';
import { episodeFacts } from '../../core/roundtable/facts.ts';
import type { StoryDto } from '../../core/story/api.ts';
import { BillsRepo } from '../../db/repos/bills.ts';
import { DebtsRepo } from '../../db/repos/debts.ts';
import { GoalsRepo } from '../../db/repos/goals.ts';
import { UsersRepo } from '../../db/repos/users.ts';
import { episodeExtras } from '../../services/roundtable/facts.ts';
import { DEMO_PASSWORD, seedDemo } from '../../scripts/seed-demo.ts';
import { type UserFigures, userFigures } from '../../services/figures/user-figures.ts';
import { Ledger } from '../../services/ledger/ledger.ts';
import { type ApiClient, uniqueEmail } from '../support/api.ts';
import { importCsv, importFile, startStack, type Stack } from '../support/stack.ts';

const TODAY = '2026-11-29';
let stack: Stack;

const ask = async (client: ApiClient, employee: string, message: string) => {
  const r = await client.json<{ reply: { content: string } }>('POST', `/api/chat/${employee}/messages`, { message });
  expect(r.status).toBe(200);
  return r.body.reply.content;
};

beforeAll(async () => {
  stack = await startStack({ env: { CLOCK_TODAY: TODAY } });
});

const NOTHING_EXTRA = { spending: true, income: true, merchants: false, bills: false, goals: false, debts: false, insights: false };

/**
 * The surfaces issue 30 (a–e) moved onto core/figures give `mine`'s monthly spending, surplus and
 * savings rate for the same months: the story, the reports' rate, the podcast's facts, the budget
 * suggestions' basis and Harmony's Savings Master badge.
 */
function sameFiguresOnEverySurface(who: () => { client: ApiClient; userId: string; mine: UserFigures }) {
  it('the Financial Story gives the usual month and, for the year, the same savings rate', async () => {
    const { client, mine } = who();
    const { spending, surplus, savingsRate } = mine.figures;
    const last = surplus.months.at(-1)!;
    const month = (await client.json<StoryDto>('GET', `/api/story?period=month&month=${last}`)).body;
    expect(month.monthly.usual).toEqual({ spendingCents: spending.cents, surplusCents: surplus.cents, statistic: surplus.statistic, savingsRate });
    expect(month.monthly.periodSavingsRate).toEqual(periodSavingsRate(mine.figures.months, `${last}-01`, `${last}-01`));
    const headline = month.screens.find((x) => x.id === 'headline')!;
    expect(headline.lines.flat().some((p) => typeof p === 'object' && p.id === 'usual-surplus' && p.value === surplus.cents)).toBe(true);
    // every full month is in 2026: the year's rate is Freedom's, with the partial months named
    const year = (await client.json<StoryDto>('GET', '/api/story?period=year&year=2026')).body;
    expect(year.monthly.periodSavingsRate.rate).toBe(savingsRate.rate);
    expect(year.monthly.periodSavingsRate.statistic.startsWith(savingsRate.statistic)).toBe(true);
  });

  it("the reports' savings rate over the last twelve months is Freedom's, and says which months", async () => {
    const { client, mine } = who();
    const { savingsRate } = mine.figures;
    const r = (await client.json<IncomeSpendingReport>('GET', '/api/reports/income-spending')).body;
    expect(r.totals.savingsRate).toBe(savingsRate.rate);
    expect(r.totals.savingsRateStatistic.startsWith(savingsRate.statistic)).toBe(true);
    for (const m of r.months) {
      const same = mine.figures.months.find((x) => x.month === m.month);
      if (same?.full) expect(m).toMatchObject({ full: true, incomeCents: same.incomeCents, spendingCents: same.spendingCents });
      else expect(m.savingsRate).toBeNull();
    }
    const y = (await client.json<YearReviewReport>('GET', '/api/reports/year-review')).body;
    expect(y.savingsRate).toBe(savingsRate.rate);
  });

  it("the podcast's facts carry the same usual month and savings rate", async () => {
    const { userId, mine } = who();
    const db = stack.server.db.db;
    const ledger = new Ledger(db);
    const extras = await episodeExtras({ ledger, goals: new GoalsRepo(db), debts: new DebtsRepo(db), bills: new BillsRepo(db) }, userId, TODAY, NOTHING_EXTRA);
    const facts = episodeFacts(await ledger.window(userId, TODAY), TODAY, 30, extras);
    expect(facts.usualMonth).toEqual({
      spendingCents: mine.figures.spending.cents,
      surplusCents: mine.figures.surplus.cents,
      months: mine.figures.surplus.months,
      statistic: mine.figures.surplus.statistic,
      savingsRate: mine.figures.savingsRate.rate,
      savingsRateStatistic: mine.figures.savingsRate.statistic,
    });
  });

  it('the budget suggestions are over the same full months, and say the same median spending', async () => {
    const { client, mine } = who();
    const b = (await client.json<BudgetsDto>('GET', '/api/budgets')).body;
    // at most six months: every full month here
    expect(mine.figures.spending.months.length).toBeLessThanOrEqual(6);
    expect(b.basis).toEqual({ months: mine.figures.spending.months, spendingCents: mine.figures.spending.cents, statistic: mine.figures.spending.statistic });
  });

  it("Harmony's Savings Master badge reads Freedom's savings rate", async () => {
    const { client, mine } = who();
    const { savingsRate } = mine.figures;
    const s = (await client.json<StudioDto>('GET', '/api/studio')).body;
    const badge = s.achievements.find((a) => a.key === 'savings_master')!;
    expect(badge.progress).toBe(`${ratePercent(savingsRate.rate!)} saved of 20% (${savingsRate.statistic})`);
    expect(badge.reached).toBe(savingsRate.rate! >= 0.2);
  });
}
afterAll(async () => {
  await stack?.close();
});

describe('the demo: the same surplus and savings rate on every surface', () => {
  let client: ApiClient;
  let mine: UserFigures;
  let userId: string;

  beforeAll(async () => {
    await seedDemo(stack.server.db, TODAY);
    const user = (await new UsersRepo(stack.server.db.db).byEmail(DEMO_EMAIL))!;
    userId = user.id;
    mine = await userFigures(new Ledger(stack.server.db.db), user.id, TODAY);
    client = stack.client();
    expect((await client.json('POST', '/api/auth/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('the demo starts part-way through June: June is partial and stays out; November is running', () => {
    const first = mine.figures.months[0]!;
    expect(first).toMatchObject({ month: '2026-06', full: false });
    expect(first.partialBecause).toMatch(/starts on Jun/);
    expect(mine.figures.months.at(-1)).toMatchObject({ month: '2026-11', full: false });
    expect(mine.figures.surplus.months).not.toContain('2026-06');
    expect(mine.figures.surplus.statistic).toBe('median of the 4 full months Jul 2026 – Oct 2026');
    expect(mine.figures.surplus.cents).not.toBeNull();
    expect(mine.figures.savingsRate.rate).not.toBeNull();
  });

  it('the Goals page gives the median surplus and its words', async () => {
    const goals = (await client.json<GoalsDto>('GET', '/api/goals')).body;
    expect(goals.medianSurplusCents).toBe(mine.figures.surplus.cents);
    expect(goals.surplusStatistic).toBe(mine.figures.surplus.statistic);
    expect(goals.months.map((m) => m.month)).toEqual(mine.figures.surplus.months);
  });

  it('Freedom gives the same savings rate and twelve usual months of spending', async () => {
    const f = (await client.json<FreedomDto>('GET', '/api/freedom')).body;
    expect(f.savingsRate).toBe(mine.figures.savingsRate.rate);
    expect(f.savingsRateStatistic).toBe(mine.figures.savingsRate.statistic);
    expect(f.yearly.spendingCents).toBe(mine.figures.spending.cents! * 12);
    expect(f.yearly.statistic).toBe(mine.figures.spending.statistic);
  });

  it('net worth: the Bank Accounts page, Financial Freedom and Liberty’s answer stand on the same figure', async () => {
    const accounts = (await client.json<AccountsOverviewDto>('GET', '/api/accounts')).body;
    const f = (await client.json<FreedomDto>('GET', '/api/freedom')).body;
    const last = accounts.netWorth.points.at(-1)!;
    // the demo's statements state balances (issue 30 item 11): a real figure, not "no balances"
    expect(accounts.netWorth.accountsCounted).toBeGreaterThan(0);
    expect(f.netWorth.cents).toBe(last.netWorthCents);
    // Liberty's years come from the same net worth (core/liberty/freedom-of.ts): they equal the page's
    const liberty = await ask(client, 'liberty', 'When can I retire?');
    if (f.yearsToFi !== null) expect(liberty).toContain(`About ${f.yearsToFi} year`);
    if (f.fiNumberCents !== null) expect(liberty).toContain(money(f.fiNumberCents));
  });

  it('bills due in the next 30 days: one count in Crystal’s, Chime’s and Prime’s answers', async () => {
    const sentence = (text: string) => text.match(/(?:\d+ payments? (?:is|are)|Nothing is) due in the next 30 days \(to [A-Z][a-z]{2} \d+\)[^.]*\./)?.[0];
    const crystal = sentence(await ask(client, 'crystal', 'forecast my spending'));
    const chime = sentence(await ask(client, 'chime', 'what bills are coming up?'));
    const goalie = sentence(await ask(client, 'goalie', 'what bills are coming up?'));
    expect(crystal).toBeTruthy();
    expect(chime).toBe(crystal);
    expect(goalie).toBe(crystal);
  });

  it("Harmony's facts give the same savings rate", async () => {
    const h = (await client.json<CheckinsOverviewDto>('GET', '/api/harmony/checkins')).body;
    const rate = h.factsNow.facts.find((x) => x.key === 'savingsRate')!;
    expect(rate.value).toBe(mine.figures.savingsRate.rate);
    expect(rate.explanation).toContain(mine.figures.savingsRate.statistic);
  });

  it("Finley's, Goalie's and Liberty's answers quote the same surplus and savings rate", async () => {
    const surplus = money(mine.figures.surplus.cents!);
    const rate = ratePercent(mine.figures.savingsRate.rate!);
    const finley = await ask(client, 'finley', 'can I save $5k in 6 months?');
    expect(finley).toContain(`${surplus}, the ${mine.figures.surplus.statistic}`);
    for (const employee of ['goalie', 'liberty']) {
      const reply = await ask(client, employee, 'what is my savings rate?');
      expect(reply).toContain(`${surplus}, the ${mine.figures.surplus.statistic}`);
      expect(reply).toContain(`Your savings rate is ${rate}`);
    }
  });

  sameFiguresOnEverySurface(() => ({ client, userId, mine }));
});

describe('an account whose statements start on Jun 3 and end on Oct 20', () => {
  let client: ApiClient;
  let mine: UserFigures;
  let userId: string;

  beforeAll(async () => {
    client = stack.client();
    userId = (await client.signup(uniqueEmail('figures-partial'))).id;
    const rows = ['2026-06-03,WHOLE FOODS MARKET #10,-84.12,Checking', '2026-06-15,PAYROLL ACME CORP,4200.00,Checking'];
    for (const [m, groceries, shop] of [
      ['07', '412.50', '120.00'],
      ['08', '388.20', '640.00'],
      ['09', '455.75', '75.30'],
    ] as const) {
      rows.push(
        `2026-${m}-01,RENT PAYMENT OAKWOOD APARTMENTS,-1950.00,Checking`,
        `2026-${m}-09,WHOLE FOODS MARKET #10,-${groceries},Checking`,
        `2026-${m}-15,PAYROLL ACME CORP,4200.00,Checking`,
        `2026-${m}-22,BEST BUY #1234,-${shop},Checking`,
      );
    }
    rows.push(
      '2026-10-01,RENT PAYMENT OAKWOOD APARTMENTS,-1950.00,Checking',
      '2026-10-15,PAYROLL ACME CORP,4200.00,Checking',
      '2026-10-20,TARGET 00012,-66.40,Checking',
    );
    await importCsv(client, 'june-to-october.csv', rows);
    mine = await userFigures(new Ledger(stack.server.db.db), userId, TODAY);
  });

  it('has July to September full, June and October partial, and the Goals page and Freedom agree', async () => {
    expect(mine.figures.months.map((m) => [m.month, m.full])).toEqual([
      ['2026-06', false],
      ['2026-07', true],
      ['2026-08', true],
      ['2026-09', true],
      ['2026-10', false],
    ]);
    expect(mine.figures.months.at(-1)!.partialBecause).toBe('Checking ends on Oct 20');
    expect(mine.figures.savingsRate.statistic).toBe('(income − spending) ÷ income over the 3 full months Jul 2026 – Sep 2026');
    const goals = (await client.json<GoalsDto>('GET', '/api/goals')).body;
    expect(goals.medianSurplusCents).toBe(mine.figures.surplus.cents);
    const f = (await client.json<FreedomDto>('GET', '/api/freedom')).body;
    expect(f.savingsRate).toBe(mine.figures.savingsRate.rate);
  });

  sameFiguresOnEverySurface(() => ({ client, userId, mine }));
});

describe('a new account whose only October row is a paycheck on the 31st', () => {
  let client: ApiClient;

  beforeAll(async () => {
    client = stack.client();
    await client.signup(uniqueEmail('figures-new'));
    await importCsv(client, 'checking.csv', [
      '2026-10-31,PAYROLL ACME CORP,5000.00,Checking',
      '2026-11-02,RENT PAYMENT OAKWOOD APARTMENTS,-1950.00,Checking',
      '2026-11-09,WHOLE FOODS MARKET #10,-450.00,Checking',
      '2026-11-20,BEST BUY #1234,-678.00,Checking',
    ]);
  });

  it('Freedom says what is missing instead of an FI number of $0.00 and a year to freedom', async () => {
    const f = (await client.json<FreedomDto>('GET', '/api/freedom')).body;
    expect(f.missing).toContain('No full month so far; freedom figures need 3.');
    expect(f.fiNumberCents).toBeNull();
    expect(f.yearsToFi).toBeNull();
    expect(f.savingsRate).toBeNull();
  });

  it('Goalie gives no "100 % chance" from one partial month, only what is missing', async () => {
    const r = await client.json<GoalsDto>('POST', '/api/goals', {
      name: 'Trip',
      kind: 'purchase',
      targetCents: 100_000,
      targetDate: '2027-06-30',
      priority: 1,
    });
    expect(r.status).toBe(201);
    const goals = (await client.json<GoalsDto>('GET', '/api/goals')).body;
    const trip = goals.goals.find((g) => g.name === 'Trip')!;
    expect(trip.projection.chanceByTarget).toBeNull();
    expect(trip.projection.missing).toBe('No full month so far; goal projections need 3.');
    expect(trip.progress).toBe('not enough data');
    expect(goals.surplusStatistic).toBe('No full month so far; a monthly figure needs 1.');
    const reply = await ask(client, 'goalie', 'how are my goals doing?');
    expect(reply).not.toMatch(/100 ?%/);
    expect(reply).toContain('No full month so far');
  });

  it('Harmony never says "no spending in those months" while $3,078 was spent this month', async () => {
    const h = (await client.json<CheckinsOverviewDto>('GET', '/api/harmony/checkins')).body;
    const text = h.factsNow.facts.map((x) => x.explanation).join('\n');
    expect(text).not.toContain('No spending in those months');
    expect(h.factsNow.facts.find((x) => x.key === 'volatility')).toMatchObject({
      value: null,
      explanation: 'No full month so far; spending volatility needs 3.',
    });
    expect(h.factsNow.facts.find((x) => x.key === 'savingsRate')).toMatchObject({ value: null, explanation: 'No full month so far; a savings rate needs 1.' });
  });
});

describe('an OFX statement whose stated period is whole months its rows do not reach the ends of', () => {
  let client: ApiClient;
  let userId: string;

  /** DTSTART Aug 1 – DTEND Oct 31, 2026; the first row is on Aug 3, the last on Oct 27 */
  const ofx = () => {
    const rows: [string, string, string][] = [
      ['20260803', '5000.00', 'PAYROLL ACME CORP'],
      ['20260810', '-1950.00', 'RENT PAYMENT OAKWOOD APARTMENTS'],
      ['20260902', '5000.00', 'PAYROLL ACME CORP'],
      ['20260910', '-1950.00', 'RENT PAYMENT OAKWOOD APARTMENTS'],
      ['20261002', '5000.00', 'PAYROLL ACME CORP'],
      ['20261010', '-1950.00', 'RENT PAYMENT OAKWOOD APARTMENTS'],
      ['20261027', '-200.00', 'WHOLE FOODS MARKET #10'],
    ];
    const trns = rows
      .map(([d, a, n], i) => `<STMTTRN><TRNTYPE>${a.startsWith('-') ? 'DEBIT' : 'CREDIT'}<DTPOSTED>${d}<TRNAMT>${a}<FITID>${1000 + i}<NAME>${n}</STMTTRN>`)
      .join('\n');
    return `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD
<BANKACCTFROM><BANKID>121000248<ACCTID>99887766<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20260801<DTEND>20261031
${trns}
</BANKTRANLIST><LEDGERBAL><BALAMT>9950.00<DTASOF>20261031</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n`;
  };

  beforeAll(async () => {
    client = stack.client();
    const email = uniqueEmail('figures-period');
    await client.signup(email);
    userId = (await new UsersRepo(stack.server.db.db).byEmail(email))!.id;
    await importFile(client, 'august-october.ofx', ofx());
  });

  it('August, September and October are full months on the Goals page and in Crystal’s forecasts alike', async () => {
    const mine = await userFigures(new Ledger(stack.server.db.db), userId, TODAY);
    expect(mine.periods).toEqual([{ account: '…7766', from: '2026-08-01', to: '2026-10-31' }]);
    expect(mine.figures.surplus.months).toEqual(['2026-08', '2026-09', '2026-10']);
    const goals = (await client.json<GoalsDto>('GET', '/api/goals')).body;
    expect(goals.months.map((m) => m.month)).toEqual(['2026-08', '2026-09', '2026-10']);
    const p = (await client.json<PredictionsView>('GET', '/api/crystal/predictions')).body;
    expect(p.history.basis).toMatch(/^from the 3 full months Aug 2026 – Oct 2026/);
  });
});
