// Labels for charts and the tables beside them.
import { homeCurrencyCode } from '../../lib/format.ts';

const compactFormats = new Map<string, Intl.NumberFormat>();
function compactMoney(currency: string): Intl.NumberFormat {
  let f = compactFormats.get(currency);
  if (!f) {
    try {
      f = new Intl.NumberFormat('en-US', { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 });
    } catch {
      f = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
    }
    compactFormats.set(currency, f);
  }
  return f;
}
const monthLong = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthShort = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const dayShort = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Integer cents → "$1.2K" for axis ticks (the home currency unless named). */
export function formatCentsCompact(cents: number, currency: string = homeCurrencyCode()): string {
  return compactMoney(currency).format(cents / 100);
}

function monthDate(month: string): Date | null {
  const m = /^(\d{4})-(\d{2})/.exec(month);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)) : null;
}

/** "2025-01" → "Jan 2025". */
export function formatMonth(month: string): string {
  const d = monthDate(month);
  return d ? monthLong.format(d) : month;
}

/** "2025-01" → "Jan" (with the year when it is January, so a long axis stays readable). */
export function formatMonthTick(month: string): string {
  const d = monthDate(month);
  if (!d) return month;
  return d.getUTCMonth() === 0 ? monthLong.format(d) : monthShort.format(d);
}

/** "2025-01-05" → "Jan 5". */
export function formatDayShort(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? dayShort.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))) : day;
}
