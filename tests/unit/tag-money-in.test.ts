// Money in that is a card payment or money from a person is not salary (issue 12, defect 10).
// Decision: a card payment is Transfer › Credit Card Payment; money from a person (Venmo, Zelle,
// PayPal, "transfer from <name>") is Transfer › Person to Person, offered for review; only money in
// with no such wording and no history falls to Income › Other Income. Never Salary by default.
import { describe, expect, it } from 'vitest';
import { Tagger, type TagExample } from '../../core/tag/engine.ts';

const inn = (description: string, dollars: number) => ({ description, amountCents: Math.round(dollars * 100), account: null });
const out = (description: string, dollars: number) => ({ description, amountCents: -Math.round(dollars * 100), account: null });

/** A user's history as the model learns it: mostly spending, with a salary twice a month. */
function trainedTagger(): Tagger {
  const tagger = new Tagger();
  const examples: TagExample[] = [];
  for (let i = 0; i < 24; i++) examples.push({ input: inn(`ACME CORP DIRECT DEP ${1000 + i}`, 2450), category: 'Income', subcategory: 'Salary' });
  for (let i = 0; i < 20; i++) examples.push({ input: out(`KROGER #${100 + i}`, 40 + i), category: 'Food & Dining', subcategory: 'Groceries' });
  for (let i = 0; i < 10; i++) examples.push({ input: out(`SHELL OIL ${500 + i}`, 35), category: 'Transportation', subcategory: 'Gas & Fuel' });
  tagger.train(examples);
  return tagger;
}

describe('money in that is not salary', () => {
  const cardPayments = ['Pymt - Thank You', 'PAYMENT THANK YOU', 'AUTOPAY PAYMENT', 'ONLINE PAYMENT - THANK YOU', 'PMT THANK YOU', 'Payment - Thank you!'];
  for (const description of cardPayments) {
    it(`"${description}" on a card statement is a credit card payment, with or without history`, () => {
      for (const tagger of [new Tagger(), trainedTagger()]) {
        expect(tagger.categorize(inn(description, 812.44))).toMatchObject({ category: 'Transfer', subcategory: 'Credit Card Payment' });
      }
    });
  }

  const fromPeople = [
    'Venmo from John Smith',
    'Zelle from Jane Doe',
    'Transfer from John Smith',
    'PAYPAL *JOHN SMITH',
    'Zelle payment from MARIA GARCIA',
    'VENMO CASHOUT',
  ];
  for (const description of fromPeople) {
    it(`"${description}" (money from a person) is never filed as Salary by a trained history`, () => {
      const r = trainedTagger().categorize(inn(description, 45));
      expect(r.subcategory).not.toBe('Salary');
      expect(['Transfer', 'Income']).toContain(r.category);
    });
  }

  it('an unexplained deposit after a salary history is Other Income to review, not a guessed Salary', () => {
    const r = trainedTagger().categorize(inn('MOBILE DEPOSIT REF 8812', 120));
    expect(r).toMatchObject({ category: 'Income' });
    expect(r.subcategory).not.toBe('Salary');
  });

  it('the payroll the history knows is still Salary', () => {
    expect(trainedTagger().categorize(inn('ACME CORP DIRECT DEP 2001', 2450))).toMatchObject({ category: 'Income', subcategory: 'Salary' });
  });
});
