// Harmony's wellness studio (issue 17): exercises checked against the ledger. Pure.
//
//   no-spend challenge  chosen spending categories, a start date and a length (7, 14 or 30 days);
//                       broken by the first spending transaction in those categories dated on or
//                       after the start and within the length (the earliest; on a tie, the larger);
//                       'completed' once the last day is before today unbroken, else 'active'.
//   weekly review       the last complete Monday–Sunday week before today, from episodeFacts, against
//                       the week before, with the challenges' status.
//   achievements        the landing page's four, each with a stated rule and progress from real data;
//                       Savings Master reads the one savings rate (core/figures), as Freedom shows it.
import type { SavingsRate } from '../figures/monthly.ts';
import { ratePercent } from '../figures/words.ts';
import { CATEGORY_NAMES } from '../tag/categories.ts';
import { addDays, weekday } from '../dates.ts';
import { episodeFacts } from '../roundtable/facts.ts';
import { isSpending } from '../tag/taxonomy.ts';
import type { LedgerTransaction } from '../crystal/types.ts';

export const CHALLENGE_LENGTHS = [7, 14, 30] as const;
/** The categories a no-spend challenge or a regret mark may name: every spending category. */
export const SPENDING_CATEGORIES: readonly string[] = CATEGORY_NAMES.filter((c) => c !== 'Income');
export const isSpendingCategory = (name: string) => SPENDING_CATEGORIES.includes(name);

export interface Challenge {
  id: string;
  categories: string[];
  /** 'YYYY-MM-DD' */
  startDate: string;
  lengthDays: number;
}

export interface ChallengeStatus {
  state: 'active' | 'broken' | 'completed' | 'upcoming';
  /** the last day of the challenge */
  endDate: string;
  /** whole days kept so far (up to the break, today or the end) */
  daysKept: number;
  /** the transaction that broke it */
  brokenBy: { date: string; description: string; category: string; cents: number } | null;
}

export function challengeStatus(c: Challenge, ledger: readonly LedgerTransaction[], today: string): ChallengeStatus {
  const endDate = addDays(c.startDate, c.lengthDays - 1);
  const cats = new Set(c.categories);
  const breaker = ledger
    .filter((t) => cats.has(t.category) && t.date >= c.startDate && t.date <= endDate && isSpending(t.category, t.amountCents))
    .sort((a, b) => a.date.localeCompare(b.date) || a.amountCents - b.amountCents)[0];
  if (breaker) {
    return {
      state: 'broken',
      endDate,
      daysKept: dayCount(c.startDate, breaker.date) - 1,
      brokenBy: { date: breaker.date, description: breaker.merchant ?? breaker.description, category: breaker.category, cents: -breaker.amountCents },
    };
  }
  if (today < c.startDate) return { state: 'upcoming', endDate, daysKept: 0, brokenBy: null };
  if (endDate < today) return { state: 'completed', endDate, daysKept: c.lengthDays, brokenBy: null };
  return { state: 'active', endDate, daysKept: dayCount(c.startDate, today), brokenBy: null };
}

/** Days from a to b, both counted. */
const dayCount = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000) + 1;

// ── the weekly review ─────────────────────────────────────────────────────────────────────────

export interface WeeklyReview {
  /** Monday and Sunday of the last complete week */
  from: string;
  to: string;
  spendingCents: number;
  incomeCents: number;
  previousSpendingCents: number;
  previousIncomeCents: number;
  spendingChangePercent: number | null;
  transactions: number;
  topCategories: { category: string; cents: number; sharePercent: number }[];
  biggestPurchase: { description: string; date: string; cents: number } | null;
  noSpendDays: number;
}

/** The last Sunday strictly before `today`: the end of the last complete Monday–Sunday week. */
export function lastCompleteWeekEnd(today: string): string {
  const wd = weekday(today); // 0 = Sunday
  return addDays(today, wd === 0 ? -7 : -wd);
}

export function weeklyReview(ledger: readonly LedgerTransaction[], today: string): WeeklyReview {
  const to = lastCompleteWeekEnd(today);
  const f = episodeFacts(ledger, to, 7);
  return {
    from: f.current.from,
    to: f.current.to,
    spendingCents: f.current.spendingCents,
    incomeCents: f.current.incomeCents,
    previousSpendingCents: f.previous.spendingCents,
    previousIncomeCents: f.previous.incomeCents,
    spendingChangePercent: f.spendingChangePercent,
    transactions: f.current.transactions,
    topCategories: f.topCategories,
    biggestPurchase: f.biggestPurchase,
    noSpendDays: f.noSpendDays,
  };
}

// ── achievements ──────────────────────────────────────────────────────────────────────────────

export const ACHIEVEMENT_KEYS = ['first_ai_decision', 'savings_master', 'tax_optimizer', 'ai_empire_ruler'] as const;
export type AchievementKey = (typeof ACHIEVEMENT_KEYS)[number];

export const SAVINGS_MASTER_RATE = 20;
export const TAX_OPTIMIZER_LINES = 10;
export const EMPIRE_EMPLOYEES = 5;

/** What the rules read, all from the user's own rows. */
export interface AchievementInputs {
  /** Prime's approvals the user decided plus Tag's categories the user corrected */
  decisions: number;
  /** the user's savings rate (services/figures/user-figures.ts): the one the Freedom page and Harmony's facts give */
  savingsRate: SavingsRate;
  /** business transactions with a confirmed tax line */
  taxLines: number;
  /** distinct employees the user has chatted with */
  employeesUsed: number;
}

export interface Achievement {
  key: AchievementKey;
  title: string;
  rule: string;
  current: number;
  target: number;
  /** "3 of 5 employees", "12% of 20%" */
  progress: string;
  reached: boolean;
}

export function achievements(i: AchievementInputs): Achievement[] {
  const { rate: fraction, statistic } = i.savingsRate;
  // in percent to one decimal, as ratePercent writes it, so the badge and its words agree
  const rate = fraction === null ? null : Math.round(fraction * 1000) / 10;
  return [
    {
      key: 'first_ai_decision',
      title: 'First AI Decision',
      rule: "Approve, reject or redirect one of Prime's decisions, or correct a category Tag chose.",
      current: Math.min(i.decisions, 1),
      target: 1,
      progress: `${i.decisions} decision${i.decisions === 1 ? '' : 's'} made`,
      reached: i.decisions >= 1,
    },
    {
      key: 'savings_master',
      title: 'Savings Master',
      rule: `Keep at least ${SAVINGS_MASTER_RATE}% of your income: your savings rate, (income − spending) ÷ income over your full months, as the Freedom page gives it.`,
      current: Math.max(0, rate ?? 0),
      target: SAVINGS_MASTER_RATE,
      progress: fraction === null ? statistic : `${ratePercent(fraction)} saved of ${SAVINGS_MASTER_RATE}% (${statistic})`,
      reached: rate !== null && rate >= SAVINGS_MASTER_RATE,
    },
    {
      key: 'tax_optimizer',
      title: 'Tax Optimizer',
      rule: `Confirm the tax line of ${TAX_OPTIMIZER_LINES} business transactions on Ledger's tax page.`,
      current: Math.min(i.taxLines, TAX_OPTIMIZER_LINES),
      target: TAX_OPTIMIZER_LINES,
      progress: `${i.taxLines} of ${TAX_OPTIMIZER_LINES} confirmed`,
      reached: i.taxLines >= TAX_OPTIMIZER_LINES,
    },
    {
      key: 'ai_empire_ruler',
      title: 'AI Empire Ruler',
      rule: `Chat with ${EMPIRE_EMPLOYEES} different AI employees.`,
      current: Math.min(i.employeesUsed, EMPIRE_EMPLOYEES),
      target: EMPIRE_EMPLOYEES,
      progress: `${i.employeesUsed} of ${EMPIRE_EMPLOYEES} employees`,
      reached: i.employeesUsed >= EMPIRE_EMPLOYEES,
    },
  ];
}
