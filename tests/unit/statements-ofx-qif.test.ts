// OFX/QFX (SGML 1.x and XML 2.x, bank, card and investment statements, encodings, the bank's name) and QIF.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { joinNameMemo } from '../../core/parsers/description.ts';
import { parseOfx } from '../../core/parsers/exchange/ofx.ts';
import { parseQif } from '../../core/parsers/exchange/qif.ts';
import { parseStatementBytes } from '../../core/parsers/statement.ts';

const SGML_HEADER =
  'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE\nOLDFILEUID:NONE\nNEWFILEUID:NONE\n\n';

const bankSgml = (trns: string, extra = '') =>
  `${SGML_HEADER}<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20240201</SONRS></SIGNONMSGSRSV1>
<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>USD
<BANKACCTFROM><BANKID>121000358<ACCTID>000123459876<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20240101<DTEND>20240131${trns}</BANKTRANLIST>
<LEDGERBAL><BALAMT>1523.10<DTASOF>20240131</LEDGERBAL>${extra}</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

describe('parseOfx', () => {
  it('SGML 1.x: unclosed tags, dates with time and zone, FITID, NAME — MEMO, entities, masked account, LEDGERBAL', () => {
    const r = parseOfx(
      bankSgml(`
<STMTTRN><TRNTYPE>POS<DTPOSTED>20240105120000.000[-5:EST]<TRNAMT>-12.00<FITID>A1<NAME>BARNES &amp; NOBLE #2233<MEMO>POS PURCHASE 01/04</STMTTRN>
<STMTTRN><TRNTYPE>DIRECTDEP<DTPOSTED>20240115<TRNAMT>2,450.00<FITID>A2<NAME>ACME CORP PAYROLL<MEMO>ACME CORP PAYROLL</STMTTRN>
<STMTTRN><TRNTYPE>CHECK<DTPOSTED>20240120<TRNAMT>-300<FITID>A3<CHECKNUM>0001042</STMTTRN>`),
    );
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(r.items).toEqual([
      {
        date: '2024-01-05',
        description: 'BARNES & NOBLE #2233 — POS PURCHASE 01/04',
        amountCents: -1200,
        account: '…9876',
        balanceCents: null,
        externalId: 'A1',
      },
      { date: '2024-01-15', description: 'ACME CORP PAYROLL', amountCents: 245000, account: '…9876', balanceCents: null, externalId: 'A2' },
      { date: '2024-01-20', description: 'Check 1042', amountCents: -30000, account: '…9876', balanceCents: null, externalId: 'A3' },
    ]);
    expect(r.closingBalanceCents).toBe(152310);
  });

  it('XML 2.x with closed tags and a credit-card statement: the signs are already the holder’s', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX>
  <SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS><DTSERVER>20240301</DTSERVER><LANGUAGE>ENG</LANGUAGE></SONRS></SIGNONMSGSRSV1>
  <CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>0</TRNUID><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
    <CCSTMTRS><CURDEF>USD</CURDEF><CCACCTFROM><ACCTID>4111111111114321</ACCTID></CCACCTFROM>
      <BANKTRANLIST><DTSTART>20240201</DTSTART><DTEND>20240229</DTEND>
        <STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20240203</DTPOSTED><TRNAMT>-45.99</TRNAMT><FITID>C-1</FITID><NAME>SPOTIFY USA</NAME></STMTTRN>
        <STMTTRN><TRNTYPE>CREDIT</TRNTYPE><DTPOSTED>20240210</DTPOSTED><TRNAMT>500.00</TRNAMT><FITID>C-2</FITID><NAME>PAYMENT - THANK YOU</NAME></STMTTRN>
      </BANKTRANLIST>
      <LEDGERBAL><BALAMT>-1045.99</BALAMT><DTASOF>20240229</DTASOF></LEDGERBAL>
    </CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1>
</OFX>`;
    const r = parseOfx(xml);
    expect(r.errors).toEqual([]);
    expect(r.items.map((t) => [t.date, t.description, t.amountCents, t.account, t.externalId])).toEqual([
      ['2024-02-03', 'SPOTIFY USA', -4599, '…4321', 'C-1'],
      ['2024-02-10', 'PAYMENT - THANK YOU', 50000, '…4321', 'C-2'],
    ]);
    expect(r.closingBalanceCents).toBe(-104599);
  });

  it('investment statements: the cash effect of each trade, "BUY 12.5 FXAIX", income, reinvestment (no cash) and bank transactions', () => {
    const r = parseOfx(`${SGML_HEADER}<OFX><INVSTMTMSGSRSV1><INVSTMTTRNRS><INVSTMTRS><DTASOF>20240131<CURDEF>USD
<INVACCTFROM><BROKERID>fidelity.com<ACCTID>Z12345678</INVACCTFROM><INVTRANLIST><DTSTART>20240101<DTEND>20240131
<BUYMF><INVBUY><INVTRAN><FITID>B1<DTTRADE>20240102<MEMO>YOU BOUGHT</INVTRAN><SECID><UNIQUEID>315911750<UNIQUEIDTYPE>CUSIP</SECID>
<UNITS>12.5<UNITPRICE>180.00<TOTAL>-2250.00<SUBACCTSEC>CASH<SUBACCTFUND>CASH</INVBUY><BUYTYPE>BUY</BUYMF>
<SELLSTOCK><INVSELL><INVTRAN><FITID>S1<DTTRADE>20240110</INVTRAN><SECID><UNIQUEID>037833100<UNIQUEIDTYPE>CUSIP</SECID>
<UNITS>-3<UNITPRICE>185.00<COMMISSION>0<TOTAL>555.00<SUBACCTSEC>CASH<SUBACCTFUND>CASH</INVSELL><SELLTYPE>SELL</SELLSTOCK>
<INCOME><INVTRAN><FITID>D1<DTTRADE>20240115<MEMO>DIVIDEND RECEIVED</INVTRAN><SECID><UNIQUEID>315911750<UNIQUEIDTYPE>CUSIP</SECID>
<INCOMETYPE>DIV<TOTAL>8.42<SUBACCTSEC>CASH<SUBACCTFUND>CASH</INCOME>
<REINVEST><INVTRAN><FITID>R1<DTTRADE>20240115</INVTRAN><SECID><UNIQUEID>315911750<UNIQUEIDTYPE>CUSIP</SECID>
<INCOMETYPE>DIV<TOTAL>-8.42<SUBACCTSEC>CASH<UNITS>0.046<UNITPRICE>183.04</REINVEST>
<INVBANKTRAN><STMTTRN><TRNTYPE>DEP<DTPOSTED>20240120<TRNAMT>1000.00<FITID>T1<NAME>ELECTRONIC FUNDS TRANSFER RCVD</STMTTRN><SUBACCTFUND>CASH</INVBANKTRAN>
</INVTRANLIST></INVSTMTRS></INVSTMTTRNRS></INVSTMTMSGSRSV1>
<SECLISTMSGSRSV1><SECLIST><MFINFO><SECINFO><SECID><UNIQUEID>315911750<UNIQUEIDTYPE>CUSIP</SECID><SECNAME>FIDELITY 500 INDEX FUND<TICKER>FXAIX</SECINFO></MFINFO>
<STOCKINFO><SECINFO><SECID><UNIQUEID>037833100<UNIQUEIDTYPE>CUSIP</SECID><SECNAME>APPLE INC<TICKER>AAPL</SECINFO></STOCKINFO></SECLIST></SECLISTMSGSRSV1></OFX>`);
    expect(r.errors).toEqual([]);
    expect(r.items.map((t) => [t.date, t.description, t.amountCents, t.externalId])).toEqual([
      ['2024-01-02', 'BUY 12.5 FXAIX', -225000, 'B1'],
      ['2024-01-10', 'SELL 3 AAPL', 55500, 'S1'],
      ['2024-01-15', 'DIVIDEND FXAIX', 842, 'D1'],
      ['2024-01-15', 'REINVEST 0.046 FXAIX (8.42)', 0, 'R1'],
      ['2024-01-20', 'ELECTRONIC FUNDS TRANSFER RCVD', 100000, 'T1'],
    ]);
    expect(r.items[0]!.account).toBe('…5678');
  });

  it('every statement of a multi-account file, each with its own account', () => {
    const one = bankSgml('<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240105<TRNAMT>-1.00<FITID>X1<NAME>A</STMTTRN>');
    const two = one.replace('000123459876', '000999991111').replace('<FITID>X1', '<FITID>Y1');
    const body = (s: string) => s.slice(s.indexOf('<BANKMSGSRSV1>'), s.indexOf('</BANKMSGSRSV1>'));
    const r = parseOfx(`${SGML_HEADER}<OFX>${body(one)}${body(two).replace('<BANKMSGSRSV1>', '')}</BANKMSGSRSV1></OFX>`);
    expect(r.items.map((t) => [t.account, t.externalId])).toEqual([
      ['…9876', 'X1'],
      ['…1111', 'Y1'],
    ]);
    expect(r.closingBalanceCents).toBeNull(); // two statements: no single closing balance
  });

  it('names the bank: the sign-on’s FI/ORG when filled in, else the account’s BANKID or BROKERID, else nothing', () => {
    const ofx = (name: string) => parseStatementBytes(readFileSync(new URL(`../fixtures/statements/ofx/${name}`, import.meta.url)), 'ofx');
    // ORG and BANKID both given: the name wins over the routing number
    expect(ofx('ofxparse__checking.ofx').institution).toBe('FAKE');
    expect(ofx('beangulp__amex_ofxdownload.ofx').institution).toBe('AMEX');
    expect(ofx('ofxparse__fidelity.ofx').institution).toBe('fidelity.com');
    // no FI aggregate: the bank id of BANKACCTFROM
    expect(ofx('actual__8859-1.qfx').institution).toBe('700012345');
    expect(ofx('ofxparse__bank_medium.ofx').institution).toBe('160000100');
    expect(ofx('reds__ally_transactions.qfx').institution).toBe('Great Bank of Orangeland');
    const sgml = bankSgml('<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240105<TRNAMT>-1.00<FITID>X1<NAME>A</STMTTRN>');
    expect(parseOfx(sgml).institution).toBe('121000358');
    const withFi = (fi: string) => sgml.replace('<DTSERVER>20240201', `<DTSERVER>20240201<FI>${fi}</FI>`);
    expect(parseOfx(withFi('<ORG>Wells Fargo &amp; Co<FID>3000')).institution).toBe('Wells Fargo & Co');
    // an empty ORG is no name: the bank id stands in; with neither, no institution rather than an empty one
    expect(parseOfx(withFi('<ORG></ORG><FID>3000')).institution).toBe('121000358');
    expect(parseOfx(sgml.replace('<BANKID>121000358', '')).institution).toBeNull();
  });

  it('skips a transaction it cannot read, with a warning naming its FITID', () => {
    const r = parseOfx(
      bankSgml(
        '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>2024<TRNAMT>-1.00<FITID>BAD1<NAME>A</STMTTRN><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240106<TRNAMT>-2.00<FITID>OK1<NAME>B</STMTTRN>',
      ),
    );
    expect(r.items.map((t) => t.externalId)).toEqual(['OK1']);
    expect(r.warnings).toEqual(['Transaction BAD1: invalid date "2024" — skipped']);
  });

  it('errors: not OFX, no transactions, a bank error status', () => {
    expect(parseOfx('Date,Description,Amount').errors).toEqual(['This file does not contain OFX data (no <OFX> element was found).']);
    expect(parseOfx(bankSgml('')).errors).toEqual(['This OFX statement lists no transactions.']);
    const failed = `${SGML_HEADER}<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>15500<SEVERITY>ERROR<MESSAGE>Signon invalid</STATUS></SONRS></SIGNONMSGSRSV1></OFX>`;
    expect(parseOfx(failed).errors).toEqual(['The bank reported an error in this OFX file (code 15500: Signon invalid).']);
  });

  it('decodes as the header declares: CHARSET:8859-1 / 1252 (é, ’), and UTF-8 sent under a 1252 label', () => {
    // one byte per character: é is 0xE9 in ISO-8859-1, ’ is 0x92 in Windows-1252
    const singleByte = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
    const declared = bankSgml('<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240105<TRNAMT>-20.00<FITID>F1<NAME>Carte pr\u00e9pay\u00e9e\u0092s</STMTTRN>');
    const latin1 = singleByte(declared.replace('CHARSET:1252', 'CHARSET:8859-1'));
    const r = parseStatementBytes(latin1, 'ofx');
    expect(r.errors).toEqual([]);
    expect(r.items[0]!.description).toBe('Carte prépayée’s');
    const utf8 = new TextEncoder().encode(bankSgml('<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240105<TRNAMT>-3.00<FITID>F2<NAME>CAFÉ CRÈME — MÜNCHEN</STMTTRN>'));
    expect(parseStatementBytes(utf8, 'ofx').items[0]!.description).toBe('CAFÉ CRÈME — MÜNCHEN');
  });
});

describe('joinNameMemo', () => {
  it.each([
    ['SHELL', '', 'SHELL'],
    ['', 'memo only', 'memo only'],
    ['ACME PAYROLL', 'ACME PAYROLL', 'ACME PAYROLL'],
    ['TRANSFERRED FROM     VS X10-08144', 'TRANSFERRED FROM VS X10-08144-1', 'TRANSFERRED FROM VS X10-08144-1'],
    ["MCDONALD'S #112", "POS MERCHANDISE;MCDONALD'S #112", "MCDONALD'S #112"],
    ['SPOTIFY USA', '2600720879  WWW.SPOTIFY.COM', 'SPOTIFY USA — 2600720879 WWW.SPOTIFY.COM'],
  ])('%j + %j → %j', (name, memo, out) => {
    expect(joinNameMemo(name, memo)).toBe(out);
  });
});

describe('parseQif', () => {
  it("reads every date form of a file in one order: 1/31'2024, 01/31/24, 1/ 3/24; amounts from T or U", () => {
    const r = parseQif("!Type:Bank\nD1/31'2024\nT-12.50\nPSTARBUCKS\n^\nD01/31/24\nU-1,250.00\nPRENT\n^\nD1/ 3/24\nT2,000.00\nPPAYROLL\n^\n");
    expect(r.errors).toEqual([]);
    expect(r.dateOrderAmbiguous).toBe(false);
    expect(r.items.map((t) => [t.date, t.description, t.amountCents])).toEqual([
      ['2024-01-31', 'STARBUCKS', -1250],
      ['2024-01-31', 'RENT', -125000],
      ['2024-01-03', 'PAYROLL', 200000],
    ]);
  });

  it('day-first files are read day-first (31/01/2024 decides for 02/01/2024 too)', () => {
    const r = parseQif('!Type:CCard\nD31/01/2024\nT-5.00\nPTESCO\n^\nD02/01/2024\nT-7.00\nPBOOTS\n^\n');
    expect(r.items.map((t) => t.date)).toEqual(['2024-01-31', '2024-01-02']);
  });

  it('a split record is one transaction with its total; the category stands in only when there is no payee', () => {
    const r = parseQif(
      '!Type:Bank\nD02/12/2020\nT-100.00\nPAmazon.com\nMtest order\nLFood:Groceries\nSFood:Groceries\nD1/10/2020\n$-60.00\nSHousehold\n$-40.00\n^\n' +
        'D02/13/2020\nT-20.00\nLBills:Phone\n^\nD02/14/2020\nT-50.00\nL[Savings]\n^\nD02/15/2020\nSA\n$-3.00\nSB\n$-4.00\nPSPLIT ONLY\n^\n',
    );
    expect(r.items.map((t) => [t.date, t.description, t.amountCents])).toEqual([
      ['2020-02-12', 'Amazon.com — test order', -10000],
      ['2020-02-13', 'Bills:Phone', -2000],
      ['2020-02-14', 'Transfer: Savings', -5000],
      ['2020-02-15', 'SPLIT ONLY', -700],
    ]);
  });

  it('!Account blocks name the account; !Option/!Clear lines and category, class and memorized lists are skipped', () => {
    const r = parseQif(
      '!Option:AutoSwitch\n!Account\nNChecking\nTBank\n^\nNVisa\nTCCard\n^\n!Clear:AutoSwitch\n!Type:Cat\nNFood\nE\n^\n!Type:Class\nNWork\n^\n' +
        '!Type:Memorized\nKC\nT-9.99\nPNETFLIX\n^\n!Account\nNChecking\nTBank\n^\n!Type:Bank\nD3/1/2024\nT-9.99\nPNETFLIX\n^\n' +
        '!Account\nNVisa\nTCCard\n^\n!Type:CCard\nD3/15/2024\nT-25.00\nPSHELL\n^\n',
    );
    expect(r.errors).toEqual([]);
    expect(r.items.map((t) => [t.date, t.description, t.amountCents, t.account])).toEqual([
      ['2024-03-01', 'NETFLIX', -999, 'Checking'],
      ['2024-03-15', 'SHELL', -2500, 'Visa'],
    ]);
  });

  it('investment records: the cash effect by action', () => {
    const r = parseQif(
      '!Type:Invst\nD1/5/2024\nNBuy\nYFXAIX\nI180.00\nQ10\nO0\nT1800.00\n^\nD1/20/2024\nNDiv\nYFXAIX\nT12.34\n^\nD1/20/2024\nNReinvDiv\nYFXAIX\nQ0.07\nT12.34\n^\n',
    );
    expect(r.items.map((t) => [t.date, t.description, t.amountCents])).toEqual([
      ['2024-01-05', 'Buy 10 FXAIX', -180000],
      ['2024-01-20', 'Div FXAIX', 1234],
      ['2024-01-20', 'ReinvDiv 0.07 FXAIX', 0],
    ]);
  });

  it('errors: not QIF, and no transaction sections', () => {
    expect(parseQif('hello').errors).toEqual(['This does not look like a QIF file: it has no "!Type:" line.']);
    expect(parseQif('!Type:Cat\nNFood\n^\n').errors).toEqual([
      'This QIF file has no transactions (no records in a !Type:Bank, Cash, CCard, Oth A, Oth L or Invst section).',
    ]);
  });
});
