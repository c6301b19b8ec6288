// Chime's bills against PostgreSQL: proposed from the ledger's recurring payments (confirm or
// dismiss, and a dismissed one never comes back), each occurrence matched to its payment, the balance
// warnings under zero or under the buffer the user keeps (a stored setting), bad input named by field,
// and nobody else's bills.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillsDto } from '../../core/chime/api.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { importCsv, importFile, startStack, type Stack } from '../support/stack.ts';

const TODAY = '2026-03-17';
let stack: Stack;
let client: ApiClient;

beforeAll(async () => {
  stack = await startStack({ env: { CLOCK_TODAY: TODAY } });
  client = stack.client();
  await client.signup(uniqueEmail('bills'));
  const rows: string[] = [];
  for (const m of ['2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03']) {
    rows.push(`${m}-01,PAYROLL ACME CORP,4000.00,Checking`, `${m}-02,RENT PAYMENT OAKWOOD APARTMENTS,-1950.00,Checking`);
    if (m !== '2026-03') rows.push(`${m}-08,NETFLIX.COM,-15.49,Visa`);
    rows.push(`${m}-12,PG&E WEB ONLINE PAYMENT,-${90 + Number(m.slice(5))}.00,Checking`);
  }
  await importCsv(
    client,
    'checking.csv',
    rows.filter((r) => r.slice(0, 10) <= TODAY),
  );
});
afterAll(async () => {
  await stack?.close();
});

const bills = async () => (await client.json<BillsDto>('GET', '/api/bills')).body;

describe('bills', () => {
  it('proposes the recurring payments; confirming one makes a bill whose months are paid or missed', async () => {
    const first = await bills();
    expect(first.bills).toEqual([]);
    const names = first.proposals.map((p) => p.merchant);
    expect(names).toEqual(expect.arrayContaining(['Rent', 'Netflix']));
    const netflix = first.proposals.find((p) => p.merchant === 'Netflix')!;
    const confirmed = await client.json<BillsDto>('POST', '/api/bills/proposals/confirm', { merchantKey: netflix.merchantKey });
    expect(confirmed.status).toBe(201);
    const bill = confirmed.body.bills.find((b) => b.name === 'Netflix')!;
    expect(bill.cadence).toEqual({ kind: 'monthly', day: 8 });
    // the last 60 days and the next 60 from March 17: Feb 8 paid, Mar 8 not (a week and more ago), Apr and May to come
    expect(bill.occurrences.map((o) => [o.due, o.status])).toEqual([
      ['2026-02-08', 'paid'],
      ['2026-03-08', 'missed'],
      ['2026-04-08', 'upcoming'],
      ['2026-05-08', 'upcoming'],
    ]);
    expect(confirmed.body.proposals.find((p) => p.merchant === 'Netflix')).toBeUndefined();
  });

  it("Chime's chat answers from the bills, with the same matching as the page", async () => {
    const r = await client.json<{ reply: { content: string } }>('POST', '/api/chat/chime/messages', { message: 'What bills are coming up?' });
    expect(r.status).toBe(200);
    expect(r.body.reply.content).toContain('Not paid yet:\n- Netflix $15.49, due Mar 8: missed.');
    expect(r.body.reply.content).toContain('Apr 8: Netflix $15.49');
    // "this month" is this month (issue 31): the missed Netflix, and April's not in it
    const month = await client.json<{ reply: { content: string } }>('POST', '/api/chat/chime/messages', { message: "What's due this month?" });
    expect(month.body.reply.content).toContain('Not paid yet:\n- Netflix $15.49, due Mar 8: missed.');
    expect(month.body.reply.content).toMatch(/due this month \(to Mar 31\)/);
    expect(month.body.reply.content).not.toContain('Apr 8: Netflix');
  });

  it('a dismissed proposal is not proposed again', async () => {
    const rent = (await bills()).proposals.find((p) => p.merchant === 'Rent')!;
    const after = await client.json<BillsDto>('POST', '/api/bills/proposals/dismiss', { merchantKey: rent.merchantKey });
    expect(after.body.proposals.find((p) => p.merchant === 'Rent')).toBeUndefined();
    await importCsv(client, 'more.csv', ['2026-03-16,STARBUCKS STORE 10482,-4.50,Visa']);
    expect((await bills()).proposals.find((p) => p.merchant === 'Rent')).toBeUndefined();
  });

  it('creates a bill by hand, and names the field of bad input', async () => {
    const made = await client.json<BillsDto>('POST', '/api/bills', {
      name: 'Car insurance',
      payee: 'GEICO',
      expected: { kind: 'exact', cents: 12_850 },
      cadence: { kind: 'monthly', day: 31 },
      anchor: '2026-01-31',
    });
    expect(made.status).toBe(201);
    // day 31 falls on February's last day
    expect(made.body.bills.find((b) => b.name === 'Car insurance')!.occurrences.map((o) => o.due)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
    for (const [body, field] of [
      [{ name: 'x', expected: { kind: 'exact', cents: 0 }, cadence: { kind: 'weekly' }, anchor: TODAY }, 'cents'],
      [{ name: 'x', expected: { kind: 'exact', cents: 100 }, cadence: { kind: 'every-n-days', n: 0 }, anchor: TODAY }, 'every 0 days'],
      [{ name: 'x', expected: { kind: 'exact', cents: 100 }, cadence: { kind: 'yearly', month: 2, day: 31 }, anchor: TODAY }, 'February has no 31st'],
      [{ name: 'x', expected: { kind: 'exact', cents: 100 }, cadence: { kind: 'weekly' }, anchor: '2026-02-30' }, 'anchor'],
    ] as const) {
      const r = await client.json<{ error: string }>('POST', '/api/bills', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error).toContain(field);
    }
  });

  it('warns when Crystal projects the balance under zero or the buffer on an upcoming due date', async () => {
    const c = stack.client();
    await c.signup(uniqueEmail('tight'));
    const rows = ['Date,Description,Amount,Account,Balance'];
    let balance = 500_000;
    for (const m of ['2025-12', '2026-01', '2026-02', '2026-03']) {
      balance -= 195_000;
      rows.push(`${m}-02,RENT PAYMENT OAKWOOD APARTMENTS,-1950.00,Checking,${(balance / 100).toFixed(2)}`);
    }
    // $5,000 less four rents: $−2,800 by March; the April rent is due with nothing coming in
    await importFile(c, 'tight.csv', rows.join('\n'));
    const rent = (await c.json<BillsDto>('GET', '/api/bills')).body.proposals.find((p) => p.merchant === 'Rent')!;
    const made = (await c.json<BillsDto>('POST', '/api/bills/proposals/confirm', { merchantKey: rent.merchantKey })).body;
    expect(made).toMatchObject({ bufferCents: 50_000, bufferSet: false, projectedFrom: { cents: -280_000, asOf: '2026-03-02' } });
    expect(made.bills[0]!.warnings.map((w) => [w.due, w.below])).toEqual([
      ['2026-04-02', 'zero'],
      ['2026-05-02', 'zero'],
    ]);
    // with no statement balance there is nothing to project from, and no warning
    const none = (await client.json<BillsDto>('GET', '/api/bills')).body;
    expect(none.projectedFrom).toBeNull();
    expect(none.bills.flatMap((b) => b.warnings)).toEqual([]);
  });

  it('warns under the buffer the user keeps, a setting stored for them alone', async () => {
    const c = stack.client();
    await c.signup(uniqueEmail('cushion'));
    const rows = ['Date,Description,Amount,Account,Balance'];
    let balance = 1_000_000;
    for (const m of ['2025-12', '2026-01', '2026-02', '2026-03']) {
      balance += 400_000;
      rows.push(`${m}-01,PAYROLL ACME CORP,4000.00,Checking,${(balance / 100).toFixed(2)}`);
      balance -= 195_000;
      rows.push(`${m}-02,RENT PAYMENT OAKWOOD APARTMENTS,-1950.00,Checking,${(balance / 100).toFixed(2)}`);
    }
    // $10,000 and four months of $2,050 saved: far over zero and over the $500 default, so no warning yet
    await importFile(c, 'cushion.csv', rows.join('\n'));
    const rent = (await c.json<BillsDto>('GET', '/api/bills')).body.proposals.find((p) => p.merchant === 'Rent')!;
    const made = (await c.json<BillsDto>('POST', '/api/bills/proposals/confirm', { merchantKey: rent.merchantKey })).body;
    expect(made).toMatchObject({ bufferCents: 50_000, bufferSet: false, projectedFrom: { cents: 1_820_000 } });
    expect(made.bills[0]!.warnings).toEqual([]);

    const setBuffer = (bufferCents: unknown) => c.json<BillsDto & { error: string; field: string }>('PUT', '/api/bills/buffer', { bufferCents });
    // a buffer of $100,000: both upcoming rents fall under it, with Crystal's figure for the day
    const high = (await setBuffer(10_000_000)).body;
    expect(high).toMatchObject({ bufferCents: 10_000_000, bufferSet: true });
    const warned = high.bills[0]!.warnings;
    expect(warned.map((w) => [w.due, w.below])).toEqual([
      ['2026-04-02', 'buffer'],
      ['2026-05-02', 'buffer'],
    ]);
    const april = warned[0]!.lowCents;
    expect(april).toBeGreaterThan(50_000);
    expect(april).toBeLessThan(10_000_000);
    // exactly the projected figure is not under it; a cent more is
    expect((await setBuffer(april)).body.bills[0]!.warnings.map((w) => w.due)).not.toContain('2026-04-02');
    expect((await setBuffer(april + 1)).body.bills[0]!.warnings.find((w) => w.due === '2026-04-02')).toEqual({
      due: '2026-04-02',
      lowCents: april,
      below: 'buffer',
    });

    // kept: the next visit reads it back; nobody else's page changes
    expect((await c.json<BillsDto>('GET', '/api/bills')).body).toMatchObject({ bufferCents: april + 1, bufferSet: true });
    expect((await client.json<BillsDto>('GET', '/api/bills')).body).toMatchObject({ bufferCents: 50_000, bufferSet: false });

    // bad input is named and changes nothing
    for (const [value, message] of [
      [-100, 'bufferCents: must not be negative: give 0 or more'],
      [12.5, 'bufferCents: must be whole cents'],
      ['500', 'The field "bufferCents" is missing or is not a number.'],
      [1e12, 'bufferCents: is too large (at most $10,000,000)'],
    ] as const) {
      const bad = await setBuffer(value);
      expect(bad.status, String(value)).toBe(400);
      expect(bad.body).toMatchObject({ error: message, field: 'bufferCents' });
    }
    expect((await c.json<BillsDto>('GET', '/api/bills')).body.bufferCents).toBe(april + 1);
    // zero: only a balance under zero is warned of
    expect((await setBuffer(0)).body).toMatchObject({ bufferCents: 0, bufferSet: true, bills: [{ warnings: [] }] });
  });

  it('another user sees and deletes none of it', async () => {
    const mine = (await bills()).bills;
    const other = stack.client();
    await other.signup(uniqueEmail('other'));
    expect((await other.json<BillsDto>('GET', '/api/bills')).body.bills).toEqual([]);
    expect((await other.json('DELETE', `/api/bills/${mine[0]!.id}`)).status).toBe(404);
    expect((await client.json<BillsDto>('DELETE', `/api/bills/${mine[0]!.id}`)).body.bills).toHaveLength(mine.length - 1);
  });
});
