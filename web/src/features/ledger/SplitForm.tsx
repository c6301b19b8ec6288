import { useState, type FormEvent } from 'react';
import type { TransactionDto } from '../../../../core/ledger/api.ts';
import { evenSplit, MAX_SPLIT_PARTS, splitProblem } from '../../../../core/ledger/edits.ts';
import { ApiRequestError } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { formatCents } from '../../lib/format.ts';
import { centsInput, signedCents } from './amountInput.ts';
import { CategoryOptions } from './CategoryOptions.tsx';
import { decodeCategory, encodeCategory } from './categoryValue.ts';
import { splitTransaction } from './ledgerEditsApi.ts';
import type { CategoryOption } from './transactionsApi.ts';

interface Part {
  amount: string;
  category: string;
}

/** Splits one purchase across categories (a supermarket bill that is groceries and household); the parts must add up to the cent. */
export function SplitForm({ tx, categories, onClose }: { tx: TransactionDto; categories: CategoryOption[]; onClose: () => void }) {
  const direction = tx.amountCents < 0 ? 'out' : 'in';
  const [parts, setParts] = useState<Part[]>(() =>
    evenSplit(tx.amountCents, 2).map((c, i) => ({
      amount: centsInput(c),
      category: i === 0 ? encodeCategory(tx.category, tx.subcategory) : encodeCategory(tx.category, null),
    })),
  );
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const cents = parts.map((p) => signedCents(p.amount, direction));
  const amounts = cents.map((c) => ('cents' in c ? c.cents : 0));
  const assigned = amounts.reduce((s, c) => s + c, 0);
  const left = tx.amountCents - assigned;
  const problem = cents.some((c) => 'problem' in c)
    ? 'Give every part an amount.'
    : splitProblem(
        tx.amountCents,
        parts.map((p, i) => ({ amountCents: amounts[i]!, ...decodeCategory(p.category) })),
      );

  const update = (i: number, patch: Partial<Part>) => setParts((ps) => ps.map((p, j) => (j === i ? { ...p, ...patch } : p)));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (problem) {
      setError(problem);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await splitTransaction(tx.id, { parts: parts.map((p, i) => ({ amountCents: amounts[i]!, ...decodeCategory(p.category) })) });
      onClose();
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : 'Could not split the transaction.');
      setSaving(false);
    }
  }

  return (
    <Modal title="Split across categories" onClose={onClose} dismissible={!saving} testId="split-form">
      <form className="ledger-form" onSubmit={(e) => void submit(e)}>
        <p className="muted">
          {tx.description}: {formatCents(tx.amountCents, tx.currency)} on {tx.date}. Each part keeps the date, account and description; the parts must add up to
          the whole.
        </p>
        {parts.map((p, i) => (
          <div className="split-part" key={i} data-testid="split-part">
            <label className="field">
              <span>Part {i + 1} amount</span>
              <input inputMode="decimal" value={p.amount} onChange={(e) => update(i, { amount: e.target.value })} />
            </label>
            <label className="field">
              <span>Category</span>
              <select value={p.category} onChange={(e) => update(i, { category: e.target.value })}>
                <CategoryOptions categories={categories} />
              </select>
            </label>
            {parts.length > 2 && (
              <Button variant="ghost" size="sm" aria-label={`Remove part ${i + 1}`} onClick={() => setParts((ps) => ps.filter((_, j) => j !== i))}>
                Remove
              </Button>
            )}
          </div>
        ))}
        <div className="split-summary">
          <Button
            variant="secondary"
            size="sm"
            disabled={parts.length >= MAX_SPLIT_PARTS}
            onClick={() =>
              setParts((ps) => [
                ...ps,
                { amount: left !== 0 && Math.sign(left) === Math.sign(tx.amountCents) ? centsInput(left) : '', category: encodeCategory(tx.category, null) },
              ])
            }
          >
            Add a part
          </Button>
          <span className={left === 0 ? 'muted' : 'field-error'} data-testid="split-left" aria-live="polite">
            {left === 0
              ? 'Fully assigned'
              : `${formatCents(Math.abs(left), tx.currency)} ${Math.abs(assigned) < Math.abs(tx.amountCents) ? 'left to assign' : 'too much'}`}
          </span>
        </div>
        {error && (
          <p className="field-error" role="alert" data-testid="form-error">
            {error}
          </p>
        )}
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving || problem !== null} data-testid="split-save">
            {saving ? 'Splitting...' : `Split into ${parts.length} parts`}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
