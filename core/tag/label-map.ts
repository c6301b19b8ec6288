// How the labeled benchmark sets' own labels map to Tag's taxonomy (the categories of
// core/tag/categories.ts plus Transfer). Used by the accuracy benchmark (scoring) and by
// `npm run categorize -- --train FILE` (learning from labeled rows as if they were corrections).
//
// A label maps to a category and, when the label is as specific as one of our subcategories, to
// that subcategory; a broader label maps to (category, null) and is then scored on the category
// only. A label that names a payment mechanism rather than what the money was for maps to null and
// is left out of the scores (and reported as excluded).
import { BANK_FEES, PERSONAL_CARE, TRANSFER } from './taxonomy.ts';

export interface MappedLabel {
  category: string;
  subcategory: string | null;
}

type LabelMap = Readonly<Record<string, MappedLabel | null>>;

const to = (category: string, subcategory: string | null = null): MappedLabel => ({ category, subcategory });
const FEES = to(BANK_FEES.category, BANK_FEES.subcategory);
const CARE = to(PERSONAL_CARE.category, PERSONAL_CARE.subcategory);

/** us_personal_transactions (22 Mint-style labels, `Category` column). */
export const US_LABELS: LabelMap = {
  'Alcohol & Bars': to('Food & Dining', 'Alcohol & Bars'),
  'Auto Insurance': to('Insurance', 'Auto Insurance'),
  'Coffee Shops': to('Food & Dining', 'Coffee Shops'),
  // paying the card from checking (debit) and the card receiving it (credit): one transfer each side
  'Credit Card Payment': to(TRANSFER, 'Credit Card Payment'),
  // Mint's "Electronics & Software" (Best Buy) is a shop for devices
  'Electronics & Software': to('Shopping', 'Electronics'),
  // Mint's parent categories: ours too, without a subcategory
  Entertainment: to('Entertainment'),
  'Fast Food': to('Food & Dining', 'Fast Food'),
  'Food & Dining': to('Food & Dining'),
  'Gas & Fuel': to('Transportation', 'Gas & Fuel'),
  Groceries: to('Food & Dining', 'Groceries'),
  Haircut: to(PERSONAL_CARE.category, 'Hair & Beauty'),
  'Home Improvement': to('Housing', 'Home Maintenance'),
  Internet: to('Utilities', 'Internet'),
  'Mobile Phone': to('Utilities', 'Mobile Phone'),
  // one label for two of our subcategories: category only
  'Mortgage & Rent': to('Housing'),
  // hard: "Movies & DVDs" holds cinema tickets and streaming (Netflix, Amazon Video); Movies is the label's intent
  'Movies & DVDs': to('Entertainment', 'Movies'),
  Music: to('Entertainment', 'Music'),
  Paycheck: to('Income', 'Salary'),
  Restaurants: to('Food & Dining', 'Restaurants'),
  Shopping: to('Shopping'),
  // Mint's "Television" is streaming and cable TV subscriptions (Netflix here)
  Television: to('Entertainment', 'Streaming'),
  Utilities: to('Utilities'),
};

/** za_bank_transactions (44 labels, `label` column). */
export const ZA_LABELS: LabelMap = {
  // hard: cash taken out is money moved to the wallet, not yet spent: Transfer › Cash Withdrawal
  'ATM and Cash Withdrawal': to(TRANSFER, 'Cash Withdrawal'),
  Alcohol: to('Food & Dining', 'Alcohol & Bars'),
  'Auto Insurance': to('Insurance', 'Auto Insurance'),
  'Bank Charges and Fees': FEES,
  // payments to and from people and own accounts, not told apart by the data: Transfer, no subcategory
  'Bank Transfer': to(TRANSFER),
  'Cash Deposit': to('Income', 'Other Income'),
  'Cellular Data Purchase': to('Utilities', 'Mobile Phone'),
  Clothing: to('Shopping', 'Clothing'),
  Coffee: to('Food & Dining', 'Coffee Shops'),
  // a payment mechanism (a direct debit), not a purpose: excluded from the scores
  'Debit Order': null,
  Donation: to('Gifts & Donations', 'Charity'),
  // restaurants, cafés, takeaways and delivery together: category only
  'Eating Out': to('Food & Dining'),
  Education: to('Education'),
  'Electronics and Appliances': to('Shopping', 'Electronics'),
  Entertainment: to('Entertainment'),
  'Fast Food & Takeouts': to('Food & Dining', 'Fast Food'),
  Fuel: to('Transportation', 'Gas & Fuel'),
  // lottery tickets and betting: Entertainment › Games (MCC 7995 is grouped with games)
  Gambling: to('Entertainment', 'Games'),
  'General Insurance': to('Insurance'),
  // hard: a loan's repayment moves money to a liability account, like a card payment
  'General Loan Repayment': to(TRANSFER, 'Loan Payment'),
  // hard: a catch-all of small shop purchases (convenience stores, kiosks, garages): Shopping
  'General Purchases': to('Shopping'),
  Groceries: to('Food & Dining', 'Groceries'),
  'Health Insurance': to('Insurance', 'Health Insurance'),
  'Health and Medical': to('Health & Fitness'),
  'Holidays and Travel': to('Recreation', 'Travel'),
  'Home and Garden': to('Housing', 'Home Maintenance'),
  'Insufficient Funds Fee': FEES,
  'Interest Received': to('Income', 'Interest'),
  // interest charged on an overdraft: a bank charge
  'Interest Repayment': FEES,
  // hard: money into investments is a transfer to the user's own investment account
  Investments: to(TRANSFER, 'Investments'),
  'Life Insurance': to('Insurance', 'Life Insurance'),
  'Online Purchase': to('Shopping', 'Online Shopping'),
  Parking: to('Transportation', 'Parking'),
  'Personal Care': CARE,
  Refund: to('Income', 'Refund'),
  Restaurants: to('Food & Dining', 'Restaurants'),
  // a debit order the bank paid back after a dispute
  'Returned Debit Order': to('Income', 'Refund'),
  'Savings Transfer': to(TRANSFER, 'Savings'),
  'Spend Limit Exceeded Fee': FEES,
  Sport: to('Health & Fitness', 'Sports'),
  // video and app-store subscriptions (Netflix, Disney+, DStv, Apple.com/bill)
  Subscriptions: to('Entertainment', 'Streaming'),
  // hard: no category for tobacco; it is a shop purchase
  'Tobacco & Smoking': to('Shopping'),
  Transport: to('Transportation'),
};

/** The mapped label, null when the label is excluded, undefined when the label is unknown. */
export function mapLabel(map: LabelMap, label: string): MappedLabel | null | undefined {
  return Object.hasOwn(map, label) ? map[label] : undefined;
}

/** Both sets' maps together (the US and ZA label names do not clash in meaning where they overlap). */
export const ALL_LABELS: LabelMap = { ...ZA_LABELS, ...US_LABELS };
