// Answers to what a question asks (core/chat/questions.ts), computed from the user's data and
// quoting the figures used. An employee answers the questions of its domain; for others it says
// what it cannot answer here and who can, by name from the directory.
import { employeeProfile, type TeamMemberKey } from '../employees.ts';
import type { LedgerTransaction } from '../crystal/types.ts';
import { Tagger, type TagRule } from '../tag/engine.ts';
import { count, day, list, money, span } from './format.ts';
import type { Intent, Understood } from './questions.ts';
import { periodSummary, type ChatDataSummary } from './summary.ts';

export interface Answer {
  content: string;
  dataUsed: string[];
}

const answer = (lines: (string | null | false | undefined)[], dataUsed: string[]): Answer => ({
  content: `${lines.filter((l): l is string => typeof l === 'string').join('\n')}\n\n(Based on ${list(dataUsed)}.)`,
  dataUsed,
});

/** Who owns each kind of question. */
export const OWNER: Record<Exclude<Intent, 'capabilities' | 'team' | 'unknown'>, TeamMemberKey> = {
  merchant_category: 'tag',
  merchant_spend: 'tag',
  top_categories: 'tag',
  category_spend: 'tag',
  review: 'tag',
  rules: 'tag',
  imports: 'byte',
  forecast: 'crystal',
  trend: 'crystal',
  recurring: 'crystal',
  insights: 'intelia',
  tax: 'ledger',
  savings_goal: 'goalie',
  savings: 'goalie',
  debts: 'blitz',
  bills: 'chime',
  income: 'finley',
  month: 'finley',
};

const TOPIC: Record<keyof typeof OWNER, string> = {
  merchant_category: 'why a merchant is in its category',
  merchant_spend: 'spending at one merchant',
  top_categories: 'your top categories',
  category_spend: 'spending in a category',
  review: 'the review queue',
  rules: 'categorization rules',
  imports: 'your imports',
  forecast: 'forecasts',
  trend: 'spending trends',
  recurring: 'recurring payments',
  insights: 'unusual spending',
  tax: 'tax deductions',
  savings_goal: 'a savings target',
  savings: 'savings',
  debts: 'debts',
  bills: 'upcoming bills',
  income: 'income',
  month: 'your month',
};

/** What each employee answers; Prime answers everything (and says who owns it). */
export const DOMAIN: Record<TeamMemberKey, readonly Intent[]> = {
  prime: Object.keys(OWNER) as Intent[],
  byte: ['imports'],
  tag: ['merchant_category', 'merchant_spend', 'top_categories', 'category_spend', 'review', 'rules'],
  crystal: ['forecast', 'trend', 'recurring', 'bills', 'category_spend', 'merchant_spend', 'top_categories', 'income', 'month'],
  intelia: ['insights', 'trend', 'top_categories'],
  ledger: ['tax'],
  goalie: ['savings_goal', 'savings', 'income'],
  blitz: ['debts'],
  liberty: ['debts', 'savings', 'savings_goal'],
  chime: ['bills', 'recurring'],
  finley: ['month', 'income', 'category_spend', 'merchant_spend', 'top_categories', 'savings', 'savings_goal', 'trend'],
  harmony: [],
  luna: [],
  roundtable: ['month'],
  custodian: ['imports'],
  automa: ['rules'],
};

/** What each employee really does today, and what waits for tools not built yet. */
export const CAPABILITIES: Record<TeamMemberKey, { can: string[]; later?: string }> = {
  prime: { can: ['route your question to the right employee', "answer any of the team's questions below from your data"] },
  byte: { can: ['report on your imports: which files, how many transactions each added, duplicates skipped, rows sent to review, and why an import failed'] },
  tag: {
    can: [
      'explain why a merchant is in its category (your rule, a correction you made, or the knowledge base)',
      'total what you spent at a merchant or in a category for a period',
      'list your top categories',
      'count what waits for your review and the rules and patterns I go by',
    ],
  },
  crystal: {
    can: [
      "forecast next month's spending with a range",
      'describe your 30-day spending trend',
      'list your recurring payments and what is due in the next 30 days',
      'total spending or income for a period',
    ],
  },
  intelia: { can: ['list what stands out: spending spikes, duplicate charges, price rises and new merchants', 'compare your top categories'] },
  ledger: {
    can: [
      'total likely deductible spending this year (your Business category and business accounts)',
      "quote the Tax Assistant's estimate: the year's tax, the next quarterly payment and the top expense lines (estimates, not tax advice)",
    ],
    later: 'filing a return is not something I do',
  },
  goalie: {
    can: [
      'report each goal you set on the Goal Concierge page: saved, left and whether it is on track',
      'say whether a target (like "$5k in 6 months") fits your average monthly surplus',
      'give your savings rate over the last 90 days',
    ],
  },
  blitz: {
    can: [
      'list the debts you set up on the Debt Payoff Planner with balance, APR and minimum',
      'list the loan and credit card payments and the interest and fees in your statements',
    ],
  },
  liberty: { can: ['list your debt payments and interest from your statements', 'give your savings rate and whether a savings target fits'] },
  chime: {
    can: [
      'list your bills, which are due in the next 30 days and which are not paid yet',
      'say which reminders went out and how (in the app, by email or push), from the reminder log',
    ],
  },
  finley: {
    can: [
      'summarize your month so far against last month',
      'total spending, income or a category for a period',
      'say whether a savings target fits your surplus',
    ],
  },
  harmony: {
    can: [
      'talk through a nudge (a spending spike, a low mood, a regret repeated) and the figures behind it',
      'put your well-being check-ins beside your figures',
    ],
  },
  luna: {
    can: [
      'say whether Spotify is connected and whether your account allows playback from here',
      'list the focus and calm playlists I made from your saved tracks and where each pairs in the app',
    ],
  },
  roundtable: {
    can: [
      'recap your month from your data',
      'make a podcast episode about your last 7 or 30 days on the Personal Podcast page (with audio), and tell your month or year as a story on the Financial Story page',
    ],
  },
  custodian: { can: ['say what your imports put on file'], later: 'the security and privacy audit needs the tools still to come' },
  automa: {
    can: [
      'list your automation rules, which are on, and what they did lately (from the run log)',
      'explain how a rule is made: a trigger, conditions, actions, and a dry run before it is turned on',
    ],
    later: 'webhooks to other services are not built',
  },
};

export function capabilitiesAnswer(employee: TeamMemberKey): Answer {
  const c = CAPABILITIES[employee];
  const name = employeeProfile(employee).name;
  return answer(
    [
      c.can.length ? `I'm ${name}. From your own data I can:` : `I'm ${name} (${employeeProfile(employee).role}).`,
      ...c.can.map((s) => `- ${s}`),
      c.later ? `Not yet: ${c.later}.` : null,
      `For other questions: ${list(['tag', 'crystal', 'goalie', 'blitz', 'chime'].filter((k) => k !== employee).map((k) => `${employeeProfile(k as TeamMemberKey).name} (${TOPIC[Object.entries(OWNER).find(([, o]) => o === k)![0] as keyof typeof OWNER]})`))}.`,
    ],
    ['the team directory'],
  );
}

// ── the answers that need the ledger itself ─────────────────────────────────────────────────────

function window(data: ChatDataSummary, u: Understood, fallbackDays: 'last30' | 'all'): { from: string; to: string; words: string } {
  if (u.entities.period) return { from: u.entities.period.from, to: u.entities.period.to, words: u.entities.period.words };
  if (fallbackDays === 'last30')
    return { from: data.last30.from, to: data.today, words: `in the last 30 days (${span(data.last30.from, data.today, data.today)})` };
  const dates = data.ledger.map((t) => t.date.slice(0, 10)).sort();
  const from = dates[0] ?? data.today;
  return { from, to: data.today, words: `since ${day(from, data.today)} (all on file)` };
}

const inSpan = (t: LedgerTransaction, from: string, to: string) => t.date.slice(0, 10) >= from && t.date.slice(0, 10) <= to;

function ruleWords(r: TagRule): string {
  const c = r.conditions;
  const parts = [
    c.descriptionContains ? `description contains "${c.descriptionContains}"` : null,
    c.merchantEquals ? `merchant is "${c.merchantEquals}"` : null,
    c.account ? `account is "${c.account}"` : null,
    c.sign ? `money ${c.sign}` : null,
  ].filter((x): x is string => x !== null);
  return parts.join(', ') || r.id;
}

const path = (category: string, sub: string | null | undefined) => (sub ? `${category} › ${sub}` : category);

export function merchantCategoryAnswer(data: ChatDataSummary, u: Understood): Answer {
  const m = u.entities.merchant;
  if (!m) {
    return answer(
      [
        `Which merchant do you mean? I explain categories merchant by merchant; name one of yours (for example "${data.ledger.find((t) => t.merchant)?.merchant ?? 'Starbucks'}").`,
      ],
      ['your merchants'],
    );
  }
  const rows = data.ledger.filter((t) => t.merchant === m);
  const latest = rows.reduce<LedgerTransaction | null>((a, t) => (!a || t.date > a.date ? t : a), null)!;
  const spent = rows.filter((t) => t.amountCents < 0).reduce((s, t) => s - t.amountCents, 0);
  const byCat = new Map<string, number>();
  for (const t of rows) byCat.set(path(t.category, t.subcategory), (byCat.get(path(t.category, t.subcategory)) ?? 0) + 1);
  const cats = [...byCat.entries()].sort((a, b) => b[1] - a[1]);
  const tagger = new Tagger({ rules: data.tagKnowledge.rules, patterns: data.tagKnowledge.patterns });
  const input = { description: latest.description, amountCents: latest.amountCents, account: latest.account ?? null };
  const r = tagger.categorize(input);
  let why: string;
  if (r.source === 'rule') why = `by your rule (${ruleWords(tagger.ruleFor(input)!)})`;
  else if (r.source === 'learned') {
    const p = data.tagKnowledge.patterns.find((x) => x.pattern === r.merchantKey);
    why = p ? `learned from your correction${p.uses > 1 ? `s (${p.uses})` : ''}, the last on ${day(p.lastUsed, data.today)}` : 'learned from your corrections';
  } else if (r.source === 'knowledge') why = 'by the knowledge base of merchants I ship with';
  else if (r.source === 'bank') why = "by your bank's own category column on the statement";
  else if (r.source === 'sign') why = 'only because it is money coming in that nothing else explains';
  else why = 'by your history model (no rule or correction covers it)';
  const first = cats[0]!;
  return answer(
    [
      `${m}: ${count(rows.length, 'transaction')}, ${money(spent)} spent since ${day(
        rows
          .map((t) => t.date)
          .sort()[0]!
          .slice(0, 10),
        data.today,
      )}; ` + `categorized ${first[0]}${cats.length > 1 ? ` (${first[1]} of them; also ${list(cats.slice(1).map(([c, n]) => `${c} ×${n}`))})` : ''}.`,
      `Why: ${latest.description} is filed ${path(r.category, r.subcategory)} ${why}.`,
      r.category !== latest.category ? `(It is on file as ${path(latest.category, latest.subcategory)}: you or a rule changed it after import.)` : null,
      'To change it, correct one of its transactions on the review page or add a rule: I will learn it.',
    ],
    [`your ${m} transactions`, 'your rules and learned patterns'],
  );
}

export function merchantSpendAnswer(data: ChatDataSummary, u: Understood): Answer {
  const m = u.entities.merchant!;
  const w = window(data, u, 'all');
  const rows = data.ledger.filter((t) => t.merchant === m && inSpan(t, w.from, w.to));
  const out = rows.filter((t) => t.amountCents < 0);
  const spent = out.reduce((s, t) => s - t.amountCents, 0);
  if (rows.length === 0) return answer([`No ${m} transactions ${w.words}.`], [`your ${m} transactions ${w.words}`]);
  const last = rows
    .map((t) => t.date.slice(0, 10))
    .sort()
    .at(-1)!;
  return answer(
    [
      `${m} ${w.words}: ${count(out.length, 'payment')}, ${money(spent)} in all` +
        (out.length > 1 ? `, ${money(Math.round(spent / out.length))} on average` : '') +
        `; the latest on ${day(last, data.today)}.`,
      `Filed under ${path(rows[0]!.category, rows[0]!.subcategory)}.`,
    ],
    [`your ${m} transactions ${w.words}`],
  );
}

export function categorySpendAnswer(data: ChatDataSummary, u: Understood): Answer {
  const w = window(data, u, 'last30');
  const p = periodSummary(data.ledger, w.from, w.to);
  const category = u.entities.category!;
  const cat = p.categories.find((c) => c.category === category);
  const used = [`your ${category} transactions ${w.words}`];
  if (!cat) return answer([`You spent nothing on ${category} ${w.words}: no transactions in that category.`], used);
  const sub = u.entities.subcategory ? cat.subcategories.find((s) => s.subcategory === u.entities.subcategory) : undefined;
  const share = p.spendingCents > 0 ? Math.round((cat.cents / p.spendingCents) * 100) : 0;
  return answer(
    [
      `You spent ${money(cat.cents)} on ${category} ${w.words}, over ${count(cat.count, 'transaction')} (${share}% of your ${money(p.spendingCents)} spending).`,
      u.entities.subcategory
        ? sub
          ? `${u.entities.subcategory}: ${money(sub.cents)} of that (${count(sub.count, 'transaction')}).`
          : `None of it was ${u.entities.subcategory}.`
        : cat.subcategories.length
          ? `By subcategory: ${list(cat.subcategories.slice(0, 4).map((s) => `${s.subcategory} ${money(s.cents)}`))}.`
          : null,
    ],
    used,
  );
}

export function topCategoriesAnswer(data: ChatDataSummary, u: Understood): Answer {
  const w = window(data, u, 'last30');
  const p = periodSummary(data.ledger, w.from, w.to);
  if (p.categories.length === 0) return answer([`No spending ${w.words}.`], [`your spending ${w.words}`]);
  return answer(
    [
      `Your top categories ${w.words}, of ${money(p.spendingCents)} spent:`,
      ...p.categories
        .slice(0, 5)
        .map((c, i) => `${i + 1}. ${c.category}: ${money(c.cents)} (${count(c.count, 'transaction')}, ${Math.round((c.cents / p.spendingCents) * 100)}%)`),
    ],
    [`spending by category ${w.words}`],
  );
}

export function incomeAnswer(data: ChatDataSummary, u: Understood): Answer {
  const w = window(data, u, 'last30');
  const p = periodSummary(data.ledger, w.from, w.to);
  return answer(
    [
      p.incomeCount === 0
        ? `No income came in ${w.words}.`
        : `Your income ${w.words} was ${money(p.incomeCents)} over ${count(p.incomeCount, 'payment')}: ${list(p.income.map((s) => `${s.subcategory} ${money(s.cents)}`))}.`,
    ],
    [`your income transactions ${w.words}`],
  );
}

export function savingsGoalAnswer(data: ChatDataSummary, u: Understood): Answer {
  const target = u.entities.amount!;
  const months = u.entities.months ?? 12;
  // the monthly surplus every page quotes (core/figures): the median of the full months
  const surplus = data.figures.surplus;
  const used = [`your income and spending in ${count(surplus.months.length, 'full month')}`];
  if (surplus.cents === null)
    return answer(
      [
        `${surplus.statistic} I cannot tell yet whether ${money(target.cents)} fits: a first month that starts late and this month do not count. Import a full month's statement.`,
      ],
      used,
    );
  const s = { averageCents: surplus.cents };
  const need = Math.ceil(target.cents / months);
  const lines = [
    `To save ${money(target.cents)} in ${count(months, 'month')}${u.entities.months ? '' : ' (you gave no time, so I took 12)'} you need ${money(need)} a month.`,
    `Your monthly surplus (income − spending) is ${money(s.averageCents)}, the ${surplus.statistic}.`,
  ];
  if (s.averageCents >= need) {
    lines.push(
      `Yes: that covers it, with ${money(s.averageCents - need)} a month to spare` +
        ` (at your full surplus it takes about ${count(Math.ceil(target.cents / s.averageCents), 'month')}).`,
    );
  } else if (s.averageCents > 0)
    lines.push(
      `Not at your current pace: you are ${money(need - s.averageCents)} a month short; at ${money(s.averageCents)} a month it takes about ${Math.ceil(target.cents / s.averageCents)} months.`,
    );
  else lines.push(`No: you spend more than comes in, so there is no surplus to save from; you would need to find ${money(need - s.averageCents)} a month.`);
  return answer(lines, used);
}
