// balanceWarning: the statement's own balances against the imported rows.
import { describe, expect, it } from 'vitest';
import { balanceWarning } from '../../core/parsers/balance.ts';
import { emptyStatement, type ExtractedTransaction, type StatementResult } from '../../core/parsers/types.ts';

const tx = (date: string, amountCents: number, balanceCents: number | null = null, description = 'ROW'): ExtractedTransaction => ({
  date,
  description,
  amountCents,
  account: null,
  balanceCents,
});
const statement = (items: ExtractedTransaction[], opening: number | null = null, closing: number | null = null): StatementResult => ({
  ...emptyStatement(),
  items,
  openingBalanceCents: opening,
  closingBalanceCents: closing,
});

describe('balanceWarning', () => {
  it('opening + transactions = closing: no warning', () => {
    expect(balanceWarning(statement([tx('2024-01-02', -20000), tx('2024-01-03', -5000)], 100000, 75000))).toBeNull();
  });

  it('names the gap when opening + transactions ≠ closing', () => {
    expect(balanceWarning(statement([tx('2024-01-02', -20000), tx('2024-01-03', -5000)], 100000, 70000))).toBe(
      "Balances don't add up: opening $1,000.00 + transactions -$250.00 = $750.00, but the statement says closing $700.00 (gap $50.00). Imported anyway; check for missing rows.",
    );
  });

  it('a card statement stating the amount owed (previous 500.00, purchases 100.00, new balance 600.00) adds up', () => {
    expect(balanceWarning(statement([tx('2024-01-02', -6000), tx('2024-01-09', -4000)], 50000, 60000))).toBeNull();
  });

  it('a running balance, oldest first or newest first, that adds up: no warning', () => {
    const rows = [tx('2024-01-02', -450, 99550), tx('2024-01-03', 10000, 109550), tx('2024-01-05', -50, 109500)];
    expect(balanceWarning(statement(rows))).toBeNull();
    expect(balanceWarning(statement([...rows].reverse()))).toBeNull();
  });

  it('same-day rows in either order are accepted when one order adds up', () => {
    const rows = [tx('2024-01-02', -100, 900), tx('2024-01-02', -200, 700)];
    expect(balanceWarning(statement(rows))).toBeNull();
    expect(balanceWarning(statement([...rows].reverse()))).toBeNull();
  });

  it('names the first row where a newest-first running balance breaks', () => {
    const rows = [tx('2024-01-09', -1000, 87000, 'NETFLIX'), tx('2024-01-05', -2000, 98000, 'GROCER'), tx('2024-01-02', 100000, 100000, 'PAYROLL')];
    expect(balanceWarning(statement(rows))).toBe(
      `Running balance doesn't add up at the 2024-01-09 row "NETFLIX" (-$10.00): the balance before it, $980.00, plus -$10.00 is $970.00, but the statement shows $870.00 (gap $100.00). Imported anyway; check for missing rows.`,
    );
  });

  it('rows without a balance between two that have one count together', () => {
    const ok = [tx('2024-01-02', -100, 900), tx('2024-01-03', -100), tx('2024-01-04', -100, 700)];
    expect(balanceWarning(statement(ok))).toBeNull();
    const broken = [tx('2024-01-02', -100, 900), tx('2024-01-03', -100), tx('2024-01-04', -100, 600, 'LAST')];
    expect(balanceWarning(statement(broken))).toMatch(
      /at the 2024-01-04 row "LAST" \(-\$1\.00\): the balance before it, \$9\.00, plus the 2 rows up to it \(-\$2\.00\) is \$7\.00, but the statement shows \$6\.00 \(gap \$1\.00\)/,
    );
  });

  it('nothing to check: no balances, one balance, no rows', () => {
    expect(balanceWarning(statement([tx('2024-01-02', -100)]))).toBeNull();
    expect(balanceWarning(statement([tx('2024-01-02', -100, 900)]))).toBeNull();
    expect(balanceWarning(statement([tx('2024-01-02', -100)], null, 500))).toBeNull();
    expect(balanceWarning(statement([], 100, 200))).toBeNull();
  });
});
