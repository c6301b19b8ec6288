// Analytics (Dash): income against spending, category trends and why they changed, and the cash
// flow, for a range and accounts (the same reports as Prism's page); then how the user's data was
// read and categorized (the dashboard's stats and Tag's summary).
import { Link } from 'react-router-dom';
import { ReportPanel } from '../features/reports/ReportPanel.tsx';
import { employeeProfile } from '../../../core/employees.ts';
import { StatsStrip } from '../features/dashboard-home/StatsStrip.tsx';
import { useDashboardStats } from '../features/dashboard-home/useDashboardStats.ts';
import { fetchTagSummary } from '../features/tag/tagApi.ts';
import { formatCount } from '../lib/format.ts';
import { useLiveResource } from '../lib/useLiveResource.ts';

const SOURCE_NAMES: Record<string, string> = {
  rule: 'Your rules',
  learned: 'Learned from your corrections',
  knowledge: "Tag's knowledge base",
  model: "Tag's model of your history",
  sign: 'Money in nothing explains',
  none: 'Left for you (Uncategorized)',
  user: 'Set or confirmed by you',
};

/** The analyses Dash shows; every report (and its exports) is on the reports page too. */
const DASH_REPORTS = ['category-trends', 'income-spending', 'cash-flow'] as const;

export default function AnalyticsPage() {
  const stats = useDashboardStats();
  const summary = useLiveResource(fetchTagSummary);
  const tag = employeeProfile('tag');
  const sources = summary.data ? Object.entries(summary.data.bySource).sort((a, b) => b[1] - a[1]) : [];

  return (
    <div className="page">
      <header className="page-header">
        <h1>Analytics</h1>
        <p className="muted">Dash's analysis of your money, and how your documents were read and your transactions categorized.</p>
      </header>
      <ReportPanel keys={DASH_REPORTS} title="Dash's analysis" testId="dash-analysis" />
      <StatsStrip stats={stats.data} error={stats.error} />
      <section className="card" aria-labelledby="sources-title" data-testid="analytics-sources">
        <h2 id="sources-title">How each transaction got its category</h2>
        {summary.error && (
          <p className="alert alert-error" role="alert">
            {summary.error}
          </p>
        )}
        {summary.data === null && !summary.error && <p className="muted">Loading...</p>}
        {summary.data !== null && summary.data.total === 0 && <p className="muted">Nothing imported yet: the figures appear with your first statement.</p>}
        {summary.data !== null && summary.data.total > 0 && (
          <div className="table-wrap">
            <table className="table stackable">
              <thead>
                <tr>
                  <th scope="col">Source</th>
                  <th scope="col" className="num">
                    Transactions
                  </th>
                  <th scope="col" className="num">
                    Share
                  </th>
                </tr>
              </thead>
              <tbody>
                {sources.map(([source, n]) => (
                  <tr key={source}>
                    <td className="stack-title">{SOURCE_NAMES[source] ?? source}</td>
                    <td className="num" data-label="Transactions">
                      {formatCount(n)}
                    </td>
                    <td className="num" data-label="Share">
                      {Math.round((n / summary.data!.total) * 100)}%
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="muted small">
          {summary.data ? `${formatCount(summary.data.needsReview)} waiting for your review. ` : ''}
          <Link to={tag.dashboardRoute}>Review them with {tag.name}</Link>
        </p>
      </section>
    </div>
  );
}
