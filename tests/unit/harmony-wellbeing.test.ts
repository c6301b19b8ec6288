// The CFPB Financial Well-Being Scale's scoring (core/harmony/wellbeing-scale.ts), the measured
// facts beside it (core/harmony/facts.ts) and Harmony's greeting comparing check-ins.
import { describe, expect, it } from 'vitest';
import { checkinComparison, checkinGreeting } from '../../core/harmony/checkin-greeting.ts';
import { withCheckins } from '../../core/harmony/checkin-reply.ts';
import { computeFacts, type FactsInput } from '../../core/harmony/facts.ts';
import { ledgerFigures } from '../../core/figures/monthly.ts';
import { FULL_TABLE, SCALE_ITEMS, SHORT_TABLE, ScaleInputError, itemValue, scoreCheckin, scorable, type Answers } from '../../core/harmony/wellbeing-scale.ts';
import type { LedgerTransaction } from '../../core/crystal/types.ts';

/** Answers picking the same position (0 = Completely/Always … 4 = Not at all/Never) everywhere. */
const all = (pos: number, ids = SCALE_ITEMS.map((i) => i.id)): Answers => Object.fromEntries(ids.map((id) => [id, pos]));
/** Answers worth `value` each (0-4 on the worksheet), whatever the statement's direction. */
const worth = (values: number[]): Answers => Object.fromEntries(SCALE_ITEMS.map((item, i) => [item.id, item.reverse ? values[i]! : 4 - values[i]!]));

describe('CFPB Financial Well-Being Scale', () => {
  it('reverse-scores the six negatively worded statements (3, 5, 6, 7, 9, 10)', () => {
    expect(SCALE_ITEMS.filter((i) => i.reverse).map((i) => i.id)).toEqual(['q3', 'q5', 'q6', 'q7', 'q9', 'q10']);
    const q1 = SCALE_ITEMS[0]!;
    const q3 = SCALE_ITEMS[2]!;
    expect(itemValue(q1, 0)).toBe(4); // "Completely" could handle an unexpected expense
    expect(itemValue(q3, 0)).toBe(0); // "Completely" feels they will never have what they want
    expect(itemValue(q3, 4)).toBe(4);
  });

  it('reproduces the worksheet rows copied verbatim (rows 0-13, all four columns)', () => {
    // "Find the financial well-being score": total, self 18-61, self 62+, other 18-61, other 62+
    const published: [number, number, number, number, number][] = [
      [0, 14, 14, 16, 18],
      [1, 19, 20, 21, 23],
      [2, 22, 24, 24, 26],
      [3, 25, 26, 27, 28],
      [4, 27, 29, 29, 30],
      [5, 29, 31, 31, 32],
      [6, 31, 33, 33, 33],
      [7, 32, 35, 34, 35],
      [8, 34, 36, 36, 36],
      [9, 35, 38, 38, 38],
      [10, 37, 39, 39, 39],
      [11, 38, 41, 40, 40],
      [12, 40, 42, 42, 41],
      [13, 41, 44, 43, 43],
    ];
    for (const [total, s1861, s62, o1861, o62] of published) {
      const values = Array.from({ length: 10 }, (_, i) => Math.min(4, Math.max(0, total - i * 4)));
      expect(values.reduce((a, b) => a + b, 0)).toBe(total);
      const answers = worth(values);
      expect(scoreCheckin('full', answers, '18-61', 'self')).toMatchObject({ raw: total, score: s1861 });
      expect(scoreCheckin('full', answers, '62+', 'self')).toMatchObject({ raw: total, score: s62 });
      expect(scoreCheckin('full', answers, '18-61', 'other')).toMatchObject({ raw: total, score: o1861 });
      expect(scoreCheckin('full', answers, '62+', 'other')).toMatchObject({ raw: total, score: o62 });
    }
  });

  it("reproduces the CFPB's own scoring test and its code's table (cfpb/consumerfinance.gov, cfgov/wellbeing)", () => {
    // test_forms.py: points 4,3,2,1,4,3,2,3,0,1 (a total of 23), 62+, read by themselves → 57
    expect(scoreCheckin('full', worth([4, 3, 2, 1, 4, 3, 2, 3, 0, 1]), '62+', 'self')).toEqual({ form: 'full', raw: 23, score: 57, tableVerified: true });
    // forms.py SCORING 'read-to-me' (administered by someone else), both age bands, totals 0-40
    expect(FULL_TABLE['18-61'].other!.scores).toEqual([
      16, 21, 24, 27, 29, 31, 33, 34, 36, 38, 39, 40, 42, 43, 44, 45, 47, 48, 49, 50, 52, 53, 54, 55, 57, 58, 59, 60, 62, 63, 65, 66, 68, 70, 71, 73, 76, 78,
      81, 85, 91,
    ]);
    expect(FULL_TABLE['62+'].other!.scores).toEqual([
      18, 23, 26, 28, 30, 32, 33, 35, 36, 38, 39, 40, 41, 43, 44, 45, 46, 47, 48, 49, 50, 52, 53, 54, 55, 56, 57, 58, 60, 61, 62, 64, 65, 67, 68, 70, 72, 75,
      77, 81, 87,
    ]);
    expect(scoreCheckin('full', worth([4, 3, 2, 1, 4, 3, 2, 3, 0, 1]), '18-61', 'other')).toMatchObject({ raw: 23, score: 55, tableVerified: true });
    // FWBScore: LOW 14, HIGH 95 (the self-administered 62+ column's ends)
    expect([FULL_TABLE['62+'].self!.scores[0], FULL_TABLE['62+'].self!.scores[40]]).toEqual([14, 95]);
  });

  it('ends of the scale: all best answers score 86 (18-61) or 95 (62+) self-administered; all worst 14', () => {
    const best = worth(Array(10).fill(4));
    expect(scoreCheckin('full', best, '18-61', 'self')).toEqual({ form: 'full', raw: 40, score: 86, tableVerified: true });
    expect(scoreCheckin('full', best, '62+', 'self').score).toBe(95);
    expect(scoreCheckin('full', worth(Array(10).fill(0)), '18-61', 'self').score).toBe(14);
    expect(scoreCheckin('full', best, '18-61', 'other')).toMatchObject({ score: 91, tableVerified: true });
    expect(scoreCheckin('short', { q3: 4, q5: 4, q6: 4, q8: 0, q10: 4 }, '18-61', 'self')).toMatchObject({ score: 82, tableVerified: false });
  });

  it('a middle answer ("Somewhat"/"Sometimes") everywhere is a total of 20: 50 for 18-61, 53 for 62+', () => {
    expect(scoreCheckin('full', all(2), '18-61', 'self')).toMatchObject({ raw: 20, score: 50 });
    expect(scoreCheckin('full', all(2), '62+', 'self')).toMatchObject({ raw: 20, score: 53 });
  });

  it('tables are complete and never fall as the total rises', () => {
    for (const [table, size] of [
      [FULL_TABLE, 41],
      [SHORT_TABLE, 21],
    ] as const) {
      for (const band of ['18-61', '62+'] as const) {
        for (const col of Object.values(table[band])) {
          expect(col!.scores).toHaveLength(size);
          for (let i = 1; i < size; i++) expect(col!.scores[i]!).toBeGreaterThan(col!.scores[i - 1]!);
        }
      }
    }
  });

  it('the short form: five statements, 0-20, self-administered only', () => {
    const ids = ['q3', 'q5', 'q6', 'q8', 'q10'];
    expect(scoreCheckin('short', all(2, ids), '18-61', 'self')).toMatchObject({ raw: 10, score: 50 });
    const best = Object.fromEntries(ids.map((id) => [id, id === 'q8' ? 0 : 4]));
    expect(scoreCheckin('short', best, '18-61', 'self')).toMatchObject({ raw: 20, score: 82 });
    expect(scoreCheckin('short', best, '62+', 'self').score).toBe(90);
    expect(scorable('short', 'other')).toBe(false);
    expect(() => scoreCheckin('short', best, '18-61', 'other')).toThrow(ScaleInputError);
  });

  it('names the statement with a missing or out-of-range answer', () => {
    const missing = all(2);
    delete missing.q7;
    expect(() => scoreCheckin('full', missing, '18-61', 'self')).toThrow(/q7/);
    expect(() => scoreCheckin('full', { ...all(2), q4: 5 }, '18-61', 'self')).toThrow(/q4.*0 to 4/);
    expect(() => scoreCheckin('full', { ...all(2), q2: 1.5 }, '18-61', 'self')).toThrow(/q2/);
    try {
      scoreCheckin('full', missing, '18-61', 'self');
    } catch (e) {
      expect((e as ScaleInputError).item).toBe('q7');
    }
  });
});

const tx = (date: string, amountCents: number, category: string, subcategory: string | null = null): LedgerTransaction => ({
  date,
  description: category,
  merchant: null,
  amountCents,
  category,
  subcategory,
});

function ledger(): LedgerTransaction[] {
  const out: LedgerTransaction[] = [];
  // Dec 2025 – Feb 2026: salary 3,000, spending 1,000 / 1,200 / 1,400, a 300 card payment, a 500 transfer to savings
  const spend: Record<string, number> = { '2025-12': 100_000, '2026-01': 120_000, '2026-02': 140_000 };
  for (const [month, cents] of Object.entries(spend)) {
    out.push(tx(`${month}-01`, 300_000, 'Income'));
    out.push(tx(`${month}-10`, -cents, 'Food & Dining'));
    out.push(tx(`${month}-15`, -30_000, 'Transfer', 'Credit Card Payment'));
    out.push(tx(`${month}-20`, -50_000, 'Transfer', 'Savings'));
  }
  // a transfer on March 1st: the checking account runs past February, so February is a full month (core/figures)
  out.push(tx('2026-03-01', -50_000, 'Transfer', 'Savings'));
  return out;
}

const input = (over: Partial<Omit<FactsInput, 'figures'>> = {}): FactsInput => {
  const base = {
    today: '2026-03-17',
    transactions: ledger(),
    balance: { cents: 216_000, source: 'statement' as const, asOf: '2026-03-01' },
    upcomingBills: [{ name: 'Rent', due: '2026-04-01', cents: 90_000 }],
    ...over,
  };
  return { ...base, figures: ledgerFigures({ transactions: base.transactions, today: base.today }) };
};

describe('Harmony facts', () => {
  it('buffer: the stated balance over the last 3 full months of average spending, transfers left out', () => {
    const f = computeFacts(input()).facts.find((x) => x.key === 'bufferMonths')!;
    expect(f.value).toBe(1.8); // 2,160 ÷ 1,200
    expect(f.explanation).toContain('median of the 3 full months Dec 2025 – Feb 2026');
    expect(f.explanation).toContain('1,200.00');
  });

  it('buffer cannot be computed without a stated balance, or with under 3 months of history', () => {
    expect(computeFacts(input({ balance: { cents: 0, source: 'none', asOf: null } })).facts[0]).toMatchObject({
      value: null,
      explanation: expect.stringMatching(/No statement/),
    });
    expect(computeFacts(input({ transactions: ledger().filter((t) => t.date >= '2026-01') })).facts[0]).toMatchObject({
      value: null,
      explanation: '2 full months so far; the buffer needs 3.',
    });
  });

  it('savings rate, debt share, volatility and bills against the balance', () => {
    const facts = Object.fromEntries(computeFacts(input()).facts.map((f) => [f.key, f]));
    // issue 30: the savings rate every page gives, over the full months Dec – Feb: income 9,000, spending 3,600
    expect(facts.savingsRate!.value).toBe(0.6);
    expect(facts.savingsRate!.explanation).toContain('(income − spending) ÷ income over the 3 full months Dec 2025 – Feb 2026');
    expect(facts.debtShare!.value).toBe(0.1); // 600 of card payments ÷ 6,000 (the Dec 15 one is outside)
    expect(facts.volatility!.value).toBeCloseTo(0.14, 2); // sd 163.3 ÷ mean 1,200 (the months before December hold nothing and are left out)
    expect(facts.billsVsBalance!.value).toBeCloseTo(0.4167, 4);
    expect(facts.billsVsBalance!.explanation).toContain('Rent (2026-04-01)');
  });

  it('says honestly when there is no income', () => {
    const facts = computeFacts(input({ transactions: ledger().filter((t) => t.category !== 'Income') })).facts;
    expect(facts.find((f) => f.key === 'savingsRate')).toMatchObject({
      value: null,
      explanation: expect.stringMatching(/no income in the 2 full months Jan 2026 – Feb 2026/),
    });
    expect(facts.find((f) => f.key === 'debtShare')).toMatchObject({ value: null });
  });
});

describe('Harmony greeting', () => {
  it('compares the feeling with the last check-in and the buffer then and now', () => {
    const then = computeFacts(input({ balance: { cents: 144_000, source: 'statement', asOf: '2026-02-01' } }));
    const now = computeFacts(input());
    const text = checkinGreeting(
      [
        { month: '2026-02', score: 58, facts: then },
        { month: '2026-03', score: 50, facts: now },
      ],
      now,
      false,
    );
    expect(text).toBe(
      'Since 2026-02, you feel less secure than last time (58 then, 50 now) while your buffer grew from 1.2 months to 1.8 months: what is worrying you?',
    );
  });

  it('invites a first check-in, quoting the buffer', () => {
    expect(checkinGreeting([], computeFacts(input()), true)).toMatch(/How does money feel.*1\.8 months/);
  });

  it('her chat replies add the check-ins when the user speaks about feelings, not when asking why', () => {
    const then = computeFacts(input({ balance: { cents: 144_000, source: 'statement', asOf: '2026-02-01' } }));
    const now = computeFacts(input());
    const checkins = [
      { month: '2026-02', score: 58, facts: then },
      { month: '2026-03', score: 50, facts: now },
    ];
    expect(checkinComparison(checkins)).toBe(
      'At your check-in in 2026-03 you feel less secure than 2026-02 (58 then, 50 now); meanwhile your buffer grew from 1.2 months to 1.8 months.',
    );
    const base = { content: 'I hear you.', dataUsed: ['this month'] };
    expect(withCheckins(base, checkins, 'I feel so anxious about money').content).toContain('you feel less secure than 2026-02');
    expect(withCheckins(base, checkins, 'why did I spend so much?')).toEqual(base);
    expect(withCheckins(base, [], 'I feel anxious')).toEqual(base);
  });
});
