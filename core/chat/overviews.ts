// The employees' overviews: with no LLM, each employee's own answer from the user's real figures
// (ChatDataSummary) when a question asks for nothing more specific, saying which data it used. The
// dispatch that picks between these, the shared reader's answers and the intents is in responders.ts.
import { automaLines } from './automa-reply.ts';
import { musicLines } from './music-reply.ts';
import { taxAnswer } from './tax-reply.ts';
import { addDays } from '../dates.ts';
import { ratePercent } from '../figures/words.ts';
import { employeeProfile, type TeamMemberKey } from '../employees.ts';
import { routeQuestion } from '../prime/router.ts';
import { harmonyReply } from '../harmony/replies.ts';
import { withCheckins } from '../harmony/checkin-reply.ts';
import { dueInWindow, dueLines, incomeLine, lateLines, reminderLines } from './due.ts';
import { count, day, list, money, monthName, signedPercent, span } from './format.ts';
import type { ChatDataSummary } from './summary.ts';
import type { BuiltInReply } from './responder-types.ts';

export type Responder = (data: ChatDataSummary, question: string) => BuiltInReply;

const reply = (lines: (string | null | false | undefined)[], dataUsed: string[]): BuiltInReply => ({
  content: `${lines.filter((l): l is string => typeof l === 'string').join('\n')}\n\n(Based on ${list(dataUsed)}.)`,
  dataUsed,
});

export const noTransactions = (topic: string): BuiltInReply =>
  reply(
    [`You have no transactions on file yet, so I have no figures on ${topic}. Import a statement with Byte and ask me again.`],
    ['your transactions (none yet)'],
  );

const bullet = (s: string) => `- ${s}`;

// ── the month, for Finley and Prime ───────────────────────────────────────────────────────────

function monthLines(data: ChatDataSummary): string[] {
  const t = data.today;
  const m = data.thisMonth;
  const before = data.lastMonthToDate;
  const lines = [`This month so far (${span(m.from, t, t)}): income ${money(m.incomeCents)}, spending ${money(m.spendingCents)}.`];
  if (m.categories.length) lines.push(`Top categories: ${list(m.categories.slice(0, 3).map((c) => `${c.category} ${money(c.cents)}`))}.`);
  const diff = m.spendingCents - before.spendingCents;
  const change = before.spendingCents > 0 ? ` (${signedPercent(diff / before.spendingCents)})` : '';
  lines.push(
    `Last month by the same day (${span(before.from, before.to, t)}) you had spent ${money(before.spendingCents)}: ` +
      (diff === 0 ? 'exactly the same.' : `you are ${diff > 0 ? 'up' : 'down'} ${money(Math.abs(diff))}${change}.`),
    `${monthName(data.lastMonth.from.slice(0, 7))} in full: income ${money(data.lastMonth.incomeCents)}, spending ${money(data.lastMonth.spendingCents)}.`,
  );
  return lines;
}

const MONTH_DATA = ['your income and spending this month and last month'];

// ── the employees ─────────────────────────────────────────────────────────────────────────────

const STATUS_WORDS: Record<string, string> = {
  queued: 'queued',
  processing: 'in progress',
  needs_input: 'waiting for your answer',
  completed: 'done',
  failed: 'failed',
};

const byte: Responder = (data) => {
  const docs = data.documents;
  const used = [`your last ${count(docs.length, 'import')}`];
  if (docs.length === 0) return reply(['You have not imported anything yet: no statements or receipts on file.'], ['your imports (none yet)']);
  const lines = [docs.length === 1 ? 'Your latest import:' : `Your last ${docs.length} imports, newest first:`];
  for (const d of docs) {
    const status = STATUS_WORDS[d.status] ?? d.status;
    const detail =
      d.status === 'failed'
        ? `failed: ${d.error ?? 'no reason recorded'}`
        : `${status}, ${count(d.imported, 'transaction')} imported, ${count(d.duplicates, 'duplicate')} skipped, ${d.needsReview} to review`;
    lines.push(bullet(`${d.fileName} (${day(d.createdAt.slice(0, 10), data.today)}): ${detail}`));
  }
  const sum = (k: 'imported' | 'duplicates' | 'needsReview') => docs.reduce((s, d) => s + d[k], 0);
  if (docs.length > 1) lines.push(`Together: ${sum('imported')} imported, ${sum('duplicates')} duplicates skipped, ${sum('needsReview')} sent to review.`);
  return reply(lines, used);
};

const SOURCE_WORDS: Record<string, string> = {
  rule: 'your rules',
  bank: "your bank's own category column",
  learned: 'patterns learned from you',
  knowledge: 'the knowledge base',
  model: 'your history model',
  sign: 'money in/out',
  user: 'you, by hand',
  none: 'nothing (uncategorized)',
};

const tag: Responder = (data) => {
  const t = data.tag;
  if (t.total === 0) return noTransactions('categories');
  const lines = [
    t.needsReview === 0
      ? `Nothing waits for review: all ${count(t.total, 'transaction')} are categorized.`
      : `${t.needsReview} of your ${count(t.total, 'transaction')} wait for your review (I was less than 80% sure).`,
  ];
  const top = data.last30.categories.slice(0, 3);
  if (top.length)
    lines.push(`Top categories in the last 30 days: ${list(top.map((c) => `${c.category} ${money(c.cents)} (${count(c.count, 'transaction')})`))}.`);
  lines.push(`What I go by: ${count(t.rules, 'rule')} of yours and ${count(t.patterns, 'merchant pattern')} learned from your corrections.`);
  const sources = Object.entries(t.bySource)
    .sort((a, b) => b[1] - a[1])
    .map(([s, n]) => `${n} by ${SOURCE_WORDS[s] ?? s}`);
  if (sources.length) lines.push(`How your transactions were categorized: ${list(sources)}.`);
  return reply(lines, ['your review queue', 'your rules and learned patterns', 'spending by category in the last 30 days']);
};

const METHOD_WORDS: Record<string, string> = {
  'holt-winters': 'Holt-Winters with yearly seasonality',
  'damped-holt': 'damped Holt trend',
  mean: 'the monthly mean',
};

const crystal: Responder = (data) => {
  if (data.transactionCount === 0) return noTransactions('trends or forecasts');
  const t = data.today;
  const tr = data.trend;
  const firstFrom = data.last30.from;
  const lines = [
    `Your spending is ${tr.trend}: ${money(tr.secondHalfCents)} in the last 15 days against ${money(tr.firstHalfCents)} in the 15 days before ` +
      `(${span(firstFrom, addDays(firstFrom, 14), t)})` +
      (tr.changePct === null ? ', so there is no percentage change to give.' : `, ${signedPercent(tr.changePct)}.`),
  ];
  const used = ['your 30-day spending trend'];
  const now = data.thisMonthForecast;
  if (now) {
    lines.push(`For ${monthName(now.month)} I expect ${money(now.cents)} of spending: ${now.basis}`);
    used.push("this month's spending so far");
  }
  const f = data.forecast;
  if (f?.nextMonth) {
    lines.push(
      `For ${monthName(f.nextMonth.month)} I forecast ${money(f.nextMonth.cents)} of spending, ${Math.round(f.level * 100)}% likely between ` +
        `${money(f.nextMonth.lowCents)} and ${money(f.nextMonth.highCents)} (${METHOD_WORDS[f.method] ?? f.method} ${data.forecastHistory.basis}).`,
    );
    used.push('my monthly forecast of your total spending');
  } else if (data.forecastHistory.missing) lines.push(data.forecastHistory.missing);
  const due = dueInWindow(data);
  lines.push(`I track ${count(data.recurringCount, 'recurring payment')}. ${due.sentence}`);
  const income = incomeLine(due);
  if (income) lines.push(income);
  if (data.bills.length) used.push('the bills you set up');
  return reply(lines, used);
};

const intelia: Responder = (data) => {
  if (data.transactionCount === 0) return noTransactions('insights');
  const ins = data.insights;
  if (ins.length === 0) {
    return reply(['Nothing stands out right now: no spending spikes, duplicate charges, price rises or new merchants.'], ['my insights over your ledger']);
  }
  return reply([`What stands out (${count(ins.length, 'insight')}):`, ...ins.slice(0, 6).map((i) => bullet(i.message))], ['my insights over your ledger']);
};

/** Ledger: what is likely deductible this year by subcategory, then the tax estimate when the user has one. */
const ledger: Responder = (data) => {
  const tax = taxAnswer(data.tax);
  const d = data.deductible;
  const accounts = d.businessAccounts.length ? ` plus everything paid from ${list(d.businessAccounts)}` : '';
  const used = [`your Business spending${accounts ? ' and business accounts' : ''} in ${d.year}`, ...(tax?.used ?? [])];
  const deductible =
    d.count === 0
      ? [
          `Nothing likely deductible in ${d.year} so far: no spending in the Business category${accounts}.` +
            (d.businessAccounts.length ? '' : ' You can mark business accounts on the Business Intelligence page.'),
        ]
      : [
          `Likely deductible in ${d.year} (${span(d.from, d.to, data.today)}): ${money(d.totalCents)} over ${count(d.count, 'transaction')}, by subcategory:`,
          ...d.bySubcategory.map((s) => bullet(`${s.subcategory}: ${money(s.cents)} (${count(s.count, 'transaction')})`)),
          `That is your Business category${accounts}; whether each one is deductible depends on your situation, so keep the receipts.`,
        ];
  return reply(tax ? [...deductible, '', ...tax.lines] : deductible, used);
};

/** The monthly surplus and savings rate as every page gives them (core/figures), with the statistic's words. */
function savingsLines(data: ChatDataSummary): string[] {
  const { surplus, savingsRate } = data.figures;
  if (surplus.cents === null) {
    return [
      `${surplus.statistic} I give a monthly surplus and a savings rate only from full months: a first month that starts late and this month do not count.`,
    ];
  }
  const rate =
    savingsRate.rate === null
      ? `There is no savings rate: ${savingsRate.statistic}.`
      : `Your savings rate is ${ratePercent(savingsRate.rate)} (${savingsRate.statistic}).`;
  return [
    `Your monthly surplus (income − spending, transfers left out) is ${money(surplus.cents)}, the ${surplus.statistic}. ${rate}`,
    surplus.cents > 0 ? `That is about what you can put toward a goal each month.` : null,
  ].filter((l): l is string => l !== null);
}

/** What the savings lines were computed from. */
const SAVINGS_USED = 'your income and spending in your full months';

const PROGRESS: Record<string, string> = {
  ahead: 'ahead of plan',
  'on track': 'on track',
  'at risk': 'at risk: the likely date makes it, a bad run of months would not',
  behind: 'behind: at this pace it misses the date',
  'no deadline': 'no deadline set',
  'not enough data': 'not enough full months yet to project it',
  completed: 'reached',
};

/** One line per active goal, with the same figures as the goals page. */
function goalLines(data: ChatDataSummary): string[] {
  const t = data.today;
  return data.goals
    .filter((g) => g.status === 'active')
    .map((g) => {
      const p = g.projection;
      const when = p.missing
        ? p.missing.replace(/\.$/, '')
        : p.medianMonth
          ? `likely reached in ${monthName(p.medianMonth)}${p.p90Month && p.p90Month !== p.medianMonth ? ` (${monthName(p.p90Month)} at the latest in 9 of 10 cases)` : ''}`
          : 'not reached at this pace';
      return bullet(
        `${g.name}: ${money(g.savedCents)} of ${money(g.targetCents)}` +
          (g.targetDate ? `, by ${day(g.targetDate, t)}: needs ${money(g.requiredMonthlyCents ?? 0)} a month` : '') +
          `; gets ${money(g.monthlyShareCents)} a month of your usual surplus; ${when}; ${PROGRESS[g.progress] ?? g.progress}.` +
          (g.suggestion
            ? ` Spending ${money(g.suggestion.cutCents)} a month less on ${g.suggestion.category}${g.suggestion.merchant ? ` (most of it at ${g.suggestion.merchant})` : ''} would finish it about ${count(g.suggestion.monthsSooner, 'month')} sooner.`
            : ''),
      );
    });
}

const goalie: Responder = (data) => {
  if (data.transactionCount === 0 && data.goals.length === 0) return noTransactions('savings');
  const goals = goalLines(data);
  return reply(
    [
      goals.length
        ? `Your ${count(goals.length, 'active goal')}:`
        : 'You have no active savings goals yet; add one on the Goal Concierge page and I will plan it from your own months.',
      ...goals,
      ...savingsLines(data),
    ],
    ['your goals and what each has saved', SAVINGS_USED],
  );
};

function debtLines(data: ChatDataSummary): string[] {
  const d = data.debts;
  const t = data.today;
  const lines: string[] = [];
  if (d.series.length) {
    lines.push('Regular debt payments in your statements:');
    for (const s of d.series) {
      lines.push(
        bullet(
          `${s.merchant} (${s.subcategory}): ${money(s.averageCents)} ${s.period}` +
            (s.period === 'monthly' ? '' : `, about ${money(s.monthlyCents)} a month`) +
            `; last paid ${day(s.lastDate, t)}, next expected ${day(s.nextExpectedDate, t)}.`,
        ),
      );
    }
    if (d.series.length > 1) lines.push(`Together about ${money(d.series.reduce((a, s) => a + s.monthlyCents, 0))} a month.`);
  }
  if (d.paid.length) {
    lines.push(
      `In the last 90 days (${span(d.from, d.to, t)}) you paid ${list(d.paid.map((p) => `${money(p.cents)} in ${p.subcategory === 'Loan Payment' ? 'loan payments' : 'credit card payments'} (${count(p.count, 'payment')})`))}.`,
    );
  } else {
    lines.push(`I see no loan or credit card payments in the last 90 days (${span(d.from, d.to, t)}).`);
  }
  const f = d.interestAndFees;
  if (f.count) {
    const latest = f.items[0]!;
    lines.push(
      `Interest and fees charged in that time: ${money(f.cents)} over ${count(f.count, 'charge')} (latest: ${latest.description}, ${money(latest.cents)} on ${day(latest.date, t)}).`,
    );
  } else {
    lines.push('No interest or borrowing fees were charged in that time.');
  }
  return lines;
}

const DEBT_DATA = ['loan and credit card payments in your statements', 'interest and fees charged in the last 90 days'];

/** The debts the user set up, and the avalanche plan at the minimums and with $100 a month more. */
function debtAccountLines(data: ChatDataSummary): string[] {
  const d = data.debtAccounts;
  if (!d.items.length) return [];
  const months = (m: number | null) => (m === null ? 'not within 50 years' : count(m, 'month'));
  const lines = [
    'Your debts:',
    ...d.items.map((i) => bullet(`${i.name}: ${money(i.balanceCents)} at ${i.apr}%; at its minimum alone, paid off in ${months(i.minimumOnlyMonths)}.`)),
  ];
  if (d.atMinimums && d.withHundredMore) {
    lines.push(
      `Paying ${money(d.atMinimums.monthlyCents)} a month (the minimums) with the avalanche, you are debt-free in ${months(d.atMinimums.months)}, ` +
        `with ${money(d.atMinimums.interestCents)} of interest. ${money(d.atMinimums.monthlyCents + 10_000)} a month: ${months(d.withHundredMore.months)} and ${money(d.withHundredMore.interestCents)}.`,
    );
  }
  return lines;
}

const blitz: Responder = (data) => {
  const accounts = debtAccountLines(data);
  if (data.transactionCount === 0 && !accounts.length) return noTransactions('debts');
  return reply(
    [
      ...(accounts.length ? accounts : ['No debts are set up yet on the Debt Payoff Planner; here are your debts as your statements show them.']),
      ...(data.transactionCount ? debtLines(data) : []),
    ],
    accounts.length ? ['the debts you set up (balance, APR, minimum)', ...DEBT_DATA] : DEBT_DATA,
  );
};

const liberty: Responder = (data) => {
  if (data.transactionCount === 0) return noTransactions('debts and savings');
  return reply([...debtLines(data), ...savingsLines(data)], [...DEBT_DATA, SAVINGS_USED]);
};

/** From the bills the user set up: overdue and missed ones, then what is due in the next 30 days (due.ts), with the amounts. */
function billLines(data: ChatDataSummary): string[] {
  const due = dueInWindow(data);
  return [...lateLines(data), due.sentence, ...dueLines(due), ...reminderLines(data)];
}

const chime: Responder = (data) => {
  if (!data.bills.length && data.transactionCount === 0) return noTransactions('bills');
  const used = [
    ...(data.bills.length ? ['the bills you set up, against your statements'] : []),
    ...(data.transactionCount ? ['the recurring payments Crystal found in your statements'] : []),
    ...(data.reminders.length ? ['the reminder log'] : []),
  ];
  return reply(billLines(data), used);
};

const finley: Responder = (data) => {
  if (data.transactionCount === 0) return noTransactions('your month');
  return reply(monthLines(data), MONTH_DATA);
};

/** Roundtable recaps the month from the ledger, and says where the episode and the story are made. */
const roundtable: Responder = (data) => {
  if (data.transactionCount === 0) return noTransactions('your month');
  return reply(
    [...monthLines(data), 'For an episode with audio, press Generate on this page; the Financial Story page tells your month or year screen by screen.'],
    MONTH_DATA,
  );
};

/** Who answers what, in the words of the directory. */
const TEAM_LINES: readonly [TeamMemberKey[], string][] = [
  [['byte'], 'your imports'],
  [['tag'], 'categories and the review queue'],
  [['crystal'], 'trends, forecasts and recurring payments'],
  [['intelia'], 'insights'],
  [['ledger'], 'likely tax deductions'],
  [['goalie'], 'savings and goals'],
  [['blitz', 'liberty'], 'debts'],
  [['chime'], 'upcoming bills and reminders'],
  [['automa'], 'automation rules and what they did'],
  [['finley'], 'your month and everyday money questions'],
];

const prime: Responder = (data, question) => {
  const route = routeQuestion(question);
  const lines = ['Who to ask:', ...TEAM_LINES.map(([keys, what]) => bullet(`${list(keys.map((k) => employeeProfile(k).name))}: ${what}`))];
  if (route.accepted && route.employee !== 'prime') lines.push(`For this question, ${employeeProfile(route.employee).name} is best placed.`);
  if (data.transactionCount === 0) {
    lines.push('', 'You have no transactions on file yet: import a statement with Byte and the team will have figures for you.');
    return reply(lines, ['the team directory', 'your transactions (none yet)']);
  }
  lines.push('', ...monthLines(data));
  return reply(lines, ['the team directory', ...MONTH_DATA]);
};

/** Luna (Wave) answers from the Spotify connection and the playlists she made. */
const luna: Responder = (data) => {
  const { lines, used } = musicLines(data.music);
  return reply(lines, used);
};

const automa: Responder = (data) => {
  const { lines, used } = automaLines(data);
  return reply(lines, used);
};

/** Harmony answers by her keyword rules about the nudge in focus (core/harmony/replies.ts). */
const harmony: Responder = (data, question) => withCheckins(harmonyReply(data.harmony ?? null, data, question), data.harmonyCheckins, question);

export const RESPONDERS: Partial<Record<TeamMemberKey, Responder>> = {
  prime,
  byte,
  tag,
  crystal,
  intelia,
  ledger,
  goalie,
  blitz,
  liberty,
  chime,
  finley,
  harmony,
  automa,
  roundtable,
  luna,
};
