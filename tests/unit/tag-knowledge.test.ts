import { describe, expect, it } from 'vitest';
import { lookupKnowledge } from '../../core/tag/keywords.ts';
import { US_LABELS, ZA_LABELS } from '../../core/tag/label-map.ts';
import { mccCategory, mccChainPhrases, mccDescriptionKeywords } from '../../core/tag/mcc.ts';
import { BANK_FEES, TRANSFER, isTagCategory, isTagSubcategory } from '../../core/tag/taxonomy.ts';

describe('the MCC dictionary', () => {
  it('maps merchant category codes to Tag categories, and leaves out codes with no home', () => {
    expect(mccCategory(5411)).toEqual({ category: 'Food & Dining', subcategory: 'Groceries' });
    expect(mccCategory(5814)).toEqual({ category: 'Food & Dining', subcategory: 'Fast Food' });
    expect(mccCategory(5541)).toEqual({ category: 'Transportation', subcategory: 'Gas & Fuel' });
    expect(mccCategory(3008)).toEqual({ category: 'Recreation', subcategory: 'Travel' }); // Lufthansa
    expect(mccCategory(3649)).toEqual({ category: 'Recreation', subcategory: 'Hotels' }); // Radisson
    expect(mccCategory(6011)).toEqual({ category: TRANSFER, subcategory: 'Cash Withdrawal' });
    expect(mccCategory(6012)).toEqual(BANK_FEES);
    expect(mccCategory(742)).toBeNull(); // veterinary: no category for pets
    expect(mccCategory(8211)).toEqual({ category: 'Education', subcategory: null }); // schools
    expect(mccCategory(8398)).toEqual({ category: 'Gifts & Donations', subcategory: 'Charity' });
    expect(mccCategory(9311)).toEqual({ category: 'Taxes', subcategory: null });
    expect(mccCategory(7230)).toEqual({ category: 'Personal Care', subcategory: 'Hair & Beauty' });
  });

  it('turns chain codes into merchant names and description words into keywords', () => {
    const chains = new Map(mccChainPhrases().map((p) => [p.phrase, p]));
    expect(chains.get('lufthansa')).toMatchObject({ category: 'Recreation', subcategory: 'Travel' });
    expect(chains.get('air france')).toMatchObject({ category: 'Recreation', subcategory: 'Travel' });
    expect(chains.get('days inn')).toMatchObject({ category: 'Recreation', subcategory: 'Hotels' });
    expect(chains.get('thrifty rent-a-car')).toMatchObject({ category: 'Recreation', subcategory: 'Travel' });
    // ordinary words among chain names never stand alone
    for (const w of ['vanguard', 'coach', 'piedmont', 'united', 'budget', 'delta']) expect(chains.has(w)).toBe(false);
    const words = new Map(mccDescriptionKeywords().map((p) => [p.phrase, p]));
    expect(words.get('chiropractors')).toMatchObject({ category: 'Health & Fitness', subcategory: 'Doctor' });
    expect(words.get('bakeries')).toMatchObject({ category: 'Food & Dining', subcategory: 'Groceries' });
    expect(words.has('services')).toBe(false);
  });

  it('feeds the knowledge base', () => {
    expect(lookupKnowledge('LUFTHANSA 2204567781', -81200)).toMatchObject({ category: 'Recreation', subcategory: 'Travel', merchant: 'Lufthansa' });
    expect(lookupKnowledge('NOVOTEL LONDON WEST', -31000)).toMatchObject({ category: 'Recreation', subcategory: 'Hotels' });
    expect(lookupKnowledge('SMITH CHIROPRACTORS PC', -9000)).toMatchObject({ category: 'Health & Fitness', subcategory: 'Doctor' });
  });
});

describe('the knowledge base', () => {
  it('knows South African chains and bank wording', () => {
    expect(lookupKnowledge('POS Purchase Checkers Ballito Ju  * 15 Oct', -176194)).toMatchObject({ category: 'Food & Dining', subcategory: 'Groceries' });
    expect(lookupKnowledge('POS Purchase Mr D Food  * 13 Nov', -18440)).toMatchObject({ category: 'Food & Dining', subcategory: 'Food Delivery' });
    expect(lookupKnowledge('Magtape Debit Vodacom  I6522327', -64605)).toMatchObject({ category: 'Utilities', subcategory: 'Mobile Phone' });
    expect(lookupKnowledge('FNB App Prepaid Airtime', -11000)).toMatchObject({ category: 'Utilities', subcategory: 'Mobile Phone' });
    expect(lookupKnowledge('Card Purchase Insufficient Funds Fee', -40)).toMatchObject({ ...BANK_FEES, kind: 'fee' });
    expect(lookupKnowledge('Int On Debit Balance', -26028)).toMatchObject({ ...BANK_FEES, kind: 'fee' });
  });

  it('can be asked without transfers (the 11 categories only)', () => {
    expect(lookupKnowledge('PAYMENT THANK YOU - WEB', 50000)).toMatchObject({ category: TRANSFER });
    expect(lookupKnowledge('PAYMENT THANK YOU - WEB', 50000, { transfers: false })).toBeNull();
  });
});

describe('the benchmark label map', () => {
  const US = [
    'Alcohol & Bars',
    'Auto Insurance',
    'Coffee Shops',
    'Credit Card Payment',
    'Electronics & Software',
    'Entertainment',
    'Fast Food',
    'Food & Dining',
    'Gas & Fuel',
    'Groceries',
    'Haircut',
    'Home Improvement',
    'Internet',
    'Mobile Phone',
    'Mortgage & Rent',
    'Movies & DVDs',
    'Music',
    'Paycheck',
    'Restaurants',
    'Shopping',
    'Television',
    'Utilities',
  ];
  const ZA = [
    'ATM and Cash Withdrawal',
    'Alcohol',
    'Auto Insurance',
    'Bank Charges and Fees',
    'Bank Transfer',
    'Cash Deposit',
    'Cellular Data Purchase',
    'Clothing',
    'Coffee',
    'Debit Order',
    'Donation',
    'Eating Out',
    'Education',
    'Electronics and Appliances',
    'Entertainment',
    'Fast Food & Takeouts',
    'Fuel',
    'Gambling',
    'General Insurance',
    'General Loan Repayment',
    'General Purchases',
    'Groceries',
    'Health Insurance',
    'Health and Medical',
    'Holidays and Travel',
    'Home and Garden',
    'Insufficient Funds Fee',
    'Interest Received',
    'Interest Repayment',
    'Investments',
    'Life Insurance',
    'Online Purchase',
    'Parking',
    'Personal Care',
    'Refund',
    'Restaurants',
    'Returned Debit Order',
    'Savings Transfer',
    'Spend Limit Exceeded Fee',
    'Sport',
    'Subscriptions',
    'Tobacco & Smoking',
    'Transport',
  ];

  it('maps every label of both sets to a Tag category and one of its subcategories (or leaves it out on purpose)', () => {
    expect(Object.keys(US_LABELS).sort()).toEqual([...US].sort());
    expect(Object.keys(ZA_LABELS).sort()).toEqual([...ZA].sort());
    for (const m of [...Object.values(US_LABELS), ...Object.values(ZA_LABELS)]) {
      if (m === null) continue;
      expect(isTagCategory(m.category)).toBe(true);
      expect(isTagSubcategory(m.category, m.subcategory)).toBe(true);
    }
    expect(ZA_LABELS['Debit Order']).toBeNull();
    expect(US_LABELS['Credit Card Payment']).toEqual({ category: TRANSFER, subcategory: 'Credit Card Payment' });
    expect(ZA_LABELS['Savings Transfer']).toEqual({ category: TRANSFER, subcategory: 'Savings' });
  });
});
