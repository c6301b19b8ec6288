import { describe, expect, it } from 'vitest';
import { REVIEW_CONFIDENCE, UNCATEGORIZED } from '../../core/tag/categories.ts';
import { Tagger, TRANSFER, isSpending, type TagInput, type TagKnowledge, type TagRule } from '../../core/tag/engine.ts';
import { isTagCategory, isTagSubcategory } from '../../core/tag/taxonomy.ts';

const out = (description: string, dollars: number, account: string | null = null): TagInput => ({
  description,
  amountCents: -Math.round(dollars * 100),
  account,
});
const inn = (description: string, dollars: number, account: string | null = null): TagInput => ({
  description,
  amountCents: Math.round(dollars * 100),
  account,
});

describe("layer 1: the user's rules", () => {
  it('a rule wins over everything: learned patterns, the knowledge base and the model', () => {
    const tagger = new Tagger();
    tagger.learnCorrection(out('STARBUCKS STORE 1234', 5), 'Food & Dining', 'Restaurants', '2025-03-01');
    tagger.train([{ input: out('STARBUCKS STORE 99', 5), category: 'Shopping', subcategory: null }]);
    const rule: TagRule = { id: 'r1', conditions: { descriptionContains: 'starbucks' }, category: 'Business', subcategory: 'Professional Services' };
    const withRule = new Tagger({ ...tagger.toJSON(), rules: [rule] });
    expect(withRule.categorize(out('STARBUCKS STORE 1234', 5))).toEqual({
      category: 'Business',
      subcategory: 'Professional Services',
      confidence: 1,
      source: 'rule',
      merchant: 'Starbucks',
      merchantKey: 'starbucks store',
      needsUserInput: false,
    });
  });

  it('all conditions must hold: amount range (size), sign, account, merchant', () => {
    const rules: TagRule[] = [
      { id: 'big-costco', conditions: { merchantEquals: 'Costco', amountMinCents: 20000 }, category: 'Shopping', subcategory: 'Home Goods' },
      { id: 'refund-in', conditions: { descriptionContains: 'ACME', sign: 'in', account: 'checking' }, category: 'Income', subcategory: 'Freelance' },
      { id: 'small', conditions: { amountMaxCents: 300, sign: 'out' }, category: 'Food & Dining', subcategory: 'Coffee Shops' },
    ];
    const tagger = new Tagger({ rules });
    expect(tagger.categorize(out('COSTCO WHSE #0478', 250))).toMatchObject({ category: 'Shopping', subcategory: 'Home Goods', source: 'rule' });
    expect(tagger.categorize(out('COSTCO WHSE #0478', 150))).toMatchObject({ category: 'Food & Dining', subcategory: 'Groceries', source: 'knowledge' });
    expect(tagger.categorize(inn('ACME LTD INVOICE 77', 900, 'Checking'))).toMatchObject({ category: 'Income', subcategory: 'Freelance', source: 'rule' });
    expect(tagger.categorize(inn('ACME LTD INVOICE 77', 900, 'Savings')).source).not.toBe('rule');
    expect(tagger.categorize(out('ACME LTD INVOICE 77', 900, 'Checking')).source).not.toBe('rule');
    expect(tagger.categorize(out('XYZZY 12', 2.5))).toMatchObject({ category: 'Food & Dining', source: 'rule' });
  });

  it('matches the merchant by its normalized name too, and the first matching rule wins', () => {
    const tagger = new Tagger({
      rules: [
        { id: 'a', conditions: { merchantEquals: 'blue heron dry goods' }, category: 'Housing', subcategory: 'Home Maintenance' },
        { id: 'b', conditions: { descriptionContains: 'heron' }, category: 'Shopping', subcategory: null },
      ],
    });
    expect(tagger.categorize(out('SQ *BLUE HERON DRY GOODS 0042 PORTLAND OR', 40))).toMatchObject({ category: 'Housing', source: 'rule' });
    expect(tagger.categorize(out('GREAT HERON OUTFITTERS', 40))).toMatchObject({ category: 'Shopping', source: 'rule' });
  });

  it('a rule without conditions matches nothing, and a rule with an unknown category is refused', () => {
    expect(new Tagger({ rules: [{ id: 'x', conditions: {}, category: 'Shopping', subcategory: null }] }).categorize(out('XYZZY', 1)).source).toBe('none');
    expect(() => new Tagger({ rules: [{ id: 'y', conditions: { sign: 'out' }, category: 'Shoes', subcategory: null }] })).toThrow(
      /rule y: unknown category "Shoes"/,
    );
    expect(() => new Tagger({ rules: [{ id: 'z', conditions: { sign: 'out' }, category: 'Shopping', subcategory: 'Rent' }] })).toThrow(
      /"Rent" is not a subcategory of "Shopping"/,
    );
  });
});

describe('layer 2: patterns learned from corrections', () => {
  it('one correction teaches at once, and is used for the same merchant next time', () => {
    const tagger = new Tagger();
    expect(tagger.categorize(out("ROSIE'S CORNER 1234 OAKLAND CA", 18))).toMatchObject({ category: UNCATEGORIZED, source: 'none', needsUserInput: true });

    tagger.learnCorrection(out("ROSIE'S CORNER 1234 OAKLAND CA", 18), 'Food & Dining', 'Restaurants', '2025-03-01');
    const next = tagger.categorize(out("SQ *ROSIE'S CORNER 5678 BERKELEY CA", 22));
    expect(next).toMatchObject({ category: 'Food & Dining', subcategory: 'Restaurants', source: 'learned', merchant: "Rosie's Corner", needsUserInput: false });
    expect(next.confidence).toBeGreaterThanOrEqual(REVIEW_CONFIDENCE);
    expect(tagger.toJSON().patterns).toEqual([
      { pattern: 'rosies corner', category: 'Food & Dining', subcategory: 'Restaurants', uses: 1, lastUsed: '2025-03-01' },
    ]);
  });

  it('counts repeated corrections, keeps the last date, and a different correction replaces the pattern', () => {
    const tagger = new Tagger();
    tagger.learnCorrection(out('BLUE HERON DRY GOODS 0042', 40), 'Housing', 'Home Maintenance', '2025-03-01');
    tagger.learnCorrection(out('BLUE HERON DRY GOODS 0077', 12), 'Housing', 'Home Maintenance', '2025-04-02');
    expect(tagger.toJSON().patterns[0]).toMatchObject({ uses: 2, lastUsed: '2025-04-02' });
    expect(tagger.categorize(out('BLUE HERON DRY GOODS 0099', 30)).confidence).toBeGreaterThan(0.9);

    tagger.learnCorrection(out('BLUE HERON DRY GOODS 0042', 40), 'Shopping', 'Home Goods', '2025-05-01');
    expect(tagger.toJSON().patterns).toEqual([
      { pattern: 'blue heron dry goods', category: 'Shopping', subcategory: 'Home Goods', uses: 1, lastUsed: '2025-05-01' },
    ]);
  });

  it('outranks the knowledge base: the user files Starbucks under Business', () => {
    const tagger = new Tagger();
    tagger.learnCorrection(out('STARBUCKS STORE 1234', 40), 'Business', 'Professional Services', '2025-03-01');
    expect(tagger.categorize(out('STARBUCKS STORE 1234', 12))).toMatchObject({ category: 'Business', source: 'learned', merchant: 'Starbucks' });
  });

  it('money back from a merchant the user files under spending is a refund', () => {
    const tagger = new Tagger();
    tagger.learnCorrection(out('BLUE HERON DRY GOODS 0042', 40), 'Housing', 'Home Maintenance', '2025-03-01');
    expect(tagger.categorize(inn('BLUE HERON DRY GOODS 0042', 40))).toMatchObject({ category: 'Income', subcategory: 'Refund', source: 'learned' });
  });

  it('refuses a correction to an unknown category or with a malformed date', () => {
    const tagger = new Tagger();
    expect(() => tagger.learnCorrection(out('X', 1), 'Snacks', null, '2025-03-01')).toThrow(/unknown category "Snacks"/);
    expect(() => tagger.learnCorrection(out('X', 1), 'Shopping', null, '03/01/2025')).toThrow(/YYYY-MM-DD/);
    expect(tagger.toJSON()).toEqual({ rules: [], patterns: [], model: null });
  });
});

describe('layer 3: the built-in knowledge base', () => {
  it.each([
    ['STARBUCKS STORE 1234', 5.75, 'Food & Dining', 'Coffee Shops', 'Starbucks'],
    ['SQ *BLUE BOTTLE COFFEE 8472 OAKLAND CA', 6.5, 'Food & Dining', 'Coffee Shops', 'Blue Bottle Coffee'],
    ['POS Purchase Woolworths  * 12 Oct', 574.4, 'Food & Dining', 'Groceries', 'Woolworths'],
    ['Fuel Purchase Engen Big Bird 1 St  * 25 Aug', 300, 'Transportation', 'Gas & Fuel', 'Engen Big Bird 1 St'],
    ['LUFTHANSA 2204567781', 812, 'Recreation', 'Travel', 'Lufthansa'],
    ['RADISSON BLU WATERFRONT', 310, 'Recreation', 'Hotels', 'Radisson'],
    ['Barbershop', 28, 'Personal Care', 'Hair & Beauty', null],
    ['#Monthly Account Fee', 5.5, 'Fees & Charges', 'Bank Fees', null],
    ['UNICEF DONATION 2291', 25, 'Gifts & Donations', 'Charity', null],
    ['COURSERA INC 800-123', 49, 'Education', 'Courses & Training', 'Online courses'],
    ['IRS USATAXPYMT 2704', 1200, 'Taxes', 'Income Tax', 'IRS'],
  ])('%s → %s / %s', (description, dollars, category, subcategory, merchant) => {
    const r = new Tagger().categorize(out(description, dollars));
    expect(r).toMatchObject({ category, subcategory, source: 'knowledge', needsUserInput: false });
    if (merchant) expect(r.merchant).toBe(merchant);
  });

  it('a bank fee outranks the merchant named in the same line, and asks', () => {
    const r = new Tagger().categorize(out('International Processing Recurring Card Purchase Fee: Netflix.com', 1));
    expect(r).toMatchObject({ category: 'Fees & Charges', subcategory: 'Bank Fees', source: 'knowledge', needsUserInput: true });
  });
});

describe("layer 4: the model learns from the user's history", () => {
  const history = [
    ['NORTHWIND PROVISIONS 0012', 'Food & Dining', 'Groceries'],
    ['NORTHWIND PROVISIONS 0044 SPRINGFIELD', 'Food & Dining', 'Groceries'],
    ['NORTHWIND PROVISIONS EAST', 'Food & Dining', 'Groceries'],
    ['HALVORSEN & DAUGHTERS JOINERY', 'Housing', 'Home Maintenance'],
    ['HALVORSEN JOINERY INVOICE 19', 'Housing', 'Home Maintenance'],
    ['KESTREL ANALYTICS SEATS', 'Business', 'Software'],
    ['KESTREL ANALYTICS PRO', 'Business', 'Software'],
  ] as const;
  const examples = history.map(([d, category, subcategory]) => ({ input: out(d, 30), category, subcategory }));

  it('categorizes merchants the knowledge base does not know from words seen in the history', () => {
    const tagger = new Tagger();
    expect(tagger.categorize(out('NORTHWIND PROVISIONS WEST 77', 52)).source).toBe('none');
    tagger.train(examples);
    expect(tagger.historySize).toBe(7);
    expect(tagger.categorize(out('NORTHWIND PROVISIONS WEST 77', 52))).toMatchObject({ category: 'Food & Dining', subcategory: 'Groceries', source: 'model' });
    expect(tagger.categorize(out('HALVORSEN JOINERY LTD 2', 400))).toMatchObject({ category: 'Housing', source: 'model' });
    expect(tagger.categorize(out('KESTREL ANALYTICS TEAM', 49))).toMatchObject({ category: 'Business', subcategory: 'Software', source: 'model' });
    expect(tagger.toJSON().patterns).toEqual([]); // history trains the model; only corrections make patterns
  });

  it('learns incrementally: each example counts at once', () => {
    const tagger = new Tagger();
    tagger.train(examples.slice(0, 3));
    expect(tagger.categorize(out('KESTREL ANALYTICS TEAM', 49)).category).not.toBe('Business');
    tagger.train(examples.slice(5));
    expect(tagger.categorize(out('KESTREL ANALYTICS TEAM', 49)).category).toBe('Business');
  });

  it("the user's history for a merchant outranks the knowledge base when it never agrees with it", () => {
    const tagger = new Tagger();
    tagger.train([1, 2, 3].map((i) => ({ input: out(`SHELL OIL 5744421${i}`, 12), category: 'Food & Dining', subcategory: 'Groceries' })));
    expect(tagger.categorize(out('SHELL OIL 57444219', 14))).toMatchObject({ category: 'Food & Dining', source: 'model' });
  });

  it('a guess for a merchant the history never saw asks the user', () => {
    const tagger = new Tagger();
    tagger.train(examples);
    const r = tagger.categorize(out('ZZ TOP ENTERPRISES', 10));
    expect(r.needsUserInput).toBe(true);
  });

  it('serializes to JSON and back, with the same answers', () => {
    const tagger = new Tagger({ rules: [{ id: 'r', conditions: { descriptionContains: 'gym' }, category: 'Health & Fitness', subcategory: 'Gym' }] });
    tagger.train(examples);
    tagger.learnCorrection(out('BLUE HERON DRY GOODS 0042', 40), 'Housing', 'Home Maintenance', '2025-03-01');
    const json = JSON.parse(JSON.stringify(tagger.toJSON())) as TagKnowledge;
    expect(json.model?.version).toBe(1);
    const again = new Tagger(json);
    for (const input of [
      out('NORTHWIND PROVISIONS WEST 77', 52),
      out('BLUE HERON DRY GOODS 9', 3),
      out('IRON GYM', 30),
      out('KESTREL ANALYTICS TEAM', 49),
      inn('XYZZY', 5),
    ]) {
      expect(again.categorize(input)).toEqual(tagger.categorize(input));
    }
  });
});

describe('transfers are kept out of spending', () => {
  it.each([
    [inn('PAYMENT THANK YOU - WEB', 500), 'Credit Card Payment'],
    [out('CREDIT CARD PAYMENT', 812.33), 'Credit Card Payment'],
    [inn('Credit Card Payment', 812.33, 'Platinum Card'), 'Credit Card Payment'],
    [out('Payment to Chafe card ending in 1234 03/18', 2680.89), 'Credit Card Payment'],
    [out('DIRECT DEBIT CHASE CREDIT CAUTOPAY (Cash)', 135.6), 'Credit Card Payment'],
    [out('ONLINE TRANSFER TO SAV XXXXXX1234', 200), 'Internal Transfer'],
    [inn('Transfer from Savings', 1500), 'Internal Transfer'],
    [out('Live Better Round-up Transfer', 1.21), 'Savings'],
    [out('INVESTMENT SEC   TRANSFER   A5144608        WEB ID: 1234456789', 150), 'Investments'],
    [out('ATM WITHDRAWAL                       001234  03/8888 DELANC', 60), 'Cash Withdrawal'],
    [out('Debicheck Payment (): Capfin (008577288C0002)', 1175.56), 'Loan Payment'],
  ])('%j → Transfer / %s', (input, subcategory) => {
    const r = new Tagger().categorize(input);
    expect(r).toMatchObject({ category: TRANSFER, subcategory, source: 'knowledge' });
    expect(isSpending(r.category, input.amountCents)).toBe(false);
  });

  it('a payment to a person is probably a transfer, but Tag asks', () => {
    expect(new Tagger().categorize(out('ZELLE TO JOHN SMITH', 40))).toMatchObject({
      category: TRANSFER,
      subcategory: 'Person to Person',
      needsUserInput: true,
      merchant: 'John Smith',
    });
  });

  it('the fee for a withdrawal is spending, the withdrawal is not', () => {
    const tagger = new Tagger();
    expect(tagger.categorize(out('ATM Cash Withdrawal Fee', 9.75)).category).toBe('Fees & Charges');
    expect(tagger.categorize(out('ATM Cash Withdrawal Absa Mall Of Africa 1 Johannesburg Gtza', 50)).category).toBe(TRANSFER);
    expect(isSpending('Fees & Charges', -975)).toBe(true);
  });

  it('housing and car loans stay spending', () => {
    expect(new Tagger().categorize(out('WELLS FARGO HOME MTG PAYMENT', 2100))).toMatchObject({ category: 'Housing', subcategory: 'Mortgage' });
    expect(new Tagger().categorize(out('TOYOTA FINANCIAL AUTO LOAN PAYMENT', 389))).toMatchObject({ category: 'Transportation', subcategory: 'Auto Payment' });
  });
});

describe('income and refunds by sign and wording', () => {
  it.each([
    [inn('PAYROLL ACME CORP DIR DEP', 3125.4), 'Salary'],
    [inn('Biweekly Paycheck', 2210), 'Salary'],
    [inn('INTEREST PAID', 1.24), 'Interest'],
    [inn('Int On Credit Balance', 41.15), 'Interest'],
    [inn('AMAZON.COM REFUND', 25.99), 'Refund'],
    [inn('TARGET T-1842', 15), 'Refund'],
    [inn('#Rev Slow Lounges Fee #Slow Lounge Fee Rev', 300), 'Refund'],
    [inn('Payment Received Dispute Cartrack', 200), 'Refund'],
  ])('%j → Income / %s', (input, subcategory) => {
    expect(new Tagger().categorize(input)).toMatchObject({ category: 'Income', subcategory });
  });

  it('money coming in that nothing explains is Other Income, and Tag asks', () => {
    expect(new Tagger().categorize(inn('XYZZY HOLDINGS 88', 50))).toEqual({
      category: 'Income',
      subcategory: 'Other Income',
      confidence: 0.6,
      source: 'sign',
      merchant: 'Xyzzy Holdings',
      merchantKey: 'xyzzy holdings',
      needsUserInput: true,
    });
  });

  it('income words on money going out are not income', () => {
    expect(new Tagger().categorize(out('REFUND', 5)).category).not.toBe('Income');
    expect(new Tagger().categorize(out('INTEREST CHARGE ON PURCHASES', 12.5))).toMatchObject({ category: 'Fees & Charges', subcategory: 'Bank Fees' });
  });
});

describe('every answer', () => {
  it('is one of the 11 categories, Transfer or Uncategorized, with a subcategory of its own', () => {
    const tagger = new Tagger();
    const inputs = [
      out('STARBUCKS STORE 1234', 5),
      inn('PAYMENT THANK YOU', 5),
      out('XYZZY', 5),
      inn('XYZZY', 5),
      out('LUFTHANSA 22', 5),
      out('SMS Notification Fee', 0.4),
      out('Magtape Debit Discinsure-', 61.85),
      out('POS Purchase Dischem Ballito Lif  * 08 Oct', 525),
    ];
    for (const input of inputs) {
      const r = tagger.categorize(input);
      expect(r.category === UNCATEGORIZED || isTagCategory(r.category)).toBe(true);
      expect(isTagSubcategory(r.category, r.subcategory)).toBe(true);
      expect(r.needsUserInput).toBe(r.confidence < REVIEW_CONFIDENCE || r.category === UNCATEGORIZED);
    }
  });
});
