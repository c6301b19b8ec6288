// Tag's categorization engine. Four layers, asked in order, each answering with a source and a
// confidence:
//   1. rule       the user's explicit rules (description contains, merchant equals, amount range,
//                 sign, account → category and subcategory)
//   2. learned    patterns learned from the user's corrections (normalized merchant → category),
//                 taught at once by one correction
//   3. knowledge  the built-in dictionary of merchants, keywords, bank fees, income and transfer
//                 wording, and the MCC chain names (keywords.ts)
//   4. model      naive Bayes over words and character n-grams, trained on the user's history
// then 'sign' (money coming in that nothing explains is Other Income) and 'none'.
// Below REVIEW_CONFIDENCE (0.8) a result needs the user's input.
import { REVIEW_CONFIDENCE, UNCATEGORIZED } from './categories.ts';
import { normalizeDescription } from '../ledger/dedupe.ts';
import { extractFeatures, FEATURE_WEIGHTS } from './features.ts';
import { lookupKnowledgeTokens, tokenize, type KnowledgeMatch } from './keywords.ts';
import { merchantKey, normalizeMerchant } from './merchant.ts';
import { NaiveBayes, type Prediction, type SerializedModel } from './model.ts';
import { isTagCategory, isTagSubcategory, TRANSFER } from './taxonomy.ts';

import { bankCategoryOf } from './bank-category.ts';
export { TRANSFER, TRANSFER_SUBCATEGORIES, BANK_FEES, isSpending } from './taxonomy.ts';
export { normalizeMerchant, merchantKey } from './merchant.ts';
export type { SerializedModel } from './model.ts';

export interface TagRule {
  id: string;
  conditions: {
    /** the description contains this text (case, punctuation and spacing ignored) */
    descriptionContains?: string;
    /** the normalized merchant, or the knowledge base's merchant name, equals this (case-insensitive) */
    merchantEquals?: string;
    /** inclusive bounds on the amount's size in cents, whatever its sign */
    amountMinCents?: number;
    amountMaxCents?: number;
    /** 'in': money coming in; 'out': money going out */
    sign?: 'in' | 'out';
    /** the account's name (case-insensitive) */
    account?: string;
  };
  category: string;
  subcategory: string | null;
}

export interface LearnedPattern {
  /** normalized merchant (merchantKey): "blue bottle coffee" */
  pattern: string;
  category: string;
  subcategory: string | null;
  /** how many corrections taught it */
  uses: number;
  /** YYYY-MM-DD of the last correction that taught it */
  lastUsed: string;
}

export interface TagInput {
  description: string;
  /** negative for money going out */
  amountCents: number;
  account?: string | null;
  /** the statement's own category column for this row, when it has one ("Food & Drink") */
  bankCategory?: string | null;
}

export interface TagResult {
  category: string;
  subcategory: string | null;
  confidence: number;
  source: 'rule' | 'learned' | 'bank' | 'knowledge' | 'model' | 'sign' | 'none';
  merchant: string | null;
  /** the normalized merchant learned patterns are keyed by (see merchantKey) */
  merchantKey: string;
  needsUserInput: boolean;
}

export interface TagKnowledge {
  rules: TagRule[];
  patterns: LearnedPattern[];
  model: SerializedModel | null;
}

export interface TagExample {
  input: TagInput;
  category: string;
  subcategory: string | null;
}

/**
 * How much of the query's own merchant features (its words, name and character n-grams) the
 * guessed category must have seen for the model's probability to count in full. A guess for a
 * merchant the history has never seen rests on the bank's wording and the amount only; it is
 * offered, with a confidence that asks the user.
 */
const FULL_EVIDENCE = 4;
/**
 * A guess for a merchant the history has never seen (no evidence at all) is made only from a
 * history this long: it is then the user's usual category for such wording and amounts.
 */
const MIN_HISTORY_FOR_BLIND_GUESS = 30;
const MODEL_MAX_CONFIDENCE = 0.95;
/** A bank's category column is trusted enough to need no review. */
const BANK_CONFIDENCE = 0.85;
/** A knowledge-base match this sure (a named merchant) wins over a bank's label that disagrees. */
const BANK_BELOW = 0.9;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

function checkCategory(category: string, subcategory: string | null, what: string): void {
  if (!isTagCategory(category)) throw new Error(`${what}: unknown category "${category}"`);
  if (!isTagSubcategory(category, subcategory)) throw new Error(`${what}: "${subcategory}" is not a subcategory of "${category}"`);
}

interface PreparedRule {
  rule: TagRule;
  contains: string | null;
  merchant: string | null;
  account: string | null;
}

export class Tagger {
  private rules: PreparedRule[] = [];
  private patterns = new Map<string, LearnedPattern>();
  private model: NaiveBayes;

  constructor(knowledge: Partial<TagKnowledge> = {}) {
    for (const r of knowledge.rules ?? []) this.addRule(r);
    for (const p of knowledge.patterns ?? []) {
      checkCategory(p.category, p.subcategory, `learned pattern "${p.pattern}"`);
      this.patterns.set(p.pattern, { ...p });
    }
    this.model = new NaiveBayes(knowledge.model ?? null);
  }

  private addRule(rule: TagRule): void {
    checkCategory(rule.category, rule.subcategory, `rule ${rule.id}`);
    const c = rule.conditions;
    this.rules.push({
      rule,
      contains: c.descriptionContains ? normalizeDescription(c.descriptionContains) : null,
      merchant: c.merchantEquals ? merchantKey(c.merchantEquals, c.merchantEquals) : null,
      account: c.account ? c.account.trim().toLowerCase() : null,
    });
  }

  /** How many examples the model has learned. */
  get historySize(): number {
    return this.model.size;
  }

  categorize(input: TagInput): TagResult {
    const merchant = normalizeMerchant(input.description);
    const key = merchantKey(input.description, merchant);
    const r = this.decide(input, merchant, key);
    r.merchantKey = key;
    return r;
  }

  private decide(input: TagInput, merchant: string | null, key: string): TagResult {
    const { description, amountCents } = input;
    const tokens = tokenize(description);
    const k = lookupKnowledgeTokens(tokens, amountCents);

    // 1. the user's rules, in their order
    if (this.rules.length > 0) {
      const rule = this.matchRule(input, key, k);
      if (rule) return result(rule.category, rule.subcategory, 1, 'rule', k?.merchant ?? merchant);
    }

    // 2. what the user's corrections taught
    const pattern = this.patterns.get(key);
    if (pattern) {
      let conf = Math.min(0.98, 0.9 + 0.02 * (pattern.uses - 1));
      const name = k?.merchant ?? merchant;
      // corrections put this merchant in more than one category (fuel and snacks at the same
      // garage): the model, which sees the bank's wording and the amount, picks among them
      const seen = this.model.size > 0 ? this.model.categoriesOf(`m:${key}`, FEATURE_WEIGHTS.merchant) : [];
      if (seen.length > 1) {
        const m = this.predict(tokens, key, input, k?.category ?? null);
        if (
          m !== null &&
          m.category !== pattern.category &&
          seen.includes(m.category) &&
          !(amountCents > 0 && m.category !== 'Income' && m.category !== TRANSFER)
        ) {
          return result(m.category, m.subcategory, Math.min(0.75, modelConfidence(m)), 'model', name);
        }
        conf = Math.min(conf, 0.75);
      }
      const spendingCategory = pattern.category !== 'Income' && pattern.category !== TRANSFER;
      if (amountCents > 0 && spendingCategory) {
        // money back from a merchant the user files under spending: a refund
        return result('Income', 'Refund', 0.85, 'learned', name);
      }
      if (!(amountCents < 0 && pattern.category === 'Income')) return result(pattern.category, pattern.subcategory, conf, 'learned', name);
    }

    // 2b. the bank's own category column: evidence from the statement, below the user's own
    // teaching, above generic wording; a merchant the knowledge base names with confidence keeps it
    const bank = bankCategoryOf(input.bankCategory);
    if (bank && !(k && k.confidence >= BANK_BELOW && k.category !== bank.category)) {
      const name = k?.merchant ?? merchant;
      const spendingLabel = bank.category !== 'Income' && bank.category !== TRANSFER;
      if (amountCents > 0 && spendingLabel) return result('Income', 'Refund', BANK_CONFIDENCE, 'bank', name);
      if (!(amountCents < 0 && bank.category === 'Income')) {
        const agrees = k !== null && k.category === bank.category;
        return result(
          bank.category,
          bank.subcategory ?? (agrees ? k.subcategory : null),
          agrees ? Math.max(BANK_CONFIDENCE, k.confidence) : BANK_CONFIDENCE,
          'bank',
          name,
        );
      }
    }

    // 3. the knowledge base (4. the model only to check it against the user's history)
    if (k) {
      const history = this.model.size > 0 ? this.model.dominantCategory(`m:${key}`, k.category, 2 * FEATURE_WEIGHTS.merchant) : null;
      if (history !== null || k.confidence < REVIEW_CONFIDENCE) {
        const m = this.predict(tokens, key, input, k.category);
        if (history !== null) {
          // the user's history for this very merchant never agrees with the knowledge base
          const agrees = m !== null && m.category === history;
          return result(history, agrees ? m.subcategory : null, agrees ? Math.max(0.85, modelConfidence(m)) : 0.8, 'model', k.merchant ?? merchant);
        }
        if (m !== null && m.category === k.category) {
          return result(k.category, k.subcategory, Math.max(k.confidence, modelConfidence(m)), 'knowledge', k.merchant ?? merchant);
        }
      }
      return result(k.category, k.subcategory, k.confidence, 'knowledge', k.merchant ?? merchant);
    }

    // 4. the model
    const m = this.predict(tokens, key, input, null);
    // a blind guess never makes money in a salary: salary comes from an employer the history or
    // the knowledge base knows, while unexplained money in is often a refund from a friend
    const blindSalary = m !== null && m.evidence === 0 && amountCents > 0 && m.category === 'Income' && m.subcategory === 'Salary';
    if (m !== null && !blindSalary && (m.evidence > 0 || this.model.size >= MIN_HISTORY_FOR_BLIND_GUESS)) {
      return result(m.category, m.subcategory, modelConfidence(m), 'model', merchant);
    }

    // 5. by sign alone
    if (amountCents > 0) return result('Income', 'Other Income', 0.6, 'sign', merchant);
    return result(UNCATEGORIZED, null, 0, 'none', merchant);
  }

  /** The first of the user's rules that matches, or null (what "Apply rule" changes). */
  ruleFor(input: TagInput): TagRule | null {
    if (this.rules.length === 0) return null;
    const key = merchantKey(input.description);
    return this.matchRule(input, key, lookupKnowledgeTokens(tokenize(input.description), input.amountCents));
  }

  /** The model's guess (null before it learned anything). */
  private predict(tokens: readonly string[], key: string, input: TagInput, knowledge: string | null): Prediction | null {
    if (this.model.size === 0) return null;
    return this.model.predict(extractFeatures({ tokens, merchantKey: key, amountCents: input.amountCents, account: input.account, knowledge }));
  }

  private matchRule(input: TagInput, key: string, knowledge: KnowledgeMatch | null): TagRule | null {
    let desc: string | null = null;
    const abs = Math.abs(input.amountCents);
    for (const p of this.rules) {
      const c = p.rule.conditions;
      let any = false;
      if (p.contains !== null) {
        desc ??= normalizeDescription(input.description);
        if (!desc.includes(p.contains)) continue;
        any = true;
      }
      if (c.amountMinCents !== undefined) {
        if (abs < c.amountMinCents) continue;
        any = true;
      }
      if (c.amountMaxCents !== undefined) {
        if (abs > c.amountMaxCents) continue;
        any = true;
      }
      if (c.sign !== undefined) {
        if (c.sign === 'in' ? input.amountCents <= 0 : input.amountCents >= 0) continue;
        any = true;
      }
      if (p.account !== null) {
        if ((input.account ?? '').trim().toLowerCase() !== p.account) continue;
        any = true;
      }
      if (p.merchant !== null) {
        const known = knowledge?.merchant;
        if (key !== p.merchant && (known == null || merchantKey(known, known) !== p.merchant)) continue;
        any = true;
      }
      if (any) return p.rule; // a rule without conditions matches nothing
    }
    return null;
  }

  /**
   * The user put this transaction in (category, subcategory): the merchant's pattern is learned
   * (or replaced) at once, and the model learns the example.
   */
  learnCorrection(input: TagInput, category: string, subcategory: string | null, today: string): void {
    checkCategory(category, subcategory, 'correction');
    if (!DATE_RE.test(today)) throw new Error(`correction: today must be YYYY-MM-DD, got "${today}"`);
    const merchant = normalizeMerchant(input.description);
    const key = merchantKey(input.description, merchant);
    const old = this.patterns.get(key);
    if (old && old.category === category && old.subcategory === subcategory) {
      old.uses++;
      if (today > old.lastUsed) old.lastUsed = today;
    } else {
      this.patterns.set(key, { pattern: key, category, subcategory, uses: 1, lastUsed: today });
    }
    this.learnModel(input, category, subcategory, key);
  }

  /** Learns the user's categorized history into the model (patterns are taught by corrections only). */
  train(examples: readonly TagExample[]): void {
    for (const e of examples) {
      checkCategory(e.category, e.subcategory, 'training example');
      this.learnModel(e.input, e.category, e.subcategory, merchantKey(e.input.description));
    }
  }

  private learnModel(input: TagInput, category: string, subcategory: string | null, key: string): void {
    const tokens = tokenize(input.description);
    const knowledge = lookupKnowledgeTokens(tokens, input.amountCents)?.category ?? null;
    const features = extractFeatures({ tokens, merchantKey: key, amountCents: input.amountCents, account: input.account, knowledge });
    this.model.learn(features, category, subcategory);
  }

  toJSON(): TagKnowledge {
    return {
      rules: this.rules.map((p) => p.rule),
      patterns: [...this.patterns.values()].map((p) => ({ ...p })).sort((a, b) => (a.pattern < b.pattern ? -1 : a.pattern > b.pattern ? 1 : 0)),
      model: this.model.size > 0 ? this.model.toJSON() : null,
    };
  }
}

function modelConfidence(m: Prediction): number {
  return Math.min(MODEL_MAX_CONFIDENCE, m.probability * Math.min(1, Math.max(0.2, m.evidence / FULL_EVIDENCE)));
}

function result(category: string, subcategory: string | null, confidence: number, source: TagResult['source'], merchant: string | null): TagResult {
  const c = Math.round(confidence * 1000) / 1000;
  return { category, subcategory, confidence: c, source, merchant, merchantKey: '', needsUserInput: c < REVIEW_CONFIDENCE || category === UNCATEGORIZED };
}
