// The run log (newest first); conflicts are in Conflicts.tsx.
import type { AutomationRunDto } from '../../../../core/automa/api.ts';
import { formatDateTime } from '../../lib/format.ts';

export function RunLog({ runs }: { runs: readonly AutomationRunDto[] }) {
  return (
    <section className="card" data-testid="automa-runs">
      <h2>Run log</h2>
      {runs.length === 0 ? (
        <p className="empty">No rule has fired yet. Active rules run after each import, and daily for balances, goals and budgets.</p>
      ) : (
        <div className="table-wrap">
          <table className="table stackable">
            <thead>
              <tr>
                <th scope="col">Rule</th>
                <th scope="col">When</th>
                <th scope="col">Fired on</th>
                <th scope="col">Outcome</th>
                <th scope="col">What it did</th>
              </tr>
            </thead>
            <tbody>
              {runs.map((r) => (
                <tr key={r.id} data-testid="automa-run">
                  <td className="stack-title">
                    <strong>{r.ruleName}</strong>
                    {r.ruleId === null && <span className="muted small block">rule deleted</span>}
                  </td>
                  <td data-label="When" className="nowrap">
                    {formatDateTime(r.firedAt)}
                  </td>
                  <td data-label="Fired on">{r.details.subject ?? r.eventKey}</td>
                  <td data-label="Outcome">
                    <span className={`badge ${r.outcome === 'done' ? 'tone-good' : 'tone-warn'}`}>{r.outcome}</span>
                  </td>
                  <td data-label="What it did">{[...r.details.done, ...r.details.skipped].join('; ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
