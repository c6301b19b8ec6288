// Issue 31: the question reader's periods, against a pinned today (Sunday 29 November 2026).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, daysInMonth, weekday } from '../../core/dates.ts';
import { MONTH_NAMES, monthNumber, readPeriod } from '../../core/reader/periods.ts';

const TODAY = '2026-11-29';
const p = (q: string, dir: 'past' | 'future' = 'past') => readPeriod(q, TODAY, dir);
const span = (q: string, dir: 'past' | 'future' = 'past') => {
  const r = p(q, dir).period;
  return r ? [r.from, r.to] : null;
};

describe('readPeriod', () => {
  it('reads the periods the issue names', () => {
    expect(span('How much did I spend on groceries last month?')).toEqual(['2026-10-01', '2026-10-31']);
    expect(p('How much did I spend on groceries last month?').period!.words).toBe('last month (October 2026)');
    expect(span('What did I spend in March')).toEqual(['2026-03-01', '2026-03-31']);
    expect(span('Can I afford a 1,200 holiday in March?', 'future')).toEqual(['2027-03-01', '2027-03-31']);
    expect(span('What is due this week?')).toEqual(['2026-11-23', '2026-11-29']);
    expect(span('spending this year')).toEqual(['2026-01-01', '2026-12-31']);
    expect(span('everything since June')).toEqual(['2026-06-01', TODAY]);
    expect(span('groceries in Q3')).toEqual(['2026-07-01', '2026-09-30']);
    expect(span('fuel over the last 90 days')).toEqual(['2026-09-01', TODAY]);
    expect(span('what did I buy yesterday')).toEqual(['2026-11-28', '2026-11-28']);
    expect(span('rent in March 2025')).toEqual(['2025-03-01', '2025-03-31']);
  });

  it('reads ranges, to-date spans, quarters with years and single days', () => {
    expect(span('between March and May')).toEqual(['2026-03-01', '2026-05-31']);
    expect(span('from November to February')).toEqual(['2025-11-01', '2026-02-28']);
    expect(span('year to date')).toEqual(['2026-01-01', TODAY]);
    expect(span('ytd')).toEqual(['2026-01-01', TODAY]);
    expect(span('Q1 2025')).toEqual(['2025-01-01', '2025-03-31']);
    expect(span('the third quarter of 2025')).toEqual(['2025-07-01', '2025-09-30']);
    expect(span('on March 3rd')).toEqual(['2026-03-03', '2026-03-03']);
    expect(span('on 3 March 2025')).toEqual(['2025-03-03', '2025-03-03']);
    expect(span('last week')).toEqual(['2026-11-16', '2026-11-22']);
    expect(span('next month', 'future')).toEqual(['2026-12-01', '2026-12-31']);
    expect(span('last fortnight')).toEqual(['2026-11-16', TODAY]);
    expect(span('past 3 months')).toEqual(['2026-08-30', TODAY]);
    expect(span('in 2025')).toEqual(['2025-01-01', '2025-12-31']);
    expect(span('last weekend')).toEqual(['2026-11-21', '2026-11-22']);
  });

  it('a month this year that has not begun is last year’s for the past, next for the future; the current one is itself', () => {
    expect(span('in December')).toEqual(['2025-12-01', '2025-12-31']);
    expect(span('in December', 'future')).toEqual(['2026-12-01', '2026-12-31']);
    expect(span('in November')).toEqual(['2026-11-01', '2026-11-30']);
    expect(span('in November', 'future')).toEqual(['2026-11-01', '2026-11-30']);
  });

  it('spans ahead and deadlines for plans', () => {
    expect(p('save 5k in 6 months').aheadMonths).toBe(6);
    expect(p('within a year').aheadMonths).toBe(12);
    expect(p('£600 by March', 'future')).toMatchObject({ deadline: true, period: { from: '2027-03-01', to: '2027-03-31' } });
  });

  it('says what it could not read instead of guessing', () => {
    expect(p('spending in Q5')).toEqual({ unread: 'Q5' });
    expect(p('on February 30')).toEqual({ unread: 'February 30' });
    expect(p('how much did I spend')).toEqual({});
  });

  it('"may" and "mar" are months only where a period is meant', () => {
    expect(p('May I ask about groceries?')).toEqual({});
    expect(span('in May')).toEqual(['2026-05-01', '2026-05-31']);
    expect(span('may 2025')).toEqual(['2025-05-01', '2025-05-31']);
    expect(monthNumber('mar')).toBeNull();
    expect(monthNumber('mar', 'in')).toBe(3);
  });

  it('any casing, punctuation, a one-letter slip and abbreviations name the same month', () => {
    const today = fc.integer({ min: 0, max: 3000 }).map((n) => addDays('2020-01-01', n));
    fc.assert(
      fc.property(today, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 4 }), fc.boolean(), (t, m, style, upper) => {
        const name = MONTH_NAMES[m - 1]!;
        const slip = name.length >= 5 ? name.slice(0, 2) + name[3] + name[2] + name.slice(4) : name; // two letters swapped
        const written = [name, name.slice(0, 3), `${name}?`, slip, `${name[0]!.toUpperCase()}${name.slice(1)}.`][style]!;
        const q = `what did i spend in ${upper ? written.toUpperCase() : written}`;
        const r = readPeriod(q, t, 'past').period!;
        expect(r, q).toBeDefined();
        expect(Number(r.from.slice(5, 7))).toBe(m);
        expect(r.from <= t).toBe(true);
        expect(r.from > addDays(t, -366)).toBe(true);
        expect(r.to).toBe(`${r.from.slice(0, 8)}${daysInMonth(Number(r.from.slice(0, 4)), m)}`);
      }),
    );
  });

  it('"this week" always holds today and starts on a Monday; "the last N days" always ends today with N days', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }).map((n) => addDays('2020-01-01', n)),
        fc.integer({ min: 1, max: 400 }),
        (t, n) => {
          const w = readPeriod('this week', t).period!;
          expect(weekday(w.from)).toBe(1);
          expect(w.from <= t && t <= w.to).toBe(true);
          const d = readPeriod(`in the last ${n} days`, t).period!;
          expect(d.to).toBe(t);
          expect(addDays(d.from, n - 1)).toBe(t);
        },
      ),
    );
  });
});
