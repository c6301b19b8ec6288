// Account kinds from evidence (issue 30 item 4): a statement's own words, an OFX card statement or a
// card export's columns make a credit card; a bank account's words make it checking; both or none
// leave the guess from the name. Generated statement headers in the languages Byte reads, and the
// real statements in tests/fixtures with their known account types.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kindFromEvidence, kindVerdict, statementTextClues, tableClues } from '../../core/accounts/kinds.ts';
import { pdfLinesText } from '../../core/parsers/pdf/statement.ts';
import { parseStatementBytes, type StatementKind } from '../../core/parsers/statement.ts';

const FIXTURES = path.join(import.meta.dirname, '../fixtures');

/** Lines a card statement prints, one strong enough to decide alone (label, then an amount or a date). */
const CARD_LINES = [
  'Credit Line  $6,580.00',
  'Total Credit Line $6,580.00',
  'Credit Limit  5,000.00',
  'Minimum Payment Due  $24.62',
  'Payment Due Date  12/02/2024',
  'Kreditrahmen  3.000,00 EUR',
  'Mindestbetrag  50,00',
  'Plafond de crédit  2 000,00',
  'Paiement minimum  25,00',
  'Límite de crédito  1.500,00',
  'Pago mínimo  30,00',
  'Kredietlimiet  2.500,00',
  'Pagamento minimo  40,00',
  'Limite de crédito  R$ 3.000,00',
  'Had Kredit  RM 10,000.00',
  'Bayaran Minimum  RM 50.00',
];
const BANK_LINES = [
  'Available Balance  $4,311.20',
  'Routing Number  021000021',
  'Sort Code  20-00-00',
  'Checking Account  XXXXXX4821',
  'Girokonto  DE89 3704 0044 0532 0130 00',
  'Compte courant  FR76 3000 6000 0112 3456 7890 189',
  'Cuenta corriente  ES91 2100 0418 4502 0005 1332',
  'Betaalrekening  NL91 ABNA 0417 1643 00',
  'Conto corrente  IT60 X054 2811 1010 0000 0123 456',
  'Saldo disponível  1.234,56',
  'Akaun Semasa  1234567890',
];
/** Lines both kinds print: they must never decide. */
const NEUTRAL_LINES = [
  'Prime Community Bank',
  'PO Box 1200, Austin TX 78701',
  'JORDAN A. SAMPLE',
  'Statement period: Dec 16, 2024 – Jan 15, 2025',
  'Beginning balance  $2,500.00',
  'Ending balance  $2,989.40',
  'Payments and credits  - $412.16',
  'Page 1 of 3',
  'Kontoauszug Nr. 7',
  'Relevé de compte',
  'Extracto de movimientos',
  'Penyata Akaun',
  '12/16  POS PURCHASE WHOLE FOODS MKT  84.37',
  '12/17  DIRECT PAYROLL ACME CORP  2,150.00',
];

const pick = <T>(xs: readonly T[]) => fc.constantFrom(...xs);
/** A header: some neutral lines with the given lines shuffled in. */
const header = (extra: fc.Arbitrary<string[]>) =>
  fc.tuple(fc.array(pick(NEUTRAL_LINES), { minLength: 0, maxLength: 8 }), extra, fc.nat()).map(([neutral, lines, seed]) => {
    const all = [...neutral, ...lines];
    // a fixed shuffle from the seed: the order of lines never decides
    for (let i = all.length - 1; i > 0; i--) {
      const j = (seed + i * 7919) % (i + 1);
      [all[i], all[j]] = [all[j]!, all[i]!];
    }
    return all.join('\n');
  });

describe('kind from a statement’s own words (generated headers)', () => {
  it('card words make a credit card', () => {
    fc.assert(
      fc.property(header(fc.array(pick(CARD_LINES), { minLength: 1, maxLength: 4 })), (text) => {
        const v = kindVerdict(statementTextClues(text));
        expect(v.side).toBe('card');
        expect(kindFromEvidence('checking', v)).toBe('credit card');
        expect(v.because.length).toBeGreaterThan(0);
      }),
      { numRuns: 300, seed: 30 },
    );
  });

  it('bank-account words make checking (and undo only a card guessed from the name)', () => {
    fc.assert(
      fc.property(header(fc.array(pick(BANK_LINES), { minLength: 1, maxLength: 4 })), (text) => {
        const v = kindVerdict(statementTextClues(text));
        expect(v.side).toBe('deposit');
        expect(kindFromEvidence('credit card', v)).toBe('checking');
        expect(kindFromEvidence('savings', v)).toBe('savings');
      }),
      { numRuns: 300, seed: 31 },
    );
  });

  it('both or neither leave the guess from the name', () => {
    const both = fc
      .tuple(fc.array(pick(CARD_LINES), { minLength: 1, maxLength: 3 }), fc.array(pick(BANK_LINES), { minLength: 1, maxLength: 3 }))
      .map(([a, b]) => [...a, ...b]);
    fc.assert(
      fc.property(fc.oneof(header(both), header(fc.constant([]))), pick(['checking', 'savings', 'credit card'] as const), (text, guess) => {
        const v = kindVerdict(statementTextClues(text));
        expect(v.side).toBeNull();
        expect(kindFromEvidence(guess, v)).toBe(guess);
      }),
      { numRuns: 300, seed: 32 },
    );
  });

  it('reads a masked card number as card evidence, not an account number', () => {
    expect(statementTextClues('Account Number XXXX XXXX XXXX 0123').some((c) => c.side === 'card' && c.what.includes('0123'))).toBe(true);
    expect(statementTextClues('Visa card ending in 0123').some((c) => c.side === 'card')).toBe(true);
    expect(statementTextClues('Account number: XXXXXX4821').some((c) => c.side === 'card')).toBe(false);
  });
});

describe('kind from the real statements in tests/fixtures', () => {
  const pdfVerdict = (name: string) => {
    const pages = JSON.parse(readFileSync(path.join(FIXTURES, 'pdf', `${name}.items.json`), 'utf8'));
    return kindVerdict(statementTextClues(pdfLinesText(pages.slice(0, 1)).join('\n')));
  };

  it('the card PDFs ("Credit Line", "Minimum Payment Due", "Payment Due Date") are cards; the checking one is not', () => {
    const mercury = pdfVerdict('mercury-statement');
    expect(mercury.side).toBe('card');
    expect(mercury.because).toEqual(expect.arrayContaining(['"CREDIT LINE"', '"Minimum Payment Due"', '"Payment Due Date"']));
    expect(pdfVerdict('card-statement-cr').side).toBe('card');
    expect(pdfVerdict('checking-statement').side).not.toBe('card');
  });

  it('no checking or savings file is read as a card; the card files with evidence are', () => {
    const rows = readFileSync(path.join(FIXTURES, 'statements/manifest.csv'), 'utf8').trim().split('\n').slice(1);
    const cards: string[] = [];
    let banks = 0;
    for (const line of rows) {
      const [file, format, , , type] = line.split(',') as [string, string, string, string, string];
      if (format !== 'csv' && format !== 'ofx') continue;
      const r = parseStatementBytes(readFileSync(path.join(FIXTURES, 'statements', file)), format as StatementKind);
      const v = kindVerdict([...(r.kindClues ?? []), ...tableClues(r.sample?.header ?? [])]);
      if (v.side === 'card') cards.push(file);
      if (type === 'checking' || type === 'savings') {
        banks++;
        expect(v.side, file).not.toBe('card');
      }
    }
    expect(banks).toBeGreaterThan(15);
    expect(cards.sort()).toEqual([
      'csv/bank2ynab__umsatz-1234________1234-20180227.CSV',
      'csv/bkjchoi72__chase_credit_card.csv',
      'ofx/beangulp__2013-12-03.bofa.ofx',
      'ofx/beangulp__amex_ofxdownload.ofx',
    ]);
  });

  it('a "Card Member" column makes a card export', () => {
    const r = parseStatementBytes(readFileSync(path.join(FIXTURES, 'csv/card-positive-purchases.csv')), 'csv');
    expect(kindVerdict(tableClues(r.sample?.header ?? [])).side).toBe('card');
  });
});
