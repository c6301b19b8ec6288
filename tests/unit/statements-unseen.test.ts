// Statements from banks nobody tuned Byte for (issue 18): one small file per class of failure,
// tests/fixtures/statements/unseen/, read the way the worker reads an upload (bytes and file name in).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CsvOptions } from '../../core/parsers/table/csv.ts';
import { parseStatementBytes } from '../../core/parsers/statement.ts';
import { layoutFingerprint } from '../../core/parsers/sign.ts';

const parse = (name: string, opts: CsvOptions = {}) =>
  parseStatementBytes(new Uint8Array(readFileSync(new URL(`../fixtures/statements/unseen/${name}`, import.meta.url))), 'csv', { fileName: name, ...opts });
const rows = (r: ReturnType<typeof parse>) => r.items.map((t) => [t.date, t.description, t.amountCents]);

describe('money-out and money-in columns under names the vocabulary did not know', () => {
  it.each([
    [
      'money-out-in.csv',
      [
        ['2026-03-14', 'TESCO STORES 3307', -2310],
        ['2026-03-15', 'ACME LTD SALARY', 150000],
        ['2026-03-17', 'THAMES WATER', -4100],
      ],
    ],
    [
      'withdrawals-deposits.csv',
      [
        ['2026-03-04', 'SAFEWAY #1234', -5420],
        ['2026-03-05', 'PAYROLL ACME INC', 210000],
        ['2026-03-09', 'SHELL OIL 5521', -3875],
      ],
    ],
    [
      'out-in.csv',
      [
        ['2026-03-04', 'PRET A MANGER', -645],
        ['2026-03-05', 'TRANSFER FROM SAVINGS', 20000],
        ['2026-03-06', 'TFL TRAVEL CH', -280],
      ],
    ],
    [
      'belastung-gutschrift.csv',
      [
        ['2026-03-04', 'Migros Zürich', -4230],
        ['2026-03-05', 'Lohn März', 520000],
      ],
    ],
    [
      'uscite-entrate.csv',
      [
        ['2026-03-04', 'PAGAMENTO POS ESSELUNGA', -3215],
        ['2026-03-27', 'STIPENDIO MARZO', 185000],
        ['2026-03-28', 'ADDEBITO SDD ENEL ENERGIA', -6490],
      ],
    ],
    // money in before money out: the order of the columns does not decide which is which
    [
      'income-spending.csv',
      [
        ['2026-03-02', 'Bonus payout', 25000],
        ['2026-03-03', 'Corner shop', -840],
        ['2026-03-04', 'Bakery', -310],
      ],
    ],
  ])('%s: every row read, spending negative', (name, expected) => {
    const r = parse(name);
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(rows(r)).toEqual(expected);
  });
});

describe('a card export with one unsigned amount column', () => {
  it('nothing says which way the amounts go: Byte flags the file so the user is asked, and says how it read it', () => {
    const r = parse('purchases-march.csv');
    expect(r.errors).toEqual([]);
    expect(r.amountSignAmbiguous).toBe(true);
    expect(r.warnings).toEqual([
      'The amounts in the "Amount" column carry no sign and nothing in the file says whether they are money spent or received; they were read as money received.',
    ]);
    expect(r.columns).toEqual([
      { name: 'Transaction Date', role: 'date' },
      { name: 'Merchant', role: 'description' },
      { name: 'Amount', role: 'amount' },
    ]);
  });

  it('a file whose every row names money coming in (interest, a salary) is read as received, not asked', () => {
    const csv = 'Date,Description,Amount,Account Name\n2026-03-02,INTEREST,1.25,Savings\n2026-03-31,Zinsen Quartal,0.80,Savings\n';
    const r = parseStatementBytes(new TextEncoder().encode(csv), 'csv', { fileName: 'more.csv' });
    expect(r.amountSignAmbiguous).toBeUndefined();
    expect(rows(r)).toEqual([
      ['2026-03-02', 'INTEREST', 125],
      ['2026-03-31', 'Zinsen Quartal', 80],
    ]);
    expect(r.warnings).toEqual([
      'The amounts in the "Amount" column carry no sign; every row names money coming in (such as "INTEREST"), so they were read as money received.',
    ]);
    // one shop among them and the evidence is gone: Byte asks
    const mixed = parseStatementBytes(new TextEncoder().encode(`${csv}2026-04-01,AMAZON MKTPLACE,34.99,Savings\n`), 'csv', { fileName: 'more.csv' });
    expect(mixed.amountSignAmbiguous).toBe(true);
  });

  it('answered "money spent": purchases negative; "money received": as printed', () => {
    expect(rows(parse('purchases-march.csv', { amountSign: 'spent' }))).toEqual([
      ['2026-03-01', 'AMAZON MKTPLACE', -3499],
      ['2026-03-03', 'UBER TRIP', -1820],
      ['2026-03-06', 'STARBUCKS 4411', -575],
      ['2026-03-09', 'NETFLIX.COM', -1549],
    ]);
    const answered = parse('purchases-march.csv', { amountSign: 'spent' });
    expect(answered.amountSignAmbiguous).toBeUndefined();
    expect(answered.warnings).toEqual([]);
    expect(rows(parse('purchases-march.csv', { amountSign: 'received' })).map((r) => r[2])).toEqual([3499, 1820, 575, 1549]);
  });

  it('two files of the same export share a layout fingerprint; another header or delimiter does not', () => {
    const march = parse('purchases-march.csv').layout;
    expect(march).toMatch(/^[0-9a-f]{16}$/);
    expect(parse('purchases-april.csv').layout).toBe(march);
    expect(parse('card-thank-you.csv').layout).not.toBe(march);
    expect(layoutFingerprint(['transaction date', 'merchant', 'amount'], ';')).not.toBe(layoutFingerprint(['transaction date', 'merchant', 'amount'], ','));
  });

  it('a card issuer\'s "PAYMENT - THANK YOU" row is evidence: purchases spent, the payment money in, no question', () => {
    const r = parse('card-thank-you.csv');
    expect(r.amountSignAmbiguous).toBeUndefined();
    expect(rows(r)).toEqual([
      ['2026-03-01', 'AMAZON MKTPLACE', -3499],
      ['2026-03-03', 'UBER TRIP', -1820],
      ['2026-03-10', 'PAYMENT - THANK YOU', 50000],
      ['2026-03-12', 'TARGET 0021', -2715],
    ]);
    expect(r.warnings[0]).toContain('it reads like a card export (a row such as "PAYMENT - THANK YOU")');
  });

  it('a file name with "card" or "credit" in it is evidence', () => {
    const bytes = new Uint8Array(readFileSync(new URL('../fixtures/statements/unseen/purchases-march.csv', import.meta.url)));
    for (const fileName of ['chase_credit_card.csv', 'Visa-2026-03.csv', 'kreditkarte.csv']) {
      const r = parseStatementBytes(bytes, 'csv', { fileName });
      expect(r.amountSignAmbiguous, fileName).toBeUndefined();
      expect(
        r.items.every((t) => t.amountCents < 0),
        fileName,
      ).toBe(true);
    }
    for (const fileName of ['creditunion.csv', 'credit union export.csv', 'discard.csv']) {
      expect(parseStatementBytes(bytes, 'csv', { fileName }).amountSignAmbiguous, fileName).toBe(true);
    }
  });

  it('a running balance that goes down by each amount is evidence', () => {
    const r = parse('unsigned-balance-down.csv');
    expect(r.amountSignAmbiguous).toBeUndefined();
    expect(rows(r)).toEqual([
      ['2026-03-01', 'GROCER', -2000],
      ['2026-03-02', 'PHARMACY', -550],
      ['2026-03-04', 'CAFE', -320],
    ]);
  });
});

describe('a card export that prints purchases positive and its payment negative', () => {
  const printed = [
    ['2026-03-01', 'Padaria Real', 2345],
    ['2026-03-03', 'Uber *Trip', 1890],
    ['2026-03-05', 'Spotify', 1990],
    ['2026-03-08', 'iFood *Restaurante', 5490],
    ['2026-03-12', 'Pagamento recebido', -30000],
    ['2026-03-14', 'Posto Ipiranga', 12000],
  ];
  const flipped = printed.map(([d, t, c]) => [d, t, -(c as number)]);

  it('nothing says whether the positive amounts are purchases: read as printed, flagged so Byte asks, and said', () => {
    const r = parse('card-payment-negative.csv');
    expect(r.errors).toEqual([]);
    expect(r.amountSignAmbiguous).toBe(true);
    expect(r.amountSignMixed).toBe(true);
    expect(rows(r)).toEqual(printed);
    expect(r.warnings).toEqual([
      'Most amounts in the "amount" column are positive and a few are negative, and nothing in the file says whether the positive ones are purchases (as card exports list them) or money received (such as "Padaria Real"); they were read as money received.',
    ]);
  });

  it('answered "money spent": every sign flipped, so purchases are spending and the payment money in; "money received": as printed', () => {
    const spent = parse('card-payment-negative.csv', { amountSign: 'spent' });
    expect(rows(spent)).toEqual(flipped);
    expect(spent.amountSignAmbiguous).toBeUndefined();
    expect(spent.warnings).toEqual([]);
    expect(rows(parse('card-payment-negative.csv', { amountSign: 'received' }))).toEqual(printed);
  });

  it('a running balance that goes down by each positive amount is evidence: flipped, not asked', () => {
    const csv =
      'Date,Description,Amount,Balance\n2026-03-01,GROCER,20.00,980.00\n2026-03-02,PHARMACY,5.50,974.50\n2026-03-03,TOP-UP,-100.00,1074.50\n2026-03-04,CAFE,3.20,1071.30\n';
    const r = parseStatementBytes(new TextEncoder().encode(csv), 'csv', { fileName: 'export.csv' });
    expect(r.amountSignAmbiguous).toBeUndefined();
    expect(rows(r)).toEqual([
      ['2026-03-01', 'GROCER', -2000],
      ['2026-03-02', 'PHARMACY', -550],
      ['2026-03-03', 'TOP-UP', 10000],
      ['2026-03-04', 'CAFE', -320],
    ]);
    expect(r.warnings[0]).toContain('the running balance goes down by each positive amount');
  });

  it('a savings account whose money in is all deposits and interest, with one withdrawal: read as printed, not asked', () => {
    const csv =
      'Date,Description,Amount\n2026-03-01,DEPOSIT,200.00\n2026-03-15,INTEREST PAID,1.20\n2026-03-20,Gehalt März,2500.00\n2026-03-28,ATM WITHDRAWAL,-60.00\n';
    const r = parseStatementBytes(new TextEncoder().encode(csv), 'csv', { fileName: 'savings.csv' });
    expect(r.amountSignAmbiguous).toBeUndefined();
    expect(r.warnings).toEqual([]);
    expect(rows(r).map((x) => x[2])).toEqual([20000, 120, 250000, -6000]);
  });

  it('an account with mostly money out, as most are, is read as printed whatever its rows say', () => {
    const csv =
      'Date,Description,Amount\n2026-03-01,Padaria Real,-23.45\n2026-03-03,Uber *Trip,-18.90\n2026-03-05,Salário,3000.00\n2026-03-08,Spotify,-19.90\n';
    const r = parseStatementBytes(new TextEncoder().encode(csv), 'csv', { fileName: 'conta.csv' });
    expect(r.amountSignAmbiguous).toBeUndefined();
    expect(rows(r).map((x) => x[2])).toEqual([-2345, -1890, 300000, -1990]);
  });
});

describe('cells written as Excel formulas', () => {
  it('="2026-10-01" (a bank keeping the cell as text for Excel) is read as its value', () => {
    const csv = '"Date","Description","Amount"\n="2026-10-01","TESCO",="-12.50"\n="2026-10-02","SALARY",="2100.00"\n';
    const r = parseStatementBytes(new TextEncoder().encode(csv), 'csv', { fileName: 'export.csv' });
    expect(r.warnings).toEqual([]);
    expect(rows(r)).toEqual([
      ['2026-10-01', 'TESCO', -1250],
      ['2026-10-02', 'SALARY', 210000],
    ]);
  });
});

describe('a fee column beside the amount', () => {
  const read = (csv: string) => parseStatementBytes(new TextEncoder().encode(csv), 'csv', { fileName: 'export.csv' });

  it('the balance moves by the amount less its fee (Revolut): the fee is taken into the amount, and said', () => {
    const r = read(
      [
        'Type,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance',
        'CARD_PAYMENT,2026-10-02 08:14:22,2026-10-03 09:01:10,Pret A Manger,-6.45,0.00,GBP,COMPLETED,1243.55',
        'EXCHANGE,2026-10-07 10:00:00,2026-10-07 10:00:00,Exchanged to EUR,-100.00,0.50,GBP,COMPLETED,1143.05',
        'ATM,2026-10-08 10:00:00,2026-10-08 10:00:00,Cash at Bank X,-40.00,1.20,GBP,COMPLETED,1101.85',
        'TOPUP,2026-10-09 10:00:00,2026-10-09 10:00:00,Top-Up by *1234,200.00,0.00,GBP,COMPLETED,1301.85',
      ].join('\n'),
    );
    expect(rows(r).map((x) => x[2])).toEqual([-645, -10050, -4120, 20000]);
    expect(r.warnings).toEqual(['The running balance moves by each amount less its fee ("Fee" column), so the 2 fees were included in the amounts.']);
  });

  it('gross, fee and net (PayPal): the fee in, a row with no name kept under its type', () => {
    const r = read(
      [
        'Date,Time,Name,Type,Status,Currency,Gross,Fee,Net,Balance',
        '2026-10-01,10:12:00,eBay Seller,Express Checkout Payment,Completed,USD,-45.00,0.00,-45.00,-45.00',
        '2026-10-01,10:12:01,,Bank Deposit to PP Account,Completed,USD,45.00,0.00,45.00,0.00',
        '2026-10-05,08:00:00,Jane Doe,General Payment,Completed,USD,120.00,-3.78,116.22,116.22',
      ].join('\n'),
    );
    expect(rows(r)).toEqual([
      ['2026-10-01', 'eBay Seller', -4500],
      ['2026-10-01', 'Bank Deposit to PP Account', 4500],
      ['2026-10-05', 'Jane Doe', 11622],
    ]);
  });

  it('the amount already includes the fee (the balance moves by it): read as printed', () => {
    const r = read(
      'Date,Description,Amount,Total fees,Running Balance\n2026-10-01,Card Albert Heijn,-23.45,0.00,976.55\n2026-10-02,Sent money to Jan,-100.50,0.50,876.05\n',
    );
    expect(rows(r).map((x) => x[2])).toEqual([-2345, -10050]);
    expect(r.warnings).toEqual([]);
  });

  it('no running balance: nothing can tell, so the amounts are read as printed and the fees named', () => {
    const r = read('Datum;Beschreibung;Betrag;Gebühr\n01.10.2026;Geldautomat;-50,00;2,50\n02.10.2026;REWE;-23,45;\n');
    expect(rows(r).map((x) => x[2])).toEqual([-5000, -2345]);
    expect(r.warnings).toEqual([
      'The "Gebühr" column holds 1 fee, and the file has no running balance to tell whether the amounts include them; the amounts were read as printed.',
    ]);
  });
});

describe('opening and closing balance lines in the languages of the headers', () => {
  it.each([
    ['it', 'Saldo iniziale', 'Saldo finale'],
    ['pt', 'Saldo anterior', 'Saldo atual'],
    ['pl', '#Saldo początkowe', '#Saldo końcowe'],
    ['cs', 'Počáteční zůstatek', 'Konečný zůstatek'],
    ['hu', 'Nyitó egyenleg', 'Záró egyenleg'],
    ['sv', 'Ingående saldo', 'Utgående saldo'],
    ['da', 'Primosaldo', 'Ultimosaldo'],
    ['no', 'Inngående saldo', 'Utgående saldo'],
    ['fi', 'Alkusaldo', 'Loppusaldo'],
  ])('%s: "%s" and "%s" are read as the balances, not skipped as rows', (_lang, opening, closing) => {
    const csv = `Date;Description;Amount\n${opening};;1.000,00\n2026-03-02;SHOP;-20,00\n2026-03-03;SALARY;150,00\n${closing};;1.130,00\n`;
    const r = parseStatementBytes(new TextEncoder().encode(csv), 'csv', { fileName: 'export.csv' });
    expect(r.warnings).toEqual([]);
    expect(rows(r)).toEqual([
      ['2026-03-02', 'SHOP', -2000],
      ['2026-03-03', 'SALARY', 15000],
    ]);
    expect([r.openingBalanceCents, r.closingBalanceCents]).toEqual([100000, 113000]);
  });
});

describe('date columns named like timestamps, or holding a date and a time', () => {
  it.each([
    [
      'created-timestamp.csv',
      [
        ['2026-03-04', 'Coffee Lab', -450],
        ['2026-03-05', 'Salary', 250000],
      ],
    ],
    [
      'posted-at-iso.csv',
      [
        ['2026-03-04', 'Grocery Hub', -2380],
        ['2026-03-06', 'Refund Shoe Shop', 4500],
      ],
    ],
    [
      'transaction-time.csv',
      [
        ['2026-03-04', 'Bakery Müller', -340],
        ['2026-03-15', 'Rent', -95000],
      ],
    ],
    [
      'buchungszeit.csv',
      [
        ['2026-03-04', 'REWE Markt — Einkauf', -1845],
        ['2026-03-05', 'Stadtwerke — Abschlag Strom', -7200],
      ],
    ],
    [
      'booking-time.csv',
      [
        ['2026-03-04', 'ATM WITHDRAWAL', -10000],
        ['2026-03-07', 'INTEREST', 42],
      ],
    ],
  ])('%s', (name, expected) => {
    const r = parse(name);
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(rows(r)).toEqual(expected);
    expect(r.columnConfidence).toBe(1);
  });
});

describe('headers in more languages, and headers Byte does not know at all', () => {
  it.each([
    [
      'it-intesa.csv',
      [
        ['2026-03-04', 'Pagamento POS Esselunga Milano', -3215],
        ['2026-03-27', 'Bonifico stipendio', 185000],
      ],
    ],
    [
      'pt-millennium.csv',
      [
        ['2026-03-04', 'COMPRA CONTINENTE LISBOA', -4530],
        ['2026-03-25', 'TRF VENCIMENTO', 140000],
      ],
    ],
    [
      'pt-nubank.csv',
      [
        ['2026-03-04', 'Compra no débito - Padaria Real', -2790],
        ['2026-03-05', 'Transferência recebida - Salário', 350000],
      ],
    ],
    [
      'pl-mbank.csv',
      [
        ['2026-03-04', 'ZAKUP PRZY UŻYCIU KARTY BIEDRONKA', -5678],
        ['2026-03-10', 'PRZELEW PRZYCHODZĄCY WYNAGRODZENIE', 620000],
      ],
    ],
    [
      'cs-fio.csv',
      [
        ['2026-03-04', 'Nákup: ALBERT VLTAVSKA', -24500],
        ['2026-03-10', 'Výplata březen — Mzda', 4200000],
      ],
    ],
    [
      'hu-otp.csv',
      [
        ['2026-03-04', 'SPAR — Vásárlás', -1250000],
        ['2026-03-10', 'ACME Kft. — Munkabér', 45000000],
      ],
    ],
    [
      'sv-swedbank.csv',
      [
        ['2026-03-04', 'ICA NARA KUNGSHOLMEN', -31250],
        ['2026-03-25', 'LÖN ACME AB', 2850000],
      ],
    ],
    [
      'da-danske.csv',
      [
        ['2026-03-04', 'Netto Nørrebro', -8995],
        ['2026-03-31', 'Løn', 2400000],
      ],
    ],
    [
      'no-dnb.csv',
      [
        ['2026-03-04', 'Varekjøp REMA 1000 Majorstuen', -24560],
        ['2026-03-20', 'Lønn', 3100000],
      ],
    ],
    [
      'fi-nordea.csv',
      [
        ['2026-03-04', 'K-Market Kamppi — Korttiosto', -2345],
        ['2026-03-15', 'ACME Oy — Palkka', 290000],
      ],
    ],
  ])('%s: the header names are known', (name, expected) => {
    const r = parse(name);
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(rows(r)).toEqual(expected);
    expect(r.columnConfidence).toBe(1);
  });

  it('unknown header words: the columns are recognized from their contents and the header row is not read as data', () => {
    const r = parse('unknown-headers.csv');
    expect(r.errors).toEqual([]);
    expect(rows(r)).toEqual([
      ['2026-03-04', 'Panificio Rossi', -320],
      ['2026-03-15', 'Affitto', -70000],
      ['2026-03-16', 'Rimborso spese', 4500],
    ]);
    expect(r.columns).toEqual([
      { name: 'Quando', role: 'date' },
      { name: 'Chi', role: 'description' },
      { name: 'Quanto', role: 'amount' },
    ]);
    expect(r.columnConfidence).toBeLessThan(1);
  });
});

describe('money-out and money-in columns recognized from their contents alone', () => {
  it('nothing says which is which: the left one is read as money out and Byte asks; the answer decides', () => {
    const r = parse('unknown-pair.csv');
    expect(r.errors).toEqual([]);
    expect(r.amountSignAmbiguous).toBe(true);
    expect(r.warnings).toEqual(['Uno and Due hold amounts that are never on the same row, and nothing says which is money out; Uno was read as money out.']);
    expect(r.columns?.map((c) => c.role)).toEqual(['date', 'description', 'money out', 'money in']);
    const spent = parse('unknown-pair.csv', { amountSign: 'spent' });
    expect(spent.amountSignAmbiguous).toBeUndefined();
    expect(rows(spent)).toEqual([
      ['2026-03-04', 'Panificio Rossi', -320],
      ['2026-03-15', 'Stipendio', 150000],
      ['2026-03-16', 'Affitto', -70000],
    ]);
    expect(rows(parse('unknown-pair.csv', { amountSign: 'received' })).map((t) => t[2])).toEqual([320, -150000, 70000]);
  });

  it("the user's own reading of the columns replaces Byte's; one without a date, text and amount is ignored", () => {
    const mine = parse('unknown-pair.csv', { amountSign: 'spent', columnRoles: ['date', 'description', 'money in', 'money out'] });
    expect(mine.amountSignAmbiguous).toBeUndefined();
    expect(rows(mine)).toEqual([
      ['2026-03-04', 'Panificio Rossi', 320],
      ['2026-03-15', 'Stipendio', -150000],
      ['2026-03-16', 'Affitto', 70000],
    ]);
    expect(mine.columnConfidence).toBe(1);
    const unusable = parse('unknown-pair.csv', { amountSign: 'spent', columnRoles: ['', 'description', 'money in', 'money out'] });
    expect(rows(unusable).map((t) => t[2])).toEqual([-320, 150000, -70000]);
  });
});

describe('a credit-card OFX whose issuer writes charges as positive amounts', () => {
  it('the card statement type and the charges all positive are evidence: purchases spending, the payment money in', () => {
    const bytes = new Uint8Array(readFileSync(new URL('../fixtures/statements/unseen/card-charges-positive.ofx', import.meta.url)));
    const r = parseStatementBytes(bytes, 'ofx');
    expect(r.errors).toEqual([]);
    expect(rows(r)).toEqual([
      ['2026-03-03', 'WHOLE FOODS MARKET', -4217],
      ['2026-03-05', 'UBER TRIP', -1250],
      ['2026-03-10', 'PAYMENT THANK YOU', 30000],
    ]);
    expect(r.warnings).toEqual([
      'This credit-card statement writes charges as positive amounts; the signs were turned so purchases are spending and payments and refunds money in.',
    ]);
  });
});

describe('amounts written with the local currency after them', () => {
  it.each([
    ['Datum;Text;Belopp\n2026-03-04;ICA NARA;-312,50 kr\n2026-03-25;LÖN;28 500,00 kr\n', [-31250, 2850000]],
    ['Datum;Popis;Částka\n04.03.2026;ALBERT;-245,00 Kč\n10.03.2026;MZDA;42 000,00 Kč\n', [-24500, 4200000]],
    ['Data operacji;Opis operacji;Kwota\n2026-03-04;BIEDRONKA;-56,78 zł\n2026-03-10;WYNAGRODZENIE;6 200,00 zł\n', [-5678, 620000]],
    ['Dátum;Közlemény;Összeg\n2026.03.04.;SPAR;-12 500 Ft\n2026.03.10.;Munkabér;450 000 Ft\n', [-1250000, 45000000]],
  ])('%#: %s', (csv, amounts) => {
    const r = parseStatementBytes(new TextEncoder().encode(csv), 'csv');
    expect(r.errors).toEqual([]);
    expect(r.items.map((t) => t.amountCents)).toEqual(amounts);
  });
});

describe('columns recognized from their contents with a rival reading', () => {
  it('two date columns and no header: Byte reads the first but asks; the user can pick the other', () => {
    const r = parse('no-header-two-dates.csv');
    expect(r.errors).toEqual([]);
    expect(r.columnsAmbiguous).toBe(true);
    expect(r.columnConfidence).toBeLessThan(0.5);
    expect(rows(r).map((t) => t[0])).toEqual(['2026-03-14', '2026-03-15', '2026-03-17']);
    const mine = parse('no-header-two-dates.csv', { columnRoles: ['', 'date', 'description', 'amount'] });
    expect(mine.columnsAmbiguous).toBeUndefined();
    expect(rows(mine)).toEqual([
      ['2026-03-15', 'TESCO STORES 3307', -2310],
      ['2026-03-17', 'ACME LTD SALARY', 150000],
      ['2026-03-18', 'THAMES WATER', -4100],
    ]);
    // the same shape of file shares the layout; the reading the user chose does not change it
    expect(mine.layout).toBe(r.layout);
  });
});

describe('a half-known header: the columns Byte found from their contents carry a confidence, and a guess is asked', () => {
  it('two unnamed columns of amounts and nothing to tell them apart: a guess, so Byte asks; the answer decides', () => {
    const r = parse('half-known-two-amounts.csv');
    expect(r.errors).toEqual([]);
    expect(r.columnConfidence).toBeLessThan(0.6);
    expect(r.columnsAmbiguous).toBe(true);
    expect(r.columns?.map((c) => c.role)).toEqual(['date', 'description', 'amount', '']);
    const mine = parse('half-known-two-amounts.csv', { columnRoles: ['date', 'description', '', 'amount'] });
    expect(mine.columnsAmbiguous).toBeUndefined();
    expect(mine.columnConfidence).toBe(1);
    expect(rows(mine).map((t) => t[2])).toEqual([-2740, 177990, -4865]);
  });

  it('two unnamed text columns of about the same length: which is the description is a guess, so Byte asks', () => {
    const r = parse('half-known-two-texts.csv');
    expect(r.columnsAmbiguous).toBe(true);
    expect(r.columnConfidence).toBeLessThan(0.6);
    expect(r.columns?.map((c) => c.role)).toEqual(['date', 'amount', 'description', '']);
  });

  it('one clear candidate (the other text column is a currency code): sure enough, read without asking', () => {
    const r = parse('half-known-clear.csv');
    expect(r.columnsAmbiguous).toBeUndefined();
    expect(r.columnConfidence).toBeGreaterThanOrEqual(0.6);
    expect(r.columnConfidence).toBeLessThan(1);
    expect(rows(r)).toEqual([
      ['2026-03-04', 'Tesco Stores 3307', -2310],
      ['2026-03-05', 'Acme Ltd Salary', 150000],
      ['2026-03-07', 'Thames Water', -4100],
    ]);
  });

  it('every column named by the header: confidence 1, no question', () => {
    const r = parse('purchases-march.csv');
    expect(r.columnConfidence).toBe(1);
    expect(r.columnsAmbiguous).toBeUndefined();
  });
});
