// A large CSV is read in two passes without holding its transactions (csv.ts readTable). The generated
// statements' comparison with the whole-file read is tests/measure/table-stream-seeds.test.ts.
import { describe, expect, it } from 'vitest';
import { HEAD_ROWS, readCsv } from '../../core/parsers/table/csv.ts';

describe('a streamed table read', () => {
  it('keeps only the first rows until it is read again', () => {
    const lines = ['Date,Description,Amount'];
    for (let i = 0; i < 500; i++) lines.push(`2025-01-${String((i % 28) + 1).padStart(2, '0')},SHOP ${i},-${i + 1}.00`);
    const read = readCsv(lines.join('\n'), {}, true);
    expect(read.count).toBe(500);
    expect(read.result.items.map((t) => t.description)).toEqual(Array.from({ length: HEAD_ROWS }, (_, i) => `SHOP ${i}`));
    let n = 0;
    for (const t of read.items()) expect(t.description).toBe(`SHOP ${n++}`);
    expect(n).toBe(500);
  });
});
