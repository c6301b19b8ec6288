// Synthetic OFX, QIF and XLSX statements that know their true rows, for the same test as the CSV ones
// (statement-generator.ts): SGML or XML OFX, bank or credit-card statements, dates with and without
// times and zones, declared charsets; QIF in the date styles Quicken and banks write.
import * as XLSX from '@e965/xlsx';
import { generateCsvStatement, rng, type GeneratedStatement, type TrueRow } from './statement-generator.ts';
import { LANGUAGES } from './statement-vocab.ts';

const pad = (n: number) => String(n).padStart(2, '0');

function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)]!;
}

function addDays(iso: string, n: number): string {
  const t = new Date(`${iso}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
}

/** A month or two of a bank account's (or a card's) rows, oldest first. */
function trueRows(r: () => number, card: boolean): { rows: TrueRow[]; language: string } {
  const language = pick(r, Object.keys(LANGUAGES));
  const v = LANGUAGES[language]!;
  const n = 3 + Math.floor(r() * 25);
  const start = `2025-${pad(1 + Math.floor(r() * 12))}-${pad(1 + Math.floor(r() * 10))}`;
  let day = 0;
  const rows: TrueRow[] = [];
  for (let i = 0; i < n; i++) {
    day += Math.floor(r() * 3);
    const income = r() < (card ? 0.05 : 0.2);
    const cents = income ? 10_000 + Math.floor(r() * 300_000) : 100 + Math.floor(r() * 20_000);
    const description = income ? (card ? 'PAYMENT - THANK YOU' : pick(r, v.income)) : pick(r, v.spend);
    rows.push({ date: addDays(start, day), description, amountCents: income ? cents : -cents });
  }
  return { rows, language };
}

const money = (cents: number, comma: boolean) => {
  const text = `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${pad(Math.abs(cents) % 100)}`;
  return comma ? text.replace('.', ',') : text;
};
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function generateOfxStatement(seed: number): GeneratedStatement {
  const r = rng(seed);
  const card = r() < 0.35;
  const { rows, language } = trueRows(r, card);
  const xml = r() < 0.4;
  const comma = !xml && r() < 0.15; // some European banks' SGML OFX
  const dateStyle = pick(r, ['date', 'time', 'zone', 'millis'] as const);
  const when = (iso: string) => {
    const d = iso.replace(/-/g, '');
    const t = `${pad(Math.floor(r() * 24))}${pad(Math.floor(r() * 60))}00`;
    return dateStyle === 'date' ? d : dateStyle === 'time' ? `${d}${t}` : dateStyle === 'zone' ? `${d}${t}[-5:EST]` : `${d}${t}.000[+1:CET]`;
  };
  const close = (tag: string, value: string) => (xml ? `<${tag}>${value}</${tag}>` : `<${tag}>${value}`);
  // card issuers that do not follow the spec: charges positive and payments negative, or every amount positive
  const cardSigns = card ? pick(r, ['spec', 'charges-positive', 'all-positive'] as const) : 'spec';
  const written = (c: number) => (cardSigns === 'charges-positive' ? -c : cardSigns === 'all-positive' ? Math.abs(c) : c);
  const trns = rows
    .map((t, i) =>
      [
        '<STMTTRN>',
        close('TRNTYPE', t.amountCents < 0 ? 'DEBIT' : 'CREDIT'),
        close('DTPOSTED', when(t.date)),
        close('TRNAMT', money(written(t.amountCents), comma)),
        close('FITID', `${seed}-${i}`),
        close('NAME', escapeXml(t.description)),
        '</STMTTRN>',
      ].join('\n'),
    )
    .join('\n');
  const list = `<BANKTRANLIST>\n${close('DTSTART', rows[0]!.date.replace(/-/g, ''))}\n${close('DTEND', rows.at(-1)!.date.replace(/-/g, ''))}\n${trns}\n</BANKTRANLIST>`;
  const account = card
    ? `<CCACCTFROM>${close('ACCTID', '4111000011112222')}</CCACCTFROM>`
    : `<BANKACCTFROM>${close('BANKID', '123456789')}${close('ACCTID', '000111222')}${close('ACCTTYPE', 'CHECKING')}</BANKACCTFROM>`;
  const rs = card ? 'CCSTMTRS' : 'STMTRS';
  const msgs = card ? 'CREDITCARDMSGSRSV1' : 'BANKMSGSRSV1';
  const wrap = card ? 'CCSTMTTRNRS' : 'STMTTRNRS';
  const body = `<OFX>\n<${msgs}>\n<${wrap}>\n${close('TRNUID', '1')}\n<${rs}>\n${close('CURDEF', 'EUR')}\n${account}\n${list}\n</${rs}>\n</${wrap}>\n</${msgs}>\n</OFX>\n`;
  const head = xml
    ? '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>\n'
    : 'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:UTF-8\nCHARSET:NONE\nCOMPRESSION:NONE\nOLDFILEUID:NONE\nNEWFILEUID:NONE\n\n';
  return {
    name: `statement-${seed}.ofx`,
    bytes: new TextEncoder().encode(head + body),
    rows,
    traits: {
      language,
      sign: card ? 'card' : 'signed',
      dates: 'iso',
      decimal: comma ? ',' : '.',
      delimiter: `${xml ? 'xml' : 'sgml'} ${cardSigns}`,
      encoding: 'utf-8',
      unknownHeaders: false,
    },
    answers: { dateOrder: 'MDY', amountSign: card ? 'spent' : 'received' },
  };
}

export function generateQifStatement(seed: number): GeneratedStatement {
  const r = rng(seed);
  const card = r() < 0.3;
  const { rows, language } = trueRows(r, card);
  const style = pick(r, ['mdy', 'mdy-apos', 'dmy-dot', 'iso', 'dmy-slash'] as const);
  const date = (iso: string) => {
    const [y, m, d] = iso.split('-') as [string, string, string];
    switch (style) {
      case 'mdy':
        return `${m}/${d}/${y}`;
      case 'mdy-apos':
        return `${Number(m)}/${Number(d)}'${y.slice(2)}`;
      case 'dmy-dot':
        return `${d}.${m}.${y}`;
      case 'iso':
        return iso;
      case 'dmy-slash':
        return `${d}/${m}/${y}`;
    }
  };
  const thousands = r() < 0.5;
  const amount = (c: number) => {
    const abs = Math.abs(c);
    const whole = String(Math.floor(abs / 100)).replace(thousands ? /\B(?=(\d{3})+(?!\d))/g : /$^/, ',');
    return `${c < 0 ? '-' : ''}${whole}.${pad(abs % 100)}`;
  };
  const lines = [`!Type:${card ? 'CCard' : 'Bank'}`];
  for (const t of rows) lines.push(`D${date(t.date)}`, `T${amount(t.amountCents)}`, `P${t.description}`, '^');
  return {
    name: `statement-${seed}.qif`,
    bytes: new TextEncoder().encode(lines.join(r() < 0.5 ? '\r\n' : '\n') + '\n'),
    rows,
    traits: {
      language,
      sign: card ? 'card' : 'signed',
      dates: style === 'iso' ? 'iso' : style.startsWith('mdy') ? 'mdy-slash' : 'dmy-slash',
      decimal: '.',
      delimiter: '',
      encoding: 'utf-8',
      unknownHeaders: false,
    },
    answers: { dateOrder: style.startsWith('mdy') ? 'MDY' : 'DMY', amountSign: card ? 'spent' : 'received' },
  };
}

/**
 * The CSV generator's statement written as an XLSX workbook. Half the workbooks keep every cell as
 * text (as many banks' exports do); the other half store real Excel types, as a workbook saved from
 * Excel has them: amounts as numbers with a number format, the booking date as a date serial with a
 * date format (and a time of day, for the styles that print one).
 */
export function generateXlsxStatement(seed: number): GeneratedStatement {
  const csv = generateCsvStatement(seed);
  const typed = rng(seed ^ 0x2f6b1c3d)() < 0.5;
  const sheet = XLSX.utils.aoa_to_sheet(csv.table!);
  if (typed) typeCells(sheet, csv);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Transactions');
  const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
  return {
    ...csv,
    name: `statement-${seed}.xlsx`,
    bytes,
    traits: { ...csv.traits, delimiter: 'xlsx', encoding: typed ? 'xlsx typed cells' : 'xlsx text cells' },
  };
}

const MONEY_ROLES = new Set(['amount', 'money out', 'money in', 'balance']);
const DATE_FORMATS: Record<string, string> = {
  iso: 'yyyy-mm-dd',
  'dmy-slash': 'dd/mm/yyyy',
  'mdy-slash': 'mm/dd/yyyy',
  'dmy-dot': 'dd.mm.yyyy',
  'dmy-dash': 'dd-mm-yyyy',
  'iso-time': 'yyyy-mm-dd hh:mm:ss',
  'iso-tz': 'yyyy-mm-dd hh:mm',
  'dmy-time': 'dd/mm/yyyy hh:mm',
  'day-mon': 'd mmm yyyy',
};

/** Rewrites the data cells of the date and money columns as Excel numbers (the header and notes stay text). */
function typeCells(sheet: XLSX.WorkSheet, g: GeneratedStatement): void {
  const roles = g.answers.columnRoles ?? [];
  const table = g.table!;
  const width = roles.length;
  // the data rows: as wide as the table, with a date in the date column (not the header, preamble or footer)
  const dateCol = roles.indexOf('date');
  table.forEach((row, r) => {
    if (row.length !== width || serialOf(row[dateCol] ?? '', g.traits.dates) === null) return;
    row.forEach((cell, c) => {
      const at = XLSX.utils.encode_cell({ r, c });
      if (c === dateCol) sheet[at] = { t: 'n', v: serialOf(cell, g.traits.dates)!, z: DATE_FORMATS[g.traits.dates]! };
      else if (MONEY_ROLES.has(roles[c]!) && cell !== '') sheet[at] = { t: 'n', v: centsOf(cell) / 100, z: '#,##0.00' };
    });
  });
}

/** The generator's amounts always print two decimals: the digits are the cents. */
function centsOf(cell: string): number {
  const cents = Number(cell.replace(/\D/g, ''));
  return /^\s*[-(]|-\s*$/.test(cell) ? -cents : cents;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The Excel serial (days since 1899-12-30, the time as a fraction) of a date cell in the generator's style. */
function serialOf(cell: string, style: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})|^(\d{2})[/.-](\d{2})[/.-](\d{4})|^(\d{2}) ([A-Za-z]{3}) (\d{4})/.exec(cell.trim());
  if (!m) return null;
  const [y, mo, d] = m[1]
    ? [m[1], m[2], m[3]]
    : m[4]
      ? style === 'mdy-slash'
        ? [m[6], m[4], m[5]]
        : [m[6], m[5], m[4]]
      : [m[9], String(MONTHS.indexOf(m[8]!.toLowerCase()) + 1), m[7]];
  const day = Date.UTC(Number(y), Number(mo) - 1, Number(d)) / 86_400_000 + 25_569;
  const time = /(\d{2}):(\d{2})(?::(\d{2}))?/.exec(cell.slice(10));
  return time ? day + (Number(time[1]) * 3600 + Number(time[2]) * 60 + Number(time[3] ?? 0)) / 86_400 : day;
}
