// One rule: what it does, on or off, its dry run (matched of total and each change, from → to), the
// confirm step for a rule that matches everything, and the conflicts turning it on created.
import { useState } from 'react';
import type { AutomationConflictDto, AutomationDryRunDto, AutomationEnableDto, AutomationRuleDto } from '../../../../core/automa/api.ts';
import type { Action, Condition } from '../../../../core/automa/rules.ts';
import { ApiRequestError, api } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { formatCents, formatDay } from '../../lib/format.ts';

const conditionText = (c: Condition) =>
  c.field === 'amount' ? `amount ${c.op} ${formatCents(c.value)}` : c.field === 'direction' ? `money ${c.value}` : `${c.field} ${c.op} "${c.value}"`;
const actionText = (a: Action) =>
  a.kind === 'set category'
    ? `set category to ${a.subcategory ? `${a.category} › ${a.subcategory}` : a.category}`
    : a.kind === 'add note'
      ? `add note "${a.text}"`
      : a.kind === 'notify'
        ? `notify (${a.channels.join(', ')})`
        : a.kind === 'ask employee'
          ? `ask ${a.employee}`
          : a.kind;
const SHOWN = 50;

export function RuleCard({ rule, onChanged }: { rule: AutomationRuleDto; onChanged: () => void }) {
  const [dry, setDry] = useState<AutomationDryRunDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [made, setMade] = useState<AutomationConflictDto[]>([]);
  const base = `/api/automation/rules/${encodeURIComponent(rule.id)}`;

  const fail = (err: unknown) => setError(err instanceof ApiRequestError ? err.message : 'Could not reach the server.');
  const dryRun = () => {
    setError(null);
    api<AutomationDryRunDto>(`${base}/dry-run`, { method: 'POST', body: {} })
      .then((d) => {
        setDry(d);
        onChanged();
      })
      .catch(fail);
  };
  const enable = (confirmBroad: boolean) => {
    setError(null);
    api<AutomationEnableDto>(`${base}/enable`, { method: 'POST', body: confirmBroad ? { confirmBroad } : {} })
      .then((r) => {
        setConfirming(false);
        setMade(r.conflicts);
        onChanged();
      })
      .catch((err: unknown) => {
        // a rule matching everything: ask before turning it on
        if (err instanceof ApiRequestError && (err.body as { field?: string } | null)?.field === 'confirmBroad') setConfirming(true);
        else fail(err);
      });
  };
  const disable = () => {
    setError(null);
    setMade([]);
    api(`${base}/disable`, { method: 'POST', body: {} }).then(onChanged).catch(fail);
  };
  const remove = () => {
    setError(null);
    api(base, { method: 'DELETE' }).then(onChanged).catch(fail);
  };
  const [tagNote, setTagNote] = useState<string | null>(null);
  const toTag = () => {
    setError(null);
    api<{ category: string; subcategory: string | null }>(`${base}/tag-rule`, { method: 'POST', body: {} })
      .then((r) =>
        setTagNote(
          `Tag now files these under ${r.subcategory ? `${r.category} › ${r.subcategory}` : r.category} while it categorizes, from the next import. This rule stays here; turn it off if Tag's is enough.`,
        ),
      )
      .catch(fail);
  };
  const taggable = rule.trigger === 'transaction imported' && rule.actions.some((a) => a.kind === 'set category');

  return (
    <article className="card entry-card" data-testid="rule-card" data-active={rule.active}>
      <header className="entry-head">
        <h3>
          {rule.name}{' '}
          <span className={`badge ${rule.active ? 'tone-good' : ''}`} data-testid="rule-state">
            {rule.active ? 'on' : 'off'}
          </span>
        </h3>
        <span className="entry-actions">
          <Button size="sm" variant="secondary" onClick={dryRun} aria-label={`Dry run ${rule.name}`}>
            Dry run
          </Button>
          {rule.active ? (
            <Button size="sm" variant="secondary" onClick={disable} aria-label={`Turn off ${rule.name}`}>
              Turn off
            </Button>
          ) : (
            <Button size="sm" onClick={() => enable(false)} disabled={!rule.dryRunAt || rule.problem !== null} aria-label={`Turn on ${rule.name}`}>
              Turn on
            </Button>
          )}
          {taggable && (
            <Button size="sm" variant="ghost" onClick={toTag} aria-label={`Make ${rule.name} a Tag rule`}>
              Make it a Tag rule
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={remove} aria-label={`Delete ${rule.name}`}>
            Delete
          </Button>
        </span>
      </header>
      <p className="small">
        When <strong>{rule.trigger}</strong>
        {rule.conditions.length ? <>, if {rule.conditions.map(conditionText).join(' and ')}</> : ', always'}: {rule.actions.map(actionText).join('; ')}.
      </p>
      {rule.problem && (
        <p className="small field-error" data-testid="rule-problem">
          {rule.problem}
        </p>
      )}
      {!rule.active && !rule.dryRunAt && !rule.problem && (
        <p className="muted small">Run a dry run to see what it would have done; then it can be turned on.</p>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {tagNote && (
        <p className="small" role="status" data-testid="tag-rule-made">
          {tagNote}
        </p>
      )}
      {confirming && dry && (
        <div className="alert alert-info" data-testid="confirm-broad">
          <p>
            This rule fires on every transaction of the last 12 months ({dry.matched} of {dry.total}). Turn it on anyway?
          </p>
          <Button size="sm" onClick={() => enable(true)}>
            Yes, turn it on
          </Button>{' '}
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      )}
      {made.length > 0 && (
        <p className="field-error small" data-testid="rule-conflict">
          Turned on; it now disagrees with {made.map((c) => (c.a.id === rule.id ? c.b.name : c.a.name)).join(', ')} (see Conflicts).
        </p>
      )}
      {dry && <DryRunView dry={dry} />}
    </article>
  );
}

function DryRunView({ dry }: { dry: AutomationDryRunDto }) {
  return (
    <section className="automa-dry" data-testid="dry-run">
      <p className="small">
        {dry.note ? (
          <>
            <strong data-testid="dry-run-count">
              Would have fired on {dry.matched} event{dry.matched === 1 ? '' : 's'}
            </strong>{' '}
            from {formatDay(dry.from)} to {formatDay(dry.to)}. <span data-testid="dry-run-note">{dry.note}</span>
          </>
        ) : (
          <>
            <strong data-testid="dry-run-count">
              Would have fired on {dry.matched} of {dry.total} transactions
            </strong>{' '}
            from {formatDay(dry.from)} to {formatDay(dry.to)}.
          </>
        )}
        {dry.matchesEverything && (
          <>
            {' '}
            <strong>That is every one of them.</strong>
          </>
        )}
        {dry.problem && <> It cannot be turned on: {dry.problem}</>}
      </p>
      {dry.changes.length > 0 && (
        <div className="table-wrap">
          <table className="table stackable">
            <thead>
              <tr>
                <th scope="col">Description</th>
                <th scope="col">Date</th>
                <th scope="col">Change</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {dry.changes.slice(0, SHOWN).map((c) => (
                <tr key={c.id} data-testid="dry-run-row">
                  <td className="stack-title">{c.description}</td>
                  <td data-label="Date" className="nowrap">
                    {formatDay(c.date)}
                  </td>
                  <td data-label="Change">
                    {c.to ? (
                      <>
                        {c.from} → <strong>{c.to}</strong>
                      </>
                    ) : (
                      <span className="muted">{c.from ? `${c.from} (no category change)` : 'no transaction to change'}</span>
                    )}
                  </td>
                  <td data-label="Actions">{c.actions.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {dry.changes.length > SHOWN && <p className="muted small">and {dry.changes.length - SHOWN} more.</p>}
        </div>
      )}
    </section>
  );
}
