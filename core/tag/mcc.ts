// Merchant Category Codes → Tag's categories, and what the MCC dictionary adds to the knowledge
// base: the brand names of the airline, car-rental and hotel chain codes (3000–3999), and words
// of the code descriptions that point at one category only ("Bakeries", "Chiropractors").
import { MCC_ROWS } from './mcc-data.ts';
import { BANK_FEES, PERSONAL_CARE, TRANSFER } from './taxonomy.ts';

export interface MccCategory {
  category: string;
  subcategory: string | null;
}

type Range = readonly [from: number, to: number, category: string, subcategory: string | null];

// Hand-made from the code descriptions. Codes with no fitting category (veterinary, schools,
// child care, funeral, government) are left out: the transaction then needs other evidence.
const RANGES: readonly Range[] = [
  [780, 780, 'Housing', 'Home Maintenance'],
  [1520, 1799, 'Housing', 'Home Maintenance'],
  [2741, 2842, 'Business', 'Office Supplies'],
  [3000, 3299, 'Recreation', 'Travel'],
  [3351, 3499, 'Recreation', 'Travel'],
  [3500, 3999, 'Recreation', 'Hotels'],
  [4011, 4112, 'Transportation', 'Public Transit'],
  [4119, 4119, 'Health & Fitness', 'Doctor'],
  [4121, 4121, 'Transportation', 'Ride Share'],
  [4131, 4131, 'Transportation', 'Public Transit'],
  [4214, 4225, 'Business', 'Shipping'],
  [4411, 4411, 'Recreation', 'Travel'],
  [4457, 4468, 'Recreation', 'Outdoors'],
  [4511, 4723, 'Recreation', 'Travel'],
  [4784, 4784, 'Transportation', 'Parking'],
  [4789, 4789, 'Transportation', null],
  [4812, 4815, 'Utilities', 'Mobile Phone'],
  [4816, 4816, 'Utilities', 'Internet'],
  [4821, 4821, 'Utilities', null],
  [4829, 4829, TRANSFER, null],
  [4899, 4899, 'Utilities', 'Internet'],
  [4900, 4900, 'Utilities', null],
  [5013, 5013, 'Transportation', 'Auto Maintenance'],
  [5021, 5021, 'Business', 'Office Supplies'],
  [5039, 5039, 'Housing', 'Home Maintenance'],
  [5044, 5044, 'Business', 'Office Supplies'],
  [5045, 5045, 'Shopping', 'Electronics'],
  [5047, 5047, 'Health & Fitness', 'Doctor'],
  [5065, 5065, 'Shopping', 'Electronics'],
  [5072, 5074, 'Housing', 'Home Maintenance'],
  [5111, 5111, 'Business', 'Office Supplies'],
  [5122, 5122, 'Health & Fitness', 'Pharmacy'],
  [5131, 5139, 'Shopping', 'Clothing'],
  [5172, 5172, 'Transportation', 'Gas & Fuel'],
  [5192, 5192, 'Shopping', 'Books'],
  [5193, 5193, 'Gifts & Donations', 'Gifts'],
  [5198, 5198, 'Housing', 'Home Maintenance'],
  [5200, 5261, 'Housing', 'Home Maintenance'],
  [5300, 5300, 'Food & Dining', 'Groceries'],
  [5309, 5309, 'Recreation', 'Travel'],
  [5310, 5399, 'Shopping', null],
  [5411, 5499, 'Food & Dining', 'Groceries'],
  [5511, 5521, 'Transportation', 'Auto Payment'],
  [5531, 5533, 'Transportation', 'Auto Maintenance'],
  [5541, 5542, 'Transportation', 'Gas & Fuel'],
  [5551, 5599, 'Transportation', null],
  [5611, 5699, 'Shopping', 'Clothing'],
  [5712, 5719, 'Shopping', 'Home Goods'],
  [5722, 5722, 'Shopping', 'Home Goods'],
  [5732, 5732, 'Shopping', 'Electronics'],
  [5733, 5733, 'Recreation', 'Hobbies'],
  [5734, 5734, 'Business', 'Software'],
  [5735, 5735, 'Entertainment', 'Music'],
  [5811, 5812, 'Food & Dining', 'Restaurants'],
  [5813, 5813, 'Food & Dining', 'Alcohol & Bars'],
  [5814, 5814, 'Food & Dining', 'Fast Food'],
  [5832, 5832, 'Shopping', 'Home Goods'],
  [5912, 5912, 'Health & Fitness', 'Pharmacy'],
  [5921, 5921, 'Food & Dining', 'Alcohol & Bars'],
  [5931, 5937, 'Shopping', null],
  [5940, 5941, 'Health & Fitness', 'Sports'],
  [5942, 5942, 'Shopping', 'Books'],
  [5943, 5943, 'Business', 'Office Supplies'],
  [5944, 5944, 'Shopping', null],
  [5945, 5945, 'Recreation', 'Hobbies'],
  [5946, 5946, 'Shopping', 'Electronics'],
  [5947, 5947, 'Gifts & Donations', 'Gifts'],
  [5948, 5948, 'Shopping', 'Clothing'],
  [5949, 5949, 'Recreation', 'Hobbies'],
  [5960, 5960, 'Insurance', null],
  [5961, 5969, 'Shopping', 'Online Shopping'],
  [5970, 5972, 'Recreation', 'Hobbies'],
  [5973, 5973, 'Gifts & Donations', 'Gifts'],
  [5975, 5976, 'Health & Fitness', 'Doctor'],
  [5977, 5977, PERSONAL_CARE.category, PERSONAL_CARE.subcategory],
  [5983, 5983, 'Utilities', 'Gas'],
  [5992, 5992, 'Gifts & Donations', 'Gifts'],
  [5993, 5993, 'Shopping', null],
  [5994, 5994, 'Shopping', 'Books'],
  [5995, 5995, 'Shopping', null],
  [5996, 5996, 'Housing', 'Home Maintenance'],
  [5997, 5999, 'Shopping', null],
  [6010, 6011, TRANSFER, 'Cash Withdrawal'],
  [6051, 6051, TRANSFER, null],
  [6211, 6211, TRANSFER, 'Investments'],
  [6300, 6399, 'Insurance', null],
  [6513, 6513, 'Housing', 'Rent'],
  [7011, 7012, 'Recreation', 'Hotels'],
  [7032, 7033, 'Recreation', 'Outdoors'],
  [7210, 7216, PERSONAL_CARE.category, 'Laundry & Dry Cleaning'],
  [7217, 7217, 'Housing', 'Home Maintenance'],
  [7221, 7221, 'Recreation', 'Hobbies'],
  [7230, 7230, PERSONAL_CARE.category, 'Hair & Beauty'],
  [7251, 7251, 'Shopping', 'Clothing'],
  [7276, 7276, 'Business', 'Professional Services'],
  [7277, 7277, 'Health & Fitness', 'Doctor'],
  [7296, 7296, 'Shopping', 'Clothing'],
  [7297, 7298, PERSONAL_CARE.category, 'Spa & Massage'],
  [7311, 7311, 'Business', 'Advertising'],
  [7321, 7321, 'Business', 'Professional Services'],
  [7332, 7339, 'Business', 'Office Supplies'],
  [7342, 7349, 'Housing', 'Home Maintenance'],
  [7361, 7361, 'Business', 'Professional Services'],
  [7372, 7375, 'Business', 'Software'],
  [7379, 7379, 'Business', 'Professional Services'],
  [7392, 7392, 'Business', 'Professional Services'],
  [7393, 7393, 'Housing', 'Home Maintenance'],
  [7395, 7395, 'Recreation', 'Hobbies'],
  [7399, 7399, 'Business', 'Professional Services'],
  [7511, 7511, 'Transportation', 'Gas & Fuel'],
  [7512, 7519, 'Recreation', 'Travel'],
  [7523, 7523, 'Transportation', 'Parking'],
  [7531, 7549, 'Transportation', 'Auto Maintenance'],
  [7622, 7622, 'Shopping', 'Electronics'],
  [7623, 7699, 'Housing', 'Home Maintenance'],
  [7829, 7841, 'Entertainment', 'Movies'],
  [7911, 7911, 'Recreation', 'Hobbies'],
  [7922, 7929, 'Entertainment', 'Events'],
  [7932, 7933, 'Health & Fitness', 'Sports'],
  [7941, 7941, 'Entertainment', 'Events'],
  [7991, 7991, 'Entertainment', 'Events'],
  [7992, 7992, 'Health & Fitness', 'Sports'],
  [7993, 7995, 'Entertainment', 'Games'],
  [7996, 7996, 'Entertainment', 'Events'],
  [7997, 7997, 'Health & Fitness', 'Gym'],
  [7998, 7998, 'Entertainment', 'Events'],
  [7999, 7999, 'Recreation', null],
  [8011, 8020, 'Health & Fitness', 'Doctor'],
  [8021, 8021, 'Health & Fitness', 'Dentist'],
  [8031, 8099, 'Health & Fitness', 'Doctor'],
  [8111, 8111, 'Business', 'Professional Services'],
  [8211, 8299, 'Education', null],
  [8351, 8351, 'Education', 'Childcare & School'],
  [8398, 8398, 'Gifts & Donations', 'Charity'],
  [8661, 8661, 'Gifts & Donations', 'Religious Giving'],
  [8675, 8675, 'Transportation', null],
  [8911, 8999, 'Business', 'Professional Services'],
  [9311, 9311, 'Taxes', null],
  [9402, 9402, 'Business', 'Shipping'],
];

/** The category of a Merchant Category Code, or null when it has none in Tag's taxonomy. */
export function mccCategory(mcc: number): MccCategory | null {
  if (mcc === 6012) return { ...BANK_FEES };
  for (const [from, to, category, subcategory] of RANGES) {
    if (mcc >= from && mcc <= to) return { category, subcategory };
  }
  return null;
}

export interface MccPhrase {
  phrase: string;
  category: string;
  subcategory: string | null;
  /** the brand, for chain codes; null for a description word */
  merchant: string | null;
}

// Words that only describe the kind of chain; a chain phrase needs more than these.
const CHAIN_GENERIC = new Set([
  'air',
  'airline',
  'airlines',
  'airways',
  'aero',
  'aerolineas',
  'aviation',
  'aviacion',
  'international',
  'intl',
  'the',
  'hotel',
  'hotels',
  'hoteles',
  'inn',
  'inns',
  'motel',
  'motels',
  'motor',
  'lodge',
  'lodges',
  'resort',
  'resorts',
  'suites',
  'and',
  'rent-a-car',
  'rent',
  'a',
  'car',
  'cars',
  'rental',
  'rentals',
  'auto',
  'de',
  'des',
  'del',
  'el',
  'la',
  'express',
  'services',
  'service',
  'system',
  'group',
  'ltd',
  'inc',
  'national',
  'natl',
  'of',
  'by',
  'see',
  'formally',
  'limited',
  'casino',
  'casinos',
  'house',
  'houses',
  'by',
]);
const FILLER = new Set(['the', 'and', 'of', 'by', 'a', 'de', 'des', 'del', 'el', 'la', 'see', 'formally']);
// Chain brands distinctive enough to stand alone in a descriptor ("LUFTHANSA 2201", "NOVOTEL PARIS").
// Place names and ordinary words among the chain names (Vanguard, Coach, Piedmont, Simmons) never do.
const CHAIN_BRANDS_ALONE = new Set([
  'lufthansa',
  'aeroflot',
  'qantas',
  'alitalia',
  'swissair',
  'egyptair',
  'avianca',
  'finnair',
  'icelandair',
  'aeromexico',
  'transaero',
  'spanair',
  'asiana',
  'luxair',
  'airtran',
  'jetblue',
  'easyjet',
  'ryanair',
  'emirates',
  'bahamasair',
  'westjetair',
  'omanair',
  'sheraton',
  'hilton',
  'marriott',
  'westin',
  'meridien',
  'movenpick',
  'travelodge',
  'swissotel',
  'ramada',
  'hyatt',
  'sofitel',
  'novotel',
  'steigenberger',
  'radisson',
  'doubletree',
  'wyndham',
  'mercure',
  'shangri-la',
  'iberotel',
  'super8',
  'budgetel',
  'harrahs',
  'broadmoor',
  'townplace',
  'daystop',
  'sabena',
  'jetstar',
]);

function brandWords(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/\(.*?(?:\)|$)/g, ' ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9&-]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/**
 * Names from the chain codes: full names that include their kind ("air france", "days inn",
 * "thrifty rent-a-car", "royal air maroc") and the few brands that stand alone ("lufthansa").
 */
export function mccChainPhrases(): MccPhrase[] {
  const out: MccPhrase[] = [];
  const seen = new Set<string>();
  const push = (phrase: string, cat: MccCategory, merchant: string): void => {
    if (seen.has(phrase)) return;
    seen.add(phrase);
    out.push({ phrase, category: cat.category, subcategory: cat.subcategory, merchant });
  };
  for (const [code, combined, usda] of MCC_ROWS) {
    if (code < 3000 || code > 3999) continue;
    const cat = mccCategory(code)!;
    for (const variant of [combined, usda]) {
      for (const part of variant.split(/\s+-+\s*|,\s*|--/)) {
        const words = brandWords(part);
        if (words.length === 0 || words.length > 5 || words.some((w) => w.length < 2)) continue;
        const distinctive = words.filter((w) => !CHAIN_GENERIC.has(w));
        if (distinctive.length === 0) continue;
        const name = titleCase(part.replace(/\(.*$/, ''));
        const kinds = words.filter((w) => CHAIN_GENERIC.has(w) && !FILLER.has(w)).length;
        if (words.length >= 2 && (kinds > 0 || distinctive.length >= 2)) push(words.join(' '), cat, name);
        for (const w of distinctive) if (CHAIN_BRANDS_ALONE.has(w)) push(w, cat, titleCase(w));
      }
    }
  }
  return out;
}

// Words of the code descriptions that are informative on their own. Which category each stands
// for comes from the code table above (and a word used by two categories is dropped).
const DESCRIPTION_WORDS = new Set([
  'horticultural',
  'landscaping',
  'masonry',
  'plastering',
  'carpentry',
  'roofing',
  'insulation',
  'railroads',
  'railways',
  'ambulance',
  'taxicabs',
  'limousines',
  'trucking',
  'courier',
  'freight',
  'warehousing',
  'cruise',
  'steamship',
  'marinas',
  'airlines',
  'airports',
  'airport',
  'telephone',
  'computers',
  'ophthalmic',
  'hardware',
  'plumbing',
  'stationery',
  'druggists',
  'footwear',
  'periodicals',
  'newspapers',
  'florists',
  'flowers',
  'varnishes',
  'lumber',
  'nurseries',
  'grocery',
  'supermarkets',
  'confectionery',
  'bakeries',
  'motorcycle',
  'snowmobile',
  'furriers',
  'tailors',
  'seamstress',
  'alterations',
  'drapery',
  'fireplace',
  'musical',
  'instruments',
  'caterers',
  'taverns',
  'cocktail',
  'nightclubs',
  'discotheques',
  'pharmacies',
  'liquor',
  'secondhand',
  'bicycle',
  'camera',
  'souvenir',
  'sewing',
  'fabric',
  'galleries',
  'philatelic',
  'numismatic',
  'hearing',
  'orthopedic',
  'prosthetic',
  'cosmetic',
  'newsstands',
  'timeshares',
  'lodging',
  'motels',
  'resorts',
  'cleaners',
  'barber',
  'counseling',
  'massage',
  'advertising',
  'exterminating',
  'janitorial',
  'photofinishing',
  'towing',
  'refrigeration',
  'welding',
  'theatrical',
  'orchestras',
  'billiard',
  'bowling',
  'arcades',
  'betting',
  'lottery',
  'casino',
  'wagers',
  'carnivals',
  'circuses',
  'aquariums',
  'dolphinariums',
  'doctors',
  'physicians',
  'dentists',
  'orthodontists',
  'osteopaths',
  'chiropractors',
  'optometrists',
  'ophthalmologists',
  'opticians',
  'eyeglasses',
  'podiatrists',
  'chiropodists',
  'hospitals',
  'attorneys',
  'charitable',
  'architectural',
  'surveying',
  'accounting',
  'auditing',
  'bookkeeping',
  'postal',
  'garages',
]);

/**
 * Description words that point at one category ("bakeries", "chiropractors", "florists",
 * "taxicabs"), as low-confidence keywords; the hand-made dictionary in keywords.ts comes first.
 */
export function mccDescriptionKeywords(): MccPhrase[] {
  const seen = new Map<string, MccCategory | null>();
  for (const [code, combined, usda] of MCC_ROWS) {
    if (code >= 3000 && code <= 3999) continue;
    const cat = mccCategory(code);
    if (!cat || cat.category === TRANSFER) continue;
    for (const w of `${combined} ${usda}`
      .toLowerCase()
      .replace(/['’]/g, '')
      .split(/[^a-z]+/)) {
      if (!DESCRIPTION_WORDS.has(w)) continue;
      const prev = seen.get(w);
      if (prev === undefined) seen.set(w, cat);
      else if (prev !== null && (prev.category !== cat.category || prev.subcategory !== cat.subcategory)) seen.set(w, null);
    }
  }
  const out: MccPhrase[] = [];
  for (const [phrase, cat] of seen) if (cat) out.push({ phrase, category: cat.category, subcategory: cat.subcategory, merchant: null });
  return out;
}

function titleCase(s: string): string {
  return s
    .trim()
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, p: string, c: string) => p + c.toUpperCase());
}
