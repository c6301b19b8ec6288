// A PDF statement table's columns as the user sets them in Byte's question (issue 18): Byte asks when
// it doubts its reading (two columns it would add together, amounts under a header it does not
// know), reads the table with the user's roles, and the question's preview, read again from the few
// lines it carries by the same PDF reader, shows what the import will be.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfRolesFromAnswer } from '../../core/parsers/pdf/columns.ts';
import { previewPdfWithRoles } from '../../core/parsers/pdf/preview.ts';
import { parsePdfStatement, type PdfPage, type PdfTextItem } from '../../core/parsers/pdf/statement.ts';

type Cell = [x: number, text: string] | [x: number, text: string, align: 'right'];

/** One page: each row is [baseline from the top, cells]; 9 pt Helvetica-ish widths. */
function page(rows: [number, Cell[]][]): PdfPage {
  const items: PdfTextItem[] = [];
  for (const [baseline, cells] of rows) {
    for (const [x, text, align] of cells) {
      const width = text.length * 4.5;
      items.push({ str: text, x: align === 'right' ? x - width : x, y: baseline - 9, width, height: 9 });
    }
  }
  return { number: 1, width: 612, height: 792, items };
}

/** A card-less bank statement whose table has a third money column: `third` names it. */
function statement(third: string, rows: [date: string, desc: string, amount: string, other: string][]): PdfPage[] {
  return [
    page([
      [40, [[50, 'Harbour Savings Bank']]],
      [56, [[50, 'Statement period 03/01/2026 - 03/31/2026']]],
      [
        100,
        [
          [50, 'Date'],
          [110, 'Description'],
          [380, 'Amount', 'right'],
          [470, third, 'right'],
        ],
      ],
      ...rows.map(([d, desc, a, o], i): [number, Cell[]] => [
        114 + i * 14,
        [
          [50, d],
          [110, desc],
          [380, a, 'right'],
          [470, o, 'right'],
        ],
      ]),
    ]),
  ];
}

const ROWS: [string, string, string, string][] = [
  ['03/02', 'HOTEL LISBOA', '-120.00', '-110.40'],
  ['03/05', 'MUSEU NACIONAL', '-15.00', '-13.80'],
  ['03/09', 'TAXI PORTO', '-22.00', '-20.24'],
  ['03/15', 'SALARY ACME', '2,000.00', '1,840.00'],
];
const rowsOf = (items: { date: string; description: string; amountCents: number }[]) => items.map((t) => [t.date, t.description, t.amountCents]);

describe('a PDF table whose columns Byte doubts', () => {
  it('two columns read as amounts (they would be added together): Byte says so and asks', () => {
    const r = parsePdfStatement(statement('Amount EUR', ROWS));
    expect(r.columnsAmbiguous).toBe(true);
    expect(r.columnsDoubt).toBe('both "Amount" and "Amount EUR" read as amounts, which would be added together');
    expect(r.columns).toEqual([
      { name: 'Date', role: 'date' },
      { name: 'Description', role: 'description' },
      { name: 'Amount', role: 'amount' },
      { name: 'Amount EUR', role: 'amount' },
    ]);
  });

  it('read with the user’s roles: the column they chose is the amount, the other is not read', () => {
    const eur = parsePdfStatement(statement('Amount EUR', ROWS), { columnRoles: ['date', 'description', '', 'amount'] });
    expect(eur.columnsAmbiguous).toBeUndefined();
    expect(rowsOf(eur.items)).toEqual([
      ['2026-03-02', 'HOTEL LISBOA', -11040],
      ['2026-03-05', 'MUSEU NACIONAL', -1380],
      ['2026-03-09', 'TAXI PORTO', -2024],
      ['2026-03-15', 'SALARY ACME', 184000],
    ]);
    expect(eur.columns!.map((c) => c.role)).toEqual(['date', 'description', '', 'amount']);
    const usd = parsePdfStatement(statement('Amount EUR', ROWS), { columnRoles: ['date', 'description', 'amount', ''] });
    expect(rowsOf(usd.items).map((r) => r[2])).toEqual([-12000, -1500, -2200, 200000]);
    // the fingerprint is the header's, whatever the roles: the answer is remembered for it
    expect(eur.layout).toBe(parsePdfStatement(statement('Amount EUR', ROWS)).layout);
  });

  it('amounts under a header Byte does not know: it asks; the user can make that column the amount', () => {
    const pages = statement('Original', ROWS);
    const r = parsePdfStatement(pages);
    expect(r.columnsDoubt).toBe('the "Original" column holds amounts Byte did not use');
    expect(rowsOf(r.items).map((x) => x[2])).toEqual([-12000, -1500, -2200, 200000]);
    const mine = parsePdfStatement(pages, { columnRoles: ['date', 'description', '', 'amount'] });
    expect(rowsOf(mine.items).map((x) => x[2])).toEqual([-11040, -1380, -2024, 184000]);
  });

  it('a header Byte reads fully, with an unknown column of references, is not doubted', () => {
    const r = parsePdfStatement(
      statement(
        'Reference',
        ROWS.map(([d, desc, a], i) => [d, desc, a, `RF${4410 + i}`]),
      ),
    );
    expect(r.items).toHaveLength(4);
    expect(r.columnsAmbiguous).toBeUndefined();
  });

  it('roles that do not fit the table (another number of columns, no amount) leave Byte’s reading, with a warning', () => {
    const r = parsePdfStatement(
      statement(
        'Reference',
        ROWS.map(([d, desc, a], i) => [d, desc, a, `RF${i}`]),
      ),
      { columnRoles: ['date', 'description', 'amount'] },
    );
    expect(r.items.map((t) => t.amountCents)).toEqual([-12000, -1500, -2200, 200000]);
    expect(r.warnings).toContain('The columns you set do not fit the table in this PDF (it has 4); Byte read it as it found it.');
    expect(pdfRolesFromAnswer(['date', 'description', 'balance', ''], 4)).toBeNull();
    expect(pdfRolesFromAnswer(['date', 'description', 'direction', 'amount'], 4)).toBeNull();
    expect(pdfRolesFromAnswer(['date', 'description', 'money out', 'money in'], 4)).toEqual(['date', 'description', 'debit', 'credit']);
  });
});

describe('the question’s preview, read again by the PDF reader from the lines it carries', () => {
  it('with Byte’s roles it shows the first rows the import reads, for real statements (card, split columns, two dates)', () => {
    for (const f of ['card-statement-cr', 'checking-statement', 'mercury-statement']) {
      const pages = JSON.parse(readFileSync(new URL(`../fixtures/pdf/${f}.items.json`, import.meta.url), 'utf8')) as PdfPage[];
      const r = parsePdfStatement(pages);
      const sample = r.pdfSample!;
      // only the header's page, cut a few rows into the table
      expect(
        sample.pages.reduce((n, p) => n + p.items.length, 0),
        f,
      ).toBeLessThan(pages.reduce((n, p) => n + p.items.length, 0));
      const preview = previewPdfWithRoles(
        sample,
        r.columns!.map((c) => c.role),
      );
      expect(preview, f).toEqual({
        rows: r.items.slice(0, 5).map(({ date, description, amountCents }) => ({ date, description, amountCents })),
        problem: null,
      });
    }
  });

  it('with the user’s roles it shows what the import will read with them; roles it cannot read with give a problem', () => {
    const pages = statement('Amount EUR', ROWS);
    const sample = parsePdfStatement(pages).pdfSample!;
    const roles = ['date', 'description', '', 'amount'];
    expect(previewPdfWithRoles(sample, roles).rows).toEqual(
      parsePdfStatement(pages, { columnRoles: roles }).items.map(({ date, description, amountCents }) => ({ date, description, amountCents })),
    );
    expect(previewPdfWithRoles(sample, ['date', '', '', 'amount'])).toEqual({
      rows: [],
      problem: 'Give one column the Date role, one the Description role and one Amount (or Money out / Money in).',
    });
    // a date column that holds no dates: no rows, said so (not a reading of the page without its header)
    expect(previewPdfWithRoles(sample, ['description', 'date', '', 'amount'])).toEqual({
      rows: [],
      problem: 'With the columns set like this, Byte finds no rows it can read.',
    });
  });
});
