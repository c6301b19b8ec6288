// A fee column beside the amount (Revolut's "Fee", PayPal's "Fee", Wise's "Total fees"). Banks differ
// on whether the amount already includes it, so the running balance decides: when it moves by each
// amount less its fee, the fee is part of what left the account and is taken into the amount;
// otherwise the amounts are read as printed. Without a balance nothing can tell, and nothing changes.
import { balanceMovesBy } from '../balance.ts';
import type { ColumnMap } from './column-map.ts';
import type { ExtractedTransaction, StatementResult } from '../types.ts';

/** The balance's evidence about fees, gathered one row at a time (in file order, as read). */
export class FeeTally {
  /** rows with a fee */
  rows = 0;
  /** consecutive rows with a balance */
  pairs = 0;
  /** of those where a fee decides (the balance matches one reading only): by the amount as printed, or by the amount less its fee */
  plain = 0;
  lessFee = 0;
  private previous: ExtractedTransaction | null = null;

  add(t: ExtractedTransaction): void {
    if (t.feeCents) this.rows++;
    const a = this.previous;
    this.previous = t;
    if (a === null || a.balanceCents === null || t.balanceCents === null) return;
    this.pairs++;
    const plain = balanceMovesBy(a, t, (x) => x.amountCents);
    const lessFee = balanceMovesBy(a, t, (x) => x.amountCents - Math.abs(x.feeCents ?? 0));
    if (plain && !lessFee) this.plain++;
    else if (lessFee && !plain) this.lessFee++;
  }

  /** The balance moved by the amounts less their fees wherever a fee made a difference (at most one row in ten against). */
  foldFees(): boolean {
    return this.lessFee > 0 && this.plain * 9 <= this.lessFee;
  }

  /** Fees were stated, but no row's balance shows whether they are in the amounts (no balance, or a fee only on the first row). */
  undecided(): boolean {
    return this.rows > 0 && this.plain + this.lessFee === 0;
  }
}

/**
 * Whether each row's fee is taken into its amount (the caller does it with takeFee), with a warning
 * saying so. Not when the signs are being changed: the balance was read against the signs as printed.
 */
export function settleFees(r: StatementResult, h: ColumnMap, fees: FeeTally, signsChanged: boolean): boolean {
  if (fees.rows === 0) return false;
  const column = `"${h.names[h.fee] || `column ${h.fee + 1}`}" column`;
  const count = `${fees.rows.toLocaleString('en-US')} ${fees.rows === 1 ? 'fee' : 'fees'}`;
  if (fees.undecided()) {
    r.warnings.push(
      fees.pairs === 0
        ? `The ${column} holds ${count}, and the file has no running balance to tell whether the amounts include them; the amounts were read as printed.`
        : `The ${column} holds ${count}, and the running balance does not show whether the amounts include them; the amounts were read as printed.`,
    );
    return false;
  }
  if (signsChanged || !fees.foldFees()) return false;
  r.warnings.push(
    `The running balance moves by each amount less its fee (${column}), so the ${count} ${fees.rows === 1 ? 'was' : 'were'} included in the amounts.`,
  );
  return true;
}

/** A row's amount with its fee taken in (`fold`), and the fee no longer carried on the row. */
export function takeFee(t: ExtractedTransaction, fold: boolean): void {
  if (t.feeCents === undefined) return;
  if (fold) t.amountCents -= Math.abs(t.feeCents);
  delete t.feeCents;
}
