import { useState, type FormEvent } from 'react';
import type { TransactionDto } from '../../../../core/ledger/api.ts';
import { CURRENCY_CODES } from '../../../../core/currency.ts';
import { ApiRequestError } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { homeCurrencyCode } from '../../lib/format.ts';
import { centsInput, localToday, signedCents, type Direction } from './amountInput.ts';
import { CategoryOptions } from './CategoryOptions.tsx';
import { decodeCategory } from './categoryValue.ts';
import { addTransaction, editTransaction } from './ledgerEditsApi.ts';
import type { CategoryOption } from './transactionsApi.ts';

interface TransactionFormProps {
  /** the row to edit; absent: a new transaction typed in by hand */
  tx?: TransactionDto;
  categories: CategoryOption[];
  /** accounts the user already has, offered as suggestions */
  accounts: string[];
  onClose: () => void;
}

const TAG_DECIDES = '';

/** Adds a transaction by hand (cash, a missed payment) or edits one's description, amount, date and account. */
export function TransactionForm({ tx, categories, accounts, onClose }: TransactionFormProps) {
  const [date, setDate] = useState(tx?.date ?? localToday());
  const [description, setDescription] = useState(tx?.description ?? '');
  const [amount, setAmount] = useState(tx ? centsInput(tx.amountCents) : '');
  const [direction, setDirection] = useState<Direction>(tx && tx.amountCents > 0 ? 'in' : 'out');
  const [account, setAccount] = useState(tx?.account ?? (tx ? '' : 'Cash'));
  const [currency, setCurrency] = useState(tx?.currency ?? homeCurrencyCode());
  const [category, setCategory] = useState(TAG_DECIDES);
  // one id per opened form: submitting twice (a double click, a retry) adds the row once
  const [clientId] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = signedCents(amount, direction);
    if ('problem' in parsed) {
      setError(parsed.problem);
      return;
    }
    if (!description.trim()) {
      setError('Describe the transaction (who was paid, or what for).');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      if (tx) {
        await editTransaction(tx.id, {
          ...(description.trim() !== tx.description ? { description } : {}),
          ...(parsed.cents !== tx.amountCents ? { amountCents: parsed.cents } : {}),
          ...(date !== tx.date ? { date } : {}),
          ...((account.trim() || null) !== tx.account ? { account: account.trim() || null } : {}),
        });
      } else {
        await addTransaction({
          clientId,
          date,
          description,
          amountCents: parsed.cents,
          currency,
          account: account.trim() || null,
          ...(category === TAG_DECIDES ? {} : decodeCategory(category)),
        });
      }
      onClose();
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : 'Could not save the transaction.');
      setSaving(false);
    }
  }

  const unchanged =
    tx &&
    description.trim() === tx.description &&
    amount === centsInput(tx.amountCents) &&
    direction === (tx.amountCents > 0 ? 'in' : 'out') &&
    date === tx.date &&
    (account.trim() || null) === tx.account;

  return (
    <Modal title={tx ? 'Edit transaction' : 'Add a transaction'} onClose={onClose} dismissible={!saving} testId="transaction-form">
      <form className="ledger-form" onSubmit={(e) => void submit(e)}>
        <label className="field">
          <span>Date</span>
          <input type="date" required value={date} onChange={(e) => setDate(e.target.value)} data-testid="form-date" />
        </label>
        <label className="field">
          <span>Description</span>
          <input
            required
            maxLength={300}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            placeholder="Farmers market"
            data-testid="form-description"
          />
        </label>
        <div className="ledger-form-row">
          <label className="field">
            <span>Amount</span>
            <input inputMode="decimal" required value={amount} onChange={(e) => setAmount(e.target.value)} placeholder="12.50" data-testid="form-amount" />
          </label>
          <label className="field">
            <span>Money</span>
            <select value={direction} onChange={(e) => setDirection(e.target.value as Direction)} data-testid="form-direction">
              <option value="out">Out (spent)</option>
              <option value="in">In (received)</option>
            </select>
          </label>
          {!tx && (
            <label className="field">
              <span>Currency</span>
              <select value={currency} onChange={(e) => setCurrency(e.target.value)} data-testid="form-currency">
                {CURRENCY_CODES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        <label className="field">
          <span>Account</span>
          <input
            list="ledger-accounts"
            maxLength={80}
            value={account}
            onChange={(e) => setAccount(e.target.value)}
            placeholder="Cash"
            data-testid="form-account"
          />
          <datalist id="ledger-accounts">
            {accounts.map((a) => (
              <option key={a} value={a} />
            ))}
          </datalist>
        </label>
        {!tx && (
          <label className="field">
            <span>Category</span>
            <select value={category} onChange={(e) => setCategory(e.target.value)} data-testid="form-category">
              <option value={TAG_DECIDES}>Let Tag decide (from your rules and history)</option>
              <CategoryOptions categories={categories} />
            </select>
          </label>
        )}
        {error && (
          <p className="field-error" role="alert" data-testid="form-error">
            {error}
          </p>
        )}
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving || unchanged} data-testid="form-save">
            {saving ? 'Saving...' : tx ? 'Save changes' : 'Add transaction'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
