// The question table (issue 12, defect 7): real questions, as users type them, to each employee,
// against one fixed household ledger (fixed dates, never today's). Each row names the kind of
// answer expected (intent), the entities read from the question, and figures the answer must quote.
import { describe, expect, it } from 'vitest';
import { builtInReply, understandFor } from '../../core/chat/responders.ts';
import { buildChatDataSummary } from '../../core/chat/summary.ts';
import type { Intent } from '../../core/chat/questions.ts';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import type { TeamMemberKey } from '../../core/employees.ts';

const today = '2026-11-15';
let n = 0;
const tx = (date: string, description: string, merchant: string, dollars: number, category: string, subcategory: string | null): LedgerTransaction => ({
  id: `t${++n}`,
  date,
  description,
  merchant,
  amountCents: Math.round(dollars * 100),
  category,
  subcategory,
  account: 'Checking',
});

/** Six months of one household: June – mid November 2026. */
function household(): LedgerTransaction[] {
  const rows: LedgerTransaction[] = [];
  for (const m of ['06', '07', '08', '09', '10', '11']) {
    const d = (day: string) => `2026-${m}-${day}`;
    rows.push(tx(d('01'), 'ACME CORP PAYROLL', 'Acme Corp', 2450, 'Income', 'Salary'));
    rows.push(tx(d('03'), 'OAKWOOD APARTMENTS RENT', 'Oakwood Apartments', -1950, 'Housing', 'Rent'));
    rows.push(tx(d('05'), 'NETFLIX.COM', 'Netflix', -15.49, 'Entertainment', 'Streaming'));
    rows.push(tx(d('07'), 'NAVIENT STUDENT LOAN PMT', 'Navient', -250, 'Transfer', 'Loan Payment'));
    rows.push(tx(d('09'), 'KROGER #123', 'Kroger', -112.4, 'Food & Dining', 'Groceries'));
    if (m !== '11') {
      rows.push(tx(d('15'), 'ACME CORP PAYROLL', 'Acme Corp', 2450, 'Income', 'Salary'));
      rows.push(tx(d('18'), 'SHELL OIL 5521', 'Shell', -48.2, 'Transportation', 'Gas & Fuel'));
      rows.push(tx(d('20'), 'CHASE CREDIT CRD AUTOPAY', 'Chase', -600, 'Transfer', 'Credit Card Payment'));
      rows.push(tx(d('22'), 'KROGER #123', 'Kroger', -98.1, 'Food & Dining', 'Groceries'));
      rows.push(tx(d('25'), 'ADOBE CREATIVE CLOUD', 'Adobe', -54.99, 'Business', 'Software'));
      rows.push(tx(d('27'), 'COMCAST INTERNET', 'Comcast', -79.99, 'Utilities', 'Internet'));
    }
  }
  // Starbucks: 14 visits in October (4.5 each = $63.00), 3 in November
  for (let i = 1; i <= 14; i++)
    rows.push(tx(`2026-10-${String(i * 2).padStart(2, '0')}`, 'STARBUCKS STORE 1234', 'Starbucks', -4.5, 'Food & Dining', 'Coffee Shops'));
  for (const dd of ['02', '06', '10']) rows.push(tx(`2026-11-${dd}`, 'STARBUCKS STORE 1234', 'Starbucks', -5.25, 'Food & Dining', 'Coffee Shops'));
  rows.push(tx('2026-09-12', 'DELTA AIR LINES', 'Delta', -420, 'Recreation', 'Travel'));
  rows.push(tx('2026-10-14', 'BLUE BOTTLE COFFEE', 'Blue Bottle Coffee', -6.75, 'Food & Dining', 'Coffee Shops'));
  rows.push(tx('2026-11-04', 'PURCHASE INTEREST CHARGE', 'Chase', -18.22, 'Business', 'Professional Services'));
  return rows.sort((a, b) => a.date.localeCompare(b.date));
}

const ledger = household();
const data = buildChatDataSummary({
  today,
  email: 'pat@example.test',
  ledger,
  balance: { cents: 0, source: 'none', asOf: null },
  businessAccounts: [],
  documents: [
    { fileName: 'october.csv', status: 'completed', imported: 41, duplicates: 2, needsReview: 3, createdAt: '2026-11-01T09:00:00.000Z', error: null },
  ],
  tag: { total: ledger.length, needsReview: 3, bySource: { knowledge: 60, rule: 17, learned: 1 }, rules: 1, patterns: 1 },
  tagKnowledge: {
    rules: [{ id: 'r-starbucks', conditions: { descriptionContains: 'starbucks' }, category: 'Food & Dining', subcategory: 'Coffee Shops' }],
    patterns: [{ pattern: 'blue bottle coffee', category: 'Food & Dining', subcategory: 'Coffee Shops', uses: 1, lastUsed: '2026-10-03' }],
  },
});

interface Row {
  q: string;
  intent: Intent;
  merchant?: string;
  category?: string;
  amountCents?: number;
  months?: number;
  period?: string;
  /** text the answer must contain (figures from the ledger, or who to ask) */
  says?: string[];
}

// Hand-checked figures of the ledger:
// Starbucks: 17 payments $78.75 in all; October 14 × $4.50 = $63.00.
// Monthly surplus Jun–Oct: income 4,900 − spending (1950+15.49+112.4+48.2+98.1+54.99+79.99 = 2,359.17) = $2,540.83
//   minus Delta $420 (Sep) and Starbucks $63.00 + Blue Bottle $6.75 (Oct): (5×254083 − 48975)/5 = $2,442.88
// October spending: 2,359.17 + 63.00 + 6.75 = $2,428.92
const TABLE: Record<'prime' | 'byte' | 'tag' | 'crystal' | 'intelia' | 'goalie' | 'finley', Row[]> = {
  tag: [
    {
      q: 'why is Starbucks categorized as dining?',
      intent: 'merchant_category',
      merchant: 'Starbucks',
      says: ['Starbucks: 17 transactions', '$78.75', 'Food & Dining › Coffee Shops', 'by your rule (description contains "starbucks")'],
    },
    { q: 'Why is starbucks under food?', intent: 'merchant_category', merchant: 'Starbucks', says: ['by your rule'] },
    { q: 'why is Starbuks classified like that', intent: 'merchant_category', merchant: 'Starbucks', says: ['Starbucks: 17 transactions'] },
    {
      q: 'how come blue bottle coffee is filed as coffee shops?',
      intent: 'merchant_category',
      merchant: 'Blue Bottle Coffee',
      says: ['learned from your correction, the last on Oct 3'],
    },
    { q: 'is starbucks really dining', intent: 'merchant_category', merchant: 'Starbucks', says: ['by your rule'] },
    { q: 'Why is Kroger tagged groceries??', intent: 'merchant_category', merchant: 'Kroger', says: ['knowledge base', 'Food & Dining › Groceries'] },
    { q: 'what are my top categories?', intent: 'top_categories', says: ['Your top categories in the last 30 days', '1. Housing: $1,950.00'] },
    { q: 'where does my money go', intent: 'top_categories', says: ['Housing'] },
    {
      q: 'biggest categories last month',
      intent: 'top_categories',
      period: 'last month (October 2026)',
      says: ['Your top categories last month (October 2026), of $2,428.92 spent'],
    },
    {
      q: 'how much did I spend at Starbucks in October?',
      intent: 'merchant_spend',
      merchant: 'Starbucks',
      period: 'in October 2026',
      says: ['You spent $63.00 at Starbucks in October 2026, over 14 transactions'],
    },
    {
      q: 'starbucks spending this year',
      intent: 'merchant_spend',
      merchant: 'Starbucks',
      period: 'this year (2026)',
      says: ['$78.75 at Starbucks this year (Jan 1 – Nov 15), over 17 transactions'],
    },
    {
      q: 'How much did I spend on groceries last month?',
      intent: 'category_spend',
      category: 'Food & Dining',
      period: 'last month (October 2026)',
      says: ['You spent $210.50 on Groceries last month (October 2026), over 2 transactions'],
    },
    {
      q: 'coffee spending in october',
      intent: 'category_spend',
      category: 'Food & Dining',
      period: 'in October 2026',
      says: ['$69.75 on Coffee Shops in October 2026'],
    },
    { q: 'what needs my review?', intent: 'review', says: ['3 of your'] },
    { q: 'which rules do you go by', intent: 'rules', says: ['1 rule of yours'] },
    { q: 'what can you do?', intent: 'capabilities', says: ["I'm Tag", 'explain why a merchant is in its category'] },
    { q: 'can I save $5k in 6 months?', intent: 'savings_goal', amountCents: 500000, months: 6, says: ['Goalie'] },
    { q: 'forecast my spending next month', intent: 'forecast', says: ['Crystal looks after this'] },
  ],
  goalie: [
    {
      q: 'can I save $5k in 6 months?',
      intent: 'savings_goal',
      amountCents: 500000,
      months: 6,
      says: ['$833.34 a month', 'is $2,540.83, the median of the 5 full months Jun 2026 – Oct 2026', 'Yes'],
    },
    { q: 'Can i save 5,000 dollars in six months', intent: 'savings_goal', amountCents: 500000, months: 6, says: ['$833.34 a month'] },
    {
      q: 'is saving €20,000 in 3 months realistic?',
      intent: 'savings_goal',
      amountCents: 2000000,
      months: 3,
      says: ['$6,666.67 a month', 'Not at your current pace', 'short'],
    },
    { q: 'could I put aside $1,200 by 2 months', intent: 'savings_goal', amountCents: 120000, months: 2, says: ['Yes'] },
    { q: 'I want to save 10k in a year, doable?', intent: 'savings_goal', amountCents: 1000000, months: 12, says: ['$833.34 a month'] },
    { q: 'save $3000', intent: 'savings_goal', amountCents: 300000, says: ['you gave no time, so I took 12'] },
    { q: 'Could I save up 2.5k by March?', intent: 'savings_goal', amountCents: 250000, months: 4, says: ['$625.00 a month', 'Yes'] },
    { q: 'how long would it take to save $10,000', intent: 'savings_goal', amountCents: 1000000, says: ['it takes about 4 months'] },
    { q: 'what is my savings rate', intent: 'savings', says: ['Your savings rate is 49.9%'] },
    { q: 'how much can I save each month?', intent: 'savings', says: ['what you can put toward a goal each month'] },
    { q: 'How much am I saving?', intent: 'savings', says: ['Your monthly surplus (income − spending, transfers left out) is $2,540.83'] },
    {
      q: 'how much income did I earn last month',
      intent: 'income',
      period: 'last month (October 2026)',
      says: ['Your income last month (October 2026) was $4,900.00, from 2 payments'],
    },
    { q: 'help', intent: 'capabilities', says: ["I'm Goalie", 'report each goal you set on the Goal Concierge page'] },
    { q: 'What can you do for me?', intent: 'capabilities', says: ['5k in 6 months'] },
    { q: 'what are my top categories?', intent: 'top_categories', says: ['Tag looks after this'] },
    { q: 'how much do I owe on my student loan?', intent: 'debts', says: ['Blitz'] },
    { q: 'what bills are due?', intent: 'bills', says: ['Chime'] },
  ],
  finley: [
    { q: 'what can you do?', intent: 'capabilities', says: ["I'm Finley", 'summarize your month'] },
    { q: 'How is my month going?', intent: 'month', says: ['This month so far'] },
    { q: 'give me a summary', intent: 'month', says: ['This month so far'] },
    {
      q: 'how much did i spend on gas in september',
      intent: 'category_spend',
      category: 'Transportation',
      period: 'in September 2026',
      says: ['$48.20 on Gas & Fuel in September 2026'],
    },
    {
      q: 'how much did I earn this year?',
      intent: 'income',
      period: 'this year (2026)',
      says: ['this year (Jan 1 – Nov 15) was $26,950.00, from 11 payments'],
    },
    { q: 'Income in July', intent: 'income', period: 'in July 2026', says: ['$4,900.00'] },
    {
      q: 'how much did I spend at netflix last year',
      intent: 'merchant_spend',
      merchant: 'Netflix',
      period: 'last year (2025)',
      says: ['You spent nothing at Netflix last year (2025): $0.00'],
    },
    {
      q: 'how much have I paid Netflix',
      intent: 'merchant_spend',
      merchant: 'Netflix',
      says: ['$92.94 at Netflix since your first transaction (Jun 1 – Nov 15), over 6 transactions'],
    },
    { q: 'where did my money go in October?', intent: 'top_categories', period: 'in October 2026', says: ['of $2,428.92 spent'] },
    { q: 'can I afford to save $2,000 in 4 months?', intent: 'savings_goal', amountCents: 200000, months: 4, says: ['$500.00 a month', 'Yes'] },
    { q: 'am I spending more than before?', intent: 'trend', says: ['Your spending is'] },
    { q: 'what is deductible for taxes?', intent: 'tax', says: ['Ledger'] },
    { q: 'any weird charges?', intent: 'insights', says: ['Intelia'] },
    {
      q: 'rent last month',
      intent: 'category_spend',
      category: 'Housing',
      period: 'last month (October 2026)',
      says: ['$1,950.00 on Rent last month (October 2026)'],
    },
    { q: 'why is Comcast categorized as internet', intent: 'merchant_category', says: ['Tag'] },
    { q: 'How much did I spend in total last month?', intent: 'top_categories', period: 'last month (October 2026)', says: ['of $2,428.92 spent'] },
  ],
  prime: [
    { q: 'what can you do?', intent: 'capabilities', says: ["I'm Prime"] },
    { q: 'who should I ask about my bills?', intent: 'team', says: ['Who to ask'] },
    { q: 'can I save $5k in 6 months?', intent: 'savings_goal', amountCents: 500000, says: ['$833.34 a month', 'Goalie looks after this'] },
    { q: 'why is Starbucks categorized as dining?', intent: 'merchant_category', merchant: 'Starbucks', says: ['by your rule', 'Tag looks after this'] },
    { q: 'what are my top categories this month', intent: 'top_categories', period: 'this month (Nov 1 – Nov 15)', says: ['1. Housing: $1,950.00'] },
    {
      q: 'How much did I spend on food in October',
      intent: 'category_spend',
      category: 'Food & Dining',
      period: 'in October 2026',
      says: ['$280.25 on Food & Dining'],
    },
    { q: 'what did I spend at Delta in September?', intent: 'merchant_spend', merchant: 'Delta', period: 'in September 2026', says: ['$420.00'] },
    { q: 'what debts do i have', intent: 'debts', says: ['Navient', 'Blitz looks after this'] },
    { q: 'what bills are coming up?', intent: 'bills', says: ['Chime looks after this'] },
    { q: 'anything unusual in my spending?', intent: 'insights', says: ['Intelia looks after this'] },
    { q: 'forecast for next month', intent: 'forecast', says: ['Crystal looks after this'] },
    { q: 'show my imports', intent: 'imports', says: ['october.csv', 'Byte looks after this'] },
    { q: 'tax deductions this year', intent: 'tax', period: 'this year (2026)', says: ['Ledger looks after this'] },
    { q: 'how much income last month?', intent: 'income', period: 'last month (October 2026)', says: ['$4,900.00'] },
    { q: 'what subscriptions do I have', intent: 'recurring', says: ['Crystal looks after this'] },
  ],
  byte: [
    { q: 'what can you do', intent: 'capabilities', says: ["I'm Byte", 'report on your imports'] },
    { q: 'did my statement import ok?', intent: 'imports', says: ['october.csv', '41 transactions imported'] },
    { q: 'how many duplicates were skipped?', intent: 'imports', says: ['2 duplicates skipped'] },
    { q: 'show my uploads', intent: 'imports', says: ['october.csv'] },
    { q: 'Which files did I upload?', intent: 'imports', says: ['october.csv'] },
    { q: 'why did my receipt fail?', intent: 'imports', says: ['october.csv'] },
    { q: 'what documents do you have', intent: 'imports', says: ['october.csv'] },
    { q: 'how much did I spend on coffee last month?', intent: 'category_spend', category: 'Food & Dining', says: ['Tag looks after this'] },
    { q: 'why is Starbucks categorized as dining?', intent: 'merchant_category', merchant: 'Starbucks', says: ['Tag looks after this'] },
    { q: 'can I save $5k in 6 months?', intent: 'savings_goal', says: ['Goalie looks after this'] },
    { q: 'predict next month', intent: 'forecast', says: ['Crystal looks after this'] },
    { q: 'any unusual charges?', intent: 'insights', says: ['Intelia looks after this'] },
    { q: 'what bills are due', intent: 'bills', says: ['Chime looks after this'] },
    { q: 'HELP', intent: 'capabilities', says: ["I'm Byte"] },
    { q: 'what is my debt', intent: 'debts', says: ['Blitz looks after this'] },
  ],
  crystal: [
    { q: 'what can you do?', intent: 'capabilities', says: ["I'm Crystal", 'forecast'] },
    { q: 'forecast my spending', intent: 'forecast', says: ['I forecast'] },
    { q: 'what will I spend next month?', intent: 'forecast', says: ['I forecast'] },
    { q: 'Predict December', intent: 'forecast', says: ['I forecast'] },
    { q: 'is my spending going up?', intent: 'trend', says: ['Your spending is'] },
    { q: 'spending trend', intent: 'trend', says: ['in the last 15 days'] },
    { q: 'How is my spending going?', intent: 'trend', says: ['Your spending is'] },
    { q: 'what subscriptions do I have?', intent: 'recurring', says: ['due in the next 30 days'] },
    { q: 'recurring payments', intent: 'recurring', says: ['Netflix'] },
    { q: 'which bills are due soon', intent: 'bills', says: ['Oakwood Apartments'] },
    {
      q: 'how much did I spend on utilities in October',
      intent: 'category_spend',
      category: 'Utilities',
      period: 'in October 2026',
      says: ['$79.99 on Utilities'],
    },
    { q: 'income this year', intent: 'income', period: 'this year (2026)', says: ['$26,950.00'] },
    { q: 'netflix total', intent: 'merchant_spend', merchant: 'Netflix', says: ['$92.94'] },
    { q: 'why is Starbucks categorized as dining?', intent: 'merchant_category', says: ['Tag looks after this'] },
    { q: 'can I save $5k in 6 months?', intent: 'savings_goal', says: ['Goalie looks after this'] },
    { q: 'tax write offs?', intent: 'tax', says: ['Ledger looks after this'] },
  ],
  intelia: [
    { q: 'what can you do?', intent: 'capabilities', says: ["I'm Intelia", 'spending spikes'] },
    { q: 'anything unusual?', intent: 'insights', says: [] },
    { q: 'what stands out in my spending', intent: 'insights' },
    { q: 'any duplicate charges or price rises?', intent: 'insights' },
    { q: 'show me insights', intent: 'insights' },
    { q: 'anomalies?', intent: 'insights' },
    { q: 'anything suspicious', intent: 'insights' },
    { q: 'is my spending increasing?', intent: 'trend', says: ['Your spending is'] },
    { q: 'my top categories last month', intent: 'top_categories', period: 'last month (October 2026)', says: ['1. Housing: $1,950.00'] },
    { q: 'biggest categories', intent: 'top_categories', says: ['Housing'] },
    { q: 'why is Starbucks categorized as dining', intent: 'merchant_category', says: ['Tag looks after this'] },
    { q: 'can I save $5k in 6 months', intent: 'savings_goal', says: ['Goalie looks after this'] },
    { q: 'when is rent due?', intent: 'bills', says: ['Chime looks after this'] },
    { q: 'did my import work', intent: 'imports', says: ['Byte looks after this'] },
    { q: 'how much do I owe', intent: 'debts', says: ['Blitz looks after this'] },
  ],
};

const rows = Object.entries(TABLE).flatMap(([employee, list]) => list.map((r) => ({ employee: employee as TeamMemberKey, ...r })));

describe('the question table', () => {
  it('has at least 15 questions per employee', () => {
    for (const list of Object.values(TABLE)) expect(list.length).toBeGreaterThanOrEqual(15);
  });

  for (const r of rows) {
    it(`${r.employee}: "${r.q}" → ${r.intent}`, () => {
      const u = understandFor(r.q, data);
      expect(u.intent).toBe(r.intent);
      if (r.merchant) expect(u.entities.merchant).toBe(r.merchant);
      if (r.category) expect(u.entities.category).toBe(r.category);
      if (r.amountCents) expect(u.entities.amount?.cents).toBe(r.amountCents);
      if (r.months) expect(u.entities.months).toBe(r.months);
      if (r.period) expect(u.entities.period?.words).toBe(r.period);
      const reply = builtInReply(r.employee, r.q, data)!;
      for (const s of r.says ?? []) expect(reply.content).toContain(s);
    });
  }

  it('two different questions to Tag get two different answers', () => {
    const a = builtInReply('tag', 'why is Starbucks categorized as dining?', data)!.content;
    const b = builtInReply('tag', 'what are my top categories?', data)!.content;
    expect(a).not.toBe(b);
  });

  it('the employees with no page yet answer instead of saying AI is not configured', () => {
    for (const k of ['luna', 'roundtable', 'custodian', 'automa'] as const) {
      const r = builtInReply(k, 'what can you do?', data)!;
      expect(r.content).toMatch(/Not yet|From your own data I can/);
    }
    expect(builtInReply('chime', 'what bills are due?', data)!.content).toContain('Oakwood Apartments');
    expect(builtInReply('blitz', 'what debts do I have?', data)!.content).toContain('Navient');
    expect(builtInReply('ledger', 'what is deductible?', data)!.content).toContain('Software');
  });
});
