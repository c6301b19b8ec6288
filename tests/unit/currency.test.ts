// Which currency a statement or receipt is in, from its own text; totals across currencies only at
// rates the user stated.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, detectCurrency, inHomeCurrency, isIban, sumInHome, toHome } from '../../core/currency.ts';
import { mulberry32 } from '../../core/seeded-random.ts';

const fixtures = path.join(import.meta.dirname, '../fixtures');

describe('detectCurrency', () => {
  it.each([
    ['a French statement: SEPA transfers and debits', readFileSync(path.join(fixtures, 'csv/french.csv'), 'utf8'), 'EUR'],
    ['a header naming the currency', 'Date;Libellé;Montant (EUR)\n01/02/2025;CARTE X;-12,50', 'EUR'],
    ['a currency column', 'Date,Amount,Currency\n2025-01-01,12.00,GBP\n2025-01-02,3.00,GBP', 'GBP'],
    ['the euro sign after the number', 'CB MONOPRIX 12,50 €\nCB FNAC 30,00 €', 'EUR'],
    ['a Malaysian receipt: RM before the amount', 'KEDAI RUNCIT\nTOTAL RM 12.50\nCASH RM20.00', 'MYR'],
    ['a Malaysian receipt with RM as a column label only', 'SYARIKAT ABC SDN. BHD.\nQTY U.PRICE RM(TOTAL)\n1 20.00 20.00', 'MYR'],
    ['a Malaysian receipt printing $', 'ABC TRADING SDN BHD\nJALAN KURAU, JOHOR\nTOTAL $12.00\nCASH $20.00\nCHANGE $8.00\nA $1\nB $2\nC $3\nD $4', 'MYR'],
    ['a Singapore receipt', 'KOPI HOUSE PTE LTD\nTOTAL $8.40', 'SGD'],
    ['Polish złoty', 'Kwota: 120,00 zł\nSaldo: 1 200,00 zł', 'PLN'],
    ['Czech koruna', 'Částka 250,00 Kč', 'CZK'],
    ['Brazilian real', 'Valor R$ 45,90', 'BRL'],
    ['an OFX currency', '<STMTRS><CURDEF>CAD\n<BANKACCTFROM>', 'CAD'],
    ['an XML OFX currency', '<CURDEF>EUR</CURDEF>', 'EUR'],
    ['a German IBAN (checked)', 'Kontoauszug IBAN DE89 3704 0044 0532 0130 00\n01.02.2025;REWE;-12,50', 'EUR'],
    ['a British IBAN', 'Account GB82 WEST 1234 5698 7654 32', 'GBP'],
    ['dollars', 'Total: $12.00', 'USD'],
    ['Japanese yen', '合計 ¥1,200', 'JPY'],
    ['Indian rupee', 'Amount ₹ 1,250.00', 'INR'],
  ])('%s', (_what, text, code) => {
    expect(detectCurrency(text)?.code).toBe(code);
  });

  it('says nothing when a file gives no sign (the home currency applies)', () => {
    expect(detectCurrency('Date,Description,Amount\n2025-01-01,GROCER,-10.00')).toBeNull();
  });

  it('does not take words in descriptions for currency codes', () => {
    for (const t of [
      'PHP HOSTING SERVICES -10.00',
      'TRY AGAIN LATER',
      'ROOM 12 CHARGE 40.00',
      'CADDY SHACK 12.00',
      'EUROPCAR RENTAL 80.00',
      'ALL STAR SPORTS',
    ]) {
      expect(detectCurrency(t), t).toBeNull();
    }
  });

  it('does not take a random string that looks like an IBAN for one', () => {
    expect(isIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isIban('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(detectCurrency('REF DE12 3456 7890 1234 5678 90')).toBeNull();
  });

  it('finds the currency of generated statements of every known code, written as its ISO code, wherever it stands', () => {
    const rand = mulberry32(7);
    for (const code of CURRENCY_CODES) {
      for (let k = 0; k < 5; k++) {
        const amount = (rand() * 1000).toFixed(2);
        const shapes = [
          `Amount (${code})\n${amount}`,
          `${amount} ${code}`,
          `${code} ${amount}`,
          `2025-01-0${k + 1},SHOP,${amount},${code}`,
          `Total;${amount};${code}`,
        ];
        const text = shapes[k]!;
        expect(detectCurrency(text)?.code, text).toBe(code);
      }
    }
  });

  it('picks the currency the statement is in when a foreign one is mentioned in a few rows', () => {
    const rows = Array.from({ length: 20 }, (_, i) => `2025-01-${String(i + 1).padStart(2, '0')},SHOP ${i},-${i + 1}.00,EUR`);
    rows.push('2025-01-25,CARD PAYMENT 10.00 USD RATE 0.92,-9.20,EUR');
    const found = detectCurrency(rows.join('\n'));
    expect(found?.code).toBe('EUR');
    expect(found?.confidence).toBeGreaterThan(0.8);
  });

  it('finds the currency on the real receipts (SROIE, Malaysia) from their own text', () => {
    const dir = path.join(fixtures, 'receipts/sroie-text');
    const ocr = path.join(fixtures, 'receipts/ocr');
    const texts = [
      ...readdirSync(dir).map((f) => readFileSync(path.join(dir, f), 'utf8')),
      // Tesseract's own readings, misreadings included
      ...readdirSync(ocr).map((f) => (JSON.parse(readFileSync(path.join(ocr, f), 'utf8')) as { text: string }).text),
    ];
    expect(texts.length).toBeGreaterThanOrEqual(40);
    const wrong = texts.map((t) => detectCurrency(t)?.code ?? null).filter((c) => c !== 'MYR' && c !== null);
    const myr = texts.filter((t) => detectCurrency(t)?.code === 'MYR').length;
    expect(myr / texts.length).toBeGreaterThanOrEqual(0.9);
    // never a wrong currency: at worst none (then the user's home currency applies)
    expect(wrong).toEqual([]);
  });
});

describe('totals across currencies', () => {
  it('converts at the stated rate, rounding to the cent, and keeps apart what has no rate', () => {
    expect(toHome(-1250, 'EUR', 'USD', { EUR: 1.08 })).toBe(-1350);
    expect(toHome(-1250, 'USD', 'USD', {})).toBe(-1250);
    expect(toHome(-1250, 'GBP', 'USD', { EUR: 1.08 })).toBeNull();
    const totals = sumInHome(
      [
        { cents: -1000, currency: 'USD' },
        { cents: -1000, currency: 'EUR' },
        { cents: -500, currency: 'MYR' },
        { cents: -700, currency: 'MYR' },
      ],
      'USD',
      { EUR: 1.1 },
    );
    expect(totals).toEqual({ home: 'USD', homeCents: -2100, keptApart: [{ currency: 'MYR', cents: -1200, count: 2 }] });
  });

  it('gives the ledger in the home currency, leaving out rows without a rate', () => {
    const rows = [
      { id: 'a', amountCents: -1000, currency: 'USD' },
      { id: 'b', amountCents: -1000, currency: 'EUR' },
      { id: 'c', amountCents: -1000, currency: 'MYR' },
    ];
    expect(inHomeCurrency(rows, 'USD', { EUR: 1.2 })).toEqual([
      { id: 'a', amountCents: -1000 },
      { id: 'b', amountCents: -1200 },
    ]);
  });
});
