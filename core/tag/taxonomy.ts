// Tag's classifications beyond the spending/income categories of core/tag/categories.ts.
import { CATEGORIES, isSubcategoryOf } from './categories.ts';

/**
 * Money that moves between the user's own accounts, pays a credit card or a loan, or goes to
 * savings, investments or cash: not spending and not income, so reports keep it out of both.
 */
export const TRANSFER = 'Transfer';

export const TRANSFER_SUBCATEGORIES = [
  'Credit Card Payment',
  'Internal Transfer',
  'Savings',
  'Investments',
  'Loan Payment',
  'Cash Withdrawal',
  'Person to Person',
] as const;
export type TransferSubcategory = (typeof TRANSFER_SUBCATEGORIES)[number];

/**
 * Bank charges (monthly account fees, SMS and ATM fees, unpaid-item and overdraft fees, interest
 * charged on an overdraft). Until issue 15 they went to Business › Professional Services; the
 * migration 0024 and services/backfill.ts move the rows Tag filed there. Changing this one constant moves
 * the knowledge base and the benchmark's label map together.
 */
export const BANK_FEES = { category: 'Fees & Charges', subcategory: 'Bank Fees' } as const;

/** Haircuts, barbers, beauty salons, spas (until issue 15 they went to Health & Fitness); the subcategory is per phrase. */
export const PERSONAL_CARE = { category: 'Personal Care', subcategory: null } as const;

/** A category Tag may answer with: those of core/tag/categories.ts, or Transfer. */
export function isTagCategory(name: string): boolean {
  return name === TRANSFER || Object.hasOwn(CATEGORIES, name);
}

/** A subcategory that belongs to its category (null always does). */
export function isTagSubcategory(category: string, sub: string | null): boolean {
  if (sub === null) return true;
  if (category === TRANSFER) return (TRANSFER_SUBCATEGORIES as readonly string[]).includes(sub);
  return isSubcategoryOf(category, sub);
}

/** Transfers are neither spending nor income. */
export function isSpending(category: string, amountCents: number): boolean {
  return category !== TRANSFER && category !== 'Income' && amountCents < 0;
}
