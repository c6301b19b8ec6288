import { describe, expect, it } from 'vitest';
import { employeeProfile, isTeamMemberKey, type TeamMemberKey } from '../../core/employees.ts';
import {
  ACCEPT_ABOVE,
  HELP_MESSAGE,
  LARGEST_KEYWORD_LIST,
  PRICING_MESSAGE,
  ROUTING_RULES,
  STRONG_WEIGHT,
  primeReply,
  routeQuestion,
} from '../../core/prime/router.ts';
import { phraseStems } from '../../core/prime/words.ts';

describe('the routing rules', () => {
  it('are 19, each with a team member, a distinct topic and keywords', () => {
    expect(ROUTING_RULES).toHaveLength(19);
    expect(new Set(ROUTING_RULES.map((r) => r.topic)).size).toBe(19);
    for (const r of ROUTING_RULES) {
      expect(isTeamMemberKey(r.employee)).toBe(true);
      expect(r.keywords.length).toBeGreaterThan(0);
      expect(
        r.strong.every((k) => r.keywords.includes(k)),
        `${r.topic}: strong ⊆ keywords`,
      ).toBe(true);
      expect(new Set(r.keywords.map((k) => phraseStems(k).join(' '))).size, `${r.topic}: no duplicate keyword`).toBe(r.keywords.length);
    }
  });

  it('give no keyword to two employees', () => {
    const owner = new Map<string, TeamMemberKey>();
    for (const r of ROUTING_RULES) {
      for (const k of r.keywords) {
        const s = phraseStems(k).join(' ');
        expect(owner.get(s) ?? r.employee, `keyword "${k}"`).toBe(r.employee);
        owner.set(s, r.employee);
      }
    }
  });

  it('weigh a strong keyword so it is accepted alone, and need several supporting words', () => {
    expect(LARGEST_KEYWORD_LIST).toBe(Math.max(...ROUTING_RULES.map((r) => r.keywords.length)));
    expect(STRONG_WEIGHT / LARGEST_KEYWORD_LIST).toBeGreaterThan(ACCEPT_ABOVE);
    expect((STRONG_WEIGHT - 1) / LARGEST_KEYWORD_LIST).toBeLessThanOrEqual(ACCEPT_ABOVE);
  });
});

/** A realistic question for each of the 19 rules: [question, employee, rule topic]. */
const EVERY_RULE: Array<[string, TeamMemberKey, string]> = [
  ['I need help with my taxes', 'ledger', 'tax'],
  ["I'm a freelancer, how much should I put aside for quarterly estimated tax?", 'ledger', 'freelancer tax'],
  ['What is the fastest way to pay off my credit cards?', 'blitz', 'debt payoff'],
  ['Remind me before my phone bill is due', 'chime', 'bills and reminders'],
  ['I want to set a goal to save for a down payment', 'goalie', 'goals'],
  ['When could I retire and reach financial freedom?', 'liberty', 'financial freedom'],
  ['Should I invest in index funds or pay into my Roth IRA?', 'liberty', 'investing'],
  ['How do I upload my bank statement as a CSV?', 'byte', 'statement import'],
  ['Can you read this receipt photo?', 'byte', 'receipts'],
  ['Why is Starbucks uncategorized? Please recategorize it', 'tag', 'categorization'],
  ['Will I run out of money next month? Show me a forecast', 'crystal', 'predictions'],
  ['How much revenue and profit did my small business make?', 'intelia', 'business expenses'],
  ['Any unusual spikes or a duplicate charge in my spending?', 'intelia', 'spending insights'],
  ["Money makes me so anxious, I'm overwhelmed", 'harmony', 'money stress'],
  ['Play some calm music or a playlist for paperwork', 'luna', 'music and wellness'],
  ['Make me a podcast episode about my month', 'roundtable', 'podcast'],
  ['Was my password leaked? I worry about fraud', 'custodian', 'security and privacy'],
  ['Can I automate my monthly export with a webhook?', 'automa', 'automation'],
  ['How do I make a budget and spend less on takeout?', 'finley', 'budgeting and everyday money'],
];

describe('routeQuestion', () => {
  it.each(EVERY_RULE)('%j → %s (%s)', (question, employee, topic) => {
    const r = routeQuestion(question);
    expect(r).toMatchObject({ employee, candidate: employee, topic, accepted: true });
    expect(r.confidence).toBeGreaterThan(ACCEPT_ABOVE);
  });

  it('reaches every one of the 19 rules with the questions above', () => {
    expect(new Set(EVERY_RULE.map(([, , topic]) => topic))).toEqual(new Set(ROUTING_RULES.map((r) => r.topic)));
  });

  it('computes confidence as score / size of the largest keyword list', () => {
    const r = routeQuestion('I need help with my taxes');
    expect(r).toMatchObject({ employee: 'ledger', score: STRONG_WEIGHT, matchedKeywords: ['tax'] });
    expect(r.confidence).toBeCloseTo(STRONG_WEIGHT / LARGEST_KEYWORD_LIST, 10);
    // debt + loan + credit card + snowball: four strong keywords, confidence capped at 1
    expect(routeQuestion('debt snowball for my loan and credit card').confidence).toBe(1);
  });

  it.each<[string, number]>([
    ['vacation', 1],
    ['a pdf file in a spreadsheet', 3],
  ])('does not accept supporting words alone: %j (score %i) → Finley by default', (question, score) => {
    const r = routeQuestion(question);
    expect(r).toMatchObject({ employee: 'finley', accepted: false, score });
    expect(r.candidate).not.toBeNull();
    expect(r.confidence).toBeLessThanOrEqual(ACCEPT_ABOVE);
  });

  it('accepts enough supporting words together', () => {
    // pdf, spreadsheet, excel, file: four supporting words of the import rule
    expect(routeQuestion('a pdf file or an excel spreadsheet')).toMatchObject({ employee: 'byte', score: 4, accepted: true });
  });

  it('defaults to Finley with nothing matched', () => {
    expect(routeQuestion('hello')).toEqual({
      employee: 'finley',
      candidate: null,
      topic: null,
      score: 0,
      confidence: 0,
      accepted: false,
      matchedKeywords: [],
    });
  });

  it.each<[string, TeamMemberKey | null]>([
    ['tax', 'ledger'],
    ['TAXES?', 'ledger'],
    ['my tax.', 'ledger'],
    ['taxed twice', 'ledger'],
    ['I took a taxi', null],
    ['syntax error', null],
    ['bills', 'chime'],
    ['billing date', 'chime'],
    ['a billion', null],
    ['goals', 'goalie'],
    ['goalkeeper', null],
    ['budgeting', 'finley'],
    ['categorizing', 'tag'],
    ['categories', 'tag'],
    ['401(k)', 'liberty'],
    ['retiring', 'liberty'],
    ['overdue', 'chime'],
  ])('matches keywords as words: %j → %s', (question, employee) => {
    const r = routeQuestion(question);
    expect(r.accepted ? r.employee : null).toBe(employee);
  });

  it('lets the earlier rule win a tie (a deduction question that mentions a business is tax)', () => {
    expect(routeQuestion('Can I deduct this as a business expense?').employee).toBe('ledger');
  });
});

describe('primeReply', () => {
  it('takes "I need help with my taxes" to the tax assistant after 0.7 s', () => {
    expect(primeReply('I need help with my taxes')).toEqual({
      kind: 'route',
      employee: 'ledger',
      route: '/dashboard/tax-assistant',
      message: 'Ledger is best for that. Opening Ledger\u2026',
      delayMs: 700,
      via: 'router',
    });
  });

  it.each(EVERY_RULE)('%j opens %s', (question, employee) => {
    const reply = primeReply(question);
    const { name, dashboardRoute } = employeeProfile(employee);
    expect(reply).toMatchObject({ kind: 'route', employee, route: dashboardRoute, message: `${name} is best for that. Opening ${name}…`, delayMs: 700 });
  });

  it.each<[string, TeamMemberKey, 'name' | 'router' | 'tags']>([
    ['Ask Crystal about my taxes', 'crystal', 'name'],
    ['Prime, I need help with my taxes', 'ledger', 'router'],
    ['what is my net worth', 'liberty', 'router'],
    ['Anything about wellbeing?', 'harmony', 'tags'],
    ['I have a question for roundtable', 'roundtable', 'name'],
  ])('%j → %s (by %s)', (question, employee, via) => {
    expect(primeReply(question)).toMatchObject({ kind: 'route', employee, via });
  });

  it.each([['how much does Pro cost?'], ['What are your prices?'], ['Pricing please'], ['Is there a free trial?']])(
    '%j goes to the pricing page',
    (question) => {
      expect(primeReply(question)).toEqual({ kind: 'pricing', route: '/pricing', message: PRICING_MESSAGE, delayMs: 700 });
    },
  );

  it('uses the exact pricing and help messages', () => {
    expect(PRICING_MESSAGE).toBe("For pricing information, I'll take you to our pricing page where you can see all our plans and features.");
    expect(HELP_MESSAGE).toBe('Try asking about goals, tax, bills, importing receipts, predictions, or categorization.');
  });

  it.each([['hello'], [''], ['   '], ['Prime?'], ['a billion thanks'], ['🤔🤔🤔'], ['<img src=x onerror=alert(1)>']])(
    '%j gets the help message',
    (question) => {
      expect(primeReply(question)).toEqual({ kind: 'help', message: HELP_MESSAGE, delayMs: 0 });
    },
  );

  it('copes with hostile input: very long text, HTML, control characters, non-strings', () => {
    const long = `${'lorem ipsum '.repeat(200_000)} tax`;
    const started = performance.now();
    expect(primeReply(long).kind).toBe('help'); // only the first 2,000 characters are read
    expect(performance.now() - started).toBeLessThan(1000);
    expect(primeReply(`<script>alert("x")</script> ${'<'.repeat(50_000)} debt`).kind).toBe('help');
    expect(primeReply('<b>tax</b>\u0000\u202e')).toMatchObject({ kind: 'route', employee: 'ledger' });
    expect(primeReply('debt'.repeat(10_000)).kind).toBe('help');
    expect(primeReply(undefined as unknown as string).kind).toBe('help');
  });

  it('never echoes the question back', () => {
    const reply = primeReply('<script>alert(1)</script> tax');
    expect(reply.message).not.toContain('<');
  });
});
