// Goalie's page: the user's goals with figures from their own months, a form for a new one, and the chat.
import { useId } from 'react';
import '../features/ledger/ledger.css';
import { employeeProfile } from '../../../core/employees.ts';
import { ErrorMessage } from '../components/ErrorMessage.tsx';
import { EmployeeAvatar } from '../components/icons/EmployeeAvatar.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { EmployeeChat } from '../features/chat/EmployeeChat.tsx';
import { BudgetsSection } from '../features/goalie/BudgetsSection.tsx';
import { GoalCard } from '../features/goalie/GoalCard.tsx';
import { GoalForm } from '../features/goalie/GoalForm.tsx';
import { fetchGoals } from '../features/goalie/goalsApi.ts';
import { formatCents } from '../lib/format.ts';
import { useLoad } from '../lib/useLoad.ts';

export default function GoalsPage() {
  const goalie = employeeProfile('goalie');
  const { data, failure: error, reload } = useLoad(fetchGoals);
  const chatId = useId();

  const active = data?.goals.filter((g) => g.status === 'active' || g.status === 'paused') ?? [];
  const done = data?.goals.filter((g) => g.status === 'completed' || g.status === 'archived') ?? [];

  return (
    <div className="page" data-testid="goals-page">
      <PageHeader icon={<EmployeeAvatar employee={goalie} />} title="Goal Concierge">
        <p className="muted">Goalie plans each goal from your own months: what it needs, what your usual surplus can give it, and when it is likely done.</p>
      </PageHeader>
      <ErrorMessage error={error} />
      {data && (
        <section className="card" data-testid="goals-basis">
          <h2>Your monthly surplus</h2>
          {data.months.length ? (
            <p>
              Usually <strong data-testid="median-surplus">{formatCents(data.medianSurplusCents)}</strong> a month is left after spending (the{' '}
              <span data-testid="surplus-statistic">{data.surplusStatistic}</span>:{' '}
              {data.months.map((m) => `${m.month} ${formatCents(m.incomeCents - m.spendingCents)}`).join(', ')}; transfers between your accounts left out).
              Goals share it by priority.
            </p>
          ) : (
            <p className="muted" data-testid="surplus-statistic">
              {data.surplusStatistic} Goalie needs full months (a first month that starts late and this month do not count) to say when each goal is likely
              reached.
            </p>
          )}
          {data.months.length > 0 && data.waterfall.length > 0 && (
            <ol className="figure-list" data-testid="waterfall">
              {data.waterfall.map((w) => (
                <li key={w.id} data-testid="waterfall-row">
                  {w.name} (priority {w.priority}): gets {formatCents(w.getsCents)} of the {formatCents(w.wantCents)} a month it asks for
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
      {active.map((g) => (
        <GoalCard key={g.id} goal={g} onChanged={reload} />
      ))}
      <BudgetsSection />
      <section className="card">
        <h2>New goal</h2>
        <GoalForm onSaved={reload} />
      </section>
      {done.length > 0 && (
        <section className="card">
          <h2>Reached and archived</h2>
          {done.map((g) => (
            <GoalCard key={g.id} goal={g} onChanged={reload} />
          ))}
        </section>
      )}
      <section className="card" aria-labelledby={chatId}>
        <h2 id={chatId}>Chat with {goalie.name}</h2>
        <EmployeeChat employeeKey="goalie" />
      </section>
    </div>
  );
}
