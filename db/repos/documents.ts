import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DocumentAnswer, DocumentQuestion } from '../../core/documents/question.ts';
import type { Insight } from '../../core/events.ts';
import type { StepState } from '../../core/steps.ts';
import type { Db } from '../client.ts';
import { documents, statementLayouts } from '../schema.ts';

export type DocumentRow = typeof documents.$inferSelect;

/** currency_evidence of a currency the user chose for a document (Byte never overrides it) */
export const CHOSEN_CURRENCY = 'chosen by you';

export interface NewDocument {
  userId: string;
  fileName: string;
  kind: string;
  sizeBytes: number;
  sha256: string;
  storageKey: string;
}

export class DocumentsRepo {
  constructor(private readonly db: Db) {}

  /** Inserts the document with its steps (services/documents/steps.ts: the upload done); null when the same file already exists for the user. */
  async create(doc: NewDocument, steps: StepState[]): Promise<DocumentRow | null> {
    const rows = await this.db
      .insert(documents)
      .values({ ...doc, steps })
      .onConflictDoNothing({ target: [documents.userId, documents.sha256] })
      .returning();
    return rows[0] ?? null;
  }

  async findBySha(userId: string, sha256: string): Promise<DocumentRow | null> {
    const rows = await this.db
      .select()
      .from(documents)
      .where(and(eq(documents.userId, userId), eq(documents.sha256, sha256)))
      .limit(1);
    return rows[0] ?? null;
  }

  async get(userId: string, id: string): Promise<DocumentRow | null> {
    const rows = await this.db
      .select()
      .from(documents)
      .where(and(eq(documents.userId, userId), eq(documents.id, id)))
      .limit(1);
    return rows[0] ?? null;
  }

  async list(userId: string, limit = 50): Promise<DocumentRow[]> {
    return this.db.select().from(documents).where(eq(documents.userId, userId)).orderBy(desc(documents.createdAt)).limit(limit);
  }

  /** Replaces one step atomically in SQL, so concurrent writers never lose each other's steps. */
  async setStep(userId: string, id: string, step: StepState): Promise<void> {
    await this.db
      .update(documents)
      .set({
        // the step's first report starts it: startedAt is kept from then on
        steps: sql`(select jsonb_agg(case when e->>'key' = ${step.key}
                    then ${JSON.stringify(step)}::jsonb || jsonb_build_object('startedAt', coalesce(e->'startedAt', to_jsonb(${step.updatedAt ?? new Date().toISOString()}::text)))
                    else e end order by ord)
                  from jsonb_array_elements(${documents.steps}) with ordinality as t(e, ord))`,
        status: sql`case when ${documents.status} in ('completed', 'failed') then ${documents.status} else 'processing' end`,
      })
      .where(and(eq(documents.userId, userId), eq(documents.id, id)));
  }

  /** The currency Byte read from the file; a currency the user chose for it is kept. */
  async setDetectedCurrency(userId: string, id: string, currency: string, evidence: string): Promise<void> {
    await this.db
      .update(documents)
      .set({ currency, currencyEvidence: evidence })
      .where(and(eq(documents.userId, userId), eq(documents.id, id), sql`${documents.currencyEvidence} is distinct from ${CHOSEN_CURRENCY}`));
  }

  async addWarnings(userId: string, id: string, warnings: string[]): Promise<void> {
    if (!warnings.length) return;
    await this.db
      .update(documents)
      .set({ warnings: sql`${documents.warnings} || ${JSON.stringify(warnings)}::jsonb` })
      .where(and(eq(documents.userId, userId), eq(documents.id, id)));
  }

  async complete(userId: string, id: string, insights: Insight[]): Promise<DocumentRow | null> {
    const rows = await this.db
      .update(documents)
      .set({ status: 'completed', insights, completedAt: new Date(), error: null })
      .where(and(eq(documents.userId, userId), eq(documents.id, id)))
      .returning();
    return rows[0] ?? null;
  }

  /** Parks the document until the user answers; the pipeline stops here. */
  async ask(userId: string, id: string, question: DocumentQuestion): Promise<void> {
    await this.db
      .update(documents)
      .set({ status: 'needs_input', question })
      .where(and(eq(documents.userId, userId), eq(documents.id, id)));
  }

  /** Records the answer (added to the earlier ones) only when the document is waiting for one; null otherwise. */
  async answer(userId: string, id: string, answer: Partial<DocumentAnswer>): Promise<DocumentRow | null> {
    const answers = sql`${documents.answers} || ${JSON.stringify(answer)}::jsonb`;
    const rows = await this.db
      .update(documents)
      .set({ status: 'processing', question: null, answers })
      .where(and(eq(documents.userId, userId), eq(documents.id, id), eq(documents.status, 'needs_input')))
      .returning();
    return rows[0] ?? null;
  }

  /** What the user answered for files of this layout before (statement_layouts), or null. */
  async layoutAnswers(userId: string, fingerprint: string): Promise<Partial<DocumentAnswer> | null> {
    const rows = await this.db
      .select({ answers: statementLayouts.answers })
      .from(statementLayouts)
      .where(and(eq(statementLayouts.userId, userId), eq(statementLayouts.fingerprint, fingerprint)));
    return rows[0]?.answers ?? null;
  }

  /** Remembers an answer for the layout, so the user's next file of it is read without asking. */
  async rememberLayout(userId: string, fingerprint: string, answer: Partial<DocumentAnswer>, columns: string[]): Promise<void> {
    await this.db
      .insert(statementLayouts)
      .values({ userId, fingerprint, answers: answer, columns })
      .onConflictDoUpdate({
        target: [statementLayouts.userId, statementLayouts.fingerprint],
        set: { answers: sql`${statementLayouts.answers} || ${JSON.stringify(answer)}::jsonb`, columns, updatedAt: sql`now()` },
      });
  }

  /** Unfinished documents of every user that have not moved since `before` (for the reconciler). */
  async unfinishedSince(before: Date, limit = 200): Promise<DocumentRow[]> {
    return this.db
      .select()
      .from(documents)
      .where(and(inArray(documents.status, ['queued', 'processing']), lt(documents.createdAt, before)))
      .orderBy(asc(documents.createdAt))
      .limit(limit);
  }

  /** The reconciler queued it again: counted, so a document that keeps losing its job ends failed. */
  async countReconcile(userId: string, id: string): Promise<number> {
    const rows = await this.db
      .update(documents)
      .set({ reconcileAttempts: sql`${documents.reconcileAttempts} + 1` })
      .where(and(eq(documents.userId, userId), eq(documents.id, id)))
      .returning({ n: documents.reconcileAttempts });
    return rows[0]?.n ?? 0;
  }

  /**
   * A failed import starts over (from Byte, under new job ids): its steps after the upload are
   * pending again (`steps`: services/documents/steps.ts). Null when it is not the user's or not failed.
   */
  async resetForRetry(userId: string, id: string, steps: StepState[]): Promise<DocumentRow | null> {
    const rows = await this.db
      .update(documents)
      .set({
        status: 'queued',
        error: null,
        completedAt: null,
        question: null,
        reconcileAttempts: 0,
        retries: sql`${documents.retries} + 1`,
        steps,
        warnings: [],
      })
      .where(and(eq(documents.userId, userId), eq(documents.id, id), eq(documents.status, 'failed')))
      .returning();
    return rows[0] ?? null;
  }

  async fail(userId: string, id: string, error: string): Promise<void> {
    await this.db
      .update(documents)
      .set({ status: 'failed', error, completedAt: new Date() })
      .where(and(eq(documents.userId, userId), eq(documents.id, id)));
  }
}
