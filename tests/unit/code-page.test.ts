// Older bank exports come in a single-byte code page: Windows-1252 from western banks, Windows-1250
// from Polish, Czech and Hungarian ones (core/text.ts decodeSingleByte). Read in the wrong one,
// "Żywność" becomes "¯ywnoœæ" and "ČEZ" becomes "ÈEZ", silently.
import { describe, expect, it } from 'vitest';
import { decodeSingleByte, decodeText } from '../../core/text.ts';
import { parseStatementBytes } from '../../core/parsers/statement.ts';

/** Text written in a code page, as a bank's export would be. */
function encode(text: string, label: 'windows-1250' | 'windows-1252'): Uint8Array {
  const decoder = new TextDecoder(label);
  const table = new Map<string, number>();
  for (let b = 0; b < 256; b++) table.set(decoder.decode(new Uint8Array([b])), b);
  return new Uint8Array(
    [...text].map((c) => {
      const b = table.get(c);
      if (b === undefined) throw new Error(`${label} has no ${c}`);
      return b;
    }),
  );
}

describe('the code page of a statement that is not UTF-8', () => {
  it.each([
    ['pl', 'Data operacji;Opis operacji;Kategoria;Kwota\n2026-10-01;BIEDRONKA 1234;Żywność;-23,45\n2026-10-02;WYNAGRODZENIE;Wpływy;5850,00\n'],
    ['pl, one word', 'Data;Opis;Kwota\n2026-10-01;Data księgowania;-23,45\n'],
    ['cs', 'Datum;Objem;Zpráva pro příjemce\n01.10.2026;-234,50;Nákup ALBERT\n02.10.2026;28500,00;Mzda říjen\n'],
    ['cs, only a capital Č', 'Datum;Popis;Castka\n01.10.2026;CEZ Prodej;-1234,00\n02.10.2026;ČEZ;-99,00\n'],
    ['hu', 'Könyvelés dátuma;Összeg;Közlemény\n2026.10.01;-2345;Vásárlás TESCO ÁRUHÁZ\n2026.10.05;-1990;Előfizetés, űrlap\n'],
  ])('%s: Windows-1250', (_name, text) => {
    const read = decodeSingleByte(encode(text, 'windows-1250'));
    expect(read.encoding).toBe('windows-1250');
    expect(read.text).toBe(text);
  });

  it.each([
    ['de', 'Buchungstag;Verwendungszweck;Betrag\n01.10.2026;REWE Münchner Straße;-23,45\n05.10.2026;Gebühr Überweisung;-1,50\n'],
    ['fr', 'Date;Libellé;Débit\n01/10/2026;CB CARREFOUR MARCHÉ;23,45\n02/10/2026;PRLV SEPA ÉLECTRICITÉ fête;54,90\n'],
    ['es', 'Fecha;Concepto;Importe\n01/10/2026;COMPRA MERCADONA ESPAÑA;-23,45\n02/10/2026;NÓMINA OCTUBRE;2850,00\n'],
    ['da', 'Dato;Tekst;Beløb\n01.10.2026;Netto Århus;-234,50\n02.10.2026;Løn ACME A/S;28500,00\n'],
    ['da, only a capital Ø', 'Dato;Tekst;Belob\n01.10.2026;ØSTERBRO KIOSK;-34,50\n'],
    ['sv, a compound', 'Datum;Text;Belopp\n2026-10-01;SKATTEÅTERBÄRING;1234,00\n'],
    ['en, a pound sign', 'Date,Description,Amount\n2026-10-01,TESCO £12 VOUCHER,-12.00\n'],
    ['it', 'Data;Descrizione;Importo\n01/10/2026;È PIÙ CONVENIENTE CITTÀ;-23,45\n'],
  ])('%s: Windows-1252', (_name, text) => {
    const read = decodeSingleByte(encode(text, 'windows-1252'));
    expect(read.encoding).toBe('windows-1252');
    expect(read.text).toBe(text);
  });

  it('UTF-8 stays UTF-8, whatever its letters', () => {
    const text = 'Data;Opis;Kwota\n2026-10-01;Żywność;-23,45\n';
    expect(decodeText(new TextEncoder().encode(text))).toEqual({ text, encoding: 'utf-8' });
  });

  it('a Polish export in Windows-1250 is imported with its letters', () => {
    const csv =
      'Data operacji;Opis operacji;Kwota;Saldo po operacji\n2026-10-01;"ŻABKA Z1234 KRAKÓW";-23,45;1976,55\n2026-10-02;"Wpłata własna";100,00;2076,55\n';
    const r = parseStatementBytes(encode(csv, 'windows-1250'), 'csv', { fileName: 'historia.csv' });
    expect(r.errors).toEqual([]);
    expect(r.items.map((t) => [t.description, t.amountCents])).toEqual([
      ['ŻABKA Z1234 KRAKÓW', -2345],
      ['Wpłata własna', 10000],
    ]);
  });
});
