// How chat replies write money, dates and changes.
import { formatCents } from '../money.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const money = (cents: number) => formatCents(cents);

/** "Mar 3", or "Mar 3, 2025" when the year is not `today`'s. */
export function day(iso: string, today: string): string {
  const text = `${MONTHS[Number(iso.slice(5, 7)) - 1]!.slice(0, 3)} ${Number(iso.slice(8, 10))}`;
  return iso.slice(0, 4) === today.slice(0, 4) ? text : `${text}, ${iso.slice(0, 4)}`;
}

/** "Mar 3 – Apr 1" */
export const span = (from: string, to: string, today: string) => `${day(from, today)} – ${day(to, today)}`;

/** "March 2026" for '2026-03'. */
export const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** "+25%" / "-8%" for a ratio. */
export function signedPercent(ratio: number): string {
  const p = Math.round(ratio * 100);
  return `${p > 0 ? '+' : ''}${p}%`;
}

/** "1 transaction", "3 transactions" */
export const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "a, b and c" */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
