// Gathers what the employees may quote from the user's data (see core/chat/summary.ts).
import { buildChatDataSummary, RECENT_DOCUMENTS, type ChatDataSummary } from '../../core/chat/summary.ts';
import type { DocumentsRepo } from '../../db/repos/documents.ts';
import type { Ledger } from '../../services/ledger/ledger.ts';
import { ruleOf, type TagRepo } from '../../db/repos/tag.ts';
import type { TransactionsRepo } from '../../db/repos/transactions.ts';
import type { NudgeContext } from '../../core/harmony/nudges.ts';
import type { DebtsRepo } from '../../db/repos/debts.ts';
import type { GoalsRepo } from '../../db/repos/goals.ts';
import { goalFacts } from '../../db/repos/goals.ts';
import { engineDebt } from '../../db/repos/debts.ts';
import { debtPlanClaim } from '../../services/liberty/claim.ts';
import type { BillsRepo } from '../../db/repos/bills.ts';
import type { RemindersRepo } from '../../db/repos/reminders.ts';
import type { AutomaRepo } from '../../db/repos/automa.ts';
import { chatBills } from '../../services/bills/chat.ts';
import { userFigures } from '../../services/figures/user-figures.ts';
import type { TaxRepo } from '../../db/repos/tax.ts';
import { chatTaxOf } from '../../core/chat/tax-reply.ts';
import { taxSummaryFor } from '../tax/service.ts';
import type { WellbeingRepo } from '../../db/repos/wellbeing.ts';
import type { ChatMusic } from '../../core/chat/music-reply.ts';
import { logger } from '../../infra/logger.ts';

const log = logger.child({ component: 'chat' });

export interface UserDataDeps {
  ledger: Ledger;
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
  /** Automa's rules and run log (left out: none) */
  automa?: AutomaRepo;
  /** Ledger's tax assistant (left out: the Business-category answer) */
  tax?: TaxRepo;
  /** Harmony's well-being check-ins (left out: none) */
  wellbeing?: WellbeingRepo;
  /** net worth as the Bank Accounts page gives it, for Liberty's Freedom figures (left out: none) */
  netWorth?: (userId: string, today: string) => Promise<number>;
  /** Luna's Spotify connection and playlists (left out: not gathered) */
  music?: (userId: string) => Promise<ChatMusic>;
}

/** `harmonyNudge`: the nudge a Harmony conversation is about; its figures are read from the same ledger. */
export async function gatherChatData(
  deps: UserDataDeps,
  user: { id: string; email: string },
  today: string,
  harmonyNudge: { id: string; context: NudgeContext } | null = null,
): Promise<ChatDataSummary> {
  const window = deps.ledger.window(user.id, today);
  const [ledger, mine, balance, businessAccounts, documents, counts, rules, patterns, goals, saved, debts, debtClaim, bills] = await Promise.all([
    window,
    window.then((w) => userFigures(deps.ledger, user.id, today, { window: w })),
    deps.ledger.statedBalance(user.id),
    deps.ledger.businessAccounts(user.id),
    deps.documents.list(user.id, RECENT_DOCUMENTS),
    deps.transactions.sourceCounts(user.id),
    deps.tag.rules(user.id),
    deps.tag.patterns(user.id),
    deps.goals?.list(user.id) ?? [],
    deps.goals?.saved(user.id) ?? new Map<string, number>(),
    deps.debts?.list(user.id) ?? [],
    deps.debts ? debtPlanClaim(deps.debts, user.id) : null,
    deps.bills ? chatBills({ bills: deps.bills, ledger: deps.ledger }, user.id, today, window) : [],
  ]);
  const [reminderRows, ruleRows, runRows, tax, checkins, music, netWorthCents] = await Promise.all([
    deps.reminders?.log(user.id, 6) ?? [],
    deps.automa?.list(user.id) ?? [],
    deps.automa?.runs(user.id, 5) ?? [],
    deps.tax
      ? taxSummaryFor({ tax: deps.tax, ledger: deps.ledger }, user.id, today)
          .then(chatTaxOf)
          .catch((err: unknown) => {
            // the reply goes on without tax figures rather than failing
            log.warn({ err, userId: user.id }, 'the tax summary for a chat reply failed; answering without it');
            return null;
          })
      : null,
    deps.wellbeing?.list(user.id) ?? [],
    deps.music?.(user.id) ?? null,
    deps.netWorth?.(user.id, today) ?? null,
  ]);
  return buildChatDataSummary({
    today,
    email: user.email,
    ledger,
    figures: mine.figures,
    netWorthCents,
    balance,
    businessAccounts,
    tax,
    music,
    documents: documents.map((d) => ({
      fileName: d.fileName,
      status: d.status,
      imported: d.imported,
      duplicates: d.duplicates,
      needsReview: d.needsReview,
      createdAt: d.createdAt.toISOString(),
      error: d.error,
    })),
    tag: { ...counts, rules: rules.length, patterns: patterns.length },
    tagKnowledge: { rules: rules.map(ruleOf), patterns },
    harmonyNudge,
    harmonyCheckins: checkins.map((c) => ({ month: c.month, score: c.score, facts: c.facts })),
    goals: goals.map((g) => goalFacts(g, saved.get(g.id) ?? g.startingCents)),
    debtAccounts: debts.map(engineDebt),
    debtClaim,
    bills,
    automation: {
      rules: ruleRows.map((r) => ({ name: r.name, trigger: r.trigger, active: r.active })),
      runs: runRows.map((r) => ({
        ruleName: r.ruleName,
        day: r.firedAt.slice(0, 10),
        outcome: r.outcome,
        subject: r.details.subject ?? null,
        done: r.details.done,
      })),
    },
    reminders: reminderRows.map((r) => ({
      billName: r.billName,
      due: r.due,
      channel: r.channel,
      status: r.status,
      reason: r.reason,
      day: (r.sentAt ?? r.updatedAt).toISOString().slice(0, 10),
    })),
  });
}
