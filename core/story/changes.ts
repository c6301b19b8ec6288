// The biggest changes: money out per category against the period before, the three that rose most
// and the three that fell most (a category new this period, or gone from it, counts too).
import type { StoryFigure, StoryScreen, StoryText } from './types.ts';
import type { StoryContext } from './context.ts';
import { categoryFilter, difference, money, percentChange } from './figures.ts';
import { inRange } from './period.ts';

export const CHANGES_SHOWN = 3;

export interface CategoryChange {
  category: string;
  now: StoryFigure;
  before: StoryFigure;
  /** now − before */
  change: StoryFigure;
  percent: StoryFigure | null;
}

function categoriesOut(rows: StoryContext['curRows']): Set<string> {
  const out = new Set<string>();
  for (const t of rows) if (t.amountCents < 0 && t.category !== 'Transfer') out.add(t.category);
  return out;
}

/** Every category with money out in either period, largest change (either way) first. */
export function categoryChanges(c: StoryContext): CategoryChange[] {
  const names = [...new Set([...categoriesOut(c.curRows), ...categoriesOut(c.prevRows)])];
  return names
    .map((category) => {
      const now = money(c.curRows, `change-now:${category}`, `${category}, money out, ${c.cur.label}`, categoryFilter(c.cur, category));
      const before = money(c.prevRows, `change-before:${category}`, `${category}, money out, ${c.prev.label}`, categoryFilter(c.prev, category));
      return {
        category,
        now,
        before,
        change: difference(`change:${category}`, `Change in ${category}`, now, before),
        percent: percentChange(`change-percent:${category}`, `Change in ${category}, percent`, now, before),
      };
    })
    .sort((a, b) => Math.abs(b.change.value) - Math.abs(a.change.value) || a.category.localeCompare(b.category));
}

function changeLine(x: CategoryChange, c: StoryContext): StoryText {
  const up = x.change.value > 0;
  if (x.before.value === 0) return [`${x.category}: `, x.now, `, new: nothing went there ${inRange(c.prev)}.`];
  return [`${x.category}: `, x.now, up ? ', up ' : ', down ', x.change, ...(x.percent ? [' (', x.percent, ')'] : []), ' from ', x.before, '.'];
}

/** `all`: categoryChanges(c), which the wins read too. */
export function changesScreen(c: StoryContext, all: readonly CategoryChange[]): StoryScreen {
  const title = 'The biggest changes';
  if (!c.comparable) return { id: 'changes', title, stats: [], lines: [], note: `Nothing to compare with: ${c.notComparable}.`, action: null };
  const rises = all.filter((x) => x.change.value > 0).slice(0, CHANGES_SHOWN);
  const falls = all.filter((x) => x.change.value < 0).slice(0, CHANGES_SHOWN);
  const lines: StoryText[] = [];
  if (rises.length) lines.push([`Rose most against ${c.prev.label}:`], ...rises.map((x) => changeLine(x, c)));
  if (falls.length) lines.push([`Fell most against ${c.prev.label}:`], ...falls.map((x) => changeLine(x, c)));
  const stats: StoryScreen['stats'] = [];
  const rise = rises[0];
  const fall = falls[0];
  if (rise) {
    stats.push({
      caption: `Up most: ${rise.category}`,
      figure: rise.now,
      detail: rise.before.value === 0 ? [`new: nothing ${inRange(c.prev)}`] : [rise.change, ` more than ${c.prev.label}`],
    });
  }
  if (fall) stats.push({ caption: `Down most: ${fall.category}`, figure: fall.now, detail: [fall.change, ` less than ${c.prev.label}`] });
  return {
    id: 'changes',
    title,
    stats,
    lines,
    note: lines.length ? null : `Money out per category is the same as ${inRange(c.prev)}.`,
    action: null,
  };
}
