// Each user's trained Tag model, kept by the worker between imports (issue 18: retraining on up to
// 20,000 transactions made every small import cost more as the ledger grew). An imported file's
// rows are added to the kept model; anything else that changes what the model learned from bumps
// users.tag_version (triggers, migration 0034), and the next import trains it afresh.
import { and, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { UNCATEGORIZED } from '../../core/tag/categories.ts';
import type { TagExample, Tagger } from '../../core/tag/engine.ts';
import type { Db } from '../client.ts';
import { documents, transactions, users } from '../schema.ts';

/** A document committed this long before the model was read may still have been invisible to it. */
const COMMIT_MARGIN_MS = 10 * 60_000;
/** How many users' models a worker keeps (least recently used goes first). */
const MAX_USERS = 50;

interface Kept {
  version: number;
  tagger: Tagger;
  examples: number;
  /** documents committed from here on are looked for at each use */
  since: Date;
  /** documents already in the model (built from them, or added) */
  learned: Set<string>;
}

export interface KeptTagger {
  tagger: Tagger;
  examples: number;
  /** 'kept': the user's model from an earlier import, with `added` newly imported rows learned */
  source: 'trained' | 'kept';
  added: number;
}

export class TagModelCache {
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly db: Db,
    private readonly maxExamples: number,
  ) {}

  /**
   * The user's model: the kept one with the rows of files imported since, while nothing else changed
   * and it has not grown past a quarter above the training limit; else `train()` afresh.
   */
  async get(userId: string, train: () => Promise<{ tagger: Tagger; examples: number }>): Promise<KeptTagger> {
    const version = await this.version(userId);
    const k = this.kept.get(userId);
    if (k && k.version === version) {
      const fresh = await this.importedSince(userId, k.since, k.learned);
      if (k.examples + fresh.examples.length <= this.maxExamples * 1.25) {
        k.tagger.train(fresh.examples);
        k.examples += fresh.examples.length;
        for (const id of fresh.documents) k.learned.add(id);
        this.touch(userId, k);
        return { tagger: k.tagger, examples: k.examples, source: 'kept', added: fresh.examples.length };
      }
    }
    // the version is read before the examples: a change made while training makes the next use retrain
    const [{ now }] = await this.db.execute<{ now: Date }>(sql`select now() as now`).then((r) => r.rows as [{ now: Date }]);
    const since = new Date(new Date(now).getTime() - COMMIT_MARGIN_MS);
    // files committed before the examples are read are in them (one committed in between the two
    // reads would be learned twice: a file's weight, never a lost one)
    const learned = new Set((await this.committedSince(userId, since)).map((d) => d.id));
    const built = await train();
    this.touch(userId, { version, tagger: built.tagger, examples: built.examples, since, learned });
    return { ...built, source: 'trained', added: 0 };
  }

  private async version(userId: string): Promise<number> {
    const [row] = await this.db.select({ v: users.tagVersion }).from(users).where(eq(users.id, userId));
    return row?.v ?? 0;
  }

  private committedSince(userId: string, since: Date): Promise<{ id: string }[]> {
    return this.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.userId, userId), isNotNull(documents.committedAt), gte(documents.committedAt, since)));
  }

  /** The training examples of the documents committed since `since` that the model has not learned. */
  private async importedSince(userId: string, since: Date, learned: ReadonlySet<string>): Promise<{ documents: string[]; examples: TagExample[] }> {
    const docs = (await this.committedSince(userId, since)).map((d) => d.id).filter((id) => !learned.has(id));
    if (!docs.length) return { documents: [], examples: [] };
    const rows = await this.db
      .select({
        description: transactions.description,
        amountCents: transactions.amountCents,
        account: transactions.account,
        category: transactions.category,
        subcategory: transactions.subcategory,
      })
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, userId),
          inArray(transactions.documentId, docs),
          eq(transactions.needsUserInput, false),
          ne(transactions.category, UNCATEGORIZED),
        ),
      );
    return {
      documents: docs,
      examples: rows.map((r) => ({
        input: { description: r.description, amountCents: r.amountCents, account: r.account },
        category: r.category,
        subcategory: r.subcategory,
      })),
    };
  }

  private touch(userId: string, k: Kept): void {
    this.kept.delete(userId);
    this.kept.set(userId, k);
    if (this.kept.size > MAX_USERS) this.kept.delete(this.kept.keys().next().value!);
  }
}
