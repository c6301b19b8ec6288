const moneyFormats = new Map<string, Intl.NumberFormat>();
/** The signed-in user's home currency (set from /api/me): totals are in it. */
let homeCurrency = 'USD';

export function setHomeCurrency(code: string): void {
  homeCurrency = code;
}

export function homeCurrencyCode(): string {
  return homeCurrency;
}

function moneyFormat(currency: string): Intl.NumberFormat {
  let f = moneyFormats.get(currency);
  if (!f) {
    try {
      f = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    } catch {
      f = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    }
    moneyFormats.set(currency, f);
  }
  return f;
}
const dateFmt = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const dateTimeFmt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const count = new Intl.NumberFormat('en-US');

/** Integer hundredths of `currency` (the home currency unless named) → "$1,234.56", "-€12.00", "MYR 20.00". */
export function formatCents(cents: number, currency: string = homeCurrency): string {
  return moneyFormat(currency).format(cents / 100);
}

/** "YYYY-MM-DD" (a calendar date, no time zone) → "Jan 5, 2025". */
export function formatDay(isoDay: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!m) return isoDay;
  return dateFmt.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
}

export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTimeFmt.format(d);
}

export function formatCount(n: number): string {
  return count.format(n);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}
