import { Link } from 'react-router-dom';
import { PIPELINE_EMPLOYEES } from '../../../core/employees.ts';
import { InsightList } from '../features/intelia/InsightList.tsx';
import { useInsights } from '../features/intelia/useInteliaData.ts';
import { useOverviewCounts } from '../features/shell/useOverviewCounts.ts';
import { formatCount } from '../lib/format.ts';
import { useSession } from '../stores/session.ts';

function Count({ value, label, testId }: { value: number | null; label: string; testId: string }) {
  return (
    <div className="card stat-card">
      <span className="stat-value" data-testid={testId}>
        {value === null ? '—' : formatCount(value)}
      </span>
      <span className="stat-label">{label}</span>
    </div>
  );
}

export default function DashboardHomePage() {
  const user = useSession((s) => s.user);
  const counts = useOverviewCounts();
  const insights = useInsights();
  const firstName = user?.fullName.trim().split(/\s+/)[0] ?? '';

  return (
    <div className="page">
      <header className="page-header">
        <h1>Welcome back{firstName ? `, ${firstName}` : ''}</h1>
        <p className="muted">Your AI finance team works on your own data: upload a statement and watch them go.</p>
      </header>
      {counts.error && (
        <p className="alert alert-error" role="alert">
          {counts.error}
        </p>
      )}
      <div className="stat-grid">
        <Count value={counts.documents} label="Documents uploaded" testId="documents-count" />
        <Count value={counts.transactions} label="Transactions" testId="transactions-count" />
      </div>
      <section className="card" aria-labelledby="home-insights-title" data-testid="home-insights">
        <div className="card-head">
          <h2 id="home-insights-title">
            <span aria-hidden="true">🧠 </span>Intelia's insights
          </h2>
          <Link className="link" to="/dashboard/business-intelligence">
            Business Intelligence
          </Link>
        </div>
        {insights.error && (
          <p className="alert alert-error" role="alert">
            {insights.error}
          </p>
        )}
        {insights.data === null && !insights.error && <p className="muted">Loading insights...</p>}
        {insights.data !== null && (
          <InsightList
            insights={insights.data.insights}
            empty="No insights yet: Intelia writes them from your transactions once you import a statement."
          />
        )}
      </section>
      <div className="quick-links">
        <Link className="card quick-link" to="/dashboard/smart-import-ai">
          <span className="quick-emoji" aria-hidden="true">
            📄
          </span>
          <span>
            <strong>Upload a statement</strong>
            <span className="muted small block">Upload bank statements and receipts for Byte.</span>
          </span>
        </Link>
        <Link className="card quick-link" to="/dashboard/transactions">
          <span className="quick-emoji" aria-hidden="true">
            💳
          </span>
          <span>
            <strong>Browse your money</strong>
            <span className="muted small block">Search, filter and correct categories.</span>
          </span>
        </Link>
        <Link className="card quick-link" to="/dashboard/team-room">
          <span className="quick-emoji" aria-hidden="true">
            👥
          </span>
          <span>
            <strong>Meet your AI team</strong>
            <span className="muted small block">{PIPELINE_EMPLOYEES.map((e) => e.name).join(', ')} at work, live.</span>
          </span>
        </Link>
      </div>
    </div>
  );
}
