import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { hashKeys, normalizeDescription, OccurrenceCounts } from '../../core/ledger/dedupe.ts';
import { mulberry32 } from '../../core/seeded-random.ts';
import { parseCsvStatement } from '../../core/parsers/table/csv.ts';
import type { ExtractedTransaction } from '../../core/parsers/types.ts';
import { sampleStatementCsv } from '../../core/demo/sample-statement.ts';

const tx = (date: string, description: string, amountCents: number, account: string | null = 'Checking'): ExtractedTransaction => ({
  date,
  description,
  amountCents,
  account,
  balanceCents: null,
});

describe('normalizeDescription', () => {
  it.each([
    ['  STARBUCKS  Store #1234, Seattle ', 'starbucks store 1234 seattle'],
    ['AT&T*Bill Payment', 'at&t bill payment'],
    ["Trader Joe's", 'trader joes'],
    ['UBER   *TRIP\tHELP.UBER.COM', 'uber trip help uber com'],
    ['Café Crème', 'café crème'],
  ])('%j → %j', (input, out) => {
    expect(normalizeDescription(input)).toBe(out);
  });
});

describe('hashKeys', () => {
  it('keeps two identical coffees on the same day as two transactions', () => {
    const keys = hashKeys([
      tx('2024-01-05', 'STARBUCKS STORE 1234', -450),
      tx('2024-01-05', 'Starbucks Store #1234', -450),
      tx('2024-01-05', 'STARBUCKS STORE 1234', -450, 'Credit Card'),
    ]);
    expect(keys).toEqual([
      '2024-01-05|-450|starbucks store 1234|Checking|0',
      '2024-01-05|-450|starbucks store 1234|Checking|1',
      '2024-01-05|-450|starbucks store 1234|Credit Card|0',
    ]);
    expect(new Set(keys).size).toBe(3);
  });

  it('gives a re-imported file exactly the same keys', () => {
    const csv = sampleStatementCsv('2024-06-30');
    const first = hashKeys(parseCsvStatement(csv).items);
    const second = hashKeys(parseCsvStatement(csv).items);
    expect(second).toEqual(first);
    expect(new Set(first).size).toBe(30); // the two 2,450.00 paydays and two coffees stay distinct
  });

  it('keys an OFX transaction by its FITID, so a re-sent one with an edited description is still recognised', () => {
    const first = { ...tx('2024-01-05', 'AMZN MKTP US*2K4', -1999, '…1234'), externalId: '20240105-001' };
    const resent = { ...first, description: 'AMAZON MARKETPLACE', date: '2024-01-06' };
    expect(hashKeys([first])).toEqual(['fitid|…1234|20240105-001']);
    expect(hashKeys([resent])).toEqual(hashKeys([first]));
    // the same FITID in another account is another transaction; an item without one keeps the content key
    expect(hashKeys([{ ...first, account: '…9999' }, tx('2024-01-05', 'AMZN MKTP US*2K4', -1999, '…1234')])).toEqual([
      'fitid|…9999|20240105-001',
      '2024-01-05|-1999|amzn mktp us 2k4|…1234|0',
    ]);
  });

  it('a FITID repeated within one list still gives distinct keys', () => {
    const a = { ...tx('2024-01-05', 'A', -100), externalId: 'X' };
    expect(hashKeys([a, { ...a, description: 'B' }])).toEqual(['fitid|Checking|X', 'fitid|Checking|X|1']);
  });

  it('writes a missing account as empty', () => {
    expect(hashKeys([tx('2024-01-05', 'Rent', -100000, null)])).toEqual(['2024-01-05|-100000|rent||0']);
  });
});

describe('OccurrenceCounts', () => {
  it('counts each digest as a map of the digests would, through many doublings of its table', () => {
    const r = mulberry32(7);
    const counts = new OccurrenceCounts();
    const plain = new Map<string, number>();
    // 60,000 draws from 40,000 bases: most seen once, many several times
    for (let i = 0; i < 60_000; i++) {
      const base = `base ${Math.floor(r() * 40_000)}`;
      const digest = createHash('sha1').update(base).digest();
      const before = plain.get(base) ?? 0;
      plain.set(base, before + 1);
      expect(counts.next(digest)).toBe(before);
    }
    expect([...plain.values()].some((n) => n >= 4)).toBe(true);
  });

  it('tells apart digests that share their first bytes (the same slot)', () => {
    const counts = new OccurrenceCounts();
    const digest = (last: number) => Uint8Array.from({ length: 20 }, (_, i) => (i === 15 ? last : 7));
    expect([counts.next(digest(1)), counts.next(digest(2)), counts.next(digest(1)), counts.next(digest(2)), counts.next(digest(1))]).toEqual([0, 0, 1, 1, 2]);
  });
});
