// The reminders log: when, which bill, which channel, and whether it was delivered (or why not).
import type { RemindersDto } from '../../../../core/chime/api.ts';
import { formatDateTime, formatDay } from '../../lib/format.ts';

const STATUS_CLASS: Record<string, string> = { delivered: 'tone-good', failed: 'tone-bad', pending: 'tone-warn', sending: 'tone-warn', skipped: '' };

export function ReminderLog({ log }: { log: RemindersDto['log'] }) {
  return (
    <section className="card" aria-labelledby="reminder-log-title" data-testid="reminder-log">
      <h2 id="reminder-log-title">Reminders sent</h2>
      {log.length === 0 ? (
        <p className="small muted">No reminder yet: Chime sends one when a bill is within its reminder days.</p>
      ) : (
        <div className="table-wrap">
          <table className="table stackable">
            <thead>
              <tr>
                <th scope="col">Bill</th>
                <th scope="col">Due</th>
                <th scope="col">Channel</th>
                <th scope="col">Status</th>
                <th scope="col">When</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {log.map((r) => (
                <tr key={r.id} data-testid="reminder-row" data-channel={r.channel} data-status={r.status}>
                  <td className="stack-title">{r.billName}</td>
                  <td data-label="Due">{formatDay(r.due)}</td>
                  <td data-label="Channel">{r.channel}</td>
                  <td data-label="Status">
                    <span className={`badge ${STATUS_CLASS[r.status] ?? ''}`}>{r.status}</span>
                    {r.attempts > 1 ? <span className="small muted"> ({r.attempts} tries)</span> : null}
                  </td>
                  <td data-label="When">{formatDateTime(r.sentAt ?? r.createdAt)}</td>
                  <td data-label="Details" className="stack-wide small">
                    {r.status === 'failed' || r.status === 'pending' ? (r.reason ?? '') : (r.detail ?? '')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
