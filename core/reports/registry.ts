// The reports by key: title, what each shows, and whether it exists yet.
import type { ReportKey } from './types.ts';

export interface ReportInfo {
  key: ReportKey;
  title: string;
  description: string;
  available: boolean;
  /** why it is not available yet */
  note: string | null;
}

export const REPORTS: readonly ReportInfo[] = [
  {
    key: 'income-spending',
    title: 'Income vs spending',
    description: 'Money in and money out per month, the net and the savings rate.',
    available: true,
    note: null,
  },
  { key: 'cash-flow', title: 'Cash flow', description: 'Where the money came from and where it went, as a Sankey diagram.', available: true, note: null },
  {
    key: 'category-trends',
    title: 'Category trends',
    description: 'Spending per category against the period before, and why it changed: more purchases, higher prices, new merchants.',
    available: true,
    note: null,
  },
  {
    key: 'budget-actual',
    title: 'Budget vs actual',
    description: 'Each budget’s limit for the months of the range against what was spent.',
    available: true,
    note: null,
  },
  {
    key: 'year-review',
    title: 'Year in review',
    description: 'Totals, the savings rate, top categories and merchants, the biggest month.',
    available: true,
    note: null,
  },
  { key: 'transactions', title: 'Transactions', description: 'Every transaction of the range, with totals.', available: true, note: null },
  {
    key: 'net-worth',
    title: 'Net worth over time',
    description:
      'Assets minus liabilities at the end of each step, from each account’s balances (statements, running balances or the opening balance) and the debts you set up.',
    available: true,
    note: null,
  },
];

export const reportInfo = (key: string): ReportInfo | undefined => REPORTS.find((r) => r.key === key);
