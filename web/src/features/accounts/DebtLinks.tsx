// The debts on the debt planner that net worth counts through their account (the same name, the same
// last four digits, or linked by you), each with a way to say "these are different: count both".
import { useState } from 'react';
import type { DebtLink } from '../../../../core/accounts/net-worth.ts';
import { ApiRequestError } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { fetchDebts, updateDebt } from '../liberty/debtsApi.ts';

export function DebtLinks({ links, onChanged }: { links: readonly DebtLink[]; onChanged: (message: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  if (!links.length) return null;

  async function unlink(link: DebtLink) {
    setError(null);
    try {
      const debt = (await fetchDebts()).debts.find((d) => d.id === link.debtId);
      if (!debt) throw new Error(`The debt "${link.debtName}" is gone; reload the page.`);
      await updateDebt(debt.id, debt.updatedAt, { accountUnlinked: true, linkedAccount: null });
      onChanged(`"${link.debtName}" and ${link.accountName} now count separately.`);
    } catch (e) {
      setError(e instanceof ApiRequestError || e instanceof Error ? e.message : 'Could not unlink them.');
    }
  }

  return (
    <div data-testid="debt-links">
      <ul className="figure-list small">
        {links.map((l) => (
          <li key={l.debtId}>
            Your debt <strong>{l.debtName}</strong> on the debt planner is <strong>{l.accountName}</strong> ({l.why}): counted once, from the account’s balance.{' '}
            {l.automatic && (
              <Button size="sm" variant="ghost" onClick={() => void unlink(l)}>
                They are different: count both
              </Button>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
