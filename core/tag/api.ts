// Tag's API shapes: corrections, the review queue, rules, learned patterns (server/tag/routes.ts,
// server/transactions/routes.ts).
import type { LedgerChangeDto, TransactionDto } from '../ledger/api.ts';
import type { TagRuleConditions } from './rule-conditions.ts';

/** How a transaction got its category: Tag's layers, or the user ('user'). */
export type CategorizationSource = 'rule' | 'learned' | 'bank' | 'knowledge' | 'model' | 'sign' | 'none' | 'user';

/** GET /api/categories: the 11 categories plus Transfer (kept out of spending and income). */
export interface CategoriesDto {
  categories: { name: string; subcategories: string[]; spending: boolean }[];
}

/**
 * PATCH /api/transactions/:id {category, subcategory}: the correction is stored, the merchant's
 * pattern learned at once, and the other transactions of the same merchant that are not in that
 * category (and that the user did not set by hand) are counted for "Apply to N similar?".
 */
export interface CorrectionResult {
  transaction: TransactionDto;
  similar: { count: number; merchant: string | null };
  /** the change as Undo offers it */
  change: LedgerChangeDto | null;
}

/** POST /api/transactions/:id/apply-similar, POST /api/tag/review/*, POST /api/tag/rules/:id/apply */
export interface UpdatedCount {
  updated: number;
}

/** A rule as stored: checked in `position` order, the first that matches wins. */
export interface TagRuleDto {
  id: string;
  position: number;
  conditions: TagRuleConditions;
  category: string;
  subcategory: string | null;
  /** how many of the user's transactions (not set by hand) the rule matches now */
  matching: number;
  createdAt: string;
}

/** POST /api/tag/rules and PUT /api/tag/rules/:id body. */
export interface TagRuleInput {
  conditions: TagRuleConditions;
  category: string;
  subcategory: string | null;
}

export interface LearnedPatternDto {
  /** the normalized merchant ("blue bottle coffee") */
  pattern: string;
  category: string;
  subcategory: string | null;
  uses: number;
  lastUsed: string;
}

/** GET /api/tag/summary: what Smart Categories shows at the top. */
export interface TagSummaryDto {
  total: number;
  needsReview: number;
  bySource: Record<string, number>;
  rules: number;
  patterns: number;
  /** how many of the user's own categorized transactions the model learns from */
  modelExamples: number;
}
