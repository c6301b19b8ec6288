// Every report as a document of tables, the one shape the CSV, XLSX and PDF writers render: a
// title with the range and filters, headline figures, then tables of numbers. The transactions
// report's rows are not here: the server streams them from the database after these tables.
import { formatCents } from '../money.ts';
import { reportInfo } from './registry.ts';
import type { LedgerRow, Report } from './types.ts';

export type CellKind = 'text' | 'cents' | 'count' | 'percent';
export type Cell = string | number | null;
export interface ExportColumn {
  label: string;
  kind: CellKind;
}
export interface ExportTable {
  title: string;
  columns: ExportColumn[];
  rows: Cell[][];
  /** sentences under the table (too long for a cell in a PDF) */
  notes?: string[];
}

/**
 * A headline figure: its label, its words ("$1,234.56") and, for money and shares, the number itself,
 * so a spreadsheet holds a number with a currency format rather than text.
 */
export type SummaryItem = [label: string, text: string, value?: { kind: 'cents' | 'percent'; value: number }];

export interface ExportDocument {
  title: string;
  /** the currency of every money cell */
  currency: string;
  /** the range, the accounts, what was left out */
  subtitle: string[];
  /** headline figures, already in words */
  summary: SummaryItem[];
  tables: ExportTable[];
  /** append every ledger row of the range (streamed by the server) */
  ledger: boolean;
}

const col = (label: string, kind: CellKind = 'text'): ExportColumn => ({ label, kind });
const pct = (r: number | null) => (r === null ? '—' : `${(r * 100).toFixed(1)}%`);
const money = (label: string, cents: number): SummaryItem => [label, formatCents(cents), { kind: 'cents', value: cents }];
const share = (label: string, r: number | null): SummaryItem => (r === null ? [label, pct(r)] : [label, pct(r), { kind: 'percent', value: r }]);

export const LEDGER_COLUMNS: ExportColumn[] = [
  col('Date'),
  col('Description'),
  col('Merchant'),
  col('Category'),
  col('Subcategory'),
  col('Account'),
  col('Amount', 'cents'),
];
export const ledgerCells = (r: LedgerRow): Cell[] => [r.date, r.description, r.merchant, r.category, r.subcategory, r.account, r.amountCents];
/** The spreadsheets' ledger (CSV, XLSX): the same columns and the amount's currency beside it (the PDF's amounts carry their symbol). */
export const LEDGER_SHEET_COLUMNS: ExportColumn[] = [...LEDGER_COLUMNS, col('Currency')];
export const ledgerSheetCells = (r: LedgerRow, currency: string): Cell[] => [...ledgerCells(r), currency];

/** Text for a cell in the PDF (and on screen). */
export function cellText(value: Cell, kind: CellKind): string {
  if (value === null) return '';
  if (kind === 'cents' && typeof value === 'number') return formatCents(value);
  if (kind === 'percent' && typeof value === 'number') return pct(value);
  return String(value);
}

function body(r: Report): Pick<ExportDocument, 'summary' | 'tables' | 'ledger'> {
  switch (r.key) {
    case 'income-spending':
      return {
        summary: [
          money('Income', r.totals.incomeCents),
          money('Spending', r.totals.spendingCents),
          money('Net', r.totals.netCents),
          share('Savings rate', r.totals.savingsRate),
          ['Savings rate over', r.totals.savingsRateStatistic],
        ],
        tables: [
          {
            title: 'By month',
            columns: [
              col('Month'),
              col('Income', 'cents'),
              col('Spending', 'cents'),
              col('Net', 'cents'),
              col('Savings rate', 'percent'),
              col('Transactions', 'count'),
            ],
            rows: r.months.map((m) => [m.month, m.incomeCents, m.spendingCents, m.netCents, m.savingsRate, m.transactions]),
          },
        ],
        ledger: false,
      };
    case 'cash-flow': {
      const label = new Map(r.nodes.map((n) => [n.id, n.label]));
      return {
        summary: [money('Money in', r.incomeCents), money('Money out', r.spendingCents), money('Left over', r.incomeCents - r.spendingCents)],
        tables: [
          {
            title: 'Flows',
            columns: [col('From'), col('To'), col('Amount', 'cents')],
            rows: r.links.map((l) => [label.get(l.source) ?? l.source, label.get(l.target) ?? l.target, l.cents]),
          },
        ],
        ledger: false,
      };
    }
    case 'category-trends':
      return {
        summary: [
          ['Earlier period', r.comparable ? `${r.earlier.from} to ${r.earlier.to}` : `no earlier data to compare with (${r.earlier.from} to ${r.earlier.to})`],
          ['Later period', `${r.later.from} to ${r.later.to}`],
        ],
        tables: [
          {
            title: 'Why each category changed',
            columns: [
              col('Category'),
              col('Earlier', 'cents'),
              col('Later', 'cents'),
              col('Change', 'cents'),
              col('Purchases before', 'count'),
              col('Purchases now', 'count'),
              col('Count effect', 'cents'),
              col('Price effect', 'cents'),
              col('New merchants', 'cents'),
            ],
            rows: r.changes.map((c) => [
              c.category,
              c.earlier.spendingCents,
              c.later.spendingCents,
              c.changeCents,
              c.earlier.purchases,
              c.later.purchases,
              c.countEffectCents,
              c.priceEffectCents,
              c.newMerchantsCents,
            ]),
            notes: r.changes.map((c) => `${c.category}: ${c.why}`),
          },
        ],
        ledger: false,
      };
    case 'budget-actual':
      return {
        summary: [
          money('Budgeted', r.totals.limitCents),
          money('Spent', r.totals.actualCents),
          money('Remaining', r.totals.remainingCents),
          ...(r.note ? [['Note', r.note] as [string, string]] : []),
        ],
        tables: [
          {
            title: `Budgets over ${r.months.length} month${r.months.length === 1 ? '' : 's'}`,
            columns: [
              col('Budget'),
              col('Monthly limit', 'cents'),
              col('Limit', 'cents'),
              col('Spent', 'cents'),
              col('Remaining', 'cents'),
              col('Used', 'percent'),
            ],
            rows: r.budgets.map((b) => [
              b.subcategory ? `${b.category} › ${b.subcategory}` : b.category,
              b.monthlyLimitCents,
              b.limitCents,
              b.actualCents,
              b.remainingCents,
              b.share,
            ]),
          },
        ],
        ledger: false,
      };
    case 'year-review':
      return {
        summary: [
          money('Income', r.incomeCents),
          money('Spending', r.spendingCents),
          money('Net', r.netCents),
          share('Savings rate', r.savingsRate),
          ['Savings rate over', r.savingsRateStatistic],
          money('Average monthly spending', r.averageMonthlySpendingCents),
          ['Biggest month', r.biggestMonth ? `${r.biggestMonth.month}: ${formatCents(r.biggestMonth.spendingCents)}` : '—'],
          ['Largest purchase', r.largestPurchase ? `${r.largestPurchase.merchant}, ${r.largestPurchase.date}: ${formatCents(r.largestPurchase.cents)}` : '—'],
        ],
        tables: [
          {
            title: 'Top categories',
            columns: [col('Category'), col('Spending', 'cents'), col('Transactions', 'count'), col('Share', 'percent')],
            rows: r.topCategories.map((c) => [c.name, c.cents, c.transactions, c.share]),
          },
          {
            title: 'Top merchants',
            columns: [col('Merchant'), col('Spending', 'cents'), col('Transactions', 'count'), col('Share', 'percent')],
            rows: r.topMerchants.map((c) => [c.name, c.cents, c.transactions, c.share]),
          },
        ],
        ledger: false,
      };
    case 'transactions':
      return {
        summary: [['Transactions', count(r.totalRows)], money('Income', r.incomeCents), money('Spending', r.spendingCents)],
        tables: [],
        ledger: true,
      };
    case 'net-worth': {
      const last = r.points[r.points.length - 1];
      return {
        summary: last
          ? [money('Net worth', last.netWorthCents), money('Assets', last.assetsCents), money('Liabilities', last.liabilitiesCents), ['On', last.date]]
          : [['Net worth', 'no balances in this range']],
        tables: [
          {
            title: `Each ${r.step}`,
            columns: [col('Date'), col('Assets', 'cents'), col('Liabilities', 'cents'), col('Net worth', 'cents')],
            rows: r.points.map((p) => [p.date, p.assetsCents, p.liabilitiesCents, p.netWorthCents]),
          },
          {
            title: 'What the last figure is made of',
            columns: [col('Account or debt'), col('Side'), col('Balance', 'cents'), col('How it was counted')],
            rows: r.items.map((i) => [i.name, i.side, i.balanceCents, i.how]),
          },
        ],
        ledger: false,
      };
    }
  }
}

export function exportDocument(r: Report): ExportDocument {
  const b = r.basis;
  const subtitle = [
    `${b.from} to ${b.to}`,
    `Accounts: ${b.accounts.length ? b.accounts.join(', ') : 'all'}`,
    r.key === 'net-worth'
      ? r.empty
        ? 'No account balances in this range.'
        : `From ${r.items.length} accounts and debts; balances in ${r.home}.`
      : r.empty
        ? 'No transactions in this range.'
        : `${count(b.transactions)} transactions counted; ${count(b.transfersLeftOut)} transfers between your accounts left out.`,
  ];
  // the reports' money is in dollars as formatCents writes it; net worth states its home currency
  return { title: reportInfo(r.key)?.title ?? r.key, currency: r.key === 'net-worth' ? r.home : 'USD', subtitle, ...body(r) };
}

/** A count as people read it in an export: 100,000, not 100000. */
const count = (n: number) => n.toLocaleString('en-US');
