// Every number a script says must be one the facts hold (issue 16): money to the cent, percentages
// to the whole percent, counts exactly. A sentence with a number that does not check out is dropped,
// whoever wrote it (the built-in writer or an LLM).
import type { EpisodeFacts } from './facts.ts';

export type SaidNumber = { kind: 'money'; cents: number } | { kind: 'percent'; value: number } | { kind: 'count'; value: number };

const NUMBER = /([$£€])?\s?(-?\d{1,3}(?:,\d{3})+|-?\d+)(?:\.(\d{1,2}))?\s?(%|percent\b)?/g;
/** dates and years say when, not how much: they are checked elsewhere (the facts' dates) */
const DATE = /\b\d{4}-\d{2}-\d{2}\b|\b(19|20)\d{2}\b/g;

/** The figures in one sentence. */
export function numbersIn(sentence: string): SaidNumber[] {
  const out: SaidNumber[] = [];
  for (const m of sentence.replace(DATE, ' ').matchAll(NUMBER)) {
    const whole = Number(m[2]!.replace(/,/g, ''));
    if (m[1]) out.push({ kind: 'money', cents: Math.round(whole * 100 + Math.sign(whole || 1) * Number((m[3] ?? '0').padEnd(2, '0'))) });
    else if (m[4]) out.push({ kind: 'percent', value: whole });
    else out.push({ kind: 'count', value: whole });
  }
  return out;
}

/** What the facts allow a script to say. */
export function allowedNumbers(f: EpisodeFacts): { cents: Set<number>; percents: Set<number>; counts: Set<number> } {
  const cents = new Set<number>();
  const percents = new Set<number>();
  const counts = new Set<number>([f.days, f.noSpendDays, f.current.transactions, f.previous.transactions]);
  for (const p of [f.current, f.previous]) for (const c of [p.spendingCents, p.incomeCents]) cents.add(c);
  cents.add(f.netCents).add(Math.abs(f.netCents)).add(Math.abs(f.current.spendingCents - f.previous.spendingCents));
  if (f.spendingChangePercent !== null) percents.add(f.spendingChangePercent).add(Math.abs(f.spendingChangePercent));
  for (const c of f.topCategories) { cents.add(c.cents); percents.add(c.sharePercent); }
  for (const m of f.topMerchants) { cents.add(m.cents); counts.add(m.visits); }
  if (f.biggestPurchase) cents.add(f.biggestPurchase.cents);
  // "the top 3 categories", "two hosts": small ordinal counts are words of speech, not figures
  for (let n = 0; n <= 3; n++) counts.add(n);
  return { cents, percents, counts };
}

export interface CheckedScript {
  kept: string[];
  dropped: { sentence: string; reason: string }[];
}

/** Keeps the sentences whose every number is one of the facts'; says why each other one went. */
export function checkScript(sentences: readonly string[], f: EpisodeFacts): CheckedScript {
  const ok = allowedNumbers(f);
  const out: CheckedScript = { kept: [], dropped: [] };
  for (const s of sentences) {
    const bad = numbersIn(s).find((n) => (n.kind === 'money' ? !ok.cents.has(Math.abs(n.cents)) && !ok.cents.has(n.cents)
      : n.kind === 'percent' ? !ok.percents.has(n.value) : !ok.counts.has(n.value)));
    if (bad) out.dropped.push({ sentence: s, reason: `${bad.kind === 'money' ? `${(bad.cents / 100).toFixed(2)} (money)` : `${bad.value} (${bad.kind})`} is not in the episode's facts` });
    else out.kept.push(s);
  }
  return out;
}
