// Six months of a believable personal ledger for the demo account. Deterministic: the same seed
// and the same `today` give the same rows, so seeding twice adds nothing (hash ids match).
import { addDays, daysBetween, weekday } from './dates.ts';
import type { ExtractedTransaction } from './parsers/types.ts';
import { mulberry32 } from './seeded-random.ts';

export const DEMO_DAYS = 180;

type Account = 'Checking' | 'Credit Card';

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

/**
 * About six months (180 days up to `today`) of transactions: biweekly salary, monthly rent, bills
 * and subscriptions, weekly groceries, coffee, eating out, fuel, rides, shopping, a gym, the odd
 * refund and monthly interest. Sorted by date; 400–700 rows.
 */
export function generateDemoTransactions(seed: number, today: string): ExtractedTransaction[] {
  const rnd = mulberry32(seed);
  const out: ExtractedTransaction[] = [];
  const cents = (min: number, max: number) => Math.round((min + (max - min) * rnd()) * 100);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const spend = (date: string, spot: Spot) =>
    out.push({ date, description: spot.description, amountCents: -cents(spot.min, spot.max), account: spot.account, balanceCents: null });
  const add = (date: string, description: string, amountCents: number, account: Account) =>
    out.push({ date, description, amountCents, account, balanceCents: null });

  const start = addDays(today, -(DEMO_DAYS - 1));
  let nextFuel = Math.floor(rnd() * 8);
  let nextRefund = 20 + Math.floor(rnd() * 30);
  const paydayOffset = ((daysBetween(PAYDAY_ANCHOR, start) % 14) + 14) % 14;

  for (let i = 0; i < DEMO_DAYS; i++) {
    const date = addDays(start, i);
    const day = Number(date.slice(8, 10));
    const dow = weekday(date); // 0 Sunday … 6 Saturday
    const weekend = dow === 0 || dow === 6;

    if ((paydayOffset + i) % 14 === 0) add(date, 'PAYROLL ACME CORP DIR DEP', SALARY_CENTS, 'Checking');
    for (const bill of BILLS) {
      if (bill.day === day) add(date, bill.description, -cents(bill.min, bill.max), bill.account);
    }
    if (day === 28) add(date, 'INTEREST PAYMENT', 40 + Math.floor(rnd() * 260), 'Checking');

    if (rnd() < (weekend ? 0.45 : 0.7)) spend(date, pick(COFFEE));
    if (dow === 6 || (dow === 3 && rnd() < 0.45)) spend(date, pick(GROCERIES));
    if (rnd() < (weekend ? 0.65 : 0.35)) spend(date, pick(EATING_OUT));
    if (i === nextFuel) {
      spend(date, pick(FUEL));
      nextFuel += 6 + Math.floor(rnd() * 5);
    }
    if (rnd() < (dow === 5 || dow === 6 ? 0.35 : 0.12)) spend(date, pick(RIDES));
    if (rnd() < 0.2) spend(date, pick(SHOPPING));
    if (rnd() < 0.07) spend(date, pick(PHARMACY));
    if (weekend && rnd() < 0.12) spend(date, pick(FUN));
    if (i === nextRefund) {
      add(date, 'AMAZON.COM REFUND', cents(12, 90), 'Credit Card');
      nextRefund += 35 + Math.floor(rnd() * 30);
    }
  }

  // One trip in the window: flight, hotel and a rental car.
  const trip = addDays(start, 60 + Math.floor(rnd() * 60));
  add(addDays(trip, -21), 'DELTA AIR LINES 0062347781', -cents(280, 520), 'Credit Card');
  add(trip, 'MARRIOTT DOWNTOWN CHICAGO', -cents(390, 720), 'Credit Card');
  add(trip, 'AIRBNB * HMQ2XJ8', -cents(210, 480), 'Credit Card');
  add(addDays(trip, 1), 'HERTZ RENT-A-CAR', -cents(120, 260), 'Credit Card');

  const rows = out.filter((t) => t.date >= start && t.date <= today);
  // Stable sort by date keeps each day's rows in generation order.
  return rows.map((t, i) => ({ t, i })).sort((a, b) => (a.t.date < b.t.date ? -1 : a.t.date > b.t.date ? 1 : a.i - b.i)).map((x) => x.t);
}
