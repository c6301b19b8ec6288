// The usual month in an episode: the monthly spending, surplus and savings rate exactly as the Goals
// and Freedom pages give them (core/figures, carried in the facts), with the months they are over,
// so the podcast never quotes a month of its own making.
import { ratePercent } from '../figures/words.ts';
import type { EpisodeFacts } from './facts.ts';
import type { Speaker } from './phrasing.ts';

/** One beat, or null when the facts hold no usual month (no full month yet, or not read). */
export function usualMonthBeat(f: EpisodeFacts, s: Speaker): { key: string; sentences: string[] } | null {
  const u = f.usualMonth;
  if (!u || u.spendingCents === null || u.surplusCents === null) return null;
  const kept = u.surplusCents >= 0 ? `keep ${s.money(u.surplusCents)}` : `spend ${s.money(u.surplusCents)} more than comes in`;
  const sentences = [`In a usual month you spend ${s.money(u.spendingCents)} and ${kept}: that's the ${u.statistic}.`];
  if (u.savingsRate !== null) sentences.push(`Over those months your savings rate is ${ratePercent(u.savingsRate)}.`);
  return { key: 'ov.usual', sentences };
}
