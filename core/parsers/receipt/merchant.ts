// The merchant: the business name printed in the receipt's header. Registered names carry a
// company suffix (SDN BHD, BHD, S/B, ENTERPRISE, TRADING, LTD, INC …), which beats a logo line
// above them; otherwise the first header row that is neither address, contact, tax id nor noise.
import type { ReceiptField } from '../types.ts';
import { editDistance, type Row } from './rows.ts';

/** Words that end a registered business name, strongest first. */
const STRONG_SUFFIX_RE =
  /\b(SDN\.?\s*BHD\.?|S\s?\/\s?B|BHD\.?|BERHAD|LTD\.?|LIMITED|PLC|LLC|L\.L\.C\.|INC\.?|GMBH|PTE\.?\s*LTD\.?|CORP\.?|CORPORATION)(?![A-Z])/;
const WEAK_SUFFIX_RE = /\b(ENTERPRISES?|TRADING|TRADERS?|HOLDINGS|INDUSTRIES|MARKETING|SUPPLIES|SUPPLY|COMPANY|CO\.)(?![A-Z])/;
/** Kinds of business that name a shop when there is no suffix. */
const BUSINESS_RE =
  /\b(RESTORAN|RESTAURANT|CAFE|KOPITIAM|BAKERY|BAKERIES|CONFECTIONERY|STATIONERY|STATIONERS|HARDWARE|PHARMACY|FARMASI|KEDAI|PERNIAGAAN|SYARIKAT|MART|MINIMARKET|SUPERMARKET|HYPERMARKET|PASARAYA|STORES?|SHOP|BOOKS?|BOOKSTORES?|PIZZA|BISTRO|PUB|MOTOR|ELECTRICAL|TRADING|ENTERPRISE|GALLERY|STATION|CENTRE|CENTER|FOOD|KITCHEN|KITCHENETTE|NASI|MEE|CHICKEN|SEAFOOD)\b/;

const META_RE =
  /\b(TEL|TELEPHONE|PHONE|FAX|H\/P|HP|GST|SST|ROC|CO\.?\s*REG|COMPANY\s*(NO|REG)|CO\.?\s*NO|REG\.?\s*NO|REGISTRATION|TAX\s*INVOICE|INVOICE|RECEIPT|CASH\s*BILL|BILL|WWW|HTTP|EMAIL|E-MAIL|CASHIER|DATE|TIME|ORDER|TABLE|WELCOME|THANK|POSTED|COPY|MEMBER|SHOPPING\s*HOURS|OPEN|LICENSEE|FORMERLY|QTY|TOTAL|AMOUNT|SIMPLIFIED|OFFICIAL)\b|@|\.COM\b|\.MY\b/;
/** Street-address markers: a row with one of these is an address, not a name. */
const STREET_RE =
  /\b(NO\.?\s*\d|NO\s*:|LOT\b|JALAN|JLN|JL\.|TAMAN|TMN|LORONG|LRG|BLOK|BLOCK|PERSIARAN|LEBUH|KAWASAN|SEKSYEN|SEK\.|FLOOR|FLR|LEVEL|ROAD|STREET|WISMA|MENARA|BANGUNAN|KOMPLEKS|UNIT|SUITE)\b|\b\d{5}\b/;
const ADDRESS_RE =
  /\b(NO\.?\s*\d|NO\s*:|LOT\b|JALAN|JLN|JL\.|TAMAN|TMN|LORONG|LRG|BLOK|BLOCK|PERSIARAN|LEBUH|KAWASAN|BANDAR|SEKSYEN|SEK\.|FLOOR|FLR|LEVEL|ROAD|STREET|AVENUE|WISMA|PLAZA|MENARA|BANGUNAN|KOMPLEKS|UNIT|SUITE|SELANGOR|KUALA\s*LUMPUR|JOHOR|PAHANG|PERAK|PENANG|PULAU\s*PINANG|SABAH|SARAWAK|MELAKA|KEDAH|KELANTAN|TERENGGANU|NEGERI\s*SEMBILAN|PERLIS|PUTRAJAYA|LABUAN|DARUL|MALL|PARADE)\b|\b\d{5}\b/;

/** Long business words OCR often garbles; a word one edit away is read as the word. */
const VOCAB = [
  'ENTERPRISE',
  'TRADING',
  'RESTAURANT',
  'RESTAURANTS',
  'RESTORAN',
  'STATIONERY',
  'HARDWARE',
  'MARKETING',
  'SUPPLIES',
  'BAKERIES',
  'CONFECTIONERY',
  'PHARMACY',
  'FARMASI',
  'PERNIAGAAN',
  'SYARIKAT',
  'INTERNATIONAL',
  'HOLDINGS',
  'INDUSTRIES',
  'CORPORATION',
  'MALAYSIA',
  'BOOKSTORES',
  'DISTRIBUTOR',
  'HYPERMARKET',
  'SUPERMARKET',
  'MINIMARKET',
  'PASARAYA',
  'KITCHENETTE',
  'ADVERTISING',
  'PACKAGING',
  'STATIONERS',
];

/** Words of business names, for choosing between two readings of a word (fuse.ts). */
const COMMON_WORDS = [
  'SDN',
  'BHD',
  'BERHAD',
  'MART',
  'OFFICE',
  'HOUSE',
  'CAKE',
  'SPEED',
  'SHOP',
  'STORE',
  'STORES',
  'BOOK',
  'BOOKS',
  'CAFE',
  'FOOD',
  'PIZZA',
  'MOTOR',
  'GALLERY',
  'STATION',
  'CENTRE',
  'CENTER',
  'KITCHEN',
  'BAKERY',
  'KEDAI',
  'MINI',
  'MARKET',
  'CASH',
  'CARRY',
  'FUEL',
  'PETROL',
  'TRADE',
  'GENERAL',
  'ELECTRICAL',
  'SERVICES',
  'SERVICE',
  'AUTO',
  'PARTS',
  'FRESH',
  'HOME',
  'PERSONAL',
  'CARE',
  'PHOTO',
  'PRINT',
  'PRINTING',
  'TEA',
  'COFFEE',
  'BAR',
  'RICE',
  'NOODLE',
  'CHICKEN',
  'SEAFOOD',
  'FARM',
  'GARDEN',
  'HOTEL',
  'TRAVEL',
  'MEDICAL',
  'CLINIC',
  'OPTICAL',
  'BEAUTY',
  'FASHION',
  'TEXTILE',
  'TOOLS',
  'STEEL',
  'GLASS',
  'PAPER',
  'PLASTIC',
  'BUILDING',
  'MATERIAL',
  'MATERIALS',
  'OIL',
  'GAS',
  'WATER',
  'SUPER',
];
const KNOWN = new Set<string>([
  ...COMMON_WORDS,
  ...BUSINESS_RE.source
    .replace(/^\\b\(|\)\\b$/g, '')
    .split('|')
    .filter((w) => /^[A-Z]+$/.test(w)),
]);
export function isKnownWord(word: string): boolean {
  return KNOWN.has(word) || VOCAB.includes(word);
}

/** "BAKE RIES" → "BAKERIES": two fragments that together make a known business word. */
function mergeSplitWords(s: string): string {
  const words = s.split(' ');
  for (let i = 0; i + 1 < words.length; i++) {
    const joined = words[i]! + words[i + 1]!;
    if (/^[A-Z]+$/.test(joined) && VOCAB.includes(joined)) words.splice(i, 2, joined);
  }
  return words.join(' ');
}

function fixWord(word: string): string {
  const letters = word.replace(/[^A-Z]/g, '');
  // (a word in brackets counts too: "(HALAYSIA)")
  if (letters.length < 7 || letters !== word.replace(/^\(/, '').replace(/[.,:;)]+$/, '')) return word;
  if (VOCAB.includes(letters)) return word;
  for (const v of VOCAB) {
    if (Math.abs(v.length - letters.length) <= 1 && editDistance(letters, v, 1) <= 1) return word.replace(letters, v);
  }
  return word;
}

/** "SON BHD", "3DN BHD", "SDN BND", "5/B": the company suffix as OCR garbles it, repaired. */
function fixSuffix(s: string): string {
  const words = s.split(' ');
  for (let i = 0; i < words.length; i++) {
    const core = words[i]!.replace(/\.$/, '');
    const dot = words[i]!.endsWith('.') ? '.' : '';
    if (core.length === 3 && core !== 'BHD' && editDistance(core, 'BHD', 1) <= 1 && /^[B8E]|HD$|^BH/.test(core) && i > 0) {
      const prev = words[i - 1]!.replace(/\.$/, '');
      if (prev.length >= 2 && prev.length <= 4 && editDistance(prev, 'SDN', 2) <= 2) words[i] = `BHD${dot}`;
    }
    if (words[i]!.replace(/\.$/, '') === 'BHD' && i > 0) {
      const prev = words[i - 1]!;
      const pcore = prev.replace(/\.$/, '');
      if (pcore !== 'SDN' && pcore.length >= 2 && pcore.length <= 4 && editDistance(pcore, 'SDN', 2) <= 2 && !/^\(?M\)?$|^CO$|^\)$/.test(pcore)) {
        words[i - 1] = `SDN${prev.endsWith('.') ? '.' : ''}`;
      }
    }
  }
  // "5/B", "S7B", "S/D": S/B (sendirian berhad) as OCR garbles it, at the end of a name
  return words
    .join(' ')
    .replace(/(^|\s)[5$§]\s?\/\s?[B8](?=$|\s)/g, '$1S/B')
    .replace(/(\s)S\s?[7/]\s?[BD8]$/, '$1S/B');
}

/** Tidies a header row into a name: registration numbers, branch codes and OCR debris removed. */
export function cleanName(text: string): string {
  let s = text
    .toUpperCase()
    .replace(/[“”„]/g, '"')
    .replace(/[‘’`´]/g, "'");
  s = s.replace(/\s{2,}/g, ' ').trim();
  s = s.replace(/^[^A-Z0-9(]+/, ''); // leading debris: "~~ ", "* "
  s = s.replace(/^#?\d{3,}\s+(?=[A-Z])/, ''); // "#000002 BAIFU …"
  s = s.replace(/^(OWN(ED)?\s+BY|OPERATED\s+BY)\s*:?\s*/, '');
  // Registration numbers: "(126926-H)", "(CO. NO:20154-T)", "273500-U (GKJ)", "(8199K)".
  s = s.replace(/\(\s*[^()]*\d{3,}[^()]*\)?/g, ' ');
  s = s.replace(/\s+/g, ' ').trim();
  s = s.replace(/\(\s+/g, '(').replace(/\s+\)/g, ')'); // "(KL )" → "(KL)"
  // "TSETIA ALAM)": an opening bracket read as a letter
  if (unbalanced(s) < 0) s = s.replace(/(^|\s)[TC{[|lI1](?=[A-Z]{2}[^()]*\))/, '$1(');
  s = fixSuffix(mergeSplitWords(s).split(' ').map(fixWord).join(' '));
  const suffix = STRONG_SUFFIX_RE.exec(s);
  if (suffix) {
    // After the suffix: a registration number ("273500-U (GKJ)", "(B19") ends the name.
    const end = suffix.index + suffix[0].length;
    const cut = s.slice(end).search(/\s\(?[^\s]*\d/);
    if (cut !== -1) s = s.slice(0, end + cut);
  }
  s = s.replace(/[\s|~_=*#.,:;-]+$/, (m) => (m.trimStart().startsWith('.') ? '.' : ''));
  s = s.replace(/\s+/g, ' ').trim();
  // Spacing an engine lost or added: "MR.D.I.Y.(M)" → "MR. D.I.Y. (M)", "BAKERIES S (KL)" → "BAKERIES (KL)".
  s = s.replace(/\b(MR|MRS|MS|DR)\.(?=[A-Z])/g, '$1. ').replace(/([A-Z]\.)\((?=[A-Z]{1,3}\))/g, '$1 (');
  s = s.replace(/\b([A-Z]{3,})\s([A-Z])(?=\s|$)/g, (m, word: string, letter: string) => (word.endsWith(letter) && isKnownWord(word) ? word : m));
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
  street: boolean;
  noise: boolean;
}

function describe(row: Row): HeaderRow {
  const upper = row.text.toUpperCase();
  const name = cleanName(row.text);
  const letters = letterCount(name);
  const upperLetters = (row.text.match(/[A-Z]/g) ?? []).length;
  const noise = letters < 3 || letters < name.replace(/\s/g, '').length * 0.6 || row.confidence < 0.35 || upperLetters === 0; // handwriting is all lower case; printed shop names never are
  const strong = STRONG_SUFFIX_RE.test(name);
  return {
    row,
    name,
    strong,
    weak: WEAK_SUFFIX_RE.test(name),
    business: BUSINESS_RE.test(name),
    meta: META_RE.test(upper) && !strong,
    address: ADDRESS_RE.test(upper) && !strong,
    street: STREET_RE.test(upper),
    noise,
  };
}

/** How many words of a name are its own (not suffix or filler). */
function ownWords(name: string): number {
  return name
    .replace(STRONG_SUFFIX_RE, ' ')
    .replace(new RegExp(WEAK_SUFFIX_RE.source, 'g'), ' ')
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

const CONTINUATION_START_RE = /^(SDN|BHD|S\/B|BERHAD|ENTERPRISES?|TRADING|CO\.?(\s|$)|\(M\)|&|AND\s|LTD|LIMITED|\(?[A-Z]*\))/;

function unbalanced(s: string): number {
  return (s.match(/\(/g) ?? []).length - (s.match(/\)/g) ?? []).length;
}

/** The merchant name from the header rows (rows above the first date, total or item). */
export function readMerchant(rows: readonly Row[]): ReceiptField<string> {
  return pickMerchant(rows).field;
}

/** The merchant name, and the band of the page (y from, to) whose rows it was read from. */
export function pickMerchant(rows: readonly Row[]): { field: ReceiptField<string>; y0: number; y1: number } {
  const limit = Math.min(rows.length, Math.max(6, Math.ceil(rows.length * 0.35)), 14);
  const header = rows.slice(0, limit).map(describe);
  const firstUsable = header.findIndex(usable);
  const strong = header.findIndex((h) => h.strong && !h.noise && letterCount(h.name.replace(STRONG_SUFFIX_RE, '')) >= 2);
  const weak = header.findIndex((h) => h.weak && usable(h) && ownWords(h.name) >= 1);
  let pick: number;
  let confidence: number;
  const suffixed = strong !== -1 ? strong : weak;
  if (suffixed !== -1) {
    pick = suffixed;
    confidence = strong !== -1 ? 0.8 : 0.7;
    // A shop name printed first, then the address, then "owned by … SDN BHD": the shop name.
    const first = header[firstUsable];
    if (first && firstUsable < suffixed && first.business && ownWords(first.name) >= 2 && !first.strong) {
      const addressBetween = header.slice(firstUsable + 1, suffixed).some((h) => h.street || h.meta);
      if (addressBetween) {
        pick = firstUsable;
        confidence = 0.6;
      }
    }
  } else {
    // The first header row, unless it is a short logo word and a shop name follows.
    const first = header[firstUsable];
    const business = header.findIndex((h, i) => usable(h) && h.business && i > firstUsable && i <= firstUsable + 2);
    const logo = first !== undefined && !first.business && first.name.replace(/[^A-Z]/g, '').length <= 4;
    pick = logo && business !== -1 ? business : firstUsable;
    confidence = first?.business || pick !== firstUsable ? 0.65 : 0.5;
  }
  if (pick === -1) return { field: { value: null, confidence: 0 }, y0: 0, y1: 0 };

  // The name may wrap over rows: "AIK HUAT HARDWARE" / "ENTERPRISE (SETIA" / "ALAM) SDN BHD".
  let top = pick;
  let bottom = pick;
  const joinable = (h: HeaderRow): boolean => !h.noise && !h.meta && !h.street;
  while (top > 0) {
    const cur = header[top]!;
    const above = header[top - 1]!;
    if (!joinable(above) || above.strong || !gapOk(above.row, cur.row)) break;
    const name = header
      .slice(top, bottom + 1)
      .map((h) => h.name)
      .join(' ');
    const wraps =
      CONTINUATION_START_RE.test(cur.name) ||
      unbalanced(name) < 0 ||
      /[(&-]$/.test(above.name) ||
      (top === pick && (cur.strong || cur.weak) && ownWords(cur.name) <= 1 && ownWords(above.name) >= 2);
    if (!wraps) break;
    top--;
  }
  if (!header[bottom]!.strong) {
    while (bottom + 1 < header.length) {
      const cur = header[bottom]!;
      const next = header[bottom + 1]!;
      if (!joinable(next) || !gapOk(cur.row, next.row)) break;
      const name = header
        .slice(top, bottom + 1)
        .map((h) => h.name)
        .join(' ');
      const bare = next.name.replace(STRONG_SUFFIX_RE, '').replace(WEAK_SUFFIX_RE, '');
      const wraps =
        unbalanced(name) > 0 ||
        /[(&-]$/.test(cur.name) ||
        CONTINUATION_START_RE.test(next.name) ||
        ((next.strong || next.weak) && ownWords(next.name) <= 2 && letterCount(bare) <= 12);
      if (!wraps) break;
      bottom++;
      if (next.strong) break;
    }
  }
  const name = header
    .slice(top, bottom + 1)
    .map((h) => h.name)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (header[pick]!.row.confidence < 0.6) confidence -= 0.15;
  return {
    field: { value: name, confidence: Math.round(Math.max(0.1, confidence) * 100) / 100 },
    y0: header[top]!.row.bbox.y0,
    y1: header[bottom]!.row.bbox.y1,
  };
}
