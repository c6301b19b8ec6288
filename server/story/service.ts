// Reads what a story needs for one user (the ledger from the period before the one told, the
// bills' next due dates, the goals and the debts; every read filtered by the user's id) and
// builds it with core/story.
import { usualCents } from '../../core/chime/occurrences.ts';
import { addDays } from '../../core/dates.ts';
import type { StoryDto, StoryPeriod } from '../../core/story/api.ts';
import { buildStory, type StoryBill } from '../../core/story/build.ts';
import { defaultPeriod } from '../../core/story/period.ts';
import type { BillsRepo } from '../../db/repos/bills.ts';
import type { DebtsRepo } from '../../db/repos/debts.ts';
import type { GoalsRepo } from '../../db/repos/goals.ts';
import { LEDGER_WINDOW_DAYS, type Ledger } from '../../services/ledger/ledger.ts';
import { billOccurrences } from '../../services/bills/occurrences.ts';
import { userFigures } from '../../services/figures/user-figures.ts';

export interface StoryDeps {
  ledger: Ledger;
  bills: BillsRepo;
  goals: GoalsRepo;
  debts: DebtsRepo;
}

/** The first day a story of `period` reads: the start of the period before it. */
function readFrom(period: StoryPeriod): string {
  if (period.kind === 'year') return `${period.year - 1}-01-01`;
  const y = Number(period.month.slice(0, 4));
  const m = Number(period.month.slice(5, 7));
  return m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`;
}

/** `period` null: the default one (core/story/period.ts defaultPeriod), said on the story. */
export async function storyFor(deps: StoryDeps, userId: string, period: StoryPeriod | null, today: string): Promise<StoryDto> {
  // Crystal's window (what is coming, the periods on offer) and, further back when asked, the period told
  const window = addDays(today, -LEDGER_WINDOW_DAYS);
  const from = period && readFrom(period) < window ? readFrom(period) : window;
  const ledger = deps.ledger.since(userId, from);
  const [txs, money, billRows, goalRows, saved, debtRows] = await Promise.all([
    ledger,
    deps.ledger.currencySettings(userId),
    billOccurrences(deps, userId, today, 'story-coming', { ledger, activeOnly: true }),
    deps.goals.list(userId),
    deps.goals.saved(userId),
    deps.debts.list(userId),
  ]);
  const chosen = period ? null : defaultPeriod(txs, today);
  // the months and usual month every page gives (read over the story's rows, which reach at least as far back)
  const { figures } = await userFigures(deps.ledger, userId, today, { window: txs });
  const bills: StoryBill[] = billRows.flatMap(({ bill: b, occurrences }) =>
    occurrences
      .filter((o) => o.status === 'upcoming' || o.status === 'due today')
      .map((o) => ({ name: b.name, merchantKey: b.merchantKey, due: o.due, cents: usualCents(b.expected), autopay: b.autopay })),
  );
  return buildStory({
    txs,
    today,
    period: period ?? chosen!.period,
    chosen: chosen?.why ?? null,
    currency: money.home,
    bills,
    goals: goalRows.map((g) => ({ name: g.name, targetCents: g.targetCents, savedCents: saved.get(g.id) ?? g.startingCents, status: g.status })),
    debts: debtRows.map((d) => ({ name: d.name, balanceCents: d.balanceCents })),
    figures,
  });
}
