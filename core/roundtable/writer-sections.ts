// The built-in writer's talk about the ledger itself: the totals, the categories, the biggest
// changes, the merchants, the largest purchases, when the money went and where income came from.
// Each section is a list of beats (one fact or two that belong together); the writer keeps as many
// as the episode's length allows, the first of each section first. A beat only says what the facts
// hold; the remarks a co-host may make after it are true of the data, never analysis.
import type { CategoryFacts, EpisodeFacts } from './facts.ts';
import { beforeWords, dateWords, periodName, plural, spokenName, timeframeWords, type Speaker } from './phrasing.ts';
import { usualMonthBeat } from './writer-usual.ts';

export type SectionKey =
  | 'quiet'
  | 'overview'
  | 'categories'
  | 'changes'
  | 'merchants'
  | 'purchases'
  | 'pattern'
  | 'income'
  | 'bills'
  | 'goals'
  | 'debts'
  | 'insights'
  | 'wins';

export interface Beat {
  key: string;
  sentences: string[];
  /** what the other host may say on hearing it (no figures: those belong to the beats) */
  reactions?: string[];
}

export interface Section {
  key: SectionKey;
  /** the co-host's question that opens it */
  question: string;
  /** what a host on their own moves on to ("the bills coming up"): a phrase, the writer frames it */
  transition: string;
  beats: Beat[];
}

const UP = ['So spending went up.', "That's a step up, then."];
const DOWN = ['So spending came down.', "Good, that's lower."];

/** "the week before" as a sentence ends it */
const before = (f: EpisodeFacts) => beforeWords(f.days);

/** The timeframe had nothing but transfers, or nothing at all: say so, with no money figures. */
export function quietSection(f: EpisodeFacts, s: Speaker): Section {
  const tf = timeframeWords(f.days, f.current.to);
  const beats: Beat[] = [
    {
      key: 'quiet',
      sentences: [
        s.pick('quiet', [
          `There were no transactions in ${tf}, so there's nothing to add up this time.`,
          `No transactions came through in ${tf}, so there are no totals to talk about.`,
        ]),
      ],
    },
  ];
  if (f.previous.transactions > 0) {
    beats.push({
      key: 'quiet.before',
      sentences: [
        `${beforeWords(f.days)[0]!.toUpperCase()}${beforeWords(f.days).slice(1)} had ${plural(f.previous.transactions, 'transaction', 'transactions')}, so if you did spend this time, the latest statement may not be imported yet.`,
      ],
    });
  }
  beats.push({ key: 'quiet.next', sentences: ['Once new transactions come in, the next episode will have more to say.'] });
  return { key: 'quiet', question: 'So what happened?', transition: 'the ledger itself', beats };
}

export function overviewSection(f: EpisodeFacts, s: Speaker, spending: boolean, income: boolean): Section {
  const tf = timeframeWords(f.days, f.current.to);
  const beats: Beat[] = [];
  const spend = f.current.spendingCents;
  if (spending && spend > 0) {
    const sentences = [
      s.pick('ov.spend', [
        `You spent ${s.money(spend)} in ${tf}.`,
        `Spending came to ${s.money(spend)} over ${tf}.`,
        `In ${tf}, your spending added up to ${s.money(spend)}.`,
      ]),
    ];
    const pct = f.spendingChangePercent;
    let reactions: string[] | undefined;
    if (pct !== null) {
      const prev = s.money(f.previous.spendingCents);
      sentences.push(
        pct > 0
          ? `That's ${pct}% more than ${before(f)}, when you spent ${prev}.`
          : pct < 0
            ? `That's ${-pct}% less than ${before(f)}, when you spent ${prev}.`
            : `That's about the same as ${before(f)}, when you spent ${prev}.`,
      );
      reactions = pct > 0 ? UP : pct < 0 ? DOWN : undefined;
    } else if (f.previous.transactions === 0) {
      sentences.push(`There's nothing from ${before(f)} to compare it with.`);
    } else {
      sentences.push(`Nothing was spent ${before(f)}, so all of it is new.`);
    }
    beats.push({ key: 'ov.spend', sentences, reactions });
  } else if (spending) {
    beats.push({ key: 'ov.spend', sentences: [`You didn't spend anything in ${tf}.`], reactions: ['Not a single purchase, then.'] });
  }
  if (income) {
    const inc = f.current.incomeCents;
    const pct = f.incomeChangePercent;
    const sentence =
      inc === 0
        ? `No income came in during ${tf}.`
        : pct === null
          ? `Income came to ${s.money(inc)}${f.previous.transactions > 0 ? `, and none came in ${before(f)}` : ''}.`
          : pct > 0
            ? `Income came to ${s.money(inc)}, ${pct}% more than ${before(f)}.`
            : pct < 0
              ? `Income came to ${s.money(inc)}, ${-pct}% less than ${before(f)}.`
              : `Income came to ${s.money(inc)}, the same as ${before(f)}.`;
    beats.push({ key: 'ov.income', sentences: [sentence], reactions: pct !== null && pct > 0 ? ['More coming in, good.'] : undefined });
  }
  if (spending && income && (spend > 0 || f.current.incomeCents > 0)) {
    const net = f.netCents;
    beats.push({
      key: 'ov.net',
      sentences: [
        net > 0
          ? s.pick('ov.net', [`So ${s.money(net)} more came in than went out.`, `That leaves you ${s.money(net)} ahead for the ${periodName(f.days)}.`])
          : net < 0
            ? s.pick('ov.net', [`So you spent ${s.money(net)} more than came in.`, `That means ${s.money(net)} more went out than came in.`])
            : 'So what came in matched what went out exactly.',
      ],
      reactions: net > 0 ? ['Ahead, then.'] : net < 0 ? ['So it was a spending-heavy stretch.'] : undefined,
    });
  }
  const usual = spending ? usualMonthBeat(f, s) : null;
  if (usual) beats.push(usual);
  // an average of one or two purchases says nothing the total did not
  if (spending && f.days - f.noSpendDays >= 3) {
    beats.push({
      key: 'ov.daily',
      sentences: [
        s.pick('ov.daily', [
          `That works out at about ${s.money(f.dailyAverageCents)} a day.`,
          `On average, that's about ${s.money(f.dailyAverageCents)} a day.`,
        ]),
      ],
    });
  }
  if (spending || income) {
    beats.push({
      key: 'ov.count',
      sentences: [
        `Leaving transfers aside, ${plural(f.current.transactions, 'transaction', 'transactions')} came through${f.previous.transactions > 0 ? `, against ${f.previous.transactions} ${before(f)}` : ''}.`,
      ],
    });
  }
  return { key: 'overview', question: s.pick('q.overview', ['So, how did it go?', 'Where do we start?']), transition: 'the big picture', beats };
}

function changeSentence(c: CategoryFacts, f: EpisodeFacts, s: Speaker): string | null {
  if (c.changePercent !== null) {
    const prev = s.money(c.previousCents);
    return c.changePercent > 0
      ? `That's up ${c.changePercent}% from ${prev} ${before(f)}.`
      : c.changePercent < 0
        ? `That's down ${-c.changePercent}% from ${prev} ${before(f)}.`
        : `That's about where it was ${before(f)}.`;
  }
  return f.previous.transactions > 0 ? `Nothing went there ${before(f)}.` : null;
}

function categoryReactions(c: CategoryFacts, rank: number): string[] | undefined {
  if (rank === 0 && c.sharePercent >= 50) return ["So that's where most of it went."];
  if (rank === 0) return ["That's the big one."];
  if (c.changePercent !== null && c.changePercent > 0) return ['So that one went up.'];
  if (c.changePercent !== null && c.changePercent < 0) return ['That one came down, then.'];
  return undefined;
}

export function categoriesSection(f: EpisodeFacts, s: Speaker): Section {
  const spent = f.categories.filter((c) => c.cents > 0);
  const beats: Beat[] = spent.map((c, rank) => {
    const name = spokenName(c.category);
    const lead =
      spent.length === 1
        ? `All of it went to ${name}.`
        : rank === 0
          ? s.pick(`cat.${c.category}`, [
              `${name} led with ${s.money(c.cents)}, ${c.sharePercent}% of your spending.`,
              `The biggest category was ${name}: ${s.money(c.cents)}, or ${c.sharePercent}% of the total.`,
              ...(c.sharePercent >= 50 ? [`Most of it went to ${name}: ${s.money(c.cents)}, ${c.sharePercent}% of everything you spent.`] : []),
            ])
          : s.rotate('cat', rank, [
              // a share that rounds to 0% is not worth saying
              c.sharePercent > 0 ? `${name} came to ${s.money(c.cents)}, ${c.sharePercent}% of the total.` : `${name} came to ${s.money(c.cents)}.`,
              c.sharePercent > 0 ? `${name} took ${s.money(c.cents)}, which is ${c.sharePercent}%.` : `${name} took ${s.money(c.cents)}.`,
              `On ${name} you spent ${s.money(c.cents)}.`,
              `Then there's ${name}, at ${s.money(c.cents)}.`,
            ]);
    const change = changeSentence(c, f, s);
    return { key: `cat.${c.category}`, sentences: change ? [lead, change] : [lead], reactions: categoryReactions(c, rank) };
  });
  // categories spent on before and not now: a change worth saying, after the ones that cost money
  for (const c of f.categories.filter((x) => x.cents === 0 && x.previousCents > 0)) {
    beats.push({
      key: `cat.${c.category}`,
      sentences: [`Nothing went to ${spokenName(c.category)} this time, against ${s.money(c.previousCents)} ${before(f)}.`],
      reactions: ['That one dropped right off.'],
    });
  }
  // a closer look inside the categories, once each has had its turn: where most of each one went
  spent.forEach((c, rank) => {
    const top = c.topMerchant;
    if (!top || c.transactions < 2) return;
    const name = spokenName(c.category);
    const where = spokenName(top.merchant);
    beats.push({
      key: `cat.in.${c.category}`,
      sentences: [
        top.cents === c.cents
          ? `${c.transactions === 2 ? 'Both' : `All ${c.transactions}`} ${name} purchases were at ${where}.`
          : s.rotate('cat.in', rank, [
              `Within ${name}, ${where} took the most: ${s.money(top.cents)} of the ${s.money(c.cents)}, over ${c.transactions} purchases in all.`,
              `Of the ${s.money(c.cents)} on ${name}, ${s.money(top.cents)} went to ${where}, and there were ${c.transactions} purchases in that category.`,
            ]),
      ],
    });
  });
  return {
    key: 'categories',
    question: s.pick('q.categories', ['Where did the money go?', 'So where did it all go?', 'Which categories took the most?']),
    transition: 'where the money went',
    beats,
  };
}

export function changesSection(f: EpisodeFacts, s: Speaker): Section {
  const beats: Beat[] = [];
  const up = f.biggestIncrease;
  const down = f.biggestDecrease;
  if (up && f.previous.transactions > 0) {
    const name = spokenName(up.category);
    beats.push({
      key: 'chg.up',
      sentences: [
        up.previousCents === 0
          ? `The biggest increase was ${name}: ${s.money(up.cents)} this time, where nothing went ${before(f)}.`
          : s.pick('chg.up', [
              `The biggest increase was ${name}: up ${s.money(up.changeCents)} on ${before(f)}, from ${s.money(up.previousCents)} to ${s.money(up.cents)}.`,
              `${name} rose the most, from ${s.money(up.previousCents)} to ${s.money(up.cents)}, an increase of ${s.money(up.changeCents)}.`,
            ]),
      ],
      reactions: ["That's the one that grew."],
    });
  }
  if (down) {
    const name = spokenName(down.category);
    beats.push({
      key: 'chg.down',
      sentences: [
        down.cents === 0
          ? `The biggest drop was ${name}: ${s.money(down.previousCents)} ${before(f)}, and nothing this time.`
          : s.pick('chg.down', [
              `The biggest drop was ${name}: down ${s.money(down.changeCents)}, from ${s.money(down.previousCents)} to ${s.money(down.cents)}.`,
              `${name} fell the most, from ${s.money(down.previousCents)} to ${s.money(down.cents)}, ${s.money(down.changeCents)} less.`,
            ]),
      ],
      reactions: ['Nice, that one came down.'],
    });
  }
  return {
    key: 'changes',
    question: s.pick('q.changes', ['What changed the most?', 'And what moved the most since last time?']),
    transition: 'the biggest changes',
    beats,
  };
}

export function merchantsSection(f: EpisodeFacts, s: Speaker): Section {
  // with a single purchase the purchases section already names the place
  if (f.merchants.length === 1 && f.purchases.length === 1) return { key: 'merchants', question: '', transition: '', beats: [] };
  const beats: Beat[] = f.merchants.map((m, rank) => {
    const name = spokenName(m.merchant);
    const visits = plural(m.visits, 'visit', 'visits');
    const sentence =
      f.merchants.length === 1
        ? `All of it was spent at ${name}, over ${visits}.`
        : rank === 0
          ? s.pick(`mer.${rank}`, [
              `Your top merchant was ${name}: ${s.money(m.cents)} over ${visits}.`,
              `${name} took the most: ${s.money(m.cents)} across ${visits}.`,
            ])
          : rank === 1
            ? s.pick(`mer.${rank}`, [`${name} came next, with ${s.money(m.cents)} over ${visits}.`, `Second was ${name}: ${s.money(m.cents)} in ${visits}.`])
            : s.rotate('mer', rank, [
                `At ${name} you spent ${s.money(m.cents)} in ${visits}.`,
                `${name} had ${s.money(m.cents)} from ${visits}.`,
                `Then ${name}, ${s.money(m.cents)} over ${visits}.`,
              ]);
    return {
      key: `mer.${m.merchant}`,
      sentences: [sentence],
      reactions: m.visits >= 3 ? ['A regular stop, then.'] : m.visits === 1 && rank === 0 ? ['Just the one visit, then.'] : undefined,
    };
  });
  return {
    key: 'merchants',
    question: s.pick('q.merchants', ['Which places got the most?', 'And the merchants?']),
    transition: 'the places you spent at',
    beats,
  };
}

export function purchasesSection(f: EpisodeFacts, s: Speaker): Section {
  const beats: Beat[] = f.purchases.map((p, rank) => {
    const name = spokenName(p.description);
    const sentence =
      f.purchases.length === 1
        ? `It was a single purchase: ${s.money(p.cents)} at ${name} on ${dateWords(p.date)}, filed under ${spokenName(p.category)}.`
        : rank === 0
          ? `The biggest single purchase was ${s.money(p.cents)} at ${name} on ${dateWords(p.date)}, in ${spokenName(p.category)}.`
          : s.rotate('buy', rank, [
              `Then ${s.money(p.cents)} at ${name} on ${dateWords(p.date)}.`,
              `Another big one: ${s.money(p.cents)} at ${name} on ${dateWords(p.date)}.`,
              `On ${dateWords(p.date)}, ${s.money(p.cents)} at ${name}.`,
            ]);
    return { key: `buy.${rank}`, sentences: [sentence], reactions: rank === 0 && f.purchases.length > 1 ? ["That's a big one."] : undefined };
  });
  return {
    key: 'purchases',
    question: s.pick('q.purchases', ['Any big purchases?', 'What were the biggest single purchases?']),
    transition: 'the biggest single purchases',
    beats,
  };
}

export function patternSection(f: EpisodeFacts, s: Speaker): Section {
  const beats: Beat[] = [];
  const spendDays = f.days - f.noSpendDays;
  if (f.current.spendingCents === 0) return { key: 'pattern', question: '', transition: '', beats };
  if (f.noSpendDays > 0) {
    beats.push({
      key: 'pat.nospend',
      sentences: [`You had ${plural(f.noSpendDays, 'day', 'days')} without spending anything.`],
      reactions: f.noSpendDays >= 2 ? ["That's good to hear."] : undefined,
    });
  } else {
    beats.push({ key: 'pat.nospend', sentences: [`You spent something on every one of the ${f.days} days.`] });
  }
  if (f.weeks.length > 1) {
    for (const w of f.weeks) {
      const span = w.days === 7 ? `the week to ${dateWords(w.to)}` : `the ${w.days} days to ${dateWords(w.to)}`;
      beats.push({
        key: `pat.week.${w.to}`,
        sentences: [
          w.spendingCents === 0
            ? `${span[0]!.toUpperCase()}${span.slice(1)} had no spending at all.`
            : s.rotate('week', f.weeks.indexOf(w), [
                `In ${span} you spent ${s.money(w.spendingCents)} over ${plural(w.transactions, 'purchase', 'purchases')}.`,
                `${span[0]!.toUpperCase()}${span.slice(1)} came to ${s.money(w.spendingCents)}, from ${plural(w.transactions, 'purchase', 'purchases')}.`,
              ]),
        ],
      });
    }
  }
  const t = f.trend;
  if (t && f.days >= 14) {
    const halves = `${s.money(t.firstHalfCents)} in the first half and ${s.money(t.secondHalfCents)} in the second`;
    beats.push({
      key: 'pat.trend',
      sentences: [
        t.direction === 'rising'
          ? `Spending rose through the ${periodName(f.days)}: ${halves}.`
          : t.direction === 'falling'
            ? `Spending eased off through the ${periodName(f.days)}: ${halves}.`
            : `Spending held fairly steady: ${halves}.`,
      ],
    });
  }
  const ww = f.weekdayWeekend;
  if (ww.weekendDays > 0 && ww.weekdayDays > 0) {
    beats.push({
      key: 'pat.weekend',
      sentences: [
        ww.weekendCents === 0
          ? 'All of it was spent on weekdays; the weekend cost nothing.'
          : ww.weekdayCents === 0
            ? 'All of it was spent at the weekend.'
            : `Weekdays took ${s.money(ww.weekdayCents)} over ${plural(ww.weekdayDays, 'day', 'days')}, and the weekend ${s.money(ww.weekendCents)} over ${plural(ww.weekendDays, 'day', 'days')}.`,
      ],
    });
  }
  if (f.busiestDay && spendDays >= 2) {
    const b = f.busiestDay;
    beats.push({
      key: 'pat.busiest',
      sentences: [
        `Your busiest day was ${dateWords(b.date)}, with ${s.money(b.cents)} ${b.transactions === 1 ? 'in a single purchase' : `across ${b.transactions} purchases`}.`,
      ],
    });
  }
  return {
    key: 'pattern',
    question: s.pick('q.pattern', ['Was there a pattern to it?', 'And when did the money go out?']),
    transition: 'when the money went out',
    beats,
  };
}

export function incomeSection(f: EpisodeFacts, s: Speaker): Section {
  const beats: Beat[] = f.incomeSources.map((src, rank) => {
    const name = spokenName(src.source);
    const payments = plural(src.payments, 'payment', 'payments');
    return {
      key: `inc.${src.source}`,
      sentences: [
        f.incomeSources.length === 1
          ? `All of your income came from ${name}: ${s.money(src.cents)} in ${payments}.`
          : rank === 0
            ? `The largest source of income was ${name}, with ${s.money(src.cents)} in ${payments}.`
            : s.rotate('inc', rank, [`${name} added ${s.money(src.cents)}.`, `Then ${name}, with ${s.money(src.cents)} in ${payments}.`]),
      ],
    };
  });
  return { key: 'income', question: s.pick('q.income', ['And what came in?', 'Where did the income come from?']), transition: 'the money that came in', beats };
}
