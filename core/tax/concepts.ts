// What a business expense is, before any tax form: read from Tag's category first (it already
// saw the bank's own category, the user's rules and corrections) and from merchant keywords second
// (in several languages, for rows Tag left generic). schedule-c.ts and uk-expenses.ts map the concept
// to their form's lines. Each answer carries a confidence and the evidence that led to it.
import { tokenize } from '../tag/keywords.ts';

export type Concept =
  | 'advertising'
  | 'vehicle'
  | 'contractors'
  | 'insurance'
  | 'health_insurance'
  | 'professional'
  | 'office'
  | 'software'
  | 'postage'
  | 'rent'
  | 'supplies'
  | 'travel'
  | 'local_transport'
  | 'meals'
  | 'power'
  | 'phone_internet'
  | 'bank_fees'
  | 'repairs'
  | 'other';

export interface ConceptHit {
  concept: Concept;
  confidence: number;
  evidence: string[];
}

export interface ExpenseFacts {
  description: string;
  merchant: string | null;
  category: string;
  subcategory?: string | null;
}

type Pick = [Concept, number];

/** Tag's categories (core/tag/categories.ts) to concepts, with how sure the category alone makes us. */
const BY_SUBCATEGORY: Record<string, Record<string, Pick>> = {
  Business: {
    Advertising: ['advertising', 0.9],
    Software: ['software', 0.8],
    'Office Supplies': ['office', 0.85],
    'Professional Services': ['professional', 0.7],
    Shipping: ['postage', 0.8],
  },
  Transportation: {
    'Gas & Fuel': ['vehicle', 0.8],
    Parking: ['vehicle', 0.75],
    'Auto Maintenance': ['vehicle', 0.75],
    'Auto Payment': ['vehicle', 0.5],
    'Public Transit': ['local_transport', 0.6],
    'Ride Share': ['local_transport', 0.6],
  },
  'Food & Dining': {
    Restaurants: ['meals', 0.75],
    'Coffee Shops': ['meals', 0.7],
    'Fast Food': ['meals', 0.7],
    'Food Delivery': ['meals', 0.65],
    'Alcohol & Bars': ['meals', 0.5],
    Groceries: ['supplies', 0.3],
  },
  Utilities: {
    Electricity: ['power', 0.8],
    Water: ['power', 0.8],
    Gas: ['power', 0.8],
    Internet: ['phone_internet', 0.85],
    'Mobile Phone': ['phone_internet', 0.85],
  },
  Housing: { Rent: ['rent', 0.7], 'Home Maintenance': ['repairs', 0.5], Mortgage: ['other', 0.2] },
  Insurance: {
    'Auto Insurance': ['vehicle', 0.6],
    'Home Insurance': ['insurance', 0.5],
    'Life Insurance': ['other', 0.2],
    'Health Insurance': ['health_insurance', 0.4],
  },
  Recreation: { Travel: ['travel', 0.8], Hotels: ['travel', 0.85], Hobbies: ['other', 0.2], Outdoors: ['other', 0.2] },
  Shopping: {
    Electronics: ['supplies', 0.6],
    'Office Supplies': ['office', 0.8],
    Books: ['supplies', 0.5],
    'Online Shopping': ['supplies', 0.4],
    'Home Goods': ['supplies', 0.35],
    Clothing: ['other', 0.2],
  },
  // the categories issue 15 added: a bank's charges are a business cost on a business account; training and business gifts are "other"
  'Fees & Charges': {
    'Bank Fees': ['bank_fees', 0.85],
    'ATM Fees': ['bank_fees', 0.8],
    'Overdraft & Late Fees': ['bank_fees', 0.75],
    'Interest Charged': ['other', 0.4],
    'Foreign Transaction Fees': ['bank_fees', 0.8],
  },
  Education: { 'Courses & Training': ['other', 0.5], 'Books & Supplies': ['supplies', 0.5] },
  'Gifts & Donations': { Gifts: ['other', 0.3] },
  Taxes: { 'Property Tax': ['other', 0.2] },
  Entertainment: { Streaming: ['software', 0.3] },
};
const BY_CATEGORY: Record<string, Pick> = {
  Business: ['other', 0.5],
  Transportation: ['vehicle', 0.5],
  'Food & Dining': ['meals', 0.5],
  Utilities: ['power', 0.6],
  Housing: ['rent', 0.4],
  Insurance: ['insurance', 0.6],
  Recreation: ['travel', 0.4],
  Shopping: ['supplies', 0.35],
  'Fees & Charges': ['bank_fees', 0.8],
  Education: ['other', 0.4],
  Taxes: ['other', 0.2],
};

/** Keywords per concept, accents stripped, matched as whole words or phrases. */
const KEYWORDS: [Concept, string[]][] = [
  [
    'meals',
    [
      'uber eats',
      'ubereats',
      'doordash',
      'grubhub',
      'deliveroo',
      'just eat',
      'restaurant',
      'restaurante',
      'ristorante',
      'cafe',
      'coffee',
      'starbucks',
      'bistro',
      'brasserie',
      'trattoria',
      'gasthaus',
      'gasthof',
      'pizzeria',
      'taqueria',
      'lunch',
      'dinner',
      'client lunch',
      'cafeteria',
    ],
  ],
  [
    'advertising',
    [
      'google ads',
      'adwords',
      'facebook ads',
      'facebk',
      'meta ads',
      'linkedin ads',
      'twitter ads',
      'bing ads',
      'mailchimp',
      'advertising',
      'advert',
      'werbung',
      'publicite',
      'publicidad',
      'pubblicita',
      'marketing',
      'canva',
      'vistaprint',
      'sponsored',
    ],
  ],
  ['contractors', ['upwork', 'fiverr', 'toptal', 'freelancer', 'contractor', 'subcontractor', 'honorar', 'payoneer']],
  [
    'professional',
    [
      'attorney',
      'lawyer',
      'legal',
      'law firm',
      'solicitor',
      'accountant',
      'accounting',
      'cpa',
      'bookkeeping',
      'bookkeeper',
      'notary',
      'notaire',
      'avocat',
      'abogado',
      'anwalt',
      'rechtsanwalt',
      'steuerberater',
      'comptable',
      'consulting',
      'legalzoom',
    ],
  ],
  [
    'bank_fees',
    [
      'bank fee',
      'service charge',
      'monthly fee',
      'account fee',
      'overdraft',
      'wire fee',
      'stripe fee',
      'paypal fee',
      'kontofuhrung',
      'gebuhr',
      'frais bancaires',
      'comision',
      'commissione',
    ],
  ],
  ['insurance', ['insurance', 'hiscox', 'next insurance', 'versicherung', 'assurance', 'seguro', 'assicurazione', 'liability']],
  ['rent', ['rent', 'lease', 'wework', 'regus', 'coworking', 'co working', 'office space', 'miete', 'loyer', 'alquiler', 'affitto']],
  ['postage', ['usps', 'fedex', 'ups', 'dhl', 'royal mail', 'post office', 'postage', 'shipstation', 'stamps com', 'la poste', 'deutsche post', 'correos']],
  [
    'software',
    [
      'adobe',
      'microsoft',
      'office 365',
      'google workspace',
      'gsuite',
      'dropbox',
      'zoom',
      'slack',
      'notion',
      'github',
      'atlassian',
      'jetbrains',
      'figma',
      'quickbooks',
      'xero',
      'freshbooks',
      'aws',
      'amazon web services',
      'digitalocean',
      'heroku',
      'shopify',
      'squarespace',
      'godaddy',
      'namecheap',
      'wix',
      'software',
      'subscription',
      'saas',
    ],
  ],
  [
    'office',
    ['staples', 'office depot', 'officemax', 'officeworks', 'ryman', 'viking direct', 'office supplies', 'stationery', 'burobedarf', 'papeterie', 'papeleria'],
  ],
  [
    'supplies',
    [
      'home depot',
      'lowes',
      'b&q',
      'screwfix',
      'toolstation',
      'ikea',
      'best buy',
      'apple store',
      'currys',
      'supplies',
      'material',
      'materials',
      'tools',
      'fournitures',
      'suministros',
      'material de oficina',
    ],
  ],
  [
    'travel',
    [
      'airline',
      'airlines',
      'airways',
      'air france',
      'lufthansa',
      'ryanair',
      'easyjet',
      'delta air',
      'united airlines',
      'american airlines',
      'southwest',
      'jetblue',
      'british airways',
      'klm',
      'iberia',
      'hotel',
      'hotels',
      'motel',
      'airbnb',
      'booking com',
      'expedia',
      'marriott',
      'hilton',
      'hyatt',
      'premier inn',
      'travelodge',
      'amtrak',
      'eurostar',
      'trainline',
      'deutsche bahn',
      'db bahn',
      'sncf',
      'renfe',
      'trenitalia',
      'flight',
      'vuelo',
      'hotel reservation',
    ],
  ],
  ['local_transport', ['uber', 'lyft', 'bolt', 'taxi', 'cab', 'tfl', 'mta', 'metro', 'subway', 'bus']],
  [
    'vehicle',
    [
      'shell',
      'exxon',
      'exxonmobil',
      'chevron',
      'bp',
      'texaco',
      'esso',
      'sunoco',
      'valero',
      'fuel',
      'petrol',
      'gas station',
      'diesel',
      'parking',
      'parkplatz',
      'toll',
      'tolls',
      'e zpass',
      'ezpass',
      'jiffy lube',
      'tankstelle',
      'carburant',
      'gasolina',
      'gasolinera',
      'benzina',
      'car wash',
      'mot',
    ],
  ],
  [
    'phone_internet',
    [
      'verizon',
      'at&t',
      't mobile',
      'tmobile',
      'comcast',
      'xfinity',
      'spectrum',
      'vodafone',
      'o2',
      'ee',
      'bt',
      'sky broadband',
      'virgin media',
      'telekom',
      'orange',
      'movistar',
      'internet',
      'broadband',
      'mobile phone',
      'cell phone',
      'telefon',
      'telephone',
    ],
  ],
  [
    'power',
    [
      'electric',
      'electricity',
      'power',
      'energy',
      'con edison',
      'pg&e',
      'duke energy',
      'octopus energy',
      'british gas',
      'edf',
      'e on',
      'water',
      'strom',
      'electricite',
      'electricidad',
      'iberdrola',
      'enel',
    ],
  ],
  ['repairs', ['repair', 'repairs', 'maintenance', 'plumber', 'electrician', 'reparatur', 'reparation', 'reparacion']],
];

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}+/gu, '');

/** The first keyword concept in the text, with the keyword that matched. */
export function keywordConcept(text: string): { concept: Concept; keyword: string } | null {
  const joined = ` ${tokenize(fold(text)).join(' ')} `;
  for (const [concept, words] of KEYWORDS) {
    for (const w of words) if (joined.includes(` ${w} `)) return { concept, keyword: w };
  }
  return null;
}

const pct = (n: number) => `${Math.round(n * 100)} %`;

/** Category first; keywords decide when the category says little, and raise confidence when they agree. */
export function conceptOf(tx: ExpenseFacts): ConceptHit {
  const cat = tx.subcategory ? BY_SUBCATEGORY[tx.category]?.[tx.subcategory] : undefined;
  const byCat: Pick | undefined = cat ?? BY_CATEGORY[tx.category];
  const kw = keywordConcept(`${tx.merchant ?? ''} ${tx.description}`);
  const catWords = `category ${tx.category}${tx.subcategory ? ` › ${tx.subcategory}` : ''}`;
  if (byCat && kw && kw.concept === byCat[0]) {
    return {
      concept: byCat[0],
      confidence: Math.min(0.95, byCat[1] + 0.1),
      evidence: [`${catWords} (${pct(byCat[1])})`, `merchant keyword "${kw.keyword}" agrees`],
    };
  }
  // a strong category wins over a keyword; a weak or generic one gives way to the merchant's words
  if (byCat && byCat[1] >= 0.6) {
    return {
      concept: byCat[0],
      confidence: byCat[1],
      evidence: [`${catWords}`, ...(kw ? [`keyword "${kw.keyword}" suggested ${kw.concept.replace('_', ' ')}, the category outweighs it`] : [])],
    };
  }
  if (kw) return { concept: kw.concept, confidence: 0.6, evidence: [`merchant keyword "${kw.keyword}"`, ...(byCat ? [`${catWords} said little`] : [])] };
  if (byCat) return { concept: byCat[0], confidence: byCat[1], evidence: [catWords] };
  return { concept: 'other', confidence: 0.2, evidence: [`nothing recognised (${catWords})`] };
}
