// Chime's page: the month calendar and the list of what is due, the user's bills with each due date
// against the ledger (paid, upcoming, overdue, missed) and their reminder settings, the recurring
// payments Crystal proposes as bills, where reminders go (time zone, email, push devices), the log, the chat.
import { useEffect, useId, useState } from 'react';
import '../features/chime/chime.css';
import '../features/ledger/ledger.css';
import { BillForm } from '../features/chime/BillForm.tsx';
import type { BillDto, BillsDto, RemindersDto } from '../../../core/chime/api.ts';
import { BillAgenda } from '../features/chime/BillAgenda.tsx';
import { BillBufferForm } from '../features/chime/BillBufferForm.tsx';
import { BillCalendar } from '../features/chime/BillCalendar.tsx';
import { BillReminderForm } from '../features/chime/BillReminderForm.tsx';
import { ReminderLog } from '../features/chime/ReminderLog.tsx';
import { ReminderSettings } from '../features/chime/ReminderSettings.tsx';
import { employeeProfile } from '../../../core/employees.ts';
import { ApiRequestError, api } from '../api/client.ts';
import { Button } from '../components/Button.tsx';
import { EmployeeAvatar } from '../components/icons/EmployeeAvatar.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { EmployeeChat } from '../features/chat/EmployeeChat.tsx';
import { formatCents, formatDay } from '../lib/format.ts';
import { useLoad } from '../lib/useLoad.ts';

type Cadence = BillDto['cadence'];
const cadenceText = (c: Cadence) =>
  c.kind === 'monthly'
    ? `monthly on day ${c.day}`
    : c.kind === 'yearly'
      ? `yearly on ${c.month}/${c.day}`
      : c.kind === 'quarterly'
        ? `every 3 months on day ${c.day}`
        : c.kind === 'every-n-weeks'
          ? `every ${c.n} weeks`
          : c.kind === 'every-n-days'
            ? `every ${c.n} days`
            : 'weekly';
const expectedText = (e: BillDto['expected']) =>
  e.kind === 'exact'
    ? formatCents(e.cents)
    : e.kind === 'approx'
      ? `about ${formatCents(e.cents)} (± ${e.percent}%)`
      : `${formatCents(e.minCents)} to ${formatCents(e.maxCents)}`;
const STATUS_CLASS: Record<string, string> = {
  paid: 'tone-good',
  upcoming: '',
  'due today': 'tone-warn',
  overdue: 'tone-warn',
  missed: 'tone-bad',
};

const loadBills = (signal: AbortSignal) => api<BillsDto>('/api/bills', { signal });
const loadReminders = (signal: AbortSignal) => api<RemindersDto>('/api/reminders', { signal });

export default function BillsPage() {
  const chime = employeeProfile('chime');
  const bills = useLoad(loadBills, { message: 'Could not load the bills.' });
  const reminders = useLoad(loadReminders, { message: 'Could not load the reminder settings.' });
  const [actError, setActError] = useState<string | null>(null);
  const data = bills.data;
  const error = actError ?? bills.error ?? reminders.error;
  const chatId = useId();

  // a reminder that arrives while the page is open shows up in the log too
  const reloadReminders = reminders.reload;
  useEffect(() => {
    window.addEventListener('pf:notification', reloadReminders);
    return () => window.removeEventListener('pf:notification', reloadReminders);
  }, [reloadReminders]);

  const act = (path: string, body?: unknown, method: 'POST' | 'DELETE' | 'PATCH' = 'POST') => {
    setActError(null);
    api<BillsDto>(path, { method, body })
      .then(bills.replace)
      .catch((err: unknown) => setActError(err instanceof ApiRequestError ? err.message : 'Could not save.'));
  };

  return (
    <div className="page" data-testid="bills-page">
      <PageHeader icon={<EmployeeAvatar employee={chime} />} title="Bill Reminders">
        <p className="muted">
          Chime follows each bill against your statements (paid, coming up, overdue or missed) and reminds you ahead of each due date, in the app, by email or
          by push.
        </p>
      </PageHeader>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {data && data.bills.length === 0 && data.proposals.length === 0 && (
        <p className="alert alert-info">No bills yet, and no recurring payments in your statements to propose. Import a few months of statements with Byte.</p>
      )}
      {data && data.bills.length > 0 && <BillAgenda bills={data.bills} today={data.today} />}
      {data && data.bills.length > 0 && <BillCalendar bills={data.bills} today={data.today} />}
      {data?.bills.map((b) => (
        <article className="card entry-card" key={b.id} data-testid="bill-card">
          <header className="entry-head">
            <h3>
              {b.name}
              {!b.active && (
                <>
                  {' '}
                  <span className="badge" data-testid="bill-paused">
                    paused
                  </span>
                </>
              )}
            </h3>
            <span className="entry-actions">
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${b.active ? 'Pause' : 'Resume'} the ${b.name} bill`}
                onClick={() => act(`/api/bills/${encodeURIComponent(b.id)}`, { active: !b.active }, 'PATCH')}
              >
                {b.active ? 'Pause' : 'Resume'}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Delete the ${b.name} bill`}
                onClick={() => act(`/api/bills/${encodeURIComponent(b.id)}`, undefined, 'DELETE')}
              >
                Delete
              </Button>
            </span>
          </header>
          <p className="small">
            {expectedText(b.expected)}, {cadenceText(b.cadence)}
            {b.autopay ? ' · autopay' : ''}
          </p>
          {b.warnings.map((w) => (
            <p key={w.due} className="field-error small" data-testid="bill-warning">
              {formatDay(w.due)}: Crystal expects your balance to be as low as {formatCents(w.lowCents)} that day
              {w.below === 'zero' ? ', under zero' : `, under your ${formatCents(data?.bufferCents ?? 0)} buffer`} (the pessimistic edge of its projection from
              your statement balance).
            </p>
          ))}
          <ul className="figure-list small">
            {b.occurrences.map((o) => (
              <li key={o.due} data-testid="bill-occurrence" data-status={o.status}>
                {formatDay(o.due)}: <span className={`badge ${STATUS_CLASS[o.status] ?? ''}`}>{o.status}</span>
                {o.paidBy && (
                  <>
                    {' '}
                    · paid {formatCents(o.paidBy.cents)} on {formatDay(o.paidBy.date)}
                  </>
                )}
                {o.priceRise && (
                  <>
                    {' '}
                    · <strong>price rise</strong> from {formatCents(o.priceRise.fromCents)} to {formatCents(o.priceRise.toCents)}
                  </>
                )}
              </li>
            ))}
          </ul>
          <BillReminderForm bill={b} onSaved={bills.replace} />
        </article>
      ))}
      {data && <BillBufferForm data={data} onSaved={bills.replace} />}
      {data && data.proposals.length > 0 && (
        <section className="card" data-testid="bill-proposals">
          <h2>Found in your statements</h2>
          <p className="muted">Crystal sees these payments coming back. Make each a bill, or dismiss it and it will not be proposed again.</p>
          <ul className="figure-list">
            {data.proposals.map((p) => (
              <li key={p.merchantKey} data-testid="bill-proposal">
                <strong>{p.merchant}</strong>:{' '}
                {p.minCents === p.maxCents ? formatCents(p.amountCents) : `${formatCents(p.minCents)} to ${formatCents(p.maxCents)}`}, {cadenceText(p.cadence)};
                seen {p.occurrences} times, next {formatDay(p.nextDue)}.{' '}
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => act('/api/bills/proposals/confirm', { merchantKey: p.merchantKey })}
                  aria-label={`Make ${p.merchant} a bill`}
                >
                  Make it a bill
                </Button>{' '}
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => act('/api/bills/proposals/dismiss', { merchantKey: p.merchantKey })}
                  aria-label={`Dismiss ${p.merchant}`}
                >
                  Dismiss
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <details className="card" data-testid="bill-add">
        <summary>
          <strong>Add a bill by hand</strong>
        </summary>
        <BillForm onSaved={bills.replace} />
      </details>
      {reminders.data && <ReminderSettings data={reminders.data} onChange={reminders.replace} />}
      {reminders.data && <ReminderLog log={reminders.data.log} />}
      <section className="card" aria-labelledby={chatId}>
        <h2 id={chatId}>Chat with {chime.name}</h2>
        <EmployeeChat employeeKey="chime" />
      </section>
    </div>
  );
}
