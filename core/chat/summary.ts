// Everything the employees may quote in a chat, computed once from the user's own data: the same
// pure functions the Crystal, Intelia and Business pages use, so a figure in a reply is the
// figure on the page. Pure: the server gathers the inputs (server/chat/user-data.ts).
import type { ChatAutomation } from './automa-reply.ts';
import type { ChatTax } from './tax-reply.ts';
import type { ChatMusic } from './music-reply.ts';
import { goalsOverview, type DebtClaim, type GoalFacts, type GoalView } from '../goalie/overview.ts';
import { minimumsDue, simulate, type Debt } from '../liberty/debt-plan.ts';
import { DEFAULT_ASSUMPTIONS } from '../liberty/freedom.ts';
import { type FreedomOf, freedomOf } from '../liberty/freedom-of.ts';
import { addMonthsKey, billsDueThisMonth } from '../crystal/forecast.ts';
import { buildPredictions, type PredictionsView } from '../crystal/predictions.ts';
import { detectRecurringDetailed, type RecurringDetection } from '../crystal/recurring.ts';
import type { LedgerTransaction, RecurringPeriod } from '../crystal/types.ts';
import { addDays, daysInMonth } from '../dates.ts';
import { buildInsights } from '../intelia/insights.ts';
import { harmonyFigures, type HarmonyFocus, type NudgeContext } from '../harmony/nudges.ts';
import type { CheckinForGreeting } from '../harmony/checkin-greeting.ts';
import type { LearnedPattern, TagRule } from '../tag/engine.ts';
import { TRANSFER, isSpending } from '../tag/taxonomy.ts';
import { type LedgerFigures, ledgerFigures } from '../figures/monthly.ts';

/** Savings are measured over this many days. */
export const SAVINGS_DAYS = 90;
/** Debt payments and interest are summed over this many days. */
export const DEBT_DAYS = 90;
/** Byte talks about this many recent imports. */
export const RECENT_DOCUMENTS = 5;
export const DEBT_SUBCATEGORIES = ['Loan Payment', 'Credit Card Payment'] as const;
/** Money out whose description says it is interest or a fee for borrowing. */
const INTEREST_OR_FEE_RE = /\b(?:interest|finance charges?|late (?:payment )?fee|overdraft|annual (?:card )?fee|over ?limit fee|cash advance)\b/i;

export interface SubcategorySpend {
  subcategory: string;
  cents: number;
  count: number;
}

export interface CategorySpend {
  category: string;
  /** positive cents */
  cents: number;
  count: number;
  /** largest first; transactions without a subcategory are left out */
  subcategories: SubcategorySpend[];
}

/** Spending and income over a span of days (both ends included). */
export interface PeriodSummary {
  from: string;
  to: string;
  /** spending (Transfer and Income excluded), positive cents */
  spendingCents: number;
  spendingCount: number;
  /** money in filed under Income, positive cents */
  incomeCents: number;
  incomeCount: number;
  /** spending per category, largest first */
  categories: CategorySpend[];
  /** income per subcategory, largest first */
  income: SubcategorySpend[];
}

export interface DocumentBrief {
  fileName: string;
  status: string;
  imported: number;
  duplicates: number;
  needsReview: number;
  createdAt: string;
  error: string | null;
}

export interface DebtSeries {
  merchant: string;
  subcategory: string;
  period: RecurringPeriod;
  /** the series' average payment, positive cents */
  averageCents: number;
  /** that payment as a monthly amount (a quarterly $300 is $100 a month) */
  monthlyCents: number;
  lastDate: string;
  nextExpectedDate: string;
}

export interface ChatDataSummary {
  today: string;
  email: string;
  /** active savings goals */
  activeGoals: number;
  /** the bills the user set up (none: Chime falls back to Crystal's recurring payments) */
  bills: ChatBill[];
  /** Chime's latest reminders, newest first */
  reminders: ChatReminder[];
  /** Automa's rules and latest runs */
  automation: ChatAutomation;
  /** Luna's Spotify connection and playlists (null: not gathered) */
  music: ChatMusic | null;
  /** the user's goals with Goalie's figures (core/goalie/overview.ts) */
  goals: GoalView[];
  /** the debts the user set up, and what paying them off takes */
  debtAccounts: {
    items: { name: string; balanceCents: number; apr: number; minimumOnlyMonths: number | null }[];
    /** avalanche at the minimums, and with $100 a month more */
    atMinimums: { monthlyCents: number; months: number | null; interestCents: number } | null;
    withHundredMore: { months: number | null; interestCents: number } | null;
  };
  /** every transaction on file */
  transactionCount: number;
  /** today-29 … today: the window of the 30-day trend */
  last30: PeriodSummary;
  /** the 1st of this month … today */
  thisMonth: PeriodSummary;
  /** the whole of last month */
  lastMonth: PeriodSummary;
  /** last month up to the same day of the month as today */
  lastMonthToDate: PeriodSummary;
  /** Crystal's 30-day trend rule, as GET /api/crystal/predictions gives it */
  trend: PredictionsView['trend'];
  /** Crystal's forecast of total monthly spending: next month, with the 80 % band (null without a full month) */
  forecast: {
    method: string;
    historyMonths: number;
    level: number;
    nextMonth: { month: string; cents: number; lowCents: number; highCents: number } | null;
  } | null;
  /** this month: spent so far + expected in the days left, with how (as on Crystal's page) */
  thisMonthForecast: PredictionsView['thisMonth'];
  /** what Crystal's forecasts stand on, or what is missing */
  forecastHistory: PredictionsView['history'];
  recurringCount: number;
  /** the Financial Freedom page's figures at its default assumptions (core/liberty/freedom-of.ts); null without a net worth */
  freedom: FreedomOf | null;
  /** the debts set up on the planner, as the payoff engine takes them (for "what if I pay $600 a month") */
  debtInputs: readonly Debt[];
  /** the recurring series Crystal found (subscriptions, bills, income), for "my biggest subscription" */
  recurring: PredictionsView['recurring'];
  /** recurring charges and income expected in the next 30 days, soonest first (Crystal's list) */
  upcoming: PredictionsView['upcoming'];
  /** the user's latest imports, newest first */
  documents: DocumentBrief[];
  tag: { total: number; needsReview: number; bySource: Record<string, number>; rules: number; patterns: number };
  /** the last SAVINGS_DAYS days */
  savings: PeriodSummary;
  /** the monthly figures every page quotes (core/figures): full months, median income/spending/surplus, savings rate */
  figures: LedgerFigures;
  debts: {
    from: string;
    to: string;
    series: DebtSeries[];
    /** payments to loans and credit cards in the window, per subcategory, positive cents */
    paid: SubcategorySpend[];
    /** interest and borrowing fees charged in the window, positive cents */
    interestAndFees: { cents: number; count: number; items: { date: string; description: string; cents: number }[] };
  };
  /** likely deductible: Business category plus spending from business accounts, this calendar year */
  deductible: {
    year: number;
    from: string;
    to: string;
    totalCents: number;
    count: number;
    bySubcategory: SubcategorySpend[];
    businessAccounts: string[];
  };
  /** Ledger's tax assistant figures (server/tax); null when not gathered */
  tax: ChatTax | null;
  /** Intelia's current insights, most pressing first */
  insights: { type: string; severity: string; message: string }[];
  /** for Harmony: the nudge the conversation is about, with the ledger's figures for it */
  harmony?: HarmonyFocus | null;
  /** for Harmony: the user's well-being check-ins with the facts stored with each (none: left out) */
  harmonyCheckins?: CheckinForGreeting[];
  /** the ledger window itself, for answers about one merchant, category or period */
  ledger: readonly LedgerTransaction[];
  /** the user's rules and learned patterns, to explain why a merchant is in its category */
  tagKnowledge: { rules: TagRule[]; patterns: LearnedPattern[] };
}

export interface ChatDataInput {
  today: string;
  email: string;
  /** the ledger window Crystal and Intelia work on (Ledger.window, services/ledger/ledger.ts) */
  ledger: LedgerTransaction[];
  /** the user's figures (services/figures/user-figures.ts); left out: computed from `ledger` with no point accounts */
  figures?: LedgerFigures;
  balance: PredictionsView['balance'];
  businessAccounts: string[];
  documents: DocumentBrief[];
  tag: ChatDataSummary['tag'];
  /** for Harmony: the nudge the conversation is about (server/chat/service.ts picks it) */
  harmonyNudge?: { id: string; context: NudgeContext } | null;
  /** for Harmony: the user's well-being check-ins */
  harmonyCheckins?: CheckinForGreeting[];
  /** the user's Tag rules and learned patterns (none when left out) */
  tagKnowledge?: { rules: TagRule[]; patterns: LearnedPattern[] };
  /** the user's goals (with what each has saved) and debts */
  goals?: GoalFacts[];
  debtAccounts?: Debt[];
  /** net worth as the Bank Accounts page gives it (server/accounts netWorthNow); left out: no Freedom figures */
  netWorthCents?: number | null;
  /** the debt plan's claim on the surplus the goals share (the planner's saved budget) */
  debtClaim?: DebtClaim | null;
  /** the bills the user set up, each with its occurrences against the ledger (server/chime) */
  bills?: ChatBill[];
  reminders?: ChatReminder[];
  automation?: ChatAutomation;
  /** Luna's Spotify connection and playlists */
  music?: ChatMusic | null;
  /** Ledger's tax assistant figures (server/tax) */
  tax?: ChatTax | null;
}

export interface ChatReminder {
  billName: string;
  due: string;
  channel: string;
  status: string;
  reason: string | null;
  /** when it went out (or was last tried), YYYY-MM-DD */
  day: string;
}

export interface ChatBill {
  name: string;
  /** the usual amount, positive cents */
  expectedCents: number;
  /** the normalized merchant its payments carry (a fixed charge of that merchant is this bill) */
  merchantKey?: string | null;
  occurrences: { due: string; status: string; paidCents: number | null }[];
}

const byCents = <T extends { cents: number }>(a: T, b: T) => b.cents - a.cents;

function bump(map: Map<string, SubcategorySpend>, key: string, cents: number): void {
  const s = map.get(key) ?? { subcategory: key, cents: 0, count: 0 };
  s.cents += cents;
  s.count++;
  map.set(key, s);
}

/** Spending and income of the ledger between `from` and `to` (inclusive). */
export function periodSummary(ledger: readonly LedgerTransaction[], from: string, to: string): PeriodSummary {
  const cats = new Map<string, { cents: number; count: number; subs: Map<string, SubcategorySpend> }>();
  const income = new Map<string, SubcategorySpend>();
  let spendingCents = 0;
  let spendingCount = 0;
  let incomeCents = 0;
  let incomeCount = 0;
  for (const t of ledger) {
    const d = t.date.slice(0, 10);
    if (d < from || d > to) continue;
    if (isSpending(t.category, t.amountCents)) {
      const cents = -t.amountCents;
      spendingCents += cents;
      spendingCount++;
      const c = cats.get(t.category) ?? { cents: 0, count: 0, subs: new Map<string, SubcategorySpend>() };
      c.cents += cents;
      c.count++;
      if (t.subcategory) bump(c.subs, t.subcategory, cents);
      cats.set(t.category, c);
    } else if (t.category === 'Income' && t.amountCents > 0) {
      incomeCents += t.amountCents;
      incomeCount++;
      bump(income, t.subcategory ?? 'Other Income', t.amountCents);
    }
  }
  const categories = [...cats.entries()]
    .map(([category, c]) => ({ category, cents: c.cents, count: c.count, subcategories: [...c.subs.values()].sort(byCents) }))
    .sort((a, b) => byCents(a, b) || a.category.localeCompare(b.category));
  return { from, to, spendingCents, spendingCount, incomeCents, incomeCount, categories, income: [...income.values()].sort(byCents) };
}

/** Loan and card payments in the ledger: the recurring series Crystal found, what was paid, interest and fees. */
export function debtsOf(ledger: readonly LedgerTransaction[], detections: readonly RecurringDetection[], today: string): ChatDataSummary['debts'] {
  const from = addDays(today, -(DEBT_DAYS - 1));
  const isDebt = (t: LedgerTransaction) =>
    t.category === TRANSFER && t.amountCents < 0 && (DEBT_SUBCATEGORIES as readonly string[]).includes(t.subcategory ?? '');
  const series: DebtSeries[] = [];
  for (const d of detections) {
    const members = d.members.map((i) => ledger[i]!);
    const debt = members.filter(isDebt);
    if (debt.length * 2 <= members.length) continue;
    const s = d.series;
    const averageCents = -s.averageAmountCents;
    series.push({
      merchant: s.merchant,
      subcategory: debt[debt.length - 1]!.subcategory!,
      period: s.period,
      averageCents,
      monthlyCents: Math.round((averageCents * 30.44) / s.periodDays),
      lastDate: s.lastDate,
      nextExpectedDate: s.nextExpectedDate,
    });
  }
  const paid = new Map<string, SubcategorySpend>();
  const items: { date: string; description: string; cents: number }[] = [];
  for (const t of ledger) {
    const d = t.date.slice(0, 10);
    if (d < from || d > today) continue;
    if (isDebt(t)) bump(paid, t.subcategory!, -t.amountCents);
    else if (t.amountCents < 0 && t.category !== TRANSFER && INTEREST_OR_FEE_RE.test(t.description)) {
      items.push({ date: d, description: t.description, cents: -t.amountCents });
    }
  }
  items.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  return {
    from,
    to: today,
    series: series.sort((a, b) => b.monthlyCents - a.monthlyCents),
    paid: [...paid.values()].sort(byCents),
    interestAndFees: { cents: items.reduce((s, i) => s + i.cents, 0), count: items.length, items },
  };
}

function deductibleOf(ledger: readonly LedgerTransaction[], today: string, businessAccounts: string[]): ChatDataSummary['deductible'] {
  const year = Number(today.slice(0, 4));
  const from = `${year}-01-01`;
  const accounts = new Set(businessAccounts.map((a) => a.trim().toLowerCase()));
  const subs = new Map<string, SubcategorySpend>();
  let totalCents = 0;
  let count = 0;
  for (const t of ledger) {
    const d = t.date.slice(0, 10);
    if (d < from || d > today || !isSpending(t.category, t.amountCents)) continue;
    const fromAccount = t.account != null && accounts.has(t.account.trim().toLowerCase());
    if (t.category !== 'Business' && !fromAccount) continue;
    // the names the Business Intelligence page uses
    const name = t.category === 'Business' ? (t.subcategory ?? 'Other business') : `${t.category} (business account)`;
    bump(subs, name, -t.amountCents);
    totalCents -= t.amountCents;
    count++;
  }
  return { year, from, to: today, totalCents, count, bySubcategory: [...subs.values()].sort(byCents), businessAccounts };
}

export function buildChatDataSummary(input: ChatDataInput): ChatDataSummary {
  const { today, ledger } = input;
  const figures = input.figures ?? ledgerFigures({ transactions: ledger.filter((t) => t.date <= today), today });
  // the bills still due this month enter this month's forecast, as on Crystal's page
  const predictions = buildPredictions(ledger, today, input.balance, { billsDue: billsDueThisMonth(input.bills ?? [], today) });
  const monthStart = `${today.slice(0, 7)}-01`;
  const lastMonth = addMonthsKey(today.slice(0, 7), -1);
  const lastMonthDays = daysInMonth(Number(lastMonth.slice(0, 4)), Number(lastMonth.slice(5, 7)));
  const sameDay = Math.min(Number(today.slice(8, 10)), lastMonthDays);
  const pad = (n: number) => String(n).padStart(2, '0');
  const total = predictions.total;
  const point = (i: number) => {
    const p = total?.points[i];
    return p ? { month: p.month, cents: p.cents, lowCents: p.lowCents, highCents: p.highCents } : null;
  };
  const detections = detectRecurringDetailed(ledger, today);
  // as services/ledger/insights.ts computes them for GET /api/intelia/insights
  const insights = buildInsights({
    transactions: ledger,
    recurring: detections.map((d) => d.series),
    today,
    businessAccounts: input.businessAccounts,
  });
  return {
    today,
    email: input.email,
    ...goalsAndDebts(input, figures),
    bills: input.bills ?? [],
    reminders: input.reminders ?? [],
    automation: input.automation ?? { rules: [], runs: [] },
    music: input.music ?? null,
    transactionCount: input.tag.total,
    last30: periodSummary(ledger, addDays(today, -29), today),
    thisMonth: periodSummary(ledger, monthStart, today),
    lastMonth: periodSummary(ledger, `${lastMonth}-01`, `${lastMonth}-${pad(lastMonthDays)}`),
    lastMonthToDate: periodSummary(ledger, `${lastMonth}-01`, `${lastMonth}-${pad(sameDay)}`),
    trend: predictions.trend,
    forecast: total
      ? {
          method: total.method,
          historyMonths: total.historyMonths,
          level: predictions.level,
          nextMonth: point(1),
        }
      : null,
    thisMonthForecast: predictions.thisMonth,
    forecastHistory: predictions.history,
    recurringCount: predictions.recurring.length,
    recurring: predictions.recurring,
    upcoming: predictions.upcoming,
    documents: input.documents.slice(0, RECENT_DOCUMENTS),
    tag: input.tag,
    savings: periodSummary(ledger, addDays(today, -(SAVINGS_DAYS - 1)), today),
    figures,
    freedom: input.netWorthCents == null ? null : freedomOf(figures, input.netWorthCents, DEFAULT_ASSUMPTIONS),
    debtInputs: input.debtAccounts ?? [],
    debts: debtsOf(ledger, detections, today),
    deductible: deductibleOf(ledger, today, input.businessAccounts),
    tax: input.tax ?? null,
    insights: insights.map((i) => ({ type: i.type, severity: i.severity, message: i.message })),
    ledger,
    tagKnowledge: input.tagKnowledge ?? { rules: [], patterns: [] },
    ...(input.harmonyCheckins?.length ? { harmonyCheckins: input.harmonyCheckins } : {}),
    ...(input.harmonyNudge
      ? {
          harmony: { nudgeId: input.harmonyNudge.id, context: input.harmonyNudge.context, figures: harmonyFigures(input.harmonyNudge.context, ledger, today) },
        }
      : {}),
  };
}

/** Goalie's and Blitz's figures for the chat: the goals page's and the debt plan's, same maths. */
function goalsAndDebts(input: ChatDataInput, figures: LedgerFigures): Pick<ChatDataSummary, 'activeGoals' | 'goals' | 'debtAccounts'> {
  const goals = input.goals?.length ? goalsOverview(input.goals, input.ledger, input.today, input.debtClaim ?? null, figures).goals : [];
  const debts = input.debtAccounts ?? [];
  const minimums = minimumsDue(debts);
  const plan = (budget: number) => {
    const p = simulate(debts, budget, 'avalanche');
    return { months: p.months, interestCents: p.totalInterestCents };
  };
  return {
    activeGoals: goals.filter((g) => g.status === 'active').length,
    goals,
    debtAccounts: {
      items: debts.map((d) => ({ name: d.name, balanceCents: d.balanceCents, apr: d.aprPct, minimumOnlyMonths: simulate([d], null, 'avalanche').months })),
      atMinimums: debts.length ? { monthlyCents: minimums, ...plan(minimums) } : null,
      withHundredMore: debts.length ? plan(minimums + 10_000) : null,
    },
  };
}
