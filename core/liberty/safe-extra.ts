// "Safe extra": the largest extra debt payment a month that Crystal's cash-flow projection says
// keeps the balance above the user's buffer, on the pessimistic edge of its band, paid today and
// again on each 1st of the month the projection reaches.
import type { CashFlowDay } from '../crystal/forecast.ts';

export interface SafeExtra {
  extraCents: number;
  /** the day the buffer binds (null: today's balance does) */
  limitingDate: string | null;
}

export function safeExtra(points: readonly CashFlowDay[], startingCents: number, bufferCents: number): SafeExtra {
  let best = startingCents - bufferCents;
  let limitingDate: string | null = null;
  let payments = 1;
  for (const p of points) {
    if (p.date.endsWith('-01')) payments++;
    const room = Math.floor((p.lowCents - bufferCents) / payments);
    if (room < best) {
      best = room;
      limitingDate = p.date;
    }
  }
  return { extraCents: Math.max(0, best), limitingDate };
}
