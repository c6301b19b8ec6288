// Automa's rules and run log. Every query names the owner. applyRuns writes each run row and its
// effects in one database transaction: the unique (rule, event) row is inserted first, and only a
// run that inserted it acts, so a retried import or a second tick never acts twice.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AutomationRunDto } from '../../core/automa/api.ts';
import type { PlannedRun } from '../../core/automa/run.ts';
import type { Action, Condition, Rule, RuleTransaction, TriggerKind } from '../../core/automa/rules.ts';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import type { Db } from '../client.ts';
import { LEDGER_COLUMNS, ledgerRow, type LedgerRow } from './ledger-rows.ts';
import { activity, automationRules, automationRuns, financialGoals, goalContributions, reminders, smartHandoffs, transactions } from '../schema.ts';
import { HANDOFF_TTL_MS } from './prime.ts';
import { recordEditsIn, type Tx } from './transaction-edits.ts';
import type { TransactionRow } from './transactions.ts';

export type AutomationRuleRow = typeof automationRules.$inferSelect;
export type ActivityRow = typeof activity.$inferSelect;

export interface RuleInput {
  name: string;
  trigger: TriggerKind;
  conditions: Condition[];
  actions: Action[];
}

export const ruleOf = (r: AutomationRuleRow): Rule => ({ id: r.id, name: r.name, trigger: r.trigger, conditions: r.conditions, actions: r.actions });

export function toRunDto(r: typeof automationRuns.$inferSelect): AutomationRunDto {
  return { id: r.id, ruleId: r.ruleId, ruleName: r.ruleName, eventKey: r.eventKey, firedAt: r.firedAt.toISOString(), outcome: r.outcome, details: r.details };
}

/**
 * How a run's log is worded (services/automa/apply.ts passes core/automa/run.ts and core/money.ts):
 * the outcome follows from what was done inside the run's database transaction.
 */
export interface RunWording {
  outcome(done: readonly string[], skipped: readonly string[]): RunOutcome;
  money(cents: number): string;
}

type RunOutcome = (typeof automationRuns.$inferSelect)['outcome'];

/** What applyRuns did: the runs it recorded now (not the ones recorded before) and the feed entries to push. */
export interface AppliedRuns {
  runs: AutomationRunDto[];
  activity: ActivityRow[];
  /** reminder rows (email, push) the notify actions wrote: to queue for delivery after the commit */
  deliveries: string[];
}

export class AutomaRepo {
  constructor(private readonly db: Db) {}

  /** The user's rules, oldest first; a page of them when asked. */
  list(userId: string, page?: { offset: number; limit: number }): Promise<AutomationRuleRow[]> {
    const q = this.db.select().from(automationRules).where(eq(automationRules.userId, userId)).orderBy(asc(automationRules.createdAt), asc(automationRules.id));
    return page ? q.limit(page.limit).offset(page.offset) : q;
  }

  async count(userId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(automationRules).where(eq(automationRules.userId, userId));
    return row?.n ?? 0;
  }

  /** The active rules that set a category on each import: the only ones that can conflict. */
  async categorySetters(userId: string): Promise<Rule[]> {
    return (await this.active(userId, ['transaction imported'])).filter((r) => r.actions.some((a) => a.kind === 'set category'));
  }

  /**
   * The latest `limit` rows of [from, to] (returned oldest first, in their own currency) and how many
   * the window holds: the conflict scan reads no more than it scans.
   */
  async latestRows(userId: string, from: string, to: string, limit: number): Promise<{ rows: (LedgerTransaction & { currency: string })[]; total: number }> {
    const where = sql`user_id = ${userId} and date >= ${from} and date <= ${to}`;
    const [rows, [n]] = await Promise.all([
      this.db.execute<LedgerRow>(sql`select ${LEDGER_COLUMNS} from transactions where ${where} order by date desc, id desc limit ${limit}`),
      this.db.execute<{ n: string }>(sql`select count(*)::text as n from transactions where ${where}`).then((r) => r.rows),
    ]);
    return { rows: rows.rows.map(ledgerRow).reverse(), total: Number(n?.n ?? 0) };
  }

  async get(userId: string, id: string): Promise<AutomationRuleRow | null> {
    const [row] = await this.db
      .select()
      .from(automationRules)
      .where(and(eq(automationRules.userId, userId), eq(automationRules.id, id)));
    return row ?? null;
  }

  async active(userId: string, triggers: readonly TriggerKind[]): Promise<Rule[]> {
    if (!triggers.length) return [];
    const rows = await this.db
      .select()
      .from(automationRules)
      .where(and(eq(automationRules.userId, userId), eq(automationRules.active, true), inArray(automationRules.trigger, [...triggers])))
      .orderBy(asc(automationRules.createdAt), asc(automationRules.id));
    return rows.map(ruleOf);
  }

  /**
   * A new rule (off), or null when the user has `max` rules already. The user's creates are taken one
   * at a time (a transaction-scoped advisory lock), so two at once cannot both slip under the cap.
   */
  async create(userId: string, r: RuleInput, max = Infinity): Promise<AutomationRuleRow | null> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`automa-rules:${userId}`}, 0))`);
      const [have] = await tx.select({ n: count() }).from(automationRules).where(eq(automationRules.userId, userId));
      if ((have?.n ?? 0) >= max) return null;
      const [row] = await tx
        .insert(automationRules)
        .values({ userId, ...r, active: false })
        .returning();
      return row!;
    });
  }

  /** An edited rule is off again, and needs a new dry run (and a new confirmation if broad) to be turned on. */
  async update(userId: string, id: string, r: Partial<RuleInput>): Promise<AutomationRuleRow | null> {
    const [row] = await this.db
      .update(automationRules)
      .set({ ...r, active: false, confirmedBroad: false, dryRunAt: null, updatedAt: new Date() })
      .where(and(eq(automationRules.userId, userId), eq(automationRules.id, id)))
      .returning();
    return row ?? null;
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(automationRules)
      .where(and(eq(automationRules.userId, userId), eq(automationRules.id, id)))
      .returning({ id: automationRules.id });
    return rows.length > 0;
  }

  async markDryRun(userId: string, id: string): Promise<void> {
    await this.db
      .update(automationRules)
      .set({ dryRunAt: new Date() })
      .where(and(eq(automationRules.userId, userId), eq(automationRules.id, id)));
  }

  async setActive(userId: string, id: string, active: boolean, confirmedBroad?: boolean): Promise<AutomationRuleRow | null> {
    const [row] = await this.db
      .update(automationRules)
      .set({ active, ...(confirmedBroad === undefined ? {} : { confirmedBroad }) })
      .where(and(eq(automationRules.userId, userId), eq(automationRules.id, id)))
      .returning();
    return row ?? null;
  }

  async runs(userId: string, limit = 200): Promise<AutomationRunDto[]> {
    const rows = await this.db
      .select()
      .from(automationRuns)
      .where(eq(automationRuns.userId, userId))
      .orderBy(desc(automationRuns.firedAt), desc(automationRuns.id))
      .limit(limit);
    return rows.map(toRunDto);
  }

  /** The transactions a document added, as rules read them (the import's own amounts and currency). */
  async documentTransactions(userId: string, documentId: string): Promise<RuleTransaction[]> {
    return this.db
      .select({
        id: transactions.id,
        date: transactions.date,
        description: transactions.description,
        merchant: transactions.merchant,
        account: transactions.account,
        category: transactions.category,
        subcategory: transactions.subcategory,
        amountCents: transactions.amountCents,
      })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.documentId, documentId)))
      .orderBy(asc(transactions.date), asc(transactions.id));
  }

  /** The merchants (or descriptions) of the user's rows from other imports: what "new merchant" compares with. */
  merchantsBefore(userId: string, documentId: string): Promise<{ merchant: string | null; description: string }[]> {
    return this.db
      .selectDistinct({ merchant: transactions.merchant, description: transactions.description })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), sql`${transactions.documentId} is distinct from ${documentId}`));
  }

  /** Users with an active rule on a trigger the daily run evaluates. */
  async usersWithScheduledRules(triggers: readonly TriggerKind[]): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ userId: automationRules.userId })
      .from(automationRules)
      .where(and(eq(automationRules.active, true), inArray(automationRules.trigger, [...triggers])));
    return rows.map((r) => r.userId);
  }

  /**
   * Records and applies the planned runs in one database transaction. A run whose (rule, event) row
   * exists already is skipped whole; so is one whose rule was turned off or deleted meanwhile.
   * Transaction changes are recorded as one undoable ledger change.
   */
  async applyRuns(userId: string, planned: readonly PlannedRun[], wording: RunWording): Promise<AppliedRuns> {
    if (!planned.length) return { runs: [], activity: [], deliveries: [] };
    return this.db.transaction(async (tx) => {
      // locked: a rule deleted or turned off meanwhile does not act after the user saw it stop
      const live = new Set(
        (
          await tx
            .select({ id: automationRules.id })
            .from(automationRules)
            .where(
              and(
                eq(automationRules.userId, userId),
                eq(automationRules.active, true),
                inArray(automationRules.id, [...new Set(planned.map((p) => p.ruleId))]),
              ),
            )
            .for('share')
        ).map((r) => r.id),
      );
      const before = new Map<string, TransactionRow>();
      const out: AppliedRuns = { runs: [], activity: [], deliveries: [] };
      for (const p of planned) {
        if (!live.has(p.ruleId)) continue;
        const [run] = await tx
          .insert(automationRuns)
          .values({
            userId,
            ruleId: p.ruleId,
            ruleName: p.ruleName,
            eventKey: p.eventKey,
            outcome: 'skipped',
            details: { subject: p.subject, ...(p.transactionId ? { transactionId: p.transactionId } : {}), done: [], skipped: [] },
          })
          .onConflictDoNothing()
          .returning();
        if (!run) continue; // this rule already ran on this event
        const done: string[] = [];
        const skipped: string[] = [];
        for (const e of p.effects) {
          const said = await applyEffect(tx, userId, e, before, out.deliveries, wording);
          if (said.activity) out.activity.push(said.activity);
          (said.ok ? done : skipped).push(said.text);
        }
        const details = { ...run.details, done, skipped };
        const [saved] = await tx
          .update(automationRuns)
          .set({ outcome: wording.outcome(done, skipped), details })
          .where(and(eq(automationRuns.userId, userId), eq(automationRuns.id, run.id)))
          .returning();
        out.runs.push(toRunDto(saved!));
      }
      if (before.size) {
        const n = before.size;
        await recordEditsIn(tx, userId, `Automa's rules changed ${n} transaction${n === 1 ? '' : 's'}`, [...before.values()]);
      }
      return out;
    });
  }
}

type Effect = PlannedRun['effects'][number];

/** One effect inside the run's transaction: what it did (or why not), and a feed entry to push. */
async function applyEffect(
  tx: Tx,
  userId: string,
  e: Effect,
  before: Map<string, TransactionRow>,
  deliveries: string[],
  wording: RunWording,
): Promise<{ ok: boolean; text: string; activity?: ActivityRow }> {
  const row = async (id: string) => {
    const [r] = await tx
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.id, id)))
      .for('update');
    if (r && !before.has(id)) before.set(id, r);
    return r ?? null;
  };
  const txWhere = (id: string) => and(eq(transactions.userId, userId), eq(transactions.id, id));
  switch (e.kind) {
    case 'set category': {
      const r = await row(e.transactionId);
      if (!r) return { ok: false, text: 'set category: the transaction is gone' };
      // a category the user set by hand wins over a rule; a reconciled row is locked
      if (r.userCorrected) return { ok: false, text: `set category: kept "${r.category}", which you set by hand` };
      if (r.reconciledAt) return { ok: false, text: 'set category: the transaction is reconciled (locked)' };
      await tx.update(transactions).set({ category: e.category, subcategory: e.subcategory, needsUserInput: false, confidence: 1 }).where(txWhere(r.id));
      const to = e.subcategory ? `${e.category} › ${e.subcategory}` : e.category;
      return { ok: true, text: `set category: ${r.subcategory ? `${r.category} › ${r.subcategory}` : r.category} → ${to}` };
    }
    case 'add note': {
      const r = await row(e.transactionId);
      if (!r) return { ok: false, text: 'add note: the transaction is gone' };
      await tx
        .update(transactions)
        .set({ note: r.note ? `${r.note}\n${e.text}` : e.text })
        .where(txWhere(r.id));
      return { ok: true, text: `add note: "${e.text}"` };
    }
    case 'mark for review': {
      const r = await row(e.transactionId);
      if (!r) return { ok: false, text: 'mark for review: the transaction is gone' };
      await tx.update(transactions).set({ needsUserInput: true }).where(txWhere(r.id));
      return { ok: true, text: 'mark for review: in the review queue' };
    }
    case 'notify': {
      const [a] = await tx.insert(activity).values({ userId, employee: 'automa', message: e.message, kind: 'automation', documentId: null }).returning();
      const other = e.channels.filter((c) => c !== 'in-app');
      // email and push go out through Chime's delivery: a row each, written with the run (so once), sent after commit
      const rows = other.length
        ? await tx
            .insert(reminders)
            .values(other.map((channel) => ({ userId, billName: e.title, due: e.date, channel, title: e.title, body: e.message })))
            .returning({ id: reminders.id })
        : [];
      deliveries.push(...rows.map((r) => r.id));
      return { ok: true, text: `notify: in the activity feed${other.length ? `; ${other.join(' and ')} queued (see the reminders log)` : ''}`, activity: a! };
    }
    case 'contribute to goal': {
      const [g] = await tx
        .select({ id: financialGoals.id, name: financialGoals.name })
        .from(financialGoals)
        .where(and(eq(financialGoals.userId, userId), eq(financialGoals.id, e.goalId)));
      if (!g) return { ok: false, text: 'contribute to goal: the goal is gone' };
      await tx.insert(goalContributions).values({ userId, goalId: g.id, date: e.date, amountCents: e.amountCents, note: e.note });
      await tx
        .update(financialGoals)
        .set({ updatedAt: new Date() })
        .where(and(eq(financialGoals.userId, userId), eq(financialGoals.id, g.id)));
      return { ok: true, text: `contribute to goal: ${wording.money(e.amountCents)} to ${g.name}` };
    }
    case 'ask employee': {
      await tx.insert(smartHandoffs).values({
        userId,
        question: e.question,
        employee: e.employee,
        context: { from: 'automa', ...e.context },
        expiresAt: new Date(Date.now() + HANDOFF_TTL_MS),
      });
      const [a] = await tx
        .insert(activity)
        .values({ userId, employee: 'automa', message: `Asked ${e.employee}: ${e.question}`, documentId: null })
        .returning();
      return { ok: true, text: `ask employee: handed to ${e.employee}`, activity: a! };
    }
  }
}
