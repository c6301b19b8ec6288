// The last step of either writer (built-in or LLM): every sentence through the number check, lines
// left empty removed, the words counted and the description taken from what survived.
import type { EpisodeFacts } from './facts.ts';
import { checkScript } from './number-check.ts';
import { countWords, splitSentences } from './phrasing.ts';
import type { EpisodeScript, ScriptLine, ScriptSection } from './types.ts';

export interface DraftLine {
  host: number;
  section: ScriptSection;
  sentences: string[];
}

export const DESCRIPTION_SENTENCES = 3;

/** The checked script, and how many sentences it kept (the LLM writer refuses a script with too few). */
export function assembleScript(
  draft: readonly DraftLine[],
  facts: EpisodeFacts,
  title: string,
  writer: EpisodeScript['writer'],
): { script: EpisodeScript; kept: number } {
  const lines: ScriptLine[] = [];
  const kept: string[] = [];
  const dropped: EpisodeScript['dropped'] = [];
  for (const line of draft) {
    // a writer's piece of text may hold more than one sentence: each is checked (and counted) alone
    const checked = checkScript(line.sentences.flatMap(splitSentences), facts);
    dropped.push(...checked.dropped);
    if (checked.kept.length === 0) continue;
    kept.push(...checked.kept);
    lines.push({ host: line.host, section: line.section, text: checked.kept.join(' ') });
  }
  const script: EpisodeScript = {
    title,
    description: kept.slice(0, DESCRIPTION_SENTENCES).join(' '),
    lines,
    words: lines.reduce((n, l) => n + countWords(l.text), 0),
    writer,
    dropped,
  };
  return { script, kept: kept.length };
}
