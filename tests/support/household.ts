// A household's checking statement for tests: seven months up to today with a salary, a
// subscription whose price rose, weekly groceries, a grocery spike this month, a gym charged twice,
// a first visit to a new shop and a business purchase on a card.
import { addMonthsKey } from '../../core/crystal/forecast.ts';
import { addDays } from '../../core/dates.ts';

/** CSV (Date,Description,Amount,Balance,Account), oldest first; the balance is the checking account's. */
export function householdStatement(today: string): string {
  const thisMonth = today.slice(0, 7);
  const dayOfMonth = Number(today.slice(8, 10));
  const rows: [string, string, number, string][] = [];
  for (let k = -6; k <= 0; k++) {
    const m = addMonthsKey(thisMonth, k);
    const at = (d: number) => `${m}-${String(d).padStart(2, '0')}`;
    const past = (d: number) => k < 0 || d <= dayOfMonth;
    if (past(1)) rows.push([at(1), 'PAYROLL ACME CORP', 3000, 'Checking']);
    if (past(5)) rows.push([at(5), 'NETFLIX.COM', k >= -1 ? -17.99 : -15.49, 'Checking']);
    for (const d of [3, 10, 17, 24]) if (past(d)) rows.push([at(d), 'SAFEWAY #1234', -80 - ((d + k) % 3), 'Checking']);
    if (past(12) && k < 0) rows.push([at(12), 'STAPLES 0042', -35, 'Checking']);
  }
  // this month: a grocery spike, a gym charged twice on one day, a first visit to a new shop
  // within this month whatever today's date (on the 1st they all fall today)
  const recent = (n: number) => [addDays(today, -n), `${thisMonth}-01`].sort()[1]!;
  rows.push([recent(1), 'SAFEWAY #1234', -420, 'Checking'], [recent(0), 'SAFEWAY #1234', -390, 'Checking']);
  rows.push([recent(2), 'IRONWORKS GYM', -49, 'Checking'], [recent(2), 'IRONWORKS GYM', -49, 'Checking']);
  rows.push([recent(3), 'GLIMMERWOOD OUTFITTERS', -180, 'Checking']);
  rows.push([recent(4), 'OFFICE DEPOT 0921', -64.5, 'Business Card']);
  rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  let balance = 5000;
  const lines = ['Date,Description,Amount,Balance,Account'];
  for (const [date, desc, amount, account] of rows) {
    // the balance column is the checking account's; the card's rows leave it blank
    if (account === 'Checking') balance = Math.round((balance + amount) * 100) / 100;
    lines.push(`${date},${desc},${amount.toFixed(2)},${account === 'Checking' ? balance.toFixed(2) : ''},${account}`);
  }
  return lines.join('\n');
}
