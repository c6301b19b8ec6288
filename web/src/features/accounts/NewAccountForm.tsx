// An account added by hand (cash, a loan no statement covers): name, kind and opening balance.
import { useState } from 'react';
import { ACCOUNT_KINDS, type AccountKind } from '../../../../core/accounts/kinds.ts';
import { ApiRequestError } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { createAccount, parseCents } from './accountsApi.ts';

export function NewAccountForm({ onSaved }: { onSaved: (note: string) => void }) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState<AccountKind>('checking');
  const [opening, setOpening] = useState('0');
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const cents = parseCents(opening);
    if (cents === null) {
      setError('The opening balance is not an amount (a loan or a card you owe on is negative).');
      return;
    }
    setError(null);
    try {
      await createAccount({ name, kind, openingBalanceCents: cents, openingDate: date || null });
      setName('');
      setOpening('0');
      setDate('');
      onSaved(`Added ${name}.`);
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : 'Could not save the account.');
    }
  }

  return (
    <form className="ledger-form" onSubmit={(e) => void submit(e)} data-testid="account-form">
      <div className="ledger-form-row">
        <label className="field">
          <span>Name</span>
          <input required maxLength={80} value={name} onChange={(e) => setName(e.target.value)} placeholder="Wallet" />
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
        <label className="field">
          <span>Opened on (optional)</span>
          <input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
      </div>
      <div className="form-actions">
        <Button type="submit" size="sm">
          Add account
        </Button>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
