// Harmony's greeting on her page: how money feels (the latest check-in against the one before) next
// to how it is (a fact then and now, from the snapshots stored with each check-in). Pure.
import { factOf, formatFact, type FactKey, type FactsSnapshot } from './facts.ts';

export interface CheckinForGreeting {
  month: string;
  score: number;
  facts: FactsSnapshot | null;
}

/** The fact Harmony compares first, then the others in order, the first that both snapshots have. */
const COMPARED: readonly FactKey[] = ['bufferMonths', 'savingsRate', 'debtShare', 'billsVsBalance'];
/** A change of less than this many points is "about the same" (the table moves 1-3 points per answer). */
export const SCORE_STEADY_POINTS = 3;

function feelingChange(now: number, then: number): string {
  const d = now - then;
  if (Math.abs(d) < SCORE_STEADY_POINTS) return `you feel about as secure as last time (${then} then, ${now} now)`;
  return d < 0 ? `you feel less secure than last time (${then} then, ${now} now)` : `you feel more secure than last time (${then} then, ${now} now)`;
}

/** How the first fact both snapshots have moved ("your buffer grew from 1.2 to 1.8 months"), or null. */
export function factChange(now: FactsSnapshot | null, then: FactsSnapshot | null): string | null {
  for (const key of COMPARED) {
    const a = factOf(then, key);
    const b = factOf(now, key);
    if (!a || !b || a.value === null || b.value === null) continue;
    const label = key === 'bufferMonths' ? 'your buffer' : a.label.toLowerCase().replace(/ \(.*\)$/, '');
    const verb = b.value > a.value ? 'grew' : b.value < a.value ? 'shrank' : 'stayed';
    return verb === 'stayed' ? `${label} stayed at ${formatFact(b)}` : `${label} ${verb} from ${formatFact(a)} to ${formatFact(b)}`;
  }
  return null;
}

/**
 * The greeting: with no check-in, an invitation; with one, the score and a fact; with two or more,
 * the feeling's change and a fact's change, and a question that follows from them.
 */
export function checkinGreeting(checkins: readonly CheckinForGreeting[], factsNow: FactsSnapshot, due: boolean): string {
  const sorted = [...checkins].sort((a, b) => b.month.localeCompare(a.month));
  const [latest, previous] = sorted;
  const buffer = factOf(factsNow, 'bufferMonths');
  if (!latest) {
    const measured = buffer && buffer.value !== null ? ` Your cash covers ${formatFact(buffer)} of spending right now.` : '';
    return `Hi, I'm Harmony. How does money feel this month? Take the ten-statement check-in and I will put your answer next to the figures.${measured}`;
  }
  const ask = due ? ' This month’s check-in is due whenever you are ready.' : '';
  if (!previous) {
    const measured = buffer && buffer.value !== null ? ` and your cash covers ${formatFact(buffer)} of spending` : '';
    return `Your well-being score was ${latest.score} in ${latest.month}${measured}. What would you most like to feel differently about money?${ask}`;
  }
  const feeling = feelingChange(latest.score, previous.score);
  const fact = factChange(latest.facts, previous.facts);
  const worse = latest.score - previous.score <= -SCORE_STEADY_POINTS;
  const question = worse ? 'what is worrying you?' : latest.score - previous.score >= SCORE_STEADY_POINTS ? 'what has helped?' : 'what is on your mind?';
  const joined = fact ? `${feeling}${worse && /grew/.test(fact) ? ' while ' : ', and '}${fact}` : feeling;
  return `Since ${previous.month}, ${joined}: ${question}${ask}`;
}

/** One sentence for the chat: the last check-in's score, and against the one before, feeling and fact. */
export function checkinComparison(checkins: readonly CheckinForGreeting[]): string {
  const [latest, previous] = [...checkins].sort((a, b) => b.month.localeCompare(a.month));
  if (!latest) return '';
  if (!previous) return `At your check-in in ${latest.month} your well-being score was ${latest.score}.`;
  const fact = factChange(latest.facts, previous.facts);
  return `At your check-in in ${latest.month} ${feelingChange(latest.score, previous.score).replace('last time', previous.month)}${fact ? `; meanwhile ${fact}` : ''}.`;
}
