import { useState, type FormEvent } from 'react';
import { DEBT_KINDS } from '../../../../core/goalie/kinds.ts';
import { parseAmountToCents } from '../../../../core/money.ts';
import { ApiRequestError } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { createDebt } from './debtsApi.ts';

/** A debt typed in: balance, APR, the minimum (a fixed amount or a card's rule), an optional promotion. */
export interface DebtDraft {
  name: string;
  kind: string;
  minimum: string;
  dueDay?: string;
}

export function DebtForm({ onSaved, initial }: { onSaved: () => void; initial?: DebtDraft }) {
  const [name, setName] = useState(initial?.name ?? '');
  const [kind, setKind] = useState<string>(initial?.kind ?? 'credit card');
  const [balance, setBalance] = useState('');
  const [apr, setApr] = useState('');
  const [rule, setRule] = useState<'fixed' | 'card'>('fixed');
  const [minimum, setMinimum] = useState(initial?.minimum ?? '');
  const [percent, setPercent] = useState('1');
  const [promoApr, setPromoApr] = useState('');
  const [promoMonths, setPromoMonths] = useState('');
  const [dueDay, setDueDay] = useState(initial?.dueDay ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const balanceCents = parseAmountToCents(balance);
    const minCents = parseAmountToCents(minimum || '0');
    const aprPct = Number(apr);
    if (balanceCents === null) {
      setError('Type the balance, like 2500.');
      return;
    }
    if (!apr.trim() || !Number.isFinite(aprPct)) {
      setError('Type the APR in percent, like 19.99.');
      return;
    }
    if (minCents === null) {
      setError('Type the minimum payment, like 35.');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await createDebt({
        name,
        kind,
        balanceCents,
        apr: aprPct,
        minimum: rule === 'fixed' ? { kind: 'fixed', cents: minCents } : { kind: 'card', floorCents: minCents, percent: Number(percent) },
        promoApr: promoApr.trim() ? Number(promoApr) : null,
        promoMonths: promoMonths.trim() ? Number(promoMonths) : null,
        dueDay: dueDay.trim() ? Number(dueDay) : null,
        linkedAccount: null,
      });
      setName('');
      setBalance('');
      setApr('');
      setMinimum('');
      setPromoApr('');
      setPromoMonths('');
      setDueDay('');
      onSaved();
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : 'Could not save the debt.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="ledger-form" onSubmit={(e) => void submit(e)} data-testid="debt-form">
      <div className="ledger-form-row">
        <label className="field">
          <span>Debt</span>
          <input required maxLength={120} value={name} onChange={(e) => setName(e.target.value)} placeholder="Visa" data-testid="debt-name" />
        </label>
        <label className="field">
          <span>Kind</span>
          <select value={kind} onChange={(e) => setKind(e.target.value)}>
            {DEBT_KINDS.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="ledger-form-row">
        <label className="field">
          <span>Balance</span>
          <input inputMode="decimal" required value={balance} onChange={(e) => setBalance(e.target.value)} placeholder="2500" data-testid="debt-balance" />
        </label>
        <label className="field">
          <span>APR %</span>
          <input inputMode="decimal" required value={apr} onChange={(e) => setApr(e.target.value)} placeholder="19.99" data-testid="debt-apr" />
        </label>
        <label className="field">
          <span>Minimum</span>
          <select value={rule} onChange={(e) => setRule(e.target.value as 'fixed' | 'card')} data-testid="debt-rule">
            <option value="fixed">A fixed amount</option>
            <option value="card">A card's rule: % of balance + interest, at least</option>
          </select>
        </label>
        <label className="field">
          <span>{rule === 'fixed' ? 'Minimum payment' : 'At least'}</span>
          <input inputMode="decimal" required value={minimum} onChange={(e) => setMinimum(e.target.value)} placeholder="35" data-testid="debt-minimum" />
        </label>
        {rule === 'card' && (
          <label className="field">
            <span>% of balance</span>
            <input inputMode="decimal" value={percent} onChange={(e) => setPercent(e.target.value)} />
          </label>
        )}
      </div>
      <div className="ledger-form-row">
        <label className="field">
          <span>Promotional APR % (optional)</span>
          <input inputMode="decimal" value={promoApr} onChange={(e) => setPromoApr(e.target.value)} placeholder="0" />
        </label>
        <label className="field">
          <span>for months</span>
          <input inputMode="numeric" value={promoMonths} onChange={(e) => setPromoMonths(e.target.value)} placeholder="12" />
        </label>
        <label className="field">
          <span>Due day of the month</span>
          <input inputMode="numeric" value={dueDay} onChange={(e) => setDueDay(e.target.value)} placeholder="15" />
        </label>
      </div>
      {error && (
        <p className="field-error" role="alert" data-testid="form-error">
          {error}
        </p>
      )}
      <div className="modal-actions">
        <Button type="submit" disabled={saving} data-testid="debt-save">
          {saving ? 'Saving...' : 'Add debt'}
        </Button>
      </div>
    </form>
  );
}
