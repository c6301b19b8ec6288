import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCsvStatement } from '../../core/parsers/table/csv.ts';
import { sampleStatementCsv } from '../../core/demo/sample-statement.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/csv/${name}`, import.meta.url), 'utf8');

describe('parseCsvStatement', () => {
  it('reads the downloadable sample statement: 30 rows, no warnings', () => {
    const r = parseCsvStatement(sampleStatementCsv('2024-06-30'));
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(r.items).toHaveLength(30);
    expect(r.items[0]).toEqual({
      date: '2024-06-01',
      description: 'PAYROLL ACME CORP DIRECT DEPOSIT',
      amountCents: 245000,
      account: 'Checking',
      balanceCents: null,
    });
    const quoted = r.items.find((t) => t.description.startsWith('WHOLE FOODS'));
    expect(quoted?.description).toBe('WHOLE FOODS MARKET #10234, SAN FRANCISCO CA');
    expect(quoted?.amountCents).toBe(-8742);
    expect(r.items.at(-1)?.date).toBe('2024-06-30');
  });

  it('strips a BOM and reads CRLF line endings', () => {
    const text = fixture('bom-crlf.csv');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const r = parseCsvStatement(text);
    expect(r.errors).toEqual([]);
    expect(r.items.map((t) => [t.date, t.description, t.amountCents])).toEqual([
      ['2024-03-01', 'STARBUCKS STORE 1234', -450],
      ['2024-03-02', 'PAYROLL ACME CORP', 250000],
    ]);
  });

  it('reads semicolon files with day-first dates and decimal commas', () => {
    const r = parseCsvStatement(fixture('semicolon-dmy.csv'));
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(r.items).toEqual([
      { date: '2024-01-31', description: 'TESCO STORES 2041', amountCents: -2345, account: null, balanceCents: 197655 },
      { date: '2024-02-01', description: 'SALARY ACME LTD', amountCents: 250000, account: null, balanceCents: 447655 },
      { date: '2024-02-02', description: 'PRET A MANGER; LONDON', amountCents: -620, account: null, balanceCents: 447035 },
    ]);
  });

  it('turns Paid out / Paid in columns into signed amounts (spending negative)', () => {
    const r = parseCsvStatement(fixture('debit-credit-uk.csv'));
    expect(r.errors).toEqual([]);
    expect(r.items.map((t) => [t.date, t.amountCents, t.balanceCents])).toEqual([
      ['2024-02-03', -4510, 95490],
      ['2024-02-05', 210000, 305490],
      ['2024-02-14', -1280, 304210],
      ['2024-02-15', 1999, 306209],
    ]);
  });

  it('reads Debit/Credit columns where one side is empty or zero, and a debit written negative', () => {
    const r = parseCsvStatement('Date,Description,Debit,Credit\n2024-01-02,COFFEE,4.50,\n2024-01-03,PAYROLL,0.00,1000.00\n2024-01-04,RENT,-1500.00,\n');
    expect(r.items.map((t) => t.amountCents)).toEqual([-450, 100000, -150000]);
  });

  it('finds a header that is not on the first line and skips the preamble', () => {
    const r = parseCsvStatement(fixture('preamble.csv'));
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(r.items).toEqual([
      { date: '2024-01-02', description: 'NETFLIX.COM', amountCents: -1549, account: null, balanceCents: 123451 },
      { date: '2024-01-15', description: 'WHOLE FOODS MARKET, AUSTIN TX', amountCents: -8217, account: null, balanceCents: 115234 },
      { date: '2024-01-16', description: 'DIRECT DEPOSIT ACME CORP', amountCents: 245000, account: null, balanceCents: 360234 },
    ]);
  });

  it('skips malformed rows with a warning naming the file line, field and value', () => {
    const r = parseCsvStatement(fixture('malformed.csv'));
    expect(r.errors).toEqual([]);
    expect(r.items.map((t) => t.description)).toEqual(['STARBUCKS STORE 1234', 'CHIPOTLE 1123', 'SHELL OIL 57444', 'WALGREENS #7717']);
    expect(r.warnings).toContain('Row 6: invalid amount "abc" — skipped');
    expect(r.warnings).toContain('Row 7: invalid date "31/31/2024" — skipped');
    expect(r.warnings).toContain('Row 8: empty description — skipped');
    expect(r.warnings).toContain('Row 10: expected 3 fields but found 4 — skipped');
    // the Total and Closing balance lines are summaries, not transactions: no warning
    expect(r.warnings.some((w) => /Row 11|Row 12/.test(w))).toBe(false);
    // every date has day and month ≤ 12, so the reading is announced
    expect(r.warnings.some((w) => /month\/day\/year/.test(w))).toBe(true);
  });

  it('counts file lines correctly when a quoted description spans two lines', () => {
    const r = parseCsvStatement('Date,Description,Amount\n2024-01-02,"TWO\nLINES",-1.00\n2024-01-03,BAD,xyz\n');
    expect(r.items).toHaveLength(1);
    expect(r.warnings).toEqual(['Row 4: invalid amount "xyz" — skipped']);
  });

  it('explains when no columns are recognized, listing the headers it found', () => {
    const r = parseCsvStatement(fixture('no-columns.csv'));
    expect(r.items).toEqual([]);
    expect(r.errors).toEqual(['No recognizable columns. Found headers: "Foo", "Bar", "Baz". Expected: Date, Description and Amount (or Debit and Credit).']);
  });

  it('is an error when there are data rows but none can be read', () => {
    const r = parseCsvStatement(fixture('all-invalid.csv'));
    expect(r.items).toEqual([]);
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]).toMatch(/None of the 2 transaction rows could be read/);
    expect(r.warnings).toEqual(['Row 2: invalid date "yesterday" — skipped', 'Row 3: invalid date "soon" — skipped']);
  });

  it('reads tab-separated files, header synonyms and an account column', () => {
    const r = parseCsvStatement('Transaction Date\tMemo\tValue\tCard\n2024-05-01\tUBER *TRIP\t-12.40\tVisa 1234\n');
    expect(r.items).toEqual([{ date: '2024-05-01', description: 'UBER *TRIP', amountCents: -1240, account: 'Visa 1234', balanceCents: null }]);
  });

  it('applies a Debit/Credit indicator column to unsigned amounts', () => {
    const r = parseCsvStatement('Date,Description,Amount,Type\n2024-05-01,GROCERIES,25.00,DEBIT\n2024-05-02,PAYROLL,900.00,CREDIT\n');
    expect(r.items.map((t) => t.amountCents)).toEqual([-2500, 90000]);
  });

  it('an empty file is an error, a header without rows too', () => {
    expect(parseCsvStatement('').errors).toEqual(['The file has no rows.']);
    expect(parseCsvStatement('Date,Description,Amount\n').errors).toEqual(['The file has column headers but no transaction rows.']);
  });
});
