// Roundtable's built-in writer (issue 16): an episode's script from its facts alone, with no model.
// The type sets the order of the sections (a goal episode leads with goals, a celebration with
// wins); the include flags say which may appear. The script grows toward the target length by
// covering more of the facts (the first beat of every section, then the second, …) and stops when
// the facts run out: it never pads. The same input always gives the same script: wording varies
// with a hash of the facts, never with chance. Every sentence then goes through the number check.
import type { EpisodeFacts } from './facts.ts';
import { Speaker, countWords, hash, periodName } from './phrasing.ts';
import { assembleScript, type DraftLine } from './script-assembly.ts';
import type { EpisodeScript, EpisodeType, IncludeFlags, Podcaster } from './types.ts';
import { billsSection, debtsSection, goalsSection, insightsSection, winsSection } from './writer-extras.ts';
import { introLines, outroLines, titleFor, type FrameLine } from './writer-frame.ts';
import {
  categoriesSection,
  changesSection,
  incomeSection,
  merchantsSection,
  overviewSection,
  patternSection,
  purchasesSection,
  quietSection,
  type Beat,
  type Section,
  type SectionKey,
} from './writer-sections.ts';

export interface WriteInput {
  facts: EpisodeFacts;
  podcaster: Podcaster;
  type: EpisodeType;
  /** about 150 words a minute of the episode's length */
  targetWords: number;
  include: IncludeFlags;
  /** ISO code of the user's currency; USD unless given */
  currency?: string;
}

/** The most a script may run over its target: a beat that would take it further is left out. */
export const OVER_TARGET = 1.1;

/** 'quiet' stands where the overview would when the timeframe has no transactions. */
const ORDER: Record<EpisodeType, SectionKey[]> = {
  weekly: ['quiet', 'overview', 'categories', 'merchants', 'pattern', 'purchases', 'changes', 'income', 'bills', 'goals', 'debts', 'insights'],
  monthly: ['quiet', 'overview', 'categories', 'changes', 'pattern', 'merchants', 'purchases', 'income', 'goals', 'debts', 'bills', 'insights'],
  achievement: ['wins', 'quiet', 'goals', 'overview', 'changes', 'debts', 'categories', 'pattern', 'merchants', 'purchases', 'income', 'bills', 'insights'],
  goal: ['goals', 'quiet', 'overview', 'debts', 'categories', 'changes', 'bills', 'merchants', 'pattern', 'purchases', 'income', 'insights'],
  insight: ['insights', 'changes', 'quiet', 'overview', 'categories', 'pattern', 'merchants', 'purchases', 'income', 'bills', 'goals', 'debts'],
  celebration: ['wins', 'quiet', 'overview', 'goals', 'changes', 'categories', 'pattern', 'merchants', 'purchases', 'income', 'bills', 'debts', 'insights'],
};

/** Said before the lead section when it has something real to lead with: each type opens its own way. */
const OPENER: Record<EpisodeType, { section: SectionKey; text: (period: string) => string }> = {
  weekly: { section: 'overview', text: (p) => `First, the headline numbers for the ${p}.` },
  monthly: { section: 'overview', text: (p) => `Let's start with the big picture of the ${p}.` },
  achievement: { section: 'wins', text: () => "Here's what you got done." },
  celebration: { section: 'wins', text: () => "Let's start with the good news." },
  goal: { section: 'goals', text: () => 'First, your goals.' },
  insight: { section: 'insights', text: () => 'First, what Intelia flagged.' },
};
const HONEST = new Set(['win.none', 'goal.none', 'ins.none']);

const MOVE_ON: ((topic: string) => string)[] = [(t) => `Now, ${t}.`, (t) => `Next up: ${t}.`, (t) => `Moving on to ${t}.`, (t) => `Let's turn to ${t}.`];
const ACKNOWLEDGE = ['Right.', 'Okay.', 'Got it.', 'Mm-hm.', 'Sure.'];

function buildSections(input: WriteInput, s: Speaker): Section[] {
  const { facts: f, include, type } = input;
  const ledger = f.current.transactions > 0;
  const build = (key: SectionKey): Section | null => {
    switch (key) {
      case 'quiet':
        return ledger ? null : quietSection(f, s);
      case 'overview':
        return ledger && (include.spending || include.income) ? overviewSection(f, s, include.spending, include.income) : null;
      case 'categories':
        return ledger && include.spending ? categoriesSection(f, s) : null;
      case 'changes':
        return ledger && include.spending ? changesSection(f, s) : null;
      case 'merchants':
        return ledger && include.merchants ? merchantsSection(f, s) : null;
      case 'purchases':
        return ledger && include.spending ? purchasesSection(f, s) : null;
      case 'pattern':
        return ledger && include.spending ? patternSection(f, s) : null;
      case 'income':
        return ledger && include.income ? incomeSection(f, s) : null;
      case 'bills':
        return include.bills ? billsSection(f, s) : null;
      // the episode's own subject is covered even when the preferences leave it out of other episodes
      case 'goals':
        return include.goals || type === 'goal' ? goalsSection(f, s, type === 'goal') : null;
      case 'debts':
        return include.debts ? debtsSection(f, s) : null;
      case 'insights':
        return include.insights || type === 'insight' ? insightsSection(f, s, type === 'insight') : null;
      case 'wins':
        return type === 'celebration' || type === 'achievement' ? winsSection(f, s, type) : null;
    }
  };
  const sections = ORDER[type].map(build).filter((x): x is Section => x !== null);
  // a win already said is not said again further on
  const wins = new Set(sections.find((x) => x.key === 'wins')?.beats.map((b) => b.key));
  const saidAsWin = (b: Beat) => [...wins].some((w) => SAID_AS_WIN[w] === b.key);
  return sections.map((sec) => (sec.key === 'wins' ? sec : { ...sec, beats: sec.beats.filter((b) => !saidAsWin(b)) })).filter((sec) => sec.beats.length > 0);
}

/** a win's beat → the beat elsewhere that says the same */
const SAID_AS_WIN: Record<string, string> = { 'win.nospend': 'pat.nospend', 'win.net': 'ov.net', 'win.cat': 'chg.down' };

const beatId = (sec: Section, b: Beat) => `${sec.key}/${b.key}`;

interface Plan {
  /** what the lead host says before the first section, when it is the type's own lead */
  opener: string | null;
  intro: FrameLine[];
  outro: FrameLine[];
  sections: Section[];
  twoHosts: boolean;
  s: Speaker;
}

/** The script with the chosen beats: two hosts take turns (the lead opens each section, the co-host asks, reacts and adds the next fact). */
function render(plan: Plan, chosen: ReadonlySet<string>): DraftLine[] {
  const out: (DraftLine & { topic: string })[] = [];
  let topic = 'intro';
  // one line per turn, and a host alone starts a new line with each section (the audio's paragraphs)
  const say = (host: number, section: DraftLine['section'], sentences: readonly string[]) => {
    if (sentences.length === 0) return;
    const last = out.at(-1);
    if (last && last.host === host && last.section === section && last.topic === topic) last.sentences.push(...sentences);
    else out.push({ host, section, sentences: [...sentences], topic });
  };
  let acks = 0;
  const used = new Set<string>();
  // a remark is made once per episode: "A regular stop, then." seven times over is not a conversation
  const reaction = (b: Beat): string[] => {
    const fresh = (b.reactions ?? []).filter((r) => !used.has(r));
    if (fresh.length) {
      const r = plan.s.pick(`re.${b.key}`, fresh);
      used.add(r);
      return [r];
    }
    return plan.s.chance(`re.${b.key}`, 40) ? [plan.s.rotate('ack', acks++, ACKNOWLEDGE)] : [];
  };
  for (const l of plan.intro) say(l.host, 'intro', l.sentences);
  let speaker = 0;
  let moves = 0;
  let last: Beat | null = null;
  for (const sec of plan.sections) {
    const beats = sec.beats.filter((b) => chosen.has(beatId(sec, b)));
    if (beats.length === 0) continue;
    if (!plan.twoHosts) topic = sec.key;
    if (!last && plan.opener) say(0, 'body', [plan.opener]);
    if (plan.twoHosts) {
      if (last) say(1, 'body', [...(speaker === 0 ? reaction(last) : []), sec.question]);
      speaker = 0;
      beats.forEach((b, i) => {
        if (i > 0) {
          speaker = 1 - speaker;
          say(speaker, 'body', reaction(beats[i - 1]!));
        }
        say(speaker, 'body', b.sentences);
      });
    } else {
      if (last) say(0, 'body', [plan.s.rotate('move', moves++, MOVE_ON)(sec.transition)]);
      for (const b of beats) say(0, 'body', b.sentences);
    }
    last = beats.at(-1)!;
  }
  topic = 'outro';
  for (const l of plan.outro) say(l.host, 'outro', l.sentences);
  return out.map(({ topic: _, ...line }) => line);
}

const draftWords = (draft: readonly DraftLine[]) => draft.reduce((n, l) => n + l.sentences.reduce((m, x) => m + countWords(x), 0), 0);

/** The built-in writer. */
export function writeScript(input: WriteInput): EpisodeScript {
  const { facts, podcaster, type } = input;
  const s = new Speaker(input.currency ?? 'USD', `${hash(JSON.stringify(facts))}|${podcaster.id}|${type}`);
  const sections = buildSections(input, s);
  const lead = OPENER[type];
  const first = sections[0];
  const plan: Plan = {
    opener: first?.key === lead.section && !HONEST.has(first.beats[0]!.key) ? lead.text(periodName(facts.days)) : null,
    intro: introLines(facts, podcaster, type, s),
    outro: outroLines(facts, podcaster, type, input.include, s),
    sections,
    twoHosts: podcaster.hosts.length >= 2,
    s,
  };
  // the first beat of every section before the second of any; the lead section goes twice as deep
  const candidates = sections
    .flatMap((sec, rank) => sec.beats.map((b, i) => ({ id: beatId(sec, b), rank, i, depth: rank === 0 ? i / 2 : i })))
    .sort((a, b) => a.depth - b.depth || a.rank - b.rank || a.i - b.i);
  const cap = Math.round(input.targetWords * OVER_TARGET);
  const chosen = new Set<string>();
  for (const c of candidates) {
    chosen.add(c.id);
    // the first beat always stays: an episode says at least one thing about the money
    if (chosen.size > 1 && draftWords(render(plan, chosen)) > cap) chosen.delete(c.id);
  }
  return assembleScript(render(plan, chosen), facts, titleFor(facts, type), 'built-in').script;
}
