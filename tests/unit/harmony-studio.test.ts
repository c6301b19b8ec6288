// Harmony's feeling-led nudges (mood_based, guilt_pattern) and the wellness studio's rules: the
// no-spend challenge's break, the achievements, the weekly review. Dates are pinned.
import { describe, expect, it } from 'vitest';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import {
  GUILT_REPEAT_MIN,
  feelingFigures,
  feelingGreeting,
  guiltNudge,
  lowStreak,
  moodNudge,
  type ImportFigures,
  type MoodSignal,
} from '../../core/harmony/feelings.ts';
import { greeting, harmonyFigures, harmonyPromptLines } from '../../core/harmony/nudges.ts';
import { harmonyReply, type HarmonyData } from '../../core/harmony/replies.ts';
import { ledgerFigures } from '../../core/figures/monthly.ts';
import { achievements, challengeStatus, lastCompleteWeekEnd, weeklyReview } from '../../core/harmony/studio.ts';

const TODAY = '2026-03-17'; // a Tuesday
const tx = (date: string, description: string, amountCents: number, category: string): LedgerTransaction => ({
  date,
  description,
  merchant: description,
  amountCents,
  category,
});
const mood = (id: string, score: number, date = TODAY): MoodSignal => ({ source: 'import', id, score, date });
const figures: ImportFigures = {
  documentId: 'doc-1',
  fileName: 'march.csv',
  imported: 12,
  spendingCents: 84_250,
  incomeCents: 250_000,
  from: '2026-03-01',
  to: '2026-03-15',
  categories: [
    { category: 'Shopping', cents: 41_000 },
    { category: 'Food & Dining', cents: 22_000 },
  ],
  largest: { date: '2026-03-09', name: 'BEST BUY', cents: 39_999 },
};
const data = (today = TODAY): HarmonyData => ({
  today,
  transactionCount: 10,
  thisMonth: { incomeCents: 0, spendingCents: 0, categories: [] } as never,
  lastMonthToDate: { incomeCents: 0, spendingCents: 0, categories: [] } as never,
  tag: { needsReview: 0 } as never,
});

describe('mood_based', () => {
  it("an awful mood raises it at once, naming the import's figures", () => {
    const d = moodNudge([mood('doc-1', 1)], figures)!;
    expect(d.kind).toBe('mood_based');
    expect(d.subject).toBe('import|doc-1');
    expect(d.message).toBe(
      'You said you feel awful about march.csv. It brought in 12 transactions: $842.50 of spending and $2,500.00 of income, most of it Shopping ($410.00).',
    );
    expect(greeting(d.context, TODAY)).toContain('The largest purchase was BEST BUY, $399.99 on Mar 9.');
  });
  it('one low mood is not enough; two lows in a row are', () => {
    expect(moodNudge([mood('doc-2', 2), mood('doc-1', 4)], figures)).toBeNull();
    const d = moodNudge([mood('doc-2', 2), mood('doc-1', 2)], figures)!;
    expect(d.context).toMatchObject({ kind: 'mood_based', mood: 2, lowStreak: 2 });
    expect(d.message).toContain('(2 low moods in a row)');
  });
  it('okay, good and great raise nothing; a check-in score reads the same way', () => {
    for (const s of [3, 4, 5]) expect(moodNudge([mood('doc-1', s)], figures)).toBeNull();
    expect(lowStreak([mood('a', 2), mood('b', 1), mood('c', 3), mood('d', 1)])).toBe(2);
    const d = moodNudge([{ source: 'checkin', id: 'c-1', score: 1, date: '2026-03-01' }], null)!;
    expect(d.subject).toBe('checkin|c-1');
    expect(d.message).toBe("You said you feel awful. Let's look at what weighs on you.");
  });
  it("her keyword replies answer from the ledger in the import's period", () => {
    const d = moodNudge([mood('doc-1', 1)], figures)!;
    const ledger = [
      tx('2026-03-09', 'BEST BUY', -39_999, 'Shopping'),
      tx('2026-03-10', 'SAFEWAY', -5_000, 'Food & Dining'),
      tx('2026-03-20', 'LATER', -1_000, 'Shopping'),
    ];
    const f = harmonyFigures(d.context, ledger, TODAY);
    expect(f).toMatchObject({ kind: 'mood_based', spendingCents: 44_999 });
    const why = harmonyReply({ nudgeId: 'n', context: d.context, figures: f }, data(), 'why do I feel this way?');
    expect(why.content).toContain('From Mar 1 to Mar 15: $449.99 spent, no income.');
    expect(why.content).toContain('BEST BUY $399.99 on Mar 9');
    const budget = harmonyReply({ nudgeId: 'n', context: d.context, figures: f }, data(), 'help me budget');
    expect(budget.content).toContain('hold Shopping ($399.99 here) about 10% lower next time, $359.99');
  });
});

describe('guilt_pattern', () => {
  const shopping = (dates: string[]) => dates.map((d, i) => tx(d, `STORE ${i}`, -(2_000 + i * 100), 'Shopping'));
  it(`fires on ${GUILT_REPEAT_MIN} purchases in the last 14 days, not on 2`, () => {
    expect(guiltNudge('Shopping', shopping(['2026-03-05', '2026-03-16']), TODAY)).toBeNull();
    // the 3rd is 14 days back (Mar 4 … Mar 17 is the window); one on Mar 3 is outside it
    expect(guiltNudge('Shopping', shopping(['2026-03-03', '2026-03-05', '2026-03-16']), TODAY)).toBeNull();
    const d = guiltNudge('Shopping', shopping(['2026-03-04', '2026-03-05', '2026-03-16']), TODAY)!;
    expect(d.subject).toBe('Shopping|2026-03');
    expect(d.context).toMatchObject({ kind: 'guilt_pattern', recentCount: 3, recentCents: 6_300, reason: 'repeated' });
    expect(d.message).toBe("3 purchases in Shopping in the last 14 days ($63.00). You marked Shopping as a regret; let's look at it kindly.");
  });
  it('fires when this month passes the whole previous month', () => {
    const ledger = [tx('2026-02-10', 'MALL', -5_000, 'Shopping'), tx('2026-03-02', 'MALL', -5_001, 'Shopping')];
    const d = guiltNudge('Shopping', ledger, TODAY)!;
    expect(d.context).toMatchObject({ reason: 'over_last_month', monthCents: 5_001, previousMonthCents: 5_000 });
    expect(d.message).toContain('$50.01 this month, above the $50.00 of February 2026');
    expect(guiltNudge('Shopping', [tx('2026-03-02', 'MALL', -5_001, 'Shopping')], TODAY)).toBeNull();
    // other categories, income and refunds do not count
    expect(
      guiltNudge(
        'Shopping',
        [
          ...shopping(['2026-03-10']),
          tx('2026-03-11', 'REFUND', 3_000, 'Shopping'),
          tx('2026-03-12', 'X', -100, 'Entertainment'),
          tx('2026-03-13', 'Y', -100, 'Entertainment'),
        ],
        TODAY,
      ),
    ).toBeNull();
  });
  it('greets and replies with the figures', () => {
    const ledger = shopping(['2026-03-04', '2026-03-05', '2026-03-16']);
    const d = guiltNudge('Shopping', ledger, TODAY)!;
    expect(feelingGreeting(d.context as never, TODAY)).toContain('The latest was STORE 2, $22.00 on Mar 16.');
    const f = feelingFigures(d.context as never, ledger, TODAY);
    const stop = harmonyReply({ nudgeId: 'n', context: d.context, figures: f }, data(), 'how do I stop this?');
    expect(stop.content).toContain('start a no-spend challenge on Shopping');
    const budget = harmonyReply({ nudgeId: 'n', context: d.context, figures: f }, data(), 'budget');
    expect(budget.content).toContain('February 2026 was $0.00 in Shopping; this month so far $63.00.');
    expect(budget.content).toContain('Try a cap of $50.40');
  });
});

describe('the LLM is told the figures', () => {
  it("in Harmony's system prompt, for both kinds", () => {
    const m = moodNudge([mood('doc-1', 1)], figures)!;
    const mf = harmonyFigures(m.context, [tx('2026-03-09', 'BEST BUY', -39_999, 'Shopping')], TODAY);
    expect(harmonyPromptLines({ nudgeId: 'n', context: m.context, figures: mf }, TODAY)[0]).toBe(
      '- Nudge: mood. You said you feel awful about march.csv. It brought in 12 transactions: $842.50 of spending and $2,500.00 of income, most of it Shopping ($410.00).',
    );
    const ledger = ['2026-03-04', '2026-03-05', '2026-03-16'].map((d) => tx(d, 'MALL', -1_000, 'Shopping'));
    const g = guiltNudge('Shopping', ledger, TODAY)!;
    const lines = harmonyPromptLines({ nudgeId: 'n', context: g.context, figures: harmonyFigures(g.context, ledger, TODAY) }, TODAY);
    expect(lines).toContain('- By merchant: MALL $30.00.');
  });
});

describe('no-spend challenge', () => {
  const c = { id: 'c', categories: ['Shopping', 'Entertainment'], startDate: '2026-03-10', lengthDays: 7 };
  it('is broken by the first spending transaction in its categories on or after the start', () => {
    const ledger = [
      tx('2026-03-09', 'BEFORE', -1_000, 'Shopping'),
      tx('2026-03-12', 'GROCER', -1_000, 'Food & Dining'),
      tx('2026-03-13', 'REFUND', 500, 'Shopping'),
      tx('2026-03-14', 'CINEMA', -1_200, 'Entertainment'),
      tx('2026-03-15', 'MALL', -3_000, 'Shopping'),
    ];
    expect(challengeStatus(c, ledger, TODAY)).toEqual({
      state: 'broken',
      endDate: '2026-03-16',
      daysKept: 4,
      brokenBy: { date: '2026-03-14', description: 'CINEMA', category: 'Entertainment', cents: 1_200 },
    });
  });
  it('is active, completed or upcoming without one', () => {
    expect(challengeStatus(c, [], '2026-03-12')).toMatchObject({ state: 'active', daysKept: 3, brokenBy: null });
    expect(challengeStatus(c, [tx('2026-03-17', 'LATE', -100, 'Shopping')], TODAY)).toMatchObject({ state: 'completed', daysKept: 7 });
    expect(challengeStatus(c, [], '2026-03-01')).toMatchObject({ state: 'upcoming', daysKept: 0 });
  });
});

describe('achievements', () => {
  const rate = (r: number | null, statistic = '(income − spending) ÷ income over the 2 full months Jan 2026 – Feb 2026') => ({
    rate: r,
    statistic,
    months: r === null ? [] : ['2026-01', '2026-02'],
  });
  it('each has a stated rule and its progress', () => {
    const none = achievements({ decisions: 0, savingsRate: rate(null, 'No full month so far; a savings rate needs 1.'), taxLines: 0, employeesUsed: 0 });
    expect(none.map((a) => [a.title, a.reached, a.progress])).toEqual([
      ['First AI Decision', false, '0 decisions made'],
      ['Savings Master', false, 'No full month so far; a savings rate needs 1.'],
      ['Tax Optimizer', false, '0 of 10 confirmed'],
      ['AI Empire Ruler', false, '0 of 5 employees'],
    ]);
    const some = achievements({ decisions: 1, savingsRate: rate(0.2), taxLines: 10, employeesUsed: 4 });
    expect(some.map((a) => a.reached)).toEqual([true, true, true, false]);
    expect(some[1]!.progress).toBe('20% saved of 20% ((income − spending) ÷ income over the 2 full months Jan 2026 – Feb 2026)');
    expect(achievements({ decisions: 0, savingsRate: rate(0.199), taxLines: 9, employeesUsed: 5 }).map((a) => a.reached)).toEqual([false, false, false, true]);
  });
  it('Savings Master reads the savings rate of the full months: a first month entered late and this month stay out', () => {
    const ledger = [
      tx('2025-12-18', 'PAY', 900_000, 'Income'), // December starts on the 18th: partial
      tx('2026-01-01', 'RENT', -50_000, 'Housing'),
      tx('2026-01-15', 'PAY', 100_000, 'Income'),
      tx('2026-01-20', 'SAVE', -40_000, 'Transfer'),
      tx('2026-02-01', 'RENT', -50_000, 'Housing'),
      tx('2026-02-15', 'PAY', 100_000, 'Income'),
      tx('2026-03-01', 'RENT', -100_000, 'Housing'), // March is running
    ].map((t) => ({ ...t, account: 'Checking' }));
    const f = ledgerFigures({ transactions: ledger, today: TODAY });
    const badge = achievements({ decisions: 0, savingsRate: f.savingsRate, taxLines: 0, employeesUsed: 0 })[1]!;
    // (2,000 − 1,000) ÷ 2,000 over January and February; the 90-day sum counted December's pay and March's rent
    expect(badge).toMatchObject({
      reached: true,
      current: 50,
      progress: '50% saved of 20% ((income − spending) ÷ income over the 2 full months Jan 2026 – Feb 2026)',
    });
  });
});

describe('weekly review', () => {
  it('is the last complete Monday–Sunday week against the one before', () => {
    expect(lastCompleteWeekEnd(TODAY)).toBe('2026-03-15');
    expect(lastCompleteWeekEnd('2026-03-15')).toBe('2026-03-08');
    const ledger = [
      tx('2026-03-02', 'GROCER', -4_000, 'Food & Dining'),
      tx('2026-03-09', 'GROCER', -5_000, 'Food & Dining'),
      tx('2026-03-11', 'TV', -60_000, 'Shopping'),
      tx('2026-03-13', 'PAY', 200_000, 'Income'),
      tx('2026-03-16', 'THIS WEEK', -9_999, 'Shopping'),
    ];
    const r = weeklyReview(ledger, TODAY);
    expect(r).toMatchObject({
      from: '2026-03-09',
      to: '2026-03-15',
      spendingCents: 65_000,
      incomeCents: 200_000,
      previousSpendingCents: 4_000,
      transactions: 3,
      biggestPurchase: { description: 'TV', date: '2026-03-11', cents: 60_000 },
      noSpendDays: 5,
    });
    expect(r.topCategories.map((c) => c.category)).toEqual(['Shopping', 'Food & Dining']);
  });
});
