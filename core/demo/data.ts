// A believable personal ledger for the demo account: one life, drawn day by day. Each day's rows
// depend only on the seed and the date, so any window of it (the demo's six months, the sample
// statement's next weeks) agrees with every other: seeding twice, or importing the weeks after the
// demo, adds no row twice and no second rent.
import { addDays, daysBetween, weekday } from '../dates.ts';
import type { ExtractedTransaction } from '../parsers/types.ts';
import { mulberry32 } from '../seeded-random.ts';

export const DEMO_DAYS = 180;
export const DEMO_EMAIL = 'demo@primefinance.app';
export const DEMO_SEED = 20260101;
/** storage_key prefix of the demo's statement documents (seeded, never uploaded: no file is stored under it) */
export const DEMO_STORAGE_PREFIX = 'demo/';
/**
 * What each demo account held the day before its ledger starts (its first statement's opening
 * balance, in cents). Checking: a month's rent and a week of bills, so the balance stays positive
 * through the first rent before the first payday, yet a buffer of a few thousand dollars is
 * within reach there. The credit card owes last month's purchases (a liability: negative).
 */
export const DEMO_OPENING_BALANCES: Readonly<Record<DemoAccount, number>> = { Checking: 275_000, 'Credit Card': -61_240 };

export type DemoAccount = 'Checking' | 'Credit Card';
type Account = DemoAccount;

interface Spot {
  description: string;
  /** dollars: min and max of a typical charge */
  min: number;
  max: number;
  account: Account;
}

const COFFEE: Spot[] = [
  { description: 'STARBUCKS STORE 10482', min: 4.25, max: 8.95, account: 'Credit Card' },
  { description: 'STARBUCKS STORE 06311', min: 4.25, max: 7.5, account: 'Credit Card' },
  { description: 'BLUE BOTTLE COFFEE SF', min: 5.0, max: 9.5, account: 'Credit Card' },
  { description: "PEET'S COFFEE #0219", min: 3.95, max: 7.25, account: 'Credit Card' },
  { description: 'DUNKIN #349811', min: 2.99, max: 6.49, account: 'Credit Card' },
];
const GROCERIES: Spot[] = [
  { description: 'WHOLEFDS MKT #10234', min: 38, max: 165, account: 'Credit Card' },
  { description: "TRADER JOE'S #552", min: 32, max: 118, account: 'Credit Card' },
  { description: 'KROGER #0421', min: 41, max: 152, account: 'Checking' },
  { description: 'SAFEWAY #1711', min: 28, max: 96, account: 'Credit Card' },
  { description: 'COSTCO WHSE #0478', min: 95, max: 260, account: 'Credit Card' },
];
const EATING_OUT: Spot[] = [
  { description: 'CHIPOTLE 1123', min: 10.5, max: 16.8, account: 'Credit Card' },
  { description: "MCDONALD'S F8842", min: 6.2, max: 13.4, account: 'Credit Card' },
  { description: 'OLIVE GARDEN #1542', min: 38, max: 82, account: 'Credit Card' },
  { description: 'TST* LITTLE SAIGON PHO', min: 18, max: 42, account: 'Credit Card' },
  { description: 'SUSHI RAN RESTAURANT', min: 45, max: 120, account: 'Credit Card' },
  { description: 'DOORDASH*THAI BASIL', min: 24, max: 48, account: 'Credit Card' },
  { description: 'UBER EATS *PENDING', min: 19, max: 44, account: 'Credit Card' },
  { description: 'GRUBHUB*PIZZERIA DELFINA', min: 22, max: 46, account: 'Credit Card' },
  { description: 'PANERA BREAD #601', min: 9.5, max: 18.9, account: 'Credit Card' },
];
const FUEL: Spot[] = [
  { description: 'SHELL OIL 57444215', min: 34, max: 68, account: 'Credit Card' },
  { description: 'CHEVRON 0203456', min: 36, max: 72, account: 'Credit Card' },
  { description: 'EXXONMOBIL 4512', min: 30, max: 64, account: 'Credit Card' },
];
const RIDES: Spot[] = [
  { description: 'UBER *TRIP HELP.UBER.COM', min: 9.8, max: 38.5, account: 'Credit Card' },
  { description: 'LYFT *RIDE', min: 8.9, max: 34.2, account: 'Credit Card' },
];
const SHOPPING: Spot[] = [
  { description: 'AMAZON.COM*2K4L81 AMZN.COM/BILL', min: 12, max: 140, account: 'Credit Card' },
  { description: 'AMZN MKTP US*7Y3RT21', min: 9, max: 85, account: 'Credit Card' },
  { description: 'TARGET T-1842', min: 18, max: 120, account: 'Credit Card' },
  { description: 'WAL-MART SUPERCENTER #2231', min: 22, max: 140, account: 'Checking' },
  { description: 'BEST BUY 00012', min: 25, max: 320, account: 'Credit Card' },
  { description: 'THE HOME DEPOT #0623', min: 15, max: 210, account: 'Credit Card' },
  { description: 'UNIQLO USA LLC', min: 29, max: 110, account: 'Credit Card' },
];
const PHARMACY: Spot[] = [
  { description: 'CVS/PHARMACY #4411', min: 6, max: 48, account: 'Credit Card' },
  { description: 'WALGREENS #7717', min: 5, max: 42, account: 'Credit Card' },
];
const FUN: Spot[] = [
  { description: 'AMC THEATRES 0412', min: 14, max: 46, account: 'Credit Card' },
  { description: 'TICKETMASTER *EVENT', min: 45, max: 190, account: 'Credit Card' },
  { description: 'STEAM PURCHASE', min: 9.99, max: 59.99, account: 'Credit Card' },
];

/** A monthly bill: day of month, description, amount range (equal min and max = fixed). */
const BILLS: readonly { day: number; description: string; min: number; max: number; account: Account }[] = [
  { day: 1, description: 'RENT PAYMENT OAKWOOD APARTMENTS', min: 1950, max: 1950, account: 'Checking' },
  { day: 3, description: 'DISNEY PLUS', min: 13.99, max: 13.99, account: 'Credit Card' },
  { day: 8, description: 'NETFLIX.COM', min: 15.49, max: 15.49, account: 'Credit Card' },
  { day: 10, description: 'GEICO *AUTO INSURANCE', min: 128.5, max: 128.5, account: 'Checking' },
  { day: 12, description: 'PG&E WEB ONLINE PAYMENT', min: 78, max: 164, account: 'Checking' },
  { day: 14, description: 'SPOTIFY USA', min: 10.99, max: 10.99, account: 'Credit Card' },
  { day: 16, description: 'CITY WATER DEPT UTILITY PMT', min: 38, max: 71, account: 'Checking' },
  { day: 17, description: 'PLANET FITNESS CLUB FEES', min: 24.99, max: 24.99, account: 'Checking' },
  { day: 18, description: 'COMCAST CABLE COMMUNICATIONS', min: 79.99, max: 79.99, account: 'Checking' },
  { day: 20, description: 'HULU 877-8244858', min: 17.99, max: 17.99, account: 'Credit Card' },
  { day: 22, description: 'VERIZON WIRELESS PAYMENT', min: 85, max: 85, account: 'Checking' },
  { day: 25, description: 'ADOBE *CREATIVE CLOUD', min: 22.99, max: 22.99, account: 'Credit Card' },
];

const SALARY_CENTS = 312_540;
/** A Friday; paydays are every 14 days from it. */
const PAYDAY_ANCHOR = '2024-01-05';
/** Day numbers count from here; the trip falls once in each block of TRIP_BLOCK days. */
const EPOCH = '2000-01-01';
const TRIP_BLOCK = 180;

/** A generator for one (seed, stream, number): the same inputs always draw the same numbers. */
function stream(seed: number, kind: number, n: number): () => number {
  return mulberry32((Math.imul(seed, 0x9e3779b1) ^ Math.imul(kind + 1, 0x85ebca6b) ^ Math.imul(n + 1, 0xc2b2ae35)) >>> 0);
}

/** The day of the block's trip (the hotel night), flight 21 days before it, the car the day after. */
function tripDay(seed: number, block: number): string {
  const rnd = stream(seed, 2, block);
  return addDays(EPOCH, block * TRIP_BLOCK + 30 + Math.floor(rnd() * 120));
}

/** The rows of one day of the life, in the order a statement lists them. */
function dayRows(seed: number, date: string): ExtractedTransaction[] {
  const n = daysBetween(EPOCH, date);
  const rnd = stream(seed, 1, n);
  const out: ExtractedTransaction[] = [];
  const cents = (min: number, max: number) => Math.round((min + (max - min) * rnd()) * 100);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const spend = (spot: Spot) =>
    out.push({ date, description: spot.description, amountCents: -cents(spot.min, spot.max), account: spot.account, balanceCents: null });
  const add = (description: string, amountCents: number, account: Account) => out.push({ date, description, amountCents, account, balanceCents: null });
  const day = Number(date.slice(8, 10));
  const dow = weekday(date); // 0 Sunday … 6 Saturday
  const weekend = dow === 0 || dow === 6;

  if (((daysBetween(PAYDAY_ANCHOR, date) % 14) + 14) % 14 === 0) add('PAYROLL ACME CORP DIR DEP', SALARY_CENTS, 'Checking');
  for (const bill of BILLS) {
    if (bill.day === day) add(bill.description, -cents(bill.min, bill.max), bill.account);
  }
  if (day === 28) add('INTEREST PAYMENT', 40 + Math.floor(rnd() * 260), 'Checking');

  if (rnd() < (weekend ? 0.45 : 0.7)) spend(pick(COFFEE));
  if (dow === 6 || (dow === 3 && rnd() < 0.45)) spend(pick(GROCERIES));
  if (rnd() < (weekend ? 0.65 : 0.35)) spend(pick(EATING_OUT));
  if (rnd() < 1 / 8) spend(pick(FUEL)); // about every eight days
  if (rnd() < (dow === 5 || dow === 6 ? 0.35 : 0.12)) spend(pick(RIDES));
  if (rnd() < 0.2) spend(pick(SHOPPING));
  if (rnd() < 0.07) spend(pick(PHARMACY));
  if (weekend && rnd() < 0.12) spend(pick(FUN));
  if (rnd() < 1 / 45) add('AMAZON.COM REFUND', cents(12, 90), 'Credit Card');

  // the trip of this block (and of the next: its flight may be booked in this one)
  const block = Math.floor(n / TRIP_BLOCK);
  for (const b of [block, block + 1]) {
    const trip = tripDay(seed, b);
    const price = stream(seed, 3, b);
    const [flight, hotel, airbnb, car] = [cents2(price, 280, 520), cents2(price, 390, 720), cents2(price, 210, 480), cents2(price, 120, 260)];
    if (date === addDays(trip, -21)) add('DELTA AIR LINES 0062347781', -flight, 'Credit Card');
    if (date === trip) {
      add('MARRIOTT DOWNTOWN CHICAGO', -hotel, 'Credit Card');
      add('AIRBNB * HMQ2XJ8', -airbnb, 'Credit Card');
    }
    if (date === addDays(trip, 1)) add('HERTZ RENT-A-CAR', -car, 'Credit Card');
  }
  return out;
}

function cents2(rnd: () => number, min: number, max: number): number {
  return Math.round((min + (max - min) * rnd()) * 100);
}

/** Every row of the life from `from` to `to` (inclusive), by date. */
export function demoLife(seed: number, from: string, to: string): ExtractedTransaction[] {
  const out: ExtractedTransaction[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) out.push(...dayRows(seed, date));
  return out;
}

/**
 * About six months (180 days up to `today`) of transactions: biweekly salary, monthly rent, bills
 * and subscriptions, weekly groceries, coffee, eating out, fuel, rides, shopping, a gym, the odd
 * refund and monthly interest. Sorted by date; 400–700 rows.
 */
export function generateDemoTransactions(seed: number, today: string): ExtractedTransaction[] {
  return demoLife(seed, addDays(today, -(DEMO_DAYS - 1)), today);
}
