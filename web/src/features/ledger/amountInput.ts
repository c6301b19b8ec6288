// The amount fields of the ledger forms: a size the user types and whether money went out or came in.
import { parseAmountToCents } from '../../../../core/money.ts';

export type Direction = 'out' | 'in';

/** Signed cents from the typed size and direction, or the problem to show under the field. */
export function signedCents(text: string, direction: Direction): { cents: number } | { problem: string } {
  const cents = parseAmountToCents(text.replace(/^[-+]/, ''));
  if (cents === null) return { problem: 'Type an amount like 12.50.' };
  if (cents === 0) return { problem: 'The amount must not be zero.' };
  return { cents: direction === 'out' ? -Math.abs(cents) : Math.abs(cents) };
}

/** "12.50" for -1250: what the form shows for an existing amount. */
export function centsInput(cents: number): string {
  const abs = Math.abs(cents);
  return `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Today in the browser's own time zone, as the date field wants it. */
export function localToday(now = new Date()): string {
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${m}-${d}`;
}
