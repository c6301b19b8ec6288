// parsePdfStatement on recorded page items: the real Mercury card statement and the ACME
// placeholders (shared data set), the generated fixtures in tests/fixtures/pdf/, and small pages
// laid out here to pin one rule each. No pdfjs here: the items were recorded by
// tests/fixtures/pdf/generate.ts through readPdfText.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NO_TABLE_WARNING, parsePdfStatement, pdfLinesText, type PdfPage, type PdfTextItem } from '../../core/parsers/pdf/statement.ts';

const FIXTURES = new URL('../fixtures/pdf/', import.meta.url);

function loadPages(name: string): PdfPage[] {
  return JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8')) as PdfPage[];
}

interface Expected {
  openingBalanceCents: number | null;
  closingBalanceCents: number | null;
  transactions: { date: string; description: string; amountCents: number; balanceCents: number | null }[];
}

function loadExpected(name: string): Expected {
  return JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8')) as Expected;
}

function sum(items: { amountCents: number }[]): number {
  return items.reduce((a, it) => a + it.amountCents, 0);
}

// ───── a page laid out by hand ─────

type Cell = [x: number, text: string] | [x: number, text: string, align: 'right'];

/** Text items of one page: each row is [baseline from the top, cells]; 9 pt Helvetica-ish widths. */
function page(rows: [number, Cell[]][], number = 1, size = 9): PdfPage {
  const items: PdfTextItem[] = [];
  for (const [baseline, cells] of rows) {
    for (const [x, text, align] of cells) {
      const width = text.length * size * 0.5;
      items.push({ str: text, x: align === 'right' ? x - width : x, y: baseline - size, width, height: size });
    }
  }
  return { number, width: 612, height: 792, items };
}

/** Rows of a simple table: date at 50, description at 110, then money columns right-aligned. */
function tableRows(startTop: number, rows: string[][], rightEdges: number[], pitch = 14): [number, Cell[]][] {
  return rows.map((r, i) => {
    const cells: Cell[] = [];
    if (r[0]) cells.push([50, r[0]]);
    if (r[1]) cells.push([110, r[1]]);
    r.slice(2).forEach((v, k) => {
      if (v) cells.push([rightEdges[k]!, v, 'right']);
    });
    return [startTop + i * pitch, cells];
  });
}

describe('parsePdfStatement: Mercury credit card statement (real PDF, recorded items)', () => {
  const pages = loadPages('mercury-statement.items.json');
  const expected = JSON.parse(readFileSync(new URL('mercury-statement.expected.json', FIXTURES), 'utf8')) as {
    purchases: { date: string; payee: string; amountCents: number }[];
  };
  const result = parsePdfStatement(pages);

  it('reads every purchase of upstream expected output with its date, amount and payee', () => {
    expect(expected.purchases).toHaveLength(57);
    const purchases = result.items.filter((it) => it.amountCents < 0);
    expect(purchases).toHaveLength(57);
    // Upstream's beancount output is sorted by date; the statement lists rows by posting date.
    const unmatched = [...purchases];
    for (const want of expected.purchases) {
      const k = unmatched.findIndex((it) => it.date === want.date && it.amountCents === want.amountCents && it.description.startsWith(want.payee));
      expect(k, `${want.date} ${want.payee} ${want.amountCents}`).not.toBe(-1);
      unmatched.splice(k, 1);
    }
    expect(unmatched).toEqual([]);
  });

  it('also reads the payment and the refund, which upstream leaves out, so the balances add up', () => {
    const credits = result.items.filter((it) => it.amountCents > 0);
    expect(credits.map((c) => [c.date, c.description, c.amountCents])).toEqual([
      ['2024-11-02', 'Pymt - Thank You', 242224],
      ['2024-10-31', 'Minimalist Pho', 2999],
    ]);
    // A card balance is money owed: negative, like the purchases.
    expect(result.openingBalanceCents).toBe(-245223);
    expect(result.closingBalanceCents).toBe(-246181);
    expect(result.openingBalanceCents! + sum(result.items)).toBe(result.closingBalanceCents);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.dateOrderAmbiguous).toBe(false);
  });

  it('uses the transaction date, not the posting date, and the year of the statement period', () => {
    const carWash = result.items.find((it) => it.description.startsWith('Car Wash'))!;
    expect(carWash.date).toBe('2024-10-06'); // posted 10/07
    expect(carWash.description).toBe('Car Wash Palo Alto CA');
  });
});

describe('parsePdfStatement: statements without a transaction table', () => {
  for (const name of ['acmebank1.items.json', 'acme_Statement.items.json']) {
    it(`${name}: no rows, a warning, no error`, () => {
      const r = parsePdfStatement(loadPages(name));
      expect(r.items).toEqual([]);
      expect(r.warnings).toEqual([NO_TABLE_WARNING]);
      expect(r.errors).toEqual([]);
    });
  }

  it('an empty PDF (no pages) is the same', () => {
    const r = parsePdfStatement([]);
    expect(r.items).toEqual([]);
    expect(r.warnings).toEqual([NO_TABLE_WARNING]);
  });
});

describe('parsePdfStatement: generated checking statement (2 pages, Withdrawals / Deposits / Balance)', () => {
  const expected = loadExpected('checking-statement.expected.json');
  const result = parsePdfStatement(loadPages('checking-statement.items.json'));

  it('reads every row: multi-line descriptions, both pages, the year across New Year', () => {
    expect(result.items.map(({ date, description, amountCents, balanceCents }) => ({ date, description, amountCents, balanceCents }))).toEqual(
      expected.transactions,
    );
    expect(result.items[3]!.description).toBe('ONLINE TRANSFER TO SAVINGS REF #IB0X7Z2 EVERYDAY SAVINGS ACCOUNT ENDING 7730');
    expect(result.items.at(-1)!.date).toBe('2025-01-15');
    expect(result.items[0]!.date).toBe('2024-12-16');
  });

  it('reads the opening and closing balances, which add up with the rows', () => {
    expect(result.openingBalanceCents).toBe(250000);
    expect(result.closingBalanceCents).toBe(expected.closingBalanceCents);
    expect(result.openingBalanceCents! + sum(result.items)).toBe(result.closingBalanceCents);
    expect(result.warnings).toEqual([]);
    expect(result.errors).toEqual([]);
  });

  it('does not take the "Beginning balance" row, the totals line or the page footers for transactions', () => {
    expect(result.items.some((it) => /balance|totals|continued|page/i.test(it.description))).toBe(false);
  });

  it('reads the same when every letter is its own item, or each line is one item with spaces', () => {
    const pages = loadPages('checking-statement.items.json');
    const perChar = pages.map((p) => ({
      ...p,
      items: p.items.flatMap((it) =>
        [...it.str].map((ch, k) => ({ str: ch, x: it.x + (it.width * k) / it.str.length, y: it.y, width: it.width / it.str.length, height: it.height })),
      ),
    }));
    expect(parsePdfStatement(perChar).items).toEqual(result.items);

    const perLine = pages.map((p) => {
      const sorted = [...p.items].sort((a, b) => Math.round(a.y) - Math.round(b.y) || a.x - b.x);
      const out: PdfTextItem[] = [];
      for (const it of sorted) {
        const cur = out[out.length - 1];
        if (cur && Math.round(cur.y) === Math.round(it.y)) {
          const spaces = Math.max(1, Math.round((it.x - (cur.x + cur.width)) / (it.width / it.str.length)));
          cur.str += ' '.repeat(spaces) + it.str;
          cur.width = it.x + it.width - cur.x;
        } else out.push({ ...it });
      }
      return { ...p, items: out };
    });
    expect(parsePdfStatement(perLine).items).toEqual(result.items);
  });
});

describe('parsePdfStatement: the same statement with a closing balance that does not add up', () => {
  it('reads the rows and reports the printed balances as they are, for the import check to catch', () => {
    const expected = loadExpected('checking-statement-mismatch.expected.json');
    const r = parsePdfStatement(loadPages('checking-statement-mismatch.items.json'));
    expect(r.items.map((it) => [it.date, it.amountCents])).toEqual(expected.transactions.map((t) => [t.date, t.amountCents]));
    expect(r.openingBalanceCents).toBe(250000);
    expect(r.closingBalanceCents).toBe(expected.closingBalanceCents);
    expect(r.closingBalanceCents! - (r.openingBalanceCents! + sum(r.items))).toBe(10000);
  });
});

describe('parsePdfStatement: generated card statement (DD/MM dates, one Amount column, CR for credits)', () => {
  it('reads credits marked CR as positive and plain amounts as spending; "last month\'s balance" is the opening balance', () => {
    const expected = loadExpected('card-statement-cr.expected.json');
    const r = parsePdfStatement(loadPages('card-statement-cr.items.json'));
    expect(r.items.map(({ date, description, amountCents }) => ({ date, description, amountCents }))).toEqual(
      expected.transactions.map(({ date, description, amountCents }) => ({ date, description, amountCents })),
    );
    expect(r.openingBalanceCents).toBe(-41216);
    expect(r.closingBalanceCents).toBe(expected.closingBalanceCents);
    expect(r.openingBalanceCents! + sum(r.items)).toBe(r.closingBalanceCents);
    expect(r.dateOrderAmbiguous).toBe(false);
  });
});

describe('parsePdfStatement: layout rules', () => {
  it('sections titled deposits / withdrawals give unsigned amounts their sign', () => {
    const pages = [
      page([
        [40, [[50, 'Statement period: October 01, 2024 through October 31, 2024']]],
        [
          60,
          [
            [50, 'Beginning Balance'],
            [300, '$1,000.00', 'right'],
          ],
        ],
        [
          72,
          [
            [50, 'Ending Balance'],
            [300, '$1,180.00', 'right'],
          ],
        ],
        [110, [[50, 'DEPOSITS AND ADDITIONS']]],
        [
          126,
          [
            [50, 'DATE'],
            [110, 'DESCRIPTION'],
            [500, 'AMOUNT', 'right'],
          ],
        ],
        ...tableRows(140, [['10/03', 'Payroll ACME', '500.00']], [500]),
        [
          154,
          [
            [110, 'Total Deposits and Additions'],
            [500, '$500.00', 'right'],
          ],
        ],
        [190, [[50, 'ELECTRONIC WITHDRAWALS']]],
        [
          206,
          [
            [50, 'DATE'],
            [110, 'DESCRIPTION'],
            [500, 'AMOUNT', 'right'],
          ],
        ],
        ...tableRows(
          220,
          [
            ['10/05', 'Comcast', '120.00'],
            ['10/09', 'Verizon', '200.00'],
          ],
          [500],
        ),
        [
          250,
          [
            [110, 'Total Electronic Withdrawals'],
            [500, '$320.00', 'right'],
          ],
        ],
      ]),
    ];
    const r = parsePdfStatement(pages);
    expect(r.items.map((it) => [it.date, it.description, it.amountCents])).toEqual([
      ['2024-10-03', 'Payroll ACME', 50000],
      ['2024-10-05', 'Comcast', -12000],
      ['2024-10-09', 'Verizon', -20000],
    ]);
    expect([r.openingBalanceCents, r.closingBalanceCents]).toEqual([100000, 118000]);
  });

  it('a running balance settles the sign of unsigned amounts; $, commas and parentheses are read', () => {
    const r = parsePdfStatement([
      page([
        [40, [[50, 'Statement Date: 03/31/2024']]],
        [
          80,
          [
            [50, 'Date'],
            [110, 'Details'],
            [420, 'Amount', 'right'],
            [520, 'Balance', 'right'],
          ],
        ],
        ...tableRows(
          96,
          [
            ['03/01', 'Opening balance', '', '$2,000.00'],
            ['03/04', 'Coffee', '4.50', '1,995.50'],
            ['03/07', 'Salary', '$1,500.00', '3,495.50'],
            ['03/09', 'Returned item fee', '(35.00)', '3,460.50'],
          ],
          [420, 520],
        ),
      ]),
    ]);
    expect(r.items.map((it) => [it.date, it.amountCents, it.balanceCents])).toEqual([
      ['2024-03-04', -450, 199550],
      ['2024-03-07', 150000, 349550],
      ['2024-03-09', -3500, 346050],
    ]);
    expect(r.openingBalanceCents).toBe(200000);
  });

  it('reads a German statement: Buchungstag / Verwendungszweck / Betrag / Saldo, 1.234,56 and DD.MM.YYYY', () => {
    const r = parsePdfStatement([
      page([
        [40, [[50, 'Kontoauszug 10/2024']]],
        [
          56,
          [
            [50, 'Alter Kontostand'],
            [300, '1.000,00 EUR', 'right'],
          ],
        ],
        [
          68,
          [
            [50, 'Neuer Kontostand'],
            [300, '2.265,44 EUR', 'right'],
          ],
        ],
        [
          100,
          [
            [50, 'Buchungstag'],
            [110, 'Verwendungszweck'],
            [440, 'Betrag', 'right'],
            [520, 'Saldo', 'right'],
          ],
        ],
        ...tableRows(
          116,
          [
            ['01.10.2024', 'Gehalt Oktober', '2.500,00', '3.500,00'],
            ['02.10.2024', 'Miete', '-1.200,00', '2.300,00'],
            ['03.10.2024', 'REWE Markt', '-34,56', '2.265,44'],
          ],
          [440, 520],
        ),
      ]),
    ]);
    expect(r.items.map((it) => [it.date, it.description, it.amountCents])).toEqual([
      ['2024-10-01', 'Gehalt Oktober', 250000],
      ['2024-10-02', 'Miete', -120000],
      ['2024-10-03', 'REWE Markt', -3456],
    ]);
    expect([r.openingBalanceCents, r.closingBalanceCents]).toEqual([100000, 226544]);
    expect(r.dateOrderAmbiguous).toBe(false);
  });

  it('takes the year across New Year from the period, with month-name dates', () => {
    const r = parsePdfStatement([
      page([
        [40, [[50, 'Statement period: Dec 15, 2024 – Jan 14, 2025']]],
        [
          80,
          [
            [50, 'Date'],
            [110, 'Description'],
            [420, 'Debit', 'right'],
            [500, 'Credit', 'right'],
          ],
        ],
        ...tableRows(
          96,
          [
            ['Dec 28', 'Bookshop', '25.00', ''],
            ['Jan 3', 'Refund bookshop', '', '25.00'],
            ['Jan 14', 'Gym', '40.00', ''],
          ],
          [420, 500],
        ),
      ]),
    ]);
    expect(r.items.map((it) => [it.date, it.amountCents])).toEqual([
      ['2024-12-28', -2500],
      ['2025-01-03', 2500],
      ['2025-01-14', -4000],
    ]);
  });

  it('takes the year from "as of" when there is no period', () => {
    const r = parsePdfStatement([
      page([
        [40, [[50, 'Activity as of 11/05/2024']]],
        [
          80,
          [
            [50, 'Date'],
            [110, 'Transaction'],
            [420, 'Withdrawals', 'right'],
            [500, 'Deposits', 'right'],
          ],
        ],
        ...tableRows(
          96,
          [
            ['10/30', 'ATM', '60.00', ''],
            ['11/01', 'Transfer in', '', '100.00'],
          ],
          [420, 500],
        ),
      ]),
    ]);
    expect(r.items.map((it) => [it.date, it.amountCents])).toEqual([
      ['2024-10-30', -6000],
      ['2024-11-01', 10000],
    ]);
  });

  it('skips rows with a warning when no year is printed anywhere', () => {
    const r = parsePdfStatement([
      page([
        [
          80,
          [
            [50, 'Date'],
            [110, 'Description'],
            [420, 'Amount', 'right'],
          ],
        ],
        ...tableRows(96, [['10/30', 'ATM', '-60.00']], [420]),
      ]),
    ]);
    expect(r.items).toEqual([]);
    expect(r.warnings[0]).toMatch(/^Page 1, row "10\/30 ATM -60.00": the date "10\/30" has no year/);
    expect(r.errors).toHaveLength(1);
  });

  it('flags day/month dates that could be read either way', () => {
    const r = parsePdfStatement([
      page([
        [
          80,
          [
            [50, 'Date'],
            [110, 'Description'],
            [420, 'Amount', 'right'],
          ],
        ],
        ...tableRows(
          96,
          [
            ['03/04/2024', 'Shop', '-10.00'],
            ['05/06/2024', 'Shop', '-12.00'],
          ],
          [420],
        ),
      ]),
    ]);
    expect(r.dateOrderAmbiguous).toBe(true);
    expect(r.items.map((it) => it.date)).toEqual(['2024-03-04', '2024-05-06']);

    const told = parsePdfStatement(
      [
        page([
          [
            80,
            [
              [50, 'Date'],
              [110, 'Description'],
              [420, 'Amount', 'right'],
            ],
          ],
          ...tableRows(
            96,
            [
              ['03/04/2024', 'Shop', '-10.00'],
              ['05/06/2024', 'Shop', '-12.00'],
            ],
            [420],
          ),
        ]),
      ],
      { dateOrder: 'DMY' },
    );
    expect(told.dateOrderAmbiguous).toBe(false);
    expect(told.items.map((it) => it.date)).toEqual(['2024-04-03', '2024-06-05']);
  });

  it('pairs an amount printed a little above its date line, and reads a header split over two lines', () => {
    const r = parsePdfStatement([
      page([
        [40, [[50, 'Closing Date 11/05/2024']]],
        [
          70,
          [
            [50, 'Post'],
            [90, 'Trans'],
          ],
        ],
        [
          80,
          [
            [50, 'Date'],
            [90, 'Date'],
            [130, 'Description'],
            [420, 'Amount', 'right'],
          ],
        ],
        [95.8, [[420, '$37.85', 'right']]],
        [
          99,
          [
            [50, '10/26'],
            [90, '10/25'],
            [130, "Papa John's"],
          ],
        ],
        [107.8, [[420, '$38.28', 'right']]],
        [
          111,
          [
            [50, '10/26'],
            [90, '10/26'],
            [130, 'Doordash'],
          ],
        ],
      ]),
    ]);
    expect(r.items.map((it) => [it.date, it.description, it.amountCents])).toEqual([
      ['2024-10-25', "Papa John's", 3785],
      ['2024-10-26', 'Doordash', 3828],
    ]);
  });

  it('reads lines that start with a date and end with an amount when there is no header', () => {
    const r = parsePdfStatement([
      page([
        [40, [[50, 'Statement period 01/09/2024 - 30/09/2024']]],
        [
          80,
          [
            [50, '02/09'],
            [110, 'TRAIN TICKET'],
            [420, '12.50', 'right'],
          ],
        ],
        [
          94,
          [
            [50, '15/09'],
            [110, 'SALARY'],
            [420, '2,000.00 CR', 'right'],
          ],
        ],
        [
          108,
          [
            [50, '20/09'],
            [110, 'GROCERIES'],
            [420, '80.10', 'right'],
          ],
        ],
      ]),
    ]);
    expect(r.items.map((it) => [it.date, it.description, it.amountCents])).toEqual([
      ['2024-09-02', 'TRAIN TICKET', -1250],
      ['2024-09-15', 'SALARY', 200000],
      ['2024-09-20', 'GROCERIES', -8010],
    ]);
    expect(r.warnings[0]).toMatch(/No table header was found/);
  });

  it('a UK layout: the date printed once per day, amounts on the last line of a block, balances carried forward', () => {
    const header: [number, Cell[]] = [
      80,
      [
        [50, 'Date'],
        [110, 'Payment type and details'],
        [400, 'Paid out', 'right'],
        [470, 'Paid in', 'right'],
        [550, 'Balance', 'right'],
      ],
    ];
    const r = parsePdfStatement([
      page([
        [40, [[50, 'Your Statement 1 October to 31 October 2024']]],
        header,
        [
          96,
          [
            [50, '01 Oct 24'],
            [110, 'BALANCE BROUGHT FORWARD'],
            [550, '1,000.00', 'right'],
          ],
        ],
        [
          108,
          [
            [110, 'DD BRITISH GAS'],
            [400, '45.00', 'right'],
          ],
        ],
        [
          120,
          [
            [110, 'VIS TESCO STORES 3344'],
            [400, '12.50', 'right'],
            [550, '942.50', 'right'],
          ],
        ],
        [
          132,
          [
            [50, '03 Oct 24'],
            [110, 'CR ACME LTD SALARY'],
            [470, '2,000.00', 'right'],
            [550, '2,942.50', 'right'],
          ],
        ],
        [
          144,
          [
            [50, '04 Oct 24'],
            [110, 'SO LANDLORD'],
          ],
        ],
        [
          156,
          [
            [110, 'RENT OCTOBER'],
            [400, '900.00', 'right'],
            [550, '2,042.50', 'right'],
          ],
        ],
        [
          168,
          [
            [110, 'BALANCE CARRIED FORWARD'],
            [550, '2,042.50', 'right'],
          ],
        ],
      ]),
      page(
        [
          header,
          [
            96,
            [
              [50, '04 Oct 24'],
              [110, 'BALANCE BROUGHT FORWARD'],
              [550, '2,042.50', 'right'],
            ],
          ],
          [
            108,
            [
              [50, '10 Oct 24'],
              [110, 'VIS AMAZON'],
              [400, '20.00', 'right'],
              [550, '2,022.50', 'right'],
            ],
          ],
          [
            120,
            [
              [110, 'ATM CASH'],
              [400, '50.00', 'right'],
              [550, '1,972.50', 'right'],
            ],
          ],
          [
            132,
            [
              [50, '31 Oct 24'],
              [110, 'BALANCE CARRIED FORWARD'],
              [550, '1,972.50', 'right'],
            ],
          ],
        ],
        2,
      ),
    ]);
    expect(r.items.map((it) => [it.date, it.description, it.amountCents])).toEqual([
      ['2024-10-01', 'DD BRITISH GAS', -4500],
      ['2024-10-01', 'VIS TESCO STORES 3344', -1250],
      ['2024-10-03', 'CR ACME LTD SALARY', 200000],
      ['2024-10-04', 'SO LANDLORD RENT OCTOBER', -90000],
      ['2024-10-10', 'VIS AMAZON', -2000],
      ['2024-10-10', 'ATM CASH', -5000],
    ]);
    expect([r.openingBalanceCents, r.closingBalanceCents]).toEqual([100000, 197250]);
  });

  it('reads headers set on two lines ("Deposits/" over "Additions") and one balance per day', () => {
    const r = parsePdfStatement([
      page([
        [
          42,
          [
            [50, 'Beginning balance on 10/1'],
            [300, '$1,000.00', 'right'],
          ],
        ],
        [
          54,
          [
            [50, 'Ending balance on 10/31'],
            [300, '$1,370.00', 'right'],
          ],
        ],
        [66, [[50, 'October 31, 2024']]],
        [
          100,
          [
            [110, 'Check'],
            [380, 'Deposits/', 'right'],
            [460, 'Withdrawals/', 'right'],
            [550, 'Ending daily', 'right'],
          ],
        ],
        [
          110,
          [
            [50, 'Date'],
            [110, 'Number'],
            [170, 'Description'],
            [380, 'Additions', 'right'],
            [460, 'Subtractions', 'right'],
            [550, 'balance', 'right'],
          ],
        ],
        [
          126,
          [
            [50, '10/2'],
            [170, 'Payroll ACME'],
            [380, '500.00', 'right'],
          ],
        ],
        [
          138,
          [
            [50, '10/2'],
            [170, 'Coffee'],
            [460, '30.00', 'right'],
            [550, '1,470.00', 'right'],
          ],
        ],
        [
          150,
          [
            [50, '10/5'],
            [110, '1234'],
            [170, 'Check'],
            [460, '100.00', 'right'],
            [550, '1,370.00', 'right'],
          ],
        ],
        [
          166,
          [
            [170, 'Ending balance on 10/31'],
            [550, '1,370.00', 'right'],
          ],
        ],
        [
          180,
          [
            [170, 'Totals'],
            [380, '$500.00', 'right'],
            [460, '$130.00', 'right'],
          ],
        ],
      ]),
    ]);
    expect(r.items.map((it) => [it.date, it.description, it.amountCents, it.balanceCents])).toEqual([
      ['2024-10-02', 'Payroll ACME', 50000, null],
      ['2024-10-02', 'Coffee', -3000, 147000],
      ['2024-10-05', 'Check', -10000, 137000],
    ]);
    expect([r.openingBalanceCents, r.closingBalanceCents]).toEqual([100000, 137000]);
    // 10/2 could be 10 February, but only 2 October falls in the statement's month.
    expect(r.dateOrderAmbiguous).toBe(false);
    expect(r.warnings).toEqual([]);
  });

  it('the table ends where another kind of table starts (daily balances)', () => {
    const r = parsePdfStatement([
      page([
        [40, [[50, 'Statement period: 10/01/2024 - 10/31/2024']]],
        [
          80,
          [
            [50, 'DATE'],
            [110, 'DESCRIPTION'],
            [500, 'AMOUNT', 'right'],
          ],
        ],
        ...tableRows(96, [['10/05', 'Comcast', '-120.00']], [500]),
        [130, [[50, 'DAILY ENDING BALANCE']]],
        [
          146,
          [
            [50, 'DATE'],
            [200, 'AMOUNT', 'right'],
            [300, 'DATE'],
            [500, 'AMOUNT', 'right'],
          ],
        ],
        [
          160,
          [
            [50, '10/03'],
            [200, '$1,500.00', 'right'],
            [300, '10/05'],
            [500, '$1,380.00', 'right'],
          ],
        ],
      ]),
    ]);
    expect(r.items.map((it) => [it.date, it.amountCents])).toEqual([['2024-10-05', -12000]]);
  });

  it('pdfLinesText rebuilds lines top to bottom, two spaces at column gaps', () => {
    const lines = pdfLinesText([
      page([
        [
          80,
          [
            [50, 'Date'],
            [110, 'Description'],
            [420, 'Amount', 'right'],
          ],
        ],
        [
          96,
          [
            [110, 'Coffee'],
            [50, '10/02'],
            [420, '4.50', 'right'],
          ],
        ],
      ]),
      page([[40, [[50, 'Page 2']]]], 2),
    ]);
    expect(lines).toEqual(['Date  Description  Amount', '10/02  Coffee  4.50', 'Page 2']);
  });
});

describe('parsePdfStatement: one Amount column without signs (issue 18: never a silent wrong sign)', () => {
  /** A card-less statement: Date / Description / Amount, every amount unsigned, no section titles, no running balance. */
  const unsigned = (extra: [number, Cell[]][] = []) => [
    page([
      [40, [[50, 'Statement Date: 03/31/2026']]],
      ...extra,
      [
        80,
        [
          [50, 'Date'],
          [110, 'Description'],
          [420, 'Amount', 'right'],
        ],
      ],
      ...tableRows(
        96,
        [
          ['03/02', 'GREENGROCER 12', '23.10'],
          ['03/05', 'BOOKSHOP', '12.00'],
          ['03/09', 'PHARMACY', '8.45'],
        ],
        [420],
      ),
    ]),
  ];
  const amounts = (r: ReturnType<typeof parsePdfStatement>) => r.items.map((it) => it.amountCents);

  it('nothing says which way the amounts go: flagged so Byte asks, read as printed with a warning naming the column', () => {
    const r = parsePdfStatement(unsigned());
    expect(r.amountSignAmbiguous).toBe(true);
    expect(amounts(r)).toEqual([2310, 1200, 845]);
    expect(r.warnings).toContain(
      'The amounts in the "Amount" column carry no sign and nothing in this PDF says whether they are money spent or received; they were read as money received.',
    );
    // the layout is the table's header, for remembering the answer; the columns for the question
    expect(r.layout).toMatch(/^[0-9a-f]{16}$/);
    expect(r.columns).toEqual([
      { name: 'Date', role: 'date' },
      { name: 'Description', role: 'description' },
      { name: 'Amount', role: 'amount' },
    ]);
  });

  it("the user's answer decides: money spent is negative, money received as printed", () => {
    const spent = parsePdfStatement(unsigned(), { amountSign: 'spent' });
    expect(spent.amountSignAmbiguous).toBeUndefined();
    expect(amounts(spent)).toEqual([-2310, -1200, -845]);
    expect(amounts(parsePdfStatement(unsigned(), { amountSign: 'received' }))).toEqual([2310, 1200, 845]);
  });

  it('evidence decides without asking: the file name, or opening and closing balances that add up one way only', () => {
    const card = parsePdfStatement(unsigned(), { fileName: 'visa-march.pdf' });
    expect(card.amountSignAmbiguous).toBeUndefined();
    expect(amounts(card)).toEqual([-2310, -1200, -845]);
    expect(card.warnings[0]).toContain('the file name "visa-march.pdf" says it is a card statement');
    const balances = parsePdfStatement(
      unsigned([
        [
          56,
          [
            [50, 'Opening balance'],
            [300, '500.00', 'right'],
          ],
        ],
        [
          68,
          [
            [50, 'Closing balance'],
            [300, '456.45', 'right'],
          ],
        ],
      ]),
    );
    expect(balances.amountSignAmbiguous).toBeUndefined();
    expect(amounts(balances)).toEqual([-2310, -1200, -845]);
  });

  it('an Amount column that prints its own minus signs is not asked about', () => {
    const r = parsePdfStatement([
      page([
        [40, [[50, 'Statement Date: 03/31/2026']]],
        [
          80,
          [
            [50, 'Date'],
            [110, 'Description'],
            [420, 'Amount', 'right'],
          ],
        ],
        ...tableRows(
          96,
          [
            ['03/02', 'GREENGROCER 12', '-23.10'],
            ['03/05', 'REFUND', '12.00'],
          ],
          [420],
        ),
      ]),
    ]);
    expect(r.amountSignAmbiguous).toBeUndefined();
    expect(amounts(r)).toEqual([-2310, 1200]);
  });
});

describe('parsePdfStatement: headers in the other languages the CSV reader knows', () => {
  const read = (r: ReturnType<typeof parsePdfStatement>) => r.items.map((t) => [t.date, t.description, t.amountCents]);
  const row = (top: number, cells: string[], xs: number[], right: number): [number, Cell[]] => [
    top,
    cells.map((c, k): Cell => (k === cells.length - 1 ? [right, c, 'right'] : [xs[k]!, c])),
  ];

  it.each([
    ['nl', ['Boekdatum', 'Mededelingen', 'Bedrag']],
    ['sv', ['Bokföringsdag', 'Beskrivning', 'Belopp']],
    ['pl', ['Data księgowania', 'Opis operacji', 'Kwota']],
    ['cs', ['Datum zaúčtování', 'Název protiúčtu', 'Částka']],
  ])('%s: the table is found by its header, not read as lines without one', (_lang, header) => {
    const xs = [50, 170];
    const r = parsePdfStatement([
      page([
        [60, [[50, 'Statement period 2025-10-01 - 2025-10-31']]],
        row(100, header, xs, 500),
        row(118, ['2025-10-02', 'GROCER 12', '-23.45'], xs, 500),
        row(132, ['2025-10-05', 'SALARY ACME', '2500.00'], xs, 500),
      ]),
    ]);
    expect(r.warnings.filter((w) => /No table header/.test(w))).toEqual([]);
    expect(read(r)).toEqual([
      ['2025-10-02', 'GROCER 12', -2345],
      ['2025-10-05', 'SALARY ACME', 250000],
    ]);
  });

  it('a value date beside the booking date is not taken for it, whatever their order ("Settlement Date", "Valutadatum")', () => {
    const xs = [50, 160, 270];
    for (const [value, booking] of [
      ['Settlement Date', 'Booking date'],
      ['Valutadatum', 'Buchungsdatum'],
    ] as const) {
      const r = parsePdfStatement([
        page([row(100, [value, booking, 'Description', 'Amount'], xs, 500), row(118, ['2025-10-04', '2025-10-02', 'GROCER', '-23.45'], xs, 500)]),
      ]);
      expect(read(r), value).toEqual([['2025-10-02', 'GROCER', -2345]]);
    }
  });
});

describe('parsePdfStatement: a table printed without its header', () => {
  const line = (top: number, left: string, right: string): [number, Cell[]] => [
    top,
    [
      [50, left],
      [500, right, 'right'],
    ],
  ];
  const read = (r: ReturnType<typeof parsePdfStatement>) => r.items.map((t) => [t.date, t.description, t.amountCents]);

  it('"08 Mar  09 Mar": two dates without a year, not 2009 and a description starting "Mar"', () => {
    const r = parsePdfStatement([
      page([
        [60, [[50, 'Statement period 01 Mar 2025 - 31 Mar 2025']]],
        line(100, '08 Mar  09 Mar  GROCER ONE', '-12.50'),
        line(114, '10 Mar  10 Mar  GROCER TWO', '-8.00'),
        line(128, '12 Mar  13 Mar  SALARY ACME', '2500.00'),
      ]),
    ]);
    expect(read(r)).toEqual([
      ['2025-03-08', 'GROCER ONE', -1250],
      ['2025-03-10', 'GROCER TWO', -800],
      ['2025-03-12', 'SALARY ACME', 250000],
    ]);
  });

  it('"2 921,44 CR": thousands set apart by a space, then a CR/DR mark, read whole', () => {
    const r = parsePdfStatement([
      page([
        line(100, '2025-11-02  Zinsen', '614,81 CR'),
        line(114, '2025-11-03  Aral Tankstelle', '132,60 DR'),
        line(128, '2025-11-04  Erstattung Krankenkasse', '2 921,44 CR'),
      ]),
    ]);
    expect(read(r)).toEqual([
      ['2025-11-02', 'Zinsen', 61481],
      ['2025-11-03', 'Aral Tankstelle', -13260],
      ['2025-11-04', 'Erstattung Krankenkasse', 292144],
    ]);
  });
});

describe('parsePdfStatement: money out and money in columns with no header', () => {
  // each row's one amount under the left (x 420) or the right (x 500) column
  const row = (top: number, text: string, amount: string, right: number, balance?: string): [number, Cell[]] => [
    top,
    [[50, text], [right, amount, 'right'], ...(balance ? [[580, balance, 'right'] as Cell] : [])],
  ];
  const read = (r: ReturnType<typeof parsePdfStatement>) => r.items.map((t) => [t.description, t.amountCents]);

  it('a running balance says which column is money out: no question', () => {
    // here the right column is money out
    const r = parsePdfStatement([
      page([
        row(100, '2025-10-01  SALARY ACME', '2 500,00', 420, '3 500,00'),
        row(114, '2025-10-02  GROCER', '23,45', 500, '3 476,55'),
        row(128, '2025-10-03  PHARMACY', '5,10', 500, '3 471,45'),
        row(142, '2025-10-04  REFUND SHOP', '10,00', 420, '3 481,45'),
      ]),
    ]);
    expect(r.amountSignAmbiguous).toBeFalsy();
    expect(read(r)).toEqual([
      ['SALARY ACME', 250000],
      ['GROCER', -2345],
      ['PHARMACY', -510],
      ['REFUND SHOP', 1000],
    ]);
  });

  it('without a balance: the left column is read as money out and Byte asks; the answer decides', () => {
    const pages = [
      page([row(100, '2025-10-01  GROCER', '23,45', 420), row(114, '2025-10-02  SALARY ACME', '2 500,00', 500), row(128, '2025-10-03  PHARMACY', '5,10', 420)]),
    ];
    const asked = parsePdfStatement(pages);
    expect(asked.amountSignAmbiguous).toBe(true);
    expect(read(asked)).toEqual([
      ['GROCER', -2345],
      ['SALARY ACME', 250000],
      ['PHARMACY', -510],
    ]);
    expect(read(parsePdfStatement(pages, { amountSign: 'received' }))).toEqual([
      ['GROCER', 2345],
      ['SALARY ACME', -250000],
      ['PHARMACY', 510],
    ]);
  });

  it('one column of amounts with a sign is not taken for two', () => {
    const r = parsePdfStatement([
      page([
        row(100, '2025-10-01  GROCER', '-23,45', 500),
        row(114, '2025-10-02  SALARY ACME', '2 500,00', 500),
        row(128, '2025-10-03  PHARMACY', '-5,10', 500),
      ]),
    ]);
    expect(r.amountSignAmbiguous).toBeFalsy();
    expect(read(r)).toEqual([
      ['GROCER', -2345],
      ['SALARY ACME', 250000],
      ['PHARMACY', -510],
    ]);
  });
});
