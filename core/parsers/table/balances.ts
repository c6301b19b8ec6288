// Balance and summary lines of a statement table: "Opening balance … 1,000.00", "Total", "Closing
// balance: 700.00". They are not transactions; the balances they state are kept to check the import.
import { parseDateCell } from '../../dates.ts';
import { parseAmountToCents } from '../../money.ts';
import { emptyStatement, type StatementResult } from '../types.ts';

// Matched against labelOf(cell): lower case, accents and a leading "#" or "*" gone ("#Saldo końcowe"
// → "saldo koncowe"), in the fourteen languages whose headers Byte reads. A bare "saldo" is not a
// summary: it is the balance column's own header in half of them.
export const SUMMARY_RE = new RegExp(
  [
    '^(?:sub[\\s-]*)?totals?\\b',
    '\\btotals?$',
    '^summe\\b',
    '^(?:opening|closing|ending|beginning|starting|final|available|ledger|current|new|previous)\\s+balance',
    '^balance\\b',
    '\\bbrought\\s+forward\\b',
    '\\bcarried\\s+forward\\b',
    '^end\\s+of\\b',
    '^statement\\s+(?:total|summary|period|balance)',
    '^(?:number|count)\\s+of\\s+transactions',
    '^(?:anfangs|end|schluss)saldo',
    '^(?:alter|neuer)\\s+(?:kontostand|saldo)',
    '^(?:ancien|nouveau)\\s+solde',
    '^solde\\s+(?:initial|final|au)\\b',
    '^saldo\\s+(?:inicial|final|anterior)',
    '^(?:begin|eind)saldo',
    // it, pt, pl, cs, hu, sv, da, no, fi
    '^totale\\b',
    '^saldo\\s+(?:iniziale|finale|contabile|disponibile|atual|poczatkowe|koncowe|otwarcia|zamkniecia|primo|ultimo)\\b',
    '^(?:suma|razem|celkem|soucet|osszesen|summa|totalt|i\\s+alt|sum|yhteensa)\\b',
    '^(?:pocatecni|konecny)\\s+zustatek',
    '^(?:nyito|zaro)\\s+egyenleg',
    '^(?:ingaende|inngaende|utgaende)\\s+saldo',
    '^(?:primo|ultimo|alku|loppu)saldo',
  ].join('|'),
  'i',
);
const OPENING_RE = new RegExp(
  [
    '^(?:opening|beginning|starting|start|previous|prior)\\s+balance',
    'balance\\s+brought\\s+forward',
    '^brought\\s+forward',
    '^anfangssaldo',
    '^alter\\s+(?:kontostand|saldo)',
    '^ancien\\s+solde',
    '^solde\\s+(?:initial|precedent|de\\s+debut)',
    '^saldo\\s+(?:inicial|anterior|iniziale|poczatkowe|otwarcia|primo)',
    '^beginsaldo',
    '^pocatecni\\s+zustatek',
    '^nyito\\s+egyenleg',
    '^(?:ingaende|inngaende)\\s+saldo',
    '^(?:primo|alku)saldo',
  ].join('|'),
  'i',
);
const CLOSING_RE = new RegExp(
  [
    '^(?:closing|ending|end|final|new|ledger)\\s+balance',
    'balance\\s+carried\\s+forward',
    '^carried\\s+forward',
    '^(?:end|schluss)saldo',
    '^neuer\\s+(?:kontostand|saldo)',
    '^nouveau\\s+solde',
    '^solde\\s+(?:final|de\\s+fin)',
    '^saldo\\s+(?:final|finale|atual|koncowe|zamkniecia|ultimo)',
    '^eindsaldo',
    '^konecny\\s+zustatek',
    '^zaro\\s+egyenleg',
    '^utgaende\\s+saldo',
    '^(?:ultimo|loppu)saldo',
  ].join('|'),
  'i',
);

/** A cell as the summary labels are matched: lower case, without accents or a leading "#", "*" or ":". */
export function labelOf(cell: string): string {
  return cell
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łŁ]/g, 'l')
    .replace(/[øØ]/g, 'o')
    .replace(/[æÆ]/g, 'ae')
    .replace(/^[^\p{L}\d]+/u, '')
    .toLowerCase();
}

export function looksLikeSummary(row: readonly string[]): boolean {
  for (let i = 0; i < row.length; i++) {
    const c = row[i]!.trim();
    if (c !== '' && SUMMARY_RE.test(labelOf(c))) return true;
  }
  return false;
}

/** Reads "Opening balance … 1,000.00" / "Closing balance … 700.00" into the result. */
export function readBalanceLine(row: readonly string[], balanceCol: number, r: StatementResult): void {
  let label = -1;
  let which: 'opening' | 'closing' | null = null;
  for (let c = 0; c < row.length; c++) {
    const t = row[c]!.trim();
    if (t === '') continue;
    const l = labelOf(t);
    if (OPENING_RE.test(l)) which = 'opening';
    else if (CLOSING_RE.test(l)) which = 'closing';
    else continue;
    label = c;
    break;
  }
  if (which === null) return;
  let cents: number | null = null;
  if (balanceCol !== -1 && balanceCol !== label) {
    const b = (row[balanceCol] ?? '').trim();
    if (b !== '') cents = parseAmountToCents(b);
  }
  for (let c = label + 1; cents === null && c < row.length; c++) {
    const t = row[c]!.trim();
    if (t !== '' && parseDateCell(t, 'MDY') === null) cents = parseAmountToCents(t);
  }
  if (cents === null) {
    // "Closing balance: 1,234.56" in one cell
    const m = /[:\s]\s*([-+(]?\s*[$€£]?\s*[\d.,' ]*\d[)]?\s*(?:CR|DR)?)\s*$/i.exec(row[label]!);
    if (m) cents = parseAmountToCents(m[1]!);
  }
  if (cents === null) return;
  if (which === 'opening' && r.openingBalanceCents === null) r.openingBalanceCents = cents;
  if (which === 'closing') r.closingBalanceCents = cents;
}

/** The opening and closing balances stated in rows outside a transaction table (a workbook's summary sheet). */
export function statedBalances(rows: readonly (readonly string[])[]): { opening: number | null; closing: number | null } {
  const r = emptyStatement();
  for (const row of rows) readBalanceLine(row, -1, r);
  return { opening: r.openingBalanceCents, closing: r.closingBalanceCents };
}
