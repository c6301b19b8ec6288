// Gathers what the employees may quote from the user's data (see core/chat/summary.ts).
import { buildChatDataSummary, RECENT_DOCUMENTS, type ChatDataSummary } from '../../core/chat/summary.ts';
import type { DocumentsRepo } from '../../db/repos/documents.ts';
import type { LedgerRepo } from '../../db/repos/ledger.ts';
import { ruleOf, type TagRepo } from '../../db/repos/tag.ts';
import type { TransactionsRepo } from '../../db/repos/transactions.ts';
import type { NudgeContext } from '../../core/harmony/nudges.ts';
import type { DebtsRepo } from '../../db/repos/debts.ts';
import type { GoalsRepo } from '../../db/repos/goals.ts';
import { goalFacts } from '../goalie/routes.ts';
import { engineDebt } from '../liberty/routes.ts';
import type { BillsRepo } from '../../db/repos/bills.ts';
import type { RemindersRepo } from '../../db/repos/reminders.ts';
import { chatBills } from '../chime/routes.ts';

export interface UserDataDeps {
  ledger: LedgerRepo;
  documents: DocumentsRepo;
  transactions: TransactionsRepo;
  tag: TagRepo;
  /** Goalie's goals and Liberty's debts (left out: none) */
  goals?: GoalsRepo;
  debts?: DebtsRepo;
  /** Chime's bills (left out: none) */
  bills?: BillsRepo;
  /** Chime's reminder log (left out: none) */
  reminders?: RemindersRepo;
}

/** `harmonyNudge`: the nudge a Harmony conversation is about; its figures are read from the same ledger. */
export async function gatherChatData(
  deps: UserDataDeps, user: { id: string; email: string }, today: string, harmonyNudge: { id: string; context: NudgeContext } | null = null,
): Promise<ChatDataSummary> {
  const [ledger, balance, businessAccounts, documents, counts, rules, patterns, goals, saved, debts, debtClaim, billRows] = await Promise.all([
    deps.ledger.window(user.id, today), deps.ledger.statedBalance(user.id), deps.ledger.businessAccounts(user.id),
    deps.documents.list(user.id, RECENT_DOCUMENTS), deps.transactions.sourceCounts(user.id),
    deps.tag.rules(user.id), deps.tag.patterns(user.id),
    deps.goals?.list(user.id) ?? [], deps.goals?.saved(user.id) ?? new Map<string, number>(), deps.debts?.list(user.id) ?? [],
    deps.debts?.claim(user.id) ?? null, deps.bills?.list(user.id) ?? [],
  ]);
  const reminderRows = deps.reminders ? await deps.reminders.log(user.id, 6) : [];
  return buildChatDataSummary({
    today, email: user.email, ledger, balance, businessAccounts,
    documents: documents.map((d) => ({
      fileName: d.fileName, status: d.status, imported: d.imported, duplicates: d.duplicates, needsReview: d.needsReview,
      createdAt: d.createdAt.toISOString(), error: d.error,
    })),
    tag: { ...counts, rules: rules.length, patterns: patterns.length },
    tagKnowledge: { rules: rules.map(ruleOf), patterns },
    harmonyNudge,
    goals: goals.map((g) => goalFacts(g, saved.get(g.id) ?? g.startingCents)),
    debtAccounts: debts.map(engineDebt),
    debtClaim,
    bills: chatBills(billRows, ledger, today),
    reminders: reminderRows.map((r) => ({
      billName: r.billName, due: r.due, channel: r.channel, status: r.status, reason: r.reason, day: (r.sentAt ?? r.updatedAt).toISOString().slice(0, 10),
    })),
  });
}
