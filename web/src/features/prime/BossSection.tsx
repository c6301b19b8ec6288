// The boss's figures inside the executive panel: each employee's tasks and efficiency, the
// executive summary, and the batches Prime needs a decision on.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { employeeProfile } from '../../../../core/employees.ts';
import { errorText } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { useLoad } from '../../lib/useLoad.ts';
import { decideApproval, fetchBoss } from './primeApi.ts';

const STATUS_TEXT = { excellent: 'Excellent', good: 'Good', needs_attention: 'Needs attention', critical: 'Critical' } as const;

export function BossSection() {
  const loaded = useLoad(fetchBoss);
  const { data: boss, reload } = loaded;
  const [decideError, setError] = useState<string | null>(null);
  const error = decideError ?? loaded.error;
  const [busy, setBusy] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const navigate = useNavigate();

  async function decide(id: string, decision: 'approve' | 'reject' | 'redirect') {
    setBusy(id);
    try {
      const r = await decideApproval(id, decision);
      if (r.route) {
        navigate(r.route);
        return;
      }
      setNote(decision === 'approve' ? `Approved: ${r.updated} transactions accepted.` : `Rejected: ${r.updated} transactions back to Uncategorized.`);
      await reload();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(null);
    }
  }

  if (error)
    return (
      <p className="alert alert-error" role="alert">
        {error}
      </p>
    );
  if (!boss) return <p className="muted small">Loading the team's figures...</p>;
  const working = boss.employees.filter((e) => e.completed + e.inProgress + e.pending + e.paused + e.failed > 0);
  return (
    <div className="boss-section" data-testid="boss-section">
      <p className="small" data-testid="boss-summary">
        {boss.summary}
      </p>
      {boss.highActivity && (
        <p className="small">
          <strong>High activity:</strong> {boss.running} tasks running at once.
        </p>
      )}
      {working.length > 0 && (
        <table className="table boss-table stackable">
          <thead>
            <tr>
              <th>Employee</th>
              <th className="num">Done</th>
              <th className="num">Running</th>
              <th className="num">Efficiency</th>
            </tr>
          </thead>
          <tbody>
            {working.map((e) => (
              <tr key={e.employee} data-testid="boss-employee" data-employee={e.employee}>
                <td className="stack-title">{employeeProfile(e.employee).name}</td>
                <td className="num" data-label="Done">
                  {e.completed}
                </td>
                <td className="num" data-label="Running">
                  {e.inProgress + e.paused}
                </td>
                <td className="num stack-wide" data-label="Efficiency">
                  {e.efficiency === null ? '—' : `${e.efficiency}% (${STATUS_TEXT[e.status!]})`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div role="status" aria-live="polite" className="small">
        {note}
      </div>
      {boss.approvals.map((a) => (
        <div key={a.id} className="approval card" data-testid="approval">
          <p className="small">{a.message}</p>
          <div className="row-actions">
            <Button size="sm" disabled={busy !== null} onClick={() => void decide(a.id, 'approve')} data-testid="approval-approve">
              Approve
            </Button>
            <Button size="sm" variant="secondary" disabled={busy !== null} onClick={() => void decide(a.id, 'reject')} data-testid="approval-reject">
              Reject
            </Button>
            <Button size="sm" variant="secondary" disabled={busy !== null} onClick={() => void decide(a.id, 'redirect')} data-testid="approval-redirect">
              Review one by one
            </Button>
          </div>
        </div>
      ))}
    </div>
  );
}
