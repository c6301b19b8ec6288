// Prism's reports over HTTP (#15): each report's JSON for a known import, the account filter, an
// empty range (an empty report, not an error), the exports read back (CSV parsed, XLSX opened with
// exceljs, PDF text read with pdf.js), another user's rows never showing, bad values named by field.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CashFlowReport,
  CategoryTrendsReport,
  IncomeSpendingReport,
  NetWorthReport,
  ReportCatalogDto,
  TransactionsReport,
  YearReviewReport,
  BudgetActualReport,
} from '../../core/reports/types.ts';
import { readPdfText } from '../../worker/readers/pdf.ts';
import { type ApiClient, uniqueEmail } from '../support/api.ts';
import { importCsv, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let alice: ApiClient;
let bob: ApiClient;
const FEB = 'from=2026-02-01&to=2026-02-28';

beforeAll(async () => {
  stack = await startStack({ env: { CLOCK_TODAY: '2026-03-17' } });
  alice = stack.client();
  bob = stack.client();
  await alice.signup(uniqueEmail('reports-a'));
  await bob.signup(uniqueEmail('reports-b'));
  await importCsv(alice, 'alice.csv', [
    '2026-01-05,PAYROLL ACME CORP,3000.00,Checking',
    '2026-01-10,WHOLE FOODS MARKET,-50.00,Checking',
    '2026-01-20,WHOLE FOODS MARKET,-50.00,Checking',
    '2026-02-05,PAYROLL ACME CORP,3000.00,Checking',
    '2026-02-08,WHOLE FOODS MARKET,-60.00,Checking',
    '2026-02-18,WHOLE FOODS MARKET,-60.00,Checking',
    '2026-02-25,TRADER JOES,-90.00,Visa',
    '2026-02-12,SHELL OIL 5531,-40.00,Visa',
  ]);
  await importCsv(bob, 'bob.csv', ['2026-02-10,SECRET MERCHANT ZZZ,-777.77,Checking']);
});
afterAll(async () => {
  await stack?.close();
});

const get = <T>(c: ApiClient, path: string) => c.json<T>('GET', path);
async function download(c: ApiClient, path: string): Promise<{ status: number; type: string; disposition: string; bytes: Buffer }> {
  const r = await c.request('GET', path);
  return {
    status: r.status,
    type: r.headers.get('content-type') ?? '',
    disposition: r.headers.get('content-disposition') ?? '',
    bytes: Buffer.from(await r.arrayBuffer()),
  };
}
async function pdfText(bytes: Buffer): Promise<string> {
  const read = await readPdfText(new Uint8Array(bytes));
  if (!read.ok) throw new Error(read.error);
  return read.pages.flatMap((p) => p.items.map((i) => i.str)).join(' ');
}

describe('report JSON', () => {
  it('lists the reports and the accounts to filter by', async () => {
    const r = await get<ReportCatalogDto>(alice, '/api/reports');
    expect(r.status).toBe(200);
    expect(r.body.accounts).toEqual(['Checking', 'Visa']);
    expect(r.body.defaultRange).toEqual({ from: '2025-04-01', to: '2026-03-17' });
    expect(r.body.reports.every((x) => x.available)).toBe(true);
  });

  it('net worth over time from the accounts: Checking an asset, the Visa card a liability; the filter narrows it', async () => {
    const r = await get<NetWorthReport>(alice, '/api/reports/net-worth?from=2026-01-01&to=2026-02-28');
    expect(r.status).toBe(200);
    const last = r.body.points[r.body.points.length - 1]!;
    // Checking: 3000 − 50 − 50 + 3000 − 60 − 60 = 5,780.00; the Visa card owes 90 + 40 = 130.00
    expect(last).toEqual({ date: '2026-02-28', assetsCents: 578000, liabilitiesCents: 13000, netWorthCents: 565000 });
    expect(r.body.items.map((i) => [i.name, i.side])).toEqual(
      expect.arrayContaining([
        ['Checking', 'asset'],
        ['Visa', 'liability'],
      ]),
    );
    const checking = await get<NetWorthReport>(alice, '/api/reports/net-worth?from=2026-01-01&to=2026-02-28&accounts=Checking');
    expect(checking.body.points[checking.body.points.length - 1]!.netWorthCents).toBe(578000);
    const pdf = await download(alice, '/api/reports/net-worth/export?format=pdf&from=2026-01-01&to=2026-02-28');
    expect(pdf.status).toBe(200);
    expect(await pdfText(pdf.bytes)).toMatch(/Net worth.*\$5,650\.00/s);
    // bob's accounts never show in alice's report
    expect(r.body.items.map((i) => i.name)).not.toContain('SECRET MERCHANT ZZZ');
  });

  it('income vs spending per month, and only the accounts asked for', async () => {
    const r = await get<IncomeSpendingReport>(alice, '/api/reports/income-spending?from=2026-01-01&to=2026-02-28');
    expect(r.status).toBe(200);
    expect(r.body.months.map((m) => [m.month, m.incomeCents, m.spendingCents])).toEqual([
      ['2026-01', 300000, 10000],
      ['2026-02', 300000, 25000],
    ]);
    expect(r.body.totals).toMatchObject({ incomeCents: 600000, spendingCents: 35000, netCents: 565000 });
    const visa = await get<IncomeSpendingReport>(alice, '/api/reports/income-spending?from=2026-01-01&to=2026-02-28&accounts=Visa');
    expect(visa.body.totals).toMatchObject({ incomeCents: 0, spendingCents: 13000 });
    const both = await get<IncomeSpendingReport>(alice, '/api/reports/income-spending?from=2026-01-01&to=2026-02-28&accounts=Visa&accounts=Checking');
    expect(both.body.totals.spendingCents).toBe(35000);
  });

  it('an empty range is an empty report for every report, not an error', async () => {
    const { body } = await get<ReportCatalogDto>(alice, '/api/reports');
    for (const { key, available } of body.reports) {
      if (!available) continue;
      const r = await get<{ empty: boolean; basis: { transactions: number } }>(alice, `/api/reports/${key}?from=2020-01-01&to=2020-12-31`);
      expect(r.status, key).toBe(200);
      expect(r.body.empty, key).toBe(true);
      expect(r.body.basis.transactions, key).toBe(0);
      const pdf = await download(alice, `/api/reports/${key}/export?format=pdf&from=2020-01-01&to=2020-12-31`);
      expect(pdf.status, key).toBe(200);
      expect(await pdfText(pdf.bytes), key).toContain(key === 'net-worth' ? 'No account balances in this range.' : 'No transactions in this range.');
    }
  });

  it('cash flow balances, category trends split the change, the year in review and the ledger add up', async () => {
    const flow = (await get<CashFlowReport>(alice, `/api/reports/cash-flow?${FEB}`)).body;
    expect(flow).toMatchObject({ incomeCents: 300000, spendingCents: 25000 });
    expect(flow.nodes.find((n) => n.kind === 'saved')?.cents).toBe(275000);
    const trends = (await get<CategoryTrendsReport>(alice, `/api/reports/category-trends?${FEB}`)).body;
    expect(trends.earlier).toEqual({ from: '2026-01-04', to: '2026-01-31' });
    for (const c of trends.changes) expect(c.countEffectCents + c.priceEffectCents, c.category).toBe(c.changeCents);
    const grocery = trends.changes.find((c) => c.earlier.purchases === 2)!;
    expect(grocery.earlier.spendingCents).toBe(10000);
    expect(grocery.later.spendingCents - grocery.earlier.spendingCents).toBe(grocery.changeCents);
    const year = (await get<YearReviewReport>(alice, '/api/reports/year-review?from=2026-01-01&to=2026-12-31')).body;
    expect(year).toMatchObject({ incomeCents: 600000, spendingCents: 35000, monthsCovered: 2, biggestMonth: { month: '2026-02', spendingCents: 25000 } });
    expect(year.topMerchants[0]).toMatchObject({ cents: 22000, transactions: 4 });
    const ledger = (await get<TransactionsReport>(alice, `/api/reports/transactions?${FEB}&accounts=Visa`)).body;
    expect(ledger).toMatchObject({ totalRows: 2, spendingCents: 13000 });
  });

  it('budget vs actual once a budget exists', async () => {
    const none = (await get<BudgetActualReport>(alice, `/api/reports/budget-actual?${FEB}`)).body;
    expect(none.note).toMatch(/No budgets/);
    const grocery = (await get<CategoryTrendsReport>(alice, `/api/reports/category-trends?${FEB}`)).body.changes.find((c) => c.earlier.purchases === 2)!;
    expect((await alice.json('PUT', '/api/budgets', { category: grocery.category, limitCents: 15000 })).status).toBe(200);
    const r = (await get<BudgetActualReport>(alice, `/api/reports/budget-actual?${FEB}`)).body;
    expect(r.budgets).toEqual([expect.objectContaining({ category: grocery.category, limitCents: 15000, actualCents: grocery.later.spendingCents })]);
  });
});

describe('exports', () => {
  it('CSV parses back with the figures, formula-guarded, named by its range', async () => {
    const r = await download(alice, `/api/reports/income-spending/export?format=csv&from=2026-01-01&to=2026-02-28`);
    expect(r.status).toBe(200);
    expect(r.type).toContain('text/csv');
    expect(r.disposition).toContain('prime-finance-income-spending-2026-01-01-to-2026-02-28.csv');
    const rows = Papa.parse<string[]>(r.bytes.toString('utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['Report', 'Income vs spending']);
    // Alice's statements cover neither month in full (Checking Jan 5 → Feb 18), so no month has a rate (issue 30)
    expect(rows).toContainEqual(['2026-02', '3000.00', '250.00', '2750.00', '', '5']);
    expect(rows).toContainEqual([
      'Savings rate over',
      'no full month in Jan 2026 – Feb 2026; left out as partial: Jan 2026 (Checking starts on Jan 5), Feb 2026 (Checking ends on Feb 18)',
    ]);
    const ledger = Papa.parse<string[]>((await download(alice, `/api/reports/transactions/export?format=csv&${FEB}`)).bytes.toString('utf8'), {
      skipEmptyLines: true,
    }).data;
    expect(ledger.filter((row) => /^\d{4}-\d{2}-\d{2}$/.test(row[0] ?? ''))).toHaveLength(5);
  });

  it('XLSX opens in exceljs with money as numbers, and the ledger on its own sheet', async () => {
    const r = await download(alice, `/api/reports/transactions/export?format=xlsx&${FEB}`);
    expect(r.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(r.bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Transactions')!;
    expect(sheet.rowCount).toBe(6);
    const amounts: number[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) amounts.push(row.getCell(7).value as number);
    });
    expect(amounts.sort((a, b) => a - b)).toEqual([-90, -60, -60, -40, 3000]);
    const income = await download(alice, `/api/reports/income-spending/export?format=xlsx&from=2026-01-01&to=2026-02-28`);
    const book2 = new ExcelJS.Workbook();
    await book2.xlsx.load(income.bytes as unknown as ArrayBuffer);
    expect(book2.getWorksheet('By month')!.getRow(3).values).toEqual([undefined, '2026-02', 3000, 250, 2750, undefined, 5]);
    // money on every sheet is a number with a currency format, the ledger says its currency
    expect(book2.getWorksheet('By month')!.getRow(3).getCell(2).numFmt).toBe('"$"#,##0.00;-"$"#,##0.00');
    expect(sheet.getRow(1).getCell(8).value).toBe('Currency');
    expect(sheet.getRow(2).getCell(8).value).toBe('USD');
  });

  it('XLSX summary sheet: money and the savings rate are numbers with a currency or percent format, not text', async () => {
    // a February the statements cover in full (Feb 1 → Mar 2), so it has a savings rate: (3,000 − 250) ÷ 3,000
    const carol = stack.client();
    await carol.signup(uniqueEmail('reports-c'));
    await importCsv(carol, 'carol.csv', [
      '2026-02-01,WHOLE FOODS MARKET,-100.00,Checking',
      '2026-02-05,PAYROLL ACME CORP,3000.00,Checking',
      '2026-02-18,WHOLE FOODS MARKET,-150.00,Checking',
      '2026-03-02,WHOLE FOODS MARKET,-20.00,Checking',
    ]);
    const r = await download(carol, `/api/reports/income-spending/export?format=xlsx&${FEB}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(r.bytes as unknown as ArrayBuffer);
    const summary = book.getWorksheet('Summary')!;
    const cells = new Map<string, ExcelJS.Cell>();
    summary.eachRow((row) => {
      if (typeof row.getCell(1).value === 'string') cells.set(row.getCell(1).value as string, row.getCell(2));
    });
    for (const [label, value] of [
      ['Income', 3000],
      ['Spending', 250],
      ['Net', 2750],
    ] as const) {
      expect(cells.get(label)!.type, label).toBe(ExcelJS.ValueType.Number);
      expect(cells.get(label)!.value, label).toBe(value);
      expect(cells.get(label)!.numFmt, label).toBe('"$"#,##0.00;-"$"#,##0.00');
    }
    expect(cells.get('Savings rate')!.type).toBe(ExcelJS.ValueType.Number);
    expect(cells.get('Savings rate')!.value).toBeCloseTo(0.9167, 4);
    expect(cells.get('Savings rate')!.numFmt).toBe('0.0%');
  });

  it('PDF carries the title, range, filters and figures as text', async () => {
    const r = await download(alice, `/api/reports/year-review/export?format=pdf&from=2026-01-01&to=2026-12-31&accounts=Checking`);
    expect(r.status).toBe(200);
    expect(r.type).toBe('application/pdf');
    const text = await pdfText(r.bytes);
    for (const s of ['Year in review', '2026-01-01 to 2026-12-31', 'Accounts: Checking', '$6,000.00', '$220.00', 'Top categories']) expect(text).toContain(s);
    const trends = await pdfText((await download(alice, `/api/reports/category-trends/export?format=pdf&${FEB}`)).bytes);
    expect(trends).toContain('Count effect');
  });
});

describe('owners and bad values', () => {
  it("never shows another user's rows", async () => {
    const json = JSON.stringify((await get(alice, `/api/reports/transactions?${FEB}`)).body);
    expect(json).not.toContain('SECRET');
    for (const format of ['csv', 'pdf'] as const) {
      const r = await download(alice, `/api/reports/transactions/export?format=${format}&${FEB}`);
      const text = format === 'pdf' ? await pdfText(r.bytes) : r.bytes.toString('utf8');
      expect(text).not.toContain('SECRET');
      expect(text).not.toContain('777.77');
    }
    const bobs = (await get<IncomeSpendingReport>(bob, `/api/reports/income-spending?${FEB}`)).body;
    expect(bobs.totals).toMatchObject({ spendingCents: 77777, incomeCents: 0 });
    expect((await get<ReportCatalogDto>(bob, '/api/reports')).body.accounts).toEqual(['Checking']);
    expect((await stack.client().request('GET', '/api/reports/income-spending')).status).toBe(401);
  });

  it('answers bad values with a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['/api/reports/income-spending?from=2024-02-30', 'from'],
      ['/api/reports/income-spending?to=9999-99-99', 'to'],
      ['/api/reports/income-spending?from=2026-03-01&to=2026-02-01', 'from'],
      ['/api/reports/income-spending?from=2026-01-01&from=2026-02-01', 'from'],
      ['/api/reports/income-spending?accounts=a%00b', 'accounts'],
      ['/api/reports/cash-flow/export?format=docx', 'format'],
      ['/api/reports/cash-flow/export', 'format'],
      [`/api/reports/cash-flow?${Array.from({ length: 51 }, (_, i) => `accounts=a${i}`).join('&')}`, 'accounts'],
    ];
    for (const [path, field] of cases) {
      const r = await get<{ error: string; field?: string }>(alice, path);
      expect(r.status, path).toBe(400);
      expect(r.body.field, path).toBe(field);
    }
    expect((await get(alice, '/api/reports/no-such-report')).status).toBe(404);
  });
});
