// What an episode may say beyond the ledger's rows: the usual month every page gives (core/figures),
// the bills due in the two weeks after the timeframe, the goals and their progress, the debts, and
// Intelia's insights. Only what the user's preferences include is read (the usual month always is).
import { userGoalsOverview } from '../goalie/overview.ts';
import { usualCents } from '../../core/chime/occurrences.ts';
import type { EpisodeExtras, IncludeFlags } from '../../core/roundtable/types.ts';
import type { BillsRepo } from '../../db/repos/bills.ts';
import type { DebtsRepo } from '../../db/repos/debts.ts';
import type { GoalsRepo } from '../../db/repos/goals.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { billOccurrences } from '../bills/occurrences.ts';
import { userFigures } from '../figures/user-figures.ts';
import { usualMonthOf } from '../../core/roundtable/facts.ts';

export interface ExtrasDeps {
  ledger: Ledger;
  goals: GoalsRepo;
  debts: DebtsRepo;
  bills: BillsRepo;
}

export async function episodeExtras(deps: ExtrasDeps, userId: string, to: string, include: IncludeFlags): Promise<EpisodeExtras> {
  const txs = await deps.ledger.window(userId, to);
  // the usual month as every page gives it, as of the episode's last day
  const { figures } = await userFigures(deps.ledger, userId, to, { window: txs });
  const out: EpisodeExtras = { billsDue: [], goals: [], debts: [], insights: [], usualMonth: usualMonthOf(figures) };
  if (include.bills) {
    // the bills due in the two weeks after the timeframe ('episode-ahead', core/chime/windows.ts)
    out.billsDue = (await billOccurrences(deps, userId, to, 'episode-ahead', { ledger: txs, activeOnly: true }))
      .flatMap(({ bill: b, occurrences }) =>
        occurrences.filter((o) => o.status === 'upcoming' && !o.paidBy).map((o) => ({ name: b.name, due: o.due, cents: usualCents(b.expected) })),
      )
      .sort((a, b) => a.due.localeCompare(b.due) || a.name.localeCompare(b.name));
  }
  if (include.goals) {
    out.goals = (await userGoalsOverview(deps, userId, to, { window: txs })).view.goals
      .filter((g) => g.status === 'active' || g.status === 'completed')
      .map((g) => ({
        name: g.name,
        savedCents: g.savedCents,
        targetCents: g.targetCents,
        status: g.progress,
        percent: g.targetCents > 0 ? Math.min(100, Math.floor((g.savedCents / g.targetCents) * 100)) : 0,
      }));
  }
  if (include.debts) {
    out.debts = (await deps.debts.list(userId)).filter((d) => d.balanceCents > 0).map((d) => ({ name: d.name, balanceCents: d.balanceCents, apr: d.apr }));
  }
  if (include.insights) out.insights = (await deps.ledger.insights(userId, to)).map((i) => i.message).slice(0, 6);
  return out;
}
