// The reader's general answers inside the chat: a spending or income question of a general shape
// (a total, a count, the biggest, a list, a comparison, a trend, why) is answered the same way by
// every employee, from the ledger's rows through core/answers, and names who looks after the topic
// when that is another employee. What the reader could not read is said, never guessed.
import { answerLedgerQuestion, notUnderstood } from '../answers/ledger-answers.ts';
import { employeeProfile, type TeamMemberKey } from '../employees.ts';
import { readQuestion, type ReadQuestion } from '../reader/question.ts';
import type { LedgerNames } from '../reader/subjects.ts';
import type { Intent, Understood } from './questions.ts';
import type { BuiltInReply } from './responder-types.ts';
import type { ChatDataSummary } from './summary.ts';

/** The user's own names: merchants, categories and accounts as the ledger has them. */
export function ledgerNames(data: ChatDataSummary): LedgerNames {
  const merchants = new Set<string>();
  const accounts = new Set<string>();
  const categories = new Map<string, { category: string; subcategory: string | null }>();
  for (const t of data.ledger) {
    if (t.merchant) merchants.add(t.merchant);
    if (t.account) accounts.add(t.account);
    categories.set(`${t.category}|${t.subcategory ?? ''}`, { category: t.category, subcategory: t.subcategory ?? null });
  }
  return { merchants: [...merchants], categories: [...categories.values()], accounts: [...accounts] };
}

/** The question as the shared reader reads it, with the user's today and names. */
export function readFor(question: string, data: ChatDataSummary): ReadQuestion {
  return readQuestion(question, data.today, ledgerNames(data));
}

/** Intents with answers of their own (why a merchant is in its category, imports, tax, debts, goals, bills, forecasts, insights). */
const OWN_ANSWERS: ReadonlySet<Intent> = new Set([
  'merchant_category',
  'review',
  'rules',
  'imports',
  'tax',
  'debts',
  'savings_goal',
  'savings',
  'bills',
  'recurring',
  'forecast',
  'insights',
  'capabilities',
  'team',
]);
/** Intents with an overview (top categories, the month so far, the 15-day trend) that a bare question keeps. */
const OVERVIEWS: ReadonlySet<Intent> = new Set(['top_categories', 'month', 'trend']);
/** Shapes an overview does not answer: one payment, a count, a list, a comparison, why, the usual month. */
const SHAPES_OF_THEIR_OWN: ReadonlySet<string> = new Set(['biggest', 'smallest', 'count', 'list', 'compare', 'why', 'average']);

/** Comparisons, trends and "why": what changed, Intelia's topic. */
const CHANGES: ReadonlySet<string> = new Set(['compare', 'why', 'trend']);

/** Who looks after spending and who after income, for the line that offers more. */
const OWNER_OF = { spending: 'tag', income: 'finley' } as const satisfies Record<string, TeamMemberKey>;

/** Whether the reader found anything in the question beyond a bare total of spending. */
function asksForData(q: ReadQuestion): boolean {
  return q.cue !== null || q.subjects.length > 0 || q.period !== null || q.unread.length > 0 || q.topic === 'income';
}

/** "Why is Starbucks categorized as dining", "is it really groceries": a question about a category given. */
const CATEGORIZED = /categor|classif|\bfiled\b|\btagged\b|\bunder\b|\breally\b|\blabel/i;

/** "Where does my money go", "top categories": the categories overview, not one payment. */
const CATEGORIES = /\bcategor|\bwhere\b/i;

/** Whether the shared reader, rather than the employee's own answer, answers the question. */
function generalAsks(q: ReadQuestion, u: Understood, overviews: boolean, today: string): boolean {
  if (q.topic !== 'spending' && q.topic !== 'income') return false;
  // the old reader takes "number of netflix payments" for a question about Netflix's category
  if (u.intent === 'merchant_category' && !CATEGORIZED.test(q.text)) return true;
  if (OWN_ANSWERS.has(u.intent)) return false;
  if (u.intent === 'unknown') return asksForData(q);
  if (!OVERVIEWS.has(u.intent) || !overviews) return true;
  // the overviews know the last 30 days and the calendar months only: another period is the reader's
  const known = u.entities.period;
  const otherPeriod = !!q.period && (known?.from !== q.period.from || known.to < (q.period.to < today ? q.period.to : today));
  if (q.subjects.length > 0 || q.unread.length > 0 || q.topic === 'income' || otherPeriod) return true;
  // "where did my money go last month": the breakdown of the period asked; with none, the overview's
  return SHAPES_OF_THEIR_OWN.has(q.shape) && !((q.shape === 'biggest' || q.shape === 'list') && CATEGORIES.test(q.text));
}

const ACCEPT_ALL = () => true;

/** The general answer, or null when the question is another kind (an employee's own answer takes over). */
export function generalReply(
  employee: TeamMemberKey,
  question: string,
  u: Understood,
  data: ChatDataSummary,
  accept: (q: ReadQuestion) => boolean = ACCEPT_ALL,
): BuiltInReply | null {
  if (data.transactionCount === 0) return null;
  const q = readFor(question, data);
  // an employee who reads the message herself (Harmony) has no overviews: the reader answers for her
  if (!generalAsks(q, u, accept === ACCEPT_ALL, data.today) || !accept(q)) return null;
  const a = q.unread.length > 0 ? notUnderstood(q, data.ledger) : answerLedgerQuestion(q, data.ledger, data.today);
  if (!a) return null;
  // what changed and why is Intelia's; Harmony talks it through as her own
  const owner: TeamMemberKey = CHANGES.has(q.shape) ? 'intelia' : OWNER_OF[q.topic === 'income' ? 'income' : 'spending'];
  if (owner === employee || employee === 'harmony' || q.unread.length > 0) return { content: a.content, dataUsed: a.dataUsed };
  const name = employeeProfile(owner).name;
  const more = `${name} looks after this: ask ${name} for more.`;
  return { content: a.content.replace(/\n\n\(Based on/, `\n${more}\n\n(Based on`), dataUsed: a.dataUsed };
}
