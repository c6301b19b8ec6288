// The financial story of a month or a year ("your year in money"), told in a few screens from the
// ledger alone (plus the bills, goals and debts the user keeps): the headline, where the money
// went, the biggest changes, habits, wins, what is coming and, for a year, month by month.
// Pure: the server reads the data, the browser draws the screens.
import type { LedgerTransaction } from '../crystal/types.ts';
import { addDays } from '../dates.ts';
import { employeeProfile } from '../employees.ts';
import { type LedgerFigures, ledgerFigures } from '../figures/monthly.ts';
import { TRANSFER } from '../tag/taxonomy.ts';
import type { StoryView, StoryPeriod, StoryScreen, StoryText } from './types.ts';
import { categoryChanges, changesScreen } from './changes.ts';
import { comingScreen, type StoryBill, type StoryDebt } from './coming.ts';
import { storyContext, type StoryContext } from './context.ts';
import { habitsScreen } from './habits.ts';
import { headlineScreen, whereScreen } from './headline.ts';
import { monthsScreen } from './months.ts';
import { availablePeriods, counts, inRange, monthLabel, storyRanges } from './period.ts';
import { storyMonthly } from './usual.ts';
import { winsScreen, type StoryGoal } from './wins.ts';

export type { StoryBill, StoryDebt, StoryGoal };

export interface StoryInput {
  /** the ledger in the home currency, at least from the start of the period before */
  txs: readonly LedgerTransaction[];
  period: StoryPeriod;
  /** 'YYYY-MM-DD' */
  today: string;
  currency?: string;
  /** the bills' next due dates (what is coming) */
  bills?: readonly StoryBill[];
  goals?: readonly StoryGoal[];
  debts?: readonly StoryDebt[];
  /** why this period, when the user did not pick one */
  chosen?: string | null;
  /** the user's monthly figures (services/figures/user-figures.ts); left out: core/figures over `txs` */
  figures?: LedgerFigures;
}

/** A period "recent" enough for what is coming and today's goals to belong in its story. */
export const RECENT_DAYS = 31;

function emptyScreen(c: StoryContext, available: StoryView['available'], transfers: number): StoryScreen {
  const lines: StoryText[] = [[c.cur.from > c.today ? `${c.cur.label} has not started yet.` : `There are no transactions ${inRange(c.cur)}.`]];
  if (transfers > 0) lines.push([`Only transfers between your own accounts (${transfers}), which are neither spending nor income.`]);
  const latest = available.months[0];
  if (latest) lines.push([`Your latest month with transactions is ${monthLabel(latest)}: pick it above to read its story.`]);
  return {
    id: 'empty',
    title: 'Nothing to tell yet',
    stats: [],
    lines,
    note: 'Import a statement that covers this period and Roundtable will tell its story.',
    action: { text: 'Import a statement with Byte', href: employeeProfile('byte').dashboardRoute },
  };
}

export function buildStory(input: StoryInput): StoryView {
  const { txs, period, today } = input;
  const { current, previous } = storyRanges(period, today);
  const figures = input.figures ?? ledgerFigures({ transactions: txs.filter((t) => t.date <= today), today });
  const c = storyContext(txs, period.kind, current, previous, today, figures);
  const monthly = storyMonthly(c);
  const available = availablePeriods(txs, today);
  const transfersLeftOut = c.curRows.filter((t) => t.category === TRANSFER).length;
  const empty = !c.curRows.some(counts);
  const recent = current.from <= today && current.to >= addDays(today, -RECENT_DAYS);
  let screens: StoryScreen[];
  if (empty) screens = [emptyScreen(c, available, transfersLeftOut)];
  else {
    const upToEnd = txs.filter((t) => t.date <= current.to);
    const changes = categoryChanges(c);
    screens = [
      headlineScreen(c, transfersLeftOut, monthly),
      ...(period.kind === 'year' ? [monthsScreen(c)] : []),
      whereScreen(c),
      changesScreen(c, changes),
      habitsScreen(c, upToEnd),
      winsScreen(c, changes, recent ? (input.goals ?? []) : null),
      ...(recent
        ? [
            comingScreen(
              txs.filter((t) => t.date <= today),
              today,
              input.bills ?? [],
              input.debts ?? [],
            ),
          ]
        : []),
    ];
  }
  return {
    period,
    label: current.label,
    from: current.from,
    to: current.to,
    partial: current.partial,
    compare: { from: previous.from, to: previous.to, label: previous.label },
    chosen: input.chosen ?? null,
    today,
    currency: input.currency ?? 'USD',
    empty,
    transfersLeftOut,
    screens,
    available,
    monthly,
  };
}
