// Every number a script says must be one the facts hold (issue 16): money to the cent, percentages
// as written, counts exactly. A sentence with a number that does not check out is dropped, whoever
// wrote it (the built-in writer or an LLM).
import type { EpisodeFacts } from './facts.ts';

export type SaidNumber = { kind: 'money'; cents: number } | { kind: 'percent'; value: number } | { kind: 'count'; value: number };

/** the symbols formatCents writes ("CA$", "US$" end in "$"); a code like "CHF" is caught by the two decimals */
const SYMBOLS = '$£€¥₹₩₽₺₪฿₫₱₦₴₣';
const NUMBER = new RegExp(`([${SYMBOLS}])?\\s?(-?\\d{1,3}(?:,\\d{3})+|-?\\d+)(?:\\.(\\d{1,2}))?\\s?(%|percent\\b)?`, 'g');
/** not after a symbol or inside a longer number: "$2000" is money, not the year 2000 */
const NOT_IN_NUMBER = `(?<![${SYMBOLS}\\d.,])`;
const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)';
/** dates and years say when, not how much: ISO dates, years, "17 March", "March 17th" */
const DATES = [
  /\b\d{4}-\d{2}-\d{2}\b/g,
  new RegExp(`${NOT_IN_NUMBER}\\b(?:19|20)\\d{2}\\b(?![.,]\\d|\\s?%)`, 'g'),
  new RegExp(`${NOT_IN_NUMBER}\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\b`, 'g'),
  new RegExp(`\\b${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?\\b(?![.,]\\d)`, 'g'),
];

/** The figures in one sentence. */
export function numbersIn(sentence: string): SaidNumber[] {
  const out: SaidNumber[] = [];
  let text = sentence;
  for (const d of DATES) text = text.replace(d, ' ');
  for (const m of text.matchAll(NUMBER)) {
    const whole = Number(m[2]!.replace(/,/g, ''));
    const frac = m[3] ?? '';
    if (m[4]) out.push({ kind: 'percent', value: frac ? Number(`${whole}.${frac}`) : whole });
    // a symbol, or two decimals (what every money amount is written with), make it money
    else if (m[1] || frac.length === 2) {
      const cents = Math.abs(whole) * 100 + Number(frac.padEnd(2, '0'));
      out.push({ kind: 'money', cents: m[2]!.startsWith('-') ? -cents : cents });
    } else if (frac) out.push({ kind: 'count', value: Number(`${whole}.${frac}`) });
    else out.push({ kind: 'count', value: whole });
  }
  return out;
}

export interface AllowedNumbers {
  cents: Set<number>;
  percents: Set<number>;
  counts: Set<number>;
}

/** What the facts allow a script to say: every figure they hold, and nothing else. */
export function allowedNumbers(f: EpisodeFacts): AllowedNumbers {
  const cents = new Set<number>();
  const percents = new Set<number>();
  const counts = new Set<number>([f.days, f.noSpendDays, f.current.transactions, f.previous.transactions]);
  const money = (...cs: number[]) => {
    for (const c of cs) cents.add(c).add(Math.abs(c));
  };
  const pct = (p: number | null) => {
    if (p !== null) percents.add(p).add(Math.abs(p));
  };
  for (const p of [f.current, f.previous]) money(p.spendingCents, p.incomeCents);
  money(f.netCents, f.current.spendingCents - f.previous.spendingCents);
  pct(f.spendingChangePercent);
  for (const c of f.topCategories) {
    money(c.cents);
    pct(c.sharePercent);
  }
  for (const m of f.topMerchants) {
    money(m.cents);
    counts.add(m.visits);
  }
  if (f.biggestPurchase) money(f.biggestPurchase.cents);
  // the longer episodes' facts
  money(f.current.incomeCents - f.previous.incomeCents, f.dailyAverageCents);
  pct(f.incomeChangePercent);
  counts.add(f.categories.length).add(f.merchants.length).add(f.purchases.length).add(f.weeks.length).add(f.incomeSources.length);
  for (const c of f.categories) {
    money(c.cents, c.previousCents, c.changeCents);
    pct(c.sharePercent);
    pct(c.changePercent);
    counts.add(c.transactions);
    if (c.topMerchant) money(c.topMerchant.cents);
  }
  for (const m of f.merchants) {
    money(m.cents);
    counts.add(m.visits);
  }
  for (const p of f.purchases) money(p.cents);
  for (const w of f.weeks) {
    money(w.spendingCents);
    counts.add(w.days).add(w.transactions);
  }
  const ww = f.weekdayWeekend;
  money(ww.weekdayCents, ww.weekendCents);
  counts.add(ww.weekdayDays).add(ww.weekendDays);
  if (f.busiestDay) {
    money(f.busiestDay.cents);
    counts.add(f.busiestDay.transactions);
  }
  if (f.trend) {
    money(f.trend.firstHalfCents, f.trend.secondHalfCents, f.trend.secondHalfCents - f.trend.firstHalfCents);
    pct(f.trend.changePercent);
  }
  for (const s of f.incomeSources) {
    money(s.cents);
    counts.add(s.payments);
  }
  // the extras
  counts.add(f.billsDue.length).add(f.goals.length).add(f.debts.length).add(f.insights.length);
  for (const b of f.billsDue) money(b.cents);
  money(f.billsDueTotalCents);
  for (const g of f.goals) {
    money(g.savedCents, g.targetCents, g.remainingCents);
    pct(g.percent);
  }
  for (const d of f.debts) {
    money(d.balanceCents);
    pct(d.apr);
  }
  money(f.debtsTotalCents);
  const usual = f.usualMonth;
  if (usual) {
    for (const c of [usual.spendingCents, usual.surplusCents]) if (c !== null) money(c);
    // the rate as ratePercent writes it (one decimal)
    if (usual.savingsRate !== null) pct(Math.round(usual.savingsRate * 1000) / 10);
    counts.add(usual.months.length);
  }
  // Intelia's messages carry their own figures (from the same ledger); saying them is allowed
  for (const message of f.insights) {
    for (const n of numbersIn(stripNames(message, f))) {
      if (n.kind === 'money') money(n.cents);
      else if (n.kind === 'percent') pct(n.value);
      else counts.add(n.value);
    }
  }
  // "the top 3 categories", "two hosts": small ordinal counts are words of speech, not figures
  for (let n = 0; n <= 3; n++) counts.add(n);
  return { cents, percents, counts };
}

/** The names the facts hold that carry digits ("7-Eleven", "BEST BUY 112"): their digits are not figures. */
export function namesWithDigits(f: EpisodeFacts): string[] {
  const names = [
    ...f.topCategories.map((c) => c.category),
    ...f.categories.flatMap((c) => [c.category, c.topMerchant?.merchant ?? '']),
    ...f.topMerchants.map((m) => m.merchant),
    ...f.merchants.map((m) => m.merchant),
    ...(f.biggestPurchase ? [f.biggestPurchase.description] : []),
    ...f.purchases.flatMap((p) => [p.description, p.category]),
    ...f.incomeSources.map((s) => s.source),
    ...f.billsDue.map((b) => b.name),
    ...f.goals.map((g) => g.name),
    ...f.debts.map((d) => d.name),
  ];
  return [...new Set(names.map((n) => n.trim()).filter((n) => /\d/.test(n) && /\p{L}/u.test(n)))].sort((a, b) => b.length - a.length);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function stripNames(sentence: string, f: EpisodeFacts, names = namesWithDigits(f)): string {
  let out = sentence;
  for (const n of names) out = out.replace(new RegExp(`(?<![\\w${SYMBOLS}.,])${escape(n)}(?!\\w)`, 'gi'), ' ');
  return out;
}

export interface CheckedScript {
  kept: string[];
  dropped: { sentence: string; reason: string }[];
}

/** Keeps the sentences whose every number is one of the facts'; says why each other one went. */
export function checkScript(sentences: readonly string[], f: EpisodeFacts): CheckedScript {
  const ok = allowedNumbers(f);
  const names = namesWithDigits(f);
  const out: CheckedScript = { kept: [], dropped: [] };
  for (const s of sentences) {
    const bad = numbersIn(stripNames(s, f, names)).find((n) =>
      n.kind === 'money'
        ? !ok.cents.has(Math.abs(n.cents)) && !ok.cents.has(n.cents)
        : n.kind === 'percent'
          ? !ok.percents.has(n.value)
          : !ok.counts.has(n.value),
    );
    if (bad)
      out.dropped.push({
        sentence: s,
        reason: `${bad.kind === 'money' ? `${(bad.cents / 100).toFixed(2)} (money)` : `${bad.value} (${bad.kind})`} is not in the episode's facts`,
      });
    else out.kept.push(s);
  }
  return out;
}
