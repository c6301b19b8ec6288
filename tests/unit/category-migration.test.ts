// Issue 15's category migration as a pure mapping (core/tag/category-migration.ts), on generated
// statement lines: bank fees, tuition, donations, taxes and personal care (with the German, French,
// Dutch and Spanish words Tag's knowledge base has) leave the old stand-ins for the new categories;
// the user's corrections, rules and learned patterns keep what they chose; moved subcategories
// follow their new parent whoever chose them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSubcategoryOf } from '../../core/tag/categories.ts';
import { migrateRowCategory, NEW_CATEGORIES, type StoredCategorization } from '../../core/tag/category-migration.ts';

interface Concept {
  name: string;
  /** what an older version filed these under */
  was: [string, string | null];
  /** where the new categories put them */
  to: [string, string];
  phrases: string[];
}

const CONCEPTS: Concept[] = [
  {
    name: 'bank fees',
    was: ['Business', 'Professional Services'],
    to: ['Fees & Charges', 'Bank Fees'],
    phrases: [
      'MONTHLY ACCOUNT FEE',
      'OVERDRAFT FEE',
      'ATM WITHDRAWAL FEE',
      'FOREIGN TRANSACTION FEE',
      'LATE PAYMENT FEE',
      'SERVICE CHARGE',
      'WIRE TRANSFER FEE',
      'NSF FEE',
    ],
  },
  {
    name: 'tuition',
    was: ['Business', 'Professional Services'],
    to: ['Education', 'Tuition'],
    phrases: [
      'STATE UNIVERSITY TUITION',
      'UNIVERSITEIT VAN AMSTERDAM',
      'UNIVERSITÄT WIEN',
      'UNIVERSITÉ DE LYON',
      'COLEGIO SAN JOSE',
      'ESCUELA MONTESSORI',
      'SCHOOL FEES',
    ],
  },
  {
    name: 'donations',
    was: ['Shopping', null],
    to: ['Gifts & Donations', 'Charity'],
    phrases: ['UNICEF DONATION', 'RED CROSS', 'OXFAM', 'JUSTGIVING', 'SALVATION ARMY', 'GOFUNDME'],
  },
  { name: 'religious giving', was: ['Shopping', null], to: ['Gifts & Donations', 'Religious Giving'], phrases: ['ST MARY CHURCH', 'ONLINE TITHE', 'ZAKAT'] },
  {
    name: 'income taxes',
    was: ['Business', 'Professional Services'],
    to: ['Taxes', 'Income Tax'],
    phrases: ['IRS USATAXPYMT', 'HMRC SELF ASSESSMENT', 'FRANCHISE TAX BD', 'ESTIMATED TAX PAYMENT'],
  },
  { name: 'vehicle taxes', was: ['Transportation', null], to: ['Taxes', 'Vehicle Tax'], phrases: ['DVLA VEHICLE TAX', 'DMV VEHICLE REGISTRATION'] },
  {
    name: 'hair and beauty',
    was: ['Health & Fitness', null],
    to: ['Personal Care', 'Hair & Beauty'],
    phrases: ['GREAT CLIPS', 'SUPERCUTS', 'FRISEUR MÜLLER', 'COIFFEUR DUPONT', 'PELUQUERIA CARMEN', 'NAIL SALON'],
  },
  { name: 'spa', was: ['Health & Fitness', null], to: ['Personal Care', 'Spa & Massage'], phrases: ['DAY SPA', 'WELLNESS SPA', 'SAUNA', 'MASSAGE'] },
];

/** How banks dress a line: a card-payment prefix, a store or reference number, a date, any case. */
const line = (phrases: string[]) =>
  fc
    .record({
      phrase: fc.constantFrom(...phrases),
      prefix: fc.constantFrom('', 'POS ', 'CARD PURCHASE ', 'DEBIT '),
      suffix: fc.oneof(
        fc.constant(''),
        fc.integer({ min: 1, max: 99_999 }).map((n) => ` #${n}`),
        fc.integer({ min: 1, max: 12 }).map((m) => ` ${String(m).padStart(2, '0')}/14`),
      ),
      lower: fc.boolean(),
    })
    .map(({ phrase, prefix, suffix, lower }) => {
      const s = `${prefix}${phrase}${suffix}`;
      return lower ? s.toLowerCase() : s;
    });

const row = (description: string, was: [string, string | null], more: Partial<StoredCategorization> = {}): StoredCategorization => ({
  description,
  amountCents: -2500,
  category: was[0],
  subcategory: was[1],
  source: 'knowledge',
  userCorrected: false,
  ...more,
});

describe('the category migration', () => {
  it.each(CONCEPTS.map((c) => [c.name, c] as const))('moves %s that Tag filed under a stand-in to the new category', (_name, c) => {
    fc.assert(
      fc.property(line(c.phrases), fc.constantFrom('knowledge', 'bank'), (description, source) => {
        const to = migrateRowCategory(row(description, c.was, { source }));
        expect(to, description).toEqual({ category: c.to[0], subcategory: c.to[1] });
        expect(NEW_CATEGORIES.has(to!.category)).toBe(true);
        expect(isSubcategoryOf(to!.category, to!.subcategory!)).toBe(true);
        // once moved, a second run changes nothing
        expect(migrateRowCategory(row(description, [to!.category, to!.subcategory], { source }))).toBeNull();
      }),
      { numRuns: 60 },
    );
  });

  it('keeps what the user chose: a correction, a rule, a learned pattern, a choice in review', () => {
    const all = CONCEPTS.flatMap((c) => c.phrases.map((p) => [p, c] as const));
    fc.assert(
      fc.property(fc.constantFrom(...all), fc.constantFrom('rule', 'learned', 'user', 'model'), fc.boolean(), ([phrase, c], source, corrected) => {
        expect(migrateRowCategory(row(phrase, c.was, { source, userCorrected: corrected })), `${phrase} (${source})`).toBeNull();
      }),
      { numRuns: 200 },
    );
    // Tag's own reading, corrected by the user afterwards, is the user's
    expect(migrateRowCategory(row('ANNUAL CARD FEE', ['Business', 'Professional Services'], { userCorrected: true }))).toBeNull();
  });

  it('moves Shopping › Gifts and Housing › Property Tax to their new parent, whoever chose them', () => {
    expect(migrateRowCategory(row('HALLMARK STORE 22', ['Shopping', 'Gifts'], { source: 'user', userCorrected: true }))).toEqual({
      category: 'Gifts & Donations',
      subcategory: 'Gifts',
    });
    expect(migrateRowCategory(row('ACME LLC', ['Housing', 'Property Tax'], { source: 'rule' }))).toEqual({ category: 'Taxes', subcategory: 'Property Tax' });
    // a user's own subcategory under the old parent is kept with it; only the parent changes
    expect(migrateRowCategory(row('GRANDMA BIRTHDAY', ['Shopping', 'Gifts'], { source: 'learned' }))).toEqual({
      category: 'Gifts & Donations',
      subcategory: 'Gifts',
    });
    // Tag's reading of the text goes further than the move when it knows better
    expect(migrateRowCategory(row('UNICEF DONATION', ['Shopping', 'Gifts']))).toEqual({ category: 'Gifts & Donations', subcategory: 'Charity' });
  });

  it('leaves rows the new categories do not concern', () => {
    for (const [description, was] of [
      ['SMITH & PARTNERS LAW OFFICE', ['Business', 'Professional Services']],
      ['WHOLE FOODS MARKET #10234', ['Food & Dining', 'Groceries']],
      ['PLANET FITNESS', ['Health & Fitness', 'Gym']],
      ['ZZQX 4471', ['Uncategorized', null]],
    ] as const) {
      expect(migrateRowCategory(row(description, [was[0], was[1]])), description).toBeNull();
    }
  });
});
