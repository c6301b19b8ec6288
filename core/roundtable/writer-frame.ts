// The frame around an episode's body: the intro (the show, the hosts, the timeframe and the
// episode's angle), the outro (a sum-up from the facts, then the sign-off) and the title.
import type { EpisodeFacts } from './facts.ts';
import { beforeWords, dateWords, periodName, spokenName, timeframeWords, type Speaker } from './phrasing.ts';
import type { EpisodeType, IncludeFlags, Podcaster } from './types.ts';
import { goalReached } from './writer-extras.ts';

export interface FrameLine {
  host: number;
  sentences: string[];
}

const ANGLE: Record<EpisodeType, string> = {
  weekly: 'your weekly money check-in',
  monthly: 'your monthly money review',
  achievement: 'an episode about what you achieved',
  goal: 'an episode all about your goals',
  insight: 'an episode about what stood out',
  celebration: 'a celebration of your wins',
};

/** `period`: "week", "30 days"; a teaser never names a span the timeframe is not */
const TEASER: Record<EpisodeType, (period: string) => string[]> = {
  weekly: (p) => [`Let's see how the ${p} went.`, `Let's get into the ${p}.`],
  monthly: () => ["Plenty to cover, so let's start.", "Let's go through it."],
  achievement: () => ["Let's see what you achieved.", "Let's look at what you got done."],
  goal: () => ["Let's see how your goals are doing.", "Let's check in on those goals."],
  insight: () => ["Let's dig into what stood out.", "Let's look at what the numbers are saying."],
  celebration: () => ["Let's find the wins.", "Let's look for things worth celebrating."],
};

export function introLines(f: EpisodeFacts, p: Podcaster, type: EpisodeType, s: Speaker): FrameLine[] {
  const tf = timeframeWords(f.days, f.current.to);
  const [lead, co] = p.hosts;
  const show = p.name;
  const leadName = lead?.name ?? 'your host';
  if (co) {
    return [
      {
        host: 0,
        sentences: [
          s.pick('intro', [
            `Welcome to ${show}. I'm ${leadName}, here with ${co.name}, and this is ${ANGLE[type]}, covering ${tf}.`,
            `Hello and welcome to ${show}. I'm ${leadName}, ${co.name} is here too, and today we have ${ANGLE[type]}, for ${tf}.`,
          ]),
        ],
      },
      { host: 1, sentences: [s.pick('intro.co', ['Hi, everyone.', 'Hello!', 'Good to be here.']), s.pick('teaser', TEASER[type](periodName(f.days)))] },
    ];
  }
  const welcome =
    p.style === 'gentle'
      ? `Welcome, and thank you for joining me on ${show}. I'm ${leadName}, and this is ${ANGLE[type]}, covering ${tf}.`
      : p.style === 'brisk'
        ? `This is ${show}. I'm ${leadName}, with ${ANGLE[type]} for ${tf}.`
        : `Welcome to ${show}. I'm ${leadName}, and this is ${ANGLE[type]}, covering ${tf}.`;
  return [{ host: 0, sentences: [welcome, s.pick('teaser', TEASER[type](periodName(f.days)))] }];
}

/** One sentence that sums the episode up from the facts it covered. */
function sumUp(f: EpisodeFacts, type: EpisodeType, include: IncludeFlags, s: Speaker): string {
  const tf = timeframeWords(f.days, f.current.to);
  if (f.current.transactions === 0) return `So, to sum up: ${tf} were quiet, with no transactions to report.`;
  if (type === 'goal' && f.goals.length > 0) {
    const reached = f.goals.filter(goalReached).length;
    return reached > 0
      ? `So, to sum up: ${reached === f.goals.length ? 'every goal you set is reached' : 'at least one goal is reached, and the rest are moving'}.`
      : `So, to sum up: your goals are moving, with ${spokenName(f.goals[0]!.name)} at ${f.goals[0]!.percent}%.`;
  }
  if (include.spending && f.current.spendingCents > 0) {
    const top = f.topCategories[0];
    const pct = f.spendingChangePercent;
    const change = pct === null || pct === 0 ? '' : `, ${Math.abs(pct)}% ${pct > 0 ? 'more' : 'less'} than ${beforeWords(f.days)}`;
    return `So, to sum up: you spent ${s.money(f.current.spendingCents)} in ${tf}${change}${top ? `, with ${spokenName(top.category)} in the lead` : ''}.`;
  }
  if (include.income && f.current.incomeCents > 0)
    return `So, to sum up: ${s.money(f.current.incomeCents)} came in during ${tf}${include.spending ? ', and nothing went out' : ''}.`;
  return `So, that was ${tf} in brief.`;
}

export function outroLines(f: EpisodeFacts, p: Podcaster, type: EpisodeType, include: IncludeFlags, s: Speaker): FrameLine[] {
  const next = f.days <= 7 ? 'next week' : 'next time';
  const summary = sumUp(f, type, include, s);
  const [lead, co] = p.hosts;
  if (co) {
    return [
      { host: 0, sentences: [summary, s.pick('outro', [`That's all for this episode of ${p.name}.`, `And that's the episode.`]), 'Thanks for listening.'] },
      { host: 1, sentences: [s.pick('outro.co', [`See you ${next}.`, `Talk to you ${next}.`]), 'Bye for now!'] },
    ];
  }
  const signOff =
    p.style === 'gentle' ? `Go gently, and I'll see you ${next}.` : p.style === 'brisk' ? `That's the minute. See you ${next}.` : `See you ${next}.`;
  return [{ host: 0, sentences: [summary, `That's all for this episode of ${p.name}. I'm ${lead?.name ?? 'your host'}.`, signOff] }];
}

const MAX_TITLE = 99;

/** Under 100 characters, from the data: "Week to 17 March: Shopping led, spending up 167%". */
export function titleFor(f: EpisodeFacts, type: EpisodeType): string {
  const span = `${periodName(f.days)[0]!.toUpperCase()}${periodName(f.days).slice(1)} to ${dateWords(f.current.to)}`;
  const lowerSpan = `${span[0]!.toLowerCase()}${span.slice(1)}`;
  const short = (name: string) => (name.length > 28 ? `${name.slice(0, 27).trimEnd()}…` : spokenName(name));
  const top = f.topCategories[0];
  const pct = f.spendingChangePercent;
  const trend = pct === null || pct === 0 ? '' : `spending ${pct > 0 ? 'up' : 'down'} ${Math.abs(pct)}%`;
  let title: string;
  if (f.current.transactions === 0) {
    title = `${span}: no transactions`;
  } else if (type === 'goal') {
    const g = f.goals[0];
    title = g ? `Goals, ${lowerSpan}: ${short(g.name)} at ${g.percent}%` : `Goals check, ${lowerSpan}`;
  } else if (type === 'celebration' || type === 'achievement') {
    const word = type === 'celebration' ? 'Wins' : 'Achievements';
    const reached = f.goals.find(goalReached);
    const win = reached
      ? `${short(reached.name)} reached`
      : pct !== null && pct < 0
        ? trend
        : f.noSpendDays > 0 && f.current.spendingCents > 0
          ? `${f.noSpendDays} no-spend ${f.noSpendDays === 1 ? 'day' : 'days'}`
          : 'an honest look';
    title = `${word}, ${lowerSpan}: ${win}`;
  } else if (type === 'insight') {
    const c = f.biggestIncrease ?? f.biggestDecrease;
    title = `Insights, ${lowerSpan}: ${c ? `${short(c.category)} ${c.changeCents > 0 ? 'up' : 'down'} the most` : top ? `${short(top.category)} led` : 'what stood out'}`;
  } else {
    title = `${span}: ${[top ? `${short(top.category)} led` : 'no spending', trend].filter(Boolean).join(', ')}`;
  }
  return title.length <= MAX_TITLE ? title : `${title.slice(0, MAX_TITLE - 1).trimEnd()}…`;
}
