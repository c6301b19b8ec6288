// The built-in responders quote the figures of a small, hand-checked ledger.
import { describe, expect, it } from 'vitest';
import { buildChatDataSummary, type ChatDataSummary } from '../../core/chat/summary.ts';
import { answersFromData, builtInReply } from '../../core/chat/responders.ts';
import { buildPredictions } from '../../core/crystal/predictions.ts';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { EMPLOYEES, type TeamMemberKey } from '../../core/employees.ts';

const today = '2026-03-20';

function tx(date: string, description: string, amount: number, category: string, subcategory: string | null, account = 'Checking'): LedgerTransaction {
  return { id: `${date}-${description}`, date, description, merchant: null, amountCents: Math.round(amount * 100), category, subcategory, account };
}

const ledger: LedgerTransaction[] = [
  ...['2025-12-01', '2026-01-01', '2026-02-01', '2026-03-01'].map((d) => tx(d, 'PAYROLL ACME CORP', 3000, 'Income', 'Salary')),
  ...['2025-12-05', '2026-01-05', '2026-02-05', '2026-03-05'].map((d) => tx(d, 'NETFLIX.COM', -15.49, 'Entertainment', 'Streaming')),
  ...['2025-12-15', '2026-01-15', '2026-02-15', '2026-03-15'].map((d) => tx(d, 'NAVIENT LOAN PMT', -250, 'Transfer', 'Loan Payment')),
  tx('2026-03-02', 'CHASE CREDIT CRD AUTOPAY', -400, 'Transfer', 'Credit Card Payment'),
  tx('2026-03-03', 'PURCHASE INTEREST CHARGE', -12.34, 'Business', 'Professional Services'),
  tx('2025-12-20', 'STAPLES 0042', -30, 'Business', 'Office Supplies'),
  tx('2026-02-10', 'OFFICE DEPOT 0921', -64.5, 'Business', 'Office Supplies'),
  tx('2026-01-12', 'ADOBE CREATIVE CLOUD', -20.99, 'Business', 'Software'),
  tx('2026-03-01', 'PRINTFUL ORDER', -100, 'Shopping', 'Online Shopping', 'Biz Card'),
  tx('2026-02-25', 'SAFEWAY #1234', -80, 'Food & Dining', 'Groceries'),
  tx('2026-03-12', 'SAFEWAY #1234', -95.5, 'Food & Dining', 'Groceries'),
  tx('2026-03-10', 'CHEZ PANISSE', -45, 'Food & Dining', 'Restaurants'),
].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

function summary(overrides: Partial<Parameters<typeof buildChatDataSummary>[0]> = {}): ChatDataSummary {
  return buildChatDataSummary({
    today,
    email: 'sam@example.test',
    ledger,
    balance: { cents: 0, source: 'none', asOf: null },
    businessAccounts: ['Biz Card'],
    documents: [
      { fileName: 'march.csv', status: 'completed', imported: 12, duplicates: 3, needsReview: 2, createdAt: '2026-03-19T10:00:00.000Z', error: null },
      {
        fileName: 'scan.png',
        status: 'failed',
        imported: 0,
        duplicates: 0,
        needsReview: 0,
        createdAt: '2026-03-18T10:00:00.000Z',
        error: 'No readable text in scan.png.',
      },
    ],
    tag: { total: ledger.length, needsReview: 2, bySource: { knowledge: 15, user: 2, model: 3 }, rules: 1, patterns: 4 },
    ...overrides,
  });
}

const data = summary();
const ask = (employee: TeamMemberKey, question = 'How am I doing?') => builtInReply(employee, question, data)!;

describe('the data summary', () => {
  it('sums spending and income per period, Transfer left out', () => {
    expect(data.last30).toMatchObject({ from: '2026-02-19', to: today, spendingCents: 34833, incomeCents: 300000 });
    expect(data.last30.categories.map((c) => [c.category, c.cents])).toEqual([
      ['Food & Dining', 22050],
      ['Shopping', 10000],
      ['Entertainment', 1549],
      ['Business', 1234],
    ]);
    expect(data.thisMonth).toMatchObject({ from: '2026-03-01', spendingCents: 26833, incomeCents: 300000 });
    expect(data.lastMonth).toMatchObject({ from: '2026-02-01', to: '2026-02-28', spendingCents: 15999 });
    expect(data.lastMonthToDate).toMatchObject({ to: '2026-02-20', spendingCents: 7999 });
    expect(data.savings).toMatchObject({ from: '2025-12-21', incomeCents: 900000, spendingCents: 46480 });
  });

  it('takes the trend and forecast from Crystal’s predictions', () => {
    const p = buildPredictions(ledger, today, { cents: 0, source: 'none', asOf: null });
    expect(data.trend).toEqual(p.trend);
    expect(data.trend).toMatchObject({ trend: 'decreasing', firstHalfCents: 20783, secondHalfCents: 14050 });
    expect(data.forecast?.nextMonth).toEqual(p.total!.points[1]);
    expect(data.upcoming).toEqual(p.upcoming);
  });

  it('finds the loan as a monthly debt payment, card payments and interest', () => {
    expect(data.debts.series).toEqual([expect.objectContaining({ subcategory: 'Loan Payment', period: 'monthly', averageCents: 25000, monthlyCents: 25000 })]);
    expect(data.debts.paid).toEqual([
      { subcategory: 'Loan Payment', cents: 75000, count: 3 },
      { subcategory: 'Credit Card Payment', cents: 40000, count: 1 },
    ]);
    expect(data.debts.interestAndFees).toMatchObject({ cents: 1234, count: 1 });
  });

  it('counts Business spending and the business account’s this year as likely deductible', () => {
    expect(data.deductible).toMatchObject({ year: 2026, totalCents: 19783, count: 4 });
    expect(data.deductible.bySubcategory).toEqual([
      { subcategory: 'Shopping (business account)', cents: 10000, count: 1 },
      { subcategory: 'Office Supplies', cents: 6450, count: 1 },
      { subcategory: 'Software', cents: 2099, count: 1 },
      { subcategory: 'Professional Services', cents: 1234, count: 1 },
    ]);
  });
});

describe('built-in responders', () => {
  it('answer for every employee: one with nothing to show from the data says so and who can help', () => {
    expect(EMPLOYEES.every((e) => builtInReply(e.key, 'help', data) !== null)).toBe(true);
    // Custodian has no data of its own to answer from yet
    expect(answersFromData('custodian')).toBe(false);
    expect(EMPLOYEES.filter((e) => e.active).every((e) => answersFromData(e.key))).toBe(true);
    expect(builtInReply('custodian', 'help', data)!.content).toContain('Not yet: the security and privacy audit');
    // Luna answers from the music tables: with Spotify not set up on the server she says so, no fake tracks
    const luna = builtInReply('luna', 'play something', data)!.content;
    expect(luna).toContain('Spotify is not set up on this server (SPOTIFY_CLIENT_ID is not set)');
    expect(builtInReply('luna', 'how much did I spend on food?', data)!.content).toContain('Tag looks after this: ask Tag for more.');
  });

  it('Luna says what is connected, whether playback is allowed, and the playlists she made', () => {
    const music = (over: Partial<NonNullable<ChatDataSummary['music']>>): ChatDataSummary => ({
      ...data,
      music: { configured: true, connection: null, playlists: [], ...over },
    });
    expect(builtInReply('luna', 'what can you play', music({}))!.content).toContain('You have not connected Spotify yet');
    const conn = { status: 'connected' as const, problem: null, displayName: 'Ana', product: 'free', playbackAllowed: false };
    const free = builtInReply('luna', 'what playlists do I have', music({ connection: conn }))!;
    expect(free.content).toContain('Spotify is connected as Ana (free account).');
    expect(free.content).toContain('Spotify allows remote playback only for Premium accounts');
    expect(free.content).toContain('I have not made a playlist yet');
    const made = builtInReply(
      'luna',
      'my playlists',
      music({
        connection: { ...conn, product: 'premium', playbackAllowed: true },
        playlists: [{ kind: 'focus', name: 'Wave: Focus', trackCount: 24, createdAt: '2026-03-10T09:00:00.000Z' }],
      }),
    )!;
    expect(made.content).toContain('the player on this page drives Spotify on your active device');
    expect(made.content).toContain("- Wave: Focus (focus, 24 tracks, 2026-03-10): pairs with Harmony's focus exercises in the Wellness Studio");
    expect(made.dataUsed).toEqual(['your music connection', 'the playlists I made']);
    const revoked = builtInReply(
      'luna',
      'is my music working',
      music({ connection: { ...conn, status: 'reconnect', problem: 'Spotify revoked the access.' } }),
    )!;
    expect(revoked.content).toContain('Your Spotify connection needs reconnecting: Spotify revoked the access. Press Reconnect on this page.');
  });

  it('Byte lists the latest imports with their status and counts', () => {
    const r = ask('byte');
    expect(r.content).toContain('march.csv (Mar 19): done, 12 transactions imported, 3 duplicates skipped, 2 to review');
    expect(r.content).toContain('scan.png (Mar 18): failed: No readable text in scan.png.');
    expect(r.dataUsed).toEqual(['your last 2 imports']);
    expect(r.content).toMatch(/\(Based on your last 2 imports\.\)$/);
  });

  it('Tag gives the review queue, top categories, rules and patterns', () => {
    const r = ask('tag');
    expect(r.content).toContain('2 of your 21 transactions wait for your review');
    expect(r.content).toContain('Food & Dining $220.50 (3 transactions), Shopping $100.00 (1 transaction) and Entertainment $15.49');
    expect(r.content).toContain('1 rule of yours and 4 merchant patterns');
  });

  it('Crystal gives the trend rule’s figures and next month’s forecast with its band', () => {
    const r = ask('crystal');
    expect(r.content).toContain('Your spending is decreasing: $140.50 in the last 15 days against $207.83 in the 15 days before (Feb 19 – Mar 5), -32%.');
    const next = data.forecast!.nextMonth!;
    expect(next.month).toBe('2026-04');
    expect(r.content).toContain(`For April 2026 I forecast $`);
    for (const cents of [next.cents, next.lowCents, next.highCents]) expect(r.content).toContain((cents / 100).toFixed(2));
  });

  it('Ledger totals likely deductible spending by subcategory', () => {
    const r = ask('ledger');
    expect(r.content).toContain('Likely deductible in 2026 (Jan 1 – Mar 20): $197.83 over 4 transactions');
    expect(r.content).toContain('- Office Supplies: $64.50 (1 transaction)');
    expect(r.content).toContain('plus everything paid from Biz Card');
  });

  it('Goalie says no goals are set up and gives the real savings rate', () => {
    const r = ask('goalie');
    expect(r.content).toContain('You have no active savings goals yet');
    // issue 30: the surplus and savings rate every page gives (core/figures), over the full months, not the last 90 days
    expect(r.content).toContain(
      'Your monthly surplus (income − spending, transfers left out) is $2,954.51, the median of the 3 full months Dec 2025 – Feb 2026. Your savings rate is 97.3%',
    );
  });

  it('Goalie reports each active goal with the goals page figures', () => {
    const withGoal = summary({
      goals: [
        {
          id: 'g1',
          name: 'Emergency fund',
          kind: 'emergency fund',
          targetCents: 600_000,
          targetDate: '2026-12-31',
          startingCents: 100_000,
          savedCents: 100_000,
          linkedAccount: null,
          matchText: null,
          priority: 1,
          status: 'active',
          updatedAt: '2026-03-01T00:00:00.000Z',
        },
      ],
    });
    expect(withGoal.activeGoals).toBe(1);
    const r = builtInReply('goalie', 'How are my goals doing?', withGoal)!;
    // $5,000 left over March … December (10 months): $500.00 a month
    expect(r.content).toContain('- Emergency fund: $1,000.00 of $6,000.00, by Dec 31: needs $500.00 a month');
    expect(r.dataUsed).toContain('your goals and what each has saved');
  });

  it('Blitz plans the debts the user set up: at the minimums and with $100 a month more', () => {
    const withDebt = summary({ debtAccounts: [{ name: 'Card', balanceCents: 100_000, aprPct: 12, minimum: { kind: 'fixed', cents: 2500 } }] });
    const r = builtInReply('blitz', 'What about my debts?', withDebt)!;
    expect(r.content).toContain('- Card: $1,000.00 at 12%');
    // $125 a month: the hand-worked $100 plan of tests/unit/debt-plan.test.ts plus $25
    expect(r.content).toContain('Paying $25.00 a month (the minimums) with the avalanche');
    expect(r.content).toContain('$125.00 a month: 9 months');
    // "how long until…" is a question about when: the plan at the minimums, and with $100 more
    const when = builtInReply('blitz', 'How long until my debts are gone?', withDebt)!.content;
    expect(when).toMatch(/^At the minimums \(\$25\.00 a month, avalanche order\) you are debt-free in \d+ months/);
    expect(when).toContain('$125.00 a month: 9 months');
  });

  it('Chime answers from the bills the user set up: what is late, then the next 30 days', () => {
    const withBills = summary({
      bills: [
        {
          name: 'Rent',
          expectedCents: 195_000,
          occurrences: [
            { due: '2026-03-01', status: 'overdue', paidCents: null },
            { due: '2026-04-01', status: 'upcoming', paidCents: null },
          ],
        },
        {
          name: 'Netflix',
          expectedCents: 1549,
          occurrences: [
            { due: '2026-03-08', status: 'paid', paidCents: 1549 },
            { due: '2026-04-08', status: 'upcoming', paidCents: null },
          ],
        },
      ],
    });
    const r = builtInReply('chime', "What's due soon?", withBills)!;
    expect(r.content).toContain('Not paid yet:\n- Rent $1,950.00, due Mar 1: overdue.');
    // "this week" is this week (Mon Mar 16 – Sun Mar 22): nothing in it, the late rent first, then the next payment
    const week = builtInReply('chime', "What's due this week?", withBills)!.content;
    expect(week).toContain('Not paid yet:\n- Rent $1,950.00, due Mar 1: overdue.\nNothing is due this week (to Mar 22)');
    expect(week).toContain('The next one after that: Rent $1,950.00 on Apr 1.');
    expect(week).not.toContain('next 30 days');
    // one count for what is due (core/chat/due.ts): the 2 bills and the loan charge no bill stands for
    // (the Netflix charge is the Netflix bill)
    expect(r.content).toContain('3 payments are due in the next 30 days (to Apr 19): 2 bills you set up and 1 recurring charge from your statements.');
    expect(r.content).toContain('- Apr 15: Navient Loan $250.00, from your statements');
    expect(r.content).toContain('Total: $2,215.49.');
    expect(r.dataUsed).toEqual(['the bills you set up, against your statements', 'the recurring payments Crystal found in your statements']);
  });

  it('Blitz and Liberty read debts from the statements', () => {
    for (const who of ['blitz', 'liberty'] as const) {
      const r = ask(who, 'What about my debts?');
      expect(r.content).toContain('Navient Loan (Loan Payment): $250.00 monthly; last paid Mar 15, next expected Apr 15.');
      expect(r.content).toContain('you paid $750.00 in loan payments (3 payments) and $400.00 in credit card payments (1 payment)');
      expect(r.content).toContain('Interest and fees charged in that time: $12.34 over 1 charge');
    }
  });

  it('Chime lists the bills due in the next 30 days', () => {
    const r = ask('chime');
    const bills = data.upcoming.filter((u) => u.amountCents < 0);
    expect(bills.length).toBe(2);
    expect(r.content).toContain('2 payments are due in the next 30 days (to Apr 19): 2 recurring charges from your statements.');
    expect(r.content).toContain('Apr 5: Netflix $15.49');
    expect(r.content).toContain('Total: $265.49.');
    expect(r.content).not.toContain('Payroll');
  });

  it('Crystal and Chime give one count of what is due in the next 30 days, in the same words, with or without bills', () => {
    const withBills = summary({
      bills: [{ name: 'Rent', expectedCents: 195_000, occurrences: [{ due: '2026-04-01', status: 'upcoming', paidCents: null }] }],
    });
    for (const d of [data, withBills]) {
      const sentence = /\d+ payments? (?:is|are) due in the next 30 days \(to Apr 19\): [^\n]*\./;
      const crystal = builtInReply('crystal', 'How am I doing?', d)!.content;
      const chime = builtInReply('chime', 'What is due?', d)!.content;
      expect(crystal).toMatch(sentence);
      expect(crystal.match(sentence)?.[0]).toBe(chime.match(sentence)?.[0]);
      // no second count of "items" or "bills" beside it
      expect(crystal).not.toMatch(/items? (?:is|are) due|bills due/);
      expect(chime).not.toMatch(/items? (?:is|are) due|bills due/);
    }
    expect(builtInReply('crystal', 'How am I doing?', data)!.content).toContain(
      'I track 3 recurring payments. 2 payments are due in the next 30 days (to Apr 19): 2 recurring charges from your statements.\nAlso expected in: Payroll Acme Corp $3,000.00 on Apr 1.',
    );
    expect(builtInReply('chime', 'What is due?', withBills)!.content).toContain(
      '3 payments are due in the next 30 days (to Apr 19): 1 bill you set up and 2 recurring charges from your statements.',
    );
  });

  it("Crystal says this month's figure as spent so far plus what is expected in the days left", () => {
    const r = ask('crystal');
    expect(r.content).toContain(
      'For March 2026 I expect $328.30 of spending: $268.33 spent so far + $59.97 expected in the 11 days left: $59.97 of other spending (11/31 of the $169.00 a month forecast).',
    );
    expect(r.content).toContain('from the 3 full months Dec 2025 – Feb 2026');
  });

  it('Finley gives the month against last month by the same day', () => {
    const r = ask('finley');
    expect(r.content).toContain('This month so far (Mar 1 – Mar 20): income $3,000.00, spending $268.33.');
    expect(r.content).toContain('Top categories: Food & Dining $140.50, Shopping $100.00 and Entertainment $15.49.');
    expect(r.content).toContain('Last month by the same day (Feb 1 – Feb 20) you had spent $79.99: you are up $188.34 (+235%).');
    expect(r.content).toContain('February 2026 in full: income $3,000.00, spending $159.99.');
  });

  it('Prime says who to ask, who fits the question, and the month', () => {
    const r = ask('prime', 'Who should I ask about bills?');
    expect(r.content).toContain('- Blitz and Liberty: debts');
    expect(r.content).toContain('For this question, Chime is best placed.');
    expect(r.content).toContain('income $3,000.00, spending $268.33');
    const bills = ask('prime', 'Which bills are due next week?');
    expect(bills.content).toContain('Chime looks after this');
  });

  it('answers a question about one category with that category’s figure', () => {
    const r = ask('finley', 'How much did I spend on food?');
    expect(r.content).toContain('You spent $220.50 on Food & Dining in the last 30 days (Feb 19 – Mar 20), over 3 transactions');
    expect(r.content).toContain('By subcategory: Groceries $175.50 and Restaurants $45.00.');
    expect(r.dataUsed).toEqual([
      '3 transactions of spending on Food & Dining, in the last 30 days (Feb 19 – Mar 20), transfers between your accounts left out',
    ]);
    const groceries = ask('crystal', 'what did groceries cost me last month?');
    expect(groceries.content).toContain('You spent $80.00 on Groceries last month (February 2026), over 1 transaction.');
    expect(ask('tag', 'how much have I spent on travel this month').content).toContain('You spent nothing on Travel this month');
    expect(ask('finley', 'what was my income this month?').content).toContain(
      'Your income this month (Mar 1 – Mar 20) was $3,000.00, from 1 payment.\nBy source: Salary $3,000.00.',
    );
  });

  it('tells a user with no transactions so, without inventing figures', () => {
    const empty = summary({ ledger: [], documents: [], tag: { total: 0, needsReview: 0, bySource: {}, rules: 0, patterns: 0 } });
    for (const who of ['tag', 'crystal', 'intelia', 'goalie', 'blitz', 'chime', 'finley'] as const) {
      const r = builtInReply(who, 'How much did I spend on food?', empty)!;
      expect(r.content).toMatch(/^You have no transactions on file yet/);
      expect(r.content).not.toMatch(/\$\d/);
    }
    expect(builtInReply('byte', 'did my import work?', empty)!.content).toContain('You have not imported anything yet');
  });
});
