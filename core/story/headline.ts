// The first two screens: the headline (money out, money in, what was kept, against the period
// before) and where the money went (categories, the merchant that took most, the biggest single payment).
import { merchantDisplayName } from '../crystal/merchant.ts';
import { matchesFilter } from '../ledger/filter.ts';
import type { StoryFigure, StoryScreen, StoryText } from './types.ts';
import type { StoryContext } from './context.ts';
import { categoryFilter, count, difference, money, outFilter, percentChange, share } from './figures.ts';
import { merchantGroups, searchTerm } from './merchants.ts';
import { inRange, shortDay } from './period.ts';
import { monthlyLines, type StoryMonthly } from './usual.ts';

/** Categories listed on "where it went". */
export const TOP_CATEGORIES = 5;

/** "That is $300.00 (12%) less than in January 2026, when you spent $2,500.00." */
export function comparison(id: string, now: StoryFigure, before: StoryFigure, what: string, then: StoryText): StoryText {
  const d = difference(`${id}-change`, `Change in ${what}`, now, before);
  const pct = percentChange(`${id}-change-percent`, `Change in ${what}, percent`, now, before);
  if (d.value === 0) return ['The same as ', ...then, '.'];
  return ['That is ', d, ...(pct ? [' (', pct, ')'] : []), d.value < 0 ? ' less than ' : ' more than ', ...then, '.'];
}

export function headlineScreen(c: StoryContext, transfersLeftOut: number, monthly: StoryMonthly): StoryScreen {
  const { cur, prev, spent, came, kept } = c;
  const keptWords: StoryFigure = { ...kept, id: 'kept-words', absolute: true };
  const lines: StoryText[] = [
    [
      'You spent ',
      spent,
      ' and ',
      came,
      ' came in',
      ...(kept.value >= 0 ? [', so you kept ', keptWords, '.'] : [': ', keptWords, ' more went out than came in.']),
    ],
  ];
  let detail: StoryText | null = null;
  if (c.comparable) {
    lines.push(comparison('spent', spent, c.prevSpent, 'money out', [inRange(prev), ', when you spent ', c.prevSpent]));
    const when = inRange(prev);
    lines.push([`${when[0]!.toUpperCase()}${when.slice(1)}: money in `, c.prevCame, ', kept ', c.prevKept, '.']);
    const d = difference('spent-change-stat', `Change in money out against ${prev.label}`, spent, c.prevSpent);
    if (d.value !== 0) detail = [d, d.value < 0 ? ' less than ' : ' more than ', prev.label];
  } else {
    lines.push([`Nothing to compare with: ${c.notComparable}.`]);
  }
  const figures = monthlyLines(c, monthly);
  lines.push(...figures.lines);
  const notes = [
    'Transfers between your own accounts are neither spending nor income; refunds count as money in.',
    ...(transfersLeftOut > 0 ? [`${transfersLeftOut} transfer${transfersLeftOut === 1 ? ' was' : 's were'} left out.`] : []),
    ...(cur.partial ? [`${cur.label}: counted to today, and compared with the same days ${inRange(prev)}.`] : []),
  ];
  return {
    id: 'headline',
    title: c.kind === 'year' ? `Your ${cur.label} in money` : `${cur.label} in one look`,
    stats: [
      { caption: 'Money out', figure: spent, detail },
      { caption: 'Money in', figure: came, detail: null },
      { caption: kept.value >= 0 ? 'Kept' : 'More out than in', figure: kept, detail: null },
      ...(figures.stat ? [figures.stat] : []),
    ],
    lines,
    note: notes.join(' '),
    action: null,
  };
}

export function whereScreen(c: StoryContext): StoryScreen {
  const { cur, curRows, spent } = c;
  const byCategory = new Map<string, number>();
  for (const t of curRows) if (t.amountCents < 0 && t.category !== 'Transfer') byCategory.set(t.category, (byCategory.get(t.category) ?? 0) - t.amountCents);
  const ranked = [...byCategory].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const lines: StoryText[] = [];
  const stats: StoryScreen['stats'] = [];
  ranked.slice(0, TOP_CATEGORIES).forEach(([category], i) => {
    const fig = money(curRows, `where-category:${category}`, `${category}, money out, ${cur.label}`, categoryFilter(cur, category));
    const part = share(`where-category-share:${category}`, `${category}'s share of money out`, fig, spent);
    lines.push([`${category}: `, fig, ...(part ? [' (', part, ' of money out)'] : []), '.']);
    if (i === 0) stats.push({ caption: `Most went to ${category}`, figure: fig, detail: null });
  });
  if (ranked.length > TOP_CATEGORIES)
    lines.push([`And ${ranked.length - TOP_CATEGORIES} more categor${ranked.length - TOP_CATEGORIES === 1 ? 'y' : 'ies'} below these.`]);

  const groups = merchantGroups(curRows.filter((t) => t.category !== 'Transfer')).sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name));
  for (const g of groups.slice(0, 3)) {
    const term = searchTerm(g);
    if (!term) continue;
    const filter = { ...outFilter(cur), search: term };
    const fig = money(curRows, 'top-merchant', `Money out at ${g.name}, ${cur.label}`, filter);
    const n = count(curRows, 'top-merchant-payments', `Payments at ${g.name}, ${cur.label}`, filter);
    lines.push(['The merchant that took most: ', `${g.name}, `, fig, ' in ', n, n.value === 1 ? ' payment.' : ' payments.']);
    break;
  }

  const biggest = biggestPurchase(c);
  if (biggest) {
    lines.push(['Your biggest single payment: ', `${biggest.name} on ${shortDay(biggest.date)}, `, biggest.figure, '.']);
    stats.push({ caption: 'Biggest single payment', figure: biggest.figure, detail: [`${biggest.name}, ${shortDay(biggest.date)}`] });
  }
  return {
    id: 'where',
    title: 'Where the money went',
    stats,
    lines,
    note: ranked.length === 0 ? `No money went out ${inRange(cur)}.` : null,
    action: null,
  };
}

/** The largest single payment out, when a search finds it alone on its day (otherwise its link would show more). */
function biggestPurchase(c: StoryContext): { name: string; date: string; figure: StoryFigure } | null {
  const out = c.curRows
    .filter((t) => t.amountCents < 0 && t.category !== 'Transfer')
    .sort((a, b) => a.amountCents - b.amountCents || a.date.localeCompare(b.date));
  for (const t of out.slice(0, 3)) {
    const name = merchantDisplayName(t);
    for (const term of [t.description.trim(), t.merchant?.trim() ?? '', name]) {
      if (term.length < 2 || term.length > 200) continue;
      const filter = { from: t.date, to: t.date, search: term, sign: 'out' as const, transfers: 'exclude' as const };
      if (!matchesFilter(t, filter)) continue;
      const n = count(c.curRows, 'biggest-purchase-rows', '', filter);
      if (n.value !== 1) continue;
      return { name, date: t.date, figure: money(c.curRows, 'biggest-purchase', `Biggest single payment: ${name}, ${t.date}`, filter) };
    }
  }
  return null;
}
