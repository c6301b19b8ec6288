import { describe, expect, it } from 'vitest';
import { boundedMemo } from '../../core/memo.ts';

describe('boundedMemo', () => {
  it('computes each argument once until the bound, then starts afresh, and does not remember a throw', () => {
    const calls: string[] = [];
    const upper = boundedMemo(3, (s: string) => {
      calls.push(s);
      if (s === 'bad') throw new Error('bad');
      return s.toUpperCase();
    });
    expect(['a', 'b', 'a', 'c', 'b'].map(upper)).toEqual(['A', 'B', 'A', 'C', 'B']);
    expect(calls).toEqual(['a', 'b', 'c']);
    expect(() => upper('bad')).toThrow('bad');
    expect(() => upper('bad')).toThrow('bad');
    expect(calls.filter((c) => c === 'bad')).toHaveLength(2);
    // a fourth distinct value: the memory is dropped, so 'a' is computed again
    upper('d');
    upper('a');
    expect(calls.slice(-2)).toEqual(['d', 'a']);
  });
});
