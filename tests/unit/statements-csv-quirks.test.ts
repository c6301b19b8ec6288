// One small file per quirk of real bank CSV/TXT exports (tests/fixtures/csv/), read the way the
// worker reads an upload: bytes in, transactions and warnings out.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCsvStatement } from '../../core/parsers/table/csv.ts';
import { parseStatementBytes } from '../../core/parsers/statement.ts';

const bytes = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/csv/${name}`, import.meta.url)));
const parse = (name: string, opts: { dateOrder?: 'MDY' | 'DMY' } = {}) => parseStatementBytes(bytes(name), 'csv', opts);
const rows = (r: ReturnType<typeof parse>) => r.items.map((t) => [t.date, t.description, t.amountCents]);

describe('bank CSV quirks', () => {
  it('German: preamble, semicolons, quoted cells, decimal commas with thousands dots, payee — Verwendungszweck', () => {
    const r = parse('german-semicolon.csv');
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]); // DD.MM.YYYY with every day ≤ 12 is still day-first
    expect(r.dateOrderAmbiguous).toBe(false);
    expect(r.items).toEqual([
      { date: '2024-03-01', description: 'ACME GmbH — Gehalt März 2024', amountCents: 245000, account: null, balanceCents: 345000 },
      { date: '2024-03-04', description: 'REWE Markt GmbH — REWE SAGT DANKE 4711', amountCents: -8742, account: null, balanceCents: 336258 },
      { date: '2024-03-05', description: 'Shell Deutschland — Tankstelle 0815', amountCents: -104015, account: null, balanceCents: 232243 },
      { date: '2024-03-11', description: 'Vermieter Müller — Miete März', amountCents: -95000, account: null, balanceCents: 137243 },
    ]);
  });

  it('French: Date opération / Libellé / Débit / Crédit / Solde, "1 234,56" with plain and no-break spaces', () => {
    const r = parse('french.csv');
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(r.items.map((t) => [t.date, t.description, t.amountCents, t.balanceCents])).toEqual([
      ['2024-04-02', 'CB CARREFOUR MARKET 01/04', -4590, 195410],
      ['2024-04-05', 'VIR SEPA SALAIRE AVRIL', 230000, 425410],
      ['2024-04-15', 'PRLV SEPA EDF', -112035, 313375],
    ]);
  });

  it('Spanish: Fecha Operación / Concepto / Importe / Saldo, "-1.105,20"', () => {
    const r = parse('spanish.csv');
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(rows(r)).toEqual([
      ['2024-05-03', 'COMPRA TARJ. MERCADONA VALENCIA', -6235],
      ['2024-05-10', 'NÓMINA MAYO EMPRESA SL', 185000],
      ['2024-05-20', 'RECIBO IBERDROLA CLIENTES', -110520],
    ]);
    expect(r.items.map((t) => t.balanceCents)).toEqual([143765, 328765, 218245]);
  });

  it('Spanish Cargo/Abono columns', () => {
    const r = parseCsvStatement('Fecha;Descripción;Cargo;Abono;Saldo\n15/01/2024;BIZUM ANA;;25,00;125,00\n16/01/2024;REPSOL;40,00;;85,00\n');
    expect(rows(r)).toEqual([
      ['2024-01-15', 'BIZUM ANA', 2500],
      ['2024-01-16', 'REPSOL', -4000],
    ]);
    expect(r.warnings).toEqual([]);
  });

  it('Dutch (ING): unsigned Bedrag with an Af/Bij column, YYYYMMDD dates, Naam / Omschrijving — Mededelingen', () => {
    const r = parse('dutch-af-bij.csv');
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(r.items).toEqual([
      {
        date: '2024-01-02',
        description: 'Albert Heijn 1234 — Pasvolgnr:001 02-01-2024 18:03',
        amountCents: -2345,
        account: 'NL12INGB0001234567',
        balanceCents: null,
      },
      { date: '2024-01-25', description: 'Werkgever BV — Salaris januari', amountCents: 275000, account: 'NL12INGB0001234567', balanceCents: null },
      { date: '2024-01-28', description: 'Belastingdienst — Aanslag 2023', amountCents: -123456, account: 'NL12INGB0001234567', balanceCents: null },
    ]);
  });

  it('no header row: dates, amounts and the running balance found from the columns themselves', () => {
    const r = parse('headerless.csv');
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(r.items).toEqual([
      { date: '2024-03-01', description: 'POS 4421 STARBUCKS SEATTLE WA', amountCents: -450, account: null, balanceCents: 199550 },
      { date: '2024-03-02', description: 'DIRECT DEPOSIT ACME CORP PAYROLL', amountCents: 245000, account: null, balanceCents: 444550 },
      { date: '2024-03-15', description: 'ONLINE PAYMENT CITI CARD', amountCents: -30000, account: null, balanceCents: 414550 },
    ]);
  });

  it('no header and unsigned amounts: read as spending, and said so', () => {
    const r = parseCsvStatement('27 Feb 2018,UMC-, 7.80, ,MCDONALDS KIOSK 22FEB,,,\n28 Feb 2018,UMC-, 12.00, ,NTUC FAIRPRICE,,,\n');
    expect(rows(r)).toEqual([
      ['2018-02-27', 'MCDONALDS KIOSK 22FEB', -780],
      ['2018-02-28', 'NTUC FAIRPRICE', -1200],
    ]);
    expect(r.warnings).toEqual(['This file has no column headers and its amounts carry no sign; they were read as spending (negative).']);
  });

  it('card export with purchases positive and the payment negative: signs flipped, with a warning', () => {
    const r = parse('card-positive-purchases.csv');
    expect(r.errors).toEqual([]);
    expect(rows(r)).toEqual([
      ['2024-01-03', 'UBER EATS', -2318],
      ['2024-01-05', 'WHOLE FOODS MARKET', -8742],
      ['2024-01-09', 'AUTOPAY PAYMENT - THANK YOU', 51230],
      ['2024-01-12', 'DELTA AIR LINES', -41200],
      ['2024-01-20', 'AMAZON MARKETPLACE', -3599],
    ]);
    expect(r.warnings).toEqual([
      'This looks like a credit-card export that lists purchases as positive amounts (the few negative rows are payments such as "AUTOPAY PAYMENT - THANK YOU"); the signs were flipped so spending is negative and payments positive.',
    ]);
  });

  it('card export whose Type column calls positive amounts "Sale": flipped; a Chase export (sales negative) is left alone', () => {
    const flipped = parseCsvStatement(
      'Transaction Date,Description,Type,Amount\n01/22/2024,STARBUCKS,Sale,4.50\n01/23/2024,PAYMENT THANK YOU,Payment,-100.00\n',
    );
    expect(rows(flipped)).toEqual([
      ['2024-01-22', 'STARBUCKS', -450],
      ['2024-01-23', 'PAYMENT THANK YOU', 10000],
    ]);
    expect(flipped.warnings).toEqual([
      'The "Type" column marks purchases with positive amounts, as card exports do; the signs were flipped so spending is negative and payments positive.',
    ]);
    const chase = parseCsvStatement('Transaction Date,Description,Type,Amount\n01/22/2024,STARBUCKS,Sale,-4.50\n01/23/2024,Payment Thank You,Payment,100.00\n');
    expect(rows(chase)).toEqual([
      ['2024-01-22', 'STARBUCKS', -450],
      ['2024-01-23', 'Payment Thank You', 10000],
    ]);
    expect(chase.warnings).toEqual([]);
  });

  it('an account whose amounts are mostly positive without card payments is not flipped', () => {
    const r = parseCsvStatement(
      'Date,Description,Amount\n2024-01-02,INTEREST,1.20\n2024-01-05,TRANSFER IN,500.00\n2024-01-09,DEPOSIT,80.00\n2024-01-12,ATM WITHDRAWAL,-60.00\n',
    );
    expect(r.items.map((t) => t.amountCents)).toEqual([120, 50000, 8000, -6000]);
    expect(r.warnings).toEqual([]);
  });

  it('a running balance that breaks: imported anyway, the first row where it breaks named with the gap', () => {
    const r = parse('running-balance-mismatch.csv');
    expect(r.errors).toEqual([]);
    expect(r.items).toHaveLength(5);
    expect(r.warnings).toEqual([
      `Running balance doesn't add up at the 2024-02-09 row "GAS STATION 22" (-$35.00): the balance before it, $1,397.90, plus -$35.00 is $1,362.90, but the statement shows $1,352.90 (gap $10.00). Imported anyway; check for missing rows.`,
    ]);
  });

  it('UTF-16 (Excel "Unicode text"): BOM, tabs, accents and the euro sign', () => {
    expect(bytes('utf16.csv').slice(0, 2)).toEqual(new Uint8Array([0xff, 0xfe]));
    const r = parse('utf16.csv');
    expect(r.errors).toEqual([]);
    expect(rows(r)).toEqual([
      ['2024-06-01', 'Café de Flore', -1250],
      ['2024-06-02', 'Bäckerei Müller — €', -320],
      ['2024-06-03', 'Salary', 250000],
    ]);
  });

  it('Windows-1252: umlauts, ß and € (0x80) come through, headers with umlauts are recognised', () => {
    expect(bytes('windows-1252.csv')).toContain(0x80);
    const r = parse('windows-1252.csv');
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(rows(r)).toEqual([
      ['2024-02-15', 'Bäckerei Größ — Brötchen für 4 €', -480],
      ['2024-02-16', 'Müller Straße GmbH — Miete Februar', -85000],
    ]);
  });

  it('trailing summary rows: totals skipped quietly, opening and closing balances kept and checked', () => {
    const r = parse('trailing-summary.csv');
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]); // 1,000.00 − 123.45 + 500.00 = 1,376.55: it adds up
    expect(rows(r)).toEqual([
      ['2024-01-02', 'SAINSBURYS S/MKTS', -2340],
      ['2024-01-05', 'TFL TRAVEL CH', -1280],
      ['2024-01-25', 'SALARY ACME LTD', 50000],
      ['2024-01-28', 'THAMES WATER', -8725],
    ]);
    expect([r.openingBalanceCents, r.closingBalanceCents]).toEqual([100000, 137655]);
  });

  it('a disclaimer under the table and a "Transactions Total" row are not transactions', () => {
    const r = parseCsvStatement(
      'Date,Action,Amount\n01/27/2023,DIRECT DEBIT,-10\n,,\n"The data in this spreadsheet is provided for information only.",,\nDate downloaded 01/24/2023 10:28 am,,\n"Transactions Total","","-$10.00",\n',
    );
    expect(rows(r)).toEqual([['2023-01-27', 'DIRECT DEBIT', -1000]]);
    expect(r.warnings).toEqual([]);
  });

  it('dates with month names: "Jan 5, 2024", "January 15, 2024", "05-Feb-2024", "Mon, 12 Feb 2024"', () => {
    const r = parse('month-names.csv');
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(r.dateOrderAmbiguous).toBe(false);
    expect(r.items.map((t) => t.date)).toEqual(['2024-01-05', '2024-01-15', '2024-02-05', '2024-02-12']);
  });

  it('ambiguous dates (every day ≤ 12): flagged, read as month/day unless the caller says day/month', () => {
    const us = parse('ambiguous-dates.csv');
    expect(us.dateOrderAmbiguous).toBe(true);
    expect(us.items.map((t) => t.date)).toEqual(['2024-01-02', '2024-03-04', '2024-05-06']);
    expect(us.warnings).toEqual(['Dates in the "Date" column could be month/day or day/month (no day above 12); they were read as month/day/year.']);
    const eu = parse('ambiguous-dates.csv', { dateOrder: 'DMY' });
    expect(eu.dateOrderAmbiguous).toBe(true);
    expect(eu.items.map((t) => t.date)).toEqual(['2024-02-01', '2024-04-03', '2024-06-05']);
    expect(eu.warnings[0]).toMatch(/read as day\/month\/year\.$/);
    // a day above 12 anywhere in the column settles it, whatever the caller prefers
    const settled = parseCsvStatement('Date,Description,Amount\n01/02/2024,A,-1\n13/02/2024,B,-1\n', { dateOrder: 'MDY' });
    expect(settled.dateOrderAmbiguous).toBe(false);
    expect(settled.items.map((t) => t.date)).toEqual(['2024-02-01', '2024-02-13']);
  });

  it('opening and closing balances stated above the table that do not add up: warning with the gap, rows imported', () => {
    const r = parse('balances-gap.csv');
    expect(r.errors).toEqual([]);
    expect(rows(r)).toEqual([
      ['2024-03-01', 'RENT SHARE', -20000],
      ['2024-03-02', 'GROCERIES', -5000],
    ]);
    expect(r.warnings).toEqual([
      "Balances don't add up: opening $1,000.00 + transactions -$250.00 = $750.00, but the statement says closing $700.00 (gap $50.00). Imported anyway; check for missing rows.",
    ]);
  });

  it('details continued on the next line are joined to their transaction (OCBC)', () => {
    const r = parseCsvStatement(
      'Transaction date,Value date,Description,Withdrawals (SGD),Deposits (SGD)\n18/04/2018,18/04/2018,DEBIT PURCHASE,6.66,\n,,15/04/18 UBER EATS HELP.UBER\n17/04/2018,17/04/2018,SALARY,,100.00\n',
    );
    expect(rows(r)).toEqual([
      ['2018-04-18', 'DEBIT PURCHASE 15/04/18 UBER EATS HELP.UBER', -666],
      ['2018-04-17', 'SALARY', 10000],
    ]);
    expect(r.warnings).toEqual([]);
  });

  it('pending rows are not imported, with one warning naming them', () => {
    const r = parseCsvStatement(
      'Date,Description,Amount,\nPending,SKY,£8.99,\n12-Dec-2019,NEXT,£80.99,\n02-Dec-2019,PAYMENT RECEIVED - THANK YOU,"+ £1,100.00",CR\n',
    );
    expect(rows(r)).toEqual([
      ['2019-12-12', 'NEXT', -8099],
      ['2019-12-02', 'PAYMENT RECEIVED - THANK YOU', 110000],
    ]);
    expect(r.warnings).toEqual([
      'Row 2 is a pending transaction with no posting date yet; it was not imported and will appear on a later statement once posted.',
    ]);
    const status = parseCsvStatement('Date,Status,Description,Amount\n2024-01-02,Posted,A,-1.00\n2024-01-03,Pending,B,-2.00\n');
    expect(rows(status)).toEqual([['2024-01-02', 'A', -100]]);
    expect(status.warnings).toEqual(['One row marked "pending" in the "Status" column was not imported.']);
  });

  it('HTML entities in descriptions are decoded ("KOKO CHICKEN &amp; BBQ")', () => {
    const r = parseCsvStatement('Date,Description,Amount\n11/28/2020,KOKO CHICKEN &amp; BBQ,-16.15\n');
    expect(r.items[0]!.description).toBe('KOKO CHICKEN & BBQ');
  });

  it('a brokerage export: Action and Symbol lead the description', () => {
    const r = parseCsvStatement(
      '"Date","Action","Symbol","Description","Quantity","Amount"\n"04/27/2023","Buy","BND","VANGUARD TOTAL BOND MARKET ETF","45","-$3320.05"\n',
    );
    expect(rows(r)).toEqual([['2023-04-27', 'Buy BND — VANGUARD TOTAL BOND MARKET ETF', -332005]]);
  });

  it('a TXT export with columns aligned by spaces', () => {
    const text =
      'Date         Description                   Amount\n2024-01-02   STARBUCKS STORE 1234          -4.50\n2024-01-03   PAYROLL ACME CORP          2,450.00\n';
    const r = parseStatementBytes(new TextEncoder().encode(text), 'txt');
    expect(r.errors).toEqual([]);
    expect(rows(r)).toEqual([
      ['2024-01-02', 'STARBUCKS STORE 1234', -450],
      ['2024-01-03', 'PAYROLL ACME CORP', 245000],
    ]);
  });

  it('a header the parser does not know at all, over dated rows, is read from the contents', () => {
    const r = parseCsvStatement('Wann,Was,Wieviel\n2024-01-02,BÄCKEREI,-3.20\n2024-01-03,GEHALT,2000.00\n2024-01-04,KINO,-12.00\n2024-01-05,APOTHEKE,-7.45\n');
    expect(rows(r)).toEqual([
      ['2024-01-02', 'BÄCKEREI', -320],
      ['2024-01-03', 'GEHALT', 200000],
      ['2024-01-04', 'KINO', -1200],
      ['2024-01-05', 'APOTHEKE', -745],
    ]);
  });
});
