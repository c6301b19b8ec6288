// The reader's domain answers inside the chat: questions whose answer is another page's engine (what
// is due this week, the biggest subscription, whether an amount is affordable by a month, which debt
// first and what paying a given amount does, when financial freedom comes). Any employee answers
// them; where another employee looks after the topic, the answer says so and offers the handoff.
import { affordAnswer, debtFirstAnswer, debtFreeAnswer, debtWhatIfAnswer, goalWhenAnswer, retireAnswer } from '../answers/plans.ts';
import { dueAnswer, subscriptionAnswer } from '../answers/upcoming.ts';
import { employeeProfile, type TeamMemberKey } from '../employees.ts';
import { type ReadQuestion, SAVE_AHEAD } from '../reader/question.ts';
import { readFor } from './general-reply.ts';
import type { BuiltInReply } from './responder-types.ts';
import type { ChatDataSummary } from './summary.ts';

/** "which debt first", "what order", "prioritise": a question about the payoff order. */
const FIRST = /\bfirst\b|\bpriorit|\border\b|\bwhich debt\b|\bstart with\b/i;
/** "what is my biggest subscription" also arrives as "which subscription costs the most". */
const RANKED = new Set(['biggest', 'smallest']);
const LISTED = new Set(['list', 'total', 'count', 'when']);

/** "can I save 4,400 for a holiday in November / in 6 months": whether it fits by then, from the surplus less the goals' shares. */
const saveBy = (q: ReadQuestion) => SAVE_AHEAD.test(q.text) && (q.period !== null || q.aheadMonths !== null) && q.amounts.length > 0;

interface Domain {
  owner: TeamMemberKey;
  answer: BuiltInReply | null;
}

/** Blitz and Liberty hear "what if I pay $900 a month?" as a question about the debts. */
const DEBT_KEEPERS: ReadonlySet<TeamMemberKey> = new Set(['blitz', 'liberty']);

function domainOf(employee: TeamMemberKey, q: ReadQuestion, data: ChatDataSummary): Domain | null {
  // "paying $900 a month on my debts, when are they gone?" asks what that amount does, as "what if" does
  const whatIf = q.shape === 'what-if' || (q.topic === 'debts' && q.amounts[0]?.perMonth === true);
  if ((q.topic === 'debts' || DEBT_KEEPERS.has(employee)) && whatIf) return { owner: 'blitz', answer: debtWhatIfAnswer(q, data) };
  if (q.topic === 'debts' && FIRST.test(q.text)) return { owner: 'blitz', answer: debtFirstAnswer(data) };
  if (q.topic === 'subscriptions' && RANKED.has(q.shape)) return { owner: 'crystal', answer: subscriptionAnswer(q, data) };
  if ((q.topic === 'bills' || q.topic === 'subscriptions') && q.period && LISTED.has(q.shape)) return { owner: 'chime', answer: dueAnswer(q, data) };
  // "when can I afford to retire" names no amount: it asks when freedom comes
  if (q.topic === 'retirement' && q.amounts.length === 0) return { owner: 'liberty', answer: retireAnswer(data) };
  if ((q.shape === 'affordability' || saveBy(q)) && q.topic !== 'debts') return { owner: 'goalie', answer: affordAnswer(q, data) };
  if (q.shape === 'when' && q.topic === 'goals') return { owner: 'goalie', answer: goalWhenAnswer(q, data) };
  if (q.shape === 'when' && q.topic === 'debts') return { owner: 'blitz', answer: debtFreeAnswer(data) };
  if (q.topic === 'retirement') return { owner: 'liberty', answer: retireAnswer(data) };
  return null;
}

/** The domain answer, or null when the question is not one of these (or the data for it is missing). */
export function domainReply(employee: TeamMemberKey, question: string, data: ChatDataSummary): BuiltInReply | null {
  const q = readFor(question, data);
  const d = domainOf(employee, q, data);
  if (!d?.answer) return null;
  if (d.owner === employee) return d.answer;
  const name = employeeProfile(d.owner).name;
  return { content: d.answer.content.replace(/\n\n\(Based on/, `\n${name} looks after this: ask ${name} for more.\n\n(Based on`), dataUsed: d.answer.dataUsed };
}
