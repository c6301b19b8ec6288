// Synthetic PDF bank statements that know their true rows, for the same measure as the CSV ones
// (statement-generator.ts): a seeded layout drawn with pdfkit in the standard Helvetica — a bank's
// name and title, an account line, the statement period, optional opening and closing balance
// lines, and one transaction table (Date, an optional value date, Description, then one signed
// Amount column, or money out / money in columns, or an Amount column with CR/DR marks, and an
// optional running Balance) whose header words come from statement-vocab.ts. Numbers are
// right-aligned under their header; long descriptions wrap onto a second line; long statements run
// onto a second page, which repeats the table header. The same seed gives the same bytes (the
// PDF's creation date is fixed).
//
// Helvetica without an embedded font writes Windows-1252 (WinAnsi) only: letters outside it
// (Polish ł, Czech č, Hungarian ő…) are printed without their accents, and the true rows hold the
// text as printed.
import PDFDocument from 'pdfkit';
import { pick, rng, type DateStyle, type GeneratedStatement, type TrueRow } from './statement-generator.ts';
import { LANGUAGES, type LanguageVocab } from './statement-vocab.ts';

/** How the table says which way money went. */
export type PdfSignLayout = 'signed' | 'pair' | 'markers';

export interface PdfTraits {
  layout: PdfSignLayout;
  /** markers: CR and DR on every amount, CR on money in only, or DR on money out only */
  markers: 'both' | 'cr-only' | 'dr-only' | null;
  /** pair: the money-in column comes first */
  creditFirst: boolean;
  minus: 'lead' | 'trail' | 'parens';
  thousands: string;
  valueDate: boolean;
  balanceColumn: boolean;
  openingLine: boolean;
  closingLine: boolean;
  /** the period line's words: the file's language, or English */
  periodEnglish: boolean;
  newestFirst: boolean;
  paper: 'LETTER' | 'A4';
  pages: number;
  /** rows whose description runs onto a second line */
  wrappedRows: number;
  /** letters outside WinAnsi were printed without accents */
  transliterated: boolean;
  /**
   * the table is printed without its header line, so Byte reads lines that start with a date and end
   * with an amount (money out and money in told apart by where their amounts end: pdf/headerless-pair.ts)
   */
  headerless: boolean;
}

export interface GeneratedPdfStatement extends GeneratedStatement {
  traits: GeneratedStatement['traits'] & PdfTraits;
}

const pad = (n: number) => String(n).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function addDays(iso: string, n: number): string {
  const t = new Date(`${iso}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
}

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

// ───────────── text Helvetica can print ─────────────

const WIN_ANSI = new Set<string>();
{
  const decoder = new TextDecoder('windows-1252');
  for (let b = 0x20; b < 256; b++) WIN_ANSI.add(decoder.decode(new Uint8Array([b])));
}
const NO_DECOMPOSITION: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ı: 'i' };

/** The text as an unembedded Helvetica prints it: letters outside WinAnsi lose their accents. */
function printable(text: string): string {
  let out = '';
  for (const ch of text) {
    if (WIN_ANSI.has(ch)) out += ch;
    else out += NO_DECOMPOSITION[ch] ?? ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  }
  return out;
}

// ───────────── words of a statement, per language ─────────────

interface StatementWords {
  title: string;
  account: string;
  period: string;
  opening: string[];
  closing: string[];
  page: string;
  /** what a row's description starts with: the kind of payment */
  kinds: string[];
  cities: string[];
}

const WORDS: Record<string, StatementWords> = {
  en: {
    title: 'Account Statement',
    account: 'Account number',
    period: 'Statement period',
    opening: ['Opening balance', 'Balance brought forward', 'Previous balance'],
    closing: ['Closing balance', 'Balance carried forward', 'New balance'],
    page: 'Page',
    kinds: ['CARD PAYMENT', 'DIRECT DEBIT', 'FASTER PAYMENT', 'POS'],
    cities: ['LONDON', 'MANCHESTER', 'BRISTOL', 'LEEDS'],
  },
  de: {
    title: 'Kontoauszug',
    account: 'Kontonummer',
    period: 'Zeitraum',
    opening: ['Anfangssaldo', 'Alter Kontostand'],
    closing: ['Endsaldo', 'Neuer Kontostand'],
    page: 'Seite',
    kinds: ['Kartenzahlung', 'SEPA-Lastschrift', 'Überweisung', 'Dauerauftrag'],
    cities: ['Berlin', 'München', 'Hamburg', 'Köln'],
  },
  fr: {
    title: 'Relevé de compte',
    account: 'Numéro de compte',
    period: 'Période',
    opening: ['Solde initial', 'Ancien solde'],
    closing: ['Solde final', 'Nouveau solde'],
    page: 'Page',
    kinds: ['PAIEMENT CB', 'PRLV SEPA', 'VIR SEPA', 'CARTE'],
    cities: ['PARIS', 'LYON', 'NANTES', 'LILLE'],
  },
  es: {
    title: 'Extracto de cuenta',
    account: 'Número de cuenta',
    period: 'Periodo',
    opening: ['Saldo inicial', 'Saldo anterior'],
    closing: ['Saldo final', 'Nuevo saldo'],
    page: 'Página',
    kinds: ['COMPRA TARJETA', 'RECIBO', 'TRANSFERENCIA'],
    cities: ['MADRID', 'SEVILLA', 'VALENCIA', 'BILBAO'],
  },
  nl: {
    title: 'Rekeningafschrift',
    account: 'Rekeningnummer',
    period: 'Periode',
    opening: ['Beginsaldo', 'Vorig saldo'],
    closing: ['Eindsaldo', 'Nieuw saldo'],
    page: 'Pagina',
    kinds: ['BEA Betaalpas', 'SEPA Incasso', 'iDEAL', 'Overboeking'],
    cities: ['AMSTERDAM', 'UTRECHT', 'DEN HAAG', 'EINDHOVEN'],
  },
  it: {
    title: 'Estratto conto',
    account: 'Numero conto',
    period: 'Periodo',
    opening: ['Saldo iniziale', 'Saldo precedente'],
    closing: ['Saldo finale'],
    page: 'Pagina',
    kinds: ['PAGAMENTO CARTA', 'ADDEBITO DIRETTO', 'BONIFICO'],
    cities: ['MILANO', 'ROMA', 'TORINO', 'BOLOGNA'],
  },
  pt: {
    title: 'Extrato de conta',
    account: 'Número de conta',
    period: 'Período',
    opening: ['Saldo inicial', 'Saldo anterior'],
    closing: ['Saldo final'],
    page: 'Página',
    kinds: ['COMPRA', 'DEBITO DIRETO', 'TRF'],
    cities: ['LISBOA', 'PORTO', 'BRAGA', 'COIMBRA'],
  },
  pl: {
    title: 'Wyciąg z rachunku',
    account: 'Numer rachunku',
    period: 'Okres',
    opening: ['Saldo początkowe', 'Saldo otwarcia'],
    closing: ['Saldo końcowe', 'Saldo zamknięcia'],
    page: 'Strona',
    kinds: ['Płatność kartą', 'Przelew', 'Polecenie zapłaty'],
    cities: ['WARSZAWA', 'KRAKÓW', 'GDAŃSK', 'ŁÓDŹ'],
  },
  cs: {
    title: 'Výpis z účtu',
    account: 'Číslo účtu',
    period: 'Období',
    opening: ['Počáteční zůstatek'],
    closing: ['Konečný zůstatek'],
    page: 'Strana',
    kinds: ['Platba kartou', 'Inkaso', 'Převod'],
    cities: ['PRAHA', 'BRNO', 'OSTRAVA', 'PLZEŇ'],
  },
  hu: {
    title: 'Számlakivonat',
    account: 'Számlaszám',
    period: 'Időszak',
    opening: ['Nyitó egyenleg'],
    closing: ['Záró egyenleg'],
    page: 'Oldal',
    kinds: ['Kártyás vásárlás', 'Csoportos beszedés', 'Átutalás'],
    cities: ['BUDAPEST', 'DEBRECEN', 'SZEGED', 'PÉCS'],
  },
  sv: {
    title: 'Kontoutdrag',
    account: 'Kontonummer',
    period: 'Period',
    opening: ['Ingående saldo'],
    closing: ['Utgående saldo'],
    page: 'Sida',
    kinds: ['Kortköp', 'Autogiro', 'Överföring'],
    cities: ['STOCKHOLM', 'GÖTEBORG', 'MALMÖ', 'UPPSALA'],
  },
  da: {
    title: 'Kontoudtog',
    account: 'Kontonummer',
    period: 'Periode',
    opening: ['Primosaldo', 'Saldo primo'],
    closing: ['Ultimosaldo', 'Saldo ultimo'],
    page: 'Side',
    kinds: ['Dankort-køb', 'Betalingsservice', 'Overførsel'],
    cities: ['KØBENHAVN', 'AARHUS', 'ODENSE', 'AALBORG'],
  },
  no: {
    title: 'Kontoutskrift',
    account: 'Kontonummer',
    period: 'Periode',
    opening: ['Inngående saldo'],
    closing: ['Utgående saldo'],
    page: 'Side',
    kinds: ['Varekjøp', 'AvtaleGiro', 'Overføring'],
    cities: ['OSLO', 'BERGEN', 'TRONDHEIM', 'STAVANGER'],
  },
  fi: {
    title: 'Tiliote',
    account: 'Tilinumero',
    period: 'Ajanjakso',
    opening: ['Alkusaldo'],
    closing: ['Loppusaldo'],
    page: 'Sivu',
    kinds: ['Korttiosto', 'E-lasku', 'Tilisiirto'],
    cities: ['HELSINKI', 'TAMPERE', 'TURKU', 'OULU'],
  },
};

const BANKS = [
  'Northgate Bank',
  'Banco Atlántico',
  'Sparkasse Rheintal',
  'Crédit du Nord-Ouest',
  'Nordea Demo',
  'First Harbour Bank',
  'Banca Alpina',
  'Baltic Savings Bank',
];

// ───────────── printing dates and money ─────────────

/** The file's date styles: five of the CSV generator's, "day-mon" without a year ("05 Mar"). */
const PDF_DATE_STYLES = ['iso', 'dmy-slash', 'mdy-slash', 'dmy-dot', 'day-mon'] as const satisfies readonly DateStyle[];
type PdfDateStyle = (typeof PDF_DATE_STYLES)[number];

function formatDate(iso: string, style: PdfDateStyle, upperMonth: boolean, withYear = false): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  switch (style) {
    case 'iso':
      return iso;
    case 'dmy-slash':
      return `${d}/${m}/${y}`;
    case 'mdy-slash':
      return `${m}/${d}/${y}`;
    case 'dmy-dot':
      return `${d}.${m}.${y}`;
    case 'day-mon': {
      const mon = upperMonth ? MONTHS[Number(m) - 1]!.toUpperCase() : MONTHS[Number(m) - 1]!;
      return withYear ? `${d} ${mon} ${y}` : `${d} ${mon}`;
    }
  }
}

interface MoneyStyle {
  decimal: ',' | '.';
  thousands: string;
  minus: 'lead' | 'trail' | 'parens';
}

function formatMoney(cents: number, s: MoneyStyle): string {
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, s.thousands);
  const text = `${whole}${s.decimal}${pad(abs % 100)}`;
  if (cents >= 0) return text;
  return s.minus === 'lead' ? `-${text}` : s.minus === 'parens' ? `(${text})` : `${text}-`;
}

// ───────────── the statement ─────────────

interface PdfColumn {
  role: 'date' | 'value-date' | 'description' | 'amount' | 'debit' | 'credit' | 'balance';
  header: string;
  align: 'left' | 'right';
  /** left edge (left-aligned) or right edge (right-aligned), set by the layout */
  x: number;
  width: number;
}

interface Op {
  text: string;
  x: number;
  y: number;
  size: number;
  bold: boolean;
  align: 'left' | 'right';
}

interface Rule {
  x0: number;
  x1: number;
  y: number;
}

/** One PDF statement from a seed. */
export async function generatePdfStatement(seed: number): Promise<GeneratedPdfStatement> {
  const r = rng(seed ^ 0x7f4a7c15);
  let lostAccents = false;
  const print = (text: string) => {
    const p = printable(text);
    if (p !== text) lostAccents = true;
    return p;
  };
  const language = pick(r, Object.keys(LANGUAGES));
  const v: LanguageVocab = LANGUAGES[language]!;
  const w = WORDS[language]!;
  const layout: PdfSignLayout = pick(r, ['signed', 'signed', 'pair', 'pair', 'markers'] as const);
  const markers = layout === 'markers' ? pick(r, ['both', 'both', 'cr-only', 'dr-only'] as const) : null;
  const dates: PdfDateStyle = pick(r, PDF_DATE_STYLES);
  const upperMonth = r() < 0.4;
  // most banks write their country's decimal mark; some print the other one
  const decimal: ',' | '.' = (language === 'en') === r() < 0.8 ? '.' : ',';
  const thousands = pick(r, decimal === ',' ? ['', '.', ' ', '\u00a0'] : ['', ',', ',', "'"]);
  const minus: MoneyStyle['minus'] = layout === 'signed' ? pick(r, ['lead', 'lead', 'lead', 'lead', 'trail', 'parens'] as const) : 'lead';
  const money: MoneyStyle = { decimal, thousands, minus };
  const valueDate = r() < 0.3;
  const balanceColumn = r() < 0.5;
  const openingLine = r() < 0.5;
  const closingLine = r() < 0.5;
  const periodEnglish = language !== 'en' && r() < 0.3;
  const newestFirst = r() < 0.15;
  const creditFirst = layout === 'pair' && r() < 0.25;
  // drawn from a second stream, so the files above stayed as they were when it was added (15 % of every layout)
  const headerless = rng(seed ^ 0x1b873593)() < 0.15;
  const paper: 'LETTER' | 'A4' = r() < 0.5 ? 'LETTER' : 'A4';
  const size = pick(r, [8, 8.5, 9, 9, 10]);
  const pitch = Math.round(size * (1.3 + r() * 0.5) * 10) / 10;
  const boldHeader = r() < 0.6;
  const pageFooter = r() < 0.6;

  // the period: a calendar month, or mid-month to mid-month (across New Year for December)
  const year = 2024 + Math.floor(r() * 2);
  const month = 1 + Math.floor(r() * 12);
  let periodStart: string;
  let periodEnd: string;
  if (r() < 0.7) {
    periodStart = `${year}-${pad(month)}-01`;
    periodEnd = addDays(month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`, -1);
  } else {
    const d = 2 + Math.floor(r() * 26);
    periodStart = `${year}-${pad(month)}-${pad(d)}`;
    periodEnd = addDays(month === 12 ? `${year + 1}-01-${pad(d)}` : `${year}-${pad(month + 1)}-${pad(d)}`, -1);
  }
  const span = daysBetween(periodStart, periodEnd);

  // the true rows, oldest first: spending, a few incomes, some descriptions long enough to wrap
  const n = 5 + Math.floor(r() * 56);
  const days = Array.from({ length: n }, () => Math.floor(r() * (span + 1))).sort((a, b) => a - b);
  const rows: TrueRow[] = [];
  for (let i = 0; i < n; i++) {
    const income = r() < 0.18;
    const cents = income ? 5_000 + Math.floor(r() * 400_000) : 100 + Math.floor(r() * (r() < 0.1 ? 250_000 : 15_000));
    let description = income ? pick(r, v.income) : `${pick(r, w.kinds)} ${pick(r, v.spend)}`;
    if (r() < 0.35) {
      const detail = pick(r, [
        () => `${pick(r, w.cities)} REF ${100_000 + Math.floor(r() * 900_000)}`,
        () => `${pick(r, w.cities)} KARTE XXXX${1000 + Math.floor(r() * 9000)}`,
        () => `MANDATE ${String.fromCharCode(65 + Math.floor(r() * 26))}${10_000_000 + Math.floor(r() * 90_000_000)} ${pick(r, w.cities)}`,
        () => `${pick(r, w.cities)} ${pick(r, w.cities)} ID ${1_000_000 + Math.floor(r() * 9_000_000)}`,
      ]);
      description = `${description} ${detail()}`;
    }
    rows.push({ date: addDays(periodStart, days[i]!), description: print(description), amountCents: income ? cents : -cents });
  }
  if (!rows.some((t) => t.amountCents > 0)) {
    const t = rows[Math.floor(r() * rows.length)]!;
    t.amountCents = -t.amountCents;
    t.description = print(pick(r, v.income));
  }
  const opening = 50_000 + Math.floor(r() * 800_000);
  const balanceAfter = new Map<TrueRow, number>();
  let running = opening;
  for (const t of rows) {
    running += t.amountCents;
    balanceAfter.set(t, running);
  }
  const closing = running;
  const valueDates = new Map<TrueRow, string>(rows.map((t) => [t, addDays(t.date, Math.floor(r() * 3))]));
  const printed = newestFirst ? [...rows].reverse() : rows;

  // the cells of each column, as printed
  const dateText = (iso: string) => formatDate(iso, dates, upperMonth);
  const markedMoney = (cents: number) => {
    const text = formatMoney(Math.abs(cents), money);
    if (markers === 'both') return `${text} ${cents < 0 ? 'DR' : 'CR'}`;
    if (markers === 'cr-only') return cents < 0 ? text : `${text} CR`;
    return cents < 0 ? `${text} DR` : text;
  };
  const balanceText = (cents: number) => (layout === 'markers' ? markedMoney(cents) : formatMoney(cents, money));
  const name = (list: string[]) => print(pick(r, list));
  const columns: PdfColumn[] = [{ role: 'date', header: name(v.date), align: 'left', x: 0, width: 0 }];
  if (valueDate) columns.push({ role: 'value-date', header: name(v.valueDate), align: 'left', x: 0, width: 0 });
  columns.push({ role: 'description', header: name(v.description), align: 'left', x: 0, width: 0 });
  if (layout === 'pair') {
    const debit: PdfColumn = { role: 'debit', header: name(v.debit), align: 'right', x: 0, width: 0 };
    const credit: PdfColumn = { role: 'credit', header: name(v.credit), align: 'right', x: 0, width: 0 };
    columns.push(...(creditFirst ? [credit, debit] : [debit, credit]));
  } else {
    columns.push({ role: 'amount', header: name(v.amount), align: 'right', x: 0, width: 0 });
  }
  if (balanceColumn) columns.push({ role: 'balance', header: name(v.balance), align: 'right', x: 0, width: 0 });
  const cell = (c: PdfColumn, t: TrueRow): string => {
    switch (c.role) {
      case 'date':
        return dateText(t.date);
      case 'value-date':
        return dateText(valueDates.get(t)!);
      case 'description':
        return t.description;
      case 'amount':
        return layout === 'markers' ? markedMoney(t.amountCents) : formatMoney(t.amountCents, money);
      case 'debit':
        return t.amountCents < 0 ? formatMoney(-t.amountCents, money) : '';
      case 'credit':
        return t.amountCents >= 0 ? formatMoney(t.amountCents, money) : '';
      case 'balance':
        return balanceText(balanceAfter.get(t)!);
    }
  };

  // ── layout: measure with the document's own font, then place every piece of text ──
  const doc = new PDFDocument({
    size: paper,
    margin: 50,
    autoFirstPage: true,
    info: {
      Title: `${w.title} ${seed}`,
      Producer: 'statement-pdf-generator',
      Creator: 'statement-pdf-generator',
      CreationDate: new Date(Date.UTC(2025, 0, 1)),
    },
  });
  const pageWidth = doc.page.width;
  const pageHeight = doc.page.height;
  const left = 50;
  const right = pageWidth - 50;
  const measure = (text: string, s: number, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(s);
    return doc.widthOfString(text);
  };
  const gap = 14;
  // money columns from the right edge, each as wide as its widest value or header
  let edge = right;
  for (const c of [...columns].reverse()) {
    if (c.align !== 'right') continue;
    c.width = Math.max(measure(c.header, size, boldHeader), ...printed.map((t) => measure(cell(c, t), size))) + gap;
    c.x = edge;
    edge -= c.width;
  }
  let x = left;
  for (const c of columns) {
    if (c.role === 'date' || c.role === 'value-date') {
      c.width = Math.max(measure(c.header, size, boldHeader), ...printed.map((t) => measure(cell(c, t), size))) + gap;
      c.x = x;
      x += c.width;
    }
  }
  const desc = columns.find((c) => c.role === 'description')!;
  desc.x = x;
  desc.width = edge - x - gap;
  /** a description as printed: words on lines no wider than the column */
  const wrap = (text: string): string[] => {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const next = line === '' ? word : `${line} ${word}`;
      if (line !== '' && measure(next, size) > desc.width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
    return lines;
  };

  const pages: { ops: Op[]; rules: Rule[] }[] = [{ ops: [], rules: [] }];
  const put = (text: string, px: number, y: number, opts: { size?: number; bold?: boolean; align?: 'left' | 'right' } = {}) =>
    pages.at(-1)!.ops.push({ text: print(text), x: px, y, size: opts.size ?? size, bold: opts.bold ?? false, align: opts.align ?? 'left' });
  const rule = (y: number) => pages.at(-1)!.rules.push({ x0: left, x1: right, y });
  const bottom = pageHeight - 60;

  const bank = pick(r, BANKS);
  let y = 40;
  put(bank, left, y, { size: 14, bold: true });
  y += 22;
  put(w.title, left, y, { size: 11, bold: true });
  y += 18;
  const iban = `${language === 'en' ? 'GB' : language.toUpperCase()}${10 + Math.floor(r() * 89)} ${Array.from({ length: 4 }, () => 1000 + Math.floor(r() * 9000)).join(' ')}`;
  put(`${w.account}: ${iban}`, left, y);
  y += pitch;
  const periodDates = `${formatDate(periodStart, dates, upperMonth, true)} - ${formatDate(periodEnd, dates, upperMonth, true)}`;
  put(`${periodEnglish ? 'Statement period' : w.period} ${periodDates}`, left, y);
  y += pitch;
  const openingLabel = pick(r, periodEnglish ? WORDS.en!.opening : w.opening);
  const closingLabel = pick(r, periodEnglish ? WORDS.en!.closing : w.closing);
  if (openingLine) {
    y += pitch * 0.5;
    put(openingLabel, left, y);
    put(balanceText(opening), right, y, { align: 'right' });
    y += pitch;
  }
  y += pitch;

  const tableHeader = () => {
    if (!headerless) {
      for (const c of columns) put(c.header, c.x, y, { bold: boldHeader, align: c.align });
      rule(y + size + 2);
    }
    y += pitch + 2;
  };
  tableHeader();
  let wrappedRows = 0;
  for (const t of printed) {
    const lines = wrap(t.description);
    if (lines.length > 1) wrappedRows++;
    if (y + lines.length * pitch > bottom) {
      pages.push({ ops: [], rules: [] });
      y = 40;
      put(bank, left, y, { bold: true });
      put(`${w.title} ${periodDates}`, right, y, { align: 'right' });
      y += pitch * 2;
      tableHeader();
    }
    for (const c of columns) {
      if (c.role === 'description') lines.forEach((l, k) => put(l, c.x, y + k * pitch));
      else {
        const text = cell(c, t);
        if (text !== '') put(text, c.x, y, { align: c.align });
      }
    }
    y += lines.length * pitch;
  }
  rule(y - pitch + size + 4);
  if (closingLine) {
    if (y + pitch * 2 > bottom) {
      pages.push({ ops: [], rules: [] });
      y = 40;
    }
    y += pitch * 0.5;
    put(closingLabel, left, y);
    put(balanceText(closing), right, y, { align: 'right' });
  }

  // ── drawing ──
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve) => doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))));
  pages.forEach((p, i) => {
    if (i > 0) doc.addPage({ size: paper, margin: 50 });
    for (const ru of p.rules) doc.moveTo(ru.x0, ru.y).lineTo(ru.x1, ru.y).lineWidth(0.5).stroke();
    for (const op of p.ops) {
      doc.font(op.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(op.size);
      const px = op.align === 'right' ? op.x - doc.widthOfString(op.text) : op.x;
      doc.text(op.text, px, op.y, { lineBreak: false });
    }
    if (pageFooter) {
      doc.font('Helvetica').fontSize(7);
      const text = print(`${w.page} ${i + 1} / ${pages.length}`);
      doc.text(text, right - doc.widthOfString(text), pageHeight - 40, { lineBreak: false });
    }
  });
  doc.end();
  const bytes = await done;

  const roles: Record<PdfColumn['role'], string> = {
    date: 'date',
    'value-date': '',
    description: 'description',
    amount: 'amount',
    debit: 'money out',
    credit: 'money in',
    balance: 'balance',
  };
  return {
    name: `statement-${seed}.pdf`,
    bytes,
    rows,
    traits: {
      language,
      sign: layout === 'markers' ? 'typed' : layout,
      dates,
      decimal,
      delimiter: paper,
      encoding: 'pdf',
      unknownHeaders: false,
      layout,
      markers,
      creditFirst,
      minus,
      thousands,
      valueDate,
      balanceColumn,
      openingLine,
      closingLine,
      periodEnglish,
      newestFirst,
      paper,
      pages: pages.length,
      wrappedRows,
      transliterated: lostAccents,
      headerless,
    },
    answers: {
      dateOrder: dates === 'mdy-slash' ? 'MDY' : 'DMY',
      // amounts printed without a sign or mark: money in for a signed column (money out carries a
      // minus) and a DR-only column, money out for a CR-only one; the left column of a pair
      amountSign: layout === 'pair' ? (creditFirst ? 'received' : 'spent') : markers === 'cr-only' ? 'spent' : 'received',
      columnRoles: columns.map((c) => roles[c.role]),
    },
  };
}
