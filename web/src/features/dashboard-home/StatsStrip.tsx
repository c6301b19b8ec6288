// The dashboard's stats strip, every figure from the user's own data (db/repos/dashboard.ts).
import type { DashboardStatsDto } from '../../../../core/dashboard/api.ts';
import { formatCents, formatCount, plural } from '../../lib/format.ts';
import './dashboard-home.css';

const uploadDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const uploadTime = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

export function accuracyText(stats: DashboardStatsDto): { value: string; detail: string } {
  if (stats.aiAccuracy === null) return { value: '—', detail: 'Nothing categorized automatically yet' };
  const kept = stats.autoCategorized - stats.corrected;
  return {
    value: `${Math.round(stats.aiAccuracy * 1000) / 10}%`,
    detail: `${formatCount(kept)} of ${plural(stats.autoCategorized, 'automatic category', 'automatic categories')} not corrected (a change of category or subcategory counts)`,
  };
}

function Stat({ label, value, detail, testId }: { label: string; value: string; detail?: string; testId: string }) {
  return (
    <div className="stat-tile" data-testid={testId}>
      <span className="stat-label">{label}</span>
      <span className="stat-value" data-testid={`${testId}-value`}>
        {value}
      </span>
      {detail && <span className="muted small">{detail}</span>}
    </div>
  );
}

export function StatsStrip({ stats, error }: { stats: DashboardStatsDto | null; error: string | null }) {
  if (error) {
    return (
      <p className="alert alert-error" role="alert">
        The figures could not be loaded: {error}
      </p>
    );
  }
  const dash = '—';
  const accuracy = stats ? accuracyText(stats) : null;
  return (
    <section className="stats-strip" aria-label="Your figures" aria-busy={stats === null} data-testid="stats-strip">
      <Stat label="Documents processed" value={stats ? formatCount(stats.documentsProcessed) : dash} testId="stat-documents" />
      <Stat
        label="Last upload"
        value={stats ? (stats.lastUploadAt ? uploadDay.format(new Date(stats.lastUploadAt)) : 'None yet') : dash}
        detail={stats?.lastUploadAt ? `at ${uploadTime.format(new Date(stats.lastUploadAt))}` : undefined}
        testId="stat-last-upload"
      />
      <Stat label="Total transactions" value={stats ? formatCount(stats.totalTransactions) : dash} testId="stat-transactions" />
      <Stat
        label="Categories learned"
        value={stats ? formatCount(stats.categoriesLearned) : dash}
        detail="Patterns from your corrections plus your rules"
        testId="stat-learned"
      />
      <Stat label="AI accuracy" value={accuracy?.value ?? dash} detail={accuracy?.detail} testId="stat-accuracy" />
      <Stat
        label="Goals and budgets"
        value={stats ? `${formatCount(stats.planning.activeGoals)} / ${formatCount(stats.planning.budgets)}` : dash}
        detail={stats ? `${plural(stats.planning.activeGoals, 'active goal')}, ${plural(stats.planning.budgets, 'budget')}` : undefined}
        testId="stat-goals"
      />
      <Stat
        label="Debts"
        value={stats ? formatCents(stats.planning.debtCents) : dash}
        detail={stats ? `owed on ${plural(stats.planning.debts, 'debt')} you set up` : undefined}
        testId="stat-debts"
      />
    </section>
  );
}
