import { useState, type FormEvent } from 'react';
import type { BusinessIntelligenceDto } from '../../../../core/intelia/api.ts';
import { errorText } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { plural } from '../../lib/format.ts';
import { saveBusinessAccounts } from './inteliaApi.ts';

interface BusinessAccountsPickerProps {
  accounts: string[];
  businessAccounts: string[];
  onSaved: (dto: BusinessIntelligenceDto) => void;
}

/** Checkboxes for the ledger's accounts; the checked ones count as business accounts. */
export function BusinessAccountsPicker({ accounts, businessAccounts, onSaved }: BusinessAccountsPickerProps) {
  const [checked, setChecked] = useState<Set<string>>(() => new Set(businessAccounts));
  // When the saved list changes (a save, or a reload after an import), the boxes follow it.
  const savedKey = businessAccounts.join('\n');
  const [syncedKey, setSyncedKey] = useState(savedKey);
  if (syncedKey !== savedKey) {
    setSyncedKey(savedKey);
    setChecked(new Set(businessAccounts));
  }
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const changed = checked.size !== businessAccounts.length || businessAccounts.some((a) => !checked.has(a));

  function toggle(account: string, on: boolean) {
    setChecked((prev) => {
      const next = new Set(prev);
      if (on) next.add(account);
      else next.delete(account);
      return next;
    });
    setStatus('');
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setStatus('');
    try {
      const list = accounts.filter((a) => checked.has(a));
      const dto = await saveBusinessAccounts(list);
      setStatus(list.length === 0 ? 'Saved: no business accounts.' : `Saved: ${plural(list.length, 'business account')}.`);
      onSaved(dto);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="business-accounts-title" data-testid="business-accounts">
      <h2 id="business-accounts-title">Business accounts</h2>
      <p className="muted small">Spending from these accounts counts as business spending, whatever its category.</p>
      {accounts.length === 0 ? (
        <p className="empty">No account names yet: your statements did not name their accounts.</p>
      ) : (
        <form onSubmit={onSubmit} className="account-form">
          <fieldset className="checkbox-list" disabled={busy}>
            <legend className="visually-hidden">Accounts that are business accounts</legend>
            {accounts.map((account) => (
              <label key={account} className="checkbox-row">
                <input type="checkbox" checked={checked.has(account)} onChange={(e) => toggle(account, e.target.checked)} />
                <span>{account}</span>
              </label>
            ))}
          </fieldset>
          <div className="form-actions">
            <Button type="submit" size="sm" disabled={busy || !changed} data-testid="save-business-accounts">
              {busy ? 'Saving...' : 'Save business accounts'}
            </Button>
            <span role="status" aria-live="polite" className="muted small" data-testid="business-accounts-status">
              {status}
            </span>
          </div>
          {error && (
            <p className="field-error small" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
