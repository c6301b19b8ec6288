import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { evenSplit, splitProblem } from '../../core/ledger/edits.ts';

describe('splitting a transaction', () => {
  it('an even split always adds up to the whole, to the cent, with the same sign', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }).filter((n) => n !== 0),
        fc.integer({ min: 2, max: 20 }),
        (total, n) => {
          const parts = evenSplit(total, n);
          expect(parts.reduce((s, p) => s + p, 0)).toBe(total);
          expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
          if (Math.abs(total) >= n)
            expect(
              splitProblem(
                total,
                parts.map((amountCents) => ({ amountCents, category: 'Shopping', subcategory: null })),
              ),
            ).toBeNull();
        },
      ),
    );
  });

  it('names what is wrong with a split', () => {
    const part = (amountCents: number) => ({ amountCents, category: 'Shopping', subcategory: null });
    expect(splitProblem(-12000, [part(-12000)])).toBe('A split needs at least two parts.');
    expect(splitProblem(-12000, [part(-9000), part(-2000)])).toContain('10.00 left to assign');
    expect(splitProblem(-12000, [part(-9000), part(-4000)])).toContain('10.00 too much');
    expect(splitProblem(-12000, [part(-13000), part(1000)])).toBe('Part 2 must be money out, like the transaction it splits.');
    expect(splitProblem(5000, [part(2500), part(0)])).toBe('Part 2 needs an amount.');
  });
});
