// A bank's own category column ("Category" in Chase, Amex, Capital One and Mint-style exports) read
// as evidence: mapped to our taxonomy through the labels we know (label-map.ts), our own category
// and subcategory names, and the common bank wordings below. An unknown label maps to nothing.
import { CATEGORIES } from './categories.ts';
import { ALL_LABELS, mapLabel, type MappedLabel } from './label-map.ts';
import { BANK_FEES, TRANSFER, TRANSFER_SUBCATEGORIES } from './taxonomy.ts';

const to = (category: string, subcategory: string | null = null): MappedLabel => ({ category, subcategory });

/** Banks' wordings (normalized: lower case, letters and digits, single spaces). */
const BANK_WORDS: Record<string, MappedLabel> = {
  'food drink': to('Food & Dining'),
  'food and drink': to('Food & Dining'),
  dining: to('Food & Dining'),
  restaurants: to('Food & Dining', 'Restaurants'),
  'restaurant bar cafe': to('Food & Dining', 'Restaurants'),
  'merchandise supplies groceries': to('Food & Dining', 'Groceries'),
  groceries: to('Food & Dining', 'Groceries'),
  gas: to('Transportation', 'Gas & Fuel'),
  'gas fuel': to('Transportation', 'Gas & Fuel'),
  'gas stations': to('Transportation', 'Gas & Fuel'),
  automotive: to('Transportation'),
  'transportation fuel': to('Transportation', 'Gas & Fuel'),
  'travel airline': to('Recreation', 'Travel'),
  'travel lodging': to('Recreation', 'Hotels'),
  travel: to('Recreation', 'Travel'),
  airfare: to('Recreation', 'Travel'),
  lodging: to('Recreation', 'Hotels'),
  shopping: to('Shopping'),
  merchandise: to('Shopping'),
  'general merchandise': to('Shopping'),
  'bills utilities': to('Utilities'),
  'bills and utilities': to('Utilities'),
  utilities: to('Utilities'),
  'phone cable': to('Utilities', 'Internet'),
  entertainment: to('Entertainment'),
  'health wellness': to('Health & Fitness'),
  healthcare: to('Health & Fitness'),
  'health care': to('Health & Fitness'),
  medical: to('Health & Fitness', 'Doctor'),
  home: to('Housing'),
  'home improvement': to('Housing', 'Home Maintenance'),
  'professional services': to('Business', 'Professional Services'),
  'fees adjustments': to(BANK_FEES.category, BANK_FEES.subcategory),
  'fees and adjustments': to(BANK_FEES.category, BANK_FEES.subcategory),
  fees: to(BANK_FEES.category, BANK_FEES.subcategory),
  insurance: to('Insurance'),
  'gifts donations': to('Gifts & Donations'),
  education: to('Education'),
  'personal care': to('Personal Care'),
  taxes: to('Taxes'),
  'bank fees': to(BANK_FEES.category, BANK_FEES.subcategory),
  payment: to(TRANSFER, 'Credit Card Payment'),
  'payment credit': to(TRANSFER, 'Credit Card Payment'),
  payments: to(TRANSFER, 'Credit Card Payment'),
  'credit card payment': to(TRANSFER, 'Credit Card Payment'),
  transfer: to(TRANSFER, 'Internal Transfer'),
  transfers: to(TRANSFER, 'Internal Transfer'),
  paycheck: to('Income', 'Salary'),
  payroll: to('Income', 'Salary'),
  salary: to('Income', 'Salary'),
  income: to('Income'),
  interest: to('Income', 'Interest'),
  refund: to('Income', 'Refund'),
  refunds: to('Income', 'Refund'),
};

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const OURS = new Map<string, MappedLabel>();
for (const [category, subs] of Object.entries(CATEGORIES)) {
  OURS.set(norm(category), to(category));
  for (const s of subs) if (!OURS.has(norm(s))) OURS.set(norm(s), to(category, s));
}
for (const s of TRANSFER_SUBCATEGORIES) OURS.set(norm(s), to(TRANSFER, s));

/** Our category for a bank's label, or null when the label says nothing we can use. */
export function bankCategoryOf(label: string | null | undefined): MappedLabel | null {
  if (!label) return null;
  const n = norm(label);
  if (n === '' || n === 'other' || n === 'uncategorized' || n === 'miscellaneous' || n === 'personal') return null;
  return BANK_WORDS[n] ?? OURS.get(n) ?? mapLabel(ALL_LABELS, label.trim()) ?? null;
}
