// One report on screen: its chart and its table (tables stack into cards in a narrow column).
import { lazy, Suspense } from 'react';
import type {
  BudgetActualReport,
  CashFlowReport,
  CategoryTrendsReport,
  IncomeSpendingReport,
  Report,
  TransactionsReport,
  YearReviewReport,
} from '../../../../core/reports/types.ts';
import { formatMonth } from '../../components/charts/format.ts';
import { formatCents, formatCount, formatDay } from '../../lib/format.ts';
import { HBarChart, IncomeSpendingChart } from './BarCharts.tsx';
import { CategoryTrendsChart } from './CategoryTrendsChart.tsx';
import { NetWorthView } from './NetWorthView.tsx';

// d3-sankey comes with the cash-flow chart only
const SankeyChart = lazy(() => import('./SankeyChart.tsx'));

const pct = (r: number | null) => (r === null ? '—' : `${(r * 100).toFixed(1)}%`);

function Figures({ items }: { items: [string, string][] }) {
  return (
    <div className="figures" data-testid="report-figures">
      {items.map(([label, value]) => (
        <div key={label} className="stat-card">
          <div className="stat-value">{value}</div>
          <div className="stat-label">{label}</div>
        </div>
      ))}
    </div>
  );
}

function IncomeSpending({ r }: { r: IncomeSpendingReport }) {
  return (
    <>
      <Figures
        items={[
          ['Income', formatCents(r.totals.incomeCents)],
          ['Spending', formatCents(r.totals.spendingCents)],
          ['Net', formatCents(r.totals.netCents)],
          ['Savings rate', pct(r.totals.savingsRate)],
        ]}
      />
      <p className="muted small" data-testid="report-rate-statistic">
        This period's savings rate: {r.totals.savingsRateStatistic}. A month your statements cover only in part has no rate of its own.
      </p>
      <IncomeSpendingChart months={r.months} />
      <div className="table-wrap">
        <table className="table stackable" data-testid="report-table">
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col" className="num">
                Income
              </th>
              <th scope="col" className="num">
                Spending
              </th>
              <th scope="col" className="num">
                Net
              </th>
              <th scope="col" className="num">
                Savings rate
              </th>
            </tr>
          </thead>
          <tbody>
            {r.months.map((m) => (
              <tr key={m.month}>
                <td className="stack-title" title={m.partialBecause ?? undefined}>
                  {formatMonth(m.month)}
                  {m.full ? '' : ` (partial: ${m.partialBecause})`}
                </td>
                <td className="num" data-label="Income">
                  {formatCents(m.incomeCents)}
                </td>
                <td className="num" data-label="Spending">
                  {formatCents(m.spendingCents)}
                </td>
                <td className="num" data-label="Net">
                  {formatCents(m.netCents)}
                </td>
                <td className="num" data-label="Savings rate">
                  {pct(m.savingsRate)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function CashFlow({ r }: { r: CashFlowReport }) {
  const label = new Map(r.nodes.map((n) => [n.id, n.label]));
  return (
    <>
      <Figures
        items={[
          ['Money in', formatCents(r.incomeCents)],
          ['Money out', formatCents(r.spendingCents)],
          ['Left over', formatCents(r.incomeCents - r.spendingCents)],
        ]}
      />
      <Suspense fallback={<p className="muted">Drawing the diagram...</p>}>
        <SankeyChart nodes={r.nodes} links={r.links} />
      </Suspense>
      <div className="table-wrap">
        <table className="table stackable" data-testid="report-table">
          <thead>
            <tr>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col" className="num">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {r.links.map((l) => (
              <tr key={`${l.source}-${l.target}`}>
                <td className="stack-title">{label.get(l.source)}</td>
                <td data-label="To">{label.get(l.target)}</td>
                <td className="num" data-label="Amount">
                  {formatCents(l.cents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function CategoryTrends({ r }: { r: CategoryTrendsReport }) {
  return (
    <>
      <p className="muted small" data-testid="trends-comparison">
        {r.comparable
          ? `Compared with ${formatDay(r.earlier.from)} to ${formatDay(r.earlier.to)}, the period of the same length before.`
          : `No earlier data to compare with: the ledger does not cover ${formatDay(r.earlier.from)} to ${formatDay(r.earlier.to)}, the period of the same length before.`}
      </p>
      {r.months.length > 0 && r.series.length > 0 && <CategoryTrendsChart r={r} />}
      <div className="table-wrap">
        <table className="table stackable" data-testid="report-table">
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col" className="num">
                Before
              </th>
              <th scope="col" className="num">
                Now
              </th>
              <th scope="col" className="num">
                More or fewer purchases
              </th>
              <th scope="col" className="num">
                Higher or lower prices
              </th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {r.changes.map((c) => (
              <tr key={c.category}>
                <td className="stack-title">{c.category}</td>
                <td className="num" data-label="Before">
                  {r.comparable ? (
                    <>
                      {formatCents(c.earlier.spendingCents)} <span className="muted small">({formatCount(c.earlier.purchases)})</span>
                    </>
                  ) : (
                    <span title="no earlier data">—</span>
                  )}
                </td>
                <td className="num" data-label="Now">
                  {formatCents(c.later.spendingCents)} <span className="muted small">({formatCount(c.later.purchases)})</span>
                </td>
                <td className="num" data-label="More or fewer purchases">
                  {formatCents(c.countEffectCents)}
                </td>
                <td className="num" data-label="Higher or lower prices">
                  {formatCents(c.priceEffectCents)}
                </td>
                <td className="stack-wide small" data-label="Why">
                  {c.why}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function BudgetActual({ r }: { r: BudgetActualReport }) {
  return (
    <>
      {r.note && <p className="alert alert-info">{r.note}</p>}
      <Figures
        items={[
          ['Budgeted', formatCents(r.totals.limitCents)],
          ['Spent', formatCents(r.totals.actualCents)],
          ['Remaining', formatCents(r.totals.remainingCents)],
        ]}
      />
      <HBarChart
        title="Spent against each budget"
        bars={r.budgets.map((b) => ({ label: b.subcategory ?? b.category, cents: b.actualCents, limitCents: b.limitCents }))}
      />
      <div className="table-wrap">
        <table className="table stackable" data-testid="report-table">
          <thead>
            <tr>
              <th scope="col">Budget</th>
              <th scope="col" className="num">
                Limit
              </th>
              <th scope="col" className="num">
                Spent
              </th>
              <th scope="col" className="num">
                Remaining
              </th>
              <th scope="col" className="num">
                Used
              </th>
            </tr>
          </thead>
          <tbody>
            {r.budgets.map((b) => (
              <tr key={`${b.category}-${b.subcategory ?? ''}`}>
                <td className="stack-title">{b.subcategory ? `${b.category} › ${b.subcategory}` : b.category}</td>
                <td className="num" data-label="Limit">
                  {formatCents(b.limitCents)}
                </td>
                <td className="num" data-label="Spent">
                  {formatCents(b.actualCents)}
                </td>
                <td className="num" data-label="Remaining">
                  {formatCents(b.remainingCents)}
                </td>
                <td className="num" data-label="Used">
                  {pct(b.share)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function YearReview({ r }: { r: YearReviewReport }) {
  return (
    <>
      <Figures
        items={[
          ['Income', formatCents(r.incomeCents)],
          ['Spending', formatCents(r.spendingCents)],
          ['Savings rate', pct(r.savingsRate)],
          ['Biggest month', r.biggestMonth ? `${formatMonth(r.biggestMonth.month)}: ${formatCents(r.biggestMonth.spendingCents)}` : '—'],
          ['Largest purchase', r.largestPurchase ? `${r.largestPurchase.merchant}: ${formatCents(r.largestPurchase.cents)}` : '—'],
        ]}
      />
      <p className="muted small" data-testid="report-rate-statistic">
        This period's savings rate: {r.savingsRateStatistic}.
      </p>
      <HBarChart title="Top categories" bars={r.topCategories.map((c) => ({ label: c.name, cents: c.cents }))} />
      <div className="table-wrap">
        <table className="table stackable" data-testid="report-table">
          <thead>
            <tr>
              <th scope="col">Top merchant</th>
              <th scope="col" className="num">
                Spending
              </th>
              <th scope="col" className="num">
                Transactions
              </th>
              <th scope="col" className="num">
                Share
              </th>
            </tr>
          </thead>
          <tbody>
            {r.topMerchants.map((m) => (
              <tr key={m.name}>
                <td className="stack-title">{m.name}</td>
                <td className="num" data-label="Spending">
                  {formatCents(m.cents)}
                </td>
                <td className="num" data-label="Transactions">
                  {formatCount(m.transactions)}
                </td>
                <td className="num" data-label="Share">
                  {pct(m.share)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Transactions({ r }: { r: TransactionsReport }) {
  return (
    <>
      <HBarChart
        title="Money in and out"
        bars={[
          { label: 'Income', cents: r.incomeCents },
          { label: 'Spending', cents: r.spendingCents },
        ]}
      />
      <p className="muted small">
        {r.shownRows < r.totalRows
          ? `The first ${formatCount(r.shownRows)} of ${formatCount(r.totalRows)} transactions; the exports carry them all.`
          : `${formatCount(r.totalRows)} transactions.`}
      </p>
      <div className="table-wrap">
        <table className="table stackable" data-testid="report-table">
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">Date</th>
              <th scope="col">Category</th>
              <th scope="col">Account</th>
              <th scope="col" className="num">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {r.rows.map((t, i) => (
              <tr key={i}>
                <td className="stack-title">{t.merchant ?? t.description}</td>
                <td data-label="Date">{formatDay(t.date)}</td>
                <td data-label="Category">{t.category}</td>
                <td data-label="Account">{t.account ?? '—'}</td>
                <td className="num" data-label="Amount">
                  {formatCents(t.amountCents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function ReportView({ report }: { report: Report }) {
  if (report.key === 'net-worth') {
    return report.empty ? (
      <p className="muted" data-testid="report-empty">
        No account balances in this range: nothing to report.
      </p>
    ) : (
      <NetWorthView r={report} />
    );
  }
  if (report.empty && !(report.key === 'budget-actual' && report.note)) {
    return (
      <p className="muted" data-testid="report-empty">
        No transactions in this range{report.basis.accounts.length ? ' for these accounts' : ''}: nothing to report.
      </p>
    );
  }
  switch (report.key) {
    case 'income-spending':
      return <IncomeSpending r={report} />;
    case 'cash-flow':
      return <CashFlow r={report} />;
    case 'category-trends':
      return <CategoryTrends r={report} />;
    case 'budget-actual':
      return <BudgetActual r={report} />;
    case 'year-review':
      return <YearReview r={report} />;
    case 'transactions':
      return <Transactions r={report} />;
  }
}
