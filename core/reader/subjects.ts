// What a question is about, as the user's own ledger names it: a merchant ("starbucks",
// "Starbucks coffee", "STARBUCKS #1234" all meet the ledger's "Starbucks"), a category or
// subcategory (the ledger's names, then everyday words: "coffee" → Coffee Shops, "petrol" → Gas &
// Fuel), an account. One slip per long word is forgiven. A name the question clearly gives ("on
// Zorblax") that the ledger does not know is returned as unknown, so the answer says so instead of
// answering for all spending.
import { CATEGORY_WORDS } from '../chat/intent.ts';
import { containsPhrase, indexWords, stem, type WordIndex } from '../prime/words.ts';
import { monthNumber } from './periods.ts';
import { fuzzyPhrase } from './shape.ts';
import { nearly } from './spelling.ts';

export interface LedgerNames {
  merchants: readonly string[];
  /** the ledger's categories and subcategories in use */
  categories: readonly { category: string; subcategory: string | null }[];
  accounts: readonly string[];
}

export type ReadSubject =
  | { kind: 'merchant'; name: string }
  | { kind: 'category'; category: string; subcategory: string | null }
  | { kind: 'account'; name: string };

export interface SubjectReading {
  subjects: ReadSubject[];
  /** words the question gives as a name the ledger has none of */
  unknown: string | null;
}

const GENERIC = new Set(['the', 'and', 'of', 'inc', 'ltd', 'llc', 'co', 'store', 'shop', 'market', 'com', 'www', 'uk', 'us', 'plc', 'gmbh', 'sa', 'bv', 'pty']);

/** The words of a merchant's name that identify it (no store numbers, no "Inc"). */
function nameWords(name: string): string[] {
  return indexWords(name).words.filter((w) => !/^\d+$/.test(w) && !GENERIC.has(w));
}

const wordMatch = (q: string, m: string) => q === m || stem(q) === stem(m) || nearly(q, m);

/** Whether the question holds the merchant's identifying words in order (the first alone if it is distinctive). */
function mentions(qw: readonly string[], name: string): number {
  const mw = nameWords(name);
  if (mw.length === 0) return 0;
  // a two-letter name ("BP") only as a word of its own, never inside another
  if (mw.length === 1 && mw[0]!.length < 3) return qw.includes(mw[0]!) ? 10 : 0;
  for (let s = 0; s + mw.length <= qw.length; s++) if (mw.every((m, k) => wordMatch(qw[s + k]!, m))) return mw.length * 10;
  // "starbucks" for "Starbucks Coffee Company": the first word, when it is long and the user's only one
  if (mw.length > 1 && mw[0]!.length >= 5 && qw.some((q) => wordMatch(q, mw[0]!))) return 5;
  return 0;
}

const has = (ix: WordIndex, phrase: string) => containsPhrase(ix, phrase);

/** Stop words that end the name after "on"/"at" ("on Zorblax last month"). */
const NAME_END = new Set([
  'in',
  'last',
  'this',
  'since',
  'during',
  'over',
  'for',
  'from',
  'between',
  'and',
  'or',
  'so',
  'the',
  'my',
  'per',
  'each',
  'every',
  'a',
  'an',
  'year',
  'month',
  'week',
  'today',
  'yesterday',
  'ytd',
]);
const NOT_NAMES = new Set([
  'average',
  'me',
  'it',
  'them',
  'that',
  'this',
  'things',
  'stuff',
  'everything',
  'anything',
  'what',
  'track',
  'time',
  'purpose',
  'earth',
  'top',
  'all',
  'myself',
  'bills',
  'bill',
  'debt',
  'debts',
  'goals',
  'goal',
  'tax',
  'taxes',
  'subscriptions',
  'subscription',
  'spending',
  'income',
  'savings',
  'saving',
  'money',
  'budget',
  'rate',
  'holiday',
  'trip',
  'loan',
  'loans',
  'credit',
  'card',
  'cards',
  'off',
  'back',
  'down',
  'up',
  'out',
  'more',
  'less',
  'extra',
  'much',
  'too',
  'interest',
  'into',
  'you',
  'least',
  'once',
  'date',
  'work',
  'home',
  'weekends',
  'weekend',
  'night',
  'average',
  'spend',
  'buy',
  'get',
  'go',
  'see',
  'have',
  'be',
  'save',
  'put',
  'afford',
  'make',
  'keep',
  'reach',
  'retire',
  'stop',
]);

export function readSubjects(question: string, names: LedgerNames): SubjectReading {
  // "take-home pay" is income, not the home's category
  const text = question.replace(/\btake[- ]?home\b/gi, ' ');
  const ix = indexWords(text);
  const qw = ix.words;
  const subjects: ReadSubject[] = [];
  // the ledger's merchants, best match first (most words matched)
  let best: { name: string; score: number } | null = null;
  for (const name of new Set(names.merchants)) {
    const score = mentions(qw, name);
    if (score > 0 && (!best || score > best.score || (score === best.score && name.length > best.name.length))) best = { name, score };
  }
  if (best) subjects.push({ kind: 'merchant', name: best.name });
  for (const a of names.accounts)
    if (mentions(qw, a) >= 10 && !subjects.some((s) => s.kind === 'merchant' && s.name === a)) subjects.push({ kind: 'account', name: a });
  const cat = categoryNamed(ix, names);
  if (cat && !best) subjects.push({ kind: 'category', ...cat });
  // only a question about money spent names a payee ("spent on X", "paid at X", "paid X", "shop at X");
  // a name the ledger lacks is said even beside a category word ("shop at Zorblax" is not Shopping)
  const aboutPayee =
    /\b(spend|spent|spending|paid|pay|payments?|charges?|transactions?|total|cost|buy|bought|purchases?|shopping|shop|shopped|go|went|visit|visited)\b/i.test(
      text,
    );
  const known = (name: string) => categoryNamed(indexWords(name), names) !== null || names.merchants.some((m) => mentions(indexWords(name).words, m) > 0);
  return { subjects, unknown: !best && aboutPayee ? unknownName(qw, known) : null };
}

/** The ledger's own category names first (most specific), then everyday words for them. */
function categoryNamed(ix: WordIndex, names: LedgerNames): { category: string; subcategory: string | null } | null {
  const used = [...names.categories].sort((a, b) => Number(b.subcategory !== null) - Number(a.subcategory !== null));
  for (const c of used) {
    const label = c.subcategory ?? c.category;
    if (has(ix, label.replace(/&/g, ' '))) return c;
  }
  for (const [category, subcategory, phrases] of CATEGORY_WORDS) if (phrases.some((p) => has(ix, p))) return { category, subcategory };
  // a slip in an everyday word ("pertol", "eaitng out")
  for (const [category, subcategory, phrases] of CATEGORY_WORDS) if (phrases.some((p) => fuzzyPhrase(ix, p, true))) return { category, subcategory };
  return null;
}

/** A word that ends a name: a stop word (or one slip in a long one: "duirng"), a month, another name's cue. */
function endsName(w: string): boolean {
  if (NAME_END.has(w) || BEFORE_NAME.has(w) || monthNumber(w, 'in') !== null) return true;
  return w.length >= 5 && [...NAME_END].some((e) => e.length >= 5 && nearly(w, e));
}

/** Words after which a payee's name follows: "on X", "at X", "to X", "paid X". */
const BEFORE_NAME = new Set(['on', 'at', 'to', 'with', 'from', 'paid', 'pay', 'pays', 'paying']);

/** "on Zorblax", "at Zorblax Cafe", "paid Zorblax": a name the question gives that is none of the ledger's (`known`). */
function unknownName(qw: readonly string[], known: (name: string) => boolean): string | null {
  for (let i = 0; i < qw.length - 1; i++) {
    if (!BEFORE_NAME.has(qw[i]!)) continue;
    const name: string[] = [];
    for (let k = i + 1; k < qw.length && name.length < 3 && !endsName(qw[k]!); k++) name.push(qw[k]!);
    if (name.length === 0 || NOT_NAMES.has(name[0]!) || name.some((w) => /^\d/.test(w))) continue;
    if (known(name.join(' '))) continue;
    return name.join(' ');
  }
  return costName(qw, known);
}

/** "What did Zorblax cost me", "what has Zorblax charged": the name between the question's verb and the cost. */
function costName(qw: readonly string[], known: (name: string) => boolean): string | null {
  const c = qw.findIndex((w) => /^(cost|costs|charge|charged|take|taken)$/.test(w));
  const d = qw.findIndex((w) => /^(did|does|has|have)$/.test(w));
  if (c < 0 || d < 0 || c - d < 2 || c - d > 4) return null;
  const name = qw.slice(d + 1, c);
  if (name.some((w) => endsName(w) || NOT_NAMES.has(w) || /^\d/.test(w) || /^(i|we|my|it|that|this|they)$/.test(w))) return null;
  return known(name.join(' ')) ? null : name.join(' ');
}
