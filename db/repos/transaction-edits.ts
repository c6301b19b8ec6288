// The user's hand changes to the ledger (core/ledger/edits.ts has the rules, services/ledger/edits.ts
// passes its wording in). Each change is one
// database transaction that also records what undoing it needs; only the latest change not yet
// undone can be undone, so an undo never lands on rows a later change moved.
import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { ChangeKind, SplitPart } from '../../core/ledger/edits.ts';
import type { Db } from '../client.ts';
import { deletedTransactions, receipts, transactionChanges, transactions } from '../schema.ts';
import type { StagedTransaction, TransactionRow } from './transactions.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ChangeRef {
  id: string;
  kind: ChangeKind;
  summary: string;
}

/** A row typed in by hand: an import's staged row with its currency, and no statement balance. */
export type NewTransaction = Omit<StagedTransaction, 'balanceCents'> & { currency: string };

export interface TransactionFields {
  description?: string;
  merchant?: string | null;
  merchantKey?: string | null;
  amountCents?: number;
  date?: string;
  account?: string | null;
}

/** A row as stored for undo: every column, plus the receipts that pointed at it. */
type SavedRow = Omit<TransactionRow, 'createdAt' | 'editedAt'> & { createdAt: string; editedAt: string | null; receiptIds: string[] };

function saved(row: TransactionRow, receiptIds: string[]): SavedRow {
  return { ...row, createdAt: row.createdAt.toISOString(), editedAt: row.editedAt?.toISOString() ?? null, receiptIds };
}

function restored(s: SavedRow): TransactionRow {
  const { receiptIds: _ignored, ...row } = s;
  return { ...row, createdAt: new Date(s.createdAt), editedAt: s.editedAt ? new Date(s.editedAt) : null };
}

/** The change's summary from the description of the row as it was (read under the row's lock). */
export type Summarize = (oldDescription: string) => string;

/** A new split part's hash, from the change's id and the part's index (1, 2, …). */
export type PartHashId = (changeId: string, index: number) => string;

/** A change the ledger cannot make as asked (the message says why, for the user). */
export class LedgerRefusal extends Error {}

export class TransactionEditsRepo {
  constructor(private readonly db: Db) {}

  /** Adds a row typed in by hand; the same hash twice (a repeated request) returns the first row and no new change. */
  async add(userId: string, t: NewTransaction, summary: string): Promise<{ row: TransactionRow; change: ChangeRef | null }> {
    return this.db.transaction(async (tx) => {
      const [gone] = await tx
        .select({ hashId: deletedTransactions.hashId })
        .from(deletedTransactions)
        .where(and(eq(deletedTransactions.userId, userId), eq(deletedTransactions.hashId, t.hashId)));
      if (gone) throw new LedgerRefusal('That transaction was added and then deleted; open the form again to add it anew.');
      const [row] = await tx
        .insert(transactions)
        .values({
          userId,
          hashId: t.hashId,
          date: t.date,
          description: t.description,
          merchant: t.merchant,
          merchantKey: t.merchantKey,
          amountCents: t.amountCents,
          currency: t.currency,
          category: t.category,
          subcategory: t.subcategory,
          confidence: t.confidence,
          needsUserInput: t.needsUserInput,
          categorizationSource: t.source,
          userCorrected: t.source === 'user',
          account: t.account,
        })
        .onConflictDoNothing({ target: [transactions.userId, transactions.hashId] })
        .returning();
      if (!row) {
        const [first] = await tx
          .select()
          .from(transactions)
          .where(and(eq(transactions.userId, userId), eq(transactions.hashId, t.hashId)));
        if (!first) throw new Error('manual row vanished between insert and select');
        return { row: first, change: null };
      }
      const change = await record(tx, userId, 'add', summary, [], [row.id]);
      return { row, change };
    });
  }

  /** Changes a row's description, amount, date or account; null when the user has no such row. */
  async edit(userId: string, id: string, fields: TransactionFields, summarize: Summarize): Promise<{ row: TransactionRow; change: ChangeRef } | null> {
    return this.db.transaction(async (tx) => {
      const old = await lockRow(tx, userId, id);
      if (!old) return null;
      const [row] = await tx
        .update(transactions)
        .set({ ...fields, editedAt: new Date() })
        .where(and(eq(transactions.userId, userId), eq(transactions.id, id)))
        .returning();
      const change = await record(tx, userId, 'edit', summarize(old.description), [saved(old, [])], []);
      return { row: row!, change };
    });
  }

  /** Deletes a row; its hash is kept so a re-import does not bring it back. */
  async remove(userId: string, id: string, summarize: Summarize): Promise<ChangeRef | null> {
    return this.db.transaction(async (tx) => {
      const old = await lockRow(tx, userId, id);
      if (!old) return null;
      const receiptIds = (
        await tx
          .select({ id: receipts.id })
          .from(receipts)
          .where(and(eq(receipts.userId, userId), eq(receipts.transactionId, id)))
      ).map((r) => r.id);
      const copy = saved(old, receiptIds);
      await tx
        .insert(deletedTransactions)
        .values({ userId, hashId: old.hashId, row: copy })
        .onConflictDoUpdate({ target: [deletedTransactions.userId, deletedTransactions.hashId], set: { row: copy, deletedAt: new Date() } });
      await tx.delete(transactions).where(and(eq(transactions.userId, userId), eq(transactions.id, id)));
      return record(tx, userId, 'delete', summarize(old.description), [copy], []);
    });
  }

  /**
   * Splits a row into parts (validated by splitProblem): the row itself becomes the first part and
   * keeps its hash, so the statement it came from still deduplicates; the others are new rows.
   */
  async split(
    userId: string,
    id: string,
    parts: readonly SplitPart[],
    summarize: Summarize,
    partHashId: PartHashId,
  ): Promise<{ rows: TransactionRow[]; change: ChangeRef } | { problem: 'not-found' | 'changed' }> {
    return this.db.transaction(async (tx) => {
      const old = await lockRow(tx, userId, id);
      if (!old) return { problem: 'not-found' as const };
      if (parts.reduce((s, p) => s + p.amountCents, 0) !== old.amountCents) return { problem: 'changed' as const };
      const [first, ...rest] = parts;
      const byHand = { confidence: 1, needsUserInput: false, categorizationSource: 'user', userCorrected: true } as const;
      const [head] = await tx
        .update(transactions)
        .set({
          amountCents: first!.amountCents,
          category: first!.category,
          subcategory: first!.subcategory,
          ...byHand,
          editedAt: new Date(),
        })
        .where(and(eq(transactions.userId, userId), eq(transactions.id, id)))
        .returning();
      const [changeRow] = await tx
        .insert(transactionChanges)
        .values({
          userId,
          kind: 'split',
          summary: summarize(old.description),
          before: [saved(old, [])],
        })
        .returning();
      const added = await tx
        .insert(transactions)
        .values(
          rest.map((p, i) => ({
            userId,
            documentId: old.documentId,
            hashId: partHashId(changeRow!.id, i + 1),
            date: old.date,
            description: old.description,
            merchant: old.merchant,
            merchantKey: old.merchantKey,
            amountCents: p.amountCents,
            currency: old.currency,
            category: p.category,
            subcategory: p.subcategory,
            ...byHand,
            account: old.account,
            splitOf: old.id,
            editedAt: new Date(),
          })),
        )
        .returning();
      await tx
        .update(transactionChanges)
        .set({ addedIds: added.map((r) => r.id) })
        .where(eq(transactionChanges.id, changeRow!.id));
      return { rows: [head!, ...added], change: refOf(changeRow!) };
    });
  }

  /** Records a category set by hand (CorrectionsRepo did it) so that it can be undone like the rest. */
  async recordCategoryChange(userId: string, before: TransactionRow, summary: string): Promise<ChangeRef> {
    return this.db.transaction((tx) => record(tx, userId, 'edit', summary, [saved(before, [])], []));
  }

  /** The latest change not undone yet (what the Undo button offers). */
  async latest(userId: string): Promise<ChangeRef | null> {
    const [row] = await this.db
      .select()
      .from(transactionChanges)
      .where(and(eq(transactionChanges.userId, userId), isNull(transactionChanges.undoneAt)))
      .orderBy(desc(transactionChanges.createdAt))
      .limit(1);
    return row ? refOf(row) : null;
  }

  /**
   * Undoes the change: removes the rows it added and puts back the rows as they were. Refused
   * (LedgerRefusal) unless it is the user's latest change not yet undone; null when it is not theirs.
   */
  async undo(userId: string, changeId: string): Promise<ChangeRef | null> {
    return this.db.transaction(async (tx) => {
      const [change] = await tx
        .select()
        .from(transactionChanges)
        .where(and(eq(transactionChanges.userId, userId), eq(transactionChanges.id, changeId)))
        .for('update');
      if (!change) return null;
      if (change.undoneAt) throw new LedgerRefusal('That change was already undone.');
      const [latest] = await tx
        .select({ id: transactionChanges.id })
        .from(transactionChanges)
        .where(and(eq(transactionChanges.userId, userId), isNull(transactionChanges.undoneAt)))
        .orderBy(desc(transactionChanges.createdAt))
        .limit(1);
      if (latest?.id !== change.id) throw new LedgerRefusal('Only your latest change can be undone; undo the later ones first.');
      // an undo must not move a row that was reconciled against the bank's balance since
      const touched = [...change.addedIds, ...(change.before as SavedRow[]).map((s) => restored(s).id)];
      if (touched.length) {
        const [locked] = await tx
          .select({ id: transactions.id, at: transactions.reconciledAt })
          .from(transactions)
          .where(and(eq(transactions.userId, userId), inArray(transactions.id, touched), isNotNull(transactions.reconciledAt)))
          .limit(1);
        if (locked)
          throw new LedgerRefusal(
            `That change touches a transaction reconciled on ${locked.at!.toISOString().slice(0, 10)}; unreconcile the account first to undo it.`,
          );
      }

      if (change.addedIds.length) {
        await tx.delete(transactions).where(and(eq(transactions.userId, userId), inArray(transactions.id, change.addedIds)));
      }
      for (const s of change.before as SavedRow[]) {
        const row = restored(s);
        if (change.kind === 'delete') {
          await tx.insert(transactions).values(row).onConflictDoNothing();
          await tx.delete(deletedTransactions).where(and(eq(deletedTransactions.userId, userId), eq(deletedTransactions.hashId, row.hashId)));
          if (s.receiptIds.length) {
            await tx
              .update(receipts)
              .set({ transactionId: row.id })
              .where(and(eq(receipts.userId, userId), inArray(receipts.id, s.receiptIds)));
          }
        } else {
          const { id, userId: _owner, ...fields } = row;
          await tx
            .update(transactions)
            .set(fields)
            .where(and(eq(transactions.userId, userId), eq(transactions.id, id)));
        }
      }
      await tx.update(transactionChanges).set({ undoneAt: new Date() }).where(eq(transactionChanges.id, change.id));
      return refOf(change);
    });
  }
}

/** Records category edits made inside another repository's database transaction (Automa's rules), undoable as one step. */
export function recordEditsIn(tx: Tx, userId: string, summary: string, before: readonly TransactionRow[]): Promise<ChangeRef> {
  return record(
    tx,
    userId,
    'edit',
    summary,
    before.map((r) => saved(r, [])),
    [],
  );
}

async function lockRow(tx: Tx, userId: string, id: string): Promise<TransactionRow | null> {
  const [row] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.id, id)))
    .for('update');
  return row ?? null;
}

async function record(tx: Tx, userId: string, kind: ChangeKind, summary: string, before: SavedRow[], addedIds: string[]): Promise<ChangeRef> {
  const [row] = await tx.insert(transactionChanges).values({ userId, kind, summary, before, addedIds }).returning();
  return refOf(row!);
}

function refOf(row: typeof transactionChanges.$inferSelect): ChangeRef {
  return { id: row.id, kind: row.kind, summary: row.summary };
}
