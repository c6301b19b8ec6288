// The merchant: the business name printed in the receipt's header. Registered names carry a
// company suffix (SDN BHD, BHD, S/B, ENTERPRISE, TRADING, LTD, INC …), which beats a logo line
// above them; otherwise the first header row that is neither address, contact, tax id nor noise.
import type { ReceiptField } from '../types.ts';
import { editDistance, type Row } from './rows.ts';

/** Words that end a registered business name, strongest first. */
const STRONG_SUFFIX_RE = /\b(SDN\.?\s*BHD\.?|S\s?\/\s?B|BHD\.?|BERHAD|LTD\.?|LIMITED|PLC|LLC|L\.L\.C\.|INC\.?|GMBH|PTE\.?\s*LTD\.?|CORP\.?|CORPORATION)(?![A-Z])/;
const WEAK_SUFFIX_RE = /\b(ENTERPRISES?|TRADING|TRADERS?|HOLDINGS|INDUSTRIES|MARKETING|SUPPLIES|SUPPLY|COMPANY|CO\.)(?![A-Z])/;
/** Kinds of business that name a shop when there is no suffix. */
const BUSINESS_RE = /\b(RESTORAN|RESTAURANT|CAFE|KOPITIAM|BAKERY|BAKERIES|CONFECTIONERY|STATIONERY|STATIONERS|HARDWARE|PHARMACY|FARMASI|KEDAI|PERNIAGAAN|SYARIKAT|MART|MINIMARKET|SUPERMARKET|HYPERMARKET|PASARAYA|STORES?|SHOP|BOOKS?|BOOKSTORES?|PIZZA|BISTRO|PUB|MOTOR|ELECTRICAL|TRADING|ENTERPRISE|GALLERY|STATION|CENTRE|CENTER|FOOD|KITCHEN|KITCHENETTE|NASI|MEE|CHICKEN|SEAFOOD)\b/;

const META_RE = /\b(TEL|TELEPHONE|PHONE|FAX|H\/P|HP|GST|SST|ROC|CO\.?\s*REG|COMPANY\s*(NO|REG)|CO\.?\s*NO|REG\.?\s*NO|REGISTRATION|TAX\s*INVOICE|INVOICE|RECEIPT|CASH\s*BILL|BILL|WWW|HTTP|EMAIL|E-MAIL|CASHIER|DATE|TIME|ORDER|TABLE|WELCOME|THANK|POSTED|COPY|MEMBER|SHOPPING\s*HOURS|OPEN|LICENSEE|FORMERLY|QTY|TOTAL|AMOUNT|SIMPLIFIED|OFFICIAL)\b|@|\.COM\b|\.MY\b/;
const ADDRESS_RE = /\b(NO\.?\s*\d|NO\s*:|LOT\b|JALAN|JLN|JL\.|TAMAN|TMN|LORONG|LRG|BLOK|BLOCK|PERSIARAN|LEBUH|KAWASAN|BANDAR|SEKSYEN|SEK\.|FLOOR|FLR|LEVEL|ROAD|STREET|AVENUE|WISMA|PLAZA|MENARA|BANGUNAN|KOMPLEKS|UNIT|SUITE|SELANGOR|KUALA\s*LUMPUR|JOHOR|PAHANG|PERAK|PENANG|PULAU\s*PINANG|SABAH|SARAWAK|MELAKA|KEDAH|KELANTAN|TERENGGANU|NEGERI\s*SEMBILAN|PERLIS|PUTRAJAYA|LABUAN|DARUL|CHERAS|KLANG|PETALING|SHAH\s*ALAM|SUBANG|KEPONG|PUCHONG|AMPANG|SETAPAK|MALL|PARADE)\b|\b\d{5}\b/;

/** Business words OCR often garbles; a word one edit away is read as the word (SON → SDN). */
const VOCAB = [
  'SDN', 'BHD', 'ENTERPRISE', 'TRADING', 'RESTAURANT', 'RESTAURANTS', 'RESTORAN', 'STATIONERY', 'HARDWARE',
  'MARKETING', 'SUPPLY', 'SUPPLIES', 'BAKERY', 'BAKERIES', 'CONFECTIONERY', 'PHARMACY', 'FARMASI', 'PERNIAGAAN',
  'SYARIKAT', 'KEDAI', 'INTERNATIONAL', 'HOLDINGS', 'INDUSTRIES', 'CORPORATION', 'MALAYSIA', 'STORES', 'SERVICE',
  'STATION', 'CENTRE', 'BOOKSTORES', 'DISTRIBUTOR', 'HYPERMARKET', 'SUPERMARKET', 'MINIMARKET', 'PASARAYA',
  'KITCHENETTE', 'ADVERTISING', 'REALTIES', 'PACKAGING', 'IMPRESSION', 'STATIONERS', 'GROCER', 'PERSONAL',
];

function fixWord(word: string): string {
  const letters = word.replace(/[^A-Z]/g, '');
  if (letters.length < 3 || letters !== word.replace(/[.,:;]+$/, '')) return word;
  if (VOCAB.includes(letters)) return word;
  const max = letters.length >= 7 ? 2 : 1;
  let best: string | null = null;
  let bestD = max + 1;
  for (const v of VOCAB) {
    if (Math.abs(v.length - letters.length) > max) continue;
    // Short words must keep their first letter (BHD/SDN are not a one-letter step from many words).
    if (v.length <= 4 && v[0] !== letters[0] && v[v.length - 1] !== letters[letters.length - 1]) continue;
    const d = editDistance(letters, v, max);
    if (d < bestD) {
      bestD = d;
      best = v;
    }
  }
  return best === null ? word : word.replace(letters, best);
}

/** Tidies a header row into a name: registration numbers, branch codes and OCR debris removed. */
export function cleanName(text: string): string {
  let s = text.toUpperCase().replace(/[“”„]/g, '"').replace(/[‘’`´]/g, "'");
  s = s.replace(/\s{2,}/g, ' ').trim();
  s = s.replace(/^[^A-Z0-9(]+/, ''); // leading debris: "~~ ", "* "
  s = s.replace(/^#?\d{3,}\s+(?=[A-Z])/, ''); // "#000002 BAIFU …"
  s = s.replace(/^(OWN(ED)?\s+BY|OPERATED\s+BY)\s*:?\s*/, '');
  // Registration numbers: "(126926-H)", "(CO. NO:20154-T)", "273500-U (GKJ)", "(8199K)".
  s = s.replace(/\(\s*[^()]*\d{3,}[^()]*\)?/g, ' ');
  const suffix = STRONG_SUFFIX_RE.exec(s);
  if (suffix) {
    const end = suffix.index + suffix[0].length;
    const rest = s.slice(end);
    const cut = rest.search(/\s[^\s]*\d{3,}/);
    if (cut !== -1) s = s.slice(0, end + cut);
  }
  s = s.replace(/[\s|~_=*#.,:;\-]+$/, (m) => (m.trimStart().startsWith('.') ? '.' : ''));
  s = s.replace(/\s+/g, ' ').trim();
  s = s.split(' ').map(fixWord).join(' ');
  // "SDN BHD" read glued or split by OCR.
  s = s.replace(/\bSDN\.?BHD\b/, (m) => m.replace(/BHD/, ' BHD'));
  return s;
}

function letterCount(s: string): number {
  return (s.match(/[A-Za-z]/g) ?? []).length;
}

interface HeaderRow {
  row: Row;
  name: string;
  strong: boolean;
  weak: boolean;
  business: boolean;
  meta: boolean;
  address: boolean;
  noise: boolean;
}

function describe(row: Row): HeaderRow {
  const upper = row.text.toUpperCase();
  const name = cleanName(row.text);
  const letters = letterCount(name);
  const lower = (row.text.match(/[a-z]/g) ?? []).length;
  const noise =
    letters < 3 ||
    letters < name.replace(/\s/g, '').length * 0.6 ||
    row.confidence < 0.35 ||
    lower > letterCount(row.text) * 0.6; // handwriting and fine print are lower case; shop names rarely
  const strong = STRONG_SUFFIX_RE.test(name);
  return {
    row,
    name,
    strong,
    weak: WEAK_SUFFIX_RE.test(name),
    business: BUSINESS_RE.test(name),
    meta: META_RE.test(upper) && !strong,
    address: ADDRESS_RE.test(upper) && !strong,
    noise,
  };
}

/** How many words of a name are its own (not suffix or filler). */
function ownWords(name: string): number {
  return name
    .replace(STRONG_SUFFIX_RE, ' ')
    .replace(/\bCO\.?\b|\(M\)|\(MALAYSIA\)|&/g, ' ')
    .split(/\s+/)
    .filter((w) => letterCount(w) >= 2).length;
}

function gapOk(above: Row, below: Row): boolean {
  const h = Math.max(1, Math.min(above.bbox.y1 - above.bbox.y0, below.bbox.y1 - below.bbox.y0));
  return below.bbox.y0 - above.bbox.y1 < h * 1.2;
}

function usable(h: HeaderRow | undefined): h is HeaderRow {
  return h !== undefined && !h.noise && !h.meta && !h.address;
}

/** The merchant name from the header rows (rows above the first date, total or item). */
export function readMerchant(rows: readonly Row[]): ReceiptField<string> {
  const limit = Math.min(rows.length, Math.max(6, Math.ceil(rows.length * 0.35)), 14);
  const header = rows.slice(0, limit).map(describe);
  let pick = -1;
  let confidence = 0;
  // 1. The first row with a registered-company suffix.
  pick = header.findIndex((h) => h.strong && !h.noise && letterCount(h.name.replace(STRONG_SUFFIX_RE, '')) >= 2);
  if (pick !== -1) confidence = 0.8;
  // 2. A row with a weaker suffix (ENTERPRISE, TRADING …).
  if (pick === -1) {
    pick = header.findIndex((h) => h.weak && usable(h) && ownWords(h.name) >= 1);
    if (pick !== -1) confidence = 0.7;
  }
  // 3. The first plain header row, preferring one that names a kind of business.
  if (pick === -1) {
    const firstUsable = header.findIndex(usable);
    const business = header.findIndex((h, i) => usable(h) && h.business && i <= firstUsable + 2);
    pick = business !== -1 ? business : firstUsable;
    if (pick !== -1) confidence = business !== -1 ? 0.65 : 0.5;
  }
  if (pick === -1) return { value: null, confidence: 0 };

  let name = header[pick]!.name;
  const chosen = header[pick]!;
  // A suffix on its own row ("MPH BOOKSTORES" / "SDN BHD"), or a name wrapped over rows
  // ("AIK HUAT HARDWARE" / "ENTERPRISE (SETIA" / "ALAM) SDN BHD").
  if (!chosen.strong) {
    let j = pick + 1;
    let joined = name;
    while (j < header.length && j <= pick + 2) {
      const next = header[j]!;
      if (next.noise || !gapOk(header[j - 1]!.row, next.row)) break;
      const bare = next.name.replace(STRONG_SUFFIX_RE, '').replace(WEAK_SUFFIX_RE, '');
      const isContinuation = (next.strong || next.weak) && !next.meta && ownWords(next.name) <= 2 && letterCount(bare) <= 12;
      if (!isContinuation && !/\($/.test(joined) && !/^\S*\)/.test(next.name)) break;
      joined = `${joined} ${next.name}`;
      j++;
      if (next.strong) {
        name = joined;
        confidence = Math.max(confidence, 0.75);
        break;
      }
      if (next.weak) {
        name = joined;
      }
    }
  }
  // A suffix row whose own words are few takes the row above it as the start of the name
  // ("POPULAR BOOK" / "CO. (M) SDN BHD").
  if ((chosen.strong || chosen.weak) && ownWords(chosen.name) <= 1 && pick > 0) {
    const above = header[pick - 1]!;
    if (usable(above) && gapOk(above.row, chosen.row) && !above.strong && ownWords(above.name) >= 2) {
      name = `${above.name} ${name}`;
    }
  }
  name = name.replace(/\s+/g, ' ').trim();
  if (header[pick]!.row.confidence < 0.6) confidence -= 0.15;
  return { value: name, confidence: Math.round(Math.max(0.1, confidence) * 100) / 100 };
}
