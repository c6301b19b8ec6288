// The downloadable sample bank statement. For a new account: 30 realistic rows over the 30 days up
// to `today`, a life of its own. For the demo account: the demo's own life, the weeks after its last
// day (core/demo/data.ts), so importing it reads as the next weeks, not a second rent.
import { addDays } from '../dates.ts';
import type { ExtractedTransaction } from '../parsers/types.ts';
import { demoLife } from './data.ts';

/** [days before today, description, amount, account] */
const ROWS: readonly (readonly [number, string, string, string])[] = [
  [29, 'PAYROLL ACME CORP DIRECT DEPOSIT', '2450.00', 'Checking'],
  [28, 'RENT PAYMENT - OAKWOOD APARTMENTS', '-1850.00', 'Checking'],
  [27, 'STARBUCKS STORE 1234', '-5.75', 'Credit Card'],
  [27, 'WHOLE FOODS MARKET #10234, SAN FRANCISCO CA', '-87.42', 'Checking'],
  [26, 'SHELL OIL 57444', '-48.20', 'Checking'],
  [25, 'NETFLIX.COM', '-15.49', 'Checking'],
  [24, 'UBER *TRIP HELP.UBER.COM', '-23.10', 'Checking'],
  [23, 'PG&E WEB ONLINE PAYMENT', '-112.36', 'Checking'],
  [22, "TRADER JOE'S #552", '-64.18', 'Checking'],
  [21, 'CHIPOTLE 1123', '-13.85', 'Checking'],
  [20, 'SPOTIFY USA', '-10.99', 'Checking'],
  [19, 'COMCAST CABLE COMMUNICATIONS', '-79.99', 'Checking'],
  [18, 'CVS/PHARMACY #4411', '-18.47', 'Checking'],
  [17, 'AMAZON.COM*2K4L81 AMZN.COM/BILL', '-42.99', 'Credit Card'],
  [16, 'PLANET FITNESS CLUB FEES', '-24.99', 'Checking'],
  [15, 'PAYROLL ACME CORP DIRECT DEPOSIT', '2450.00', 'Checking'],
  [14, 'KROGER #0421', '-73.56', 'Checking'],
  [13, 'LYFT *RIDE SUN 4PM', '-17.40', 'Checking'],
  [12, 'VERIZON WIRELESS PAYMENT', '-85.00', 'Checking'],
  [11, 'DOORDASH*THAI BASIL', '-32.64', 'Checking'],
  [10, 'GEICO *AUTO INSURANCE', '-128.50', 'Checking'],
  [9, 'CHEVRON 0203456', '-51.03', 'Checking'],
  [8, 'STARBUCKS STORE 1234', '-6.25', 'Credit Card'],
  [7, 'TARGET T-1842', '-36.12', 'Credit Card'],
  [6, "MCDONALD'S F8842", '-9.47', 'Checking'],
  [5, 'COSTCO WHSE #0478', '-156.33', 'Checking'],
  [4, 'HULU 877-8244858', '-17.99', 'Checking'],
  [3, 'INTEREST PAYMENT', '1.24', 'Checking'],
  [2, 'AMC THEATRES 0412, SAN JOSE CA', '-28.50', 'Credit Card'],
  [0, 'WALGREENS #7717', '-12.89', 'Checking'],
];

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const HEADER = 'Date,Description,Amount,Account';

/** Header `Date,Description,Amount,Account` and 30 rows dated today-29 … today (ISO dates). */
export function sampleStatementCsv(today: string): string {
  const lines = [HEADER];
  for (const [daysAgo, description, amount, account] of ROWS) {
    lines.push([addDays(today, -daysAgo), csvField(description), amount, account].join(','));
  }
  return `${lines.join('\n')}\n`;
}

export const CONTINUED_DAYS = 28;

/** The demo life's next `days` days after `lastDay` (the demo's last seeded day), as the same CSV. */
export function continuedStatementCsv(seed: number, lastDay: string, days = CONTINUED_DAYS): string {
  return rowsCsv(demoLife(seed, addDays(lastDay, 1), addDays(lastDay, days)));
}

/** Rows as the sample statement's CSV (`Date,Description,Amount,Account`). */
export function rowsCsv(rows: readonly ExtractedTransaction[]): string {
  const lines = [HEADER];
  for (const t of rows) {
    const abs = Math.abs(t.amountCents);
    const amount = `${t.amountCents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
    lines.push([t.date, csvField(t.description), amount, t.account ?? ''].join(','));
  }
  return `${lines.join('\n')}\n`;
}
