// Ledger's tax assistant against PostgreSQL: the summary from an import with business rows, a line
// confirmed and changed, the mileage log, the exports read back (CSV parsed, PDF text through
// pdfjs), Ledger's chat quoting the estimate, nobody else's ids, bad input named by field.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../core/api/errors.ts';
import type { TaxSummaryDto } from '../../core/tax/summary.ts';
import { readPdfText } from '../../worker/readers/pdf.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { importCsv, startStack, type Stack } from '../support/stack.ts';

const TODAY = '2026-03-17';
let stack: Stack;
let alice: ApiClient;
let bob: ApiClient;

beforeAll(async () => {
  stack = await startStack({ env: { CLOCK_TODAY: TODAY } });
  alice = stack.client();
  bob = stack.client();
  await alice.signup(uniqueEmail('tax-alice'));
  await bob.signup(uniqueEmail('tax-bob'));
  await importCsv(alice, 'biz.csv', [
    '2026-01-05,STAPLES STORE 0042,-84.20,Biz Card',
    '2026-01-12,GOOGLE ADS 8841,-250.00,Biz Card',
    '2026-02-03,SHELL OIL 5512,-61.00,Biz Card',
    '2026-02-10,ACME CONSULTING INVOICE 17,3000.00,Biz Card',
    '2026-02-14,BLUE BOTTLE COFFEE,-18.00,Checking',
    '2026-03-01,PAYROLL MEGACORP,4200.00,Checking',
    '2025-12-20,STAPLES STORE 0042,-40.00,Biz Card',
  ]);
  await importCsv(bob, 'bob.csv', ['2026-01-07,OFFICE DEPOT 77,-30.00,Checking']);
  expect((await alice.json('PUT', '/api/intelia/business-accounts', { accounts: ['Biz Card'] })).status).toBe(200);
});
afterAll(async () => {
  await stack?.close();
});

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const read = await readPdfText(new Uint8Array(bytes));
  if (!read.ok) throw new Error(read.error);
  return read.pages.flatMap((p) => p.items.map((i) => i.str)).join(' ');
}

const summary = async (c: ApiClient = alice) => (await c.json<TaxSummaryDto>('GET', '/api/tax/summary')).body;

describe('tax assistant', () => {
  it('suggests a line for each business transaction of the year, with confidence and evidence', async () => {
    const s = await summary();
    expect(s.disclaimer).toMatch(/estimates, not tax advice/);
    expect(s.saved).toBe(false);
    expect(s.settings).toMatchObject({ jurisdiction: 'US', taxYear: '2026' });
    // the business account's three spending rows of 2026 (not December 2025, not the personal coffee)
    expect(s.suggestions.map((x) => x.description).sort()).toEqual(['GOOGLE ADS 8841', 'SHELL OIL 5512', 'STAPLES STORE 0042']);
    for (const x of s.suggestions) {
      expect(x.why).toBe('paid from business account Biz Card');
      expect(x.suggested.confidence).toBeGreaterThan(0);
      expect(x.suggested.evidence.length).toBeGreaterThan(0);
    }
    const line = (d: string) => s.suggestions.find((x) => x.description === d)!.line;
    expect(line('GOOGLE ADS 8841')).toBe('advertising');
    expect(line('SHELL OIL 5512')).toBe('car_and_truck');
    expect(line('STAPLES STORE 0042')).toBe('office_expense');
    const totals = Object.fromEntries(s.totals.map((t) => [t.line, t.spentCents]));
    expect(totals).toMatchObject({ advertising: 25_000, car_and_truck: 6_100, office_expense: 8_420 });
    // income into the business account counts; the salary into Checking does not
    expect(s.income).toMatchObject({ basis: 'the ledger', cents: 300_000 });
    expect(s.estimate.netProfitCents).toBe(300_000 - 25_000 - 6_100 - 8_420);
    expect(s.estimate.quarterly.map((q) => q.due)).toEqual(['2026-04-15', '2026-06-15', '2026-09-15', '2027-01-15']);
    expect(s.nextPayment?.due).toBe('2026-04-15');
  });

  it('settings drive the estimate; a year with no table is refused naming the years', async () => {
    const bad = await alice.json<ApiError>('PUT', '/api/tax/settings', { jurisdiction: 'US', taxYear: '2019' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('taxYear');
    expect(bad.body.error).toMatch(/Supported US tax years: 2025, 2026/);
    const status = await alice.json<ApiError>('PUT', '/api/tax/settings', { jurisdiction: 'US', taxYear: '2026', filingStatus: 'married' });
    expect(status.status).toBe(400);
    expect(status.body.field).toBe('filingStatus');
    const ok = await alice.json<TaxSummaryDto>('PUT', '/api/tax/settings', {
      jurisdiction: 'US',
      taxYear: '2026',
      filingStatus: 'single',
      grossIncomeCents: 6_000_000 + 25_000 + 6_100 + 8_420,
      priorYearTaxCents: 1_000_000,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.saved).toBe(true);
    // net profit $60,000 → SE tax 60,000 × 0.9235 × 0.153 = 8,477.73 (2026 is under the wage base too)
    expect(ok.body.estimate.netProfitCents).toBe(6_000_000);
    expect(ok.body.estimate.selfEmploymentTaxCents).toBe(847_773);
    expect(ok.body.estimate.safeHarbour).toMatchObject({ percent: 100, annualCents: 1_000_000 });
  });

  it("confirms or changes a line; another user's transaction is not found; a bad line is named", async () => {
    const s = await summary();
    const staples = s.suggestions.find((x) => x.description === 'STAPLES STORE 0042')!;
    const changed = await alice.json<TaxSummaryDto>('POST', '/api/tax/lines', { transactionId: staples.transactionId, line: 'supplies' });
    expect(changed.status).toBe(200);
    const after = changed.body.suggestions.find((x) => x.transactionId === staples.transactionId)!;
    expect(after).toMatchObject({ chosen: 'supplies', line: 'supplies' });
    expect(changed.body.totals.find((t) => t.line === 'supplies')!.spentCents).toBe(8_420);
    // the personal coffee, given a line, becomes business spending
    const coffee = (await alice.json<{ items: { id: string; description: string }[] }>('GET', '/api/transactions?search=BLUE')).body.items[0]!;
    const marked = await alice.json<TaxSummaryDto>('POST', '/api/tax/lines', { transactionId: coffee.id, line: 'meals' });
    expect(marked.body.suggestions.find((x) => x.transactionId === coffee.id)).toMatchObject({ why: 'you gave it a line', line: 'meals' });
    expect(marked.body.estimate.lines.find((l) => l.line === 'meals')).toMatchObject({ spentCents: 1_800, deductibleCents: 900 });

    const bobTx = (await bob.json<{ items: { id: string }[] }>('GET', '/api/transactions')).body.items[0]!;
    const foreign = await alice.json<ApiError>('POST', '/api/tax/lines', { transactionId: bobTx.id, line: 'supplies' });
    expect(foreign.status).toBe(404);
    const badLine = await alice.json<ApiError>('POST', '/api/tax/lines', { transactionId: staples.transactionId, line: 'yacht' });
    expect(badLine.status).toBe(400);
    expect(badLine.body.field).toBe('line');
    const badId = await alice.json<ApiError>('POST', '/api/tax/lines', { transactionId: 'nope', line: 'supplies' });
    expect(badId.status).toBe(400);
    expect(badId.body.field).toBe('transactionId');
  });

  it("keeps a mileage log valued at the year's rate; negative distance refused; another user's journey is not found", async () => {
    const neg = await alice.json<ApiError>('POST', '/api/tax/mileage', { date: '2026-02-01', purpose: 'Client', distance: -3 });
    expect(neg.status).toBe(400);
    expect(neg.body).toMatchObject({ field: 'distance', error: 'distance: must not be negative' });
    const added = await alice.json<TaxSummaryDto>('POST', '/api/tax/mileage', { date: '2026-02-01', purpose: 'Client visit', distance: 100 });
    expect(added.status).toBe(201);
    await alice.json('POST', '/api/tax/mileage', { date: '2026-02-02', purpose: 'Supplier', distance: 160.9344, unit: 'km' });
    const s = await summary();
    // 100 miles + 160.9344 km (100 miles) = 200 miles × 72.5 cents (2026) = $145.00
    expect(s.mileage.miles).toBe(200);
    expect(s.estimate.mileage.deductionCents).toBe(14_500);
    const id = s.mileage.entries[0]!.id;
    expect((await bob.json<ApiError>('PATCH', `/api/tax/mileage/${id}`, { distance: 1 })).status).toBe(404);
    expect((await bob.json<ApiError>('DELETE', `/api/tax/mileage/${id}`)).status).toBe(404);
    expect((await bob.json<{ entries: unknown[] }>('GET', '/api/tax/mileage')).body.entries).toEqual([]);
    const patched = await alice.json<TaxSummaryDto>('PATCH', `/api/tax/mileage/${id}`, { distance: 50 });
    expect(patched.body.mileage.miles).toBe(150);
    expect((await alice.json('DELETE', `/api/tax/mileage/${id}`)).status).toBe(200);
    expect((await summary()).mileage.miles).toBe(100);
    // Bob's summary sees none of Alice's choices or journeys
    const b = await summary(bob);
    expect(b.mileage.entries).toEqual([]);
    expect(b.suggestions.map((x) => [x.description, x.chosen])).toEqual([['OFFICE DEPOT 77', null]]);
  });

  it('exports the Schedule C worksheet as CSV and PDF with the figures as text', async () => {
    const s = await summary();
    const csv = await (await alice.request('GET', '/api/tax/export?format=csv&kind=schedule-c')).text();
    const rows = Papa.parse<Record<string, string>>(csv.trim(), { header: true }).data;
    expect(rows[0]!.description).toMatch(/Schedule C worksheet, tax year 2026\. These are estimates, not tax advice/);
    const total = (line: string) => rows.find((r) => r.kind === 'total' && r.line === line)!;
    expect(total('advertising')).toMatchObject({ form: 'Line 8', amount: '250.00' });
    expect(total('meals')).toMatchObject({ amount: '18.00', deductible: '9.00' });
    expect(rows.filter((r) => r.kind === 'transaction')).toHaveLength(s.suggestions.length);

    const res = await alice.request('GET', '/api/tax/export?format=pdf&kind=schedule-c');
    expect(res.headers.get('content-type')).toMatch(/application\/pdf/);
    const read = await readPdfText(new Uint8Array(await res.arrayBuffer()));
    if (!read.ok) throw new Error(read.error);
    const text = read.pages.flatMap((p) => p.items.map((i) => i.str)).join(' ');
    expect(text).toContain('Schedule C worksheet, tax year 2026');
    expect(text).toMatch(/estimates, not tax advice/);
    expect(text).toContain('Advertising');
    expect(text).toContain('$250.00');
    expect(text).toContain(`Self-employment tax: $${(s.estimate.selfEmploymentTaxCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);

    const wrongKind = await alice.json<ApiError>('GET', '/api/tax/export?format=pdf&kind=uk-expenses');
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.field).toBe('kind');
    const wrongFormat = await alice.json<ApiError>('GET', '/api/tax/export?format=xls');
    expect(wrongFormat.status).toBe(400);
    expect(wrongFormat.body.field).toBe('format');
  });

  it('UK settings on a USD ledger with no GBP rate: refused naming the rate, no pounds made of dollars', async () => {
    const r = await alice.json<TaxSummaryDto>('PUT', '/api/tax/settings', { jurisdiction: 'UK', taxYear: '2025-26', grossIncomeCents: 5_000_000 });
    expect(r.status).toBe(200);
    expect(r.body.currency).toMatchObject({ ledger: 'USD', tax: 'GBP', conversion: null });
    expect(r.body.currency.refused).toMatch(/^Your ledger is in USD; the UK estimate needs GBP amounts: no USD→GBP rate is kept\./);
    // no $250.00 Google Ads charge shown as £250.00
    expect(r.body.suggestions).toEqual([]);
    expect(r.body.nextPayment).toBeNull();
    const csv = await alice.json<ApiError>('GET', '/api/tax/export?format=csv&kind=uk-expenses');
    expect(csv.status).toBe(409);
    expect(csv.body.error).toMatch(/no USD→GBP rate is kept/);
    const chat = await alice.json<{ reply: { content: string } }>('POST', '/api/chat/ledger/messages', { message: 'How much tax should I set aside?' });
    expect(chat.body.reply.content).toMatch(/no USD→GBP rate is kept/);
    expect(chat.body.reply.content).not.toMatch(/£/);
  });

  it('UK settings: HMRC groups, Class 4, payments on account; UK expenses summary export, converted at the stated rate', async () => {
    // 1 GBP = 1.25 USD: the USD ledger's amounts become pounds at 0.8
    expect((await alice.json('PUT', '/api/settings/currency', { homeCurrency: 'USD', rates: { GBP: 1.25 } })).status).toBe(200);
    const r = await alice.json<TaxSummaryDto>('GET', '/api/tax/summary');
    expect(r.status).toBe(200);
    expect(r.body.currency.refused).toBeNull();
    expect(r.body.currency.conversion).toMatchObject({ from: 'USD', to: 'GBP', rate: 0.8, stated: '1 GBP = 1.25 USD' });
    // the day the rate was stated is the day it was saved (the server's real clock: a rate is stated now)
    expect(r.body.currencyNote).toMatch(
      /^Amounts converted from USD to GBP at 1 GBP = 1\.25 USD \(the rate you stated in Settings › Currency, stated [A-Z][a-z]{2} \d{1,2}, \d{4}\): \$100\.00 = £80\.00\.$/,
    );
    expect(r.body.currency.conversion!.asOf).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(r.body.suggestions.find((x) => x.description === 'GOOGLE ADS 8841')!.amountCents).toBe(20_000);
    expect(r.body.estimate.selfEmploymentTaxName).toBe('Class 4 National Insurance');
    expect(r.body.estimate.payments.map((p) => p.due)).toEqual(['2026-01-31', '2026-07-31', '2027-01-31']);
    expect(r.body.suggestions.find((x) => x.description === 'GOOGLE ADS 8841')!.line).toBe('advertising');
    // a US line chosen earlier is not a UK group: suggested afresh
    expect(r.body.suggestions.find((x) => x.description === 'STAPLES STORE 0042')!.chosen).toBeNull();
    const csv = await (await alice.request('GET', '/api/tax/export?format=csv&kind=uk-expenses')).text();
    expect(csv).toContain('UK allowable expenses summary, tax year 2025-26');
    expect(csv).toContain('Amounts converted from USD to GBP at 1 GBP = 1.25 USD');

    const res = await alice.request('GET', '/api/tax/export?format=pdf&kind=uk-expenses');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/pdf/);
    const text = await pdfText(await res.arrayBuffer());
    const e = r.body.estimate;
    const gbp = (cents: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(cents / 100);
    expect(text).toContain('UK allowable expenses summary, tax year 2025-26');
    expect(text).toMatch(/estimates, not tax advice/);
    // the HMRC boxes with the business spending in pounds ($250.00 is £200.00; $124.20 is £99.36), and the Class 4 estimate
    expect(text).toContain('Amounts converted from USD to GBP at 1 GBP = 1.25 USD');
    expect(text).toContain('Box 24 Advertising (entertainment is not allowable): £200.00 (1 transactions, £200.00 spent)');
    expect(text).toContain('Box 23 Phone, fax, stationery and other office costs: £99.36');
    expect(text).toContain(`Class 4 National Insurance: ${gbp(e.selfEmploymentTaxCents)}`);
    expect(text).toContain(`Total estimated tax: ${gbp(e.totalCents)}`);
    // payments on account and the MTD quarterly update periods, with the business rows themselves
    expect(text).toContain(`2026-01-31 1st payment on account: ${gbp(e.payments[0]!.amountCents)}`);
    expect(text).not.toMatch(/Balancing payment: -/);
    expect(text).toContain('2025-04-06 to 2025-07-05, update due 2025-08-07');
    expect(text).toContain('GOOGLE ADS 8841 £200.00 Advertising');
  });

  it("Ledger's chat quotes the estimate, the next payment and the top lines", async () => {
    await alice.json('PUT', '/api/tax/settings', { jurisdiction: 'US', taxYear: '2026', filingStatus: 'single' });
    const s = await summary();
    const r = await alice.json<{ reply: { content: string } }>('POST', '/api/chat/ledger/messages', { message: 'How much tax should I set aside?' });
    expect(r.status).toBe(200);
    const total = `$${(s.estimate.totalCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(r.body.reply.content).toContain(`total ${total}`);
    expect(r.body.reply.content).toContain(`due ${s.nextPayment!.due}`);
    expect(r.body.reply.content).toMatch(/Biggest expense lines: Advertising \$250\.00/);
    expect(r.body.reply.content).toMatch(/not tax advice/);
  });
});
