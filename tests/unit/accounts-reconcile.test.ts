// Reconciliation's search: the smallest set of transactions whose amounts make up a difference,
// within a step budget and a time limit, and an honest "cannot be explained" when none does.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { smallestSubset } from '../../core/accounts/subset-search.ts';
import { clearedDifference, likelyDuplicates, reconcilePlan, type ReconcileCandidate } from '../../core/accounts/reconcile.ts';

const tx = (id: string, amountCents: number, date = '2026-03-01', description = `T${id}`): ReconcileCandidate => ({ id, date, description, amountCents });
const sum = (ids: string[], rows: ReconcileCandidate[]) => ids.reduce((s, id) => s + rows.find((r) => r.id === id)!.amountCents, 0);

describe('smallestSubset', () => {
  it('finds a planted set of up to 4 among up to 60 transactions, and none is smaller', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: -500_000, max: 500_000 }).filter((n) => n !== 0),
          { minLength: 4, maxLength: 60 },
        ),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amounts, size, seed) => {
          const rows = amounts.map((a, i) => tx(String(i), a));
          const planted = Array.from({ length: size }, (_, k) => rows[(seed + k * 7) % rows.length]!).filter((r, i, all) => all.indexOf(r) === i);
          const target = planted.reduce((s, r) => s + r.amountCents, 0);
          const r = smallestSubset(target, rows, { maxSize: 4, maxSteps: 5_000_000 });
          expect(r.found).toBe(true);
          if (!r.found) return;
          expect(sum(r.ids, rows)).toBe(target);
          expect(new Set(r.ids).size).toBe(r.ids.length);
          expect(r.ids.length).toBeLessThanOrEqual(planted.length);
          // smallest: no single row makes it when the answer has more than one
          if (r.ids.length > 1) expect(rows.some((x) => x.amountCents === target)).toBe(false);
        },
      ),
      { numRuns: 200, seed: 15 },
    );
  });

  it('prefers the order it is given among sets of the same size, and answers the same every time', () => {
    const rows = [tx('a', -500), tx('b', -300), tx('c', -200), tx('d', -500)];
    expect(smallestSubset(-500, rows)).toMatchObject({ found: true, ids: ['a'] });
    expect(smallestSubset(-800, rows)).toEqual(smallestSubset(-800, rows));
    expect(smallestSubset(-1000, rows)).toMatchObject({ found: true, ids: ['a', 'd'] });
  });

  it('says when nothing adds up: every set was tried (exhausted) or the budget ran out', () => {
    const rows = [tx('a', -1000), tx('b', -2000), tx('c', -4000)];
    expect(smallestSubset(-3500, rows)).toMatchObject({ found: false, exhausted: true, triedUpTo: 3 });
    const many = Array.from({ length: 300 }, (_, i) => tx(String(i), -(i + 1) * 1000));
    const r = smallestSubset(-1, many, { maxSteps: 10_000 });
    expect(r).toMatchObject({ found: false, exhausted: false });
    expect(r.steps).toBeLessThanOrEqual(10_001);
  });

  it('stops at the time limit on a search that would otherwise take far longer', () => {
    const many = Array.from({ length: 2000 }, (_, i) => tx(String(i), -(i + 1) * 1000));
    const started = performance.now();
    const r = smallestSubset(-7, many, { maxSize: 6, maxSteps: Number.MAX_SAFE_INTEGER, timeLimitMs: 100, now: () => performance.now() });
    const took = performance.now() - started;
    expect(r).toMatchObject({ found: false, exhausted: false });
    expect(took).toBeLessThan(400);
    expect(took).toBeGreaterThanOrEqual(95);
  });
});

describe('reconcilePlan', () => {
  it('suggests the likely duplicate first and reconciles the rest', () => {
    const rows = [
      tx('1', -4500, '2026-03-01', 'GROCER'),
      tx('2', -4500, '2026-03-02', 'GROCER'),
      tx('3', -4500, '2026-03-14', 'BOOKSHOP'),
      tx('4', 250_000, '2026-03-01', 'PAYROLL'),
    ];
    expect(likelyDuplicates(rows)).toEqual(new Map([['2', '1']]));
    const plan = reconcilePlan({ date: '2026-03-15', bankBalanceCents: 100_000, ledgerBalanceCents: 95_500, unreconciled: rows });
    expect(plan).toMatchObject({ differenceCents: -4500, explained: true });
    expect(plan.suggestion).toMatchObject([{ id: '2', reason: 'likely duplicate', duplicateOf: '1' }]);
    expect(plan.toReconcile).toEqual(['1', '3', '4']);
    expect(clearedDifference({ bankBalanceCents: 100_000, ledgerBalanceCents: 95_500, unreconciled: rows, reconciled: new Set(plan.toReconcile) })).toBe(0);
  });

  it('says the difference cannot be explained and suggests nothing', () => {
    const plan = reconcilePlan({ date: '2026-03-15', bankBalanceCents: 100_000, ledgerBalanceCents: 100_123, unreconciled: [tx('1', -4500), tx('2', 900)] });
    expect(plan).toMatchObject({ explained: false, suggestion: [], toReconcile: [], differenceCents: 123 });
    expect(plan.message).toMatch(/cannot be explained/);
    expect(plan.message).toMatch(/Nothing was changed/);
  });

  it('agrees when there is no difference: everything up to the date reconciles', () => {
    const plan = reconcilePlan({ date: '2026-03-15', bankBalanceCents: 500, ledgerBalanceCents: 500, unreconciled: [tx('1', -4500), tx('2', 4500)] });
    expect(plan).toMatchObject({ explained: true, suggestion: [], toReconcile: ['1', '2'] });
  });
});
