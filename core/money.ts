// Money as integer cents (negative for spending). Parsing works on the digits as text, so
// "0.29" is 29 cents exactly and never 28.999… after a float multiplication.

/** Currency symbols that may lead or trail an amount ("$12", "12 €"). */
const CURRENCY_SYMBOLS = new Set(['$', '€', '£', '¥', '₹', '₩', '₽', '₺', '₪', '฿', '₫', '₱', '₦', '₴', '₣']);
/** ISO codes (and a few bank spellings) accepted before or after an amount. */
const CURRENCY_CODES = new Set([
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'JPY',
  'CHF',
  'INR',
  'MXN',
  'SEK',
  'NOK',
  'DKK',
  'ZAR',
  'SGD',
  'HKD',
  'BRL',
  'PLN',
  'CZK',
  'HUF',
  'ILS',
  'TRY',
  'CNY',
  'RMB',
  'KRW',
  'AED',
  'PHP',
  'THB',
  'US$',
  'C$',
  'A$',
  'NZ$',
  'HK$',
  'S$',
  'R$',
  'CA$',
  'AU$',
  // as Nordic, Czech, Polish, Hungarian and Romanian banks write their currencies after an amount
  'KR',
  'KČ',
  'ZŁ',
  'FT',
  'LEI',
  'RON',
  'BGN',
  'ISK',
]);
/** Plain "-123", "123.4", "-123.45": the shape of almost every cell, parsed without the general path. */
const FAST_RE = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/;
const LEADING_WORD_RE = /^([A-Za-z]{1,3}\$?|[A-Za-z]{3})\s*/;
const TRAILING_WORD_RE = /\s*([A-Za-z]{1,3}\$?|[A-Za-zčłČŁ]{2,3})$/;
const NUMBER_BODY_RE = /^[\d.,' ]*\d[\d.,' ]*$|^[.,]\d+$/;
const SPACES_RE = /[\s\u00a0\u202f\u2009]+/g;
/** Largest whole-unit part we accept: keeps cents within Number.MAX_SAFE_INTEGER. */
const MAX_INT_DIGITS = 13;

/**
 * Reads an amount as a bank or spreadsheet writes it and returns integer cents, or null when the
 * text is not a number. Accepts "12.34", "-12.34", "+5", "1,234.56", "$1,234.56", "(12.34)" and
 * "12.34-" (negative), "12.34 DR" (negative) / "12.34 CR", "USD 12", "€ 5,00", "1.234,56",
 * "1 234,56" and "1'234.56". A comma is read as the decimal mark only when that is unambiguous:
 * a single comma followed by one or two digits ("5,00", "12,5") or a comma after the last dot
 * ("1.234,56"); "1,234" is one thousand two hundred and thirty-four. "1.234" is 1.234 (rounded to
 * 1.23) unless `decimalMark` says the file writes decimal commas, where it is 1,234. More than two
 * decimals are rounded half away from zero.
 */
export function parseAmountToCents(text: string, decimalMark?: ',' | '.'): number | null {
  const s = text.trim();
  if (s.length === 0) return null;
  const fast = FAST_RE.exec(s);
  if (fast) {
    const whole = Number(fast[2]);
    const frac = fast[3] === undefined ? 0 : fast[3].length === 1 ? Number(fast[3]) * 10 : Number(fast[3]);
    const cents = whole * 100 + frac;
    return fast[1] === '-' && cents !== 0 ? -cents : cents;
  }
  return parseGeneral(s, decimalMark);
}

function parseGeneral(input: string, decimalMark?: ',' | '.'): number | null {
  let s = input
    .replace(SPACES_RE, ' ')
    .replace(/\u2212/g, '-')
    .trim();
  let negative = false;
  let signs = 0;
  let changed = true;
  while (changed && s.length > 0) {
    changed = false;
    const first = s[0]!;
    const last = s[s.length - 1]!;
    if (first === '(' && last === ')') {
      negative = true;
      signs++;
      s = s.slice(1, -1).trim();
      changed = true;
    } else if (first === '-' || first === '+') {
      if (first === '-') negative = true;
      signs++;
      s = s.slice(1).trim();
      changed = true;
    } else if (last === '-' || last === '+') {
      if (last === '-') negative = true;
      signs++;
      s = s.slice(0, -1).trim();
      changed = true;
    } else if (CURRENCY_SYMBOLS.has(first)) {
      s = s.slice(1).trim();
      changed = true;
    } else if (CURRENCY_SYMBOLS.has(last)) {
      s = s.slice(0, -1).trim();
      changed = true;
    } else {
      const lead = LEADING_WORD_RE.exec(s);
      if (lead && CURRENCY_CODES.has(lead[1]!.toUpperCase())) {
        s = s.slice(lead[0].length).trim();
        changed = true;
        continue;
      }
      const trail = TRAILING_WORD_RE.exec(s);
      if (trail) {
        const word = trail[1]!.toUpperCase();
        if (word === 'DR' || word === 'CR') {
          if (word === 'DR') negative = true;
          signs++;
          s = s.slice(0, s.length - trail[0].length).trim();
          changed = true;
        } else if (CURRENCY_CODES.has(word)) {
          s = s.slice(0, s.length - trail[0].length).trim();
          changed = true;
        }
      }
    }
  }
  if (signs > 1 || s.length === 0 || !NUMBER_BODY_RE.test(s)) return null;
  return digitsToCents(s, negative, decimalMark);
}

function digitsToCents(s: string, negative: boolean, hint?: ',' | '.'): number | null {
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let decimalAt = -1;
  if (lastDot !== -1 && lastComma !== -1) {
    decimalAt = Math.max(lastDot, lastComma);
  } else if (lastDot !== -1) {
    // one dot: the decimal point — unless the file writes decimal commas and this is "1.234"
    const thousands = hint === ',' && s.length - lastDot - 1 === 3 && lastDot >= 1 && lastDot <= 3;
    if (s.indexOf('.') === lastDot && !thousands) decimalAt = lastDot;
  } else if (lastComma !== -1) {
    const after = s.length - lastComma - 1;
    if (s.indexOf(',') === lastComma && (after === 1 || after === 2)) decimalAt = lastComma;
  }
  const intPart = decimalAt === -1 ? s : s.slice(0, decimalAt);
  const fracPart = decimalAt === -1 ? '' : s.slice(decimalAt + 1);
  if (!/^\d*$/.test(fracPart)) return null;
  const decimalMark = decimalAt === -1 ? '' : s[decimalAt];

  // The whole part: digits, optionally grouped in threes by one kind of separator
  // (the other mark than the decimal one), or by spaces/apostrophes.
  let digits = '';
  if (intPart.length > 0) {
    const groups = intPart.split(/[.,' ]/);
    if (groups.length > 1) {
      const seps = intPart.replace(/\d/g, '');
      const sep = seps[0]!;
      for (const c of seps) if (c !== sep) return null;
      if (sep === decimalMark) return null;
      if (groups[0]!.length < 1 || groups[0]!.length > 3) return null;
      for (let i = 1; i < groups.length; i++) if (groups[i]!.length !== 3) return null;
    }
    digits = groups.join('');
  }
  if (digits.length === 0 && fracPart.length === 0) return null;
  digits = digits.replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_INT_DIGITS) return null;

  let cents = (digits.length ? Number(digits) : 0) * 100;
  if (fracPart.length > 0) {
    cents += Number((fracPart + '00').slice(0, 2));
    if (fracPart.length > 2 && fracPart.charCodeAt(2) >= 53 /* '5' */) cents += 1;
  }
  return negative && cents !== 0 ? -cents : cents;
}

const symbolCache = new Map<string, string>();

export function currencySymbol(currency: string): string {
  const code = currency.toUpperCase();
  let symbol = symbolCache.get(code);
  if (symbol === undefined) {
    try {
      const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).formatToParts(0);
      symbol = parts.find((p) => p.type === 'currency')?.value ?? `${code} `;
    } catch {
      symbol = `${code} `;
    }
    symbolCache.set(code, symbol);
  }
  return symbol;
}

/**
 * A spreadsheet number format that shows a currency's symbol ('"$"#,##0.00;-"$"#,##0.00'): the cell
 * stays a number a sheet can add up, and reads as money in that currency.
 */
export function currencyNumFmt(currency: string): string {
  const sym = `"${currencySymbol(currency).replace(/"/g, '')}"`;
  return `${sym}#,##0.00;-${sym}#,##0.00`;
}

/** "-$1,234.56" for -123456 cents. Other currencies use their en-US symbol ("€", "£", "CA$"). */
export function formatCents(cents: number, currency = 'USD'): string {
  if (!Number.isFinite(cents)) return '—';
  const rounded = Math.round(cents);
  const abs = Math.abs(rounded);
  const whole = Math.floor(abs / 100);
  const frac = abs % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${rounded < 0 ? '-' : ''}${currencySymbol(currency)}${grouped}.${frac < 10 ? '0' : ''}${frac}`;
}
