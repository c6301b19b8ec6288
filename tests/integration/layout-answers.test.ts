// Byte's answers remembered per layout (issue 18), through the real server and worker: the day/month
// order (of a CSV, and of a QIF file, recognized by its exporter's template), the columns of a PDF
// table Byte doubts (reassigned by the user, remembered per table header), a reading of the columns of a half-known header (asked because it was a guess), and the sign
// of a PDF statement's unsigned amounts. The next file of the same layout is read without asking;
// a file of another layout is asked again.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AmountSignQuestion, ColumnsQuestion } from '../../core/documents/question.ts';
import type { TransactionPage } from '../../core/ledger/api.ts';
import type { ApiClient } from '../support/api.ts';
import { acceptedId, documentQuestion, documentSettled, startStackWithUser, type Stack } from '../support/stack.ts';
import { statementPdf, type PdfRow } from '../support/statement-pdf.ts';

let stack: Stack;
let client: ApiClient;
beforeAll(async () => {
  ({ stack, client } = await startStackWithUser('layouts'));
});
afterAll(async () => {
  await stack?.close();
});

const upload = async (name: string, content: string | Uint8Array) => acceptedId((await client.upload([{ name, content }])).body);
const rowsOf = async (...descriptions: string[]) =>
  (await client.json<TransactionPage>('GET', '/api/transactions?limit=200')).body.items
    .filter((t) => descriptions.includes(t.description))
    .map((t) => [t.date, t.description, t.amountCents])
    .sort();
const answer = async (id: string, body: object) => expect((await client.json('POST', `/api/documents/${id}/answer`, body)).status).toBe(200);

describe('the day/month order is remembered per layout', () => {
  it('answered once, the next file of the layout is read the same way without asking; another layout is asked', async () => {
    const first = await upload('dates-march.csv', 'Date,Description,Amount\n03/04/2026,STARBUCKS STORE 12,-4.10\n05/06/2026,SHELL OIL 99,-30.00\n');
    expect((await documentQuestion(client, first)).question.type).toBe('date-order');
    await answer(first, { dateOrder: 'DMY' });
    expect(await documentSettled(client, first)).toMatchObject({ status: 'completed', imported: 2 });

    const next = await documentSettled(
      client,
      await upload('dates-april.csv', 'Date,Description,Amount\n02/07/2026,TESCO METRO 4,-2.00\n08/09/2026,BOOTS 3,-5.00\n'),
    );
    expect(next).toMatchObject({ status: 'completed', imported: 2, question: null });
    expect(next.warnings).toContain('Read the dates day first, as you answered for an earlier file laid out like this one.');
    expect(await rowsOf('TESCO METRO 4', 'BOOTS 3')).toEqual([
      ['2026-07-02', 'TESCO METRO 4', -200],
      ['2026-09-08', 'BOOTS 3', -500],
    ]);

    // the same columns with another delimiter are another layout: asked again
    const other = await upload('dates-semicolon.csv', 'Date;Description;Amount\n01/02/2026;BAKERY 9;-3.00\n04/05/2026;CINEMA 2;-9.00\n');
    expect((await documentQuestion(client, other)).question.type).toBe('date-order');
  });
});

describe('a QIF file with dates that read either way', () => {
  // one bank's export: !Account block, zero-padded dd/mm/yyyy, the same fields in every record
  const qif = (rows: [string, string, string][]) =>
    ['!Account', 'NEveryday', 'TBank', '^', '!Type:Bank', ...rows.flatMap(([d, t, p]) => [`D${d}`, `T${t}`, `P${p}`, 'M', '^'])].join('\n') + '\n';

  it('asks once; the next file of the same layout is read day first without asking, with a note; another layout is asked', async () => {
    const first = await upload(
      'everyday-march.qif',
      qif([
        ['03/04/2026', '-12.50', 'GREENGROCER QIF'],
        ['07/04/2026', '-3.20', 'BAKERY QIF'],
      ]),
    );
    expect((await documentQuestion(client, first)).question.type).toBe('date-order');
    await answer(first, { dateOrder: 'DMY' });
    expect(await documentSettled(client, first)).toMatchObject({ status: 'completed', imported: 2 });
    expect(await rowsOf('GREENGROCER QIF', 'BAKERY QIF')).toEqual([
      ['2026-04-03', 'GREENGROCER QIF', -1250],
      ['2026-04-07', 'BAKERY QIF', -320],
    ]);

    // another month, other payees and amounts: the same exporter's template
    const next = await documentSettled(
      client,
      await upload(
        'everyday-may.qif',
        qif([
          ['02/05/2026', '-40.00', 'FUEL QIF'],
          ['11/05/2026', '-8.99', 'STREAMING QIF'],
          ['12/05/2026', '1,200.00', 'SALARY QIF'],
        ]),
      ),
    );
    expect(next).toMatchObject({ status: 'completed', imported: 3, question: null });
    expect(next.warnings).toContain('Read the dates day first, as you answered for an earlier file laid out like this one.');
    expect(await rowsOf('FUEL QIF', 'STREAMING QIF', 'SALARY QIF')).toEqual([
      ['2026-05-02', 'FUEL QIF', -4000],
      ['2026-05-11', 'STREAMING QIF', -899],
      ['2026-05-12', 'SALARY QIF', 120000],
    ]);

    // Quicken's own dates (month/day'yy) are another source: asked again
    const quicken = await upload('quicken.qif', "!Type:Bank\nD1/ 2'26\nT-5.00\nPNEWSAGENT QIF\n^\nD3/ 4'26\nT-6.00\nPLAUNDRY QIF\n^\n");
    expect((await documentQuestion(client, quicken)).question.type).toBe('date-order');
  });
});

describe('a half-known header whose columns Byte had to guess', () => {
  it('asks the columns question with the rows as cells, reads the columns as the user set them, and remembers them', async () => {
    const csv = readFileSync(new URL('../fixtures/statements/unseen/half-known-two-amounts.csv', import.meta.url), 'utf8');
    const id = await upload('half-known.csv', csv);
    const q = (await documentQuestion(client, id)).question as ColumnsQuestion;
    expect(q.type).toBe('columns');
    expect(q.columns).toEqual([
      { name: 'Date', role: 'date' },
      { name: 'Description', role: 'description' },
      { name: 'Wert', role: 'amount' },
      { name: 'Wert FX', role: '' },
    ]);
    expect(q.preview[0]).toEqual({ date: '2026-03-04', description: 'TESCO STORES 3307', amountCents: -2310 });
    expect(q.sample?.header).toEqual(['Date', 'Description', 'Wert', 'Wert FX']);
    await answer(id, { columnRoles: ['date', 'description', '', 'amount'] });
    expect(await documentSettled(client, id)).toMatchObject({ status: 'completed', imported: 3 });
    expect(await rowsOf('TESCO STORES 3307', 'THAMES WATER')).toEqual([
      ['2026-03-04', 'TESCO STORES 3307', -2740],
      ['2026-03-07', 'THAMES WATER', -4865],
    ]);

    const next = await documentSettled(client, await upload('half-known-april.csv', 'Date,Description,Wert,Wert FX\n2026-04-02,ODEON CINEMA,-12.00,-14.25\n'));
    expect(next).toMatchObject({ status: 'completed', imported: 1, question: null });
    expect(next.warnings).toContain('Read the columns as you set them for an earlier file laid out like this one.');
    expect(await rowsOf('ODEON CINEMA')).toEqual([['2026-04-02', 'ODEON CINEMA', -1425]]);
  });
});

describe('a PDF statement with one unsigned Amount column', () => {
  const pdf = (rows: PdfRow[], statementDate: string) => statementPdf({ title: 'Northwind Bank', statementDate, rows });

  it('Byte asks instead of guessing, imports the amounts as answered, and reads the next PDF of the layout without asking', async () => {
    const march = await pdf(
      [
        { date: '03/02', description: 'GREENGROCER 12', amount: '23.10' },
        { date: '03/05', description: 'BOOKSHOP CENTRAL', amount: '12.00' },
        { date: '03/09', description: 'PHARMACY 7', amount: '8.45' },
      ],
      '03/31/2026',
    );
    const id = await upload('northwind-march.pdf', march);
    const q = (await documentQuestion(client, id)).question as AmountSignQuestion;
    expect(q.type).toBe('amount-sign');
    expect(q.message).toContain('("Amount" column) have no plus or minus sign');
    expect(q.columns.map((c) => `${c.name}:${c.role}`)).toEqual(['Date:date', 'Description:description', 'Amount:amount']);
    expect(q.preview.map((r) => r.amountCents)).toEqual([-2310, -1200, -845]);
    // nothing is imported before the answer
    expect(await rowsOf('GREENGROCER 12')).toEqual([]);
    await answer(id, { amountSign: 'spent' });
    expect(await documentSettled(client, id)).toMatchObject({ status: 'completed', imported: 3 });
    expect(await rowsOf('GREENGROCER 12', 'BOOKSHOP CENTRAL', 'PHARMACY 7')).toEqual([
      ['2026-03-02', 'GREENGROCER 12', -2310],
      ['2026-03-05', 'BOOKSHOP CENTRAL', -1200],
      ['2026-03-09', 'PHARMACY 7', -845],
    ]);

    const april = await pdf(
      [
        { date: '04/03', description: 'HARDWARE STORE', amount: '41.99' },
        { date: '04/06', description: 'TAXI 88', amount: '16.50' },
      ],
      '04/30/2026',
    );
    const next = await documentSettled(client, await upload('northwind-april.pdf', april));
    expect(next).toMatchObject({ status: 'completed', imported: 2, question: null });
    expect(next.warnings).toContain('Read the amounts as money spent, as you answered for an earlier file laid out like this one.');
    expect(await rowsOf('HARDWARE STORE', 'TAXI 88')).toEqual([
      ['2026-04-03', 'HARDWARE STORE', -4199],
      ['2026-04-06', 'TAXI 88', -1650],
    ]);
  });
});

describe('a PDF statement whose table has two columns Byte would add together', () => {
  const pdf = (rows: PdfRow[], statementDate: string) => statementPdf({ title: 'Caravel Bank', statementDate, rows, extraColumn: 'Amount EUR' });

  it('asks about the columns, reads the one the user chose, and reads the next PDF of that header the same way without asking', async () => {
    const march = await pdf(
      [
        { date: '03/03', description: 'HOTEL LISBOA', amount: '-120.00', extra: '-110.40' },
        { date: '03/06', description: 'MUSEU NACIONAL', amount: '-15.00', extra: '-13.80' },
        { date: '03/20', description: 'SALARY CARAVEL', amount: '2,000.00', extra: '1,840.00' },
      ],
      '03/31/2026',
    );
    const id = await upload('caravel-march.pdf', march);
    const q = (await documentQuestion(client, id)).question as ColumnsQuestion;
    expect(q.type).toBe('columns');
    expect(q.message).toContain('both "Amount" and "Amount EUR" read as amounts, which would be added together');
    expect(q.columns.map((c) => `${c.name}:${c.role}`)).toEqual(['Date:date', 'Description:description', 'Amount:amount', 'Amount EUR:amount']);
    // the preview shows Byte's reading as it is (the two added); the page's lines ride along for a redraw
    expect(q.preview[0]).toEqual({ date: '2026-03-03', description: 'HOTEL LISBOA', amountCents: -23040 });
    expect(q.pdfSample?.pages.length).toBe(1);
    expect(q.sample).toBeUndefined();
    expect(await rowsOf('HOTEL LISBOA')).toEqual([]);

    await answer(id, { columnRoles: ['date', 'description', '', 'amount'] });
    expect(await documentSettled(client, id)).toMatchObject({ status: 'completed', imported: 3 });
    expect(await rowsOf('HOTEL LISBOA', 'MUSEU NACIONAL', 'SALARY CARAVEL')).toEqual([
      ['2026-03-03', 'HOTEL LISBOA', -11040],
      ['2026-03-06', 'MUSEU NACIONAL', -1380],
      ['2026-03-20', 'SALARY CARAVEL', 184000],
    ]);

    const april = await pdf(
      [
        { date: '04/02', description: 'FERRY TEJO', amount: '-5.00', extra: '-4.60' },
        { date: '04/08', description: 'BAKERY BELEM', amount: '-8.00', extra: '-7.36' },
      ],
      '04/30/2026',
    );
    const next = await documentSettled(client, await upload('caravel-april.pdf', april));
    expect(next).toMatchObject({ status: 'completed', imported: 2, question: null });
    expect(next.warnings).toContain('Read the columns as you set them for an earlier file laid out like this one.');
    expect(await rowsOf('FERRY TEJO', 'BAKERY BELEM')).toEqual([
      ['2026-04-02', 'FERRY TEJO', -460],
      ['2026-04-08', 'BAKERY BELEM', -736],
    ]);
  });
});
