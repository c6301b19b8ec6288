// Layout fingerprints of QIF and OFX files (issue 18): two files of the same source (the same
// exporter, another month, other transactions) share one, so Byte reuses the user's date answer;
// another source or shape does not; and no account number is in it in clear.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseOfx } from '../../core/parsers/exchange/ofx.ts';
import { parseQif } from '../../core/parsers/exchange/qif.ts';
import { dateShape } from '../../core/parsers/exchange/source-layout.ts';
import { generateQifStatement } from '../support/statement-generator-formats.ts';

interface QifRow {
  d: string;
  t: string;
  p: string;
  n?: string;
  m?: string;
  split?: boolean;
}
const qif = (rows: QifRow[], opts: { type?: string; account?: string } = {}) =>
  [
    ...(opts.account ? ['!Account', `N${opts.account}`, 'TBank', '^'] : []),
    `!Type:${opts.type ?? 'Bank'}`,
    ...rows.flatMap((r) => [
      `D${r.d}`,
      `T${r.t}`,
      ...(r.n ? [`N${r.n}`] : []),
      `P${r.p}`,
      ...(r.m !== undefined ? [`M${r.m}`] : []),
      'CX',
      ...(r.split ? ['SGroceries', `$${r.t}`] : []),
      '^',
    ]),
  ].join('\n');

const layoutOf = (text: string) => {
  const r = parseQif(text);
  expect(r.errors).toEqual([]);
  return r.layout!;
};

describe('QIF layout', () => {
  // a bank's export: zero-padded dd/mm/yyyy, a memo on every record
  const march = qif(
    [
      { d: '03/04/2026', t: '-12.50', p: 'TESCO 4411', m: 'CARD 1234' },
      { d: '05/04/2026', t: '-3.10', p: 'PRET A MANGER', m: 'CARD 1234' },
      { d: '09/04/2026', t: '1,250.00', p: 'SALARY ACME', m: 'BGC' },
    ],
    { account: 'Everyday' },
  );

  it('the same source with other transactions (another month, a check number, a split) has the same fingerprint', () => {
    const april = qif(
      [
        { d: '02/05/2026', t: '-40.00', p: 'SHELL 22', m: '', n: '104' },
        { d: '11/05/2026', t: '-7.99', p: 'NETFLIX', m: 'CARD 1234', split: true },
      ],
      { account: 'Everyday' },
    );
    expect(layoutOf(april)).toBe(layoutOf(march));
    expect(layoutOf(march)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('Quicken’s own dates ("1/ 3\'24") keep one fingerprint whichever months the file covers', () => {
    const early = qif([
      { d: "1/ 3'26", t: '-5.00', p: 'A' },
      { d: "2/11'26", t: '-6.00', p: 'B' },
    ]);
    const late = qif([
      { d: "11/ 4'26", t: '-5.00', p: 'C' },
      { d: "12/12'26", t: '-6.00', p: 'D' },
    ]);
    expect(layoutOf(late)).toBe(layoutOf(early));
  });

  it('another shape or section is another layout', () => {
    const base = layoutOf(march);
    const rows = (d: (day: number) => string, t = '-12.50') => [1, 2, 3].map((k) => ({ d: d(k), t, p: `SHOP ${k}`, m: 'x' }));
    const variants = {
      // two-digit years, unpadded days, another separator, Quicken's apostrophe
      twoDigitYear: qif(
        rows((k) => `0${k}/04/26`),
        { account: 'Everyday' },
      ),
      unpadded: qif(
        rows((k) => `${k}/4/2026`),
        { account: 'Everyday' },
      ),
      dots: qif(
        rows((k) => `0${k}.04.2026`),
        { account: 'Everyday' },
      ),
      apostrophe: qif(
        rows((k) => `0${k}/04'2026`),
        { account: 'Everyday' },
      ),
      // a card section instead of a bank account, no !Account block, a decimal comma, no memo field
      card: qif(
        rows((k) => `0${k}/04/2026`),
        { account: 'Everyday', type: 'CCard' },
      ),
      noAccount: qif(rows((k) => `0${k}/04/2026`)),
      decimalComma: qif(
        rows((k) => `0${k}/04/2026`, '-12,50'),
        { account: 'Everyday' },
      ),
      noMemo: qif(
        rows((k) => `0${k}/04/2026`).map(({ m: _m, ...r }) => r),
        { account: 'Everyday' },
      ),
    };
    const seen = new Set([base]);
    for (const [name, text] of Object.entries(variants)) {
      const l = layoutOf(text);
      expect(seen.has(l), name).toBe(false);
      seen.add(l);
    }
  });

  it('the accounts it names are part of it, an account number only as its last four digits', () => {
    const rows = [{ d: '03/04/2026', t: '-1.00', p: 'X' }];
    const a = parseQif(qif(rows, { account: 'Checking 000123459876' }));
    expect(a.layoutNames![0]).toBe('QIF !Type:bank of "Checking …9876"');
    for (const text of [...a.layoutNames!, a.layout!]) expect(text).not.toMatch(/12345/);
    expect(a.layout).not.toBe(layoutOf(qif(rows, { account: 'Savings 000123459876' })));
    expect(a.layout).toBe(layoutOf(qif([{ d: '09/05/2026', t: '-7.00', p: 'Y' }], { account: 'Checking 000123459876' })));
  });

  it('synthetic exports (tests/support/statement-generator-formats.ts): one exporter’s choices give one fingerprint whatever the rows, line endings and amounts', () => {
    // the generator picks per seed: card or bank, the date style, thousands separators, CRLF or LF.
    // Padding shows only in a day or month below 10: every file Byte asks about shows one, unless
    // all its dates fall on the 10th to 12th of October to December (left out here, as are files
    // that show none and need no answer).
    const byExporter = new Map<string, Set<string>>();
    let kept = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const g = generateQifStatement(seed);
      const text = new TextDecoder().decode(g.bytes);
      if (!/^D.*(?:^|\D)0?[1-9](?=\D)/m.test(text)) continue;
      kept++;
      const style = /^D(.*)$/m.exec(text)![1]!.replace(/\d/g, '9');
      const key = `${text.startsWith('!Type:CCard') ? 'card' : 'bank'} ${style.includes("'") ? 'apostrophe' : style}`;
      const set = byExporter.get(key) ?? new Set<string>();
      set.add(parseQif(text).layout!);
      byExporter.set(key, set);
    }
    expect(kept).toBeGreaterThan(250);
    expect(byExporter.size).toBeGreaterThanOrEqual(8);
    for (const [key, layouts] of byExporter) expect(layouts.size, key).toBe(1);
    // different choices, different fingerprints (mm/dd/yyyy and dd/mm/yyyy print alike: one shape, told apart only by the answer)
    const distinct = new Set([...byExporter.values()].map((l) => [...l][0]));
    expect(distinct.size).toBe(new Set([...byExporter.keys()]).size);
  });

  it('date shapes', () => {
    expect(dateShape("1/ 3'24")).toBe("N/N'YY");
    expect(dateShape('31.01.2024')).toBe('N.N.YYYY');
    expect(dateShape('2024-01-31')).toBe('YYYY-N-N');
    expect(dateShape('01/31/24')).toBe('N/N/YY');
    expect(dateShape('3 Jan 2024')).toBe('NAYYYY');
  });
});

const SGML_HEADER =
  'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE\nOLDFILEUID:NONE\nNEWFILEUID:NONE\n\n';
const ofx = (o: { org?: string; bankId?: string; acct?: string; type?: string; month: string; trns: string }) =>
  `${SGML_HEADER}<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>${o.month}28<LANGUAGE>ENG${o.org ? `<FI><ORG>${o.org}<FID>10898</FI>` : ''}</SONRS></SIGNONMSGSRSV1>
<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>USD
<BANKACCTFROM><BANKID>${o.bankId ?? '121000358'}<ACCTID>${o.acct ?? '000123459876'}<ACCTTYPE>${o.type ?? 'CHECKING'}</BANKACCTFROM>
<BANKTRANLIST><DTSTART>${o.month}01<DTEND>${o.month}28${o.trns}</BANKTRANLIST>
<LEDGERBAL><BALAMT>1523.10<DTASOF>${o.month}28</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
const trn = (date: string, amt: string, id: string, name: string) =>
  `\n<STMTTRN><TRNTYPE>POS<DTPOSTED>${date}<TRNAMT>${amt}<FITID>${id}<NAME>${name}</STMTTRN>`;

describe('OFX layout', () => {
  const jan = parseOfx(ofx({ org: 'B1', month: '202601', trns: trn('20260105', '-12.00', 'A1', 'BOOKS') + trn('20260109', '-3.00', 'A2', 'COFFEE') }));

  it('the same account of the same bank, another month, has the same fingerprint; the account number is not in it', () => {
    const feb = parseOfx(ofx({ org: 'B1', month: '202602', trns: trn('20260203', '-99.00', 'B7', 'RENT') }));
    expect(feb.layout).toBe(jan.layout);
    expect(jan.layoutNames!.join(' ')).toContain('…9876');
    for (const text of [...jan.layoutNames!, jan.layout!]) expect(text).not.toMatch(/123459876|1234598/);
  });

  it('another bank, routing number, account or account type is another layout', () => {
    const month = '202601';
    const trns = trn('20260105', '-12.00', 'A1', 'BOOKS');
    const others = [
      ofx({ org: 'B2', month, trns }),
      ofx({ month, trns }),
      ofx({ org: 'B1', bankId: '026009593', month, trns }),
      ofx({ org: 'B1', acct: '000123451111', month, trns }),
      ofx({ org: 'B1', type: 'SAVINGS', month, trns }),
    ].map((t) => parseOfx(t).layout);
    expect(new Set([jan.layout, ...others]).size).toBe(others.length + 1);
  });

  it('real exports from different banks differ', () => {
    const files = ['ofxparse__checking.ofx', 'beangulp__amex_ofxdownload.ofx', 'reds__ally_transactions.qfx', 'reds__ofxstatementGenerated.n26.ofx'];
    const layouts = files.map((f) => parseOfx(readFileSync(new URL(`../fixtures/statements/ofx/${f}`, import.meta.url), 'latin1')).layout);
    expect(layouts.every((l) => typeof l === 'string')).toBe(true);
    expect(new Set(layouts).size).toBe(files.length);
  });
});
