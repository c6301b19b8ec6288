// Issue 31's generated ledgers: one checking account from a first day (the 1st, or a day later so
// the first month is partial) to a pinned today, with a salary, rent, groceries at two shops, coffee,
// fuel, online shopping, eating out, and subscriptions of different periods (monthly, quarterly,
// annual) on fixed days; and beside the ledger what the planner pages hold: goals, debts, a net
// worth. Everything a question's truth needs is stated here, so the truth never asks the reader.
import type { LedgerTransaction } from '../../../core/crystal/types.ts';
import { addDays, daysInMonth, isoDate } from '../../../core/dates.ts';
import type { GoalFacts } from '../../../core/goalie/overview.ts';
import type { Debt } from '../../../core/liberty/debt-plan.ts';
import { mulberry32 } from '../../../core/seeded-random.ts';

/** A charge on a fixed schedule: every `everyMonths` months on `day`, first in month index `firstIndex`. */
export interface Scheduled {
  merchant: string;
  cents: number;
  category: string;
  subcategory: string;
  day: number;
  everyMonths: 1 | 3 | 12;
  firstIndex: number;
}

export interface GeneratedLedger {
  seed: number;
  today: string;
  /** the first day of the ledger (a later day than the 1st: its month is partial) */
  start: string;
  /** month index of today's month (the first month is 0) */
  months: number;
  transactions: LedgerTransaction[];
  /** rent and the subscriptions: what is due when */
  scheduled: Scheduled[];
  /** the subscriptions among them */
  subscriptions: Scheduled[];
  goals: GoalFacts[];
  debts: Debt[];
  netWorthCents: number;
  /** the ledger's merchants and the salary's payer */
  payroll: string;
}

const GROCERS = ['Whole Foods', "Trader Joe's", 'Tesco', 'Aldi', 'Kroger', 'Sainsbury’s', 'Lidl', 'Safeway'];
const COFFEE = ['Starbucks', 'Blue Bottle', 'Costa Coffee', 'Pret A Manger', 'Caffe Nero', 'Dunkin'];
const FUEL = ['Shell', 'BP', 'Chevron', 'Esso', 'Texaco', 'Exxon'];
const EATING = ['Chipotle', 'Nando’s', 'Olive Garden', 'Wagamama', 'Pizza Express', 'Five Guys'];
const SHOPS = ['Amazon', 'Etsy', 'eBay', 'Argos'];
const LANDLORDS = ['Parkside Lettings', 'Oak Property Management', 'Harbour Homes', 'Greenleaf Rentals'];
const PAYERS = ['Acme Corp Payroll', 'Globex Payroll', 'Initech Salary', 'Northwind Ltd'];
const MONTHLY_SUBS = [
  { merchant: 'Netflix', category: 'Entertainment', subcategory: 'Streaming', cents: 1549 },
  { merchant: 'Spotify', category: 'Entertainment', subcategory: 'Streaming', cents: 1099 },
  { merchant: 'Adobe', category: 'Business', subcategory: 'Software', cents: 5499 },
  { merchant: 'PureGym', category: 'Health & Fitness', subcategory: 'Gym', cents: 2999 },
  { merchant: 'Disney Plus', category: 'Entertainment', subcategory: 'Streaming', cents: 1399 },
  { merchant: 'iCloud', category: 'Business', subcategory: 'Software', cents: 299 },
  { merchant: 'Peloton', category: 'Health & Fitness', subcategory: 'Gym', cents: 4400 },
];
const LONG_SUBS = [
  { merchant: 'Microsoft 365', category: 'Business', subcategory: 'Software', cents: 9999, everyMonths: 12 as const },
  { merchant: 'Xbox Game Pass', category: 'Entertainment', subcategory: 'Games', cents: 4497, everyMonths: 3 as const },
  { merchant: 'Nintendo Online', category: 'Entertainment', subcategory: 'Games', cents: 1999, everyMonths: 12 as const },
];
const GOALS = ['Emergency fund', 'House deposit', 'New car', 'Wedding'];
const DEBTS = ['Visa card', 'Store card', 'Car loan', 'Student loan', 'Overdraft'];

function shuffle<T>(xs: readonly T[], r: () => number): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** The charges on a schedule: rent on the 1st, 2–4 monthly subscriptions and one quarterly or annual. */
function schedule(r: () => number, months: number): Scheduled[] {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const rent = 90_000 + Math.floor(r() * 120_000);
  const out: Scheduled[] = [{ merchant: pick(LANDLORDS), cents: rent, category: 'Housing', subcategory: 'Rent', day: 1, everyMonths: 1, firstIndex: 0 }];
  const days = shuffle([3, 6, 9, 12, 15, 18, 21, 24, 27], r);
  for (const s of shuffle(MONTHLY_SUBS, r).slice(0, 2 + Math.floor(r() * 3))) out.push({ ...s, day: days.pop()!, everyMonths: 1, firstIndex: 0 });
  const long = pick(LONG_SUBS);
  // an annual charge twice (a year apart, the second last month); a quarterly one from month 1 on
  out.push({ ...long, day: days.pop()!, firstIndex: long.everyMonths === 12 ? months - 13 : 1 });
  return out;
}

export function generateLedger(seed: number): GeneratedLedger {
  const r = mulberry32(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const today = addDays('2026-02-01', Math.floor(r() * 300));
  const months = 14 + Math.floor(r() * 5);
  const ty = Number(today.slice(0, 4));
  const tm = Number(today.slice(5, 7));
  const startDay = r() < 0.4 ? 2 + Math.floor(r() * 20) : 1;
  const start = isoDate(ty, tm - months, startDay);
  const [g1, g2] = shuffle(GROCERS, r);
  const coffee = pick(COFFEE);
  const fuel = pick(FUEL);
  const eating = pick(EATING);
  const shop = pick(SHOPS);
  const payroll = pick(PAYERS);
  const salary = 300_000 + Math.floor(r() * 400_000);
  const scheduled = schedule(r, months);
  const txs: LedgerTransaction[] = [];
  const add = (date: string, merchant: string, cents: number, category: string, subcategory: string | null) => {
    if (date <= today && date >= start)
      txs.push({
        date,
        description: `${merchant.toUpperCase()} ${date.replaceAll('-', '')}`,
        merchant,
        amountCents: cents,
        category,
        subcategory,
        account: 'Checking',
      });
  };
  for (let i = 0; i <= months; i++) {
    const y = ty;
    const m = tm - months + i;
    const dim = daysInMonth(Number(isoDate(y, m, 1).slice(0, 4)), Number(isoDate(y, m, 1).slice(5, 7)));
    const on = (d: number) => isoDate(y, m, Math.min(d, dim));
    add(on(25), payroll, salary, 'Income', 'Salary');
    for (const s of scheduled)
      if (i >= s.firstIndex && (i - s.firstIndex) % s.everyMonths === 0) add(on(s.day), s.merchant, -s.cents, s.category, s.subcategory);
    for (let w = 0; w < 4; w++) add(on(2 + w * 7 + Math.floor(r() * 3)), w % 2 ? g2! : g1!, -(3000 + Math.floor(r() * 9000)), 'Food & Dining', 'Groceries');
    for (let k = Math.floor(r() * 6); k > 0; k--) add(on(1 + Math.floor(r() * 28)), coffee, -(350 + Math.floor(r() * 500)), 'Food & Dining', 'Coffee Shops');
    for (let k = 1 + Math.floor(r() * 2); k > 0; k--) add(on(1 + Math.floor(r() * 28)), fuel, -(3500 + Math.floor(r() * 4000)), 'Transportation', 'Gas & Fuel');
    for (let k = Math.floor(r() * 4); k > 0; k--) add(on(1 + Math.floor(r() * 28)), shop, -(1200 + Math.floor(r() * 15000)), 'Shopping', 'Online Shopping');
    for (let k = Math.floor(r() * 3); k > 0; k--) add(on(1 + Math.floor(r() * 28)), eating, -(1800 + Math.floor(r() * 5000)), 'Food & Dining', 'Restaurants');
  }
  txs.sort((a, b) => a.date.localeCompare(b.date));
  const subscriptions = scheduled.filter((s) => s.subcategory !== 'Rent');
  // the planner: no goal, or one with a date 6–30 months ahead; two or three debts at distinct rates
  const goals: GoalFacts[] =
    r() < 0.5
      ? []
      : [
          {
            id: `g${seed}`,
            name: pick(GOALS),
            kind: 'savings',
            targetCents: 100_000 * (5 + Math.floor(r() * 60)),
            targetDate: isoDate(ty, tm + 6 + Math.floor(r() * 24), 28),
            startingCents: 0,
            savedCents: 0,
            linkedAccount: null,
            matchText: null,
            priority: 1,
            status: 'active',
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        ];
  const rates = shuffle([4.5, 7.9, 12.5, 18.9, 24.9, 29.9], r);
  const debts: Debt[] = shuffle(DEBTS, r)
    .slice(0, 2 + Math.floor(r() * 2))
    .map((name, i) => {
      const balanceCents = 50_000 * (2 + Math.floor(r() * 40));
      return { name, balanceCents, aprPct: rates[i]!, minimum: { kind: 'fixed' as const, cents: Math.max(2_500, Math.round(balanceCents / 4_000) * 100) } };
    });
  const netWorthCents = 100_000 * Math.floor(r() * 4_200) - 2_000_000;
  return { seed, today, start, months, transactions: txs, scheduled, subscriptions, goals, debts, netWorthCents, payroll };
}
