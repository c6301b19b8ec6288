import { describe, expect, it } from 'vitest';
import { CATEGORIES, UNCATEGORIZED, isSubcategoryOf } from '../../core/tag/categories.ts';
import { categorizeByKeywords } from '../../core/tag/keywords.ts';

// [description as a bank prints it, amount in cents, category, subcategory, merchant]
const TABLE: [string, number, string, string, string | null][] = [
  ['STARBUCKS STORE 1234', -575, 'Food & Dining', 'Coffee Shops', 'Starbucks'],
  ['SQ *BLUE BOTTLE COFFEE 8472', -650, 'Food & Dining', 'Coffee Shops', 'Blue Bottle Coffee'],
  ["MCDONALD'S F8842", -947, 'Food & Dining', 'Fast Food', "McDonald's"],
  ['CHIPOTLE 1123', -1385, 'Food & Dining', 'Fast Food', 'Chipotle'],
  ['WHOLEFDS MKT #10234', -8742, 'Food & Dining', 'Groceries', 'Whole Foods Market'],
  ["TRADER JOE'S #552", -6418, 'Food & Dining', 'Groceries', "Trader Joe's"],
  ['TRADER JOE S #552 QPS', -6418, 'Food & Dining', 'Groceries', "Trader Joe's"],
  ['KROGER #0421', -7356, 'Food & Dining', 'Groceries', 'Kroger'],
  ['COSTCO WHSE #0478', -15633, 'Food & Dining', 'Groceries', 'Costco'],
  ['WAL-MART SUPERCENTER #2231', -4521, 'Food & Dining', 'Groceries', 'Walmart'],
  ['TESCO STORES 2041', -2345, 'Food & Dining', 'Groceries', 'Tesco'],
  ["SAINSBURY'S S/MKTS", -4510, 'Food & Dining', 'Groceries', "Sainsbury's"],
  ['DD *DOORDASH THAIBASIL', -3264, 'Food & Dining', 'Food Delivery', 'DoorDash'],
  ['UBER   *EATS PENDING', -2410, 'Food & Dining', 'Food Delivery', 'Uber Eats'],
  ['GRUBHUB*PIZZERIADELFINA', -2800, 'Food & Dining', 'Food Delivery', 'Grubhub'],
  ['UBER *TRIP HELP.UBER.COM', -2310, 'Transportation', 'Ride Share', 'Uber'],
  ['LYFT *RIDE SUN 4PM', -1740, 'Transportation', 'Ride Share', 'Lyft'],
  ['SHELL OIL 57444215', -4820, 'Transportation', 'Gas & Fuel', 'Shell'],
  ['CHEVRON 0203456', -5103, 'Transportation', 'Gas & Fuel', 'Chevron'],
  ['COSTCO GAS #0478', -5500, 'Transportation', 'Gas & Fuel', 'Costco Gas'],
  ['AMAZON.COM*2K4L81 AMZN.COM/BILL', -4299, 'Shopping', 'Online Shopping', 'Amazon'],
  ['AMZN Mktp US*7Y3RT21', -1999, 'Shopping', 'Online Shopping', 'Amazon'],
  ['TARGET T-1842', -3612, 'Shopping', 'Home Goods', 'Target'],
  ['NETFLIX.COM', -1549, 'Entertainment', 'Streaming', 'Netflix'],
  ['HULU 877-8244858', -1799, 'Entertainment', 'Streaming', 'Hulu'],
  ['DISNEY PLUS', -1399, 'Entertainment', 'Streaming', 'Disney+'],
  ['Disney+ subscription', -1399, 'Entertainment', 'Streaming', 'Disney+'],
  ['SPOTIFY USA', -1099, 'Entertainment', 'Music', 'Spotify'],
  ['COMCAST CABLE COMMUNICATIONS', -7999, 'Utilities', 'Internet', 'Comcast Xfinity'],
  ['VERIZON WIRELESS PAYMENT', -8500, 'Utilities', 'Mobile Phone', 'Verizon'],
  ['AT&T *PAYMENT', -7000, 'Utilities', 'Mobile Phone', 'AT&T'],
  ['PG&E WEB ONLINE PAYMENT', -11236, 'Utilities', 'Electricity', 'PG&E'],
  ['CITY WATER DEPT UTILITY PMT', -5400, 'Utilities', 'Water', null],
  ['RENT PAYMENT OAKWOOD APARTMENTS', -195000, 'Housing', 'Rent', null],
  ['WELLS FARGO HOME MTG PAYMENT', -210000, 'Housing', 'Mortgage', null],
  ['CVS/PHARMACY #4411', -1847, 'Health & Fitness', 'Pharmacy', 'CVS Pharmacy'],
  ['WALGREENS #7717', -1289, 'Health & Fitness', 'Pharmacy', 'Walgreens'],
  ['PLANET FITNESS CLUB FEES', -2499, 'Health & Fitness', 'Gym', 'Planet Fitness'],
  ['IRON TEMPLE GYM MONTHLY', -4500, 'Health & Fitness', 'Gym', null],
  ['DELTA DENTAL OF CA', -3000, 'Health & Fitness', 'Dentist', 'Delta Dental'],
  ['GEICO *AUTO', -12850, 'Insurance', 'Auto Insurance', 'GEICO'],
  ['STATE FARM RO 08 BILLING', -9800, 'Insurance', 'Auto Insurance', 'State Farm'],
  ['DELTA AIR LINES 0062347781', -38900, 'Recreation', 'Travel', 'Delta Air Lines'],
  ['UNITED 0162345678901', -41200, 'Recreation', 'Travel', 'United Airlines'],
  ['AIRBNB * HMQ2XJ8', -31000, 'Recreation', 'Hotels', 'Airbnb'],
  ['MARRIOTT DOWNTOWN CHICAGO', -52000, 'Recreation', 'Hotels', 'Marriott'],
  ['ADOBE *CREATIVE CLOUD', -2299, 'Business', 'Software', 'Adobe'],
  ['GITHUB, INC.', -400, 'Business', 'Software', 'GitHub'],
  ['AWS EMEA aws.amazon.co', -1234, 'Business', 'Software', 'Amazon Web Services'],
  ['AMAZON WEB SERVICES', -1234, 'Business', 'Software', 'Amazon Web Services'],
  ['GOOGLE *GSUITE_acme.io', -1200, 'Business', 'Software', 'Google Workspace'],
  ['GOOGLE WORKSPACE', -1200, 'Business', 'Software', 'Google Workspace'],
  ['STARBUCKS1234 SEATTLE', -575, 'Food & Dining', 'Coffee Shops', 'Starbucks'],
];

describe('categorizeByKeywords: spending', () => {
  it.each(TABLE)('%s → %s / %s', (description, cents, category, subcategory, merchant) => {
    const r = categorizeByKeywords(description, cents);
    expect({ category: r.category, subcategory: r.subcategory, merchant: r.merchant }).toEqual({ category, subcategory, merchant });
    expect(r.source).toBe('keywords');
    expect(r.confidence).toBeGreaterThanOrEqual(0.8);
  });

  it('only ever answers with the 11 categories and their own subcategories', () => {
    for (const [description, cents] of TABLE) {
      const r = categorizeByKeywords(description, cents);
      expect(Object.keys(CATEGORIES)).toContain(r.category);
      if (r.subcategory !== null) expect(isSubcategoryOf(r.category, r.subcategory)).toBe(true);
    }
  });

  it('is surer of a named merchant than of a generic word', () => {
    expect(categorizeByKeywords('STARBUCKS STORE 1234', -500).confidence).toBeGreaterThanOrEqual(0.9);
    const generic = categorizeByKeywords('CORNER COFFEE HOUSE', -500);
    expect(generic).toMatchObject({ category: 'Food & Dining', subcategory: 'Coffee Shops', merchant: null });
    expect(generic.confidence).toBeGreaterThanOrEqual(0.8);
    expect(generic.confidence).toBeLessThan(0.9);
  });
});

describe('categorizeByKeywords: money coming in', () => {
  it.each([
    ['PAYROLL ACME CORP DIR DEP', 312540, 'Salary'],
    ['ACME CORP SALARY', 250000, 'Salary'],
    ['DIRECT DEPOSIT ACME', 245000, 'Salary'],
    ['INTEREST PAYMENT', 124, 'Interest'],
    ['REFUND - ORDER 1234', 1999, 'Refund'],
    ['IRS TREAS 310 TAX REF', 84000, 'Refund'],
  ])('%s (+%d) → Income / %s', (description, cents, sub) => {
    expect(categorizeByKeywords(description, cents)).toMatchObject({ category: 'Income', subcategory: sub, source: 'keywords' });
  });

  it('a known shop paying money back is a refund that keeps the merchant', () => {
    expect(categorizeByKeywords('AMAZON.COM REFUND', 2599)).toMatchObject({ category: 'Income', subcategory: 'Refund', merchant: 'Amazon' });
    const r = categorizeByKeywords('TARGET T-1842', 1500);
    expect(r).toMatchObject({ category: 'Income', subcategory: 'Refund', merchant: 'Target' });
    expect(r.confidence).toBeGreaterThanOrEqual(0.8);
  });

  it('other money coming in is Other Income at 0.6, so the user is asked', () => {
    expect(categorizeByKeywords('TRANSFER FROM SAVINGS 4412', 50000)).toEqual({
      category: 'Income',
      subcategory: 'Other Income',
      confidence: 0.6,
      source: 'sign',
      merchant: null,
    });
  });

  it('income words on money going out are not income', () => {
    expect(categorizeByKeywords('INTEREST CHARGE ON PURCHASES', -1250).category).not.toBe('Income');
    expect(categorizeByKeywords('REFUND', -500).category).not.toBe('Income');
  });
});

describe('categorizeByKeywords: unknown', () => {
  it.each(['ZELLE TO JOHN SMITH', 'CHECK #1234', 'POS DEBIT 8812 XYZZY LLC', ''])('%j is Uncategorized with confidence 0', (d) => {
    expect(categorizeByKeywords(d, -1000)).toEqual({ category: UNCATEGORIZED, subcategory: null, confidence: 0, source: 'none', merchant: null });
  });

  it('does not read a state code or a city as a merchant', () => {
    expect(categorizeByKeywords('JOES PLACE BALTIMORE MD', -2000).category).toBe(UNCATEGORIZED);
    expect(categorizeByKeywords('MARIOS COSTA MESA CA', -2000).category).toBe(UNCATEGORIZED);
  });
});
