// Conflicting rules side by side, and the run log (newest first).
import type { AutomationConflictDto, AutomationRunDto } from '../../../../core/automa/api.ts';
import { formatCents, formatDateTime, formatDay } from '../../lib/format.ts';

export function ConflictsSection({ conflicts }: { conflicts: readonly AutomationConflictDto[] }) {
  if (!conflicts.length) return null;
  return (
    <section className="card" data-testid="automa-conflicts">
      <h2>Conflicts</h2>
      <p className="muted">These active rules would set different categories on the same transactions; the one made first acts first, the later one wins. Turn one off or narrow it.</p>
      {conflicts.map((c) => (
        <div className="automa-conflict" key={`${c.a.id}-${c.b.id}`} data-testid="automa-conflict">
          <div className="automa-side"><strong>{c.a.name}</strong><span className="small">sets {c.a.category}</span></div>
          <div className="automa-side"><strong>{c.b.name}</strong><span className="small">sets {c.b.category}</span></div>
          <ul className="goal-figures small automa-both">
            {c.transactions.slice(0, 10).map((t) => <li key={t.id}>{formatDay(t.date)} · {t.description} · {formatCents(t.amountCents)} (now {t.category})</li>)}
            {c.transactions.length > 10 && <li>and {c.transactions.length - 10} more</li>}
          </ul>
        </div>
      ))}
    </section>
  );
}

export function RunLog({ runs }: { runs: readonly AutomationRunDto[] }) {
  return (
    <section className="card" data-testid="automa-runs">
      <h2>Run log</h2>
      {runs.length === 0 ? <p className="empty">No rule has fired yet. Active rules run after each import, and daily for balances, goals and budgets.</p> : (
        <div className="table-wrap">
          <table className="table stackable">
            <thead><tr><th scope="col">Rule</th><th scope="col">When</th><th scope="col">Fired on</th><th scope="col">Outcome</th><th scope="col">What it did</th></tr></thead>
            <tbody>
              {runs.map((r) => (
                <tr key={r.id} data-testid="automa-run">
                  <td className="stack-title"><strong>{r.ruleName}</strong>{r.ruleId === null && <span className="muted small block">rule deleted</span>}</td>
                  <td data-label="When" className="nowrap">{formatDateTime(r.firedAt)}</td>
                  <td data-label="Fired on">{r.details.subject ?? r.eventKey}</td>
                  <td data-label="Outcome"><span className={`badge ${r.outcome === 'done' ? 'goal-on-track' : 'goal-at-risk'}`}>{r.outcome}</span></td>
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
