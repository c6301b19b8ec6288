// Tag's built-in knowledge base: a merchant and keyword dictionary over the 11 categories, bank
// fees, income words, and the wording of transfers (credit-card payments, moves to savings, cash).
// Descriptions are split into words once; every 1–4-word phrase is looked up in one Map, so the
// cost per description is a few dozen hash lookups, not hundreds of regular expressions.
import { type CATEGORIES, UNCATEGORIZED, type Category } from './categories.ts';
import { mccChainPhrases, mccDescriptionKeywords } from './mcc.ts';
import { BANK_FEES, PERSONAL_CARE, TRANSFER, type TransferSubcategory } from './taxonomy.ts';

export interface KeywordCategorization {
  category: string;
  subcategory: string | null;
  confidence: number;
  source: 'keywords' | 'sign' | 'none';
  merchant: string | null;
}

type Sub<C extends Category> = (typeof CATEGORIES)[C][number];

/**
 * What a phrase is evidence of. 'spend': a merchant or a kind of shop (any sign; money coming in
 * from it is a refund). 'income': only when money comes in (salary, refund, interest words).
 * 'fee': a bank charge, whatever the sign. 'transfer': money between the user's own accounts,
 * a card or loan payment, savings, cash. 'weakTransfer': wording that usually means a payment
 * to or from a person ("PAYMENT RECEIVED", "SEND MONEY"), used only when nothing else matches.
 */
export type KnowledgeKind = 'spend' | 'income' | 'fee' | 'transfer' | 'weakTransfer';

interface Rule {
  category: string;
  subcategory: string | null;
  merchant: string | null;
  confidence: number;
  kind: KnowledgeKind;
  /**
   * Which phrase wins when several match: bank fees (4) › housing and car loans (3.5) › transfers
   * (3) › named merchants (2) › generic words (1) › payments to people (0.5); then the longer phrase.
   */
  tier: number;
  words: number;
  /** only for money going out ('out') or coming in ('in'); income words are always 'in' */
  sign?: 'in' | 'out';
}

const TRAILING_DIGITS_RE = /^(\p{L}{3,})\d+$/u;

const WORD_CHAR_RE = /[\p{L}\p{N}]/u;

/** Lower-case words of a description, punctuation (except &) as spaces: the dictionary's view of it. */
export function tokenize(text: string): string[] {
  const lower = text.toLowerCase();
  const out: string[] = [];
  let start = -1;
  let word = '';
  for (let i = 0; i <= lower.length; i++) {
    const c = i < lower.length ? lower.charCodeAt(i) : 32;
    const wordChar = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 38 || (c > 127 && c !== 0x2019 && WORD_CHAR_RE.test(lower[i]!));
    if (wordChar) {
      if (start === -1) start = i;
      continue;
    }
    if (c === 39 || c === 0x2019 || c === 96) {
      // apostrophes join: "joe's" → "joes"
      if (start !== -1) {
        word += lower.slice(start, i);
        start = -1;
      }
      continue;
    }
    if (start !== -1) {
      word += lower.slice(start, i);
      start = -1;
    }
    if (word !== '') {
      out.push(word);
      word = '';
    }
    if (c === 43) out.push('plus');
  }
  return out;
}

const PHRASES = new Map<string, Rule>();
/** every proper prefix of a phrase ("whole", "whole foods" of "whole foods market"): lets the lookup stop early */
const PREFIXES = new Set<string>();
let maxWords = 1;

function add(phrases: string, rule: Omit<Rule, 'words'>): void {
  for (const p of phrases.split('|')) {
    const tokens = tokenize(p);
    if (tokens.length === 0) continue;
    const key = tokens.join(' ');
    const existing = PHRASES.get(key);
    if (existing && existing.tier >= rule.tier) continue; // first definition wins
    PHRASES.set(key, { ...rule, words: tokens.length });
    for (let i = 1; i < tokens.length; i++) PREFIXES.add(tokens.slice(0, i).join(' '));
    if (tokens.length > maxWords) maxWords = tokens.length;
  }
}

/** A named merchant: strong evidence. */
function m<C extends Category>(phrases: string, category: C, sub: Sub<C> | null, merchant: string, confidence = 0.95): void {
  add(phrases, { category, subcategory: sub, merchant, confidence, kind: 'spend', tier: 2 });
}

/** Brands of one kind ("engen|sasol|caltex"): as strong as a named merchant; the name shown is the descriptor's own. */
function brands<C extends Category>(phrases: string, category: C, sub: Sub<C> | null, confidence = 0.9): void {
  add(phrases, { category, subcategory: sub, merchant: null, confidence, kind: 'spend', tier: 2 });
}

/** A generic word ("coffee", "pharmacy"): good evidence, no merchant name. */
function k<C extends Category>(phrases: string, category: C, sub: Sub<C> | null, confidence = 0.85): void {
  add(phrases, { category, subcategory: sub, merchant: null, confidence, kind: 'spend', tier: 1 });
}

/** Words that mean income only when money comes in ("PAYROLL", "REFUND", "INTEREST PAID"). */
function income(phrases: string, sub: Sub<'Income'>, confidence = 0.95): void {
  add(phrases, { category: 'Income', subcategory: sub, merchant: null, confidence, kind: 'income', tier: 1 });
}

/** A bank charge: outranks any merchant named in the same line ("… Purchase Fee: Netflix.com"). */
function fee(phrases: string, confidence = 0.92): void {
  add(phrases, { category: BANK_FEES.category, subcategory: BANK_FEES.subcategory, merchant: null, confidence, kind: 'fee', tier: 4 });
}

/** Money between the user's own accounts, a card or loan payment, savings, investments, cash. */
function transfer(phrases: string, sub: TransferSubcategory | null, confidence = 0.92, merchant: string | null = null): void {
  add(phrases, { category: TRANSFER, subcategory: sub, merchant, confidence, kind: 'transfer', tier: 3 });
}

/** A payment to or from someone, not obviously the user's own account: asks the user. */
function weakTransfer(phrases: string, sub: TransferSubcategory | null, confidence = 0.6): void {
  add(phrases, { category: TRANSFER, subcategory: sub, merchant: null, confidence, kind: 'weakTransfer', tier: 0.5 });
}

/** Barbers, salons, spas, cosmetics (see taxonomy.ts PERSONAL_CARE); `brand`: named chains. */
type CareSub = 'Hair & Beauty' | 'Spa & Massage' | 'Cosmetics & Toiletries' | 'Laundry & Dry Cleaning';
function personalCare(phrases: string, sub: CareSub, brand = false, confidence = 0.85): void {
  add(phrases, { category: PERSONAL_CARE.category, subcategory: sub, merchant: null, confidence, kind: 'spend', tier: brand ? 2 : 1 });
}

// ── Food & Dining ────────────────────────────────────────────────────────────────────────────
m('starbucks|starbucks store|sbux', 'Food & Dining', 'Coffee Shops', 'Starbucks');
m('dunkin|dunkin donuts', 'Food & Dining', 'Coffee Shops', "Dunkin'");
m("peet's|peets coffee|peets", 'Food & Dining', 'Coffee Shops', "Peet's Coffee");
m('blue bottle', 'Food & Dining', 'Coffee Shops', 'Blue Bottle Coffee');
m('tim hortons', 'Food & Dining', 'Coffee Shops', 'Tim Hortons');
m('costa coffee', 'Food & Dining', 'Coffee Shops', 'Costa Coffee');
m('caffe nero|cafe nero', 'Food & Dining', 'Coffee Shops', 'Caffè Nero');
m('pret a manger|pret', 'Food & Dining', 'Coffee Shops', 'Pret A Manger', 0.9);
m('dutch bros', 'Food & Dining', 'Coffee Shops', 'Dutch Bros');
m('caribou coffee', 'Food & Dining', 'Coffee Shops', 'Caribou Coffee');
m('philz coffee|philz', 'Food & Dining', 'Coffee Shops', 'Philz Coffee');
m('coffee bean', 'Food & Dining', 'Coffee Shops', 'The Coffee Bean & Tea Leaf');
k('coffee|cafe|café|caffe|espresso|roasters|coffeehouse|coffee shop|tea house', 'Food & Dining', 'Coffee Shops', 0.85);

m("mcdonald's|mcdonalds|mcdonald", 'Food & Dining', 'Fast Food', "McDonald's");
m('burger king', 'Food & Dining', 'Fast Food', 'Burger King');
m("wendy's|wendys", 'Food & Dining', 'Fast Food', "Wendy's");
m('taco bell', 'Food & Dining', 'Fast Food', 'Taco Bell');
m('kfc|kentucky fried', 'Food & Dining', 'Fast Food', 'KFC');
m('chipotle', 'Food & Dining', 'Fast Food', 'Chipotle');
m('subway', 'Food & Dining', 'Fast Food', 'Subway', 0.9);
m('chick fil a|chickfila', 'Food & Dining', 'Fast Food', 'Chick-fil-A');
m('five guys', 'Food & Dining', 'Fast Food', 'Five Guys');
m('panera|panera bread', 'Food & Dining', 'Fast Food', 'Panera Bread');
m('popeyes', 'Food & Dining', 'Fast Food', 'Popeyes');
m("domino's|dominos", 'Food & Dining', 'Fast Food', "Domino's");
m('pizza hut', 'Food & Dining', 'Fast Food', 'Pizza Hut');
m("papa john's|papa johns", 'Food & Dining', 'Fast Food', "Papa John's");
m('jack in the box', 'Food & Dining', 'Fast Food', 'Jack in the Box');
m('in n out|in-n-out', 'Food & Dining', 'Fast Food', 'In-N-Out Burger');
m('shake shack', 'Food & Dining', 'Fast Food', 'Shake Shack');
m('sonic drive', 'Food & Dining', 'Fast Food', 'Sonic');
m("arby's|arbys", 'Food & Dining', 'Fast Food', "Arby's");
m('dairy queen', 'Food & Dining', 'Fast Food', 'Dairy Queen');
m('panda express', 'Food & Dining', 'Fast Food', 'Panda Express');
m("jimmy john's|jimmy johns", 'Food & Dining', 'Fast Food', "Jimmy John's");
m('qdoba', 'Food & Dining', 'Fast Food', 'Qdoba');
m('wingstop', 'Food & Dining', 'Fast Food', 'Wingstop');
m('little caesars', 'Food & Dining', 'Fast Food', 'Little Caesars');
m('whataburger', 'Food & Dining', 'Fast Food', 'Whataburger');
m('greggs', 'Food & Dining', 'Fast Food', 'Greggs');
m('sweetgreen', 'Food & Dining', 'Fast Food', 'Sweetgreen');
k('burger|burgers|pizza|pizzeria|taco|taqueria|fried chicken|drive thru|hot dog|donut|donuts|bagel|bagels', 'Food & Dining', 'Fast Food', 0.8);

m('olive garden', 'Food & Dining', 'Restaurants', 'Olive Garden');
m("applebee's|applebees", 'Food & Dining', 'Restaurants', "Applebee's");
m('cheesecake factory', 'Food & Dining', 'Restaurants', 'The Cheesecake Factory');
m("chili's|chilis", 'Food & Dining', 'Restaurants', "Chili's");
m('texas roadhouse', 'Food & Dining', 'Restaurants', 'Texas Roadhouse');
m('outback steakhouse|outback', 'Food & Dining', 'Restaurants', 'Outback Steakhouse');
m('red lobster', 'Food & Dining', 'Restaurants', 'Red Lobster');
m('ihop', 'Food & Dining', 'Restaurants', 'IHOP');
m("denny's|dennys", 'Food & Dining', 'Restaurants', "Denny's");
m('cracker barrel', 'Food & Dining', 'Restaurants', 'Cracker Barrel');
m('p f changs|pf changs', 'Food & Dining', 'Restaurants', "P.F. Chang's");
m('wagamama', 'Food & Dining', 'Restaurants', 'Wagamama');
m("nando's|nandos", 'Food & Dining', 'Restaurants', "Nando's");
m('pizza express', 'Food & Dining', 'Restaurants', 'PizzaExpress');
k(
  'restaurant|restaurants|grill|grille|bistro|brasserie|diner|eatery|sushi|ramen|steakhouse|trattoria|osteria|cantina|bbq|barbecue|kitchen & bar|noodle|noodles|thai|pho|dim sum|tapas|tst',
  'Food & Dining',
  'Restaurants',
  0.8,
);

m('whole foods|wholefds|whole foods market', 'Food & Dining', 'Groceries', 'Whole Foods Market');
m("trader joe's|trader joes|trader joe|traderjoes", 'Food & Dining', 'Groceries', "Trader Joe's");
m('kroger', 'Food & Dining', 'Groceries', 'Kroger');
m('safeway', 'Food & Dining', 'Groceries', 'Safeway');
m('publix', 'Food & Dining', 'Groceries', 'Publix');
m('aldi', 'Food & Dining', 'Groceries', 'Aldi');
m('lidl', 'Food & Dining', 'Groceries', 'Lidl');
m('h e b|heb', 'Food & Dining', 'Groceries', 'H-E-B');
m('wegmans', 'Food & Dining', 'Groceries', 'Wegmans');
m('albertsons', 'Food & Dining', 'Groceries', 'Albertsons');
m('food lion', 'Food & Dining', 'Groceries', 'Food Lion');
m('giant eagle', 'Food & Dining', 'Groceries', 'Giant Eagle');
m('stop & shop|stop and shop', 'Food & Dining', 'Groceries', 'Stop & Shop');
m('sprouts farmers|sprouts', 'Food & Dining', 'Groceries', 'Sprouts Farmers Market');
m('meijer', 'Food & Dining', 'Groceries', 'Meijer');
m('winco', 'Food & Dining', 'Groceries', 'WinCo Foods');
m('vons', 'Food & Dining', 'Groceries', 'Vons');
m('ralphs', 'Food & Dining', 'Groceries', 'Ralphs');
m('harris teeter', 'Food & Dining', 'Groceries', 'Harris Teeter');
m('hy vee|hyvee', 'Food & Dining', 'Groceries', 'Hy-Vee');
m('costco|costco whse|costco wholesale', 'Food & Dining', 'Groceries', 'Costco');
m("sam's club|sams club|samsclub", 'Food & Dining', 'Groceries', "Sam's Club");
m('walmart|wal mart|wm supercenter|walmart supercenter', 'Food & Dining', 'Groceries', 'Walmart', 0.9);
m('instacart', 'Food & Dining', 'Groceries', 'Instacart');
m('tesco|tesco stores', 'Food & Dining', 'Groceries', 'Tesco');
m("sainsbury's|sainsburys|sainsbury|js online grocery", 'Food & Dining', 'Groceries', "Sainsbury's");
m('asda', 'Food & Dining', 'Groceries', 'Asda');
m('morrisons', 'Food & Dining', 'Groceries', 'Morrisons');
m('waitrose', 'Food & Dining', 'Groceries', 'Waitrose');
m('ocado', 'Food & Dining', 'Groceries', 'Ocado');
m('co op food|coop food|co operative food', 'Food & Dining', 'Groceries', 'Co-op Food');
m('m&s food|m&s simply food', 'Food & Dining', 'Groceries', 'M&S Food');
k('grocery|groceries|supermarket|supermercado|food market|farmers market|fresh market|butcher|greengrocer', 'Food & Dining', 'Groceries', 0.85);

k('bar', 'Food & Dining', 'Alcohol & Bars', 0.7);
k(
  'pub|brewery|brewing|taproom|tavern|saloon|liquor|liquors|wine bar|wine shop|winery|spirits|beer|cocktail|cocktails|lounge',
  'Food & Dining',
  'Alcohol & Bars',
  0.8,
);
m('total wine', 'Food & Dining', 'Alcohol & Bars', 'Total Wine & More');
m('bevmo', 'Food & Dining', 'Alcohol & Bars', 'BevMo!');

m('doordash|dd doordash|door dash', 'Food & Dining', 'Food Delivery', 'DoorDash');
m('uber eats|ubereats|uber eat', 'Food & Dining', 'Food Delivery', 'Uber Eats');
m('grubhub', 'Food & Dining', 'Food Delivery', 'Grubhub');
m('postmates', 'Food & Dining', 'Food Delivery', 'Postmates');
m('seamless', 'Food & Dining', 'Food Delivery', 'Seamless');
m('deliveroo', 'Food & Dining', 'Food Delivery', 'Deliveroo');
m('just eat|justeat', 'Food & Dining', 'Food Delivery', 'Just Eat');
m('caviar', 'Food & Dining', 'Food Delivery', 'Caviar');
m('gopuff', 'Food & Dining', 'Food Delivery', 'Gopuff');

// ── Transportation ───────────────────────────────────────────────────────────────────────────
m('shell|shell oil|shell service', 'Transportation', 'Gas & Fuel', 'Shell', 0.9);
m('chevron', 'Transportation', 'Gas & Fuel', 'Chevron');
m('exxon|exxonmobil|exxon mobil', 'Transportation', 'Gas & Fuel', 'ExxonMobil');
m('mobil', 'Transportation', 'Gas & Fuel', 'Mobil', 0.9);
m('bp|bp oil|bp products', 'Transportation', 'Gas & Fuel', 'BP', 0.9);
m('arco', 'Transportation', 'Gas & Fuel', 'ARCO');
m('sunoco', 'Transportation', 'Gas & Fuel', 'Sunoco');
m('valero', 'Transportation', 'Gas & Fuel', 'Valero');
m('texaco', 'Transportation', 'Gas & Fuel', 'Texaco');
m('citgo', 'Transportation', 'Gas & Fuel', 'Citgo');
m('phillips 66', 'Transportation', 'Gas & Fuel', 'Phillips 66');
m('marathon petro|marathon gas', 'Transportation', 'Gas & Fuel', 'Marathon');
m('speedway', 'Transportation', 'Gas & Fuel', 'Speedway', 0.9);
m('wawa', 'Transportation', 'Gas & Fuel', 'Wawa', 0.9);
m('sheetz', 'Transportation', 'Gas & Fuel', 'Sheetz', 0.9);
m('circle k', 'Transportation', 'Gas & Fuel', 'Circle K', 0.9);
m('quiktrip', 'Transportation', 'Gas & Fuel', 'QuikTrip', 0.9);
m('racetrac', 'Transportation', 'Gas & Fuel', 'RaceTrac', 0.9);
m("casey's|caseys general", 'Transportation', 'Gas & Fuel', "Casey's", 0.9);
m("love's travel|loves travel", 'Transportation', 'Gas & Fuel', "Love's Travel Stops");
m('costco gas', 'Transportation', 'Gas & Fuel', 'Costco Gas');
m("sam's fuel|sams fuel|sams club fuel", 'Transportation', 'Gas & Fuel', "Sam's Club Fuel");
m('tesco pfs|tesco petrol', 'Transportation', 'Gas & Fuel', 'Tesco Petrol');
m("sainsbury's petrol|sainsburys petrol", 'Transportation', 'Gas & Fuel', "Sainsbury's Petrol");
m('asda petrol', 'Transportation', 'Gas & Fuel', 'Asda Petrol');
m('esso', 'Transportation', 'Gas & Fuel', 'Esso');
k('fuel|petrol|gasoline|gas station|filling station|service station|diesel|ev charging|supercharger', 'Transportation', 'Gas & Fuel', 0.85);

m('uber|uber trip|uber ride|uber bv', 'Transportation', 'Ride Share', 'Uber');
m('lyft|lyft ride', 'Transportation', 'Ride Share', 'Lyft');
m('bolt eu|bolt ride', 'Transportation', 'Ride Share', 'Bolt');
m('curb mobility', 'Transportation', 'Ride Share', 'Curb');
m('addison lee', 'Transportation', 'Ride Share', 'Addison Lee');
k('taxi|cab fare|yellow cab|taxicab|limo|chauffeur', 'Transportation', 'Ride Share', 0.85);

m('mta|nyct|mta nyct|metrocard|omny', 'Transportation', 'Public Transit', 'MTA', 0.9);
m('bart', 'Transportation', 'Public Transit', 'BART', 0.9);
m('clipper', 'Transportation', 'Public Transit', 'Clipper', 0.9);
m('wmata', 'Transportation', 'Public Transit', 'WMATA');
m('septa', 'Transportation', 'Public Transit', 'SEPTA');
m('mbta', 'Transportation', 'Public Transit', 'MBTA');
m('caltrain', 'Transportation', 'Public Transit', 'Caltrain');
m('amtrak', 'Transportation', 'Public Transit', 'Amtrak');
m('tfl|tfl travel|transport for london|oyster', 'Transportation', 'Public Transit', 'Transport for London', 0.9);
m('trainline', 'Transportation', 'Public Transit', 'Trainline');
m('national rail', 'Transportation', 'Public Transit', 'National Rail');
k('transit|metro transit|light rail|commuter rail|bus fare|bus ticket|train ticket|rail ticket|ferry', 'Transportation', 'Public Transit', 0.8);

m('parkmobile|park mobile', 'Transportation', 'Parking', 'ParkMobile');
m('spothero', 'Transportation', 'Parking', 'SpotHero');
m('paybyphone', 'Transportation', 'Parking', 'PayByPhone');
m('laz parking', 'Transportation', 'Parking', 'LAZ Parking');
m('impark', 'Transportation', 'Parking', 'Impark');
m('e zpass|ezpass|fastrak|sunpass|txtag|peach pass', 'Transportation', 'Parking', 'Toll road');
k('parking|car park|garage parking|toll|tolls|tollway|meter parking', 'Transportation', 'Parking', 0.85);

m('jiffy lube', 'Transportation', 'Auto Maintenance', 'Jiffy Lube');
m('autozone', 'Transportation', 'Auto Maintenance', 'AutoZone');
m("o'reilly auto|oreilly auto", 'Transportation', 'Auto Maintenance', "O'Reilly Auto Parts");
m('advance auto', 'Transportation', 'Auto Maintenance', 'Advance Auto Parts');
m('pep boys', 'Transportation', 'Auto Maintenance', 'Pep Boys');
m('firestone', 'Transportation', 'Auto Maintenance', 'Firestone');
m('midas', 'Transportation', 'Auto Maintenance', 'Midas');
m('goodyear', 'Transportation', 'Auto Maintenance', 'Goodyear');
m('discount tire', 'Transportation', 'Auto Maintenance', 'Discount Tire');
m('valvoline', 'Transportation', 'Auto Maintenance', 'Valvoline');
m('kwik fit', 'Transportation', 'Auto Maintenance', 'Kwik Fit');
m('halfords', 'Transportation', 'Auto Maintenance', 'Halfords');
k(
  'car wash|auto repair|auto parts|oil change|tire|tires|tyres|mechanic|auto service|auto body|smog check|dmv|car registration',
  'Transportation',
  'Auto Maintenance',
  0.85,
);

m('toyota financial|toyota motor credit', 'Transportation', 'Auto Payment', 'Toyota Financial Services');
m('honda finance|american honda finance', 'Transportation', 'Auto Payment', 'Honda Financial Services');
m('ford credit|ford motor credit', 'Transportation', 'Auto Payment', 'Ford Credit');
m('gm financial', 'Transportation', 'Auto Payment', 'GM Financial');
m('ally auto', 'Transportation', 'Auto Payment', 'Ally Auto');
m('tesla motors|tesla inc', 'Transportation', 'Auto Payment', 'Tesla', 0.9);
k('auto loan|car loan|car payment|auto payment|vehicle loan|auto pay loan', 'Transportation', 'Auto Payment', 0.85);

// ── Shopping ─────────────────────────────────────────────────────────────────────────────────
m('amazon|amazon com|amzn|amzn mktp|amazon mktplace|amazon marketplace|amazon mktp', 'Shopping', 'Online Shopping', 'Amazon');
// the marketplaces of the other header languages' countries
brands(
  'allegro|allegro pl|zalando|bol com|bol.com|cdiscount|mercado livre|mercadolivre|mercado libre|emag|alza|alza cz|otto versand|vinted|olx',
  'Shopping',
  'Online Shopping',
  0.85,
);
m('walmart com|wal mart com', 'Shopping', 'Online Shopping', 'Walmart.com');
m('ebay', 'Shopping', 'Online Shopping', 'eBay');
m('etsy', 'Shopping', 'Online Shopping', 'Etsy');
m('shein', 'Shopping', 'Online Shopping', 'Shein');
m('temu', 'Shopping', 'Online Shopping', 'Temu');
m('aliexpress', 'Shopping', 'Online Shopping', 'AliExpress');
m('wish com', 'Shopping', 'Online Shopping', 'Wish');
m('asos', 'Shopping', 'Clothing', 'ASOS');
m('zappos', 'Shopping', 'Clothing', 'Zappos');
m('chewy', 'Shopping', 'Online Shopping', 'Chewy');

m('best buy|bestbuy', 'Shopping', 'Electronics', 'Best Buy');
m('apple store|apple online store', 'Shopping', 'Electronics', 'Apple Store');
m('newegg', 'Shopping', 'Electronics', 'Newegg');
m('b&h photo', 'Shopping', 'Electronics', 'B&H Photo');
m('micro center', 'Shopping', 'Electronics', 'Micro Center');
m('currys|currys pc world', 'Shopping', 'Electronics', 'Currys');
m('radioshack', 'Shopping', 'Electronics', 'RadioShack');
k('electronics', 'Shopping', 'Electronics', 0.85);

m('target|target com|target t', 'Shopping', 'Home Goods', 'Target', 0.9);
m('ikea', 'Shopping', 'Home Goods', 'IKEA');
m('wayfair', 'Shopping', 'Home Goods', 'Wayfair');
m('bed bath & beyond|bed bath', 'Shopping', 'Home Goods', 'Bed Bath & Beyond');
m('homegoods', 'Shopping', 'Home Goods', 'HomeGoods');
m('crate & barrel|crate and barrel', 'Shopping', 'Home Goods', 'Crate & Barrel');
m('pottery barn', 'Shopping', 'Home Goods', 'Pottery Barn');
m('williams sonoma', 'Shopping', 'Home Goods', 'Williams Sonoma');
m('dollar tree', 'Shopping', 'Home Goods', 'Dollar Tree');
m('dollar general', 'Shopping', 'Home Goods', 'Dollar General');
m('family dollar', 'Shopping', 'Home Goods', 'Family Dollar');
m('argos', 'Shopping', 'Home Goods', 'Argos');
m('dunelm', 'Shopping', 'Home Goods', 'Dunelm');
m('john lewis', 'Shopping', 'Home Goods', 'John Lewis');
m('big lots', 'Shopping', 'Home Goods', 'Big Lots');
m('container store', 'Shopping', 'Home Goods', 'The Container Store');
k('home goods|furniture|mattress|homeware|housewares|department store', 'Shopping', 'Home Goods', 0.8);

m('h&m|hm com', 'Shopping', 'Clothing', 'H&M');
m('zara', 'Shopping', 'Clothing', 'Zara');
m('uniqlo', 'Shopping', 'Clothing', 'Uniqlo');
m('gap|gap inc|gap outlet', 'Shopping', 'Clothing', 'Gap', 0.9);
m('old navy', 'Shopping', 'Clothing', 'Old Navy');
m('banana republic', 'Shopping', 'Clothing', 'Banana Republic');
m('nike|nike com', 'Shopping', 'Clothing', 'Nike');
m('adidas', 'Shopping', 'Clothing', 'Adidas');
m('tj maxx|tjmaxx|t j maxx', 'Shopping', 'Clothing', 'TJ Maxx');
m('marshalls', 'Shopping', 'Clothing', 'Marshalls');
m('ross stores|ross dress', 'Shopping', 'Clothing', 'Ross');
m('nordstrom|nordstrom rack', 'Shopping', 'Clothing', 'Nordstrom');
m("macy's|macys", 'Shopping', 'Clothing', "Macy's");
m("kohl's|kohls", 'Shopping', 'Clothing', "Kohl's");
m('foot locker', 'Shopping', 'Clothing', 'Foot Locker');
m('primark', 'Shopping', 'Clothing', 'Primark');
m('lululemon', 'Shopping', 'Clothing', 'Lululemon');
m('urban outfitters', 'Shopping', 'Clothing', 'Urban Outfitters');
m('american eagle', 'Shopping', 'Clothing', 'American Eagle');
m('forever 21', 'Shopping', 'Clothing', 'Forever 21');
m('j crew|jcrew', 'Shopping', 'Clothing', 'J.Crew');
m('burlington', 'Shopping', 'Clothing', 'Burlington');
m('dsw', 'Shopping', 'Clothing', 'DSW');
m('marks & spencer|marks and spencer|m&s', 'Shopping', 'Clothing', 'Marks & Spencer', 0.9);
m('next retail', 'Shopping', 'Clothing', 'Next');
k('clothing|apparel|boutique|shoes|shoe store|fashion|outfitters|tailor', 'Shopping', 'Clothing', 0.8);

m('barnes & noble|barnes and noble|barnes noble|bn com', 'Shopping', 'Books', 'Barnes & Noble');
m('books a million', 'Shopping', 'Books', 'Books-A-Million');
m('waterstones', 'Shopping', 'Books', 'Waterstones');
m('half price books', 'Shopping', 'Books', 'Half Price Books');
m('audible', 'Shopping', 'Books', 'Audible');
m('kindle|kindle svcs|kindle unlimited', 'Shopping', 'Books', 'Kindle');
k('books|bookstore|bookshop|booksellers', 'Shopping', 'Books', 0.85);

m('1 800 flowers|1800flowers', 'Gifts & Donations', 'Gifts', '1-800-Flowers');
m('ftd', 'Gifts & Donations', 'Gifts', 'FTD');
m('edible arrangements', 'Gifts & Donations', 'Gifts', 'Edible Arrangements');
m('hallmark', 'Gifts & Donations', 'Gifts', 'Hallmark');
k('gift|gifts|gift shop|florist|flowers|gift card', 'Gifts & Donations', 'Gifts', 0.8);

// ── Entertainment ────────────────────────────────────────────────────────────────────────────
m('netflix|netflix com', 'Entertainment', 'Streaming', 'Netflix');
m('hulu', 'Entertainment', 'Streaming', 'Hulu');
m('disney plus|disneyplus|disney+', 'Entertainment', 'Streaming', 'Disney+');
m('hbo max|hbomax|hbo', 'Entertainment', 'Streaming', 'Max');
m('max com', 'Entertainment', 'Streaming', 'Max');
m('paramount plus|paramount+|paramountplus', 'Entertainment', 'Streaming', 'Paramount+');
m('peacock|peacocktv', 'Entertainment', 'Streaming', 'Peacock');
m('youtube premium|youtube tv|youtubepremium|google youtube|youtube', 'Entertainment', 'Streaming', 'YouTube');
m('apple tv|apple tv plus', 'Entertainment', 'Streaming', 'Apple TV+');
m('prime video|amazon prime video|amazon video', 'Entertainment', 'Streaming', 'Prime Video');
m('crunchyroll', 'Entertainment', 'Streaming', 'Crunchyroll');
m('sling tv|sling com', 'Entertainment', 'Streaming', 'Sling TV');
m('fubo|fubotv', 'Entertainment', 'Streaming', 'Fubo');
m('discovery plus', 'Entertainment', 'Streaming', 'Discovery+');
m('espn plus', 'Entertainment', 'Streaming', 'ESPN+');
m('starz', 'Entertainment', 'Streaming', 'Starz');
m('showtime', 'Entertainment', 'Streaming', 'Showtime');
m('now tv|nowtv', 'Entertainment', 'Streaming', 'NOW');
m('britbox', 'Entertainment', 'Streaming', 'BritBox');
m('dazn', 'Entertainment', 'Streaming', 'DAZN');
m('apple com bill|itunes com|itunes', 'Entertainment', 'Streaming', 'Apple', 0.85);
k('streaming|subscription tv', 'Entertainment', 'Streaming', 0.8);

m('spotify|spotify usa|spotify ab', 'Entertainment', 'Music', 'Spotify');
m('apple music', 'Entertainment', 'Music', 'Apple Music');
m('pandora', 'Entertainment', 'Music', 'Pandora');
m('tidal', 'Entertainment', 'Music', 'Tidal', 0.9);
m('amazon music', 'Entertainment', 'Music', 'Amazon Music');
m('youtube music', 'Entertainment', 'Music', 'YouTube Music');
m('soundcloud', 'Entertainment', 'Music', 'SoundCloud');
m('deezer', 'Entertainment', 'Music', 'Deezer');
m('sirius xm|siriusxm|sirius', 'Entertainment', 'Music', 'SiriusXM');

m('amc|amc theatres|amc theaters', 'Entertainment', 'Movies', 'AMC Theatres', 0.9);
m('regal cinemas|regal', 'Entertainment', 'Movies', 'Regal', 0.9);
m('cinemark', 'Entertainment', 'Movies', 'Cinemark');
m('fandango', 'Entertainment', 'Movies', 'Fandango');
m('alamo drafthouse', 'Entertainment', 'Movies', 'Alamo Drafthouse');
m('odeon', 'Entertainment', 'Movies', 'Odeon');
m('vue cinema|vue cinemas', 'Entertainment', 'Movies', 'Vue');
m('cineworld', 'Entertainment', 'Movies', 'Cineworld');
k('cinema|cinemas|movie|movies|theatre|theater|theatres|theaters|imax|film', 'Entertainment', 'Movies', 0.8);

m('steam|steampowered|steam games|steam purchase', 'Entertainment', 'Games', 'Steam', 0.9);
m('playstation|psn|sony playstation', 'Entertainment', 'Games', 'PlayStation');
m('xbox|microsoft xbox', 'Entertainment', 'Games', 'Xbox');
m('nintendo', 'Entertainment', 'Games', 'Nintendo');
m('gamestop', 'Entertainment', 'Games', 'GameStop');
m('epic games', 'Entertainment', 'Games', 'Epic Games');
m('twitch', 'Entertainment', 'Games', 'Twitch');
m('roblox', 'Entertainment', 'Games', 'Roblox');
m('blizzard', 'Entertainment', 'Games', 'Blizzard');
k('games|gaming|arcade|video game', 'Entertainment', 'Games', 0.8);

m('ticketmaster', 'Entertainment', 'Events', 'Ticketmaster');
m('stubhub', 'Entertainment', 'Events', 'StubHub');
m('eventbrite', 'Entertainment', 'Events', 'Eventbrite');
m('live nation|livenation', 'Entertainment', 'Events', 'Live Nation');
m('seatgeek', 'Entertainment', 'Events', 'SeatGeek');
m('axs', 'Entertainment', 'Events', 'AXS');
k('tickets|ticket|concert|concerts|festival|museum|zoo|aquarium|theme park|amusement', 'Entertainment', 'Events', 0.8);

// ── Income ───────────────────────────────────────────────────────────────────────────────────
income(
  'payroll|salary|salaries|wages|paycheck|direct deposit|dir dep|direct dep|dirdep|directdep|payroll deposit|adp payroll|gusto|paychex|net pay',
  'Salary',
  0.95,
);
income('deposit', 'Salary', 0.8);
income('mobile deposit|atm deposit|check deposit|cheque deposit|cash deposit|remote deposit|branch deposit', 'Other Income', 0.8);
income('refund|refunded|return credit|returned item|reversal|reversed|chargeback|rebate|cashback|cash back|reimbursement|tax ref|irs treas', 'Refund', 0.9);
income('interest|interest paid|interest payment|interest earned|int earned|credit interest|dividend|dividends|div', 'Interest', 0.9);
m('upwork', 'Income', 'Freelance', 'Upwork');
m('fiverr', 'Income', 'Freelance', 'Fiverr');
income('invoice|freelance|consulting fee|stripe payout|stripe transfer', 'Freelance', 0.85);

// ── Utilities ────────────────────────────────────────────────────────────────────────────────
m('pg&e|pgande|pacific gas|pacific gas & electric|pacific gas and electric', 'Utilities', 'Electricity', 'PG&E');
m('con edison|coned|con ed', 'Utilities', 'Electricity', 'Con Edison');
m('duke energy', 'Utilities', 'Electricity', 'Duke Energy');
m('dominion energy', 'Utilities', 'Electricity', 'Dominion Energy');
m('southern california edison|so cal edison|sce', 'Utilities', 'Electricity', 'Southern California Edison', 0.9);
m('fpl|florida power', 'Utilities', 'Electricity', 'Florida Power & Light');
m('xcel energy', 'Utilities', 'Electricity', 'Xcel Energy');
m('national grid', 'Utilities', 'Electricity', 'National Grid');
m('eversource', 'Utilities', 'Electricity', 'Eversource');
m('georgia power', 'Utilities', 'Electricity', 'Georgia Power');
m('ameren', 'Utilities', 'Electricity', 'Ameren');
m('entergy', 'Utilities', 'Electricity', 'Entergy');
m('pepco', 'Utilities', 'Electricity', 'Pepco');
m('comed', 'Utilities', 'Electricity', 'ComEd');
m('dte energy', 'Utilities', 'Electricity', 'DTE Energy');
m('consumers energy', 'Utilities', 'Electricity', 'Consumers Energy');
m('octopus energy', 'Utilities', 'Electricity', 'Octopus Energy');
m('edf energy|edf', 'Utilities', 'Electricity', 'EDF Energy');
m('eon|eon energy|e on next|e on energy', 'Utilities', 'Electricity', 'E.ON', 0.9);
m('ovo energy', 'Utilities', 'Electricity', 'OVO Energy');
m('octopus', 'Utilities', 'Electricity', 'Octopus Energy', 0.9);
k('electric|electricity|power & light|power and light|electric co|energy bill|power bill|utility|utilities', 'Utilities', 'Electricity', 0.8);

k('water|water bill|water utility|water dept|water department|water district|sewer|sewage|water & sewer', 'Utilities', 'Water', 0.85);
m('thames water', 'Utilities', 'Water', 'Thames Water');
m('american water', 'Utilities', 'Water', 'American Water');

m('socalgas|so cal gas|southern california gas', 'Utilities', 'Gas', 'SoCalGas');
m('nicor gas', 'Utilities', 'Gas', 'Nicor Gas');
m('piedmont natural gas', 'Utilities', 'Gas', 'Piedmont Natural Gas');
m('atmos energy', 'Utilities', 'Gas', 'Atmos Energy');
m('washington gas', 'Utilities', 'Gas', 'Washington Gas');
m('columbia gas', 'Utilities', 'Gas', 'Columbia Gas');
m('centerpoint energy|centerpoint', 'Utilities', 'Gas', 'CenterPoint Energy');
m('spire energy|spire gas', 'Utilities', 'Gas', 'Spire');
m('british gas', 'Utilities', 'Gas', 'British Gas');
k('gas company|natural gas|gas bill|gas utility|gas & electric', 'Utilities', 'Gas', 0.85);

m('comcast|comcast cable|xfinity', 'Utilities', 'Internet', 'Comcast Xfinity');
m('spectrum|charter comm|charter communications', 'Utilities', 'Internet', 'Spectrum');
m('cox comm|cox communications|cox cable', 'Utilities', 'Internet', 'Cox');
m('verizon fios|fios', 'Utilities', 'Internet', 'Verizon Fios');
m('frontier comm|frontier communications', 'Utilities', 'Internet', 'Frontier');
m('centurylink|lumen', 'Utilities', 'Internet', 'CenturyLink');
m('optimum', 'Utilities', 'Internet', 'Optimum', 0.9);
m('google fiber', 'Utilities', 'Internet', 'Google Fiber');
m('starlink', 'Utilities', 'Internet', 'Starlink');
m('rcn', 'Utilities', 'Internet', 'RCN');
m('windstream', 'Utilities', 'Internet', 'Windstream');
m('virgin media', 'Utilities', 'Internet', 'Virgin Media');
m('bt broadband|bt group|british telecom', 'Utilities', 'Internet', 'BT');
m('sky digital|sky broadband|sky uk', 'Utilities', 'Internet', 'Sky');
m('plusnet', 'Utilities', 'Internet', 'Plusnet');
k('internet|broadband|wifi|fiber|fibre|cable tv|cable bill', 'Utilities', 'Internet', 0.85);

m('verizon|verizon wireless|vzwrlss|vz wireless', 'Utilities', 'Mobile Phone', 'Verizon');
m('at&t|att|att bill|at&t wireless|at t', 'Utilities', 'Mobile Phone', 'AT&T');
m('t mobile|tmobile', 'Utilities', 'Mobile Phone', 'T-Mobile');
m('sprint', 'Utilities', 'Mobile Phone', 'Sprint', 0.9);
m('cricket wireless', 'Utilities', 'Mobile Phone', 'Cricket Wireless');
m('metro by t mobile|metropcs|metro pcs', 'Utilities', 'Mobile Phone', 'Metro by T-Mobile');
m('boost mobile', 'Utilities', 'Mobile Phone', 'Boost Mobile');
m('mint mobile', 'Utilities', 'Mobile Phone', 'Mint Mobile');
m('google fi', 'Utilities', 'Mobile Phone', 'Google Fi');
m('visible wireless', 'Utilities', 'Mobile Phone', 'Visible');
m('us cellular', 'Utilities', 'Mobile Phone', 'UScellular');
m('vodafone', 'Utilities', 'Mobile Phone', 'Vodafone');
m('o2|o2 uk', 'Utilities', 'Mobile Phone', 'O2', 0.9);
m('giffgaff', 'Utilities', 'Mobile Phone', 'giffgaff');
m('ee limited|ee mobile', 'Utilities', 'Mobile Phone', 'EE');
k('wireless|cellular|phone bill|mobile bill|mobile phone|cell phone', 'Utilities', 'Mobile Phone', 0.85);

// ── Housing ──────────────────────────────────────────────────────────────────────────────────
k(
  'rent|rent payment|monthly rent|apartments|apartment|apts|apt rent|property management|property mgmt|prop mgmt|landlord|leasing office|lease payment',
  'Housing',
  'Rent',
  0.9,
);
m('appfolio', 'Housing', 'Rent', 'AppFolio');
m('rentcafe', 'Housing', 'Rent', 'RentCafe');
m('buildium', 'Housing', 'Rent', 'Buildium');
m('zillow rent|zillow rental', 'Housing', 'Rent', 'Zillow Rentals');
k('mortgage|mtg|mtg pmt|mortgage payment|home loan|loan servicing|escrow', 'Housing', 'Mortgage', 0.9);
m('rocket mortgage|quicken loans', 'Housing', 'Mortgage', 'Rocket Mortgage');
m('mr cooper', 'Housing', 'Mortgage', 'Mr. Cooper');
m('home depot|homedepot|the home depot', 'Housing', 'Home Maintenance', 'The Home Depot');
m("lowe's|lowes", 'Housing', 'Home Maintenance', "Lowe's");
m('ace hardware', 'Housing', 'Home Maintenance', 'Ace Hardware');
m('true value', 'Housing', 'Home Maintenance', 'True Value');
m('menards', 'Housing', 'Home Maintenance', 'Menards');
m('harbor freight', 'Housing', 'Home Maintenance', 'Harbor Freight');
m('b&q', 'Housing', 'Home Maintenance', 'B&Q');
m('wickes', 'Housing', 'Home Maintenance', 'Wickes');
m('screwfix', 'Housing', 'Home Maintenance', 'Screwfix');
m('terminix', 'Housing', 'Home Maintenance', 'Terminix');
m('orkin', 'Housing', 'Home Maintenance', 'Orkin');
m('taskrabbit', 'Housing', 'Home Maintenance', 'TaskRabbit');
m('angi|homeadvisor', 'Housing', 'Home Maintenance', 'Angi');
k(
  'hardware|plumbing|plumber|electrician|hvac|handyman|pest control|lawn|landscaping|gardening|cleaning service|house cleaning|maid|locksmith|roofing|home repair|home improvement',
  'Housing',
  'Home Maintenance',
  0.85,
);
k('property tax|county treasurer|tax collector|council tax|real estate tax|rates and taxes', 'Taxes', 'Property Tax', 0.9);
// ── Taxes paid to tax authorities (a refund from them is income: see 'irs treas' above) ─────
m('irs usataxpymt|usataxpymt|irs tax pymt|irs payment|eftps|us treasury tax|treas tax|internal revenue', 'Taxes', 'Income Tax', 'IRS', 0.92);
m('hmrc|hm revenue|hmrc self assessment|hmrc paye', 'Taxes', 'Income Tax', 'HMRC', 0.92);
m('franchise tax bd|franchise tax board', 'Taxes', 'Income Tax', 'Franchise Tax Board', 0.9);
m('sars efiling|sars payment|south african revenue', 'Taxes', 'Income Tax', 'SARS', 0.9);
k('income tax|tax payment|estimated tax|state tax|dept of revenue|department of revenue|tax due|self assessment', 'Taxes', 'Income Tax', 0.85);
k('vehicle tax|road tax|dvla|vehicle registration|dmv|vehicle licence|vehicle license renewal', 'Taxes', 'Vehicle Tax', 0.85);

// ── Health & Fitness ─────────────────────────────────────────────────────────────────────────
m('cvs|cvs pharmacy|cvs/pharmacy', 'Health & Fitness', 'Pharmacy', 'CVS Pharmacy');
m('walgreens', 'Health & Fitness', 'Pharmacy', 'Walgreens');
m('rite aid', 'Health & Fitness', 'Pharmacy', 'Rite Aid');
m('duane reade', 'Health & Fitness', 'Pharmacy', 'Duane Reade');
m('boots', 'Health & Fitness', 'Pharmacy', 'Boots', 0.9);
m('superdrug', 'Health & Fitness', 'Pharmacy', 'Superdrug');
m('lloyds pharmacy|lloydspharmacy', 'Health & Fitness', 'Pharmacy', 'LloydsPharmacy');
k('pharmacy|pharmacies|drugstore|drug store|chemist|rx|prescription', 'Health & Fitness', 'Pharmacy', 0.85);

m('kaiser|kaiser permanente', 'Health & Fitness', 'Doctor', 'Kaiser Permanente', 0.9);
m('labcorp', 'Health & Fitness', 'Doctor', 'Labcorp');
m('quest diagnostics', 'Health & Fitness', 'Doctor', 'Quest Diagnostics');
m('one medical', 'Health & Fitness', 'Doctor', 'One Medical');
m('minuteclinic', 'Health & Fitness', 'Doctor', 'MinuteClinic');
m('teladoc', 'Health & Fitness', 'Doctor', 'Teladoc');
m('lenscrafters', 'Health & Fitness', 'Doctor', 'LensCrafters');
k(
  'doctor|dr office|medical|medical center|clinic|urgent care|hospital|physician|physicians|pediatrics|dermatology|optometry|optometrist|eye care|vision center|physical therapy|chiropractic|chiropractor|therapy|counseling|radiology|laboratory|lab services|health center|healthcare',
  'Health & Fitness',
  'Doctor',
  0.85,
);

m('delta dental', 'Health & Fitness', 'Dentist', 'Delta Dental');
m('aspen dental', 'Health & Fitness', 'Dentist', 'Aspen Dental');
k('dental|dentist|dentistry|dds|orthodontics|orthodontist|orthodontic', 'Health & Fitness', 'Dentist', 0.9);

m('planet fitness|planet fit', 'Health & Fitness', 'Gym', 'Planet Fitness');
m('la fitness', 'Health & Fitness', 'Gym', 'LA Fitness');
m('24 hour fitness', 'Health & Fitness', 'Gym', '24 Hour Fitness');
m('anytime fitness', 'Health & Fitness', 'Gym', 'Anytime Fitness');
m('equinox', 'Health & Fitness', 'Gym', 'Equinox');
m('orangetheory|orange theory', 'Health & Fitness', 'Gym', 'Orangetheory Fitness');
m('crunch fitness', 'Health & Fitness', 'Gym', 'Crunch Fitness');
m("gold's gym|golds gym", 'Health & Fitness', 'Gym', "Gold's Gym");
m('ymca', 'Health & Fitness', 'Gym', 'YMCA');
m('puregym|pure gym', 'Health & Fitness', 'Gym', 'PureGym');
m('david lloyd', 'Health & Fitness', 'Gym', 'David Lloyd');
m('f45', 'Health & Fitness', 'Gym', 'F45 Training');
m('peloton', 'Health & Fitness', 'Gym', 'Peloton');
m('classpass', 'Health & Fitness', 'Gym', 'ClassPass');
m('soulcycle', 'Health & Fitness', 'Gym', 'SoulCycle');
m('life time fitness|lifetime fitness', 'Health & Fitness', 'Gym', 'Life Time');
k('gym|fitness|crossfit|yoga|pilates|health club|athletic club|membership fee gym|bootcamp', 'Health & Fitness', 'Gym', 0.85);

m("dick's sporting|dicks sporting", 'Health & Fitness', 'Sports', "Dick's Sporting Goods");
m('academy sports', 'Health & Fitness', 'Sports', 'Academy Sports + Outdoors');
m('decathlon', 'Health & Fitness', 'Sports', 'Decathlon');
m('sports direct', 'Health & Fitness', 'Sports', 'Sports Direct');
k('sporting goods|golf|tennis|bowling|climbing gym|swim|swimming|martial arts|sports', 'Health & Fitness', 'Sports', 0.8);

// ── Business ─────────────────────────────────────────────────────────────────────────────────
m('adobe|adobe systems|adobe creative', 'Business', 'Software', 'Adobe');
m('github|github com|github inc', 'Business', 'Software', 'GitHub');
m('aws|amazon web services|aws emea', 'Business', 'Software', 'Amazon Web Services');
m('google workspace|google gsuite|gsuite|g suite|google cloud|google storage|google one', 'Business', 'Software', 'Google Workspace');
m('microsoft|msft|microsoft 365|office 365', 'Business', 'Software', 'Microsoft', 0.9);
m('dropbox', 'Business', 'Software', 'Dropbox');
m('slack', 'Business', 'Software', 'Slack');
m('zoom us|zoom video|zoom com|zoom', 'Business', 'Software', 'Zoom', 0.9);
m('notion|notion so', 'Business', 'Software', 'Notion', 0.9);
m('atlassian', 'Business', 'Software', 'Atlassian');
m('jetbrains', 'Business', 'Software', 'JetBrains');
m('figma', 'Business', 'Software', 'Figma');
m('canva', 'Business', 'Software', 'Canva');
m('openai|chatgpt', 'Business', 'Software', 'OpenAI');
m('anthropic|claude ai', 'Business', 'Software', 'Anthropic');
m('digitalocean', 'Business', 'Software', 'DigitalOcean');
m('heroku', 'Business', 'Software', 'Heroku');
m('vercel', 'Business', 'Software', 'Vercel');
m('netlify', 'Business', 'Software', 'Netlify');
m('cloudflare', 'Business', 'Software', 'Cloudflare');
m('godaddy', 'Business', 'Software', 'GoDaddy');
m('namecheap', 'Business', 'Software', 'Namecheap');
m('squarespace', 'Business', 'Software', 'Squarespace');
m('wix com|wix', 'Business', 'Software', 'Wix');
m('shopify', 'Business', 'Software', 'Shopify');
m('mailchimp', 'Business', 'Software', 'Mailchimp');
m('intuit|quickbooks|turbotax', 'Business', 'Software', 'Intuit');
m('1password', 'Business', 'Software', '1Password');
m('lastpass', 'Business', 'Software', 'LastPass');
m('linode', 'Business', 'Software', 'Linode');
m('docusign', 'Business', 'Software', 'DocuSign');
m('zapier', 'Business', 'Software', 'Zapier');
k('software|saas|web hosting|hosting|domain|cloud services|app subscription', 'Business', 'Software', 0.8);

m('staples', 'Business', 'Office Supplies', 'Staples');
m('office depot|officemax|office max', 'Business', 'Office Supplies', 'Office Depot');
k('office supplies|office supply|stationery|printer ink|toner', 'Business', 'Office Supplies', 0.85);

m('facebook ads|facebk|fb ads|meta ads|meta platforms', 'Business', 'Advertising', 'Meta Ads');
m('google ads|google adwords|adwords', 'Business', 'Advertising', 'Google Ads');
m('linkedin ads', 'Business', 'Advertising', 'LinkedIn Ads');
m('vistaprint', 'Business', 'Advertising', 'Vistaprint');
k('advertising|marketing services|ad spend', 'Business', 'Advertising', 0.85);

m('legalzoom', 'Business', 'Professional Services', 'LegalZoom');
m('h&r block|hr block', 'Business', 'Professional Services', 'H&R Block');
m('upcounsel', 'Business', 'Professional Services', 'UpCounsel');
k(
  'attorney|law office|law firm|legal services|cpa|accountant|accounting|bookkeeping|consulting|notary|tax preparation|tax prep',
  'Business',
  'Professional Services',
  0.85,
);

m('ups|the ups store|ups store', 'Business', 'Shipping', 'UPS', 0.9);
m('usps|usps com|us postal', 'Business', 'Shipping', 'USPS');
m('fedex|fedex office', 'Business', 'Shipping', 'FedEx');
m('dhl', 'Business', 'Shipping', 'DHL');
m('royal mail', 'Business', 'Shipping', 'Royal Mail');
m('stamps com', 'Business', 'Shipping', 'Stamps.com');
m('pirate ship|pirateship', 'Business', 'Shipping', 'Pirate Ship');
k('shipping|postage|courier|post office|freight', 'Business', 'Shipping', 0.85);

// ── Insurance ────────────────────────────────────────────────────────────────────────────────
m('geico', 'Insurance', 'Auto Insurance', 'GEICO');
m('progressive|progressive ins', 'Insurance', 'Auto Insurance', 'Progressive', 0.9);
m('state farm', 'Insurance', 'Auto Insurance', 'State Farm', 0.9);
m('allstate', 'Insurance', 'Auto Insurance', 'Allstate');
m('liberty mutual', 'Insurance', 'Auto Insurance', 'Liberty Mutual');
m('farmers insurance|farmers ins', 'Insurance', 'Auto Insurance', 'Farmers Insurance');
m('nationwide ins|nationwide insurance|nationwide mutual', 'Insurance', 'Auto Insurance', 'Nationwide');
m('usaa p&c|usaa ins|usaa insurance', 'Insurance', 'Auto Insurance', 'USAA');
m('esurance', 'Insurance', 'Auto Insurance', 'Esurance');
m('root insurance', 'Insurance', 'Auto Insurance', 'Root Insurance');
m('the general', 'Insurance', 'Auto Insurance', 'The General');
m('admiral insurance|admiral', 'Insurance', 'Auto Insurance', 'Admiral', 0.9);
m('direct line', 'Insurance', 'Auto Insurance', 'Direct Line');
m('aviva', 'Insurance', 'Auto Insurance', 'Aviva', 0.9);
k('auto insurance|auto ins|car insurance|motor insurance|vehicle insurance', 'Insurance', 'Auto Insurance', 0.9);

m('blue cross|bcbs|blue shield|anthem', 'Insurance', 'Health Insurance', 'Blue Cross Blue Shield');
m('aetna', 'Insurance', 'Health Insurance', 'Aetna');
m('cigna', 'Insurance', 'Health Insurance', 'Cigna');
m('united healthcare|unitedhealthcare|uhc', 'Insurance', 'Health Insurance', 'UnitedHealthcare');
m('humana', 'Insurance', 'Health Insurance', 'Humana');
m('oscar health', 'Insurance', 'Health Insurance', 'Oscar Health');
m('bupa', 'Insurance', 'Health Insurance', 'Bupa');
m('vsp vision', 'Insurance', 'Health Insurance', 'VSP');
k('health insurance|medical insurance|dental insurance|health plan', 'Insurance', 'Health Insurance', 0.9);

m('lemonade|lemonade ins', 'Insurance', 'Home Insurance', 'Lemonade', 0.9);
m('hippo insurance', 'Insurance', 'Home Insurance', 'Hippo');
m('assurant', 'Insurance', 'Home Insurance', 'Assurant');
k('home insurance|homeowners|homeowners insurance|renters insurance|renter insurance|property insurance|hazard insurance', 'Insurance', 'Home Insurance', 0.9);

m('northwestern mutual', 'Insurance', 'Life Insurance', 'Northwestern Mutual');
m('new york life', 'Insurance', 'Life Insurance', 'New York Life');
m('metlife', 'Insurance', 'Life Insurance', 'MetLife');
m('prudential', 'Insurance', 'Life Insurance', 'Prudential');
m('haven life', 'Insurance', 'Life Insurance', 'Haven Life');
m('lincoln financial', 'Insurance', 'Life Insurance', 'Lincoln Financial');
m('transamerica', 'Insurance', 'Life Insurance', 'Transamerica');
m('globe life', 'Insurance', 'Life Insurance', 'Globe Life');
k('life insurance|term life|life ins', 'Insurance', 'Life Insurance', 0.9);
k('insurance|insur|ins prem|insurance premium|premium payment', 'Insurance', null, 0.8);

// ── Recreation ───────────────────────────────────────────────────────────────────────────────
m('delta|delta air|delta air lines|delta airlines', 'Recreation', 'Travel', 'Delta Air Lines', 0.9);
m('united airlines|united air|united', 'Recreation', 'Travel', 'United Airlines', 0.9);
m('american airlines|american air|aa com', 'Recreation', 'Travel', 'American Airlines');
m('southwest|southwest air|southwest airlines|southwes', 'Recreation', 'Travel', 'Southwest Airlines', 0.9);
m('jetblue', 'Recreation', 'Travel', 'JetBlue');
m('alaska air|alaska airlines', 'Recreation', 'Travel', 'Alaska Airlines');
m('spirit airl|spirit airlines', 'Recreation', 'Travel', 'Spirit Airlines');
m('frontier airlines', 'Recreation', 'Travel', 'Frontier Airlines');
m('british airways|british a', 'Recreation', 'Travel', 'British Airways');
m('ryanair', 'Recreation', 'Travel', 'Ryanair');
m('easyjet', 'Recreation', 'Travel', 'easyJet');
m('virgin atlantic', 'Recreation', 'Travel', 'Virgin Atlantic');
m('lufthansa', 'Recreation', 'Travel', 'Lufthansa');
m('air canada', 'Recreation', 'Travel', 'Air Canada');
m('air france', 'Recreation', 'Travel', 'Air France');
m('expedia', 'Recreation', 'Travel', 'Expedia');
m('kayak', 'Recreation', 'Travel', 'Kayak', 0.9);
m('priceline', 'Recreation', 'Travel', 'Priceline');
m('hopper', 'Recreation', 'Travel', 'Hopper', 0.9);
m('trip com', 'Recreation', 'Travel', 'Trip.com');
m('hertz', 'Recreation', 'Travel', 'Hertz');
m('avis|avis rent', 'Recreation', 'Travel', 'Avis');
m('enterprise rent|enterprise rent a car|enterprise car', 'Recreation', 'Travel', 'Enterprise Rent-A-Car');
m('budget rent|budget car', 'Recreation', 'Travel', 'Budget');
m('sixt', 'Recreation', 'Travel', 'Sixt');
m('national car', 'Recreation', 'Travel', 'National Car Rental');
m('turo', 'Recreation', 'Travel', 'Turo');
m('tsa precheck', 'Recreation', 'Travel', 'TSA PreCheck');
k(
  'airline|airlines|airways|air lines|flight|flights|airfare|airport|travel agency|car rental|rental car|cruise|cruises|duty free|baggage fee',
  'Recreation',
  'Travel',
  0.85,
);

m('airbnb', 'Recreation', 'Hotels', 'Airbnb');
m('vrbo', 'Recreation', 'Hotels', 'Vrbo');
m('marriott', 'Recreation', 'Hotels', 'Marriott');
m('hilton', 'Recreation', 'Hotels', 'Hilton');
m('hyatt', 'Recreation', 'Hotels', 'Hyatt');
m('holiday inn', 'Recreation', 'Hotels', 'Holiday Inn');
m('ihg', 'Recreation', 'Hotels', 'IHG Hotels');
m('best western', 'Recreation', 'Hotels', 'Best Western');
m('sheraton', 'Recreation', 'Hotels', 'Sheraton');
m('westin', 'Recreation', 'Hotels', 'Westin');
m('hampton inn', 'Recreation', 'Hotels', 'Hampton Inn');
m('la quinta', 'Recreation', 'Hotels', 'La Quinta');
m('motel 6', 'Recreation', 'Hotels', 'Motel 6');
m('days inn', 'Recreation', 'Hotels', 'Days Inn');
m('premier inn', 'Recreation', 'Hotels', 'Premier Inn');
m('travelodge', 'Recreation', 'Hotels', 'Travelodge');
m('hotels com', 'Recreation', 'Hotels', 'Hotels.com');
m('booking com', 'Recreation', 'Hotels', 'Booking.com');
k('hotel|hotels|motel|resort|lodging|lodge|hostel|inn|suites|bed & breakfast', 'Recreation', 'Hotels', 0.85);

m('michaels|michaels stores', 'Recreation', 'Hobbies', 'Michaels', 0.9);
m('hobby lobby', 'Recreation', 'Hobbies', 'Hobby Lobby');
m('joann|jo ann', 'Recreation', 'Hobbies', 'JOANN');
m('guitar center', 'Recreation', 'Hobbies', 'Guitar Center');
m('hobbycraft', 'Recreation', 'Hobbies', 'Hobbycraft');
k('craft|crafts|hobby|hobbies|art supply|art supplies|music store|photography', 'Recreation', 'Hobbies', 0.8);

m('rei|rei com', 'Recreation', 'Outdoors', 'REI', 0.9);
m('bass pro|bass pro shops', 'Recreation', 'Outdoors', 'Bass Pro Shops');
m("cabela's|cabelas", 'Recreation', 'Outdoors', "Cabela's");
m('patagonia', 'Recreation', 'Outdoors', 'Patagonia');
m('north face|the north face', 'Recreation', 'Outdoors', 'The North Face');
m('recreation gov', 'Recreation', 'Outdoors', 'Recreation.gov');
k(
  'national park|state park|nps|camping|campground|campsite|ski|ski resort|lift ticket|outdoor|outdoors|hiking|fishing license|marina',
  'Recreation',
  'Outdoors',
  0.85,
);

// ── Added for Tag's engine: South African and other chains seen on real statements ─────────────
m('woolworths|woolies|woolworths food|ww food', 'Food & Dining', 'Groceries', 'Woolworths', 0.9);
m('pick n pay|pnp|pnpasap|pnp express|pick n pay express|pnp fam', 'Food & Dining', 'Groceries', 'Pick n Pay');
m('checkers|checkers hyper|checkers fresh x|sixty60', 'Food & Dining', 'Groceries', 'Checkers', 0.9);
m('shoprite|usave', 'Food & Dining', 'Groceries', 'Shoprite');
m('spar|superspar|kwikspar|spar express|savemor', 'Food & Dining', 'Groceries', 'SPAR', 0.9);
m('food lovers|food lovers market|flm', 'Food & Dining', 'Groceries', "Food Lover's Market", 0.9);
m('boxer superstore|boxer superstores', 'Food & Dining', 'Groceries', 'Boxer');
m('fruit & veg city|fruit and veg city', 'Food & Dining', 'Groceries', 'Fruit & Veg City');
m('makro', 'Food & Dining', 'Groceries', 'Makro', 0.85);
brands('carrefour|leclerc|intermarche|auchan|monoprix|franprix|rewe|edeka|penny markt|netto|albert heijn|jumbo supermarkt', 'Food & Dining', 'Groceries', 0.9);
brands(
  'mitsuwa|h mart|hmart|99 ranch|ranch 99|fiesta mart|food 4 less|foodmaxx|grocery outlet|piggly wiggly|shoprite|save a lot|save mart|smart & final|stater bros|market basket|jewel osco|acme markets|shaws|hannaford|ingles|bi lo|winn dixie|fred meyer|king soopers|smiths food|frys food|dillons|qfc|weis markets|tops markets|price chopper|gelsons|bristol farms|lucky supermarket|aafes|commissary',
  'Food & Dining',
  'Groceries',
  0.9,
);
k(
  'biltong|butchery|butcher shop|meats|meat market|fresh produce|produce|greengrocer|fishmonger|seafood market|market|mrkt|mrktplace|marche|supermarche|hypermarche',
  'Food & Dining',
  'Groceries',
  0.75,
);
k(
  'deli|delicatessen|brunch|bakery|bakehouse|patisserie|boulangerie|creperie|dim sum|food court|canteen|cafeteria|buffet|braai|resto',
  'Food & Dining',
  'Restaurants',
  0.8,
);
k(
  'italian|mexican|greek|japanese|chinese|korean|indian|vietnamese|mediterranean|lebanese|turkish|ethiopian|portuguese|peruvian|brazilian|hawaiian|cuban|caribbean|moroccan|persian|malaysian|indonesian|filipino|seafood|fish & chips|oyster bar|pantry|eatery|kitchen|trattoria|ristorante|pizzeria|taverna|bistro|brasserie|shisa nyama|chesa nyama|shisanyama|steak house|chophouse|smokehouse|crab shack|ramen|izakaya|dumpling|dumplings|poke|tacos|burrito|kebab|shawarma|falafel|gyro|curry|tandoori|biryani|wok|noodle bar|pasta|pizza place|diner|luncheonette|grill house',
  'Food & Dining',
  'Restaurants',
  0.75,
);
k(
  'mini mart|minimart|minimark|mini market|convenience store|convenience|corner shop|corner store|tuck shop|spaza|kiosk|general dealer|trading store|traders|trading post|variety store|dollar store|pound shop|newsagent|bodega',
  'Shopping',
  null,
  0.7,
);
m('spur|spur steak', 'Food & Dining', 'Restaurants', 'Spur', 0.9);
m('ocean basket', 'Food & Dining', 'Restaurants', 'Ocean Basket');
m('mugg & bean|mugg and bean', 'Food & Dining', 'Restaurants', 'Mugg & Bean');
brands('john dorys|rocomamas|tashas|col cacchio|panarottis|primi piatti|cappuccinos', 'Food & Dining', 'Restaurants', 0.9);
brands(
  'chicken licken|steers|wimpy|debonairs|romans pizza|fishaways|galitos|pedros|king pie|hungry lion|mcd|bojangles|churchs chicken|zaxbys|culvers|raising canes|el pollo loco|del taco|carls jr|hardees|white castle|krispy kreme|jersey mikes|firehouse subs|moes southwest|potbelly|smashburger|habit burger|checkers drive|rallys|long john silver|golden corral|cook out|waffle house|tropical smoothie|smoothie king|jamba|auntie anne|cinnabon|itsu|chopt',
  'Food & Dining',
  'Fast Food',
  0.9,
);
brands(
  'vida e caffe|seattle coffee|bootlegger|motherland coffee|bean there|father coffee|truth coffee|blue bottle|la colombe|intelligentsia|stumptown|gregorys coffee|black rifle',
  'Food & Dining',
  'Coffee Shops',
  0.9,
);
k('roastery|roasters|coffee bar|espresso bar|kaffee', 'Food & Dining', 'Coffee Shops', 0.85);
brands('mr d food|mr d|mrd food|mr delivery|bolt food|wolt|glovo|foodpanda|rappi|menulog|skip the dishes|skipthedishes', 'Food & Dining', 'Food Delivery', 0.9);
k(
  'bottle store|bottlestore|liquor store|liquor mart|wine merchant|beer store|ale house|alehouse|bar & grill|sports bar|nightclub|night club|speakeasy|distillery',
  'Food & Dining',
  'Alcohol & Bars',
  0.85,
);
brands('tops at spar|norman goodfellows|ultra liquors|liquor city|bevmo|binny|specs wine|abc fine wine|majestic wine', 'Food & Dining', 'Alcohol & Bars', 0.9);

brands(
  'engen|sasol|caltex|totalenergies|total energies|astron energy|puma energy|conoco|conocophillips|go mart|gomart|kwik trip|kwik fill|holiday stationstores|murphy usa|murphy oil|pilot travel|flying j|maverik|cumberland farms|thorntons|getty petroleum|gulf oil|sinclair|hess|statoil|circle k|petro canada|petrocan|husky|ultramar|irving oil|jet petrol|texaco|murco',
  'Transportation',
  'Gas & Fuel',
  0.9,
);
k('fuel purchase|petroleum|gas & go|gas n go|filling stn', 'Transportation', 'Gas & Fuel', 0.8);
k('garage', 'Transportation', null, 0.75);
brands('gautrain|metrorail|putco|myciti|rea vaya|areyeng|prasa|golden arrow', 'Transportation', 'Public Transit', 0.9);
brands('servest|servest parking|parkade', 'Transportation', 'Parking', 0.9);
brands('cartrack|netstar|tracker connect|matrix tracking|ctrack', 'Transportation', null, 0.85);
k('carwash|car spa|car valet|windscreen|panelbeater|panel beater|tyre|auto glass|smash repair|wheel alignment', 'Transportation', 'Auto Maintenance', 0.85);
k('e toll|etoll|sanral|toll plaza|tollgate', 'Transportation', 'Parking', 0.85);
k('bolt|indrive|didi', 'Transportation', 'Ride Share', 0.75);

brands('dis chem|dischem|dis-chem|clicks pharmacy|clicks|medirite|alpha pharm', 'Health & Fitness', 'Pharmacy', 0.9);
brands('virgin active|planet fitness sa|zone fitness|sweat 1000', 'Health & Fitness', 'Gym', 0.9);
k(
  'health centre|health center|medicross|netcare|mediclinic|life healthcare|pathcare|lancet|ampath|optometrist|spec savers|specsavers',
  'Health & Fitness',
  'Doctor',
  0.85,
);

brands('vodacom|mtn|telkom|telkommobi|telkom mobile|cell c|cellc|rain mobile', 'Utilities', 'Mobile Phone', 0.9);
brands('mweb|afrihost|webafrica|vox telecom|openserve|vumatel|frogfoot|cool ideas', 'Utilities', 'Internet', 0.9);
k(
  'airtime|prepaid airtime|airtime topup|airtime top up|data bundle|data bundles|prepaid data|top up|topup|mobile top up|phone company|phone co|telephone company|telecom|telco',
  'Utilities',
  'Mobile Phone',
  0.85,
);
k('power company|power co|electric company|electricity prepaid|prepaid electricity|eskom|city power|municipality|municipal', 'Utilities', 'Electricity', 0.85);
k('municipality|municipal|city of johannesburg|city of cape town|ethekwini|tshwane|council rates|rates and taxes', 'Utilities', null, 0.8);
k('internet service provider|isp|fibre internet|fiber internet|broadband bill', 'Utilities', 'Internet', 0.85);
m('dstv|multichoice|m choice|showmax', 'Entertainment', 'Streaming', 'MultiChoice', 0.9);
m('apple com|apple com bi|apple com bil|apple com bill|apple bill', 'Entertainment', 'Streaming', 'Apple', 0.85);
m('netflix com|netflix', 'Entertainment', 'Streaming', 'Netflix');
brands('ster kinekor|nu metro|cinema nouveau', 'Entertainment', 'Movies', 0.9);
k('theatr|playhouse|comedy club|opera|ballet|symphony', 'Entertainment', 'Events', 0.8);
k(
  'sporting event|sports event|game tickets|season tickets|stadium|arena|party|parties|escape room|trampoline|paintball|laser tag|go kart|karting|mini golf',
  'Entertainment',
  'Events',
  0.75,
);
brands(
  'lotto|lottery|powerball|national lottery|ithuba|betway|hollywoodbets|sportingbet|supabets|draftkings|fanduel|bet365|betmgm|caesars sportsbook|paddy power|william hill|ladbrokes|sky bet|pokerstars|casino',
  'Entertainment',
  'Games',
  0.85,
);
brands('nintendo eshop|playstation network|xbox live|steam games|epic games store|google play|play store', 'Entertainment', 'Games', 0.85);

brands(
  'mr price|mrp|edgars|truworths|foschini|ackermans|pep stores|pep clothing|markham|totalsports|sportscene|cotton on|woolworths clothing|jet stores|jet store',
  'Shopping',
  'Clothing',
  0.85,
);
brands('takealot|superbalist|bash com|loot co|makro online|temu|shein', 'Shopping', 'Online Shopping', 0.9);
k('online purchase|online store|online shop|webshop|web store|marketplace', 'Shopping', 'Online Shopping', 0.7);
brands('crazy store|game stores|hirsch|incredible connection|istore|typo|home choice|homechoice|mr price home|sheet street|@home', 'Shopping', null, 0.8);
k('electronics|appliance|appliances|phone repair|ifix|smart fix|computer repair|cellphone|cell phone repair', 'Shopping', 'Electronics', 0.8);
k('tobacco|tobacconist|smoke shop|smokers|smokin|vape|vape shop|vapor|cigar|cigars|cigarettes|hookah|hubbly|smoking', 'Shopping', null, 0.8);
k(
  'donation|donations|charity|charities|charitable|regsfonds|fundraiser|gofundme|justgiving|red cross|unicef|oxfam|salvation army|united way|wikimedia|doctors without borders|msf|save the children|habitat for humanity|world vision|give directly|givewell',
  'Gifts & Donations',
  'Charity',
  0.85,
);
k('tithe|tithes|church|mosque|synagogue|ministries|zakat|sadaqah|temple donation', 'Gifts & Donations', 'Religious Giving', 0.85);
// ── Education ────────────────────────────────────────────────────────────────────────
k(
  'tuition|tuition fee|school fees|school fee|university|college|community college|student fees|universiteit|universität|université|escuela|colegio',
  'Education',
  'Tuition',
  0.85,
);
m(
  'coursera|udemy|edx|skillshare|masterclass|linkedin learning|pluralsight|datacamp|codecademy|duolingo|babbel|rosetta stone|brilliant org|khan academy',
  'Education',
  'Courses & Training',
  'Online courses',
  0.9,
);
k(
  'course fee|training course|exam fee|certification|workshop fee|bootcamp|tutoring|tutor|driving school|language school',
  'Education',
  'Courses & Training',
  0.8,
);
m('chegg|pearson|mcgraw hill|cengage|barnes noble college|campus bookstore|textbook|textbooks', 'Education', 'Books & Supplies', 'Textbooks', 0.85);
k('daycare|day care|childcare|child care|preschool|nursery school|kindergarten|after school|aftercare', 'Education', 'Childcare & School', 0.85);
k('toys|toy store|toy shop|pet store|pet shop|petco|petsmart|pet food|vet|veterinary|animal hospital|jewelry|jewellery|jeweler', 'Shopping', null, 0.75);
k('optical|optician|eye clinic', 'Health & Fitness', 'Doctor', 0.8);
k('stationers', 'Business', 'Office Supplies', 0.8);

brands(
  'builders warehouse|builders express|builders|build it|cashbuild|leroy merlin|mica|gelmar|buco|chamberlain|timbercity|homecorp',
  'Housing',
  'Home Maintenance',
  0.9,
);
k(
  'h ware|hware|hardware store|construction|contractor|contractors|renovation|renovations|remodeling|remodelling|fire place|fireplace|paint|paints|plumbing supplies|building supplies|tiles|timber|irrigation|garden centre|garden center|pool service|pool supplies|security company|armed response|alarm monitoring',
  'Housing',
  'Home Maintenance',
  0.8,
);
k('hoa|homeowners association|body corporate|levies|levy|strata fee|condo fee', 'Housing', null, 0.8);

personalCare(
  'barber|barbers|barbershop|barber shop|barbering|hair salon|salon|hairdresser|hairdressers|hairstylist|hairstyles|hair design|hair studio|haircut|haircuts|hair|nail salon|nails|nail bar|manicure|pedicure|beauty salon|beauty|beautician|waxing|wax center|lashes|brows|tanning|tattoo|piercing|friseur|coiffeur|peluqueria',
  'Hair & Beauty',
);
personalCare('spa|day spa|massage|sauna|wellness spa', 'Spa & Massage');
personalCare('cosmetics|skincare|toiletries|perfumery|parfumerie', 'Cosmetics & Toiletries');
personalCare('laundry|laundromat|dry cleaning|dry cleaners|drycleaner|wash and fold', 'Laundry & Dry Cleaning');
personalCare('great clips|supercuts|sport clips|fantastic sams|regis salon|european wax|drybar', 'Hair & Beauty', true, 0.9);
personalCare('sephora|ulta|ulta beauty|benefit cosmetics|mac cosmetics|the body shop|lush|kiehls', 'Cosmetics & Toiletries', true, 0.9);

m('discinsure|discovery insure', 'Insurance', 'Auto Insurance', 'Discovery Insure');
brands(
  'discovery health|disc memb|discovery medical|discovery life|disc prem|bonitas|momentum health|medshield|fedhealth|bestmed|gems medical',
  'Insurance',
  'Health Insurance',
  0.9,
);
brands('fnblife|fnb life|old mutual|sanlam|liberty life|hollard life|1life|clientele|assupol|avbob|metropolitan life', 'Insurance', 'Life Insurance', 0.9);
brands(
  'outsurance|santam|miway|king price|budget insurance|dialdirect|auto & general|first for women|naked insurance|pineapple insurance|aon|hollard|mutual & federal',
  'Insurance',
  null,
  0.85,
);
k('medical aid|medical scheme|health cover|hospital plan|gap cover', 'Insurance', 'Health Insurance', 0.85);
k('funeral cover|funeral plan|funeral policy|life cover|life policy|life assurance', 'Insurance', 'Life Insurance', 0.85);
k('ins|insure|assurance|policy premium|underwriters', 'Insurance', null, 0.75);

brands('postnet|pargo|the courier guy|courier guy|aramex|fastway|dpd|evri|parcelforce|ontrac|lasership', 'Business', 'Shipping', 0.85);
brands('name cheap|namecheap|hetzner|linode|ovh|ionos|hostgator|bluehost|siteground|xneelo|afrihost hosting', 'Business', 'Software', 0.9);

brands('airbnb|booking com|hotels com|expedia|agoda|trivago|lekkeslaap|safarinow', 'Recreation', 'Hotels', 0.9);
brands(
  'flysafair|fly safair|kulula|mango airlines|airlink|lift airline|cemair|saa|south african airways|british airways|emirates|qatar airways|ethiopian airlines|klm|turkish airlines',
  'Recreation',
  'Travel',
  0.9,
);
k(
  'guest house|guesthouse|guest farm|lodge|bnb|b&b|bed and breakfast|chalet|chalets|holiday resort|holiday inn|game reserve|safari|glamping|caravan park|backpackers',
  'Recreation',
  'Hotels',
  0.8,
);
k('travel|tours|tour operator|holiday|holidays|vacation|excursion|airways|airport parking|visa application|passport', 'Recreation', 'Travel', 0.75);
k(
  'golf club|golf course|country club|driving range|tennis club|squash|padel|surf|surfing|dive|diving|climbing|ski pass|parkrun|marathon|race entry|cycling',
  'Health & Fitness',
  'Sports',
  0.8,
);
k(
  'hobby|hobbies|crafts|craft store|art supplies|art store|music lessons|lessons|guitar|piano|photo studio|photography|knitting|fabric store',
  'Recreation',
  'Hobbies',
  0.75,
);

// ── Income: more wording ─────────────────────────────────────────────────────────────────────
income('paycheck|paycheque|pay check|biweekly paycheck|bi weekly paycheck|salary payment|salary credit|wage payment|payslip|employer payment', 'Salary');
income(
  'int on credit balance|credit interest|interest rebate|interest received|interest income|savings interest|interest credit|int earned|int paid|int credit|dividend received|dividend earned|div received',
  'Interest',
  0.92,
);
income(
  'rev|fee rev|fee reversal|reversal|reversed|dispute|dispute credit|disputed|returned debit order|unpaid debit order|debit order return|claim|claim payment|insurance claim|reimbursement|reimburse|refund|refunds|credit adjustment|merchant credit|return',
  'Refund',
  0.9,
);
income(
  'lotto winnings|winnings|prize|prize money|rewards|reward|cashback reward|bonus|referral bonus|sign up bonus|gift received|gift from|grant|stipend|pension|annuity|social security|ssa treas|unemployment|benefits|child benefit|sassa|uif',
  'Other Income',
  0.85,
);
income('cash dep|cardless cash dep|cash deposit|atm deposit|teller deposit|branch deposit', 'Other Income', 0.8);

// ── Spending with a purpose that outranks generic loan and transfer wording ──────────────────
function purpose<C extends Category>(phrases: string, category: C, sub: Sub<C> | null, confidence = 0.9): void {
  add(phrases, { category, subcategory: sub, merchant: null, confidence, kind: 'spend', tier: 3.5 });
}
purpose('auto loan|car loan|car payment|auto payment|vehicle loan|vehicle finance|auto finance|car finance|auto pay loan', 'Transportation', 'Auto Payment');
purpose('mortgage|mortgage payment|mtg pmt|home loan|bond payment|bond repayment|home mtg|mortgage loan', 'Housing', 'Mortgage');
purpose('rent payment|monthly rent|rent pmt|rental payment', 'Housing', 'Rent');

// ── Bank fees (see taxonomy.ts BANK_FEES): outrank a merchant named in the same line ──────────
fee(
  'convenience fee|service fee|service fees|service charge|service charges|monthly fee|monthly fees|monthly account fee|account fee|account fees|maintenance fee|monthly maintenance fee|monthly service fee|admin fee|admin charge|administration fee|account admin fee|monthly account admin fee|monthly credit fee|credit fee|notification fee|sms fee|sms notification fee|sms notification|atm fee|atm withdrawal fee|cash withdrawal fee|withdrawal fee|till cash withdrawal fee|cash handling fee|cash deposit fee|deposit fee|overdraft fee|overdraft charge|od fee|nsf|nsf fee|insufficient funds|insufficient funds fee|unpaid no funds|item unpaid|returned item fee|returned check fee|return item fee|returned payment fee|late fee|late payment fee|late charge|annual fee|annual card fee|card fee|card replacement fee|foreign transaction fee|foreign exchange fee|fx fee|international transaction fee|international processing fee|processing fee|purchase fee|payment fee|immediate payment fee|transfer fee|wire fee|wire transfer fee|debit order fee|dispute fee|collection fee|authentication fee|stop payment fee|statement fee|paper statement fee|bank fee|bank fees|bank charge|bank charges|finance charge|finance charges|interest charge|interest charged|purchase interest charge|cash advance fee|cash advance interest|int on debit balance|debit interest|overdraft interest|interest on overdraft|limit exceeded|over limit fee|overlimit fee|excess fee|settlement fee|late settlement fee|domestic fee|lounge fee|slow lounge fee',
);
k('fee|fees|charge|charges|commission', BANK_FEES.category, BANK_FEES.subcategory, 0.7);
// a bank's fees in the other header languages (not words that also name a bill: opłata, díj, avgift, cuota)
k(
  'comision|comisión|comisiones|commissione|commissioni|frais bancaires|frais de tenue de compte|cotisation carte|kontoführung|kontofuhrung|kontoführungsentgelt|entgelt|prowizja|poplatek|poplatek za vedení účtu|gebyr|kortgebyr|palkkio|tarifa de manutenção|tarifa de manutencao',
  BANK_FEES.category,
  BANK_FEES.subcategory,
  0.7,
);

// ── Transfers: kept out of spending and income ──────────────────────────────────────────────
transfer(
  'credit card payment|credit card pmt|pymt thank you|pmt thank you|pymt thankyou|pmt thankyou|creditcard payment|cc payment|card repayment|payment thank you|payment thankyou|thank you for your payment|autopay payment|online payment thank you|mobile payment thank you|epayment|e payment|amex epayment|discover e payment|capital one mobile pmt|capital one online pmt|chase credit crd|credit crd autopay|crd autopay|credit cautopay|cardmember serv|cardmember services|citi card online|citicorp|applecard|apple card payment|barclaycard payment|credit card bill|card balance payment|credit card repayment',
  'Credit Card Payment',
);
transfer(
  'transfer to savings|transfer from savings|transfer to checking|transfer from checking|transfer to chequing|transfer from chequing|to savings|from savings|to checking|from checking|savings transfer|online transfer|internal transfer|account transfer|transfer between accounts|own account transfer|inter account transfer|interaccount transfer|xfer to|xfer from|online xfer|transferred from|transferred to|trnsfr|tfr|funds transfer|transfer to share|transfer from share',
  'Internal Transfer',
  0.9,
);
transfer(
  'round up|roundup|round ups|interest sweep|auto sweep|sweep to|sweep from|save the change|keep the change|savings plan|auto save|autosave|savings deposit|savings pocket|savings pot|goal saving',
  'Savings',
  0.9,
);
transfer(
  'investment|investments|brokerage|vanguard|fidelity investments|fidelity brokerage|schwab brokerage|robinhood|coinbase|wealthfront|betterment|acorns|stash|hello stash|easy equities|easyequities|satrix|etrade|e trade|td ameritrade|interactive brokers|webull|m1 finance|treasury direct|treasurydirect|401k|ira contribution|investment sec|unit trust|allan gray',
  'Investments',
  0.9,
);
transfer(
  'loan payment|loan pmt|loan repayment|loan instalment|loan installment|personal loan|student loan|navient|sallie mae|nelnet|mohela|great lakes ed|sofi loan|lendingclub|lending club|prosper loan|upstart|capfin|wonga|african bank loan',
  'Loan Payment',
  0.9,
);
add('atm withdrawal|atm cash|cash withdrawal|atm w d|atm wd|atm debit|withdrawal atm|cash machine|cashpoint|atm|cash advance|cardless cash|cash out', {
  category: TRANSFER,
  subcategory: 'Cash Withdrawal',
  merchant: null,
  confidence: 0.9,
  kind: 'transfer',
  tier: 3,
  sign: 'out',
});
weakTransfer(
  'zelle|venmo|cash app|cashapp|square cash|paypal transfer|send money|sent money|money sent|payment received|payment from|payment to|app payment|banking app payment|app payment to|rtc pmt|rtc express|express pmt|pmt to|internet pmt|interac|e transfer|etransfer|transferwise|wise|western union|moneygram|remitly|worldremit|cash send|faster payment|standing order|bank transfer|eft|immediate payment|instant payment|instant money|ewallet|e wallet|transfer|transfers|xfer',
  'Person to Person',
);
weakTransfer('card ending in|card ending', 'Credit Card Payment');

// ── Wallets and mobile money: money moved, not spent ("MTN MOMO TRANSFER" is not a phone bill) ──
transfer(
  'momo transfer|mtn momo|mobile money|momo payment|airtel money|orange money|tigo pesa|vodafone cash|mpesa payment to|m pesa payment to|mpesa send money|m pesa send money|mpesa transfer|m pesa transfer|mpesa withdraw|m pesa withdraw|ecocash transfer',
  'Person to Person',
  0.85,
);
transfer(
  'revolut top up|revolut topup|top up revolut|wallet top up|wallet topup|paypal top up|add money to wallet|n26 top up|monzo top up|wise top up|skrill deposit|neteller deposit',
  'Internal Transfer',
  0.85,
);
// the countries' own instant-payment apps, between people: Swish, Vipps, MobilePay, Bizum, Pix, Lydia,
// Tikkie, BLIK transfers (a purchase paid with one names its shop: merchant.ts drops the app's prefix)
transfer(
  'swish betalning|swish till|swish fran|swish från|swish|vipps til|vipps fra|vipps|mobilepay til|mobilepay fra|mobilepay|bizum enviado|bizum recibido|bizum|pix enviado|pix recebido|pix transferencia|pix transferência|transferencia pix|transferência pix|pix|lydia|tikkie|przelew blik|blik przelew|przelew na telefon|paylib entre amis',
  'Person to Person',
  0.85,
);

// ── Europe beyond the five languages: rent words, grocery and energy chains, direct-debit words ──
purpose(
  'miete|mietzahlung|warmmiete|kaltmiete|loyer|affitto|canone di locazione|alquiler|aluguel|czynsz|najem|hyra|husleie|husleje|vuokra|huur|najemné|nájemné|lakbér|albérleti díj',
  'Housing',
  'Rent',
  0.85,
);
brands(
  'ica nara|ica nära|pao de acucar|pão de açúcar|assai atacadista|atacadao|atacadão|supermercados dia|lidl|aldi|esselunga|conad|coop italia|eurospin|carrefour|auchan|e leclerc|leclerc|intermarche|intermarché|monoprix|franprix|continente|pingo doce|mercadona|eroski|biedronka|zabka|żabka|lewiatan|kaufland|rewe|edeka|penny markt|netto marken|albert heijn|jumbo supermarkt|ica maxi|ica kvantum|ica supermarket|coop konsum|coop|hemkop|hemköp|willys|rema 1000|kiwi minipris|k market|k supermarket|s market|tesco|sainsbury|sainsburys|asda|morrisons|waitrose|billa|hofer|spar|migros|denner|delhaize|colruyt|albert supermarket|penny market',
  'Food & Dining',
  'Groceries',
  0.85,
);
brands(
  'edf|engie|enel energia|enel|iberdrola|endesa|naturgy|edp comercial|vattenfall|fortum|stadtwerke|eon energie|e on energie|innogy|tauron|pge obrot|enea|octopus energy|british gas|ovo energy|eon next|scottish power|eni plenitude|a2a energia|hera comm|elektrilevi|helen oy',
  'Utilities',
  'Electricity',
  0.85,
);

// ── The MCC dictionary: chain names (airlines, car rental, hotels) and category words ───────────
for (const p of mccChainPhrases())
  add(p.phrase, { category: p.category, subcategory: p.subcategory, merchant: p.merchant, confidence: 0.85, kind: 'spend', tier: 2 });
for (const p of mccDescriptionKeywords())
  add(p.phrase, { category: p.category, subcategory: p.subcategory, merchant: null, confidence: 0.8, kind: 'spend', tier: 1 });

const NONE_RESULT: Readonly<KeywordCategorization> = {
  category: UNCATEGORIZED,
  subcategory: null,
  confidence: 0,
  source: 'none',
  merchant: null,
};

function better(rule: Rule, best: Rule | null): boolean {
  if (best === null) return true;
  if (rule.tier !== best.tier) return rule.tier > best.tier;
  return rule.words > best.words; // on a tie the earlier phrase in the description stays
}

/** What the knowledge base says about one transaction. */
export interface KnowledgeMatch {
  category: string;
  subcategory: string | null;
  confidence: number;
  merchant: string | null;
  /** which kind of evidence decided; 'refund' is a known shop paying money back */
  kind: KnowledgeKind | 'refund';
}

interface Found {
  spend: Rule | null;
  income: Rule | null;
  fee: Rule | null;
  transfer: Rule | null;
  weak: Rule | null;
}

function find(tokens: readonly string[], incoming: boolean, transfers: boolean): Found {
  const f: Found = { spend: null, income: null, fee: null, transfer: null, weak: null };
  for (let i = 0; i < tokens.length; i++) {
    let key = '';
    for (let n = 1; n <= maxWords && i + n <= tokens.length; n++) {
      const t = tokens[i + n - 1]!;
      key = n === 1 ? t : `${key} ${t}`;
      let rule = PHRASES.get(key);
      if (rule === undefined && n === 1) {
        // "STARBUCKS1234": a merchant word glued to a store number
        const last = t.charCodeAt(t.length - 1);
        if (last >= 48 && last <= 57) {
          const glued = TRAILING_DIGITS_RE.exec(t);
          if (glued) rule = PHRASES.get(glued[1]!);
        }
      }
      if (rule === undefined) {
        if (!PREFIXES.has(key)) break;
        continue;
      }
      if (rule.sign === 'out' && incoming) continue;
      if (rule.sign === 'in' && !incoming) continue;
      switch (rule.kind) {
        case 'spend':
          if (better(rule, f.spend)) f.spend = rule;
          break;
        case 'income':
          if (incoming && better(rule, f.income)) f.income = rule;
          break;
        case 'fee':
          if (better(rule, f.fee)) f.fee = rule;
          break;
        case 'transfer':
          if (transfers && better(rule, f.transfer)) f.transfer = rule;
          break;
        case 'weakTransfer':
          if (transfers && better(rule, f.weak)) f.weak = rule;
          break;
      }
      if (!PREFIXES.has(key)) break;
    }
  }
  return f;
}

function match(rule: Rule, kind: KnowledgeMatch['kind'] = rule.kind, confidence = rule.confidence): KnowledgeMatch {
  return { category: rule.category, subcategory: rule.subcategory, confidence, merchant: rule.merchant, kind };
}

/**
 * The knowledge base's answer for one transaction, or null when it recognizes nothing.
 *
 * Money going out: the strongest phrase wins (bank fee › housing/car loan › transfer › named
 * merchant › generic word › payment to a person). Money coming in: a fee reversal or a refund
 * word is a refund; then transfers (card payments, moves from savings), income words (payroll,
 * interest), payments from people, and a known shop paying money back (Refund).
 * With `transfers: false` transfer wording is ignored (the 11 categories only).
 */
export function lookupKnowledge(description: string, amountCents: number, opts: { transfers?: boolean } = {}): KnowledgeMatch | null {
  return lookupKnowledgeTokens(tokenize(description), amountCents, opts);
}

/** lookupKnowledge for a description already split by tokenize(). */
export function lookupKnowledgeTokens(tokens: readonly string[], amountCents: number, opts: { transfers?: boolean } = {}): KnowledgeMatch | null {
  const incoming = amountCents > 0;
  const f = find(tokens, incoming, opts.transfers ?? true);

  if (!incoming) {
    let best: Rule | null = null;
    for (const r of [f.fee, f.transfer, f.spend, f.weak]) if (r && better(r, best)) best = r;
    if (best === null) return null;
    if (best.kind === 'fee' && f.spend !== null && f.spend.tier === 2) {
      // "… Purchase Fee: Netflix.com": a fee, but a merchant is named too, so ask
      return match(best, 'fee', Math.min(best.confidence, 0.75));
    }
    return match(best);
  }

  const merchant = f.spend?.merchant ?? null;
  if (f.income !== null && f.income.subcategory === 'Refund' && (f.fee !== null || f.transfer === null)) {
    return { ...match(f.income), merchant };
  }
  if (f.fee !== null) return match(f.fee);
  if (f.transfer !== null && (f.spend === null || f.spend.tier <= f.transfer.tier)) return match(f.transfer);
  if (f.income !== null) return { ...match(f.income), merchant };
  if (f.spend !== null && f.spend.category === 'Income') return match(f.spend);
  if (f.weak !== null && (f.spend === null || f.spend.tier < 2)) return match(f.weak);
  if (f.spend !== null) {
    // A shop, a restaurant, an airline paying money back.
    return { category: 'Income', subcategory: 'Refund', confidence: f.spend.tier >= 2 ? 0.85 : 0.8, merchant: f.spend.merchant, kind: 'refund' };
  }
  return null;
}

/**
 * Categorizes one transaction from its description and sign, with the 11 categories only (no
 * transfers). Named merchants score 0.9–0.95, generic words 0.7–0.9. Money coming in is Income:
 * Salary (payroll words), Refund (refund words, or a known shop paying money back), Interest, or
 * Other Income at 0.6 when nothing explains it. Nothing recognized: Uncategorized, confidence 0.
 */
export function categorizeByKeywords(description: string, amountCents: number): KeywordCategorization {
  const m = lookupKnowledge(description, amountCents, { transfers: false });
  if (m === null) {
    if (amountCents > 0) return { category: 'Income', subcategory: 'Other Income', confidence: 0.6, source: 'sign', merchant: null };
    return { ...NONE_RESULT };
  }
  return { category: m.category, subcategory: m.subcategory, confidence: m.confidence, source: 'keywords', merchant: m.merchant };
}
