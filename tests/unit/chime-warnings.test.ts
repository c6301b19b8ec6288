// The bills page's balance warnings: an upcoming due date under zero, or under the user's buffer, on
// Crystal's projected figure for the day; paid or past dates and days the projection does not reach
// are not warned of. And the page's reading of the typed buffer.
import { describe, expect, it } from 'vitest';
import { balanceWarnings } from '../../core/chime/warnings.ts';
import { readBuffer } from '../../web/src/features/chime/BillBufferForm.tsx';

const low = new Map([
  ['2026-04-02', -1200],
  ['2026-04-08', 30_000],
  ['2026-04-12', 50_000],
  ['2026-03-08', -900],
]);

describe('balance warnings', () => {
  it('warns under zero first, then under the buffer; the buffer itself is not under it', () => {
    const occ = [
      { due: '2026-03-08', status: 'missed' as const },
      { due: '2026-04-02', status: 'upcoming' as const },
      { due: '2026-04-08', status: 'upcoming' as const },
      { due: '2026-04-12', status: 'due today' as const },
      { due: '2026-09-01', status: 'upcoming' as const },
    ];
    expect(balanceWarnings(occ, low, 50_000)).toEqual([
      { due: '2026-04-02', lowCents: -1200, below: 'zero' },
      { due: '2026-04-08', lowCents: 30_000, below: 'buffer' },
    ]);
    expect(balanceWarnings(occ, low, 50_001).map((w) => w.due)).toEqual(['2026-04-02', '2026-04-08', '2026-04-12']);
    // a buffer of zero: only under zero
    expect(balanceWarnings(occ, low, 0)).toEqual([{ due: '2026-04-02', lowCents: -1200, below: 'zero' }]);
    // no projection (no statement balance): nothing
    expect(balanceWarnings(occ, new Map(), 50_000)).toEqual([]);
  });

  it('reads the typed buffer, and says what is wrong with one it cannot use', () => {
    expect(readBuffer(' 750 ')).toEqual({ cents: 75_000 });
    expect(readBuffer('$1,250.50')).toEqual({ cents: 125_050 });
    expect(readBuffer('0')).toEqual({ cents: 0 });
    expect(readBuffer('')).toEqual({ problem: 'Type the balance to keep, like 500 (0 warns only under zero).' });
    expect(readBuffer('lots')).toEqual({ problem: '"lots" is not an amount: type one like 500 or 1,250.50.' });
    expect(readBuffer('-20')).toEqual({ problem: 'The buffer cannot be negative: type 0 or more.' });
  });
});
