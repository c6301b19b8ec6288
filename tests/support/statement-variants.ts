// Generated statements made awkward (tests/support/statement-generator.ts), for checks that two ways
// of reading a file agree: rows Byte must skip (bad dates, missing or invalid amounts, shifted fields,
// empty descriptions), pending and summary rows, lines that continue the row above, quoted cells
// (some spanning lines, one never closed), blank direction cells, and sometimes hundreds of bad rows
// so the skipped-row warnings reach their cap. The same seed gives the same file.
import { generateCsvStatement, rng, type GeneratedStatement } from './statement-generator.ts';

export interface StatementVariant {
  seed: number;
  name: string;
  text: string;
  bytes: Uint8Array;
  gen: GeneratedStatement;
  /** what was done to the file, to name a failure */
  changes: string[];
}

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;

export function statementVariant(seed: number): StatementVariant {
  const gen = generateCsvStatement(seed);
  const r = rng(seed * 7919 + 13);
  if (r() < 0.15) {
    gen.table = cardTable(r);
    delete gen.answers.columnRoles; // they name the generated file's columns
  }
  const { delimiter } = gen.traits;
  const table = (gen.table ?? []).map((row) => [...row]);
  const changes: string[] = [];
  const width = Math.max(...table.map((row) => row.length));
  // the first row as wide as the table is the header (or the first data row)
  const first = table.findIndex((row) => row.length === width);
  const body = () => first + 1 + Math.floor(r() * Math.max(1, table.length - first - 1));
  const blankRow = () => new Array<string>(width).fill('');
  const withCell = (row: string[], at: number, value: string) => {
    const out = [...row];
    out[at] = value;
    return out;
  };
  const sampleRow = () => table[first + 1 + Math.floor(r() * Math.max(1, table.length - first - 1))] ?? table[first]!;

  // a longer statement sometimes, so a streamed read has many rows to agree on
  if (r() < 0.25 && first >= 0) {
    const rows = table.slice(first + 1);
    const times = 2 + Math.floor(r() * 20);
    for (let k = 0; k < times; k++) table.push(...rows.map((row) => [...row]));
    changes.push(`repeated ${times}×`);
  }
  const inserts = Math.floor(r() * 6);
  for (let k = 0; k < inserts && first >= 0; k++) {
    const kind = pick(r, [
      'bad date',
      'no date',
      'no amount',
      'bad amount',
      'shifted',
      'no description',
      'pending',
      'continued',
      'summary',
      'note',
      'header again',
      'blank',
    ]);
    const row = sampleRow();
    let made: string[];
    switch (kind) {
      case 'bad date':
        made = row.map((c, i) => (i === 0 ? '31/31/2025' : c));
        break;
      case 'no date':
        made = row.map((c, i) => (i === row.indexOf(row.find((x) => /\d{2}/.test(x)) ?? '') ? '' : c));
        break;
      case 'no amount':
        made = row.map((c) => (/\d[.,]\d\d/.test(c) ? '' : c));
        break;
      case 'bad amount':
        made = row.map((c) => (/\d[.,]\d\d/.test(c) ? 'n/a' : c));
        break;
      case 'shifted':
        made = [...row, 'EXTRA', 'MORE'];
        break;
      case 'no description':
        made = row.map((c) => (/[a-z]{3}/i.test(c) && !/\d/.test(c) ? '' : c));
        break;
      case 'pending':
        made = withCell(row, 0, 'Pending');
        break;
      case 'continued':
        made = withCell(blankRow(), width - 1, `DETAIL ${Math.floor(r() * 1000)}`);
        break;
      case 'summary':
        made = withCell(withCell(blankRow(), 0, pick(r, ['Opening balance', 'Closing balance', 'Total'])), width - 1, '1234.56');
        break;
      case 'note':
        made = ['* figures are provisional'];
        break;
      case 'header again':
        made = [...table[first]!];
        break;
      default:
        made = [''];
        break;
    }
    table.splice(body(), 0, made);
    changes.push(kind);
  }
  // hundreds of rows to skip: the detailed warnings stop at their cap and one line counts the rest
  if (r() < 0.08 && first >= 0) {
    const many = 210 + Math.floor(r() * 100);
    for (let k = 0; k < many; k++)
      table.splice(
        body(),
        0,
        sampleRow().map((c, i) => (i === 0 ? `99/99/${k}` : c)),
      );
    changes.push(`${many} bad dates`);
  }
  const quoting = pick(r, ['as generated', 'as generated', 'all quoted', 'some quoted', 'line breaks', 'unclosed']);
  changes.push(quoting);
  const quoteAll = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
  const lines = table.map((row, i) =>
    row
      .map((cell) => {
        if (quoting === 'all quoted') return quoteAll(cell);
        if (quoting === 'some quoted' && r() < 0.3) return quoteAll(cell);
        if (quoting === 'line breaks' && i > first && /[a-z]{4}/i.test(cell) && r() < 0.2) return quoteAll(`${cell}\n${cell.slice(0, 4)}`);
        return cell.includes(delimiter) || cell.includes('"') || cell.includes('\n') ? quoteAll(cell) : cell;
      })
      .join(delimiter),
  );
  if (quoting === 'unclosed' && lines.length > 3) {
    const at = Math.floor(lines.length / 2) + Math.floor(r() * (lines.length / 2));
    lines[at] = `"${lines[at]}`;
  }
  const text = lines.join(r() < 0.5 ? '\r\n' : '\n') + (r() < 0.8 ? '\n' : '');
  return { seed, name: gen.name, text, bytes: new TextEncoder().encode(text), gen, changes };
}

/**
 * A card export the generator does not write: purchases listed as positive amounts and payments as
 * negative (the signs are flipped), a Sale/Payment type column, or a CR-only indicator whose blank
 * cells are debits.
 */
function cardTable(r: () => number): string[][] {
  const style = pick(r, ['positive purchases', 'sale column', 'CR only']);
  const header = style === 'positive purchases' ? ['Date', 'Description', 'Amount'] : ['Date', 'Description', 'Amount', 'Type'];
  const table = [header];
  const n = 3 + Math.floor(r() * 40);
  for (let i = 0; i < n; i++) {
    const date = `2025-03-${String(1 + (i % 28)).padStart(2, '0')}`;
    const payment = r() < 0.15;
    const cents = 100 + Math.floor(r() * 20_000);
    const amount = (c: number) => (c / 100).toFixed(2);
    const description = payment
      ? pick(r, ['PAYMENT THANK YOU', 'AUTOPAY PAYMENT', 'REFUND AMAZON'])
      : pick(r, ['COFFEE SHOP', 'GROCER', 'FUEL STATION', 'BOOKSHOP']);
    if (style === 'positive purchases') table.push([date, description, amount(payment ? -cents : cents)]);
    else if (style === 'sale column') table.push([date, description, amount(payment ? -cents : cents), payment ? 'Payment' : 'Sale']);
    else table.push([date, description, amount(cents), payment ? 'CR' : '']);
  }
  return table;
}
