// How many full months each figure needs before it is shown as a number: one place, so a page, a
// reply and a podcast agree on when "not enough data yet" is said. Fewer than this and the figure
// says what is missing ("1 full month so far; freedom figures need 3.") instead of a number.
import { type LedgerFigures, needsFullMonths } from './monthly.ts';

export const MIN_FULL_MONTHS = {
  /** a monthly income, spending or surplus and the savings rate: one full month is a real month */
  monthly: 1,
  /** a goal's likely date and its chance: a bootstrap over fewer than three months says nothing of a bad month */
  goalProjection: 3,
  /** the FI number, the years to it, Coast FI: a year extrapolated from fewer than a quarter is a guess */
  freedom: 3,
  /** Harmony's buffer (months of spending covered by cash) and spending volatility */
  buffer: 3,
  volatility: 3,
} as const;

export type FigureNeed = keyof typeof MIN_FULL_MONTHS;

const WORDS: Record<FigureNeed, string> = {
  monthly: 'a monthly figure',
  goalProjection: 'goal projections',
  freedom: 'freedom figures',
  buffer: 'the buffer',
  volatility: 'spending volatility',
};

/** What is missing for `need`, in words; null when the ledger has enough full months. */
export function missingFor(figures: Pick<LedgerFigures, 'fullMonths'>, need: FigureNeed): string | null {
  const min = MIN_FULL_MONTHS[need];
  return figures.fullMonths >= min ? null : needsFullMonths(figures.fullMonths, min, WORDS[need]);
}
