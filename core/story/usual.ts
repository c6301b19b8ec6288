// The story's monthly figures, as every page gives them (core/figures): the savings rate of the
// period told (the shared formula over its full months, partial ones named and left out) and the
// usual month (the Goals page's median spending and surplus, Freedom's savings rate), with the
// months each is over. A month the statements cover only in part says so instead of posing as one.
import { employeeProfile } from '../employees.ts';
import { type MonthFigures, periodSavingsRate } from '../figures/monthly.ts';
import type { StoryContext } from './context.ts';
import { onPage } from './figures.ts';
import { monthLabel } from './period.ts';
import type { StoryFigure, StoryMonthly, StoryStat, StoryText } from './types.ts';

export type { StoryMonthly };

/** A rate as a story figure: whole percent to one decimal, as ratePercent writes it. */
const percent = (id: string, label: string, rate: number, href: string): StoryFigure => onPage(id, label, 'percent', Math.round(rate * 1000) / 10, href);

export function storyMonthly(c: StoryContext): StoryMonthly {
  const f = c.figures;
  const inside = (m: MonthFigures) => m.month >= c.cur.from.slice(0, 7) && m.month <= c.cur.to.slice(0, 7);
  return {
    periodSavingsRate: periodSavingsRate(f.months, c.cur.from, c.cur.to),
    usual: { spendingCents: f.spending.cents, surplusCents: f.surplus.cents, statistic: f.surplus.statistic, savingsRate: f.savingsRate },
    partialMonths: f.months.filter((m) => inside(m) && !m.full).map((m) => ({ month: m.month, partialBecause: m.partialBecause ?? 'partial' })),
  };
}

/** The headline's rate stat, and its lines: the period's rate, the usual month, a partial month named. */
export function monthlyLines(c: StoryContext, m: StoryMonthly): { stat: StoryStat | null; lines: StoryText[] } {
  const freedom = employeeProfile('liberty').dashboardRoute;
  const goals = employeeProfile('goalie').dashboardRoute;
  const lines: StoryText[] = [];
  const r = m.periodSavingsRate;
  let stat: StoryStat | null = null;
  if (r.rate !== null) {
    const fig = percent('savings-rate', `Savings rate, ${c.cur.label}`, r.rate, freedom);
    stat = { caption: 'Savings rate', figure: fig, detail: [r.statistic] };
    lines.push(['Your savings rate: ', fig, `, ${r.statistic}.`]);
  } else lines.push([`No savings rate for ${c.cur.label}: ${r.statistic}.`]);
  const u = m.usual;
  if (u.spendingCents !== null && u.surplusCents !== null) {
    const spent = onPage('usual-spending', 'Spending in a usual month', 'money', u.spendingCents, goals);
    const kept = onPage('usual-surplus', 'Kept in a usual month (the monthly surplus)', 'money', u.surplusCents, goals);
    const rate = u.savingsRate.rate === null ? null : percent('usual-savings-rate', 'Savings rate over the full months', u.savingsRate.rate, freedom);
    lines.push([
      'A usual month, as on the Goals and Freedom pages: ',
      spent,
      ' out and ',
      kept,
      ' kept',
      ...(rate ? [', a savings rate of ', rate] : []),
      `, the ${u.statistic}.`,
    ]);
  }
  for (const p of m.partialMonths) {
    if (p.month === c.today.slice(0, 7)) continue; // the month in progress says so already
    lines.push([
      `Your statements cover ${monthLabel(p.month)} only in part (${p.partialBecause}): its money is what they hold, and it stays out of the usual month.`,
    ]);
  }
  return { stat, lines };
}
