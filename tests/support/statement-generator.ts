// Synthetic bank statements that know their true rows (issue 18): a seeded generator of the ways
// real exports differ — column order and subset, header language (or words nobody knows), date
// format, decimal mark and thousands separator, sign convention, delimiter, encoding, preamble and
// footer — so Byte is measured on files nobody tuned it for. The same seed gives the same file.
// Encodings: UTF-8 with and without BOM, Windows-1252, UTF-16 LE with BOM.
import { LANGUAGES, UNKNOWN_WORDS, type LanguageVocab } from './statement-vocab.ts';

export interface TrueRow {
  date: string;
  description: string;
  amountCents: number;
}

export type SignConvention = 'signed' | 'pair' | 'typed' | 'card';
export type DateStyle = 'iso' | 'dmy-slash' | 'mdy-slash' | 'dmy-dot' | 'dmy-dash' | 'iso-time' | 'iso-tz' | 'dmy-time' | 'day-mon';

export interface GeneratedStatement {
  name: string;
  bytes: Uint8Array;
  rows: TrueRow[];
  /** what the generator chose, to name a failure */
  traits: { language: string; sign: SignConvention; dates: DateStyle; decimal: ',' | '.'; delimiter: string; encoding: string; unknownHeaders: boolean };
  /** the statement's cells, row by row (CSV only): the same statement can be written as XLSX */
  table?: string[][];
  /** the answers a user would give if Byte asked */
  answers: { dateOrder: 'MDY' | 'DMY'; amountSign: 'spent' | 'received'; columnRoles?: string[] };
}

/** the project's seeded generator (mulberry32: the same sequence on every machine) */
import { mulberry32 } from '../../core/seeded-random.ts';

export const rng = mulberry32;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

function formatDate(iso: string, style: DateStyle, r: () => number): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  const time = `${pad(Math.floor(r() * 24))}:${pad(Math.floor(r() * 60))}`;
  switch (style) {
    case 'iso':
      return iso;
    case 'dmy-slash':
      return `${d}/${m}/${y}`;
    case 'mdy-slash':
      return `${m}/${d}/${y}`;
    case 'dmy-dot':
      return `${d}.${m}.${y}`;
    case 'dmy-dash':
      return `${d}-${m}-${y}`;
    case 'iso-time':
      return `${iso} ${time}:${pad(Math.floor(r() * 60))}`;
    case 'iso-tz':
      return `${iso}T${time}:00Z`;
    case 'dmy-time':
      return `${d}/${m}/${y} ${time}`;
    case 'day-mon':
      return `${d} ${MONTHS[Number(m) - 1]} ${y}`;
  }
}

/** "1234.5" written with the file's decimal mark and thousands separator, optionally signed. */
function formatAmount(
  cents: number,
  decimal: ',' | '.',
  thousands: string,
  minusStyle: 'lead' | 'trail' | 'parens',
  currency: { before: string; after: string },
): string {
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const text = `${currency.before}${whole}${decimal}${pad(abs % 100)}${currency.after}`;
  if (cents >= 0) return text;
  return minusStyle === 'lead' ? `-${text}` : minusStyle === 'parens' ? `(${text})` : `${text}-`;
}

export function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)]!;
}

function shuffle<T>(r: () => number, list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

function addDays(iso: string, n: number): string {
  const t = new Date(`${iso}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
}

/** Windows-1252 bytes of text that has only Latin-1 characters and the euro sign. */
function latin1(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out[i] = c === 0x20ac ? 0x80 : c;
  }
  return out;
}
/** Windows-1250 (Central European: Polish, Czech, Hungarian banks' exports), or null when the text has a character it lacks. */
function centralEuropean(text: string): Uint8Array | null {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const b = CP1250.get(text[i]!);
    if (b === undefined) return null;
    out[i] = b;
  }
  return out;
}
const CP1250 = new Map<string, number>();
{
  const decoder = new TextDecoder('windows-1250');
  for (let b = 0; b < 256; b++) CP1250.set(decoder.decode(new Uint8Array([b])), b);
}

/** UTF-16 little-endian bytes with the byte-order mark FF FE. */
function utf16le(text: string): Uint8Array {
  const out = new Uint8Array(2 + text.length * 2);
  out[0] = 0xff;
  out[1] = 0xfe;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out[2 + i * 2] = c & 0xff;
    out[3 + i * 2] = c >> 8;
  }
  return out;
}
const isLatin1 = (text: string) => /^[\u0000-\u00ff\u20ac]*$/.test(text);

interface Column {
  role?: 'date' | 'value-date' | 'debit' | 'credit' | 'description' | 'amount' | 'direction' | 'balance';
  header: string;
  cell: (row: TrueRow, i: number) => string;
}

/** A fee column's header, per language. */
const FEE_HEADER: Record<string, string> = {
  en: 'Fee',
  de: 'Gebühr',
  fr: 'Frais',
  es: 'Comisión',
  nl: 'Fee',
  it: 'Commissione',
  pt: 'Taxa',
  pl: 'Prowizja',
  cs: 'Poplatek',
  hu: 'Díj',
  sv: 'Avgift',
  da: 'Gebyr',
  no: 'Gebyr',
  fi: 'Palkkio',
};

/** How a card issuer names its payment, per language (the card exports with signed payments). */
const CARD_PAYMENT: Record<string, string> = {
  en: 'PAYMENT RECEIVED - THANK YOU',
  de: 'Zahlung erhalten - Danke',
  fr: 'Paiement reçu - merci',
  es: 'Pago recibido, gracias',
  nl: 'Betaling ontvangen',
  it: 'Pagamento ricevuto - grazie',
  pt: 'Pagamento recebido',
  pl: 'Spłata karty',
  cs: 'Splátka karty',
  hu: 'Kártya befizetés',
  sv: 'Inbetalning tack',
  da: 'Indbetaling tak',
  no: 'Innbetaling takk',
  fi: 'Maksu vastaanotettu kiitos',
};

/** One CSV statement from a seed. */
export function generateCsvStatement(seed: number): GeneratedStatement {
  const r = rng(seed);
  const langKeys = Object.keys(LANGUAGES);
  const language = pick(r, langKeys);
  const v: LanguageVocab = LANGUAGES[language]!;
  const unknownHeaders = r() < 0.12;
  const sign: SignConvention = pick(r, ['signed', 'signed', 'pair', 'pair', 'typed', 'card'] as const);
  const dates: DateStyle = pick(r, ['iso', 'dmy-slash', 'mdy-slash', 'dmy-dot', 'dmy-dash', 'iso-time', 'iso-tz', 'dmy-time', 'day-mon'] as const);
  const decimal: ',' | '.' = r() < 0.5 ? ',' : '.';
  const thousands = pick(r, decimal === ',' ? ['', '.', ' '] : ['', ',', "'"]);
  const delimiter = pick(r, decimal === ',' ? [';', ';', '\t', '|'] : [',', ',', ';', '\t', '|']);
  const minusStyle: 'lead' | 'trail' | 'parens' = r() < 0.9 ? 'lead' : 'trail';
  // variants drawn from a second stream, so adding them left the files above as they were
  const r2 = rng(seed ^ 0x5bd1e995);
  const headerless = r2() < 0.06;
  const currency =
    r2() < 0.15
      ? pick(r2, [
          { before: '€', after: '' },
          { before: '$', after: '' },
          { before: '£', after: '' },
          { before: '', after: ' EUR' },
          { before: '', after: ' kr' },
        ])
      : { before: '', after: '' };
  const parens = minusStyle === 'lead' && r2() < 0.05;
  const nbsp = thousands === ' ' && r2() < 0.5;
  // UTF-16 (little-endian, with its byte-order mark), as Excel's "Unicode text" and some banks save
  const utf16 = r2() < 0.08;
  // a card export that prints purchases positive and its payments negative (Amex, Discover, Nubank…),
  // its payment named in the file's language (or, for half, in words Byte does not know)
  const cardSignedPayments = sign === 'card' && r2() < 0.5;
  const paymentWords =
    r2() < 0.5
      ? (CARD_PAYMENT[language] ?? 'PAYMENT - THANK YOU')
      : pick(r2, ['Pagamento recebido', 'Zahlungseingang', 'Betaling ontvangen', 'Wpłata', 'Inbetalning', 'Befizetés']);
  // a fee column (Revolut, PayPal): the amount printed without the fee ("excluded": the balance moves
  // by amount less fee) or with it ("included": the fee column only informs); with a balance only,
  // since nothing else can tell the two apart
  const feeStyle = r2() < 0.15 ? pick(r2, ['excluded', 'included'] as const) : null;

  // the true rows: a month or two of spending and a few incomes, oldest first
  const n = 4 + Math.floor(r() * 30);
  const start = `2025-${pad(1 + Math.floor(r() * 12))}-${pad(1 + Math.floor(r() * 10))}`;
  let day = 0;
  const rows: TrueRow[] = [];
  for (let i = 0; i < n; i++) {
    day += Math.floor(r() * 3);
    const income = sign !== 'card' && r() < 0.2; // a card's statement: purchases (its payment is added below)
    const cents = income ? 10_000 + Math.floor(r() * 400_000) : 100 + Math.floor(r() * (r() < 0.1 ? 250_000 : 15_000));
    rows.push({ date: addDays(start, day), description: income ? pick(r, v.income) : pick(r, v.spend), amountCents: income ? cents : -cents });
  }
  // a bank account has money coming in too (else a money-in column would be empty, and the file a card export)
  if (sign !== 'card' && !rows.some((t) => t.amountCents > 0)) {
    const t = rows[Math.floor(r() * rows.length)]!;
    t.amountCents = -t.amountCents;
    t.description = pick(r, v.income);
  }
  // a card export: purchases, and the card's payment as money in
  if (sign === 'card') {
    if (r() < 0.5) rows.splice(Math.floor(r() * rows.length), 0, { date: rows[0]!.date, description: 'PAYMENT - THANK YOU', amountCents: 50_000 });
    else if (cardSignedPayments) rows.splice(Math.floor(r2() * rows.length), 0, { date: rows[0]!.date, description: paymentWords, amountCents: 50_000 });
  }
  const newestFirst = r() < 0.3;
  const ordered = newestFirst ? [...rows].reverse() : rows;
  const balances = new Map<number, number>();
  let balance = 100_000 + Math.floor(r() * 500_000);
  rows.forEach((t, i) => {
    balance += t.amountCents;
    balances.set(i, balance);
  });
  const trueIndex = (i: number) => (newestFirst ? rows.length - 1 - i : i);

  const money = (c: number) => formatAmount(c, decimal, nbsp ? '\u00a0' : thousands, parens ? 'parens' : minusStyle, currency);
  const name = (list: string[]) => (unknownHeaders ? '' : pick(r, list));
  const columns: Column[] = [
    { role: 'date', header: name(v.date), cell: (t) => formatDate(t.date, dates, r) },
    { role: 'description', header: name(v.description), cell: (t) => t.description },
  ];
  if (sign === 'signed') columns.push({ role: 'amount', header: name(v.amount), cell: (t) => money(t.amountCents) });
  if (sign === 'pair') {
    columns.push({ role: 'debit', header: name(v.debit), cell: (t) => (t.amountCents < 0 ? money(-t.amountCents) : '') });
    columns.push({ role: 'credit', header: name(v.credit), cell: (t) => (t.amountCents >= 0 ? money(t.amountCents) : '') });
  }
  if (sign === 'typed') {
    const debitWord = pick(r, v.type.debit);
    const creditWord = v.type.credit[v.type.debit.indexOf(debitWord)] ?? v.type.credit[0]!;
    columns.push({ role: 'amount', header: name(v.amount), cell: (t) => money(Math.abs(t.amountCents)) });
    columns.push({ role: 'direction', header: name(v.type.header), cell: (t) => (t.amountCents < 0 ? debitWord : creditWord) });
  }
  if (sign === 'card')
    columns.push({ role: 'amount', header: name(v.amount), cell: (t) => money(cardSignedPayments ? -t.amountCents : Math.abs(t.amountCents)) });
  if (r() < 0.4) columns.push({ role: 'balance', header: name(v.balance), cell: (_t, i) => money(balances.get(trueIndex(i))!) });
  const withFees = feeStyle !== null && sign === 'signed' && !unknownHeaders && !headerless && columns.some((c) => c.role === 'balance');
  if (withFees) {
    const fees = new Map<TrueRow, number>();
    for (const t of rows) if (t.amountCents < 0 && r2() < 0.3) fees.set(t, 25 + Math.floor(r2() * 300));
    const amount = columns.find((c) => c.role === 'amount')!;
    if (feeStyle === 'excluded') amount.cell = (t) => money(t.amountCents + (fees.get(t) ?? 0));
    columns.push({ header: FEE_HEADER[language] ?? 'Fee', cell: (t) => (fees.has(t) ? money(fees.get(t)!) : r2() < 0.5 ? '' : money(0)) });
  }
  if (r() < 0.3) columns.push({ header: unknownHeaders ? '' : pick(r, ['Reference', 'Ref', 'ID', 'Referenz']), cell: () => `R${Math.floor(r() * 1e8)}` });
  if (r() < 0.3)
    columns.push({ header: unknownHeaders ? '' : pick(r, ['Currency', 'Währung', 'Valuta', 'Devise', 'Moneda']), cell: () => pick(r, ['EUR', 'GBP', 'SEK']) });
  // a value date next to the booking date, in a known language only (nothing else says which date is which)
  if (!unknownHeaders && r() < 0.3)
    columns.push({ role: 'value-date', header: pick(r, v.valueDate), cell: (t) => formatDate(addDays(t.date, Math.floor(r() * 3)), dates, r) });
  shuffle(r, columns);
  // the booking date stays before a value date, as banks print them
  const booking = columns.findIndex((c) => c.role === 'date');
  const value = columns.findIndex((c) => c.role === 'value-date');
  if (value !== -1 && value < booking) [columns[booking], columns[value]] = [columns[value]!, columns[booking]!];
  const debitFirst = columns.findIndex((c) => c.role === 'debit') < columns.findIndex((c) => c.role === 'credit');
  const unknown = shuffle(r, [...UNKNOWN_WORDS]);
  columns.forEach((c, i) => {
    if (c.header === '') c.header = unknown[i % unknown.length]!;
  });

  const quote = (cell: string) => (cell.includes(delimiter) || cell.includes('"') ? `"${cell.replace(/"/g, '""')}"` : cell);
  // the table as cells (an XLSX of the same statement is made from it), then as CSV lines
  const table: string[][] = [];
  if (r() < 0.35) {
    table.push([`Account ${pick(r, ['Statement', 'Kontoauszug', 'Relevé', 'Estratto conto'])}`]);
    table.push(['IBAN', `DE${Math.floor(r() * 1e10)}`]);
    if (r() < 0.5) table.push(['']);
  }
  if (!headerless) table.push(columns.map((c) => c.header));
  ordered.forEach((t, i) => table.push(columns.map((c) => c.cell(t, i))));
  if (r() < 0.25) {
    table.push(['']);
    table.push([pick(r, ['End of statement', 'Generated by online banking', '* provisional'])]);
  }
  const lines = table.map((row) => row.map(quote).join(delimiter));
  const text = lines.join(r() < 0.5 ? '\r\n' : '\n') + '\n';

  // the single-byte code page of the language's banks: Windows-1252 in the west, 1250 in Central Europe
  const cp1250 = !v.latin1 ? centralEuropean(text) : null;
  const encodings = ['utf-8', 'utf-8-bom', ...(v.latin1 && isLatin1(text) ? ['windows-1252'] : cp1250 ? ['windows-1250'] : [])];
  const drawn = pick(r, encodings);
  const encoding = utf16 ? 'utf-16le-bom' : drawn;
  const utf8 = new TextEncoder().encode(text);
  const bytes =
    encoding === 'utf-16le-bom'
      ? utf16le(text)
      : encoding === 'windows-1252'
        ? latin1(text)
        : encoding === 'windows-1250'
          ? cp1250!
          : encoding === 'utf-8-bom'
            ? new Uint8Array([0xef, 0xbb, 0xbf, ...utf8])
            : utf8;
  return {
    // a neutral name: a "card" in it would be evidence for the sign
    name: `statement-${seed}.csv`,
    bytes,
    rows,
    table,
    traits: { language, sign, dates, decimal, delimiter, encoding, unknownHeaders: unknownHeaders || headerless },
    // for a money-out/money-in pair Byte cannot name, "spent" means the left column is money out
    answers: {
      dateOrder: dates === 'mdy-slash' ? 'MDY' : 'DMY',
      amountSign: sign === 'card' || debitFirst ? 'spent' : 'received',
      // each column's true role, as a user would set them in Byte's question
      columnRoles: columns.map((c) => (({ debit: 'money out', credit: 'money in', 'value-date': '' }) as Record<string, string>)[c.role ?? ''] ?? c.role ?? ''),
    },
  };
}
