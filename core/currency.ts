// Which currency a statement or receipt is in, read from its own text (ISO codes, symbols, names),
// and totals across currencies at rates the user states. Nothing is fetched: no rate is guessed.

/** ISO 4217 codes we recognise, with the symbols and words that name them in statements and receipts. */
const CURRENCY_SIGNS: Record<string, { symbols: readonly string[]; words: readonly string[]; name: string }> = {
  USD: { name: 'US dollar', symbols: ['US$', 'U$S'], words: ['us dollars', 'us dollar', 'u.s. dollars'] },
  EUR: { name: 'euro', symbols: ['€'], words: ['euros', 'euro'] },
  GBP: { name: 'pound sterling', symbols: ['£'], words: ['pounds sterling', 'pound sterling', 'sterling'] },
  MYR: { name: 'Malaysian ringgit', symbols: ['RM'], words: ['ringgit'] },
  SGD: { name: 'Singapore dollar', symbols: ['S$', 'SG$'], words: ['singapore dollars'] },
  AUD: { name: 'Australian dollar', symbols: ['A$', 'AU$'], words: ['australian dollars'] },
  CAD: { name: 'Canadian dollar', symbols: ['C$', 'CA$'], words: ['canadian dollars'] },
  NZD: { name: 'New Zealand dollar', symbols: ['NZ$'], words: ['new zealand dollars'] },
  HKD: { name: 'Hong Kong dollar', symbols: ['HK$'], words: ['hong kong dollars'] },
  MXN: { name: 'Mexican peso', symbols: ['MX$', 'Mex$'], words: ['pesos mexicanos'] },
  BRL: { name: 'Brazilian real', symbols: ['R$'], words: ['reais'] },
  JPY: { name: 'Japanese yen', symbols: ['¥', '円'], words: ['yen'] },
  CNY: { name: 'Chinese yuan', symbols: ['元', 'CN¥', 'RMB'], words: ['yuan', 'renminbi'] },
  INR: { name: 'Indian rupee', symbols: ['₹', 'Rs.'], words: ['rupees', 'rupee'] },
  KRW: { name: 'South Korean won', symbols: ['₩'], words: [] },
  CHF: { name: 'Swiss franc', symbols: ['Fr.'], words: ['francs suisses', 'swiss francs'] },
  SEK: { name: 'Swedish krona', symbols: [], words: ['kronor'] },
  NOK: { name: 'Norwegian krone', symbols: [], words: [] },
  DKK: { name: 'Danish krone', symbols: [], words: [] },
  PLN: { name: 'Polish złoty', symbols: ['zł'], words: ['złotych', 'zlotych', 'złoty'] },
  CZK: { name: 'Czech koruna', symbols: ['Kč'], words: ['korun'] },
  HUF: { name: 'Hungarian forint', symbols: ['Ft'], words: ['forint'] },
  TRY: { name: 'Turkish lira', symbols: ['₺'], words: ['türk lirası'] },
  RUB: { name: 'Russian ruble', symbols: ['₽'], words: ['рублей', 'руб'] },
  ILS: { name: 'Israeli shekel', symbols: ['₪'], words: ['shekels'] },
  THB: { name: 'Thai baht', symbols: ['฿'], words: ['baht'] },
  PHP: { name: 'Philippine peso', symbols: ['₱'], words: [] },
  VND: { name: 'Vietnamese dong', symbols: ['₫'], words: [] },
  IDR: { name: 'Indonesian rupiah', symbols: ['Rp'], words: ['rupiah'] },
  ZAR: { name: 'South African rand', symbols: [], words: ['rand'] },
  AED: { name: 'UAE dirham', symbols: [], words: ['dirhams'] },
};

export const CURRENCY_CODES: readonly string[] = Object.keys(CURRENCY_SIGNS).sort();
export const isCurrencyCode = (c: unknown): c is string => typeof c === 'string' && c in CURRENCY_SIGNS;
export const currencyName = (code: string) => CURRENCY_SIGNS[code]?.name ?? code;

export interface CurrencyEvidence {
  code: string;
  /** what was seen, for the user: "EUR 12 times, € 3 times" */
  evidence: string;
  /** 0..1: how much the winner stands out from the rest */
  confidence: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Pattern {
  code: string;
  re: RegExp;
  weight: number;
  label: string;
}

// ISO codes count most (a statement that says EUR means it), then symbols next to a number, then names.
const PATTERNS: Pattern[] = Object.entries(CURRENCY_SIGNS).flatMap(([code, s]) => [
  // an ISO code next to a number ("EUR 12,50", "12.50 EUR") or standing alone in a cell or brackets
  // ("…,EUR,…", "Amount (EUR)"): "PHP HOSTING" or "TRY AGAIN" in a description are not currencies
  {
    code,
    weight: 3,
    label: code,
    re: new RegExp(
      String.raw`(?<![\p{L}])(?:${code}(?=\s?[-−+]?\d)|(?<=\d\s?)${code}(?![\p{L}])|(?<=^|[,;\t|"'(\[/\s>])[ \t]{0,3}${code}[ \t]{0,3}(?=$|[,;\t|"')\]/<]))`,
      'gmu',
    ),
  },
  ...s.symbols.map((sym) => ({
    code,
    // letter symbols (RM, Ft, zł, Rs.) only right next to a number, so "RM 12.50" counts and "ROOM" does not
    re: /^[\p{L}.]+$/u.test(sym)
      ? new RegExp(
          String.raw`(?<![\p{L}])(?:${escape(sym)}(?=\s?[-−]?\d)|(?<=\d\s?)${escape(sym)}|(?<=\()${escape(sym)}(?=\))|${escape(sym)}(?=\())(?![\p{L}])`,
          'gu',
        )
      : new RegExp(escape(sym), 'g'),
    weight: 2,
    label: sym,
  })),
  ...s.words.map((w) => ({ code, re: new RegExp(String.raw`(?<![\p{L}])${escape(w)}(?![\p{L}])`, 'giu'), weight: 1, label: `"${w}"` })),
]);

/**
 * Where a receipt gives no currency sign, where it was issued often does: company legal forms and
 * place names tied to one currency. Each counts less than a sign, more than a bare "$".
 */
const ISSUER_HINTS: Record<string, readonly string[]> = {
  MYR: ['sdn bhd', 'sdn. bhd', 'bhd.', 'malaysia', 'kuala lumpur', 'selangor', 'johor', 'penang', 'pulau pinang', 'jalan', 'taman'],
  SGD: ['pte ltd', 'pte. ltd', 'singapore'],
  AUD: ['pty ltd', 'pty. ltd', 'abn'],
  // SEPA credit transfers and direct debits are euro schemes by definition
  EUR: ['gmbh', 's.a.r.l', 'sarl', 'b.v.', 's.r.l.', 'e.u.r.l', 'sepa'],
  GBP: ['vat reg', 'vat no', 'united kingdom'],
  INR: ['pvt ltd', 'pvt. ltd', 'gstin'],
};
const HINT_PATTERNS: Pattern[] = Object.entries(ISSUER_HINTS).flatMap(([code, words]) =>
  words.map((w) => ({ code, re: new RegExp(String.raw`(?<![\p{L}])${escape(w)}(?![\p{L}])`, 'giu'), weight: 1.5, label: `"${w}"` })),
);

/** The currency of the country an IBAN belongs to (the account's own IBAN usually heads a statement). */
const IBAN_COUNTRY_CURRENCY: Record<string, string> = {
  AT: 'EUR',
  BE: 'EUR',
  CY: 'EUR',
  DE: 'EUR',
  EE: 'EUR',
  ES: 'EUR',
  FI: 'EUR',
  FR: 'EUR',
  GR: 'EUR',
  HR: 'EUR',
  IE: 'EUR',
  IT: 'EUR',
  LT: 'EUR',
  LU: 'EUR',
  LV: 'EUR',
  MT: 'EUR',
  NL: 'EUR',
  PT: 'EUR',
  SI: 'EUR',
  SK: 'EUR',
  MC: 'EUR',
  SM: 'EUR',
  GB: 'GBP',
  CH: 'CHF',
  LI: 'CHF',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  SE: 'SEK',
  DK: 'DKK',
  NO: 'NOK',
  TR: 'TRY',
  IL: 'ILS',
  AE: 'AED',
};
const IBAN_RE = /\b([A-Z]{2})(\d{2})((?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,4})?)\b/g;

/** ISO 13616's check: the rearranged number mod 97 is 1, so random letters and digits are not taken for an IBAN. */
export function isIban(candidate: string): boolean {
  const s = candidate.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(s)) return false;
  const digits = (s.slice(4) + s.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rem = 0;
  for (const d of digits) rem = (rem * 10 + Number(d)) % 97;
  return rem === 1;
}

function ibanCountries(text: string): Map<string, number> {
  const seen = new Map<string, Set<string>>();
  for (const m of text.matchAll(IBAN_RE)) {
    const code = IBAN_COUNTRY_CURRENCY[m[1]!];
    if (!code || !isIban(m[0])) continue;
    const set = seen.get(code) ?? new Set<string>();
    set.add(m[0].replace(/\s+/g, ''));
    seen.set(code, set);
  }
  return new Map([...seen.entries()].map(([c, s]) => [c, s.size]));
}

/** A bare "$" next to a number: dollars, most likely US; counted weakly so any clearer sign wins. */
const BARE_DOLLAR = /(?<![A-Za-z$])\$(?=\s?[-−]?\d)|(?<=\d\s?)\$/g;

/**
 * The currency a document's text is in, or null when it gives no sign of one (then the user's home
 * currency applies). Counts every sign; the one with the most weight wins.
 */
export function detectCurrency(text: string): CurrencyEvidence | null {
  // bounded work whatever the file: every pattern is linear, and the sample is capped
  const sample = text.length > 256_000 ? text.slice(0, 256_000) : text;
  const score = new Map<string, number>();
  const seen = new Map<string, Map<string, number>>();
  const add = (code: string, label: string, weight: number, n: number) => {
    if (!n) return;
    score.set(code, (score.get(code) ?? 0) + weight * n);
    const labels = seen.get(code) ?? new Map<string, number>();
    labels.set(label, (labels.get(label) ?? 0) + n);
    seen.set(code, labels);
  };
  for (const p of PATTERNS) add(p.code, p.label, p.weight, sample.match(p.re)?.length ?? 0);
  for (const [code, n] of ibanCountries(sample)) add(code, 'IBAN', 2, n);
  // issuer hints count once each: a long receipt's many "Jalan" lines are one place
  for (const p of HINT_PATTERNS) add(p.code, p.label, p.weight, Math.min(1, sample.match(p.re)?.length ?? 0));
  // "US$", "S$", "A$"… were also counted as a bare $: take those away
  const prefixed = ['US$', 'S$', 'SG$', 'A$', 'AU$', 'C$', 'CA$', 'NZ$', 'HK$', 'MX$', 'R$'].reduce((n, p) => n + (sample.split(p).length - 1), 0);
  // many "$" say "dollars" more loudly, not "US dollars" more surely: capped, so a receipt's issuer can still tell
  const bare = Math.max(0, (sample.match(BARE_DOLLAR)?.length ?? 0) - prefixed);
  if (bare) add('USD', '$', Math.min(3, bare * 0.5) / bare, bare);
  const ranked = [...score.entries()].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best) return null;
  const evidence = [...(seen.get(best[0]) ?? new Map<string, number>()).entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([label, n]) => `${label} ${n === 1 ? 'once' : `${n} times`}`)
    .join(', ');
  return { code: best[0], evidence, confidence: Math.round((best[1] / (best[1] + (second?.[1] ?? 0))) * 100) / 100 };
}

/** Rates the user states: how many units of the home currency one unit of the other is worth. */
export type CurrencyRates = Record<string, number>;

/** An amount in the home currency, or null when the user has stated no rate for its currency. */
export function toHome(cents: number, currency: string, home: string, rates: CurrencyRates): number | null {
  if (currency === home) return cents;
  const rate = rates[currency];
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? Math.round(cents * rate) : null;
}

/**
 * Units of `to` one unit of `from` is worth, from the stated rates (units of `home` per unit of
 * another), or null when either side has no stated rate.
 */
export function crossRate(from: string, to: string, home: string, rates: CurrencyRates): number | null {
  if (from === to) return 1;
  const valid = (r: number | undefined) => typeof r === 'number' && Number.isFinite(r) && r > 0;
  const f = from === home ? 1 : rates[from];
  const t = to === home ? 1 : rates[to];
  return valid(f) && valid(t) ? f! / t! : null;
}

/**
 * Rows in the home currency: others converted at the stated rates, those without a rate left out
 * (their totals are reported apart by sumInHome, never mixed in at a guessed rate).
 */
export function inHomeCurrency<T extends { amountCents: number; currency: string }>(
  rows: readonly T[],
  home: string,
  rates: CurrencyRates,
): Omit<T, 'currency'>[] {
  const out: Omit<T, 'currency'>[] = [];
  for (const { currency, ...row } of rows) {
    const cents = toHome(row.amountCents, currency, home, rates);
    if (cents !== null) out.push({ ...row, amountCents: cents });
  }
  return out;
}

export interface CurrencyTotals {
  home: string;
  /** the sum in the home currency of every amount that could be counted */
  homeCents: number;
  /** amounts in currencies with no stated rate: kept apart, never mixed in */
  keptApart: { currency: string; cents: number; count: number }[];
}

/** Adds amounts of several currencies: converted at the stated rates, or kept apart per currency. */
export function sumInHome(amounts: readonly { cents: number; currency: string }[], home: string, rates: CurrencyRates): CurrencyTotals {
  let homeCents = 0;
  const apart = new Map<string, { cents: number; count: number }>();
  for (const a of amounts) {
    const converted = toHome(a.cents, a.currency, home, rates);
    if (converted !== null) {
      homeCents += converted;
      continue;
    }
    const k = apart.get(a.currency) ?? { cents: 0, count: 0 };
    k.cents += a.cents;
    k.count += 1;
    apart.set(a.currency, k);
  }
  return { home, homeCents, keptApart: [...apart.entries()].map(([currency, v]) => ({ currency, ...v })).sort((a, b) => a.currency.localeCompare(b.currency)) };
}
