// Who takes over a chat next, and which employee a piece of free text is about.
import { EMPLOYEES, type EmployeeProfile, type TeamMemberKey } from '../employees.ts';
import { containsPhrase, firstExactWord, indexWords, type WordIndex } from './words.ts';

/**
 * The order in which a chat is handed from one employee to the next (a smart handoff): money
 * comes in (Byte), is sorted (Tag), taxed (Ledger), debts are planned (Blitz), the future is
 * forecast (Crystal) and goals are set (Goalie).
 */
export const CHAT_HANDOFF_ORDER = ['byte', 'tag', 'ledger', 'blitz', 'crystal', 'goalie'] as const satisfies readonly TeamMemberKey[];
export type HandoffKey = (typeof CHAT_HANDOFF_ORDER)[number];

/**
 * The employee after `key` in the handoff order. Prime starts the chain (→ Byte); the last one
 * (Goalie) and employees outside the chain hand off to no one (null).
 */
export function nextInHandoff(key: TeamMemberKey): HandoffKey | null {
  if (key === 'prime') return CHAT_HANDOFF_ORDER[0];
  const at = (CHAT_HANDOFF_ORDER as readonly TeamMemberKey[]).indexOf(key);
  if (at === -1) return null;
  return CHAT_HANDOFF_ORDER[at + 1] ?? null;
}

export interface LookupOptions {
  /** employees never returned (Prime's own chat excludes Prime) */
  exclude?: readonly TeamMemberKey[];
}

export interface EmployeeMatch {
  employee: EmployeeProfile;
  /** 'name': the employee's name or key appears as a word; 'tags': most tags matched */
  by: 'name' | 'tags';
  /** the tags that matched (empty for a match by name) */
  matchedTags: string[];
}

function candidates(options: LookupOptions): EmployeeProfile[] {
  const exclude = new Set(options.exclude ?? []);
  return EMPLOYEES.filter((e) => !exclude.has(e.key));
}

/** The employee whose name or key appears as a whole word; when several do, the first mentioned. */
function byName(index: WordIndex, options: LookupOptions): EmployeeMatch | null {
  let best: { employee: EmployeeProfile; at: number } | null = null;
  for (const employee of candidates(options)) {
    const positions = [firstExactWord(index, employee.name), firstExactWord(index, employee.key)].filter((p) => p >= 0);
    if (positions.length === 0) continue;
    const at = Math.min(...positions);
    if (!best || at < best.at) best = { employee, at };
  }
  return best && { employee: best.employee, by: 'name', matchedTags: [] };
}

/** The employee with the most matching tags (word-aware); a tie goes to the first in the directory. */
function byTags(index: WordIndex, options: LookupOptions): EmployeeMatch | null {
  let best: EmployeeMatch | null = null;
  for (const employee of candidates(options)) {
    const matchedTags = employee.tags.filter((t) => containsPhrase(index, t));
    if (matchedTags.length > (best?.matchedTags.length ?? 0)) best = { employee, by: 'tags', matchedTags };
  }
  return best;
}

export function findEmployeeByName(text: string, options: LookupOptions = {}): EmployeeMatch | null {
  return byName(indexWords(text), options);
}

export function findEmployeeByTags(text: string, options: LookupOptions = {}): EmployeeMatch | null {
  return byTags(indexWords(text), options);
}

/** Free-text lookup with how it matched: by name or key first, else by most matching tags, else null. */
export function matchEmployee(text: string, options: LookupOptions = {}): EmployeeMatch | null {
  const index = indexWords(text);
  return byName(index, options) ?? byTags(index, options);
}

/** Free-text lookup: the employee named (or keyed) in the text, else the one with most matching tags, else null. */
export function findEmployee(text: string, options: LookupOptions = {}): EmployeeProfile | null {
  return matchEmployee(text, options)?.employee ?? null;
}
