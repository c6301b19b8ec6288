// Ledger's accounts page: every account with its balance and where it came from, net worth over time
// (assets − liabilities, each item saying how it was counted), balance history, add / rename / merge /
// close, reconciliation against the bank's balance, and the chat with Ledger.
import { useId, useState } from 'react';
import '../features/ledger/ledger.css';
import { employeeProfile } from '../../../core/employees.ts';
import { EmployeeAvatar } from '../components/icons/EmployeeAvatar.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { EmployeeChat } from '../features/chat/EmployeeChat.tsx';
import { AccountActions } from '../features/accounts/AccountActions.tsx';
import { AccountsTable, type Panel } from '../features/accounts/AccountsTable.tsx';
import { loadAccounts } from '../features/accounts/accountsApi.ts';
import { NewAccountForm } from '../features/accounts/NewAccountForm.tsx';
import { DebtLinks } from '../features/accounts/DebtLinks.tsx';
import { BalanceChart, NetWorthChart } from '../features/accounts/NetWorthChart.tsx';
import { ReconcilePanel } from '../features/accounts/ReconcilePanel.tsx';
import { formatCents } from '../lib/format.ts';
import { useLoad } from '../lib/useLoad.ts';

export default function BankAccountsPage() {
  const ledger = employeeProfile('ledger');
  const { data, error, reload } = useLoad(loadAccounts, { message: 'Could not load your accounts.' });
  const [note, setNote] = useState<string | null>(null);
  const [open, setOpen] = useState<{ id: string; panel: Panel } | null>(null);
  const chatId = useId();

  const saved = (message: string) => {
    setNote(message);
    setOpen(null);
    reload();
  };
  const account = data?.accounts.find((a) => a.id === open?.id) ?? null;
  const nw = data?.netWorth;
  const last = nw?.points[nw.points.length - 1];

  return (
    <div className="page" data-testid="bank-accounts-page">
      <PageHeader icon={<EmployeeAvatar employee={ledger} />} title="Bank Accounts">
        <p className="muted">
          Ledger keeps one account per bank account your statements name (or per file), with the balance the bank stated where it stated one. Reconcile an
          account against the bank’s balance and its transactions are locked.
        </p>
      </PageHeader>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {note && (
        <p className="alert alert-info" role="status" data-testid="accounts-note">
          {note}
        </p>
      )}
      {data && data.accounts.length === 0 && (
        <p className="alert alert-info">No accounts yet. Import a statement with Byte, or add an account by hand below.</p>
      )}
      {nw && last && (
        <section className="card" data-testid="net-worth">
          <h2>
            Net worth: <span data-testid="net-worth-total">{formatCents(last.netWorthCents, nw.home)}</span>
          </h2>
          <p className="muted small">
            Assets {formatCents(last.assetsCents, nw.home)} − liabilities {formatCents(last.liabilitiesCents, nw.home)} on the last day shown.{' '}
            <span data-testid="net-worth-basis">{nw.basis}</span>
          </p>
          <DebtLinks links={nw.links} onChanged={saved} />
          <NetWorthChart netWorth={nw} />
          <details>
            <summary>How each item was counted</summary>
            <ul className="figure-list small">
              {nw.items.map((i) => (
                <li key={`${i.kind}-${i.id}`}>
                  <strong>{i.name}</strong> ({formatCents(i.balanceCents, nw.home)}): {i.how}
                </li>
              ))}
              {nw.keptApart.map((k) => (
                <li key={k.id}>
                  <strong>{k.name}</strong>: left out, no rate stated for {k.currency}.
                </li>
              ))}
            </ul>
          </details>
        </section>
      )}
      {data && data.accounts.length > 0 && (
        <section className="card">
          <h2>Accounts</h2>
          <AccountsTable
            accounts={data.accounts}
            open={(id, panel) => {
              setNote(null);
              setOpen({ id, panel });
            }}
          />
        </section>
      )}
      {data && account && open && (
        <section className="card" data-testid="account-panel" aria-label={`${account.name}: ${open.panel}`}>
          <h2>
            {account.name}: {open.panel === 'history' ? 'balance history' : open.panel === 'reconcile' ? 'reconcile with the bank' : 'edit'}
          </h2>
          {open.panel === 'history' && <BalanceChart name={account.name} history={account.history} currency={account.currency} />}
          {open.panel === 'reconcile' && <ReconcilePanel key={account.id} account={account} today={data.today} onDone={(_a, m) => saved(m)} />}
          {open.panel === 'edit' && (
            <AccountActions key={account.id} account={account} others={data.accounts.filter((a) => a.id !== account.id)} onSaved={saved} />
          )}
        </section>
      )}
      <details className="card" data-testid="account-add">
        <summary>
          <strong>Add an account by hand</strong>
        </summary>
        <NewAccountForm onSaved={saved} />
      </details>
      <section className="card" aria-labelledby={chatId}>
        <h2 id={chatId}>Chat with {ledger.name}</h2>
        <EmployeeChat employeeKey="ledger" />
      </section>
    </div>
  );
}
