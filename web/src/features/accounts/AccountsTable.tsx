// The user's accounts with each balance and where it came from; a row's buttons open its panel.
import type { AccountDto } from '../../../../core/accounts/api.ts';
import { Button } from '../../components/Button.tsx';
import { formatCents, formatDay } from '../../lib/format.ts';

export type Panel = 'history' | 'reconcile' | 'edit';

export function AccountsTable({ accounts, open }: { accounts: AccountDto[]; open: (id: string, panel: Panel) => void }) {
  return (
    <div className="table-wrap">
      <table className="table stackable" data-testid="accounts-table">
        <thead>
          <tr>
            <th scope="col">Account</th>
            <th scope="col">Balance</th>
            <th scope="col">From</th>
            <th scope="col">Unreconciled</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((a) => (
            <tr key={a.id} data-testid="account-row" data-name={a.name}>
              <td className="stack-title">
                <strong>{a.name}</strong> <span className="badge">{a.kind}</span>
                {a.business && (
                  <>
                    {' '}
                    <span className="badge">business</span>
                  </>
                )}
                {a.closed && (
                  <>
                    {' '}
                    <span className="badge">closed</span>
                  </>
                )}
                {a.institution && <span className="muted small block">{a.institution}</span>}
                {a.kindEvidence && (
                  <span className="muted small block" data-testid="account-kind-evidence">
                    {a.kindEvidence}
                  </span>
                )}
              </td>
              <td data-label="Balance" className="nowrap" data-testid="account-balance">
                {formatCents(a.balance.cents, a.currency)}
                <span className="muted small block">on {formatDay(a.balance.asOf)}</span>
              </td>
              <td data-label="From" className="small">
                {a.balance.explanation}
              </td>
              <td data-label="Unreconciled">
                {a.unreconciled}
                {a.lastReconciliation && <span className="muted small block">reconciled to {formatDay(a.lastReconciliation.date)}</span>}
              </td>
              <td className="stack-wide">
                <span className="row-actions">
                  <Button size="sm" variant="ghost" onClick={() => open(a.id, 'history')} aria-label={`Balance history of ${a.name}`}>
                    History
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => open(a.id, 'reconcile')} aria-label={`Reconcile ${a.name}`}>
                    Reconcile
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => open(a.id, 'edit')} aria-label={`Edit ${a.name}`}>
                    Edit
                  </Button>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
