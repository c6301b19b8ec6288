import { Link } from 'react-router-dom';
import { CashFlowPanel } from '../features/crystal/CashFlowPanel.tsx';
import { CategoryForecastTable } from '../features/crystal/CategoryForecastTable.tsx';
import { RecurringTable } from '../features/crystal/RecurringTable.tsx';
import { SpendingForecast } from '../features/crystal/SpendingForecast.tsx';
import { ThisMonthCard } from '../features/crystal/ThisMonthCard.tsx';
import { TrendSummary } from '../features/crystal/TrendSummary.tsx';
import { UpcomingCharges } from '../features/crystal/UpcomingCharges.tsx';
import { usePredictions } from '../features/crystal/usePredictions.ts';
import { AskEmployeeSection } from '../features/chat/AskEmployeeSection.tsx';
import { NavIcon } from '../components/icons/navIcons.tsx';
import { PageHeader } from '../components/PageHeader.tsx';

export default function SpendingPredictionsPage() {
  const { predictions, error } = usePredictions();
  const empty = predictions !== null && (predictions.transactionCount === 0 || predictions.total === null);

  return (
    <div className="page">
      <PageHeader icon={<NavIcon name="predictions" />} title="Spending Predictions">
        <p className="muted">
          Crystal forecasts your spending from your own months, finds your recurring charges and projects your balance, with a stated range for every figure.
        </p>
      </PageHeader>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      {predictions === null && !error && <p className="muted">Loading Crystal's forecasts...</p>}
      {empty && (
        <section className="card">
          <p className="empty" data-testid="predictions-empty">
            {predictions.transactionCount === 0 ? (
              <>
                No forecasts yet: <Link to="/dashboard/smart-import-ai">import a statement</Link> and Crystal forecasts from it.
              </>
            ) : (
              <>No monthly forecast yet: {predictions.history.missing}</>
            )}
          </p>
        </section>
      )}
      {predictions?.thisMonth && <ThisMonthCard thisMonth={predictions.thisMonth} missing={predictions.total ? null : predictions.history.missing} />}
      {predictions !== null && !empty && predictions.total && (
        <>
          <TrendSummary trend={predictions.trend} />
          <SpendingForecast total={predictions.total} level={predictions.level} basis={predictions.history.basis} />
          <CategoryForecastTable categories={predictions.categories} total={predictions.total} level={predictions.level} />
          <CashFlowPanel cashFlow={predictions.cashFlow} balance={predictions.balance} today={predictions.today} level={predictions.level} />
          <RecurringTable recurring={predictions.recurring} />
          <UpcomingCharges upcoming={predictions.upcoming} />
        </>
      )}
      <AskEmployeeSection employeeKey="crystal" />
    </div>
  );
}
