// An episode's length follows the words its voices say: a figure counts as the words it takes to say.
import { describe, expect, it } from 'vitest';
import { integerWords, spokenWords, tokenWords } from '../../core/roundtable/spoken-words.ts';

describe('spoken words', () => {
  it.each([
    [0, 1],
    [7, 1],
    [19, 1],
    [20, 1],
    [21, 2],
    [100, 2],
    [101, 3],
    [999, 4],
    [1000, 2],
    [1234, 6],
    [20_000, 2],
    [1_000_001, 3],
  ])('%i is said in %i words', (n, words) => {
    expect(integerWords(n)).toBe(words);
  });

  it('says money with its unit and cents, percentages with "percent", decimals digit by digit', () => {
    expect(tokenWords('$412.35')).toBe(3 + 1 + 2 + 2); // four hundred twelve dollars and thirty five cents
    expect(tokenWords('£1,000')).toBe(3); // one thousand pounds
    expect(tokenWords('$5.00,')).toBe(2);
    expect(tokenWords('12%')).toBe(2);
    expect(tokenWords('3.25')).toBe(1 + 1 + 2);
    expect(tokenWords('17th')).toBe(1);
    expect(tokenWords('—')).toBe(0);
  });

  it('counts plain words once and a sentence with figures by what is said', () => {
    expect(spokenWords('Rosa and Theo talk it through.')).toBe(6);
    expect(spokenWords('You spent $412.35 across 23 transactions, 12% less.')).toBe(2 + 8 + 1 + 2 + 1 + 2 + 1);
  });
});
