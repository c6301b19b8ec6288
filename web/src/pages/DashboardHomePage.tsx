import { BrainCircuit } from 'lucide-react';
import { Link } from 'react-router-dom';
import { FeatureCards } from '../features/dashboard-home/FeatureCards.tsx';
import { StatsStrip } from '../features/dashboard-home/StatsStrip.tsx';
import { useDashboardStats } from '../features/dashboard-home/useDashboardStats.ts';
import { InsightList } from '../features/intelia/InsightList.tsx';
import { useInsights } from '../features/intelia/useInteliaData.ts';
import { useSession } from '../stores/session.ts';
import { Icon } from '../components/icons/Icon.tsx';

export default function DashboardHomePage() {
  const user = useSession((s) => s.user);
  const stats = useDashboardStats();
  const insights = useInsights();
  const firstName = user?.fullName.trim().split(/\s+/)[0] ?? '';

  return (
    <div className="page">
      <header className="page-header">
        {/* "back" only for someone who has been here before: a first import is the sign */}
        <h1>
          {stats.data && (stats.data.documentsProcessed > 0 || stats.data.lastUploadAt) ? 'Welcome back' : 'Welcome'}
          {firstName ? `, ${firstName}` : ''}
        </h1>
        <p className="muted">Your AI finance team works on your own data: upload a statement and watch them go.</p>
      </header>
      <StatsStrip stats={stats.data} error={stats.error} />
      <section className="card" aria-labelledby="home-insights-title" data-testid="home-insights">
        <div className="card-head">
          <h2 id="home-insights-title">
            <Icon icon={BrainCircuit} /> Intelia's insights
          </h2>
          <Link className="link" to="/dashboard/business-intelligence">
            All insights
          </Link>
        </div>
        {insights.error && (
          <p className="alert alert-error" role="alert">
            {insights.error}
          </p>
        )}
        {insights.data === null && !insights.error && <p className="muted">Loading insights...</p>}
        {insights.data !== null && (
          <InsightList insights={insights.data.insights} empty="No insights yet: Intelia writes them from your transactions once you import a statement." />
        )}
      </section>
      <FeatureCards />
    </div>
  );
}
