// Reconcile an account: the bank's balance on a date → the difference and the transactions that explain
// it (likely duplicates first) → confirm, and the rest up to that date are marked reconciled and locked.
import { useState } from 'react';
import type { AccountDto, ReconcilePreviewDto } from '../../../../core/accounts/api.ts';
import { ApiRequestError } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { formatCents, formatDay } from '../../lib/format.ts';
import { confirmReconcile, parseCents, previewReconcile, unreconcile } from './accountsApi.ts';

export function ReconcilePanel({ account, today, onDone }: { account: AccountDto; today: string; onDone: (a: AccountDto, note: string) => void }) {
  const [date, setDate] = useState(today);
  const [balance, setBalance] = useState('');
  const [plan, setPlan] = useState<ReconcilePreviewDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fail = (err: unknown) => setError(err instanceof ApiRequestError ? err.message : 'Could not reach the server.');

  async function preview(e: React.FormEvent) {
    e.preventDefault();
    const cents = parseCents(balance);
    if (cents === null) {
      setError('Enter the balance the bank shows, like 1234.56.');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      setPlan(await previewReconcile(account.id, date, cents));
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    if (!plan) return;
    setBusy(true);
    try {
      const r = await confirmReconcile(account.id, plan.date, plan.bankBalanceCents, plan.toReconcile);
      setPlan(null);
      setBalance('');
      onDone(
        r.account,
        `Reconciled ${r.reconciled} transaction${r.reconciled === 1 ? '' : 's'} of ${account.name} up to ${formatDay(plan.date)}; they are locked until you unreconcile.`,
      );
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }

  async function undo() {
    setBusy(true);
    try {
      const r = await unreconcile(account.id);
      onDone(r.account, `Unreconciled ${r.unreconciled} transaction${r.unreconciled === 1 ? '' : 's'} of ${account.name}; they can be edited again.`);
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="reconcile" data-testid="reconcile-panel">
      <form className="ledger-form" onSubmit={(e) => void preview(e)}>
        <div className="ledger-form-row">
          <label className="field">
            <span>Date on the bank’s statement</span>
            <input
              type="date"
              required
              value={date}
              onChange={(e) => {
                setDate(e.target.value);
                setPlan(null);
              }}
            />
          </label>
          <label className="field">
            <span>Balance the bank shows</span>
            <input
              inputMode="decimal"
              required
              value={balance}
              onChange={(e) => {
                setBalance(e.target.value);
                setPlan(null);
              }}
              placeholder="1234.56"
              aria-label="Bank balance"
            />
          </label>
        </div>
        <div className="form-actions">
          <Button type="submit" size="sm" disabled={busy}>
            Compare
          </Button>
          {account.lastReconciliation && (
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => void undo()}>
              Unreconcile
            </Button>
          )}
        </div>
      </form>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {plan && (
        <div data-testid="reconcile-plan" data-explained={plan.explained}>
          <p>
            Ledger: <strong>{formatCents(plan.ledgerBalanceCents, account.currency)}</strong> · bank:{' '}
            <strong>{formatCents(plan.bankBalanceCents, account.currency)}</strong> · difference:{' '}
            <strong data-testid="reconcile-difference">{formatCents(plan.differenceCents, account.currency)}</strong>
          </p>
          <p className={plan.explained ? 'muted' : 'field-error'} role="status">
            {plan.message}
          </p>
          {plan.suggestion.length > 0 && (
            <ul className="figure-list small" data-testid="reconcile-suggestion">
              {plan.suggestion.map((t) => (
                <li key={t.id}>
                  {formatDay(t.date)} · {t.description} · {formatCents(t.amountCents, account.currency)} · <span className="badge">{t.reason}</span>
                </li>
              ))}
            </ul>
          )}
          {plan.explained && (
            <div className="form-actions">
              <Button size="sm" disabled={busy} onClick={() => void confirm()}>
                Mark {plan.toReconcile.length} reconciled{plan.suggestion.length ? ', leave these out' : ''}
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
