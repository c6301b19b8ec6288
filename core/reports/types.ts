// The reports' shared shapes (Prism and Dash): what every report was asked for and computed from,
// and each report's plain data. Money is integer cents; spending figures are positive cents.

/** The reports the API serves; 'net-worth' is a slot the accounts work fills in (registry.ts). */
export const REPORT_KEYS = ['income-spending', 'cash-flow', 'category-trends', 'budget-actual', 'year-review', 'transactions', 'net-worth'] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];

export interface ReportQuery {
  /** 'YYYY-MM-DD', inclusive */
  from: string;
  to: string;
  /** account names (the transactions' account column); empty: every account */
  accounts: string[];
}

/** What a report was computed from, so a reader can check it. */
export interface ReportBasis extends ReportQuery {
  /** rows in the range and accounts that count (transfers left out) */
  transactions: number;
  /** transfers between the user's own accounts in the range: not income, not spending */
  transfersLeftOut: number;
  /** the first and last day with data in the range, null when none */
  firstDay: string | null;
  lastDay: string | null;
}

export interface ReportBase<K extends ReportKey> {
  key: K;
  basis: ReportBasis;
  /** true when the range holds no data: an empty report, not an error */
  empty: boolean;
}

export interface MonthFigures {
  /** 'YYYY-MM' */
  month: string;
  incomeCents: number;
  spendingCents: number;
  /** income − spending */
  netCents: number;
  /** net ÷ income (core/figures savingsRate), null without income or for a month the statements cover only in part */
  savingsRate: number | null;
  transactions: number;
  /** the statements cover the whole month (core/figures/coverage.ts); a partial month has no rate of its own */
  full: boolean;
  partialBecause: string | null;
}

export interface IncomeSpendingReport extends ReportBase<'income-spending'> {
  months: MonthFigures[];
  totals: Omit<MonthFigures, 'month' | 'full' | 'partialBecause'> & {
    /** what the period's rate is over: "(income − spending) ÷ income over the 4 full months …; left out as partial: …" */
    savingsRateStatistic: string;
  };
}

export type SankeyNodeKind = 'source' | 'income' | 'category' | 'saved' | 'shortfall';
export interface SankeyNode {
  id: string;
  label: string;
  kind: SankeyNodeKind;
  cents: number;
}
export interface SankeyLink {
  source: string;
  target: string;
  cents: number;
}

export interface CashFlowReport extends ReportBase<'cash-flow'> {
  incomeCents: number;
  spendingCents: number;
  /** income sources → the income node → spending categories (and what was saved, or taken from savings) */
  nodes: SankeyNode[];
  links: SankeyLink[];
}

export interface PeriodFigures {
  from: string;
  to: string;
  spendingCents: number;
  purchases: number;
  /** spending ÷ purchases, whole cents; 0 without purchases */
  averageCents: number;
}

export interface NewMerchant {
  merchant: string;
  cents: number;
  purchases: number;
}

export interface CategoryChange {
  category: string;
  earlier: PeriodFigures;
  later: PeriodFigures;
  changeCents: number;
  /** the part of the change from buying more or fewer times (at the two periods' mean price) */
  countEffectCents: number;
  /** the part from paying more or less per purchase (at the two periods' mean count); with countEffect it sums to the change */
  priceEffectCents: number;
  /** merchants of this category in the later period and not in the earlier one */
  newMerchants: NewMerchant[];
  newMerchantsCents: number;
  /** one sentence: why it changed */
  why: string;
}

export interface CategoryTrendsReport extends ReportBase<'category-trends'> {
  /** the range is compared with the period of the same length just before it */
  earlier: { from: string; to: string };
  later: { from: string; to: string };
  /** false when the ledger does not cover the earlier period: no change or "new" merchant is claimed */
  comparable: boolean;
  /** the comparison in words: what it is against, or that there is no earlier data */
  comparison: string;
  /** monthly spending of the biggest categories in the range (for the chart) */
  months: string[];
  series: { category: string; cents: number[] }[];
  changes: CategoryChange[];
}

export interface BudgetLine {
  category: string;
  subcategory: string | null;
  monthlyLimitCents: number;
  /** the limit for the months the range touches */
  limitCents: number;
  actualCents: number;
  /** limit − actual; negative when over */
  remainingCents: number;
  /** actual ÷ limit */
  share: number;
  months: { month: string; limitCents: number; actualCents: number }[];
}

export interface BudgetActualReport extends ReportBase<'budget-actual'> {
  /** calendar months the range touches */
  months: string[];
  budgets: BudgetLine[];
  totals: { limitCents: number; actualCents: number; remainingCents: number };
  /** said when there is nothing to compare (no budgets) */
  note: string | null;
}

export interface Ranked {
  name: string;
  cents: number;
  transactions: number;
  share: number;
}

export interface YearReviewReport extends ReportBase<'year-review'> {
  incomeCents: number;
  spendingCents: number;
  netCents: number;
  /** the period's savings rate over its full months (core/figures periodSavingsRate) */
  savingsRate: number | null;
  savingsRateStatistic: string;
  monthsCovered: number;
  averageMonthlySpendingCents: number;
  topCategories: Ranked[];
  topMerchants: Ranked[];
  biggestMonth: { month: string; spendingCents: number } | null;
  largestPurchase: { date: string; merchant: string; category: string; cents: number } | null;
}

export interface LedgerRow {
  date: string;
  description: string;
  merchant: string | null;
  category: string;
  subcategory: string | null;
  account: string | null;
  amountCents: number;
}

/** The ledger itself: on screen the first rows and the totals, every row in the exports (paged). */
export interface TransactionsReport extends ReportBase<'transactions'> {
  rows: LedgerRow[];
  /** rows in the range (transfers included: it is the ledger) */
  totalRows: number;
  shownRows: number;
  incomeCents: number;
  spendingCents: number;
}

/** Ledger's net worth series in the reports' shape (core/reports/net-worth.ts). */
export interface NetWorthReport extends ReportBase<'net-worth'> {
  home: string;
  step: import('../accounts/net-worth.ts').SeriesStep;
  points: import('../accounts/net-worth.ts').NetWorthSeries['points'];
  /** what the last point is made of: each account or debt, its side, balance and how it was counted */
  items: import('../accounts/net-worth.ts').NetWorthSeries['items'];
  keptApart: import('../accounts/net-worth.ts').NetWorthSeries['keptApart'];
}

export type Report = IncomeSpendingReport | CashFlowReport | CategoryTrendsReport | BudgetActualReport | YearReviewReport | TransactionsReport | NetWorthReport;

/** GET /api/reports: the reports there are, and the accounts to filter by. */
export interface ReportCatalogDto {
  reports: { key: ReportKey; title: string; description: string; available: boolean; note: string | null }[];
  accounts: string[];
  /** the default range: the last twelve months up to today */
  defaultRange: { from: string; to: string };
}
