// Money out and money in printed as two columns with no header over them: a row's one amount sits
// under the left or the right column, which its right edge shows. Which column is money out is
// read from the running balance when there is one; otherwise from the user's answer, or Byte asks.
import { parseAmountToCents } from '../../money.ts';
import type { AmountSign } from '../sign.ts';

/** A row's transaction amount as printed, where its right edge is, and the balance printed after it. */
export interface PairCandidate {
  amount: string;
  right: number;
  balance: string | null;
}

export interface PairReading {
  /** rows whose amount sits under the left column */
  left: Set<number>;
  /** the left column is money out */
  leftIsOut: boolean;
  /** nothing said which column is money out: Byte asks */
  unsure: boolean;
}

/** Bucket width for right edges, in points: amounts right-aligned in one column end within it. */
const EDGE = 4;
/** Two columns' right edges are at least this far apart, in points (an amount's width). */
const APART = 24;

/**
 * The two columns, when the rows' amounts end at two right edges apart from each other and none of
 * them carries a sign or a CR/DR mark (those say their direction themselves); null otherwise.
 */
export function readPair(rows: readonly PairCandidate[], amountSign: AmountSign | undefined): PairReading | null {
  if (rows.length < 2 || rows.some((r) => /[-+()]|\b(?:cr|dr)\b/i.test(r.amount))) return null;
  const counts = new Map<number, number>();
  for (const r of rows) counts.set(Math.round(r.right / EDGE), (counts.get(Math.round(r.right / EDGE)) ?? 0) + 1);
  const near = (k: number) => (counts.get(k) ?? 0) + (counts.get(k - 1) ?? 0) + (counts.get(k + 1) ?? 0);
  const ranked = [...counts.keys()].sort((a, b) => near(b) - near(a) || a - b);
  const a = ranked[0]!;
  const b = ranked.find((k) => Math.abs(k - a) * EDGE >= APART);
  if (b === undefined) return null;
  const inA = (r: PairCandidate) => Math.abs(Math.round(r.right / EDGE) - a) <= 1;
  const inB = (r: PairCandidate) => Math.abs(Math.round(r.right / EDGE) - b) <= 1;
  // every row under one of the two columns
  if (!rows.every((r) => inA(r) || inB(r))) return null;
  const leftKey = Math.min(a, b);
  const left = new Set<number>();
  rows.forEach((r, i) => {
    if ((leftKey === a ? inA : inB)(r)) left.add(i);
  });
  if (amountSign) return { left, leftIsOut: amountSign === 'spent', unsure: false };
  const byBalance = balanceSays(rows, left);
  return byBalance === null ? { left, leftIsOut: true, unsure: true } : { left, leftIsOut: byBalance, unsure: false };
}

/** Whether the running balance says the left column is money out (true), money in (false), or nothing (null). */
function balanceSays(rows: readonly PairCandidate[], left: ReadonlySet<number>): boolean | null {
  const votes = { out: 0, in: 0, pairs: 0 };
  const cents = rows.map((r) => ({ amount: parseAmountToCents(r.amount), balance: r.balance === null ? null : parseAmountToCents(r.balance) }));
  for (let i = 1; i < rows.length; i++) {
    const p = cents[i - 1]!;
    const t = cents[i]!;
    if (p.balance === null || t.balance === null || p.amount === null || t.amount === null) continue;
    votes.pairs++;
    // with the left column as money out, each row's signed amount; either row order
    const signed = (k: number, amount: number, leftIsOut: boolean) => (left.has(k) === leftIsOut ? -amount : amount);
    const fits = (leftIsOut: boolean) =>
      t.balance === p.balance! + signed(i, t.amount!, leftIsOut) || p.balance === t.balance! + signed(i - 1, p.amount!, leftIsOut);
    if (fits(true) && !fits(false)) votes.out++;
    else if (fits(false) && !fits(true)) votes.in++;
  }
  if (votes.out > 0 && votes.in === 0) return true;
  if (votes.in > 0 && votes.out === 0) return false;
  return null;
}
