import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { lazyQuotedRows, lazyRows } from '../../core/parsers/table/lazy-rows.ts';
import { mulberry32 } from '../../core/seeded-random.ts';

const papaRows = (text: string) => Papa.parse<string[]>(text, { skipEmptyLines: false });

describe('lazy CSV rows', () => {
  it.each([
    ['LF with a trailing newline', 'Date,Description,Amount\n2026-01-02,SHOP,-1.00\n\n2026-01-03,CAFE,-2.50\n'],
    ['CRLF without one', 'Date;Description;Amount\r\n02.01.2026;SHOP;-1,00\r\n03.01.2026;CAFE;-2,50'],
    ['old Mac CR', 'Date\tDescription\tAmount\r2026-01-02\tSHOP\t-1.00\r'],
    ['ragged rows and empty cells', 'a,b,c\n1,,3,4\n\n,,\nx'],
  ])('are the rows papaparse gives (%s)', (_name, text) => {
    const papa = papaRows(text);
    const rows = lazyRows(text, papa.meta.linebreak, papa.meta.delimiter);
    expect(rows.length).toBe(papa.data.length);
    expect([...rows]).toEqual(papa.data);
    expect(rows.slice(1, 3)).toEqual(papa.data.slice(1, 3));
    expect(rows[rows.length]).toBeUndefined();
  });

  it('reads quoted CSV texts as papaparse does, or leaves a malformed one to it (2,000 generated texts)', () => {
    const rnd = mulberry32(18);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    const pieces = ['a', 'SHOP', ' ', '12.50', '-3,00', 'é', 'Zürich', '"', '""', '5" TV', ',', ';', '\t', '\n', '\r\n', '\r', 'x"y'];
    let lazyRead = 0;
    let leftToPapa = 0;
    for (let n = 0; n < 2000; n++) {
      const delimiter = pick([',', ';', '\t', '|']);
      const newline = pick(['\n', '\r\n', '\r']);
      const malformed = n % 5 === 0;
      const rows: string[] = [];
      const rowCount = 1 + Math.floor(rnd() * 8);
      for (let r = 0; r < rowCount; r++) {
        const fields: string[] = [];
        const width = 1 + Math.floor(rnd() * 5);
        for (let f = 0; f < width; f++) {
          let value = '';
          for (let k = Math.floor(rnd() * 4); k > 0; k--) value += pick(pieces);
          const mustQuote = value.includes(delimiter) || value.includes('\n') || value.includes('\r') || value.startsWith('"');
          if (mustQuote || rnd() < 0.3) fields.push(`"${value.replace(/"/g, '""')}"`);
          else fields.push(value);
        }
        rows.push(fields.join(delimiter));
      }
      let text = rows.join(newline) + (rnd() < 0.5 ? newline : '');
      if (malformed) {
        // a stray quote somewhere: an unclosed field, or text after a closing quote
        const at = Math.floor(rnd() * (text.length + 1));
        text = text.slice(0, at) + '"' + text.slice(at);
      }
      const papa = Papa.parse<string[]>(text, { delimiter, newline: newline as '\n', skipEmptyLines: false });
      const lazy = lazyQuotedRows(text, newline, delimiter);
      if (lazy === null) {
        leftToPapa++;
        continue;
      }
      lazyRead++;
      expect([...lazy], `text ${JSON.stringify(text)}`).toEqual(papa.data);
      expect(papa.errors, `text ${JSON.stringify(text)}`).toEqual([]);
    }
    // both ways were taken: well-formed texts read lazily, malformed ones left to papaparse
    expect(lazyRead).toBeGreaterThan(1500);
    expect(leftToPapa).toBeGreaterThan(100);
  });
});
