// Harmony's page (/dashboard/financial-therapist, alias /dashboard/ai-therapist): how money feels
// (the monthly CFPB Financial Well-Being check-in, its score and the score over time) beside how it
// is (five facts from the ledger), Harmony's greeting comparing the two with last time, where to get
// help, and Harmony's chat.
import { useId, useState } from 'react';
import '../features/harmony/harmony.css';
import type { CheckinDto } from '../../../core/harmony/api.ts';
import { employeeProfile } from '../../../core/employees.ts';
import { ApiRequestError } from '../api/client.ts';
import { Button } from '../components/Button.tsx';
import { EmployeeAvatar } from '../components/icons/EmployeeAvatar.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { EmployeeChat } from '../features/chat/EmployeeChat.tsx';
import { CheckinForm } from '../features/harmony/CheckinForm.tsx';
import { FactsList } from '../features/harmony/FactsList.tsx';
import { HelpLines, NOT_A_THERAPIST } from '../features/harmony/HelpLines.tsx';
import { ScoreChart } from '../features/harmony/ScoreChart.tsx';
import { deleteCheckin, loadCheckins } from '../features/harmony/checkinsApi.ts';
import { useLoad } from '../lib/useLoad.ts';

function LatestScore({ latest }: { latest: CheckinDto | undefined }) {
  return (
    <section className="card" aria-labelledby="harmony-score-title" data-testid="harmony-score">
      <h2 id="harmony-score-title">How it feels: your score</h2>
      {latest ? (
        <>
          <p>
            <span className="harmony-score-value" data-testid="harmony-score-value">
              {latest.score}
            </span>{' '}
            <strong>{latest.band.label}</strong>{' '}
            <span className="small muted">
              ({latest.month}, {latest.form === 'full' ? 'standard' : 'short'} form)
            </span>
          </p>
          <p className="small">{latest.band.explanation}</p>
          <p className="small muted">
            The CFPB Financial Well-Being Scale turns your answers (total {latest.raw}) into a score by its published table for your age band and how it was
            answered; most people score between about 40 and 70, and the US average is about 54.
          </p>
        </>
      ) : (
        <p className="muted">No check-in yet: take the first one below.</p>
      )}
    </section>
  );
}

export default function FinancialTherapistPage() {
  const harmony = employeeProfile('harmony');
  const checkins = useLoad(loadCheckins, {
    message: (err) => (err instanceof ApiRequestError ? err.message : 'Could not load your check-ins.'),
  });
  const { data, reload } = checkins;
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const error = deleteError ?? checkins.error;
  const [showForm, setShowForm] = useState(false);
  const chatId = useId();

  const latest = data?.checkins[data.checkins.length - 1];
  const remove = (id: string) => {
    setDeleteError(null);
    deleteCheckin(id)
      .then(() => reload())
      .catch((err: unknown) => setDeleteError(err instanceof ApiRequestError ? err.message : 'Could not delete the check-in.'));
  };

  return (
    <div className="page" data-testid="harmony-page">
      <PageHeader icon={<EmployeeAvatar employee={harmony} />} title={harmony.name}>
        <p className="employee-role">{harmony.role}</p>
        <p className="muted">
          How money feels, next to how it is: a monthly check-in with the CFPB Financial Well-Being Scale beside figures from your own ledger.
        </p>
      </PageHeader>
      <p className="alert alert-info small" data-testid="harmony-disclaimer">
        {NOT_A_THERAPIST}
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {data && (
        <>
          <section className="card" aria-label="Harmony says" data-testid="harmony-greeting">
            <p className="harmony-greeting">
              <strong>{harmony.name}:</strong> {data.greeting}
            </p>
            {data.due && !showForm && (
              <p data-testid="harmony-checkin-due">
                <span className="small">Your check-in for {data.month} is due (once a month). </span>
                <Button size="sm" onClick={() => setShowForm(true)} data-testid="harmony-start-checkin">
                  Take the check-in
                </Button>
              </p>
            )}
            {!data.due && !showForm && (
              <p className="small muted">
                You have checked in for {data.month}.{' '}
                <Button size="sm" variant="secondary" onClick={() => setShowForm(true)}>
                  Answer again
                </Button>
              </p>
            )}
          </section>
          {showForm && (
            <CheckinForm
              items={data.items}
              shortFormIds={data.shortFormIds}
              month={data.month}
              existing={data.checkins.find((c) => c.month === data.month) ?? null}
              onSaved={() => {
                setShowForm(false);
                reload();
              }}
            />
          )}
          <div className="harmony-measured">
            <div>
              <LatestScore latest={latest} />
              {data.checkins.length > 0 && (
                <section className="card" aria-labelledby="harmony-history-title">
                  <h2 id="harmony-history-title">Your score over time</h2>
                  <ScoreChart checkins={data.checkins} />
                  <ul className="small" data-testid="harmony-history">
                    {[...data.checkins].reverse().map((c) => (
                      <li key={c.id}>
                        {c.month}: {c.score} ({c.band.label}){' '}
                        <Button size="sm" variant="secondary" onClick={() => remove(c.id)} aria-label={`Delete the check-in of ${c.month}`}>
                          Delete
                        </Button>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </div>
            <FactsList facts={data.factsNow} />
          </div>
        </>
      )}
      <HelpLines />
      <section className="card" aria-labelledby={chatId}>
        <h2 id={chatId}>Chat with {harmony.name}</h2>
        <EmployeeChat employeeKey="harmony" />
      </section>
    </div>
  );
}
