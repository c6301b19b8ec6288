// The bills page's balance warnings, pure: an upcoming due date on which Crystal's projected balance
// (the pessimistic edge of its projection from the statement balance) is under zero, or under the
// buffer the user keeps.
import type { OccurrenceStatus } from './occurrences.ts';

/** The buffer until the user sets one: $500. */
export const DEFAULT_BUFFER_CENTS = 50_000;
/** The largest buffer the page takes: $10,000,000. */
export const MAX_BUFFER_CENTS = 1_000_000_000;

export interface BalanceWarning {
  due: string;
  /** the projected balance that day */
  lowCents: number;
  below: 'zero' | 'buffer';
}

/**
 * A warning for each upcoming (or due today) occurrence whose day the projection puts under zero,
 * else under the buffer. `low` maps a day to the projection's pessimistic balance; a day it does not
 * reach (past its horizon) gets no warning.
 */
export function balanceWarnings(
  occ: readonly { due: string; status: OccurrenceStatus }[],
  low: ReadonlyMap<string, number>,
  bufferCents: number,
): BalanceWarning[] {
  return occ.flatMap((o): BalanceWarning[] => {
    if (o.status !== 'upcoming' && o.status !== 'due today') return [];
    const cents = low.get(o.due);
    if (cents === undefined) return [];
    if (cents < 0) return [{ due: o.due, lowCents: cents, below: 'zero' }];
    return cents < bufferCents ? [{ due: o.due, lowCents: cents, below: 'buffer' }] : [];
  });
}
