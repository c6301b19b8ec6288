// The specification's 11 top-level categories, and the 5 every bank statement needs that it missed
// (fees, personal care, education, gifts and donations, taxes), with their subcategories.
export const CATEGORIES = {
  'Food & Dining': ['Groceries', 'Restaurants', 'Coffee Shops', 'Fast Food', 'Alcohol & Bars', 'Food Delivery'],
  Transportation: ['Gas & Fuel', 'Public Transit', 'Ride Share', 'Parking', 'Auto Maintenance', 'Auto Payment'],
  Shopping: ['Clothing', 'Electronics', 'Home Goods', 'Online Shopping', 'Books'],
  Entertainment: ['Streaming', 'Movies', 'Music', 'Games', 'Events'],
  Income: ['Salary', 'Freelance', 'Interest', 'Refund', 'Other Income'],
  Utilities: ['Electricity', 'Water', 'Gas', 'Internet', 'Mobile Phone'],
  Housing: ['Rent', 'Mortgage', 'Home Maintenance'],
  'Health & Fitness': ['Pharmacy', 'Doctor', 'Dentist', 'Gym', 'Sports'],
  Business: ['Software', 'Office Supplies', 'Advertising', 'Professional Services', 'Shipping'],
  Insurance: ['Health Insurance', 'Auto Insurance', 'Home Insurance', 'Life Insurance'],
  Recreation: ['Travel', 'Hotels', 'Hobbies', 'Outdoors'],
  'Fees & Charges': ['Bank Fees', 'ATM Fees', 'Overdraft & Late Fees', 'Interest Charged', 'Foreign Transaction Fees'],
  'Personal Care': ['Hair & Beauty', 'Spa & Massage', 'Cosmetics & Toiletries', 'Laundry & Dry Cleaning'],
  Education: ['Tuition', 'Books & Supplies', 'Courses & Training', 'Childcare & School'],
  'Gifts & Donations': ['Gifts', 'Charity', 'Religious Giving'],
  Taxes: ['Income Tax', 'Property Tax', 'Vehicle Tax', 'Other Taxes'],
} as const satisfies Record<string, readonly string[]>;

export type Category = keyof typeof CATEGORIES;
export const CATEGORY_NAMES = Object.keys(CATEGORIES) as Category[];
/** Shown for rows no rule recognised; always needs the user's input. */
export const UNCATEGORIZED = 'Uncategorized';

export function isCategory(name: string): name is Category {
  return Object.hasOwn(CATEGORIES, name);
}

export function isSubcategoryOf(category: string, sub: string): boolean {
  return isCategory(category) && (CATEGORIES[category] as readonly string[]).includes(sub);
}

/** Below this confidence a categorization asks the user (needsUserInput). */
export const REVIEW_CONFIDENCE = 0.8;
