import { describe, expect, it } from 'vitest';
import { amountFits, occurrences, type BillSpec } from '../../core/chime/occurrences.ts';

const rent: BillSpec = {
  merchantKey: 'oakwood apartments',
  expected: { kind: 'exact', cents: 195_000 },
  cadence: { kind: 'monthly', day: 1 },
  anchor: '2026-01-01',
  weekend: null,
};
const pay = (id: string, date: string, cents: number, merchantKey = 'oakwood apartments') => ({ id, date, merchantKey, cents });

describe('a bill against the ledger', () => {
  it('is paid by the payment near its due date, upcoming, due today, overdue or missed', () => {
    const got = occurrences(rent, [pay('a', '2026-01-02', 195_000), pay('b', '2026-02-27', 195_000)], '2026-01-01', '2026-06-30', '2026-04-05');
    expect(got.map((o) => [o.due, o.status, o.paidBy?.id ?? null])).toEqual([
      ['2026-01-01', 'paid', 'a'],
      // nothing near February 1, and a week has passed
      ['2026-02-01', 'missed', null],
      // paid two days early: it counts for March
      ['2026-03-01', 'paid', 'b'],
      // four days late, not yet a week
      ['2026-04-01', 'overdue', null],
      ['2026-05-01', 'upcoming', null],
      ['2026-06-01', 'upcoming', null],
    ]);
    expect(occurrences(rent, [], '2026-04-01', '2026-04-30', '2026-04-01')[0]!.status).toBe('due today');
  });

  it('one payment pays one occurrence; another merchant pays nothing', () => {
    const got = occurrences(rent, [pay('a', '2026-01-31', 195_000), pay('x', '2026-02-01', 195_000, 'someone else')], '2026-01-01', '2026-02-28', '2026-03-20');
    expect(got.map((o) => [o.due, o.status, o.paidBy?.id ?? null])).toEqual([
      ['2026-01-01', 'missed', null],
      ['2026-02-01', 'paid', 'a'],
    ]);
  });

  it('flags a dearer payment as a price rise, with the old and new amount', () => {
    const netflix: BillSpec = { ...rent, merchantKey: 'netflix', expected: { kind: 'approx', cents: 1549, percent: 5 }, cadence: { kind: 'monthly', day: 8 } };
    const got = occurrences(
      netflix,
      [pay('a', '2026-01-08', 1549, 'netflix'), pay('b', '2026-02-08', 1599, 'netflix'), pay('c', '2026-03-08', 1799, 'netflix')],
      '2026-01-01',
      '2026-03-31',
      '2026-03-20',
    );
    // $15.99 is within 5 % of $15.49; $17.99 is not
    expect(got.map((o) => o.priceRise)).toEqual([null, null, { fromCents: 1549, toCents: 1799 }]);
    expect(amountFits({ kind: 'range', minCents: 7800, maxCents: 16400 }, 9000)).toBe(true);
    expect(amountFits({ kind: 'range', minCents: 7800, maxCents: 16400 }, 17000)).toBe(false);
  });
});
