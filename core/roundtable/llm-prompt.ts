// Roundtable with a model (issue 16): the messages that ask an OpenAI-compatible model for an
// episode's script, and the parser that turns its reply back into lines. The model sees the facts
// as JSON with money already written the way the script must say it ("$1,234.56"), so it never has
// to convert cents; whatever it writes still goes through the number check afterwards.
import type { LlmMessage } from '../chat/prompt.ts';
import { formatCents } from '../money.ts';
import type { EpisodeFacts } from './facts.ts';
import { splitSentences, timeframeWords } from './phrasing.ts';
import type { WriteInput } from './writer.ts';
import type { EpisodeType, IncludeFlags, Podcaster, ScriptLine } from './types.ts';

/** the model gets what the built-in writer gets */
export type PromptInput = WriteInput;

const ANGLE: Record<EpisodeType, string> = {
  weekly: 'a weekly check-in: lead with the spending against the timeframe before, then categories, merchants and what is coming up',
  monthly: 'a monthly review: the big picture first, then every category and its change, the weeks, merchants, income, goals and debts',
  achievement:
    'an achievements episode: lead with what the user achieved (goals reached or past halfway, days without spending, money saved); if the facts show none, say so plainly',
  goal: 'a goals episode: lead with each goal and its progress; if there are no goals, say so and cover the rest briefly',
  insight: "an insights episode: lead with Intelia's insights and the biggest changes by category",
  celebration:
    'a celebration: lead with the wins the facts show (spending down, income up, days without spending, a goal reached); never invent one, and if there is little to celebrate, say so honestly',
};

const STYLE: Record<Podcaster['style'], string> = {
  conversational: 'warm and conversational, like friends at a table',
  brisk: 'brisk and direct: short sentences, the numbers straight',
  gentle: 'gentle and encouraging, calm about worries',
};

/** the first step's short lists, which the longer ones (categories, merchants, purchases) supersede, with raw bank names */
const SUPERSEDED = new Set(['topCategories', 'topMerchants', 'biggestPurchase']);
/** what a left-out preference takes out of the facts the model sees */
const FIELDS_OF: Partial<Record<keyof IncludeFlags, string[]>> = {
  merchants: ['merchants'],
  bills: ['billsDue', 'billsDueTotalCents'],
  goals: ['goals'],
  debts: ['debts', 'debtsTotalCents'],
  insights: ['insights'],
};

/** The facts with every cents field written as money in the user's currency, and the timeframe in words. */
export function promptFacts(facts: EpisodeFacts, currency = 'USD', leftOut: readonly string[] = []): unknown {
  const hidden = new Set([...SUPERSEDED, ...leftOut.flatMap((k) => FIELDS_OF[k as keyof IncludeFlags] ?? [])]);
  const convert = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(convert);
    if (v === null || typeof v !== 'object') return v;
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) =>
        typeof x === 'number' && (k === 'cents' || k.endsWith('Cents'))
          ? [k === 'cents' ? 'amount' : k.slice(0, -'Cents'.length), formatCents(x, currency)]
          : [k, convert(x)],
      ),
    );
  };
  const shown = Object.fromEntries(Object.entries(facts).filter(([k]) => !hidden.has(k)));
  return { timeframe: timeframeWords(facts.days, facts.current.to), ...(convert(shown) as object) };
}

const leaveOut = (include: IncludeFlags, type: EpisodeType) =>
  Object.entries(include)
    .filter(([k, on]) => !on && !(k === 'goals' && type === 'goal') && !(k === 'insights' && type === 'insight'))
    .map(([k]) => k);

export function llmMessages(input: PromptInput): LlmMessage[] {
  const { facts, podcaster: p, type, targetWords, include } = input;
  const hosts = p.hosts.map((h) => h.name);
  const example = hosts.length > 1 ? `${hosts[0]}: Welcome to ${p.name}…\n${hosts[1]}: Hi, everyone…` : `${hosts[0]}: Welcome to ${p.name}…`;
  const excluded = leaveOut(include, type);
  const system = [
    `You write the script of "${p.name}", a personal finance podcast about the listener's own money. ${p.description}`,
    hosts.length > 1
      ? `Hosts: ${hosts[0]} (leads) and ${hosts[1]} (co-host). They take turns: ${hosts[0]} leads each topic, ${hosts[1]} reacts, asks and adds the next fact.`
      : `Host: ${hosts[0]}, alone.`,
    `Style: ${STYLE[p.style]}.`,
    `This episode is ${ANGLE[type]}.`,
    `Write one line per turn, each starting with the speaker's name and a colon, like:\n${example}`,
    `Open with an intro that names the show, the host${hosts.length > 1 ? 's' : ''} and the timeframe (${timeframeWords(facts.days, facts.current.to)}); end with an outro that sums up and signs off.`,
    'Use only figures that are in the facts, written exactly as they appear there: money like "$1,234.56" with its cents, percentages like "12%". Never round, estimate, add up or work out a new figure; say dates in words ("17 March").',
    'No filler presented as analysis, no advice the facts do not support, no stage directions or music cues, no headings.',
    `Aim for about ${targetWords} words. If the facts are thin, write a shorter episode rather than padding it.`,
    facts.current.transactions === 0 ? 'The timeframe has no transactions: say so honestly and keep the episode short.' : '',
    excluded.length > 0 ? `Leave out: ${excluded.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  const user = `Episode type: ${type}. Target: about ${targetWords} words.\nThe facts (JSON):\n${JSON.stringify(promptFacts(facts, input.currency, excluded))}`;
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

/** "Rosa:", "**Theo:**", "- Max:"; a label is a capitalised word or three ("Host", "Speaker 2"), so "Coming up: …" is not one */
const LABEL =
  /^\s*(?:[-*•]\s*)?(?:\*\*|__)?\s*([\p{Lu}][\p{L}\p{N}'’.-]*(?:\s+[\p{Lu}\p{N}][\p{L}\p{N}'’.-]*){0,2})\s*(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*(.*)$/u;
/** stage directions and markdown that a voice must not read out */
const NOISE = /\[[^\]]*\]|\((?:laughs?|music|pause|sighs?|chuckles?)[^)]*\)|\*{1,2}|__|^#+\s*/giu;

/** The model's reply as lines: a known host's name → that host; any other speaker label → the lead host; text with no label continues the last speaker. */
export function parseLlmScript(text: string, podcaster: Podcaster): ScriptLine[] {
  const names = podcaster.hosts.map((h) => h.name.toLowerCase());
  const lines: ScriptLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const m = LABEL.exec(raw);
    const host = m ? Math.max(0, names.indexOf(m[1]!.trim().toLowerCase())) : (lines.at(-1)?.host ?? 0);
    const body = (m ? m[2]! : raw).replace(NOISE, '').replace(/\s+/g, ' ').trim();
    if (!body || !/[\p{L}\p{N}]/u.test(body)) continue;
    const last = lines.at(-1);
    if (!m && last && last.host === host) last.text = `${last.text} ${body}`;
    else lines.push({ host, section: 'body', text: body });
  }
  if (lines.length > 0) lines[0]!.section = 'intro';
  if (lines.length >= 3) lines.at(-1)!.section = 'outro';
  return lines;
}

/** The sentences of a parsed reply, line by line, for the number check. */
export const lineSentences = (lines: readonly ScriptLine[]) => lines.map((l) => ({ host: l.host, section: l.section, sentences: splitSentences(l.text) }));
