// Issue 15's category migration as one pure mapping: what an existing row's category becomes once
// Fees & Charges, Personal Care, Education, Gifts & Donations and Taxes exist. Migration 0024's SQL
// moves the two subcategories (rows, rules, patterns, budgets); services/backfill.ts applies the rest to
// stored rows through migrateRowCategory, so the rule is written once and unit-tested here.
import { lookupKnowledge } from './keywords.ts';

export interface CategoryChoice {
  category: string;
  subcategory: string | null;
}

/** A stored row as the migration reads it; `source` is its categorization_source. */
export interface StoredCategorization extends CategoryChoice {
  description: string;
  amountCents: number;
  source: string;
  userCorrected: boolean;
}

export const NEW_CATEGORIES: ReadonlySet<string> = new Set(['Fees & Charges', 'Personal Care', 'Education', 'Gifts & Donations', 'Taxes']);

/** Subcategories that changed parent, keeping their name (what 0024_categories.sql does in SQL). */
export const MOVED_SUBCATEGORIES: readonly { from: string; subcategory: string; to: string }[] = [
  { from: 'Shopping', subcategory: 'Gifts', to: 'Gifts & Donations' },
  { from: 'Housing', subcategory: 'Property Tax', to: 'Taxes' },
];

/**
 * The sources that were Tag reading the text (its knowledge base, or the bank's own column, which
 * had no better place for a fee than a stand-in). Every other source is someone's decision: the
 * user's correction, their rule, a pattern learned from their corrections, the model of their
 * history. Those are never re-read.
 */
const REREAD_SOURCES: ReadonlySet<string> = new Set(['knowledge', 'bank']);

/** The new parent of a moved subcategory, or null when the pair did not move. */
export function movedSubcategory(category: string, subcategory: string | null): CategoryChoice | null {
  const m = MOVED_SUBCATEGORIES.find((x) => x.from === category && x.subcategory === subcategory);
  return m ? { category: m.to, subcategory: m.subcategory } : null;
}

/**
 * What the migration makes of one row, or null when it stays as it is. A moved subcategory follows
 * its new parent whoever chose it (the user's choice of "Gifts" is still "Gifts"). A row Tag filed
 * from the text (not corrected by the user) is read again, and moves when the knowledge base now
 * puts it in one of the new categories: bank fees out of Business › Professional Services, salons
 * out of Health & Fitness. Rows whose category anything else decided keep it.
 */
export function migrateRowCategory(row: StoredCategorization): CategoryChoice | null {
  const moved = movedSubcategory(row.category, row.subcategory);
  if (row.userCorrected || !REREAD_SOURCES.has(row.source)) return moved;
  const now = moved ?? row;
  const k = lookupKnowledge(row.description, row.amountCents);
  if (!k || !NEW_CATEGORIES.has(k.category) || (k.category === now.category && k.subcategory === now.subcategory)) return moved;
  return { category: k.category, subcategory: k.subcategory };
}
