// Rename, change the kind, mark business, set the opening balance, close, or merge into another account.
import { useState } from 'react';
import { ACCOUNT_KINDS, type AccountKind } from '../../../../core/accounts/kinds.ts';
import type { AccountDto } from '../../../../core/accounts/api.ts';
import { ApiRequestError } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { mergeAccount, parseCents, updateAccount } from './accountsApi.ts';

export function AccountActions({ account, others, onSaved }: { account: AccountDto; others: AccountDto[]; onSaved: (note: string) => void }) {
  const [name, setName] = useState(account.name);
  const [kind, setKind] = useState<AccountKind>(account.kind);
  const [opening, setOpening] = useState((account.openingBalanceCents / 100).toFixed(2));
  const [into, setInto] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fail = (err: unknown) => setError(err instanceof ApiRequestError ? err.message : 'Could not save.');

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const cents = parseCents(opening);
    if (cents === null) {
      setError('The opening balance is not an amount.');
      return;
    }
    setError(null);
    try {
      await updateAccount(account.id, { name, kind, openingBalanceCents: cents });
      onSaved(`Saved ${name}.`);
    } catch (err) {
      fail(err);
    }
  }
  async function toggle(field: 'business' | 'closed') {
    try {
      await updateAccount(account.id, { [field]: !account[field] });
      onSaved(`Saved ${account.name}.`);
    } catch (err) {
      fail(err);
    }
  }
  async function merge() {
    const target = others.find((o) => o.id === into);
    if (!target) return;
    try {
      const r = await mergeAccount(account.id, target.id);
      onSaved(`Merged ${account.name} into ${target.name}: ${r.moved} transaction${r.moved === 1 ? '' : 's'} moved.`);
    } catch (err) {
      fail(err);
    }
  }

  return (
    <div data-testid="account-actions">
      <form className="ledger-form" onSubmit={(e) => void save(e)}>
        <div className="ledger-form-row">
          <label className="field">
            <span>Name</span>
            <input required maxLength={80} value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          <label className="field">
            <span>Kind</span>
            <select value={kind} onChange={(e) => setKind(e.target.value as AccountKind)}>
              {ACCOUNT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Opening balance</span>
            <input inputMode="decimal" value={opening} onChange={(e) => setOpening(e.target.value)} />
          </label>
        </div>
        <div className="form-actions">
          <Button type="submit" size="sm">
            Save
          </Button>
          <Button size="sm" variant="ghost" onClick={() => void toggle('business')}>
            {account.business ? 'Mark personal' : 'Mark business'}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => void toggle('closed')}>
            {account.closed ? 'Reopen' : 'Close'}
          </Button>
        </div>
      </form>
      {others.length > 0 && (
        <div className="ledger-form-row">
          <label className="field">
            <span>Merge into</span>
            <select value={into} onChange={(e) => setInto(e.target.value)} aria-label={`Merge ${account.name} into`}>
              <option value="">Choose an account…</option>
              {others.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
          </label>
          <div className="form-actions">
            <Button size="sm" variant="secondary" disabled={!into} onClick={() => void merge()}>
              Merge
            </Button>
          </div>
        </div>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
