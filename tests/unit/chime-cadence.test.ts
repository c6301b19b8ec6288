import { describe, expect, it } from 'vitest';
import { cadenceProblem, dueDates, nextDue } from '../../core/chime/cadence.ts';

describe('bill cadences', () => {
  it('a monthly bill on the 31st falls on the last day of shorter months, leap years included', () => {
    expect(dueDates({ kind: 'monthly', day: 31 }, '2024-01-31', '2024-01-01', '2024-05-31')).toEqual([
      '2024-01-31',
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
      '2024-05-31',
    ]);
    expect(dueDates({ kind: 'monthly', day: 31 }, '2025-01-31', '2025-02-01', '2025-02-28')).toEqual(['2025-02-28']);
  });

  it('a yearly bill on February 29 falls on the 28th in other years', () => {
    const c = { kind: 'yearly', month: 2, day: 29 } as const;
    expect(dueDates(c, '2024-02-29', '2024-01-01', '2028-12-31')).toEqual(['2024-02-29', '2025-02-28', '2026-02-28', '2027-02-28', '2028-02-29']);
  });

  it('moves a date off the weekend when asked, to the Friday before or the Monday after', () => {
    // 2026-11-01 is a Sunday
    const c = { kind: 'monthly', day: 1 } as const;
    expect(dueDates(c, '2026-01-01', '2026-10-25', '2026-11-05', null)).toEqual(['2026-11-01']);
    expect(dueDates(c, '2026-01-01', '2026-10-25', '2026-11-05', 'before')).toEqual(['2026-10-30']);
    expect(dueDates(c, '2026-01-01', '2026-10-25', '2026-11-05', 'after')).toEqual(['2026-11-02']);
  });

  it('weekly and every-N series keep their weekday across a daylight-saving change', () => {
    // the US changed clocks on 2026-03-08; dates have no time of day, so Thursdays stay Thursdays
    expect(dueDates({ kind: 'weekly' }, '2026-02-26', '2026-03-01', '2026-03-20')).toEqual(['2026-03-05', '2026-03-12', '2026-03-19']);
    expect(dueDates({ kind: 'every-n-weeks', n: 2 }, '2026-02-26', '2026-03-01', '2026-03-31')).toEqual(['2026-03-12', '2026-03-26']);
    expect(dueDates({ kind: 'every-n-days', n: 10 }, '2026-02-25', '2026-03-01', '2026-03-31')).toEqual(['2026-03-07', '2026-03-17', '2026-03-27']);
    expect(dueDates({ kind: 'quarterly', day: 15, startMonth: 1 }, '2026-01-15', '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-15',
      '2026-04-15',
      '2026-07-15',
      '2026-10-15',
    ]);
    expect(nextDue({ kind: 'monthly', day: 8 }, '2026-01-08', '2026-03-09')).toBe('2026-04-08');
  });

  it('names what is impossible', () => {
    expect(cadenceProblem({ kind: 'every-n-days', n: 0 })).toContain('every 0 days is not a cadence');
    expect(cadenceProblem({ kind: 'yearly', month: 2, day: 31 })).toBe('February has no 31st.');
    expect(cadenceProblem({ kind: 'yearly', month: 4, day: 31 })).toBe('April has no 31st.');
    expect(cadenceProblem({ kind: 'yearly', month: 2, day: 29 })).toBeNull();
    expect(cadenceProblem({ kind: 'monthly', day: 0 })).not.toBeNull();
  });
});
