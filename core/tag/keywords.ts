// Tag's built-in categorizer: a merchant and keyword dictionary over the 11 categories.
// Descriptions are split into words once; every 1–3-word phrase is looked up in one Map, so the
// cost per description is a few dozen hash lookups, not hundreds of regular expressions.
import { CATEGORIES, UNCATEGORIZED, type Category } from '../categories.ts';

export interface KeywordCategorization {
  category: string;
  subcategory: string | null;
  confidence: number;
  source: 'keywords' | 'sign' | 'none';
  merchant: string | null;
}

type Sub<C extends Category> = (typeof CATEGORIES)[C][number];
/** 'in': only for money coming in (salary, refund, interest); 'any': any sign. */
type Sign = 'in' | 'any';

interface Rule {
  category: Category;
  subcategory: string | null;
  merchant: string | null;
  confidence: number;
  sign: Sign;
  /** merchants (2) outrank generic words (1) */
  tier: number;
  words: number;
}

const APOSTROPHES_RE = /['’`]/g;
const PLUS_RE = /\+/g;
const NON_WORD_RE = /[^\p{L}\p{N}&]+/gu;
const TRAILING_DIGITS_RE = /^(\p{L}{3,})\d+$/u;

function tokenize(text: string): string[] {
  const norm = text.toLowerCase().replace(APOSTROPHES_RE, '').replace(PLUS_RE, ' plus ').replace(NON_WORD_RE, ' ').trim();
  return norm === '' ? [] : norm.split(' ');
}

const PHRASES = new Map<string, Rule>();
let maxWords = 1;

function add(phrases: string, rule: Omit<Rule, 'words'>): void {
  for (const p of phrases.split('|')) {
    const tokens = tokenize(p);
    if (tokens.length === 0) continue;
    const key = tokens.join(' ');
    const existing = PHRASES.get(key);
    if (existing && existing.tier >= rule.tier) continue; // first definition wins
    PHRASES.set(key, { ...rule, words: tokens.length });
    if (tokens.length > maxWords) maxWords = tokens.length;
  }
}

/** A named merchant: strong evidence. */
function m<C extends Category>(phrases: string, category: C, sub: Sub<C> | null, merchant: string, confidence = 0.95): void {
  add(phrases, { category, subcategory: sub, merchant, confidence, sign: 'any', tier: 2 });
}

/** A generic word ("coffee", "pharmacy"): good evidence, no merchant name. */
function k<C extends Category>(phrases: string, category: C, sub: Sub<C> | null, confidence = 0.85): void {
  add(phrases, { category, subcategory: sub, merchant: null, confidence, sign: 'any', tier: 1 });
}

/** Words that mean income only when money comes in ("PAYROLL", "REFUND", "INTEREST PAID"). */
function income(phrases: string, sub: Sub<'Income'>, confidence = 0.95): void {
  add(phrases, { category: 'Income', subcategory: sub, merchant: null, confidence, sign: 'in', tier: 1 });
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
k('restaurant|restaurants|grill|grille|bistro|brasserie|diner|eatery|sushi|ramen|steakhouse|trattoria|osteria|cantina|bbq|barbecue|kitchen & bar|noodle|noodles|thai|pho|dim sum|tapas|tst', 'Food & Dining', 'Restaurants', 0.8);

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

k('pub|brewery|brewing|taproom|tavern|saloon|liquor|liquors|wine bar|wine shop|winery|spirits|beer|cocktail|cocktails|lounge', 'Food & Dining', 'Alcohol & Bars', 0.8);
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
k('car wash|auto repair|auto parts|oil change|tire|tires|tyres|mechanic|auto service|auto body|smog check|dmv|car registration', 'Transportation', 'Auto Maintenance', 0.85);

m('toyota financial|toyota motor credit', 'Transportation', 'Auto Payment', 'Toyota Financial Services');
m('honda finance|american honda finance', 'Transportation', 'Auto Payment', 'Honda Financial Services');
m('ford credit|ford motor credit', 'Transportation', 'Auto Payment', 'Ford Credit');
m('gm financial', 'Transportation', 'Auto Payment', 'GM Financial');
m('ally auto', 'Transportation', 'Auto Payment', 'Ally Auto');
m('tesla motors|tesla inc', 'Transportation', 'Auto Payment', 'Tesla', 0.9);
k('auto loan|car loan|car payment|auto payment|vehicle loan|auto pay loan', 'Transportation', 'Auto Payment', 0.85);

// ── Shopping ─────────────────────────────────────────────────────────────────────────────────
m('amazon|amazon com|amzn|amzn mktp|amazon mktplace|amazon marketplace|amazon mktp', 'Shopping', 'Online Shopping', 'Amazon');
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
k('clothing|apparel|boutique|shoes|shoe store|fashion|outfitters|tailor|dry cleaning|dry cleaners|laundromat', 'Shopping', 'Clothing', 0.8);

m('barnes & noble|barnes and noble|barnes noble|bn com', 'Shopping', 'Books', 'Barnes & Noble');
m('books a million', 'Shopping', 'Books', 'Books-A-Million');
m('waterstones', 'Shopping', 'Books', 'Waterstones');
m('half price books', 'Shopping', 'Books', 'Half Price Books');
m('audible', 'Shopping', 'Books', 'Audible');
m('kindle|kindle svcs|kindle unlimited', 'Shopping', 'Books', 'Kindle');
k('books|bookstore|bookshop|booksellers', 'Shopping', 'Books', 0.85);

m('1 800 flowers|1800flowers', 'Shopping', 'Gifts', '1-800-Flowers');
m('ftd', 'Shopping', 'Gifts', 'FTD');
m('edible arrangements', 'Shopping', 'Gifts', 'Edible Arrangements');
m('hallmark', 'Shopping', 'Gifts', 'Hallmark');
k('gift|gifts|gift shop|florist|flowers|gift card', 'Shopping', 'Gifts', 0.8);

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
income('payroll|salary|salaries|wages|paycheck|direct deposit|dir dep|direct dep|dirdep|directdep|payroll deposit|adp payroll|gusto|paychex|net pay', 'Salary', 0.95);
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
k('rent|rent payment|monthly rent|apartments|apartment|apts|apt rent|property management|property mgmt|prop mgmt|landlord|leasing office|lease payment', 'Housing', 'Rent', 0.9);
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
k('hardware|plumbing|plumber|electrician|hvac|handyman|pest control|lawn|landscaping|gardening|cleaning service|house cleaning|maid|locksmith|roofing|home repair|home improvement', 'Housing', 'Home Maintenance', 0.85);
k('property tax|county treasurer|tax collector|council tax|real estate tax', 'Housing', 'Property Tax', 0.9);

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
k('doctor|dr office|medical|medical center|clinic|urgent care|hospital|physician|physicians|pediatrics|dermatology|optometry|optometrist|eye care|vision center|physical therapy|chiropractic|chiropractor|therapy|counseling|radiology|laboratory|lab services|health center|healthcare', 'Health & Fitness', 'Doctor', 0.85);

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
k('attorney|law office|law firm|legal services|cpa|accountant|accounting|bookkeeping|consulting|notary|tax preparation|tax prep', 'Business', 'Professional Services', 0.85);

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
k('airline|airlines|airways|air lines|flight|flights|airfare|airport|travel agency|car rental|rental car|cruise|cruises|duty free|baggage fee', 'Recreation', 'Travel', 0.85);

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
k('national park|state park|nps|camping|campground|campsite|ski|ski resort|lift ticket|outdoor|outdoors|hiking|fishing license|marina', 'Recreation', 'Outdoors', 0.85);

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

/**
 * Categorizes one transaction from its description and sign. Named merchants score 0.9–0.95,
 * generic words 0.8–0.9. Money coming in is Income: Salary (payroll words), Refund (refund words,
 * or a known shop paying money back), Interest, or Other Income at 0.6 when nothing explains it.
 * Nothing recognized: Uncategorized, confidence 0.
 */
export function categorizeByKeywords(description: string, amountCents: number): KeywordCategorization {
  const tokens = tokenize(description);
  const incoming = amountCents > 0;
  let best: Rule | null = null;
  let bestIncome: Rule | null = null;

  for (let i = 0; i < tokens.length; i++) {
    let key = '';
    for (let n = 1; n <= maxWords && i + n <= tokens.length; n++) {
      const t = tokens[i + n - 1]!;
      key = n === 1 ? t : `${key} ${t}`;
      let rule = PHRASES.get(key);
      if (rule === undefined && n === 1) {
        // "STARBUCKS1234": a merchant word glued to a store number
        const glued = TRAILING_DIGITS_RE.exec(t);
        if (glued) rule = PHRASES.get(glued[1]!);
      }
      if (rule === undefined) continue;
      if (rule.sign === 'in') {
        if (incoming && better(rule, bestIncome)) bestIncome = rule;
      } else if (better(rule, best)) {
        best = rule;
      }
    }
  }

  if (incoming) {
    if (bestIncome) {
      return {
        category: 'Income',
        subcategory: bestIncome.subcategory,
        confidence: bestIncome.confidence,
        source: 'keywords',
        merchant: best?.merchant ?? null,
      };
    }
    if (best && best.category === 'Income') return result(best);
    if (best) {
      // A shop, a restaurant, an airline paying money back.
      return { category: 'Income', subcategory: 'Refund', confidence: best.tier === 2 ? 0.85 : 0.8, source: 'keywords', merchant: best.merchant };
    }
    return { category: 'Income', subcategory: 'Other Income', confidence: 0.6, source: 'sign', merchant: null };
  }
  if (best && best.category !== 'Income') return result(best);
  return { ...NONE_RESULT };
}

function result(rule: Rule): KeywordCategorization {
  return {
    category: rule.category,
    subcategory: rule.subcategory,
    confidence: rule.confidence,
    source: 'keywords',
    merchant: rule.merchant,
  };
}

/** How many phrases the dictionary knows (for diagnostics and tests). */
export function keywordPhraseCount(): number {
  return PHRASES.size;
}
