// Conflicting rules side by side, with how many transactions both would fire on. A conflict's rows are
// fetched when it is opened, a page at a time (the list itself carries none: it stays small however
// long the ledger or the rule list).
import { useState } from 'react';
import type { AutomationConflictDto, AutomationConflictRowsDto, AutomationConflictsDto, ConflictTransactionDto } from '../../../../core/automa/api.ts';
import { ApiRequestError, api } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { formatCents, formatDay } from '../../lib/format.ts';

const PAGE = 10;
const plural = (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;

export function ConflictsSection({ data }: { data: AutomationConflictsDto }) {
  const { conflicts, scan } = data;
  if (!conflicts.length) return null;
  return (
    <section className="card" data-testid="automa-conflicts">
      <h2>Conflicts</h2>
      <p className="muted">
        These active rules would set different categories on the same transactions; the one made first acts first, the later one wins. Turn one off or narrow
        it.
      </p>
      {(scan.rowsCapped || scan.pairsCapped) && (
        <p className="muted small" data-testid="automa-conflicts-capped">
          {scan.rowsCapped && (
            <>
              Looked at your latest {plural(scan.scannedRows, 'transaction')} of {scan.rows.toLocaleString('en-US')}.{' '}
            </>
          )}
          {scan.pairsCapped && (
            <>
              Showing {scan.listed} of {scan.pairs} conflicting pairs.
            </>
          )}
        </p>
      )}
      {conflicts.map((c) => (
        <ConflictRow key={`${c.a.id}-${c.b.id}`} conflict={c} />
      ))}
    </section>
  );
}

function ConflictRow({ conflict: c }: { conflict: AutomationConflictDto }) {
  const [rows, setRows] = useState<ConflictTransactionDto[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const more = (offset: number) => {
    setLoading(true);
    setError(null);
    api<AutomationConflictRowsDto>(`/api/automation/conflicts/${encodeURIComponent(c.a.id)}/${encodeURIComponent(c.b.id)}`, { query: { offset, limit: PAGE } })
      .then((r) => setRows((had) => [...(had ?? []), ...r.transactions]))
      .catch((err: unknown) => setError(err instanceof ApiRequestError ? err.message : 'Could not load the transactions.'))
      .finally(() => setLoading(false));
  };
  // opened the first time: its first page
  const toggle = (open: boolean) => {
    if (open && rows === null && !loading) more(0);
  };
  const left = c.count - (rows?.length ?? 0);

  return (
    <div className="automa-conflict" data-testid="automa-conflict">
      <div className="automa-side">
        <strong>{c.a.name}</strong>
        <span className="small">sets {c.a.category}</span>
      </div>
      <div className="automa-side">
        <strong>{c.b.name}</strong>
        <span className="small">sets {c.b.category}</span>
      </div>
      <details className="automa-both small" onToggle={(e) => toggle(e.currentTarget.open)}>
        <summary data-testid="automa-conflict-count">Both fire on {plural(c.count, 'transaction')}</summary>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        {rows && (
          <ul className="figure-list" data-testid="automa-conflict-rows">
            {rows.map((t) => (
              <li key={t.id} data-testid="automa-conflict-row">
                {formatDay(t.date)} · {t.description} · {formatCents(t.amountCents)} (now {t.category})
              </li>
            ))}
          </ul>
        )}
        {loading && <p className="muted">Loading…</p>}
        {rows && left > 0 && !loading && (
          <Button size="sm" variant="ghost" onClick={() => more(rows.length)}>
            Show {Math.min(PAGE, left)} more of {left}
          </Button>
        )}
      </details>
    </div>
  );
}
