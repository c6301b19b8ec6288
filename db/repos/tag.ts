// Tag's per-user knowledge in PostgreSQL: explicit rules, patterns learned from corrections, and the
// categorized history the model trains on. The engine itself is core/tag/engine.ts; a user's Tagger
// is built from these in services/tag/tagger.ts.
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { LearnedPatternDto, TagRuleInput } from '../../core/tag/api.ts';
import type { TagRuleConditions } from '../../core/tag/rule-conditions.ts';
import { UNCATEGORIZED } from '../../core/tag/categories.ts';
import type { LearnedPattern, TagExample, TagRule } from '../../core/tag/engine.ts';
import type { Db } from '../client.ts';
import { tagPatterns, tagRules, transactions } from '../schema.ts';
import { TagModelCache } from './tag-model-cache.ts';

export type TagRuleRow = typeof tagRules.$inferSelect;

/** The model learns from at most this many of the user's most recent categorized transactions. */
export const MODEL_HISTORY_LIMIT = 20_000;

/** One taught merchant: what a correction (or an accepted suggestion) tells the pattern table. */
export interface PatternLesson {
  pattern: string;
  category: string;
  subcategory: string | null;
  /** how many transactions taught it at once */
  uses: number;
}

type Executor = Pick<Db, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;

export function ruleOf(row: TagRuleRow): TagRule {
  return { id: row.id, conditions: row.conditions, category: row.category, subcategory: row.subcategory };
}

export class TagRepo {
  /** each user's trained model kept between imports, or null (services/tag/tagger.ts trains afresh) */
  readonly models: TagModelCache | null;

  /** `keepModels`: keep each user's trained model between imports (the worker; db/repos/tag-model-cache.ts) */
  constructor(
    private readonly db: Db,
    opts: { keepModels?: boolean } = {},
  ) {
    this.models = opts.keepModels ? new TagModelCache(db, MODEL_HISTORY_LIMIT) : null;
  }

  /**
   * The user's own categorized history: every transaction that does not wait for review (set or
   * accepted by the user, or categorized confidently), most recent first.
   */
  async trainingExamples(userId: string, limit = MODEL_HISTORY_LIMIT): Promise<TagExample[]> {
    const rows = await this.db
      .select({
        description: transactions.description,
        amountCents: transactions.amountCents,
        account: transactions.account,
        category: transactions.category,
        subcategory: transactions.subcategory,
      })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.needsUserInput, false), ne(transactions.category, UNCATEGORIZED)))
      .orderBy(desc(transactions.date))
      .limit(limit);
    return rows.map((r) => ({
      input: { description: r.description, amountCents: r.amountCents, account: r.account },
      category: r.category,
      subcategory: r.subcategory,
    }));
  }

  async countTrainingExamples(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.needsUserInput, false), ne(transactions.category, UNCATEGORIZED)));
    return Math.min(row?.n ?? 0, MODEL_HISTORY_LIMIT);
  }

  // ── rules ──

  rules(userId: string): Promise<TagRuleRow[]> {
    return this.db.select().from(tagRules).where(eq(tagRules.userId, userId)).orderBy(asc(tagRules.position), asc(tagRules.createdAt));
  }

  async rule(userId: string, id: string): Promise<TagRuleRow | null> {
    const [row] = await this.db
      .select()
      .from(tagRules)
      .where(and(eq(tagRules.userId, userId), eq(tagRules.id, id)));
    return row ?? null;
  }

  async createRule(userId: string, input: TagRuleInput): Promise<TagRuleRow> {
    const [row] = await this.db
      .insert(tagRules)
      .values({
        userId,
        conditions: input.conditions,
        category: input.category,
        subcategory: input.subcategory,
        position: sql`(select coalesce(max(position), 0) + 1 from tag_rules where user_id = ${userId})`,
      })
      .returning();
    return row!;
  }

  async updateRule(userId: string, id: string, input: TagRuleInput): Promise<TagRuleRow | null> {
    const [row] = await this.db
      .update(tagRules)
      .set({ conditions: input.conditions, category: input.category, subcategory: input.subcategory })
      .where(and(eq(tagRules.userId, userId), eq(tagRules.id, id)))
      .returning();
    return row ?? null;
  }

  async deleteRule(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(tagRules)
      .where(and(eq(tagRules.userId, userId), eq(tagRules.id, id)))
      .returning({ id: tagRules.id });
    return rows.length > 0;
  }

  /** Swaps the rule with its neighbour; false when the rule is not the user's. */
  async moveRule(userId: string, id: string, direction: 'up' | 'down'): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.select().from(tagRules).where(eq(tagRules.userId, userId)).orderBy(asc(tagRules.position), asc(tagRules.createdAt)).for('update');
      const i = rows.findIndex((r) => r.id === id);
      if (i === -1) return false;
      const j = direction === 'up' ? i - 1 : i + 1;
      if (j < 0 || j >= rows.length) return true;
      [rows[i], rows[j]] = [rows[j]!, rows[i]!];
      // renumber all: positions stay dense whatever earlier deletes left behind
      for (let k = 0; k < rows.length; k++) {
        if (rows[k]!.position !== k + 1) {
          await tx
            .update(tagRules)
            .set({ position: k + 1 })
            .where(and(eq(tagRules.userId, userId), eq(tagRules.id, rows[k]!.id)));
        }
      }
      return true;
    });
  }

  // ── learned patterns ──

  async patterns(userId: string): Promise<LearnedPattern[]> {
    const rows = await this.db.select().from(tagPatterns).where(eq(tagPatterns.userId, userId)).orderBy(asc(tagPatterns.pattern));
    return rows.map(patternDtoOf);
  }

  async deletePattern(userId: string, pattern: string): Promise<boolean> {
    const rows = await this.db
      .delete(tagPatterns)
      .where(and(eq(tagPatterns.userId, userId), eq(tagPatterns.pattern, pattern)))
      .returning({ p: tagPatterns.pattern });
    return rows.length > 0;
  }

  async countPatterns(userId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(tagPatterns).where(eq(tagPatterns.userId, userId));
    return row?.n ?? 0;
  }
}

/**
 * Teaches patterns as Tagger.learnCorrection does: the same category again adds to its uses, a
 * different one replaces it.
 */
export async function teachPatterns(tx: Executor, userId: string, lessons: readonly PatternLesson[], today: string): Promise<void> {
  if (!lessons.length) return;
  const merged = new Map<string, PatternLesson>();
  for (const l of lessons) {
    const old = merged.get(l.pattern);
    // within one batch the last lesson wins, like corrections made one after another
    merged.set(l.pattern, old && old.category === l.category && old.subcategory === l.subcategory ? { ...l, uses: old.uses + l.uses } : l);
  }
  await tx
    .insert(tagPatterns)
    .values(
      [...merged.values()].map((l) => ({
        userId,
        pattern: l.pattern,
        category: l.category,
        subcategory: l.subcategory,
        uses: l.uses,
        lastUsed: today,
      })),
    )
    .onConflictDoUpdate({
      target: [tagPatterns.userId, tagPatterns.pattern],
      set: {
        uses: sql`case when ${tagPatterns.category} = excluded.category and ${tagPatterns.subcategory} is not distinct from excluded.subcategory
        then ${tagPatterns.uses} + excluded.uses else excluded.uses end`,
        category: sql`excluded.category`,
        subcategory: sql`excluded.subcategory`,
        lastUsed: sql`greatest(${tagPatterns.lastUsed}, excluded.last_used)`,
      },
    });
}

function patternDtoOf(r: typeof tagPatterns.$inferSelect): LearnedPatternDto {
  return { pattern: r.pattern, category: r.category, subcategory: r.subcategory, uses: r.uses, lastUsed: r.lastUsed };
}

export type { TagRuleConditions };
