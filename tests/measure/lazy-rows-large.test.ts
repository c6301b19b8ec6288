// Statements too large to hold as rows (330,000 rows, over 16 MB): the lazy rows read them exactly as
// papaparse's rows do. Measurements at scale, so tests/measure (npm test), not npm run test:unit.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { parseCsvStatement, parseTableRows, readCsv } from '../../core/parsers/table/csv.ts';
import { detectDelimiter } from '../../core/documents/sniff.ts';

const papaRows = (text: string) => Papa.parse<string[]>(text, { skipEmptyLines: false });

describe('lazy CSV rows at scale', () => {
  it("reads a statement too large to hold as rows exactly as papaparse's rows read it: items, warnings, balances", () => {
    const lines = ['Date,Description,Amount,Balance,Account'];
    let balance = 100_000_00;
    for (let i = 0; i < 330_000; i++) {
      const cents = i % 11 === 0 ? 2500_00 : -((i % 977) + 1) * 13;
      balance += cents;
      lines.push(
        `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')},MERCHANT  ${i % 501} STORE ${i},${(cents / 100).toFixed(2)},${(balance / 100).toFixed(2)},${i % 3 ? 'Checking' : 'Card'}`,
      );
      if (i % 50_000 === 7) lines.push('2025-13-45,BAD DATE ROW,-1.00,,Checking', '', 'not a row');
    }
    const text = lines.join('\r\n');
    expect(text.length).toBeGreaterThan(16 * 1024 * 1024);
    const lazy = parseCsvStatement(text);
    const papa = parseTableRows(papaRows(text).data, { delimiter: detectDelimiter(text) ?? ',' });
    expect(lazy.items.length).toBeGreaterThan(330_000 - 10);
    expect(lazy.items).toEqual(papa.items);
    expect(lazy.warnings).toEqual(papa.warnings);
    expect([lazy.openingBalanceCents, lazy.closingBalanceCents, lazy.layout]).toEqual([papa.openingBalanceCents, papa.closingBalanceCents, papa.layout]);
    // streamed (read twice, transactions not held), as Byte reads a file this large
    const streamed = readCsv(text, {}, true);
    expect(streamed.count).toBe(lazy.items.length);
    expect([...streamed.items()]).toEqual(lazy.items);
    expect({ ...streamed.result, items: [] }).toEqual({ ...lazy, items: [] });
  }, 60_000);

  it("reads a large statement with quoted descriptions (commas, quotes, line breaks in them) as papaparse's rows read it", () => {
    const lines = ['"Date","Description","Amount","Account"'];
    for (let i = 0; i < 330_000; i++) {
      const description = i % 7 === 0 ? `"SHOP ${i}, ""THE"" STORE\nBRANCH ${i % 13}"` : i % 3 === 0 ? `"CAFE ${i}"` : `MARKET ${i} 5" TV`;
      lines.push(
        `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')},${description},"-${(i % 977) + 1}.25",${i % 3 ? 'Checking' : '"Card, Visa"'}`,
      );
    }
    const text = lines.join('\n');
    expect(text.length).toBeGreaterThan(16 * 1024 * 1024);
    const lazy = parseCsvStatement(text);
    const papa = parseTableRows(papaRows(text).data, { delimiter: ',' });
    expect(lazy.items.length).toBe(330_000);
    expect(lazy.items).toEqual(papa.items);
    expect(lazy.warnings).toEqual(papa.warnings);
    expect(lazy.items[7]!.description).toContain('"THE" STORE');
    // streamed, as Byte reads a file this large
    expect([...readCsv(text, {}, true).items()]).toEqual(lazy.items);
  }, 60_000);
});
