// A bill typed in by hand: what it is, how it shows on the statement, the amount (exact, about, or a
// range), how often (from its first due date), weekends, account, autopay and how to be reminded.
import { useState, type FormEvent } from 'react';
import type { BillsDto } from '../../../../core/chime/api.ts';
import { REMINDER_CHANNELS, type ReminderChannel } from '../../../../core/chime/reminders.ts';
import { parseAmountToCents } from '../../../../core/money.ts';
import { ApiRequestError, api } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';

type CadenceKind = 'monthly' | 'weekly' | 'every-n-weeks' | 'every-n-days' | 'quarterly' | 'yearly';
const CADENCES: [CadenceKind, string][] = [
  ['monthly', 'Monthly'],
  ['weekly', 'Weekly'],
  ['every-n-weeks', 'Every N weeks'],
  ['every-n-days', 'Every N days'],
  ['quarterly', 'Every 3 months'],
  ['yearly', 'Yearly'],
];

/** The cadence from the first due date: monthly on its day, quarterly from its month, yearly on its date. */
function cadenceOf(kind: CadenceKind, first: string, n: number) {
  const [, m, d] = first.split('-').map(Number) as [number, number, number];
  switch (kind) {
    case 'weekly':
      return { kind };
    case 'every-n-weeks':
    case 'every-n-days':
      return { kind, n };
    case 'monthly':
      return { kind, day: d };
    case 'quarterly':
      return { kind, day: d, startMonth: m };
    case 'yearly':
      return { kind, month: m, day: d };
  }
}

export function BillForm({ onSaved }: { onSaved: (d: BillsDto) => void }) {
  const [name, setName] = useState('');
  const [payee, setPayee] = useState('');
  const [amountKind, setAmountKind] = useState<'exact' | 'approx' | 'range'>('exact');
  const [amount, setAmount] = useState('');
  const [amountTo, setAmountTo] = useState('');
  const [percent, setPercent] = useState('10');
  const [kind, setKind] = useState<CadenceKind>('monthly');
  const [n, setN] = useState('2');
  const [first, setFirst] = useState('');
  const [weekend, setWeekend] = useState<'' | 'before' | 'after'>('');
  const [account, setAccount] = useState('');
  const [autopay, setAutopay] = useState(false);
  const [lead, setLead] = useState('3');
  const [channels, setChannels] = useState<ReminderChannel[]>(['in-app']);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const cents = parseAmountToCents(amount);
    const toCents = parseAmountToCents(amountTo);
    if (cents === null || cents <= 0) {
      setError('Type the amount, like 42.50.');
      return;
    }
    if (amountKind === 'range' && (toCents === null || toCents < cents)) {
      setError('Type the top of the range, at least the bottom.');
      return;
    }
    if (!first) {
      setError('Pick the first due date.');
      return;
    }
    const expected =
      amountKind === 'exact'
        ? { kind: 'exact', cents }
        : amountKind === 'approx'
          ? { kind: 'approx', cents, percent: Number(percent) }
          : { kind: 'range', minCents: cents, maxCents: toCents };
    try {
      const saved = await api<BillsDto>('/api/bills', {
        method: 'POST',
        body: {
          name,
          ...(payee.trim() ? { payee: payee.trim() } : {}),
          expected,
          cadence: cadenceOf(kind, first, Number(n)),
          anchor: first,
          weekend: weekend || null,
          account: account.trim() || null,
          autopay,
          leadDays: Number(lead),
          channels,
        },
      });
      setName('');
      setPayee('');
      setAmount('');
      setAmountTo('');
      setFirst('');
      setAccount('');
      onSaved(saved);
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : 'Could not save the bill.');
    }
  }

  return (
    <form className="ledger-form" onSubmit={(e) => void submit(e)} data-testid="bill-form">
      <div className="ledger-form-row">
        <label className="field">
          <span>Bill</span>
          <input required maxLength={120} value={name} onChange={(e) => setName(e.target.value)} placeholder="Water" />
        </label>
        <label className="field">
          <span>On the statement as (optional)</span>
          <input maxLength={120} value={payee} onChange={(e) => setPayee(e.target.value)} placeholder="CITY WATER DEPT" />
        </label>
      </div>
      <div className="ledger-form-row">
        <label className="field">
          <span>Amount</span>
          <select value={amountKind} onChange={(e) => setAmountKind(e.target.value as typeof amountKind)}>
            <option value="exact">Exactly</option>
            <option value="approx">About (± %)</option>
            <option value="range">Between</option>
          </select>
        </label>
        <label className="field">
          <span>{amountKind === 'range' ? 'From' : 'Amount'}</span>
          <input inputMode="decimal" required value={amount} onChange={(e) => setAmount(e.target.value)} placeholder="42.00" aria-label="Bill amount" />
        </label>
        {amountKind === 'approx' && (
          <label className="field">
            <span>± %</span>
            <input inputMode="decimal" value={percent} onChange={(e) => setPercent(e.target.value)} />
          </label>
        )}
        {amountKind === 'range' && (
          <label className="field">
            <span>To</span>
            <input inputMode="decimal" required value={amountTo} onChange={(e) => setAmountTo(e.target.value)} aria-label="Top of the range" />
          </label>
        )}
      </div>
      <div className="ledger-form-row">
        <label className="field">
          <span>How often</span>
          <select value={kind} onChange={(e) => setKind(e.target.value as CadenceKind)}>
            {CADENCES.map(([k, l]) => (
              <option key={k} value={k}>
                {l}
              </option>
            ))}
          </select>
        </label>
        {(kind === 'every-n-weeks' || kind === 'every-n-days') && (
          <label className="field">
            <span>N</span>
            <input inputMode="numeric" value={n} onChange={(e) => setN(e.target.value)} aria-label="Every how many" />
          </label>
        )}
        <label className="field">
          <span>First due date</span>
          <input type="date" required value={first} onChange={(e) => setFirst(e.target.value)} aria-label="First due date" />
        </label>
        <label className="field">
          <span>On a weekend</span>
          <select value={weekend} onChange={(e) => setWeekend(e.target.value as typeof weekend)}>
            <option value="">Leave it</option>
            <option value="before">Friday before</option>
            <option value="after">Monday after</option>
          </select>
        </label>
      </div>
      <div className="ledger-form-row">
        <label className="field">
          <span>Account (optional)</span>
          <input maxLength={80} value={account} onChange={(e) => setAccount(e.target.value)} placeholder="Checking" />
        </label>
        <label className="field">
          <span>Remind days before</span>
          <input inputMode="numeric" value={lead} onChange={(e) => setLead(e.target.value)} />
        </label>
      </div>
      <div className="entry-actions">
        <label className="small chime-channel">
          <input type="checkbox" checked={autopay} onChange={(e) => setAutopay(e.target.checked)} /> Paid automatically
        </label>
        {REMINDER_CHANNELS.map((c) => (
          <label key={c} className="small chime-channel">
            <input
              type="checkbox"
              checked={channels.includes(c)}
              onChange={() => setChannels((now) => (now.includes(c) ? now.filter((x) => x !== c) : [...now, c]))}
            />{' '}
            Remind {c === 'in-app' ? 'in the app' : `by ${c}`}
          </label>
        ))}
        <Button type="submit">Add bill</Button>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
