// The closing balance of a statement's last day, whatever order its rows come in.
import { describe, expect, it } from 'vitest';
import { closingRow } from '../../core/crystal/closing-balance.ts';
import { mulberry32 } from '../../core/seeded-random.ts';

function shuffled<T>(xs: readonly T[], rand: () => number): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('closingRow', () => {
  it("finds the row that ends the chain of running balances in every order of the day's rows", () => {
    const rand = mulberry32(11);
    for (let trial = 0; trial < 200; trial++) {
      let balance = Math.round(rand() * 500_000);
      const day = Array.from({ length: 2 + Math.floor(rand() * 8) }, () => {
        const amountCents = Math.round((rand() - 0.7) * 20_000) || -1;
        balance += amountCents;
        return { amountCents, balanceCents: balance };
      });
      const last = day.at(-1)!;
      for (let k = 0; k < 5; k++) expect(closingRow(shuffled(day, rand))).toEqual(last);
    }
  });

  it('gives the same answer for a broken chain whatever the order', () => {
    const rows = [
      { amountCents: -100, balanceCents: 900 },
      { amountCents: -50, balanceCents: 700 },
      { amountCents: -20, balanceCents: 5000 },
    ];
    const a = closingRow(rows);
    expect(closingRow([...rows].reverse())).toEqual(a);
    expect(closingRow([rows[1]!, rows[2]!, rows[0]!])).toEqual(a);
  });

  it('has no closing row for a day without rows', () => {
    expect(closingRow([])).toBeNull();
  });
});
