// Merchant names out of bank descriptors: "SQ *BLUE BOTTLE COFFEE 8472 OAKLAND CA" → "Blue Bottle Coffee".
// Table-driven and regex-light: a few passes over the string strip what banks, card schemes and
// payment processors add around the name (operation prefixes, processor prefixes, dates, store
// numbers, reference ids, phone numbers, web addresses, city and state), then the rest is title-cased.

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&apos;': "'", '&lt;': '<', '&gt;': '>', '&nbsp;': ' ' };
const ENTITY_RE = /&(?:amp|quot|#39|apos|lt|gt|nbsp);/gi;
const CONTROL_RE = /[\u0000-\u001f\u007f]+/g;

// What the bank prints before the merchant: operation words, card-scheme words, bank-app words.
// Matched at the start only, case-insensitively, repeatedly ("POS PURCHASE (EFFEC ) …").
const OPERATION_PREFIXES = [
  'purchase authorized on \\d{1,2}/\\d{1,2}',
  'purchase authorised on \\d{1,2}/\\d{1,2}',
  'recurring card purchase:?',
  'recurring payment:?',
  'recurring debit card:?',
  'overseas purchase \\(\\s*[\\d.,]+\\s*\\)?\\s*\\)?',
  'international purchase:?',
  'online purchase:?',
  'card purchase:?',
  'pos purchase',
  'pos debit',
  'pos credit',
  'pos refund',
  'pos merchandise;?',
  'pos\\d{2}[a-z]{3}',
  'pos trans(?:action)?',
  'pos',
  'debit card purchase',
  'debit purchase',
  'debit card',
  'visa purchase',
  'visa debit',
  'visa',
  'mastercard',
  'maestro',
  'checkcard \\d{4}',
  'check card \\d{4}',
  'chk card \\d{4}',
  'card \\d{4}',
  'card x+\\d{4}',
  'crd \\d{4}',
  'contactless payment',
  'contactless',
  'apple pay',
  'google pay',
  'samsung pay',
  'fuel purchase',
  'purchase',
  '\\(effec \\)',
  'magtape debit',
  'magtape credit',
  'magtape',
  'eft debit order payment \\(\\):?',
  'debit order payment \\(\\):?',
  'debicheck payment \\(\\):?',
  'internal debit order',
  'debit order',
  'acb debit:?(?:external)?',
  'acb credit:?(?:external)?',
  'ach debit',
  'ach credit',
  'ach',
  'direct debit',
  'preauthorized debit',
  'pre-authorized debit',
  'electronic payment',
  'bill payment',
  'bill pay',
  'billpay',
  'online payment to',
  'online pmt to',
  'internet pmt to',
  'internet payment to',
  'rtc express pmt to',
  'fnb app rtc pmt to',
  'fnb app payment to',
  'fnb app',
  'banking app payment',
  'app payment to',
  'digital payment dt absa bank',
  'digital payment',
  'miscellaneous payments;?',
  'payment to',
  'pmt to',
  'zelle (?:payment )?(?:to|from)',
  'venmo (?:payment )?(?:to|from)',
  'cash app (?:to|from)',
  'direct deposit',
  'direct dep',
  'prlv sepa',
  'prlv',
  'cb',
  'paiement carte',
  'paiement par carte',
  'kartenzahlung',
  'lastschrift',
];
/** the leading letters of every operation prefix: the regular expression runs only when one matches */
const OPERATION_FIRST = new Set(OPERATION_PREFIXES.map((p) => /^[a-z-]*/.exec(p)![0]));
const OPERATION_RE = new RegExp(`^(?:${OPERATION_PREFIXES.map((p) => p.replace(/ /g, '\\s+')).join('|')})(?=$|[\\s*:;#/-])[\\s*:;#/-]*`, 'i');

// Payment processors and aggregators whose prefix comes before the real merchant ("SQ *", "TST* ",
// "PAYPAL *"): the prefix is dropped. A prefix needs its star (or is a known processor word).
const PROCESSORS = [
  'sq',
  'tst',
  'paypal',
  'pp',
  'sp',
  'dd',
  'py',
  'ic',
  'bt',
  'lsp',
  'sumup',
  'sum up',
  'iz',
  'izettle',
  'square',
  'clover',
  'yoco',
  'zapper\\d?',
  'snapscan',
  'payfast',
  'dashpay',
  'ikh',
  'hpy',
  'wd',
  'c',
  'pf',
  'stripe',
  'paddle',
  'fs',
  'ckc',
  'twint',
  'satispay',
  'payconiq',
  'blik',
  'curve',
  'crv',
];
const PROCESSOR_FIRST = new Set(PROCESSORS.map((p) => /^[a-z]*/.exec(p)![0]));
const PROCESSOR_RE = new RegExp(`^(?:${PROCESSORS.map((p) => p.replace(/ /g, '\\s+')).join('|')})\\s*\\*\\s*`, 'i');
// a payment app written before the shop it paid, without a star: "Satispay Bar Roma", "BLIK zakup allegro", "TWINT Coop"
const PROCESSOR_WORD_RE = /^(?:snapscan|paypal|zapper\d?|satispay|twint|payconiq|blik\s+(?:zakup|platnosc|płatność)|zakup\s+blik)\s+(?=\S)/i;

const MONTHS = 'jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec';
// "* 05 Oct", "3 Sep", "10/11/", "03/18", "2024-01-15", "15/04/18"
const DATE_TOKEN_RE = new RegExp(
  `(?:^|\\s)\\*?\\s*(?:\\d{1,2}\\s+(?:${MONTHS})[a-z]*(?:\\s+\\d{2,4})?|(?:${MONTHS})\\s+\\d{1,2}(?:\\s+\\d{4})?|\\d{4}-\\d{2}-\\d{2}|\\d{1,2}[/.-]\\d{1,2}(?:[/.-]\\d{2,4})?/?)(?=$|[\\s*,;)])`,
  'gi',
);
const TRAILER_HINT_RE = /[(]|card|device:|branch:/i;
const DIGIT_RE = /\d/;
const PARENS_RE = /[()]/g;
const HASH_RE = /#/g;
const NUMBERED_NAME_RE = /^\d+-\p{L}/u;
const WS_RE = /\s+/;
const TOKEN_TRIM_RE = /^[,.;:'"-]+|[,;:'"-]+$/g;
const TRIM_CHARS = new Set([44, 46, 59, 58, 39, 34, 45]); // , . ; : ' " -
const LOWER_RE = /\p{Ll}/u;
const TRAILERS_RE = /\(\s*card\s*\)|\bcard\s+no\.?|\bcard\s+ending\s+(?:in\s+)?\d+|\(\s*[\w\s]{0,10}\)|\bdevice:.*$|\bbranch:.*$/gi;
// "KOKO CHICKEN & BBQ | whatever", "MACY'S / #003 HERALD S", "Hudsons - Parkhurst"
const SEPARATOR_RE = /\s+[-/|;]\s+|\s*\|\s*|;\s*/;
const GAP_RE = /\S\s{3,}[^\s*]/;

// Tokens after which nothing is the merchant's name any more.
const STORE_NUMBER_RE = /^(?:#\S*|no\.?\d*|\d{3,}\S*|[a-z]{1,2}-?\d{3,}|[a-z]\d{2,}|\d+[a-z]+\d*|\(\d+\)?|\d{3}[-.]\d{3,4}(?:[-.]\d{3,4})?)$/i;
const URL_RE = /(?:^www\.|^https?:|\p{L}\.\p{L})/iu;
const DOMAIN_RE = /^(?:https?:\/+)?(?:www\.)?([\p{L}\d-]+)(\.(?:com|net|org|io|co(?:\.uk|\.za)?|uk|za|de|fr))?/iu;
const REF_ID_RE = /^(?=\S*\d)(?=\S*[a-z])[a-z0-9-]{5,}$/i;
const ORDINAL_RE = /^\d+(?:st|nd|rd|th)$/i;
// Words after which the rest is about the payment, not the payee ("VERIZON WIRELESS PAYMENT").
const PAYMENT_WORDS = new Set(['recurring', 'recurng', 'autopay', 'payment', 'pmt', 'pymt', 'bill', 'billing', 'ppd', 'pmtt']);
// Channel words that end a name only when nothing but noise follows ("CHIPOTLE ONLINE 800-244-7685")
const CHANNEL_WORDS = new Set(['web', 'online', 'pending', 'internet', 'mobile', 'app']);
const CORPORATE_SUFFIXES = new Set(['inc', 'llc', 'ltd', 'lt', 'pty', 'corp', 'plc', 'gmbh', 'co', 'company', 'limited']);
const AMOUNT_RE = /^[$£€r]?\d+[.,]\d{2}$/i;
const GLUED_DIGITS_RE = /^(\p{L}{3,})\d{2,}$/u;
const WORD_AND_DIGIT_RE = /^\p{L}{3,}\d$/u;
const SHORT_CODE_NAME_RE = /^[a-z]\d{1,3}$/i;
const TIME_RE = /^\d{1,2}(?::\d{2})?(?:am|pm)$/i;
const WEEKDAY_RE = /^(?:mon|tue|wed|thu|fri|sat|sun)$/i;

// Trailing place names: two-letter US states, country/region codes, and cities that banks append.
const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'.split(
    ' ',
  ),
);
const REGION_CODES = new Set([
  'sa',
  'usa',
  'us',
  'gbr',
  'gb',
  'uk',
  'lnd',
  'za',
  'zaf',
  'gtza',
  'gt',
  'kzn',
  'wc',
  'gp',
  'aus',
  'can',
  'irl',
  'deu',
  'fra',
  'nld',
  'sgbr',
]);
const CITIES = [
  'new york',
  'new york city',
  'nyc',
  'brooklyn',
  'queens',
  'manhattan',
  'bronx',
  'los angeles',
  'san francisco',
  'oakland',
  'berkeley',
  'san jose',
  'san diego',
  'sacramento',
  'seattle',
  'portland',
  'chicago',
  'houston',
  'dallas',
  'austin',
  'san antonio',
  'fort worth',
  'phoenix',
  'philadelphia',
  'boston',
  'cambridge',
  'washington',
  'baltimore',
  'atlanta',
  'miami',
  'orlando',
  'tampa',
  'jacksonville',
  'denver',
  'las vegas',
  'detroit',
  'minneapolis',
  'st louis',
  'saint louis',
  'kansas city',
  'nashville',
  'memphis',
  'charlotte',
  'raleigh',
  'columbus',
  'cleveland',
  'cincinnati',
  'pittsburgh',
  'indianapolis',
  'milwaukee',
  'new orleans',
  'salt lake city',
  'honolulu',
  'anchorage',
  'albuquerque',
  'tucson',
  'el paso',
  'oklahoma city',
  'louisville',
  'richmond',
  'buffalo',
  'newark',
  'jersey city',
  'santa monica',
  'pasadena',
  'long beach',
  'irvine',
  'palo alto',
  'mountain view',
  'sunnyvale',
  'redwood city',
  'london',
  'manchester',
  'birmingham',
  'edinburgh',
  'glasgow',
  'bristol',
  'leeds',
  'liverpool',
  'dublin',
  'toronto',
  'vancouver',
  'johannesburg',
  'cape town',
  'durban',
  'pretoria',
  'sandton',
  'benoni',
  'randburg',
  'midrand',
  'centurion',
  'rosebank',
  'stellenbosch',
  'ballito',
  'umhlanga',
  'kempton park',
  'jukskei view',
  'springs',
  'paris',
  'berlin',
  'amsterdam',
  'sydney',
  'melbourne',
  'help uber com',
  'los g',
].map((c) => c.split(' '));
/** cities by their last word, so a descriptor's last token finds its candidates at once */
const CITIES_BY_LAST = new Map<string, string[][]>();
for (const c of CITIES) {
  const last = c[c.length - 1]!;
  const list = CITIES_BY_LAST.get(last);
  if (list) list.push(c);
  else CITIES_BY_LAST.set(last, [c]);
}

// What is left when a descriptor names an operation and no merchant ("CHECK #1234", "ATM WITHDRAWAL").
const NOT_A_MERCHANT = new Set([
  'check',
  'cheque',
  'check paid',
  'atm',
  'atm cash',
  'atm withdrawal',
  'cash withdrawal',
  'withdrawal',
  'deposit',
  'transfer',
  'payment',
  'debit',
  'credit',
  'pos',
  'purchase',
  'fee',
  'online',
  'online transfer',
  'electronic withdrawal',
  'mobile deposit',
  'atm deposit',
  'cash',
  'unknown',
  'no description',
  'ach',
  'bank',
]);
const NO_MERCHANT_PREFIX_RE =
  /^(?:check|cheque|chk|atm\b|cash withdrawal|withdrawal|electronic withdrawal|withdrawl|transfer(?:red)?\s+(?:to|from)|online\s+transfer|internal\s+transfer|xfer)\b/i;

// Words kept as written in capitals; other short consonant-only words (KFC, BP, CVS) are acronyms.
const LOWER_ABBREVIATIONS = new Set([
  'dr',
  'st',
  'mr',
  'mrs',
  'ms',
  'jr',
  'sr',
  'pty',
  'ltd',
  'mt',
  'ft',
  'mkt',
  'mktp',
  'hwy',
  'blvd',
  'ctr',
  'svc',
  'svcs',
  'pmt',
  'pymt',
  'dept',
  'bldg',
  'sq',
  'rd',
  'pl',
  'hq',
  'whse',
  'wy',
  'brg',
  'crp',
  'fdn',
  'mrkt',
]);
const VOWEL_RE = /[aeiouy]/i;

function decodeEntities(s: string): string {
  return s.replace(ENTITY_RE, (e) => ENTITIES[e.toLowerCase()] ?? e);
}

function leadingLetters(s: string): string {
  let i = 0;
  while (i < s.length) {
    const c = s.charCodeAt(i) | 0x20;
    if ((c >= 97 && c <= 122) || s.charCodeAt(i) === 45) i++;
    else break;
  }
  return s.slice(0, i).toLowerCase();
}

const LEADING_JUNK_RE = /^[\s*:;#.,-]+/;
const LEADING_AMOUNT_RE = /^[$£€]?\d+[.,]\d{2}\s+/;
const LEADING_NUMBER_RE = /^\d{5,}\s+/;

function stripPrefixes(s: string): string {
  for (let i = 0; i < 6; i++) {
    const before = s;
    const first = leadingLetters(s);
    if (OPERATION_FIRST.has(first) || s.charCodeAt(0) === 40) s = s.replace(OPERATION_RE, '');
    if (PROCESSOR_FIRST.has(leadingLetters(s))) s = s.replace(PROCESSOR_RE, '').replace(PROCESSOR_WORD_RE, '');
    s = s.replace(LEADING_JUNK_RE, '');
    // a leading amount ("POS Purchase 139.00 Disney Plus") or a leading store/terminal number
    const c = s.charCodeAt(0);
    if ((c >= 48 && c <= 57) || c === 36 || c === 163 || c === 8364) s = s.replace(LEADING_AMOUNT_RE, '').replace(LEADING_NUMBER_RE, '');
    if (s === before) break;
  }
  return s;
}

/** "X*Y": X is the merchant; Y is kept only when it reads as words (GRUBHUB*PIZZERIA), not as an id. */
function splitStar(s: string): string {
  const star = s.indexOf('*');
  if (star <= 0) return s.replace(/\*/g, ' ');
  const head = s.slice(0, star).trim();
  const tail = s.slice(star + 1).trim();
  if (head === '') return tail;
  const first = tail.split(/\s+/)[0] ?? '';
  if (first === '' || /\d/.test(first) || URL_RE.test(first) || first.length < 3) return head;
  return `${head} ${tail.replace(/\*/g, ' ')}`;
}

function cutAtGap(s: string): string {
  // fixed-width exports: "PRUNE               NEW YORK", "AMAZON.COM          AMZN.COM/BI"
  const m = GAP_RE.exec(s);
  if (!m) return s;
  const head = s.slice(0, m.index + 1).trim();
  return /\p{L}{2,}/u.test(head) ? head : s;
}

function cutAtSeparator(s: string): string {
  const m = SEPARATOR_RE.exec(s);
  if (!m || m.index === 0) return s;
  const head = s.slice(0, m.index).trim();
  return /\p{L}{2,}/u.test(head) ? head : s;
}

function onlyNoiseAfter(raw: readonly string[], from: number): boolean {
  for (let j = from; j < raw.length; j++) {
    const lower = raw[j]!.toLowerCase();
    if (/\p{L}{2}/u.test(lower) && !PAYMENT_WORDS.has(lower) && !CHANNEL_WORDS.has(lower) && !REF_ID_RE.test(lower) && !URL_RE.test(lower)) return false;
  }
  return true;
}

/** Letters (and inner apostrophes or hyphens) only: "STARBUCKS", "Joe's", "Wal-Mart". */
function isPlainWord(t: string): boolean {
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) continue;
    if ((c === 39 || c === 45 || c === 0x2019) && i > 0) continue;
    if (c > 127 && c !== 0x2019 && /\p{L}/u.test(t[i]!)) continue;
    return false;
  }
  return true;
}

function stripTrailingPlace(tokens: string[], upperCase: boolean): void {
  for (let round = 0; round < 3 && tokens.length > 1; round++) {
    const last = tokens[tokens.length - 1]!;
    const lower = last.toLowerCase();
    if (REGION_CODES.has(lower) && tokens.length > 1) {
      tokens.pop();
      continue;
    }
    if (upperCase && tokens.length > 2 && US_STATES.has(last) && last === last.toUpperCase()) {
      tokens.pop();
      continue;
    }
    if (removeCity(tokens)) continue;
    break;
  }
}

function removeCity(tokens: string[]): boolean {
  const candidates = CITIES_BY_LAST.get(tokens[tokens.length - 1]!.toLowerCase());
  if (candidates === undefined) return false;
  for (const city of candidates) {
    const n = city.length;
    const start = tokens.length - n;
    if (start < 0) continue;
    let tailMatches = true;
    for (let i = 1; i < n; i++)
      if (tokens[start + i]!.toLowerCase() !== city[i]) {
        tailMatches = false;
        break;
      }
    if (!tailMatches) continue;
    const head = tokens[start]!.toLowerCase();
    if (start > 0 && head === city[0]) {
      tokens.splice(start, n);
      return true;
    }
    // glued by a fixed-width export: "TAKAHACHI RESTAURANTNEW YORK"
    if (n >= 2 && head.length > city[0]!.length + 2 && head.endsWith(city[0]!)) {
      tokens.splice(start, n, tokens[start]!.slice(0, head.length - city[0]!.length));
      return true;
    }
  }
  return false;
}

function isUpper(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0xde && c !== 0xd7);
}
function isLower(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 0xdf && c <= 0xff && c !== 0xf7);
}

function titleWord(w: string, sourceUpper: boolean): string {
  let digits = false;
  let amp = false;
  let camel = false;
  let dotBetween = false;
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (c >= 48 && c <= 57) digits = true;
    else if (c === 38) amp = true;
    else if (c === 46 && i > 0 && i < w.length - 1) dotBetween = true;
    else if (i > 0 && isUpper(c) && isLower(w.charCodeAt(i - 1))) camel = true;
  }
  const lower = w.toLowerCase();
  if (amp) return w.toUpperCase(); // AT&T, H&M, PG&E
  // F45, AN2GO; but 7-Eleven, 1-800-Flowers.com, Super8
  if (digits && !/\p{L}{3}/u.test(w)) return w.toUpperCase();
  if (digits) return lower.replace(/(^|[^\p{L}])(\p{L})/gu, (_, p: string, c: string) => p + c.toUpperCase()).replace(/\.(\p{L}+)$/u, (m) => m.toLowerCase());
  if (dotBetween) return lower.charAt(0).toUpperCase() + lower.slice(1); // Amazon.com
  // mixed case as the bank wrote it ("PnP", "McDonald", "eBay"): keep
  if (!sourceUpper && camel) return w;
  const letters = lower.replace(/[^a-z]/g, '');
  if (letters.length > 0 && letters.length <= 4 && !VOWEL_RE.test(letters) && !LOWER_ABBREVIATIONS.has(lower)) return w.toUpperCase();
  let out = '';
  let start = true;
  for (let i = 0; i < lower.length; i++) {
    const ch = lower[i]!;
    out += start ? ch.toUpperCase() : ch;
    start = ch === '-' || ch === '.' || ch === '(';
  }
  if (lower.length > 3 && lower.startsWith('mc') && isLower(lower.charCodeAt(2))) out = 'Mc' + out.charAt(2).toUpperCase() + out.slice(3);
  return out;
}

/**
 * The merchant's name in a bank descriptor, title-cased; null when the descriptor names an
 * operation and no merchant ("CHECK #1234", "ATM WITHDRAWAL 001234").
 *
 * "SQ *BLUE BOTTLE COFFEE 8472 OAKLAND CA" → "Blue Bottle Coffee";
 * "POS Purchase Woolworths  * 12 Oct" → "Woolworths"; "AMAZON.COM*2K4L81 AMZN.COM/BILL" → "Amazon.com".
 */
export function normalizeMerchant(description: string): string | null {
  let s = description;
  if (s.includes('&')) s = decodeEntities(s);
  s = s.replace(CONTROL_RE, ' ').trim();
  if (s === '') return null;
  s = stripPrefixes(s);
  if (NO_MERCHANT_PREFIX_RE.test(s)) return null;
  s = cutAtGap(s);
  if (TRAILER_HINT_RE.test(s)) s = s.replace(TRAILERS_RE, ' ');
  if (DIGIT_RE.test(s)) s = s.replace(DATE_TOKEN_RE, ' ');
  if (s.includes('*')) s = splitStar(s);
  s = cutAtSeparator(s);
  s = stripPrefixes(s.trim());

  const raw = s
    .replace(PARENS_RE, ' ')
    .replace(HASH_RE, ' #')
    .split(WS_RE)
    .filter((t) => t !== '');
  const kept: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    let t = raw[i]!;
    if (TRIM_CHARS.has(t.charCodeAt(0)) || TRIM_CHARS.has(t.charCodeAt(t.length - 1))) t = t.replace(TOKEN_TRIM_RE, '');
    if (t === '') continue;
    if (t === '&' || t === '+') {
      if (kept.length > 0) kept.push(t);
      continue;
    }
    if (isPlainWord(t)) {
      // the common case, letters only: no number, address or id checks needed
      const lower = t.toLowerCase();
      if (kept.length > 0 && (PAYMENT_WORDS.has(lower) || CORPORATE_SUFFIXES.has(lower) || lower === 'no')) break;
      if (kept.length > 0 && CHANNEL_WORDS.has(lower) && onlyNoiseAfter(raw, i + 1)) break;
      kept.push(t);
      continue;
    }
    if (kept.length === 0 && ((NUMBERED_NAME_RE.test(t) && !URL_RE.test(t)) || SHORT_CODE_NAME_RE.test(t))) {
      kept.push(t);
      continue;
    } // "7-ELEVEN", "F45"
    if (TIME_RE.test(t)) break;
    if (AMOUNT_RE.test(t)) {
      if (kept.length === 0) continue;
      break;
    }
    if (ORDINAL_RE.test(t)) {
      kept.push(t.toLowerCase());
      continue;
    }
    if (URL_RE.test(t)) {
      // a web address: "Apple.Com/Bil" → "Apple.com" when it is the name; after a name it is noise
      if (kept.length > 0) break;
      const d = DOMAIN_RE.exec(t);
      if (d && /\p{L}/u.test(d[1]!)) {
        kept.push(d[1]! + (d[2] ?? '').toLowerCase());
        break;
      }
      continue;
    }
    if (t.includes('/') && /^[\p{L}/&]+$/u.test(t)) {
      // "CVS/PHARMACY", "H/Ware"
      for (const part of t.split('/')) if (part) kept.push(part);
      continue;
    }
    if (WORD_AND_DIGIT_RE.test(t)) {
      kept.push(t);
      continue;
    } // "SUPER8"
    const glued = GLUED_DIGITS_RE.exec(t);
    if (glued) {
      kept.push(glued[1]!);
      break;
    }
    if (STORE_NUMBER_RE.test(t) || REF_ID_RE.test(t)) {
      if (kept.length === 0) continue; // "#2 88430" before any word
      break;
    }
    if (/^\d{1,2}$/.test(t)) {
      // a short number inside a name ("AMC VILLAGE 7", "24 HOUR FITNESS") stays; a trailing one goes
      const next = raw[i + 1];
      if (next === undefined || !/^\p{L}/u.test(next) || STORE_NUMBER_RE.test(next)) break;
      kept.push(t);
      continue;
    }
    if (!/\p{L}/u.test(t)) continue;
    t = t.replace(/[*]+/g, '');
    const lower = t.toLowerCase().replace(/\.$/, '');
    if (kept.length > 0 && (PAYMENT_WORDS.has(lower) || CORPORATE_SUFFIXES.has(lower))) break;
    kept.push(t);
  }
  while (kept.length > 1 && (WEEKDAY_RE.test(kept[kept.length - 1]!) || /^(?:[-&/]|\d{1,2})$/.test(kept[kept.length - 1]!))) kept.pop();
  const upper = !LOWER_RE.test(s);
  stripTrailingPlace(kept, upper);
  while (kept.length > 0 && /^[-&/.]+$/.test(kept[kept.length - 1]!)) kept.pop();
  if (kept.length === 0) return null;
  const joined = kept.join(' ');
  if (NOT_A_MERCHANT.has(joined.toLowerCase()) || !/\p{L}{2,}|\p{L}&\p{L}/u.test(joined)) return null;
  return kept.map((w) => titleWord(w, upper)).join(' ');
}

const KEY_WORD_RE = /[\p{L}\p{N}&]/u;

/**
 * The key learned patterns are stored under: the normalized merchant in lower case without
 * punctuation ("trader joes"), or, when the descriptor names no merchant, its words without
 * numbers ("monthly account fee").
 */
export function merchantKey(description: string, merchant: string | null = normalizeMerchant(description)): string {
  const base = (merchant ?? description).toLowerCase();
  const words: string[] = [];
  let word = '';
  let digitsOnly = true;
  for (let i = 0; i <= base.length; i++) {
    const c = i < base.length ? base.charCodeAt(i) : 32;
    if ((c >= 97 && c <= 122) || c === 38 || (c > 127 && c !== 0x2019 && KEY_WORD_RE.test(base[i]!))) {
      word += base[i];
      digitsOnly = false;
    } else if (c >= 48 && c <= 57) {
      word += base[i];
    } else if (c === 39 || c === 0x2019 || c === 96) {
      // apostrophes join: "joe's" → "joes"
    } else if (word !== '') {
      if (!digitsOnly) words.push(word);
      word = '';
      digitsOnly = true;
    }
  }
  const key = words.join(' ');
  return key === '' ? description.toLowerCase().trim() : key;
}
