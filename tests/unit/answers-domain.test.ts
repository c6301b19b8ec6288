// Issue 31: the questions whose answer is another page's engine, asked of any employee: the biggest
// subscription names one, "due this week" is this week, an amount "in March" is saved by March from
// what the goals leave, "which debt first" names the highest rate, "what if I pay $600 a month" runs
// the payoff engine with $600, "when can I retire" gives the Financial Freedom page's years. Figures
// checked by hand on a small ledger with a pinned day.
import { describe, expect, it } from 'vitest';
import { builtInReply } from '../../core/chat/responders.ts';
import { buildChatDataSummary, type ChatDataSummary } from '../../core/chat/summary.ts';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import type { TeamMemberKey } from '../../core/employees.ts';
import { freedomFigures } from '../../core/liberty/freedom.ts';

const today = '2026-06-17'; // a Wednesday: this week is Jun 15 – Jun 21

/** Jan 1 – Jun 17 2026: salary $3,000 on the 1st, rent $1,000 on the 2nd, Netflix $15.49 on the 5th, Adobe $54.99 on the 19th. */
function ledger(): LedgerTransaction[] {
  const rows: LedgerTransaction[] = [];
  const add = (date: string, merchant: string, dollars: number, category: string, subcategory: string) => {
    if (date <= today)
      rows.push({ date, description: merchant.toUpperCase(), merchant, amountCents: Math.round(dollars * 100), category, subcategory, account: 'Checking' });
  };
  for (let m = 1; m <= 6; m++) {
    const d = (day: number) => `2026-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    add(d(1), 'Acme Payroll', 3000, 'Income', 'Salary');
    add(d(2), 'Oak Lettings', -1000, 'Housing', 'Rent');
    add(d(5), 'Netflix', -15.49, 'Entertainment', 'Streaming');
    add(d(19), 'Adobe', -54.99, 'Business', 'Software');
  }
  return rows;
}

function summary(over: Partial<Parameters<typeof buildChatDataSummary>[0]> = {}): ChatDataSummary {
  const rows = ledger();
  return buildChatDataSummary({
    today,
    email: 'pat@example.test',
    ledger: rows,
    balance: { cents: 0, source: 'none', asOf: null },
    businessAccounts: [],
    documents: [],
    tag: { total: rows.length, needsReview: 0, bySource: {}, rules: 0, patterns: 0 },
    ...over,
  });
}

const ask = (employee: TeamMemberKey, q: string, data = summary()) => builtInReply(employee, q, data)!.content;

// Hand-checked: spending a full month = 1,000 + 15.49 + 54.99 = $1,070.48; income $3,000; surplus $1,929.52 (Jan – May, 5 full months).
describe('domain answers', () => {
  it('the biggest subscription is one name with what it costs a month, for any employee', () => {
    const crystal = ask('crystal', 'What is my biggest subscription?');
    expect(crystal).toMatch(/^Your biggest subscription is Adobe: \$54\.99 a month/);
    expect(ask('finley', 'which subscription costs the most')).toContain('Your biggest subscription is Adobe: $54.99 a month');
    expect(ask('finley', 'which subscription costs the most')).toContain('Crystal looks after this: ask Crystal for more.');
    expect(ask('crystal', 'cheapest subscription?')).toMatch(/^Your smallest subscription is Netflix: \$15\.49 a month/);
  });

  it('"due this week" lists this week only; "next week" the week after', () => {
    const week = ask('chime', 'What is due this week?');
    expect(week).toContain('1 payment is due this week (to Jun 21)');
    expect(week).toContain('- Jun 19: Adobe $54.99');
    expect(week).not.toContain('Netflix');
    const next = ask('goalie', 'what bills are due next week?');
    expect(next).toContain('Nothing is due next week (to Jun 28)');
    expect(next).toContain('The next one after that: Oak Lettings $1,000.00 on Jul 2.');
    expect(next).toContain('Chime looks after this');
  });

  it('an amount "in March" is saved over the months up to March, from the surplus', () => {
    const r = ask('goalie', 'Can I afford a 1,200 holiday in September?');
    // Jul, Aug, Sep: $400.00 a month against $1,929.52
    expect(r).toContain('To have $1,200.00 by September 2026 you need to put aside $400.00 a month for 3 months (July 2026 – September 2026).');
    expect(r).toContain('Your monthly surplus (income − spending) is $1,929.52, the median of the 5 full months Jan 2026 – May 2026.');
    expect(r).toContain('Yes: that covers it, with $1,529.52 a month to spare.');
    expect(ask('prime', 'can I afford a $30,000 car in August?')).toContain('Not at your current pace: you are $13,070.48 a month short');
  });

  it('what the goals already take of the surplus is left out before saying yes', () => {
    const goals = [
      {
        id: 'g1',
        name: 'House',
        kind: 'savings',
        targetCents: 5_000_000,
        targetDate: '2027-06-30',
        startingCents: 0,
        savedCents: 0,
        linkedAccount: null,
        matchText: null,
        priority: 1,
        status: 'active',
        updatedAt: new Date('2026-06-01'),
      },
    ] as never;
    const data = summary({ goals });
    const share = data.goals[0]!.monthlyShareCents;
    expect(share).toBeGreaterThan(150_000);
    const r = ask('goalie', 'Can I afford a 1,200 holiday in September?', data);
    expect(r).toContain(`Your goals already take $${(share / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} of it a month (House`);
    expect(r).toMatch(/Only by slowing your goals|Yes: that covers it/);
    if (192_952 - share < 40_000) expect(r).toContain('Only by slowing your goals');
  });

  const debts = [
    { name: 'Store card', balanceCents: 100_000, aprPct: 12, minimum: { kind: 'fixed' as const, cents: 10_000 } },
    { name: 'Car loan', balanceCents: 200_000, aprPct: 6, minimum: { kind: 'fixed' as const, cents: 20_000 } },
  ];

  it('"which debt first" names the highest rate; "what if I pay $600" runs the plan with $600', () => {
    const data = summary({ debtAccounts: debts });
    const first = ask('blitz', 'Which debt first?', data);
    expect(first).toMatch(/^Pay Store card first: at 12% it has the highest rate/);
    const what = ask('blitz', 'Which debt first if I pay 600 a month?', data);
    // by hand: $600 pays the minimums and $300 more to the card (highest rate): card 1,000 + 10.00
    // interest − 400 = 610.00; month 2: 610 + 6.10 − 400 = 216.10; month 3: paid off
    expect(what).toMatch(/^Paying \$600\.00 a month with the avalanche \(highest rate first\), you are debt-free in \d+ months/);
    expect(what).toContain('Paid off in order: Store card in month 3 and Car loan in month');
    expect(what).not.toBe(first);
    expect(ask('liberty', 'what if I pay $50 a month?', data)).toContain('$50.00 a month is less than your minimums, $300.00');
  });

  it('"when can I retire" gives the Financial Freedom page’s years at its default assumptions', () => {
    const data = summary({ netWorthCents: 2_000_000 });
    const r = ask('liberty', 'When can I retire?', data);
    // FI number: 12 × $1,070.48 = $12,845.76 a year ÷ 4% = $321,144.00
    expect(r).toContain('your FI number is $321,144.00');
    const years = freedomFigures(
      { netWorthCents: 2_000_000, yearlyIncomeCents: 3_600_000, yearlySpendingCents: 1_284_576 },
      {
        withdrawalRate: 0.04,
        realReturn: 0.05,
        returnSpread: 0.15,
        age: null,
        targetAge: null,
      },
    ).yearsToFi;
    expect(r).toContain(`About ${years} years`);
    expect(ask('finley', 'when could I be financially independent?', data)).toContain('Liberty looks after this');
  });

  it('"when will I reach my House goal?" gives Goalie’s projection of that goal', () => {
    const goals = [
      {
        id: 'g1',
        name: 'House',
        kind: 'savings',
        targetCents: 1_000_000,
        targetDate: null,
        startingCents: 0,
        savedCents: 0,
        linkedAccount: null,
        matchText: null,
        priority: 1,
        status: 'active',
        updatedAt: new Date('2026-06-01'),
      },
    ] as never;
    const data = summary({ goals });
    const g = data.goals[0]!;
    const r = ask('finley', 'When will I reach my House goal?', data);
    expect(r).toContain(`House: $0.00 of $10,000.00 saved, ${'$'}${(g.monthlyShareCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} a month`);
    expect(g.projection.medianMonth).not.toBeNull();
    expect(r).toMatch(/Likely reached in [A-Z][a-z]+ \d{4}/);
    expect(r).toContain('Goalie looks after this');
  });

  it('"when will I be debt-free?" runs the plan at the minimums', () => {
    // one debt, $1,000 at 0% with a $100 minimum: ten payments from July 2026, the last in April 2027, no interest
    const data = summary({ debtAccounts: [{ name: 'Loan', balanceCents: 100_000, aprPct: 0, minimum: { kind: 'fixed', cents: 10_000 } }] });
    expect(ask('blitz', 'when will I be debt free?', data)).toContain(
      'At the minimums ($100.00 a month, avalanche order) you are debt-free in 10 months, around April 2027, with $0.00 of interest.',
    );
  });
});
