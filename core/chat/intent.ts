// What a chat message clearly asks for, when it asks for one figure: "how much did I spend on food
// last month?" is Food & Dining's spending in last month; anything else gets the employee's overview.
import { containsPhrase, indexWords, type WordIndex } from '../prime/words.ts';

export type PeriodKey = 'last30' | 'thisMonth' | 'lastMonth';

export interface AmountQuestion {
  kind: 'spending' | 'income';
  /** null for income in general */
  category: string | null;
  subcategory: string | null;
  period: PeriodKey;
}

/** Most specific first: the first entry with a matching phrase wins. */
export const CATEGORY_WORDS: readonly [category: string, subcategory: string | null, phrases: readonly string[]][] = [
  ['Food & Dining', 'Food Delivery', ['food delivery', 'takeaway', 'takeout', 'take out']],
  ['Food & Dining', 'Fast Food', ['fast food']],
  ['Food & Dining', 'Groceries', ['grocery', 'groceries', 'supermarket']],
  ['Food & Dining', 'Restaurants', ['restaurant', 'eating out', 'dining out']],
  ['Food & Dining', 'Coffee Shops', ['coffee', 'cafe']],
  ['Food & Dining', 'Alcohol & Bars', ['alcohol', 'bar', 'pub', 'beer', 'wine']],
  ['Food & Dining', null, ['food', 'dining', 'meal', 'eat']],
  ['Transportation', 'Gas & Fuel', ['gas', 'fuel', 'petrol']],
  ['Transportation', 'Ride Share', ['uber', 'lyft', 'ride share', 'rideshare', 'taxi']],
  ['Transportation', 'Public Transit', ['transit', 'bus', 'train', 'subway', 'metro']],
  ['Transportation', 'Parking', ['parking']],
  ['Transportation', null, ['transportation', 'transport', 'car', 'commute']],
  ['Shopping', 'Clothing', ['clothing', 'clothes']],
  ['Shopping', 'Electronics', ['electronics']],
  ['Shopping', 'Online Shopping', ['online shopping', 'amazon']],
  ['Shopping', null, ['shopping', 'shop']],
  ['Entertainment', 'Streaming', ['streaming', 'netflix']],
  ['Entertainment', null, ['entertainment', 'movie', 'game', 'concert']],
  ['Utilities', 'Electricity', ['electricity', 'power bill']],
  ['Utilities', 'Internet', ['internet', 'broadband', 'wifi']],
  ['Utilities', 'Mobile Phone', ['phone', 'mobile']],
  ['Utilities', null, ['utility', 'utilities']],
  ['Housing', 'Rent', ['rent']],
  ['Housing', 'Mortgage', ['mortgage']],
  ['Housing', null, ['housing', 'home']],
  ['Health & Fitness', 'Gym', ['gym']],
  ['Health & Fitness', 'Pharmacy', ['pharmacy', 'medicine']],
  ['Health & Fitness', null, ['health', 'fitness', 'doctor', 'dentist', 'medical']],
  ['Business', 'Software', ['software']],
  ['Business', 'Office Supplies', ['office supplies', 'office']],
  ['Business', null, ['business', 'work expense']],
  ['Insurance', null, ['insurance']],
  ['Recreation', 'Travel', ['travel', 'flight', 'trip', 'vacation', 'holiday']],
  ['Recreation', 'Hotels', ['hotel']],
  ['Recreation', null, ['recreation', 'hobby', 'hobbies', 'outdoors']],
  ['Fees & Charges', null, ['bank fees', 'fees', 'bank charges', 'overdraft fees', 'charges']],
  ['Personal Care', null, ['personal care', 'haircut', 'hairdresser', 'barber', 'salon', 'beauty', 'spa']],
  ['Education', 'Tuition', ['tuition', 'school fees']],
  ['Education', null, ['education', 'courses', 'school', 'university', 'college']],
  ['Gifts & Donations', 'Charity', ['charity', 'donations', 'donation']],
  ['Gifts & Donations', null, ['gifts', 'presents']],
  ['Taxes', null, ['taxes paid', 'tax payments', 'property tax', 'council tax']],
];
const INCOME_WORDS = ['income', 'earn', 'earned', 'earning', 'salary', 'paycheck', 'wage', 'wages'];
const AMOUNT_WORDS = ['spend', 'spent', 'spending', 'cost', 'how much', 'expense'];
/** Questions about borrowing are the debt employees' business, not a category's spending. */
const DEBT_WORDS = ['loan', 'debt', 'owe', 'credit card', 'interest'];

const any = (index: WordIndex, phrases: readonly string[]) => phrases.some((p) => containsPhrase(index, p));

function periodOf(index: WordIndex): PeriodKey {
  if (any(index, ['last month', 'previous month', 'past month'])) return 'lastMonth';
  if (any(index, ['this month', 'current month', 'so far this month', 'month to date'])) return 'thisMonth';
  return 'last30';
}

/** The figure a message asks for, or null when it asks for nothing this specific. */
export function amountQuestion(text: string): AmountQuestion | null {
  const index = indexWords(text);
  if (any(index, DEBT_WORDS)) return null;
  if (any(index, AMOUNT_WORDS)) {
    for (const [category, subcategory, phrases] of CATEGORY_WORDS) {
      if (any(index, phrases)) return { kind: 'spending', category, subcategory, period: periodOf(index) };
    }
  }
  if (any(index, INCOME_WORDS)) return { kind: 'income', category: null, subcategory: null, period: periodOf(index) };
  return null;
}
