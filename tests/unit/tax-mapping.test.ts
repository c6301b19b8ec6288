// Business spending to Schedule C lines and HMRC groups: category first, keywords second, with a
// confidence and the evidence; a generated set of real-world descriptions in several languages.
import { describe, expect, it } from 'vitest';
import { keywordConcept } from '../../core/tax/concepts.ts';
import { scheduleCLine } from '../../core/tax/schedule-c.ts';
import { lineTotals, taxSuggestions } from '../../core/tax/suggest.ts';
import { ukExpenseGroup } from '../../core/tax/uk-expenses.ts';
import { mulberry32 } from '../../core/seeded-random.ts';

const tx = (description: string, category = 'Uncategorized', subcategory: string | null = null, merchant: string | null = null) => ({
  description,
  merchant,
  category,
  subcategory,
});

describe('by category first', () => {
  it.each([
    ['Business', 'Advertising', 'advertising', 'advertising'],
    ['Business', 'Office Supplies', 'office_expense', 'office_phone'],
    ['Business', 'Software', 'office_expense', 'office_phone'],
    ['Transportation', 'Gas & Fuel', 'car_and_truck', 'car_van_travel'],
    ['Recreation', 'Hotels', 'travel', 'car_van_travel'],
    ['Food & Dining', 'Restaurants', 'meals', 'car_van_travel'],
    ['Utilities', 'Electricity', 'utilities', 'premises'],
    ['Utilities', 'Internet', 'utilities', 'office_phone'],
    ['Housing', 'Rent', 'rent', 'premises'],
    ['Insurance', 'Home Insurance', 'insurance', 'premises'],
  ])('%s › %s → US %s, UK %s', (category, sub, us, uk) => {
    const u = scheduleCLine(tx('ACME 1234', category, sub));
    expect(u.line).toBe(us);
    expect(u.evidence[0]).toContain(`category ${category} › ${sub}`);
    expect(ukExpenseGroup(tx('ACME 1234', category, sub)).line).toBe(uk);
  });

  it('a strong category outweighs a keyword, and says so', () => {
    const s = scheduleCLine(tx('STARBUCKS PROMO FLYERS', 'Business', 'Advertising'));
    expect(s.line).toBe('advertising');
    expect(s.evidence.join(' ')).toMatch(/keyword "starbucks" suggested meals, the category outweighs it/);
  });

  it('agreement raises the confidence; UK meals are flagged as rarely allowable', () => {
    const alone = scheduleCLine(tx('ACME', 'Food & Dining', 'Restaurants'));
    const agreed = scheduleCLine(tx('RESTAURANT LE PETIT', 'Food & Dining', 'Restaurants'));
    expect(agreed.confidence).toBeGreaterThan(alone.confidence);
    const uk = ukExpenseGroup(tx('RESTAURANT LE PETIT', 'Food & Dining', 'Restaurants'));
    expect(uk.confidence).toBeLessThan(0.5);
    expect(uk.evidence.join(' ')).toMatch(/entertaining clients is not allowable/);
  });

  it('bank fees have their own category now (Fees & Charges): other expenses in the US, bank charges in the UK', () => {
    const s = scheduleCLine(tx('MONTHLY SERVICE CHARGE', 'Fees & Charges', 'Bank Fees'));
    expect(s.line).toBe('other');
    expect(s.evidence[0]).toMatch(/Fees & Charges › Bank Fees/);
    expect(ukExpenseGroup(tx('MONTHLY SERVICE CHARGE', 'Fees & Charges', 'Bank Fees')).line).toBe('interest_bank');
    expect(scheduleCLine(tx('SMITH & JONES LLP', 'Business', 'Professional Services')).line).toBe('legal_professional');
    expect(scheduleCLine(tx('COURSERA', 'Education', 'Courses & Training')).line).toBe('other');
  });
});

describe('keywords second, in several languages', () => {
  it.each([
    ['RECHTSANWALT MÜLLER RECHNUNG 2231', 'legal_professional', 'professional_fees'],
    ['Café de Flore Paris', 'meals', 'car_van_travel'],
    ['Frais bancaires trimestre', 'other', 'interest_bank'],
    ['LUFTHANSA 2201234567', 'travel', 'car_van_travel'],
    ['ARAL Tankstelle 4411', 'car_and_truck', 'car_van_travel'],
    ['Vodafone GmbH Mobilfunk', 'utilities', 'office_phone'],
    ['WEWORK LONDON', 'rent', 'premises'],
    ['UPWORK -REF 99812', 'contract_labor', 'staff_costs'],
    ['Alquiler oficina marzo', 'rent', 'premises'],
    ['Seguro responsabilidad civil', 'insurance', 'premises'],
    ['GOOGLE *ADS1234 / google ads', 'advertising', 'advertising'],
    ['STAPLES 00123', 'office_expense', 'office_phone'],
  ])('%s → US %s, UK %s', (description, us, uk) => {
    const s = scheduleCLine(tx(description));
    expect(s.line).toBe(us);
    expect(s.evidence[0]).toMatch(/merchant keyword/);
    expect(ukExpenseGroup(tx(description)).line).toBe(uk);
  });

  it('nothing recognised: other, low confidence, says so', () => {
    const s = scheduleCLine(tx('XQZ 88127 POS'));
    expect(s).toMatchObject({ line: 'other', confidence: 0.2 });
    expect(s.evidence[0]).toMatch(/nothing recognised/);
  });

  it('a generated set: real-world noise around each keyword still finds it', () => {
    const rnd = mulberry32(15);
    const cases: [string, string][] = [
      ['uber eats', 'meals'],
      ['doordash', 'meals'],
      ['mailchimp', 'advertising'],
      ['fiverr', 'contractors'],
      ['steuerberater', 'professional'],
      ['hiscox', 'insurance'],
      ['regus', 'rent'],
      ['fedex', 'postage'],
      ['adobe', 'software'],
      ['office depot', 'office'],
      ['home depot', 'supplies'],
      ['ryanair', 'travel'],
      ['lyft', 'local_transport'],
      ['exxonmobil', 'vehicle'],
      ['comcast', 'phone_internet'],
      ['octopus energy', 'power'],
      ['plumber', 'repairs'],
      ['abogado', 'professional'],
      ['publicité', 'advertising'],
      ['gasolinera', 'vehicle'],
    ];
    const prefixes = ['POS ', 'CARD PURCHASE ', 'SQ *', 'PAYPAL *', '', 'DEBIT ', 'VISA 4421 '];
    const suffixes = [' 0042', ' #1182', ' LONDON GB', ' NEW YORK NY', '', ' 2026-03-01', ' REF 88AC1'];
    let n = 0;
    for (let round = 0; round < 10; round++) {
      for (const [word, concept] of cases) {
        const p = prefixes[Math.floor(rnd() * prefixes.length)]!;
        const s = suffixes[Math.floor(rnd() * suffixes.length)]!;
        const text = rnd() < 0.5 ? `${p}${word.toUpperCase()}${s}` : `${p}${word}${s}`;
        expect(keywordConcept(text)?.concept, text).toBe(concept);
        const line = scheduleCLine(tx(text));
        expect(line.confidence).toBeGreaterThan(0);
        expect(line.confidence).toBeLessThanOrEqual(1);
        expect(line.evidence.length).toBeGreaterThan(0);
        n++;
      }
    }
    expect(n).toBe(200);
  });
});

describe('which spending is business, and the totals', () => {
  const ledger = [
    {
      id: 'a',
      date: '2026-02-01',
      description: 'GOOGLE ADS',
      merchant: 'Google',
      amountCents: -5000,
      category: 'Business',
      subcategory: 'Advertising',
      account: 'Checking',
    },
    {
      id: 'b',
      date: '2026-02-02',
      description: 'SHELL 123',
      merchant: 'Shell',
      amountCents: -4000,
      category: 'Transportation',
      subcategory: 'Gas & Fuel',
      account: 'Biz Card',
    },
    {
      id: 'c',
      date: '2026-02-03',
      description: 'TESCO',
      merchant: 'Tesco',
      amountCents: -3000,
      category: 'Food & Dining',
      subcategory: 'Groceries',
      account: 'Checking',
    },
    {
      id: 'd',
      date: '2026-02-04',
      description: 'CLIENT LUNCH',
      merchant: null,
      amountCents: -2000,
      category: 'Food & Dining',
      subcategory: 'Restaurants',
      account: 'Checking',
    },
    {
      id: 'e',
      date: '2026-02-05',
      description: 'INVOICE PAID',
      merchant: null,
      amountCents: 100000,
      category: 'Income',
      subcategory: 'Freelance',
      account: 'Biz Card',
    },
    { id: 'f', date: '2025-12-30', description: 'OLD ADS', merchant: null, amountCents: -999, category: 'Business', subcategory: 'Advertising', account: null },
    {
      id: 'g',
      date: '2026-02-06',
      description: 'STAPLES',
      merchant: null,
      amountCents: -1500,
      category: 'Business',
      subcategory: 'Office Supplies',
      account: null,
    },
  ];
  const rows = taxSuggestions('US', ledger, {
    from: '2026-01-01',
    to: '2026-12-31',
    businessAccounts: ['biz card'],
    choices: new Map([
      ['d', 'meals'],
      ['g', 'not_business'],
    ]),
  });

  it("Business category, business accounts and the user's choices; no income, no other year", () => {
    expect(rows.map((r) => [r.transactionId, r.why, r.line])).toEqual([
      ['g', 'you gave it a line', 'not_business'],
      ['d', 'you gave it a line', 'meals'],
      ['b', 'paid from business account Biz Card', 'car_and_truck'],
      ['a', 'Business category', 'advertising'],
    ]);
    expect(rows.find((r) => r.transactionId === 'd')!.chosen).toBe('meals');
  });

  it('totals per line leave out "not business"', () => {
    const t = Object.fromEntries(lineTotals('US', rows).map((l) => [l.line, l.spentCents]));
    expect(t).toMatchObject({ advertising: 5000, car_and_truck: 4000, meals: 2000, office_expense: 0 });
  });
});
