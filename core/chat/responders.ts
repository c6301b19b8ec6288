// The built-in replies: with no LLM, each employee answers from the user's real figures. The shared
// reader's answers come first (general-reply.ts: spending and income in any shape; domain-reply.ts:
// bills due, subscriptions, affordability, debts, freedom), then the question's intent (questions.ts,
// answers.ts), then the employee's overview (overviews.ts).
import { employeeProfile, type TeamMemberKey } from '../employees.ts';
import { harmonyTopic } from '../harmony/replies.ts';
import type { ReadQuestion } from '../reader/question.ts';
import {
  capabilitiesAnswer,
  categorySpendAnswer,
  DOMAIN,
  incomeAnswer,
  merchantCategoryAnswer,
  merchantSpendAnswer,
  OWNER,
  savingsGoalAnswer,
  topCategoriesAnswer,
} from './answers.ts';
import { domainReply } from './domain-reply.ts';
import { generalReply } from './general-reply.ts';
import { noTransactions, RESPONDERS } from './overviews.ts';
import { understand, type Intent, type Understood } from './questions.ts';
import type { ChatDataSummary } from './summary.ts';
import type { BuiltInReply } from './responder-types.ts';

/** An employee's overview, by key (every one named here has one). */
const overview = (k: TeamMemberKey, data: ChatDataSummary, question: string): BuiltInReply => RESPONDERS[k]!(data, question);
/** Responders that read the whole message themselves: Harmony answers about her nudge. */
const OWN_QUESTIONS: ReadonlySet<TeamMemberKey> = new Set(['harmony']);
/** A message put as a question: a question mark, or a question's first word. */
const ASKS = /\?\s*$|^\s*(?:what|which|when|where|why|how|can|could|should|is|are|do|does|did|will|would|suppose|if)\b/i;

/** Whether the employee answers from the user's own data (the others say what they cannot answer and who can). */
export function answersFromData(employee: TeamMemberKey): boolean {
  return employee in RESPONDERS;
}

const DATA_FREE: ReadonlySet<Intent> = new Set(['capabilities', 'team', 'imports', 'review', 'rules']);

function answerIntent(employee: TeamMemberKey, u: Understood, data: ChatDataSummary, question: string): BuiltInReply {
  const e = u.entities;
  switch (u.intent) {
    case 'merchant_category':
      return merchantCategoryAnswer(data, u);
    case 'merchant_spend':
      return e.merchant ? merchantSpendAnswer(data, u) : topCategoriesAnswer(data, u);
    case 'category_spend':
      return e.category ? categorySpendAnswer(data, u) : topCategoriesAnswer(data, u);
    case 'top_categories':
      return topCategoriesAnswer(data, u);
    case 'review':
    case 'rules':
      return employee === 'automa' ? overview('automa', data, question) : overview('tag', data, question);
    case 'imports':
      return overview('byte', data, question);
    case 'forecast':
    case 'trend':
      return overview('crystal', data, question);
    case 'recurring':
    case 'bills':
      return overview('chime', data, question);
    case 'insights':
      return overview('intelia', data, question);
    case 'tax':
      return overview('ledger', data, question);
    case 'savings_goal':
      return savingsGoalAnswer(data, u);
    case 'savings':
      return overview('goalie', data, question);
    case 'debts':
      return employee === 'liberty' ? overview('liberty', data, question) : overview('blitz', data, question);
    case 'income':
      return incomeAnswer(data, u);
    case 'month':
      return overview('finley', data, question);
    case 'team':
      return overview('prime', data, question);
    case 'capabilities':
    case 'unknown':
      return capabilitiesAnswer(employee);
  }
}

/** What the question asks, read from its words and the user's merchants (exported for tests). */
export function understandFor(question: string, data: ChatDataSummary): Understood {
  const merchants = data.ledger.map((t) => t.merchant).filter((m): m is string => !!m);
  return understand(question, data.today, merchants);
}

/**
 * The employee's answer to the question: the shared reader's general and domain answers first, then
 * the question's intent, computed from the user's data (outside its domain an employee answers with
 * the owner's answer and offers the handoff); a question with no recognisable intent gets the
 * employee's overview (or, with nothing to show, what it can do).
 */
export function builtInReply(employee: TeamMemberKey, question: string, data: ChatDataSummary): BuiltInReply | null {
  const responder = RESPONDERS[employee];
  const u = understandFor(question, data);
  const asked = askedReply(employee, question, u, data);
  if (asked) return asked;
  if (OWN_QUESTIONS.has(employee) && responder) return responder(data, question);
  if (u.intent === 'team') return overview('prime', data, question);
  if (u.intent === 'unknown') return responder ? responder(data, question) : capabilitiesAnswer(employee);
  return capabilitiesAnswer(employee);
}

/** The answer to what the question asks, or null when it asks nothing the team answers from data ("hello", "what can you do?"). */
export function specificReply(employee: TeamMemberKey, question: string, data: ChatDataSummary): BuiltInReply | null {
  return askedReply(employee, question, understandFor(question, data), data);
}

function askedReply(employee: TeamMemberKey, question: string, u: Understood, data: ChatDataSummary): BuiltInReply | null {
  // Harmony answers a plain money question about a period ("why did I spend so much on food last
  // month?") too; a feeling, or a question about the nudge in focus, stays hers
  const harmonyAsks = (q: ReadQuestion) => harmonyTopic(question) !== 'stress' && (q.period !== null || (!data.harmony && q.subjects.length > 0));
  const general = generalReply(employee, question, u, data, OWN_QUESTIONS.has(employee) ? harmonyAsks : undefined);
  if (general) return general;
  // Harmony answers a plain question another page's engine answers too ("which debt first?"); a feeling stays hers
  if (OWN_QUESTIONS.has(employee)) return harmonyTopic(question) !== 'stress' && ASKS.test(question) ? domainReply(employee, question, data) : null;
  const domain = domainReply(employee, question, data);
  if (domain) return domain;
  if (u.intent === 'capabilities' || u.intent === 'team' || u.intent === 'unknown') return null;
  // bills set up by hand are data of their own, statements or not
  const billsOfTheirOwn = (u.intent === 'bills' || u.intent === 'recurring') && data.bills.length > 0;
  if (data.transactionCount === 0 && !DATA_FREE.has(u.intent) && !billsOfTheirOwn) return noTransactions('that');
  const own = DOMAIN[employee].includes(u.intent) && employee !== 'prime';
  // outside its domain an employee still answers, with the owner's answer, and offers the handoff
  const a = answerIntent(own ? employee : OWNER[u.intent], u, data, question);
  if (own) return a;
  const owner = employeeProfile(OWNER[u.intent]).name;
  return { content: a.content.replace(/\n\n\(Based on/, `\n${owner} looks after this: ask ${owner} for more.\n\n(Based on`), dataUsed: a.dataUsed };
}
