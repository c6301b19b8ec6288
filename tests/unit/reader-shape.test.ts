// Issue 31: the question reader's shapes and topics, on the questions and on generated phrasings.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readShape, type Shape, type Topic } from '../../core/reader/shape.ts';

const of = (q: string) => {
  const r = readShape(q);
  return [r.shape, r.topic];
};

describe('readShape', () => {
  it("reads the issue's questions", () => {
    expect(of('How much did I spend on groceries last month?')).toEqual(['total', 'spending']);
    expect(of('Can I afford a 1,200 holiday in March?')[0]).toBe('affordability');
    expect(of('What is my biggest subscription?')).toEqual(['biggest', 'subscriptions']);
    expect(of('What is due this week?')).toEqual(['list', 'bills']);
    expect(of('How much did I spend on Adobe this year?')).toEqual(['total', 'spending']);
    expect(of('Where did most of my money go in October?')).toEqual(['breakdown', 'spending']);
    expect(of('What changed last month?')[0]).toBe('compare');
    expect(of('When can I retire?')).toEqual(['when', 'retirement']);
    expect(of('Which debt first?')).toEqual(['list', 'debts']);
    expect(of('Which debt first if I pay 600 a month?')).toEqual(['what-if', 'debts']);
    expect(of('Why did I spend so much on food last month?')).toEqual(['why', 'spending']);
    expect(of('What bills are coming up?')).toEqual(['list', 'bills']);
  });

  it('reads each shape however it is written: case, punctuation, British and American words', () => {
    const templates: [Shape, Topic | null, string[]][] = [
      ['total', 'spending', ['how much did i spend on {x} {p}', 'total spent on {x} {p}', 'How much went on {x} {p}?', 'what was the total for {x} {p}']],
      ['count', null, ['how many times did i buy {x} {p}', 'how often do i go to {x}', 'number of {x} purchases {p}']],
      ['average', null, ['what do i usually spend on {x}', 'average {x} spend {p}', 'how much do i spend per month on {x}', 'typical month of {x}']],
      ['biggest', null, ['what was my biggest {x} purchase {p}', 'largest payment {p}', 'most expensive {x} {p}', 'top merchants {p}']],
      ['smallest', null, ['cheapest {x} {p}', 'my smallest payment {p}', 'lowest {x} bill']],
      ['compare', null, ['{x} this month vs last month', 'compare {x} {p} with the month before', 'did {x} change compared to last year', 'what changed {p}']],
      ['trend', null, ['is my {x} spending going up', 'trend of {x}', '{x} month by month', 'how has {x} gone over time']],
      ['affordability', null, ['can i afford {a} for {x} {p}', 'do i have enough for a {a} {x}', 'Can I afford a {a} holiday', 'is it ok to spend {a} on {x}']],
      ['when', null, ['when will i reach my goal', 'how long until my loan is paid off', 'when can i retire', 'how long will it take to save {a}']],
      ['why', null, ['why did {x} go up {p}', 'what drove my spending {p}', 'how come {x} was so high {p}']],
      ['what-if', null, ['what if i pay {a} a month', 'if i paid {a} extra each month', 'suppose i save {a} a month', 'what happens if i cut {x}']],
      ['list', null, ['list my {x} payments {p}', 'show me {x} {p}', 'which {x} payments were there {p}', 'what bills are due {p}']],
    ];
    const subjects = ['groceries', 'coffee', 'starbucks', 'fuel', 'petrol', 'takeaway', 'takeout', 'rent'];
    const periods = ['last month', 'this year', 'in march', 'since june', 'in q3', 'over the last 90 days', ''];
    const amounts = ['1,200', '$600', '£50', '1.2k', '300 euros'];
    fc.assert(
      fc.property(
        fc.constantFrom(...templates),
        fc.nat(),
        fc.constantFrom(...subjects),
        fc.constantFrom(...periods),
        fc.constantFrom(...amounts),
        fc.constantFrom('', '?', '.', '!'),
        fc.constantFrom('lower', 'upper', 'title'),
        ([shape, topic, forms], i, x, p, a, end, casing) => {
          let q = forms[i % forms.length]!.replace('{x}', x).replace('{p}', p).replace('{a}', a).replace(/\s+/g, ' ').trim() + end;
          q = casing === 'upper' ? q.toUpperCase() : casing === 'title' ? q[0]!.toUpperCase() + q.slice(1) : q;
          const r = readShape(q);
          expect(r.shape, q).toBe(shape);
          if (topic) expect(r.topic, q).toBe(topic);
        },
      ),
      { numRuns: 500 },
    );
  });
});
