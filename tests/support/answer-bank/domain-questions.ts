// Questions whose answer is another page's engine: the biggest or smallest subscription, what is due
// in a window, whether an amount is affordable by a month (the surplus less the goals' shares), which
// debt first, what paying an amount a month does, when financial freedom comes. Truths come from the
// generator's own schedule, goals and debts; the payoff and freedom engines are run with the inputs
// as stated here, and the monthly surplus is core/figures' one definition.
import { addDays, daysInMonth, isoDate, weekday } from '../../../core/dates.ts';
import { ledgerFigures } from '../../../core/figures/monthly.ts';
import { minimumsDue, simulate } from '../../../core/liberty/debt-plan.ts';
import { DEFAULT_ASSUMPTIONS, freedomFigures } from '../../../core/liberty/freedom.ts';
import { FREEDOM_SEED } from '../../../core/liberty/freedom-of.ts';
import { formatCents } from '../../../core/money.ts';
import type { GeneratedLedger, Scheduled } from './ledger.ts';
import { fullMonths, median } from './ledger-questions.ts';
import { monthName } from './periods.ts';
import type { BankQuestion } from './questions.ts';
import { dress, fill, monthlyAmount, pick, type Rand, writtenAmount } from './text.ts';

const money = (c: number) => formatCents(c);
const MONTH_DAYS = 30.44;
const PERIOD_DAYS: Record<number, number> = { 1: 30.44, 3: 91.31, 12: 365.25 };

function subscription(l: GeneratedLedger, r: Rand): BankQuestion {
  const biggest = r() < 0.6;
  const monthly = l.subscriptions.map((s) => ({ s, cents: Math.round((s.cents * MONTH_DAYS) / PERIOD_DAYS[s.everyMonths]!) }));
  monthly.sort((a, b) => (biggest ? b.cents - a.cents : a.cents - b.cents));
  const top = monthly[0]!;
  const form = biggest
    ? pick(r, [
        'What is my biggest subscription?',
        'Which subscription costs the most?',
        'my most expensive subscription',
        'Which of my subscriptions is the priciest?',
        'which subscription is the most expensive',
        'What is my largest subscription?',
        'Biggest subscription I have?',
        'which recurring subscription costs me the most',
      ])
    : pick(r, [
        'What is my cheapest subscription?',
        'Which subscription costs the least?',
        'smallest subscription?',
        'Which membership is the cheapest?',
        'What is the least expensive of my subscriptions?',
        'lowest cost subscription',
        'What is my smallest subscription?',
        'which subscription is cheapest',
      ]);
  return { text: dress(form, r), shape: 'subscription', expect: [top.s.merchant, money(top.cents)] };
}

/** The dates a scheduled charge falls on in (after, to]. */
function occurrences(l: GeneratedLedger, s: Scheduled, after: string, to: string): string[] {
  const out: string[] = [];
  const ty = Number(l.today.slice(0, 4));
  const tm = Number(l.today.slice(5, 7));
  const months = l.months;
  for (let i = months - 14; i <= months + 3; i++) {
    if (i < s.firstIndex || (i - s.firstIndex) % s.everyMonths !== 0) continue;
    const first = isoDate(ty, tm - months + i, 1);
    const d = isoDate(Number(first.slice(0, 4)), Number(first.slice(5, 7)), Math.min(s.day, daysInMonth(Number(first.slice(0, 4)), Number(first.slice(5, 7)))));
    if (d > after && d <= to) out.push(d);
  }
  return out;
}

function due(l: GeneratedLedger, r: Rand): BankQuestion {
  const mon = addDays(l.today, -((weekday(l.today) + 6) % 7));
  const monthEnd = isoDate(Number(l.today.slice(0, 4)), Number(l.today.slice(5, 7)), daysInMonth(Number(l.today.slice(0, 4)), Number(l.today.slice(5, 7))));
  const windows = [
    { words: pick(r, ['this week', 'for the rest of this week']), to: addDays(mon, 6), after: l.today },
    { words: 'next week', to: addDays(mon, 13), after: addDays(mon, 6) },
    { words: pick(r, ['in the next 7 days', 'over the next 7 days', 'in the next seven days']), to: addDays(l.today, 7), after: l.today },
    { words: pick(r, ['this month', 'for the rest of this month']), to: monthEnd, after: l.today },
  ];
  const w = pick(r, windows);
  const dueNow = l.scheduled.flatMap((s) => occurrences(l, s, w.after, w.to).map((d) => ({ s, d })));
  const others = l.scheduled.filter((s) => !dueNow.some((x) => x.s === s)).map((s) => s.merchant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const form = pick(r, [
    'What is due {w}?',
    'What bills are due {w}?',
    'Which payments are coming up {w}?',
    'whats due {w}',
    'What do I have to pay {w}?',
    'Any bills due {w}?',
    'Upcoming payments {w}?',
    'What payments are due {w}?',
    'Which bills are coming up {w}?',
    'What is going out {w}?',
    'What direct debits are due {w}?',
    'What renews {w}?',
    'Anything due {w}?',
    'What payments come out {w}?',
    'Which subscriptions are due {w}?',
  ]);
  return {
    text: dress(fill(form, { w: w.words }), r),
    shape: 'due',
    expect: dueNow.map((x) => `${x.s.merchant} ${money(x.s.cents)}`),
    pattern: /payments? (?:is|are) due|Nothing is due/,
    // a scheduled charge that falls outside the window is not listed in it (Crystal may find more series than these)
    not: others.length ? new RegExp(`^- [^:]+: (?:${others.join('|')}) \\$`, 'm') : undefined,
  };
}

const ITEMS = ['a holiday', 'a vacation', 'a new laptop', 'a car', 'a sofa', 'a trip to Japan', 'a wedding'];

function afford(l: GeneratedLedger, r: Rand): BankQuestion | null {
  const surplus = ledgerFigures({ transactions: l.transactions, today: l.today }).surplus.cents;
  if (surplus === null || surplus <= 0) return null;
  // what the goals take: each asks for what it still needs ÷ the months to its date (the Goals page's waterfall)
  let left = surplus;
  let taken = 0;
  for (const g of l.goals) {
    const [ty, tm, td] = l.today.split('-').map(Number) as [number, number, number];
    const [gy, gm, gd] = g.targetDate!.split('-').map(Number) as [number, number, number];
    const monthsLeft = Math.max(0, (gy - ty) * 12 + gm - tm + (gd >= td ? 1 : 0));
    const want = Math.ceil(g.targetCents / monthsLeft);
    const gets = Math.min(left, want);
    left -= gets;
    taken += gets;
  }
  const free = surplus - taken;
  const months = 2 + Math.floor(r() * 9);
  const target = isoDate(Number(l.today.slice(0, 4)), Number(l.today.slice(5, 7)) + months, 1);
  const when = pick(r, [
    { words: `in ${monthName(target)}`, months },
    { words: `by ${monthName(target)}`, months },
    { words: `in ${months} months`, months },
    { words: `within ${months} months`, months },
    { words: `in ${monthName(target)} ${target.slice(0, 4)}`, months },
  ]);
  const factor = pick(r, [0.25, 0.5, 0.8, 1.3, 2, 4]);
  const base = Math.max(100, free) * factor * when.months;
  const dollars = Math.max(200, Math.round(base / 10_000) * 100);
  const need = Math.ceil((dollars * 100) / when.months);
  if (Math.abs(need - free) < Math.max(2_000, free * 0.03)) return null;
  const yes = free >= need;
  const item = pick(r, ITEMS);
  const form = pick(r, [
    'Can I afford {i} for {a} {w}?',
    'Can I afford to spend {a} on {i} {w}?',
    'could i afford {a} {w}',
    'Do I have enough for {i} costing {a} {w}?',
    'Is it ok to spend {a} {w}?',
    'Will I be able to afford {i} for {a} {w}?',
    'Can I buy {i} for {a} {w}?',
    'Would I be able to buy {i} costing {a} {w}?',
    'Can I afford {a} for {i} {w}',
    'Do I have room for {a} {w}?',
    'Can I afford {i} at {a} {w}?',
    'Am I able to afford {a} {w}?',
    'Is {a} for {i} affordable {w}?',
    'Can I save {a} for {i} {w}?',
  ]);
  return {
    text: dress(fill(form, { i: item, a: writtenAmount(dollars, r), w: when.words }), r),
    shape: 'afford',
    expect: [money(surplus)],
    pattern: yes ? /\bYes:/ : /Only by slowing your goals|Not at your current pace|\bNo:/,
    not: yes ? undefined : /\bYes:/,
  };
}

function debtFirst(l: GeneratedLedger, r: Rand): BankQuestion {
  const top = [...l.debts].sort((a, b) => b.aprPct - a.aprPct)[0]!;
  const form = pick(r, [
    'Which debt should I pay off first?',
    'Which debt first?',
    'What order should I pay my debts in?',
    'which loan should i prioritise',
    'Which debt should I prioritize?',
    'Which of my debts should I tackle first?',
    'What debt should I pay down first?',
    'Which debt do I pay first?',
    'Should I pay off the {d} first?',
    'Avalanche or snowball: which debt first?',
    'Which card should I pay off first?',
    'Where should extra money go first, which debt?',
    'What should I pay off first?',
    'Which debt has the highest priority?',
  ]);
  return {
    text: dress(fill(form, { d: pick(r, l.debts).name.toLowerCase() }), r),
    shape: 'debt-first',
    expect: [top.name, money(minimumsDue(l.debts))],
    pattern: new RegExp(`^Pay ${top.name} first`),
  };
}

function debtWhatIf(l: GeneratedLedger, r: Rand): BankQuestion {
  const min = minimumsDue(l.debts);
  const dollars = Math.ceil(min / 100 / 50) * 50 + 50 * (1 + Math.floor(r() * 12));
  const plan = simulate(l.debts, dollars * 100, 'avalanche');
  const form = pick(r, [
    'What if I pay {a} towards my debts?',
    'what happens if I put {a} on my debt',
    'If I pay {a} on my loans, when am I debt free?',
    'Suppose I paid {a} toward my debts: how long to pay them off?',
    'If I put {a} towards my loans, how long until I am debt-free?',
    'What if I paid {a} on my debts?',
    'How long to clear my debts if I pay {a}?',
    'If I paid {a} on my debt, how much interest would I pay?',
    'If I pay {a} towards debt, how fast will I be debt free?',
    'paying {a} on my debts, when will they be gone?',
    'How much interest would I save paying {a} on my debts?',
    'I want to pay {a} off my loans - how long will it take?',
  ]);
  return {
    text: dress(fill(form, { a: monthlyAmount(dollars, r) }), r),
    shape: 'debt-what-if',
    expect: [money(dollars * 100), money(plan.totalInterestCents)],
    pattern: plan.months === null ? /not within 50 years/ : new RegExp(`debt-free in ${plan.months} months?\\b`),
  };
}

function retire(l: GeneratedLedger, r: Rand): BankQuestion | null {
  const months = fullMonths(l);
  if (months.length < 3) return null;
  const sum = (m: { from: string; to: string }, sign: 1 | -1) =>
    l.transactions
      .filter((t) => t.date >= m.from && t.date <= m.to && Math.sign(t.amountCents) === sign && t.category !== 'Transfer')
      .reduce((s, t) => s + Math.abs(t.amountCents), 0);
  const spending = median(months.map((m) => sum(m, -1))) * 12;
  const income = median(months.map((m) => sum(m, 1))) * 12;
  const f = freedomFigures({ netWorthCents: l.netWorthCents, yearlyIncomeCents: income, yearlySpendingCents: spending }, DEFAULT_ASSUMPTIONS, FREEDOM_SEED);
  const form = pick(r, [
    'When can I retire?',
    'When will I be financially independent?',
    'How long until I can stop working?',
    'when could i reach financial freedom',
    'How many years until I can retire?',
    'At this rate, when will I be able to retire?',
    'How far am I from financial independence?',
    'When could I stop working?',
    'When will I hit my FI number?',
    'How long until financial freedom?',
    'Can I retire early?',
    'What year can I retire?',
    'When can I afford to retire?',
    'how long till I can retire',
  ]);
  return {
    text: dress(form, r),
    shape: 'retire',
    expect: [money(f.fiNumberCents ?? 0)],
    pattern: f.yearsToFi === null ? /within 100 years/ : f.yearsToFi === 0 ? /You are there/ : new RegExp(`About ${f.yearsToFi} years?\\b`),
  };
}

/** One question whose answer is another page's engine, of kind `k` (0–5). */
export function domainQuestion(l: GeneratedLedger, r: Rand, k: number): BankQuestion | null {
  switch (k) {
    case 0:
      return subscription(l, r);
    case 1:
      return due(l, r);
    case 2:
      return afford(l, r);
    case 3:
      return debtFirst(l, r);
    case 4:
      return debtWhatIf(l, r);
    default:
      return retire(l, r);
  }
}
