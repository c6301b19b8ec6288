// What the LLM is given, what a message asks for, and the chat's fixed wording.
import { describe, expect, it } from 'vitest';
import type { ChatMessageDto } from '../../core/chat/api.ts';
import { amountQuestion } from '../../core/chat/intent.ts';
import { AI_UNAVAILABLE_MESSAGE, conversationTitle, employeeNotFoundMessage, personaErrorMessage } from '../../core/chat/messages.ts';
import { buildLlmMessages, recentHistory, systemPrompt } from '../../core/chat/prompt.ts';
import { builtInReply } from '../../core/chat/responders.ts';
import { buildChatDataSummary } from '../../core/chat/summary.ts';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { employeeProfile } from '../../core/employees.ts';

const today = '2026-03-20';
const now = new Date(`${today}T12:00:00Z`);
const t = (date: string, description: string, amount: number, category: string, subcategory: string | null = null): LedgerTransaction => ({
  date,
  description,
  merchant: null,
  amountCents: Math.round(amount * 100),
  category,
  subcategory,
  account: 'Checking',
});

const data = buildChatDataSummary({
  today,
  email: 'sam@example.test',
  balance: { cents: 0, source: 'none', asOf: null },
  businessAccounts: [],
  documents: [],
  ledger: [
    t('2026-02-25', 'SAFEWAY', -80, 'Food & Dining', 'Groceries'),
    t('2026-03-01', 'PAYROLL', 3000, 'Income', 'Salary'),
    t('2026-03-08', 'SHELL', -40, 'Transportation', 'Gas & Fuel'),
    t('2026-03-12', 'SAFEWAY', -95.5, 'Food & Dining', 'Groceries'),
    t('2026-03-14', 'AMAZON', -20, 'Shopping', 'Online Shopping'),
    t('2026-03-15', 'NETFLIX', -15.49, 'Entertainment', 'Streaming'),
    t('2026-03-16', 'TRANSFER TO SAVINGS', -500, 'Transfer', 'Savings'),
  ],
  tag: { total: 7, needsReview: 0, bySource: { knowledge: 7 }, rules: 0, patterns: 0 },
});

const msg = (daysAgo: number, role: 'user' | 'assistant', content: string, source?: ChatMessageDto['source']): ChatMessageDto => ({
  id: `${daysAgo}-${role}`,
  role,
  content,
  at: new Date(now.getTime() - daysAgo * 86_400_000).toISOString(),
  ...(source ? { source } : {}),
});

describe('the system prompt', () => {
  const prompt = systemPrompt(employeeProfile('crystal'), data, builtInReply('crystal', 'trend?', data));

  it('holds the persona', () => {
    expect(prompt).toMatch(/^You are Crystal 🔮, integrates data, spots trends, one of the AI employees of Prime Finance/);
    expect(prompt).toContain('Stay in character as Crystal.');
  });

  it('holds the user’s summary: email, goals, transaction count, 30-day spending, top 3 categories, trend', () => {
    expect(prompt).toContain('- Email: sam@example.test');
    expect(prompt).toContain('- Active goals: none set up yet');
    expect(prompt).toContain('- Transactions on file: 7');
    // the savings transfer is not spending
    expect(prompt).toContain('- Spending in the last 30 days (Feb 19 – Mar 20): $250.99');
    expect(prompt).toContain('- Top categories in the last 30 days: Food & Dining $175.50, Transportation $40.00 and Shopping $20.00');
    expect(prompt).toContain(`- Spending trend (last 15 days against the 15 before): ${data.trend.trend}, $80.00 → $170.99 (+114%)`);
  });

  it('adds the employee’s own figures', () => {
    expect(prompt).toContain("Figures for your area (from the user's data):\nYour spending is increasing");
  });
});

describe('the conversation the model sees', () => {
  const history = [
    msg(45, 'user', 'old question'),
    msg(45, 'assistant', 'old answer', 'llm'),
    msg(31, 'user', 'just too old'),
    msg(29, 'user', 'recent question'),
    msg(29, 'assistant', personaErrorMessage('Crystal'), 'error'),
    msg(2, 'user', 'again'),
    msg(2, 'assistant', 'an answer', 'llm'),
  ];

  it('keeps the last 30 days and leaves out failed replies', () => {
    expect(recentHistory(history, now).map((m) => m.content)).toEqual(['recent question', 'again', 'an answer']);
  });

  it('is the system prompt, the recent history, then the new message', () => {
    const messages = buildLlmMessages({ profile: employeeProfile('finley'), data, roleFigures: null, history, message: 'and now?', now });
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'user', 'assistant', 'user']);
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'and now?' });
    expect(messages[0]!.content).not.toContain('Figures for your area');
  });
});

describe('what a message asks for', () => {
  it.each([
    ['How much did I spend on food?', { kind: 'spending', category: 'Food & Dining', subcategory: null, period: 'last30' }],
    ['how much did groceries cost last month', { kind: 'spending', category: 'Food & Dining', subcategory: 'Groceries', period: 'lastMonth' }],
    ['What have I spent on Uber this month?', { kind: 'spending', category: 'Transportation', subcategory: 'Ride Share', period: 'thisMonth' }],
    ['my spending on rent', { kind: 'spending', category: 'Housing', subcategory: 'Rent', period: 'last30' }],
    ['What was my income last month?', { kind: 'income', category: null, subcategory: null, period: 'lastMonth' }],
  ])('%s', (text, expected) => {
    expect(amountQuestion(text)).toEqual(expected);
  });

  it.each(['How am I doing?', 'what about food trucks as a business idea', 'How much do I owe on my car loan?', 'Tell me about my bills'])(
    'asks for no single figure: %s',
    (text) => {
      expect(amountQuestion(text)).toBeNull();
    },
  );
});

describe('fixed wording', () => {
  it('matches the specification', () => {
    expect(personaErrorMessage('Crystal')).toBe("Sorry, I'm having a moment! Crystal will be back shortly. Try again?");
    expect(employeeNotFoundMessage('bob')).toBe('Employee bob not found');
    expect(AI_UNAVAILABLE_MESSAGE).toBe("I'm sorry, but AI features are not currently available. Please check your configuration.");
  });

  it('titles a conversation with its first message on one line, cut at a word', () => {
    expect(conversationTitle('  How much\n did I spend? ')).toBe('How much did I spend?');
    const long = 'Could you walk me through every subscription I pay for and which ones went up in price this year?';
    expect(conversationTitle(long)).toBe('Could you walk me through every subscription I pay for and…');
  });
});
