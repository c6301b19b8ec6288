// The built-in writer's talk about what lies beyond the ledger's rows (bills due, goals, debts,
// Intelia's insights) and the wins a celebration or achievement episode leads with. A win is said
// only when the data shows it; with none, the episode says so rather than inventing one.
import type { EpisodeFacts, GoalFacts } from './facts.ts';
import { beforeWords, dateWords, periodName, plural, spokenName, splitSentences, timeframeWords, type Speaker } from './phrasing.ts';
import type { Beat, Section } from './writer-sections.ts';
import type { EpisodeType } from './types.ts';

const REACHED = new Set(['completed', 'complete', 'achieved', 'reached', 'done']);
export const goalReached = (g: GoalFacts) => g.percent >= 100 || REACHED.has(g.status.toLowerCase());

export function billsSection(f: EpisodeFacts, s: Speaker): Section {
  const beats: Beat[] = f.billsDue.map((b, i) => ({
    key: `bill.${i}`,
    sentences: [
      i === 0
        ? s.pick('bill.0', [
            `Coming up, ${spokenName(b.name)} is due on ${dateWords(b.due)}, for ${s.money(b.cents)}.`,
            `First up is ${spokenName(b.name)}: ${s.money(b.cents)} due on ${dateWords(b.due)}.`,
          ])
        : s.rotate('bill', i, [
            `${spokenName(b.name)} is due on ${dateWords(b.due)}: ${s.money(b.cents)}.`,
            `Then ${spokenName(b.name)}, ${s.money(b.cents)} on ${dateWords(b.due)}.`,
          ]),
    ],
  }));
  if (f.billsDue.length >= 2) {
    // the total is most useful right after the first bill, so a short episode still hears it
    beats.splice(1, 0, {
      key: 'bill.total',
      sentences: [`In all, ${plural(f.billsDue.length, 'bill comes', 'bills come')} to ${s.money(f.billsDueTotalCents)} over the next two weeks.`],
      reactions: ['Good to know ahead of time.'],
    });
  }
  return {
    key: 'bills',
    question: s.pick('q.bills', ['What is coming up?', 'And the bills coming up?']),
    transition: 'the bills coming up in the next two weeks',
    beats,
  };
}

export function goalsSection(f: EpisodeFacts, s: Speaker, lead: boolean): Section {
  const beats: Beat[] = f.goals.map((g, i) => {
    const name = spokenName(g.name);
    return goalReached(g)
      ? {
          key: `goal.${i}`,
          sentences: [`You reached your ${name} goal: ${s.money(g.savedCents)} saved against a target of ${s.money(g.targetCents)}.`],
          reactions: ["That's a real milestone."],
        }
      : {
          key: `goal.${i}`,
          sentences: [
            s.rotate('goal', i, [
              `Your ${name} goal is at ${g.percent}%: ${s.money(g.savedCents)} saved of ${s.money(g.targetCents)}, with ${s.money(g.remainingCents)} to go.`,
              `For ${name}, you have saved ${s.money(g.savedCents)} of ${s.money(g.targetCents)}, which is ${g.percent}%, so ${s.money(g.remainingCents)} to go.`,
            ]),
          ],
          reactions: g.percent >= 50 ? ['Past halfway, then.'] : undefined,
        };
  });
  if (beats.length === 0 && lead) {
    beats.push({
      key: 'goal.none',
      sentences: ["You haven't set up any savings goals yet, so there's no progress to report.", 'Setting one up gives the next episode something to follow.'],
    });
  }
  return { key: 'goals', question: s.pick('q.goals', ['How are the goals coming along?', 'And your goals?']), transition: 'your goals', beats };
}

export function debtsSection(f: EpisodeFacts, s: Speaker): Section {
  const beats: Beat[] = f.debts.map((d, i) => ({
    key: `debt.${i}`,
    sentences: [
      s.rotate('debt', i, [
        `${spokenName(d.name)} has a balance of ${s.money(d.balanceCents)} at ${d.apr}% APR.`,
        `You owe ${s.money(d.balanceCents)} on ${spokenName(d.name)}, at ${d.apr}% APR.`,
      ]),
    ],
  }));
  if (f.debts.length >= 2) {
    beats.splice(1, 0, {
      key: 'debt.total',
      sentences: [`Altogether, your ${plural(f.debts.length, 'debt comes', 'debts come')} to ${s.money(f.debtsTotalCents)}.`],
    });
    const rates = [...f.debts].sort((a, b) => b.apr - a.apr);
    if (rates[0]!.apr > rates[1]!.apr) {
      // a fact of arithmetic, not advice about this user: the highest rate costs the most per dollar
      beats.push({
        key: 'debt.rate',
        sentences: [`${spokenName(rates[0]!.name)} carries the highest rate, so each extra payment there saves the most interest.`],
      });
    }
  }
  return { key: 'debts', question: s.pick('q.debts', ['And the debts?', 'Where do the debts stand?']), transition: 'your debts', beats };
}

export function insightsSection(f: EpisodeFacts, s: Speaker, lead: boolean): Section {
  const beats: Beat[] = f.insights.map((message, i) => {
    const [first = '', ...rest] = splitSentences(message);
    const opener =
      i === 0
        ? s.pick('ins.0', ['Intelia noticed something.', 'First, one from Intelia.'])
        : s.rotate('ins', i, ['Intelia also flagged this.', 'Another from Intelia.', 'And one more.']);
    return { key: `ins.${i}`, sentences: [opener, first, ...rest] };
  });
  if (beats.length === 0 && lead) {
    beats.push({
      key: 'ins.none',
      sentences: [`Intelia has no new insights for ${timeframeWords(f.days, f.current.to)}, so we'll go by the biggest changes instead.`],
    });
  }
  return {
    key: 'insights',
    question: s.pick('q.insights', ['What did Intelia notice?', 'Any insights from Intelia?']),
    transition: 'what Intelia noticed',
    beats,
  };
}

/** The wins the data shows, most telling first; an honest line when there are none. */
export function winsSection(f: EpisodeFacts, s: Speaker, type: EpisodeType): Section {
  const beats: Beat[] = [];
  const before = beforeWords(f.days);
  const spendingDown = () => {
    if (f.spendingChangePercent !== null && f.spendingChangePercent < 0) {
      beats.push({
        key: 'win.spend',
        sentences: [
          `Spending came down ${-f.spendingChangePercent}% on ${before}, from ${s.money(f.previous.spendingCents)} to ${s.money(f.current.spendingCents)}.`,
        ],
        reactions: ['Lower spending, good.'],
      });
    }
  };
  const halfway = () => {
    for (const g of f.goals.filter((x) => !goalReached(x) && x.percent >= 50)) {
      beats.push({ key: `win.half.${g.name}`, sentences: [`Your ${spokenName(g.name)} goal is past the halfway mark, at ${g.percent}%.`] });
    }
  };
  // a celebration leads with the money's direction; an achievement with what the user did
  for (const g of f.goals.filter(goalReached))
    beats.push({
      key: `win.goal.${g.name}`,
      sentences: [`You reached your ${spokenName(g.name)} goal, with ${s.money(g.savedCents)} saved.`],
      reactions: ['That deserves a cheer.'],
    });
  if (type === 'achievement') halfway();
  else spendingDown();
  if (f.incomeChangePercent !== null && f.incomeChangePercent > 0) {
    beats.push({ key: 'win.income', sentences: [`Income was up ${f.incomeChangePercent}% on ${before}, at ${s.money(f.current.incomeCents)}.`] });
  }
  if (f.netCents > 0 && f.current.spendingCents > 0) {
    beats.push({ key: 'win.net', sentences: [`More came in than went out: you finished the ${periodName(f.days)} ${s.money(f.netCents)} ahead.`] });
  }
  if (f.current.transactions > 0 && f.noSpendDays > 0) {
    beats.push({
      key: 'win.nospend',
      sentences: [
        f.current.spendingCents === 0
          ? `You didn't spend a thing on any of the ${f.days} days.`
          : `You had ${plural(f.noSpendDays, 'day', 'days')} with no spending at all.`,
      ],
    });
  }
  const d = f.biggestDecrease;
  if (d && f.previous.transactions > 0) {
    beats.push({ key: 'win.cat', sentences: [`You spent ${s.money(d.changeCents)} less on ${spokenName(d.category)} than ${before}.`] });
  }
  if (type === 'achievement') spendingDown();
  else halfway();
  if (beats.length === 0) {
    beats.push({
      key: 'win.none',
      sentences: [
        type === 'achievement'
          ? "There's no standout achievement in these numbers this time, and we won't invent one."
          : "Honestly, there's not much to celebrate in these numbers this time, and we won't pretend there's.",
      ],
    });
  }
  return { key: 'wins', question: s.pick('q.wins', ['So what went well?', 'What are the wins?']), transition: 'what went well', beats };
}
