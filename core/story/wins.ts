// Wins, only where the data shows one: less spent than before, a category that came down, money
// kept, more coming in, a stretch of days without spending, debt paid, a goal reached or moving.
// When there is none the screen says so plainly rather than dressing something up.
import { addDays, daysBetween } from '../dates.ts';
import { employeeProfile } from '../employees.ts';
import { TRANSFER } from '../tag/taxonomy.ts';
import type { StoryScreen, StoryText } from './types.ts';
import type { CategoryChange } from './changes.ts';
import type { StoryContext } from './context.ts';
import { daysWithout, difference, money, onPage, outFilter, share } from './figures.ts';
import { inRange, shortDay } from './period.ts';

/** A goal as the story reads it: what it aims for and what it has saved today. */
export interface StoryGoal {
  name: string;
  targetCents: number;
  savedCents: number;
  status: 'active' | 'paused' | 'completed' | 'archived';
}

/** A category "came down" when it fell by at least this share and this much. */
export const CATEGORY_WIN_PERCENT = 10;
export const CATEGORY_WIN_MIN_CENTS = 10_00;
/** "More came in" from this much more. */
export const INCOME_WIN_PERCENT = 5;
/** A stretch without spending worth telling. */
export const STREAK_MIN_DAYS = 2;
const DEBT_SUBCATEGORIES = [
  ['Loan Payment', 'loans'],
  ['Credit Card Payment', 'credit cards'],
] as const;

/** The longest run of days in the covered span with no money out; the earliest of equal runs. */
export function longestStreak(c: StoryContext): { from: string; to: string; days: number } | null {
  const spent = new Set(c.curRows.filter((t) => t.amountCents < 0 && t.category !== TRANSFER).map((t) => t.date));
  let best: { from: string; to: string; days: number } | null = null;
  let start: string | null = null;
  for (let d = c.covered.from; d <= c.covered.to; d = addDays(d, 1)) {
    if (spent.has(d)) {
      start = null;
      continue;
    }
    start ??= d;
    const days = daysBetween(start, d) + 1;
    if (!best || days > best.days) best = { from: start, to: d, days };
  }
  return best && best.days >= STREAK_MIN_DAYS ? best : null;
}

function goalLines(goals: readonly StoryGoal[]): StoryText[] {
  const href = employeeProfile('goalie').dashboardRoute;
  const lines: StoryText[] = [];
  for (const [i, g] of goals.entries()) {
    if (g.status === 'archived' || g.targetCents <= 0) continue;
    const target = onPage(`goal-target:${i}`, `${g.name}: target`, 'money', g.targetCents, href);
    if (g.status === 'completed' || g.savedCents >= g.targetCents) {
      lines.push([`Goal reached: ${g.name}, `, target, '.']);
    } else if (g.savedCents > 0) {
      const saved = onPage(`goal-saved:${i}`, `${g.name}: saved so far`, 'money', g.savedCents, href);
      const part = share(`goal-share:${i}`, `${g.name}: share saved`, saved, target);
      lines.push([`${g.name}: `, saved, ' of ', target, ' saved', ...(part ? [' (', part, ')'] : []), '.']);
    }
  }
  return lines;
}

/** `goals` only for a recent period: they are as they stand today. */
export function winsScreen(c: StoryContext, changes: readonly CategoryChange[], goals: readonly StoryGoal[] | null): StoryScreen {
  const { cur, prev } = c;
  const lines: StoryText[] = [];
  if (c.comparable && c.spent.value < c.prevSpent.value) {
    lines.push(['You spent ', difference('win-spent-less', `Less money out than ${prev.label}`, c.spent, c.prevSpent), ` less than ${inRange(prev)}.`]);
  }
  if (c.comparable) {
    for (const x of changes.filter((x) => x.change.value <= -CATEGORY_WIN_MIN_CENTS && x.percent && x.percent.value <= -CATEGORY_WIN_PERCENT).slice(0, 2)) {
      lines.push([`${x.category} came down to `, x.now, ' from ', x.before, '.']);
    }
  }
  if (c.kept.value > 0) {
    const then: StoryText = !c.comparable
      ? []
      : c.prevKept.value <= 0
        ? [`; ${inRange(prev)} more went out than came in`]
        : c.kept.value > c.prevKept.value
          ? [', more than the ', c.prevKept, ` kept ${inRange(prev)}`]
          : [];
    lines.push(['You kept ', c.kept, ' of what came in', ...then, '.']);
  }
  if (c.comparable && c.prevCame.value > 0 && c.came.value * 100 >= c.prevCame.value * (100 + INCOME_WIN_PERCENT)) {
    lines.push(['More came in: ', c.came, ' against ', c.prevCame, ` ${inRange(prev)}.`]);
  }
  const streak = longestStreak(c);
  if (streak) {
    const fig = daysWithout(c.curRows, 'no-spend-streak', `Longest stretch without spending, ${cur.label}`, outFilter(streak), streak.days);
    lines.push(['Your longest stretch without spending: ', fig, ` in a row, ${shortDay(streak.from)} to ${shortDay(streak.to)}.`]);
  }
  for (const [subcategory, what] of DEBT_SUBCATEGORIES) {
    const fig = money(c.curRows, `debt-paid:${subcategory}`, `${subcategory}s, ${cur.label}`, {
      from: cur.from,
      to: cur.to,
      category: TRANSFER,
      subcategory,
      sign: 'out',
    });
    if (fig.value > 0) lines.push(['You paid ', fig, ` toward ${what}.`]);
  }
  const goalText = goals ? goalLines(goals) : [];
  if (goalText.length) lines.push(['Your goals today:'], ...goalText);
  return {
    id: 'wins',
    title: 'Wins',
    stats: [],
    lines,
    note: lines.length
      ? null
      : `No wins to report ${inRange(cur)}: spending did not come down, nothing was kept and no goal moved. That is what the statements say, not a verdict.`,
    action: null,
  };
}
