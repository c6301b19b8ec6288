// Harmony's nudges, greetings and keyword replies, on a small hand-checked ledger.
import { describe, expect, it } from 'vitest';
import { systemPrompt } from '../../core/chat/prompt.ts';
import { builtInReply } from '../../core/chat/responders.ts';
import { buildChatDataSummary } from '../../core/chat/summary.ts';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { employeeProfile } from '../../core/employees.ts';
import {
  REPEATED_EDIT_MIN,
  TIME_BASED_MIN_DAYS,
  greeting,
  harmonyFigures,
  nudgeTitle,
  repeatedEditNudge,
  spikeNudge,
  timeBasedNudge,
  type HarmonyFocus,
  type NudgeContext,
  type RepeatedEditNudgeContext,
  type SpikeNudgeContext,
  type TimeBasedNudgeContext,
} from '../../core/harmony/nudges.ts';
import { harmonyReply, harmonyTopic } from '../../core/harmony/replies.ts';

const today = '2026-03-20';
const now = new Date(`${today}T12:00:00Z`);
const DAY = 86_400_000;

const tx = (date: string, description: string, amount: number, category: string, merchant: string | null = null): LedgerTransaction => ({
  id: `${date}-${description}-${amount}`,
  date,
  description,
  merchant,
  amountCents: Math.round(amount * 100),
  category,
  subcategory: null,
  account: 'Checking',
});

const ledger: LedgerTransaction[] = [
  tx('2026-02-03', 'PAYROLL ACME', 3000, 'Income'),
  tx('2026-02-10', 'SAFEWAY #1234', -60, 'Food & Dining', 'Safeway'),
  tx('2026-02-25', 'SAFEWAY #1234', -80, 'Food & Dining', 'Safeway'),
  tx('2026-03-01', 'PAYROLL ACME', 3000, 'Income'),
  tx('2026-03-03', 'SAFEWAY #1234', -80, 'Food & Dining', 'Safeway'),
  tx('2026-03-10', 'CHEZ PANISSE', -45, 'Food & Dining'),
  tx('2026-03-12', 'SAFEWAY #1234', -95.5, 'Food & Dining', 'Safeway'),
  tx('2026-03-14', 'AMAZON MKTPLACE', -20, 'Shopping', 'Amazon'),
  tx('2026-03-15', 'TRANSFER TO SAVINGS', -500, 'Transfer'),
  tx('2026-03-18', 'SAFEWAY #1234', -420, 'Food & Dining', 'Safeway'),
  tx('2026-03-19', 'SAFEWAY #1234', -390, 'Food & Dining', 'Safeway'),
];

const spike: SpikeNudgeContext = {
  kind: 'spending_spike',
  category: 'Food & Dining',
  month: '2026-03',
  amountCents: 103050,
  baselineCents: 65000,
  percent: 59,
  baselineMonths: 6,
};
const edits: RepeatedEditNudgeContext = {
  kind: 'category_repeated_edit',
  category: 'Food & Dining',
  date: today,
  count: 3,
  movedTo: [
    { category: 'Shopping', count: 2 },
    { category: 'Entertainment', count: 1 },
  ],
  merchants: ['Safeway'],
};
const away: TimeBasedNudgeContext = {
  kind: 'time_based',
  daysAway: 9,
  lastVisit: '2026-03-11',
  newTransactions: 14,
  spendingSinceCents: 92550,
  incomeSinceCents: 0,
};

function data(nudge: NudgeContext | null, tag = { total: ledger.length, needsReview: 2, bySource: {}, rules: 0, patterns: 1 }) {
  return buildChatDataSummary({
    today,
    email: 'sam@example.test',
    ledger,
    balance: { cents: 0, source: 'none', asOf: null },
    businessAccounts: [],
    documents: [],
    tag,
    harmonyNudge: nudge ? { id: 'n1', context: nudge } : null,
  });
}
const focus = (c: NudgeContext): HarmonyFocus => ({ nudgeId: 'n1', context: c, figures: harmonyFigures(c, ledger, today) });
const say = (c: NudgeContext | null, message: string) => builtInReply('harmony', message, data(c))!;

describe('thresholds', () => {
  it('are three corrections a day and seven days away', () => {
    expect(REPEATED_EDIT_MIN).toBe(3);
    expect(TIME_BASED_MIN_DAYS).toBe(7);
  });

  const move = (n: number) => Array.from({ length: n }, (_, i) => ({ toCategory: i % 2 ? 'Entertainment' : 'Shopping', merchant: 'Safeway' }));
  it.each([
    ['Food & Dining', 2, false],
    ['Food & Dining', 3, true],
    ['Food & Dining', 4, true],
    ['Uncategorized', 5, false],
  ])('%s moved away %i times in a day: nudge %s', (category, n, expected) => {
    expect(repeatedEditNudge({ category, date: today, corrections: move(n) }) !== null).toBe(expected);
  });

  it.each([
    [null, false],
    [6 * DAY + 23 * 3_600_000, false],
    [7 * DAY, true],
    [30 * DAY, true],
  ])('a previous visit %s ms ago: welcome-back nudge %s', (ago, expected) => {
    const lastVisitAt = ago === null ? null : new Date(now.getTime() - ago);
    expect(timeBasedNudge({ lastVisitAt, now, newTransactions: 0, spendingSinceCents: 0, incomeSinceCents: 0 }) !== null).toBe(expected);
  });
});

describe('nudges quote the figures', () => {
  it('a spending spike: category, month, amount, baseline and percent; one per category and month', () => {
    const n = spikeNudge({
      category: 'Food & Dining',
      month: '2026-03',
      amountCents: 103050,
      baselineCents: 65000,
      percent: 59,
      baselineMonths: 6,
      baselineSdCents: 900,
    });
    expect(n).toMatchObject({ kind: 'spending_spike', subject: 'Food & Dining|2026-03', context: spike });
    expect(n.message).toBe(
      "Food & Dining reached $1,030.50 in March 2026, 59% above your 6-month average of $650.00. A big month can weigh on you; let's look at it together.",
    );
  });

  it('repeated edits: the category, today’s count and where they went; one per category and day', () => {
    const n = repeatedEditNudge({
      category: 'Food & Dining',
      date: today,
      corrections: [
        { toCategory: 'Shopping', merchant: 'Safeway' },
        { toCategory: 'Entertainment', merchant: 'Safeway' },
        { toCategory: 'Shopping', merchant: 'Safeway' },
      ],
    })!;
    expect(n).toMatchObject({ kind: 'category_repeated_edit', subject: 'Food & Dining|2026-03-20', context: edits });
    expect(n.message).toContain("You've moved 3 transactions out of Food & Dining today (2 to Shopping and 1 to Entertainment).");
  });

  it('time based: days away, the last visit, new transactions and spending since; subject is the last visit’s date', () => {
    const n = timeBasedNudge({ lastVisitAt: new Date('2026-03-11T09:00:00Z'), now, newTransactions: 14, spendingSinceCents: 92550, incomeSinceCents: 300000 })!;
    expect(n).toMatchObject({ kind: 'time_based', subject: '2026-03-11', context: { daysAway: 9, lastVisit: '2026-03-11', newTransactions: 14 } });
    expect(n.message).toBe(
      "Welcome back: it's been 9 days since Mar 11. Since then 14 new transactions came in and you spent $925.50 (income: $3,000.00). Want a calm catch-up?",
    );
  });

  it.each([
    [spike, 'Food & Dining in March 2026'],
    [edits, 'Re-sorting Food & Dining'],
    [away, 'Welcome back after 9 days'],
  ] as const)('titles the conversation: %#', (c, title) => {
    expect(nudgeTitle(c)).toBe(title);
  });
});

describe('the first message greets by the nudge’s context', () => {
  it.each([
    [spike, ["Hi, I'm Harmony.", 'Food & Dining reached $1,030.50 in March 2026, 59% above your 6-month average of $650.00', 'what drove it']],
    [edits, ["Hi, I'm Harmony.", 'moved 3 transactions out of Food & Dining today: 2 to Shopping and 1 to Entertainment', 'rule']],
    [away, ["Welcome back, I'm Harmony.", '9 days since your last visit on Mar 11', '14 new transactions came in and you spent $925.50']],
  ] as const)('%#', (c, parts) => {
    const text = greeting(c, today);
    for (const p of parts) expect(text).toContain(p);
  });
});

describe('the ledger’s figures for a nudge', () => {
  it('spike: the month now, its largest charges and merchants', () => {
    expect(harmonyFigures(spike, ledger, today)).toEqual({
      kind: 'spending_spike',
      monthCents: 103050,
      monthCount: 5,
      largest: [
        { date: '2026-03-18', name: 'Safeway', cents: 42000 },
        { date: '2026-03-19', name: 'Safeway', cents: 39000 },
        { date: '2026-03-12', name: 'Safeway', cents: 9550 },
      ],
      merchants: [
        { name: 'Safeway', cents: 98550, count: 4 },
        { name: 'CHEZ PANISSE', cents: 4500, count: 1 },
      ],
    });
  });

  it('repeated edits: what of those merchants is still in the category', () => {
    expect(harmonyFigures(edits, ledger, today)).toEqual({ kind: 'category_repeated_edit', leftBehind: { count: 6, cents: 112550 } });
  });

  it('time based: spending and income since the last visit’s day, by category, transfers left out', () => {
    expect(harmonyFigures(away, ledger, today)).toEqual({
      kind: 'time_based',
      spendingCents: 92550,
      incomeCents: 0,
      categories: [
        { category: 'Food & Dining', cents: 90550 },
        { category: 'Shopping', cents: 2000 },
      ],
    });
  });
});

describe('keyword rules', () => {
  it.each([
    ["I'm so stressed about this", 'stress'],
    ['Honestly I feel guilty', 'stress'],
    ['This is so frustrating, why does it keep happening?', 'stress'],
    ['Why did this happen?', 'why'],
    ['What happened this month?', 'why'],
    ['Can you break down the charges', 'why'],
    ['Help me set a budget', 'plan'],
    ['I want to spend less next month', 'plan'],
    ['How do I stop this?', 'fix'],
    ['Can I make a rule for it', 'fix'],
    ['thank you!', 'thanks'],
    ['Hello there', 'overview'],
  ] as const)('"%s" → %s', (message, topic) => {
    expect(harmonyTopic(message)).toBe(topic);
  });
});

describe('replies quote the nudge’s figures and the ledger, per context', () => {
  it.each([
    // spending spike
    [
      spike,
      "I'm so stressed about this",
      [
        'That feeling makes sense.',
        'Food & Dining is at $1,030.50 in March 2026, $380.50 more than your usual $650.00 a month.',
        'the biggest was Safeway $420.00 on Mar 18',
        'earned $3,000.00 and spent $1,050.50 in all: $1,949.50 more came in',
      ],
    ],
    [
      spike,
      'Why is it so high?',
      [
        'What drove it: Food & Dining came to $1,030.50 over 5 charges in March 2026, against your usual $650.00 (+59%).',
        'The largest charges: Safeway $420.00 on Mar 18, Safeway $390.00 on Mar 19 and Safeway $95.50 on Mar 12.',
        'By merchant: Safeway $985.50 (4 charges) and CHEZ PANISSE $45.00 (1 charge).',
      ],
    ],
    [
      spike,
      'Help me make a budget',
      ['your 6-month average for Food & Dining is $650.00, about $149.47 a week.', 'This month is already $380.50 past your usual with 11 days to go'],
    ],
    [
      spike,
      'How do I stop this happening?',
      ['Most of Food & Dining in March 2026 went to Safeway: $985.50 over 4 charges.', 'filter the Transactions page by Food & Dining'],
    ],
    [spike, 'thanks', ['your usual Food & Dining month is $650.00, and March 2026 is at $1,030.50']],
    [spike, 'hi', ['$1,030.50 in March 2026 when Intelia noticed, 59% above your 6-month average of $650.00', 'Safeway $420.00 on Mar 18']],
    // repeated edits
    [
      edits,
      'this is so annoying',
      [
        '3 times today you moved something out of Food & Dining (2 to Shopping and 1 to Entertainment)',
        'taught Tag the merchant (Safeway)',
        '6 transactions from Safeway still sit in Food & Dining ($1,125.50).',
      ],
    ],
    [edits, 'why does Tag do that?', ['your rules first', 'Safeway looked like Food & Dining to it until you said otherwise: 3 corrections today']],
    [edits, 'how do I fix it for good', ['"merchant equals Safeway → Shopping"', '6 transactions from Safeway still sit in Food & Dining', 'Apply to similar']],
    [edits, 'thanks', ['3 corrections today, and Tag learned from every one of them.']],
    [edits, 'ok', ['You moved 3 transactions out of Food & Dining today: 2 to Shopping and 1 to Entertainment (Safeway).']],
    // time based
    [
      away,
      'I feel anxious looking at this',
      ['Coming back after 9 days', '14 new transactions, $925.50 spent since Mar 11.', 'Most of it went to Food & Dining $905.50 and Shopping $20.00.'],
    ],
    [away, 'what happened while I was gone?', ['Since Mar 11: $925.50 spent, no income, 14 transactions added.']],
    [away, 'I want a plan', ['Over those 9 days you spent $925.50, about $719.83 a week.']],
    [away, 'how do I stop falling behind', ["2 transactions wait in Tag's review queue", 'about $719.83 of spending']],
    [away, 'thank you', ['Since Mar 11 you spent $925.50']],
    [away, 'hey', ["It's been 9 days since Mar 11. Since then 14 new transactions came in and you spent $925.50."]],
    // no nudge: this month's spending against income
    [null, "I'm so stressed about money", ['earned $3,000.00 and spent $1,050.50 in all', 'Your biggest category is Food & Dining at $1,030.50.']],
    [null, 'why?', ['By this day last month you had spent $60.00: you are up $990.50.', 'The biggest change is Food & Dining: $1,030.50, $970.50 more']],
    [null, 'budget please', ['by this day you had spent $60.00, this month $1,050.50.', 'Setting aside part of the $1,949.50 left this month']],
    [null, 'stop overspending', ['What changed most is Food & Dining: $970.50 more', '2 transactions also wait']],
  ] as const)('%#: %s', (c, message, parts) => {
    const r = say(c, message);
    for (const p of parts) expect(r.content).toContain(p);
    expect(r.content).toMatch(/\n\n\(Based on .+\.\)$/);
    expect(r.dataUsed.length).toBeGreaterThan(0);
  });

  it('a figure question stays with Harmony (no category total out of context)', () => {
    const r = say(spike, 'Why did I spend so much on groceries?');
    expect(r.content).toMatch(/^What drove it:/);
  });

  it('with no transactions she says so, without figures to quote', () => {
    const r = harmonyReply(null, data(null, { total: 0, needsReview: 0, bySource: {}, rules: 0, patterns: 0 }), 'I feel anxious');
    expect(r.content).toContain('I have no transactions of yours yet');
  });

  it('the summary carries the nudge and its ledger figures', () => {
    expect(data(spike).harmony).toEqual(focus(spike));
    expect(data(null).harmony).toBeUndefined();
  });
});

describe('with an LLM', () => {
  it('Harmony’s system prompt holds the nudge’s context and figures; other employees’ does not', () => {
    const d = data(spike);
    const prompt = systemPrompt(employeeProfile('harmony'), d, null);
    expect(prompt).toMatch(/^You are Harmony 🧘/);
    expect(prompt).toContain('- Nudge: spending spike. Food & Dining reached $1,030.50 in March 2026, 59% above your 6-month average of $650.00');
    expect(prompt).toContain('- Largest charges: Safeway $420.00 on Mar 18');
    expect(systemPrompt(employeeProfile('finley'), d, null)).not.toContain('Nudge:');
    expect(systemPrompt(employeeProfile('harmony'), data(null), null)).not.toContain('Nudge:');
  });
});
