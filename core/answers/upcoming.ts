// Answers about what repeats and what is due: the payments due in the window a question names ("this
// week", "next week", "this month"; the next 30 days when none is named) from the one count of what
// is due (core/chat/due.ts), and the biggest or smallest subscription by what it costs a month, from
// the recurring series Crystal found.
import { count, day, list, money } from '../chat/format.ts';
import { dueInWindow, dueLines, incomeLine, lateLines, reminderLines } from '../chat/due.ts';
import type { ChatDataSummary } from '../chat/summary.ts';
import type { BuiltInReply } from '../chat/responder-types.ts';
import { periodSpec } from '../crystal/recurring.ts';
import { addDays } from '../dates.ts';
import type { ReadQuestion } from '../reader/question.ts';
import { periodPhrase } from './rows.ts';

const reply = (lines: (string | null)[], dataUsed: string[]): BuiltInReply => ({
  content: `${lines.filter((l): l is string => l !== null).join('\n')}\n\n(Based on ${list(dataUsed)}.)`,
  dataUsed,
});

/** Days in an average month, as the recurring detector measures a period. */
const MONTH_DAYS = 30.44;

/** What is due in the window the question names; null when it names none or one in the past (a ledger question). */
export function dueAnswer(q: ReadQuestion, data: ChatDataSummary): BuiltInReply | null {
  const p = q.period;
  if (!p || p.to < data.today) return null;
  const words = periodPhrase(p.words.replace(/\s*\([^)]*\)/, ''), p.unit);
  const due = dueInWindow(data, { from: p.from, to: p.to, words });
  const lines = [...lateLines(data), due.sentence, ...dueLines(due), incomeLine(due)];
  if (due.payments.length === 0) {
    // nothing in the window: the next payment after it, so the answer still says when money goes out
    const next = dueInWindow(data).payments.find((x) => x.date > due.to);
    if (next) lines.push(`The next one after that: ${next.name} ${money(next.cents)} on ${day(next.date, data.today)}.`);
  }
  if (p.to > addDays(data.today, 30)) lines.push('I look 30 days ahead; later payments are on the Bill Reminders page.');
  lines.push(...reminderLines(data));
  return reply(lines, [...(data.bills.length ? ['the bills you set up'] : []), 'the recurring payments Crystal found in your statements']);
}

interface Subscription {
  merchant: string;
  monthlyCents: number;
  cents: number;
  period: string;
  lastDate: string;
}

/** The subscriptions Crystal found, each with what it costs a month (a yearly one ÷ 12). */
function subscriptions(data: ChatDataSummary): Subscription[] {
  return data.recurring
    .filter((r) => r.kind === 'subscription' && r.averageAmountCents < 0)
    .map((r) => ({
      merchant: r.merchant,
      cents: -r.averageAmountCents,
      monthlyCents: Math.round((-r.averageAmountCents * MONTH_DAYS) / periodSpec(r.period).days),
      period: r.period,
      lastDate: r.lastDate,
    }));
}

/** "What is my biggest subscription": one name, what it costs a month, and the runners-up. */
export function subscriptionAnswer(q: ReadQuestion, data: ChatDataSummary): BuiltInReply {
  const subs = subscriptions(data).sort((a, b) => b.monthlyCents - a.monthlyCents || a.merchant.localeCompare(b.merchant));
  const used = ['the subscriptions Crystal found in your statements'];
  if (subs.length === 0) return reply(['I found no subscriptions in your statements: no charge of the same amount repeats at a steady interval.'], used);
  const ordered = q.shape === 'smallest' ? [...subs].reverse() : subs;
  const top = ordered[0]!;
  const word = q.shape === 'smallest' ? 'smallest' : 'biggest';
  const each = top.period === 'monthly' ? '' : ` (${money(top.cents)} ${top.period})`;
  const total = subs.reduce((s, x) => s + x.monthlyCents, 0);
  return reply(
    [
      `Your ${word} subscription is ${top.merchant}: ${money(top.monthlyCents)} a month${each}, last charged ${day(top.lastDate, data.today)}.`,
      ordered.length > 1 ? `Next: ${list(ordered.slice(1, 4).map((s) => `${s.merchant} ${money(s.monthlyCents)}`))}.` : null,
      `${count(subs.length, 'subscription')} in all, ${money(total)} a month together.`,
    ],
    used,
  );
}
