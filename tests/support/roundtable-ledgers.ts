// Seeded ledgers for Roundtable's writer tests: any size, any mix of spending and income, huge
// amounts, merchant names with digits in them, and the extras (bills, goals, debts, insights).
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { addDays } from '../../core/dates.ts';
import { formatCents } from '../../core/money.ts';
import type { EpisodeExtras } from '../../core/roundtable/types.ts';
import { mulberry32 } from '../../core/seeded-random.ts';

const SPENDING: [string, string[]][] = [
  ['Food & Dining', ['WHOLE FOODS MARKET', 'STARBUCKS STORE 10482', 'CHIPOTLE 2231', 'TRADER JOES #552']],
  ['Shopping', ['AMAZON MKTPLACE', 'BEST BUY 112', 'TARGET T-1842']],
  ['Transportation', ['SHELL OIL 5531', 'UBER TRIP', '7-ELEVEN 3391']],
  ['Entertainment', ['NETFLIX.COM', 'SPOTIFY USA', 'AMC THEATRES 44']],
  ['Bills & Utilities', ['PG&E WEB ONLINE', 'COMCAST CABLE', 'VERIZON WIRELESS']],
  ['Health & Fitness', ['CVS PHARMACY 0042', 'PLANET FITNESS']],
  ['Travel', ['DELTA AIR LINES', 'MARRIOTT HOTELS']],
  ['Personal Care', ['GREAT CLIPS 3341']],
  ['Education', ['COURSERA INC']],
  ['Home', ['HOME DEPOT 6612', 'IKEA US']],
];
const PAYERS = ['PAYROLL ACME CORP', 'STRIPE TRANSFER', 'ETSY PAYOUT', 'IRS TREAS 310 TAX REF'];

export interface LedgerOptions {
  today: string;
  /** the timeframe; the ledger covers it and the one before */
  days: number;
  size: number;
  /** how many spending categories to use (1…10) */
  categories?: number;
  onlyIncome?: boolean;
  /** amounts up to about ten million dollars */
  huge?: boolean;
  /** share of rows that are income (0…1) */
  incomeShare?: number;
}

export function seededLedger(seed: number, o: LedgerOptions): LedgerTransaction[] {
  const rnd = mulberry32(seed);
  const int = (n: number) => Math.floor(rnd() * n);
  const cats = SPENDING.slice(0, Math.max(1, Math.min(10, o.categories ?? 6)));
  const out: LedgerTransaction[] = [];
  for (let i = 0; i < o.size; i++) {
    const date = addDays(o.today, -int(o.days * 2));
    const max = o.huge ? 1_000_000_000 : 30_000;
    if (o.onlyIncome || rnd() < (o.incomeShare ?? 0.1)) {
      out.push({ date, description: PAYERS[int(PAYERS.length)]!, merchant: null, amountCents: 10_000 + int(max * 5), category: 'Income' });
    } else if (rnd() < 0.05) {
      out.push({ date, description: 'TRANSFER TO SAVINGS', merchant: null, amountCents: -(1000 + int(max)), category: 'Transfer' });
    } else {
      const [category, merchants] = cats[int(cats.length)]!;
      out.push({ date, description: merchants[int(merchants.length)]!, merchant: null, amountCents: -(1 + int(max)), category });
    }
  }
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

export function seededExtras(seed: number, today: string, counts = { bills: 3, goals: 2, debts: 2, insights: 2 }): EpisodeExtras {
  const rnd = mulberry32(seed ^ 0x5eed);
  const int = (n: number) => Math.floor(rnd() * n);
  const goals = Array.from({ length: counts.goals }, (_, i) => {
    const targetCents = 100_000 + int(2_000_000);
    const savedCents = i === 0 && rnd() < 0.3 ? targetCents : int(targetCents);
    return {
      name: ['Emergency Fund', 'Vacation 2027', 'New Car', 'House Deposit'][i % 4]!,
      savedCents,
      targetCents,
      percent: Math.floor((savedCents / targetCents) * 100),
      status: savedCents >= targetCents ? 'completed' : 'active',
    };
  });
  return {
    billsDue: Array.from({ length: counts.bills }, (_, i) => ({
      name: ['Netflix', 'Rent', 'PG&E', 'Verizon', 'Gym'][i % 5]!,
      due: addDays(today, 1 + int(14)),
      cents: 500 + int(200_000),
    })),
    goals,
    debts: Array.from({ length: counts.debts }, (_, i) => ({
      name: ['Visa card', 'Car loan', 'Student loan'][i % 3]!,
      balanceCents: 50_000 + int(3_000_000),
      apr: Math.round((3 + rnd() * 25) * 100) / 100,
    })),
    insights: Array.from(
      { length: counts.insights },
      (_, i) =>
        [
          `Dining out this month, ${10 + int(80)}% above your 3-month average of ${formatCents(1000 + int(90_000))}.`,
          `Possible duplicate charge: Netflix took ${formatCents(999 + int(1000))} twice on Monday. If you paid only once, ask for one to be refunded.`,
          `Spotify went up from ${formatCents(999)} to ${formatCents(1199)} a month (+20%) on Friday: ${formatCents(2400)} more a year.`,
        ][i % 3]!,
    ),
  };
}
