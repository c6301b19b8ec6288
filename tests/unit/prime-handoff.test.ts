import { describe, expect, it } from 'vitest';
import type { TeamMemberKey } from '../../core/employees.ts';
import { CHAT_HANDOFF_ORDER, findEmployee, matchEmployee, nextInHandoff } from '../../core/prime/handoff.ts';

describe('chat handoff order', () => {
  it('is Byte, Tag, Ledger, Blitz, Crystal, Goalie', () => {
    expect(CHAT_HANDOFF_ORDER).toEqual(['byte', 'tag', 'ledger', 'blitz', 'crystal', 'goalie']);
  });

  it.each<[TeamMemberKey, TeamMemberKey | null]>([
    ['prime', 'byte'],
    ['byte', 'tag'],
    ['tag', 'ledger'],
    ['ledger', 'blitz'],
    ['blitz', 'crystal'],
    ['crystal', 'goalie'],
    ['goalie', null],
    ['harmony', null],
    ['intelia', null],
  ])('after %s comes %s', (key, next) => {
    expect(nextInHandoff(key)).toBe(next);
  });
});

describe('findEmployee (free-text lookup)', () => {
  it.each<[string, string, TeamMemberKey | null, 'name' | 'tags' | null]>([
    // by name, in any case, possessive included
    ['by name', 'Can Ledger look at this?', 'ledger', 'name'],
    ['by name, possessive', "What is Crystal's forecast?", 'crystal', 'name'],
    ['by name wins over tags', 'Ask Blitz about my tax deduction', 'blitz', 'name'],
    ['first name mentioned wins', 'Luna or Harmony, whoever is free', 'luna', 'name'],
    // by key (keys are the lower-case names)
    ['by key', 'open roundtable', 'roundtable', 'name'],
    ['by key, new member', 'what does automa do', 'automa', 'name'],
    ['by key, prime', 'prime please', 'prime', 'name'],
    // by tags: the employee with most matching tags
    ['by tags', 'my late fee on the utility', 'chime', 'tags'],
    ['by tags, plural and stem', 'which receipts did you scan?', 'byte', 'tags'],
    ['by tags, most matches', 'debt and loan interest, but also one budget', 'blitz', 'tags'],
    ['by tags, phrase', 'what is my net worth', 'liberty', 'tags'],
    ['by tags, hyphenated', 'I am self-employed', 'ledger', 'tags'],
    // none
    ['none', 'hello there', null, null],
    ['none: only part of a word', 'taxis and billionaires', null, null],
    ['none: empty', '', null, null],
  ])('%s: %j', (_label, text, key, by) => {
    expect(findEmployee(text)?.key ?? null).toBe(key);
    expect(matchEmployee(text)?.by ?? null).toBe(by);
  });

  it('reports the tags that matched', () => {
    expect(matchEmployee('forecast my cash flow trend')?.matchedTags).toEqual(['forecast', 'trend', 'cash flow']);
  });

  it('breaks a tie of tags in directory order', () => {
    // "tax" (Ledger) and "debt" (Blitz): one tag each; Ledger comes first in the directory
    expect(findEmployee('tax on debt')?.key).toBe('ledger');
  });

  it('never returns an excluded employee', () => {
    expect(findEmployee('Prime, what is my budget?', { exclude: ['prime'] })?.key).toBe('finley');
    expect(findEmployee('Prime?', { exclude: ['prime'] })).toBeNull();
  });

  it('is not fooled by names inside other words or HTML', () => {
    expect(findEmployee('lunatic primer tagline')).toBeNull();
    expect(findEmployee('<luna>')).toBeNull();
    expect(findEmployee('<b>Luna</b>')?.key).toBe('luna');
  });
});
