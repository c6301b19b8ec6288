import { describe, expect, it } from 'vitest';
import { analyzeQuestion, parseAmount, parseTimeframe, type Intent, type Urgency } from '../../core/prime/analysis.ts';

describe('analyzeQuestion', () => {
  it('analyses a whole question', () => {
    expect(analyzeQuestion('I want to save $5,000 for a vacation by December')).toEqual({
      keywords: ['save', 'vacation', 'december'],
      intent: 'goal_setting',
      urgency: 'normal',
      topic: 'goals',
      amountMentioned: 5000,
      timeframeMentioned: 'by December',
    });
    expect(analyzeQuestion('I need help with my taxes')).toEqual({
      keywords: ['taxes'],
      intent: 'general',
      urgency: 'normal',
      topic: 'tax',
      amountMentioned: null,
      timeframeMentioned: null,
    });
  });

  it.each<[string, Intent]>([
    ['How do I pay off my student loan faster?', 'debt_management'],
    ['Is the avalanche method better for my credit card debt?', 'debt_management'],
    ['Should I put money in index funds or a Roth IRA?', 'investment'],
    ['Is crypto a good investment?', 'investment'],
    ['Help me set a goal for a down payment', 'goal_setting'],
    ['I want to save $10k in 12 months', 'goal_setting'], // saving + amount + timeframe is a goal
    ['How can I save more each month?', 'saving'],
    ['How big should my emergency fund be?', 'saving'],
    ['Can I afford takeout with my current budget?', 'budgeting'],
    ['Why am I overspending on groceries?', 'budgeting'],
    ['I need help with my taxes', 'general'],
    ['hello', 'general'],
  ])('intent of %j is %s', (question, intent) => {
    expect(analyzeQuestion(question).intent).toBe(intent);
  });

  it.each<[string, Urgency]>([
    ['My rent is overdue and I can\u2019t pay', 'high'],
    ['URGENT: my account is overdrawn', 'high'],
    ['This is an emergency, the bank bounced my payment', 'high'],
    ['I need to fix this asap', 'high'],
    ['The landlord started an eviction', 'high'],
    ['My card payment is due tomorrow', 'medium'],
    ["I'm worried about next week", 'medium'],
    ['Taxes have a deadline soon', 'medium'],
    ['How big should my emergency fund be?', 'normal'], // an emergency fund is not an emergency
    ['What did I spend on coffee?', 'normal'],
  ])('urgency of %j is %s', (question, urgency) => {
    expect(analyzeQuestion(question).urgency).toBe(urgency);
  });

  it.each<[string, string]>([
    ['I need help with my taxes', 'tax'],
    ['How do I pay off my credit card?', 'debt payoff'],
    ['vacation', 'goals'], // the best rule's topic, even when not accepted for routing
    ['hello', 'general'],
  ])('topic of %j is %s', (question, topic) => {
    expect(analyzeQuestion(question).topic).toBe(topic);
  });

  it('keeps the meaningful words, lower-case, once each, without stop words or bare numbers', () => {
    expect(analyzeQuestion('How do I pay off my Credit Card and my credit card in 6 months?').keywords).toEqual(['pay', 'credit', 'card', 'months']);
    expect(analyzeQuestion('What about my 1099 and my 401(k)?').keywords).toEqual(['1099', '401k']);
    expect(analyzeQuestion('x'.repeat(5000)).keywords).toEqual([]);
    expect(analyzeQuestion(Array.from({ length: 40 }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}${i}`).join(' ')).keywords).toHaveLength(15);
  });
});

describe('amountMentioned', () => {
  it.each<[string, number | null]>([
    ['save $5,000 by June', 5000],
    ['I owe $1,234.56', 1234.56],
    ['about $ 300', 300],
    ['5k for a car', 5000],
    ['1.5k', 1500],
    ['$1.2m house', 1_200_000],
    ['2.5 million dollars', 2_500_000],
    ['a 3 million mortgage', 3_000_000],
    ['10 grand', 10_000],
    ['€250 on groceries', 250],
    ['£99.99', 99.99],
    ['500 dollars', 500],
    ['40 bucks a week', 40],
    ['1 billion', 1_000_000_000],
    ['first $20 then $30', 20],
    // not amounts
    ['in 6 months', null],
    ['I have 3 credit cards', null],
    ['by 2027', null],
    ['my 401(k) and 403b', null],
    ['a 401k', null],
    ['form 1099 and W-2', null],
    ['no numbers here', null],
    ['', null],
  ])('%j → %s', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
    expect(analyzeQuestion(text).amountMentioned).toBe(amount);
  });
});

describe('timeframeMentioned', () => {
  it.each<[string, string | null]>([
    ['Can I save $5,000 in 6 months?', 'in 6 months'],
    ['I want a house by December', 'by December'],
    ['pay it off by December 15th, 2026', 'by December 15th, 2026'],
    ['What about next year?', 'next year'],
    ['debt free by next summer', 'by next summer'],
    ['within a year', 'within a year'],
    ['over the next 5 years', 'over the next 5 years'],
    ['over the next few years', 'over the next few years'],
    ['within a few months', 'within a few months'],
    ['by the end of the year', 'by the end of the year'],
    ['before 2030', 'before 2030'],
    ['retire in 2040', 'in 2040'],
    ['at the end of the month', 'end of the month'],
    ['this month so far', 'this month'],
    ['a 5-year plan', '5-year plan'],
    ['due tomorrow', 'tomorrow'],
    ['In  Six   Months', 'In Six Months'],
    ['in 6 cards', null],
    ['no time here', null],
  ])('%j → %s', (text, timeframe) => {
    expect(parseTimeframe(text)).toBe(timeframe);
    expect(analyzeQuestion(text).timeframeMentioned).toBe(timeframe);
  });
});

describe('hostile input', () => {
  it('stays fast and sane on very long text and HTML', () => {
    const started = performance.now();
    const r = analyzeQuestion(`${'$'.repeat(100_000)}${'1,'.repeat(100_000)} <b>${'in '.repeat(100_000)}`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(r.intent).toBe('general');
    expect(analyzeQuestion('<p class="x">save <b>$10</b> in 2 weeks</p>')).toMatchObject({ amountMentioned: 10, timeframeMentioned: 'in 2 weeks' });
  });
});
