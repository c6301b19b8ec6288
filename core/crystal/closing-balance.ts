// Which of a statement's rows on its last day carries the closing balance. Rows of one day may
// arrive in any order (the statement's newest-first or oldest-first, the database's), so the order
// is not evidence; the running balances are: each row's balance is the one before it plus its amount,
// and the closing row is the one whose balance no other row of the day starts from.

export interface BalanceRow {
  amountCents: number;
  balanceCents: number;
}

/** The row that ends the day's chain of running balances (deterministic whatever the rows' order). */
export function closingRow<T extends BalanceRow>(rows: readonly T[]): T | null {
  if (!rows.length) return null;
  const opening = new Map<number, number>();
  for (const r of rows) {
    const before = r.balanceCents - r.amountCents;
    opening.set(before, (opening.get(before) ?? 0) + 1);
  }
  const ends = rows.filter((r) => !opening.has(r.balanceCents));
  if (ends.length === 1) return ends[0]!;
  // a broken or circular chain: the balances alone cannot tell; take one rule that does not depend
  // on the order the rows came in (the lowest balance among the candidates, then the amount)
  const pool = ends.length ? ends : [...rows];
  return pool.reduce((best, r) =>
    r.balanceCents < best.balanceCents || (r.balanceCents === best.balanceCents && r.amountCents < best.amountCents) ? r : best,
  );
}
