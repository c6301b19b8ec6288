import { describe, expect, it } from 'vitest';
import { merchantKey, normalizeMerchant } from '../../core/tag/merchant.ts';

// [descriptor as the bank or card prints it, the merchant Tag reads from it]
// Most come from the statement fixtures (tests/fixtures/statements, shared/data/statements) and the
// labeled sets (shared/data/transactions-labeled); the rest follow the same banks' formats.
const TABLE: [string, string | null][] = [
  // the example: processor prefix, store number, city and state
  ['SQ *BLUE BOTTLE COFFEE 8472 OAKLAND CA', 'Blue Bottle Coffee'],
  ['SQ *SIGHTGLASS COFFEE SAN FRANCISCO CA', 'Sightglass Coffee'],
  ['TST* SHAKE SHACK 1234 NEW YORK NY', 'Shake Shack'],
  ['TST* JOES PIZZA 123 BROOKLYN NY', 'Joes Pizza'],
  ['PAYPAL *NETFLIX 402-935-7733', 'Netflix'],
  ['PAYPAL *SPOTIFY 4029357733', 'Spotify'],
  ['SP * ALLBIRDS', 'Allbirds'],
  ['IC* INSTACART', 'Instacart'],
  // store numbers, reference ids, web addresses
  ['STARBUCKS STORE 49208', 'Starbucks Store'],
  ["TRADER JOE'S #119  QPS", "Trader Joe's"],
  ['RITE AID 05670', 'Rite Aid'],
  ['COSTCO GAS #0569', 'Costco Gas'],
  ['Amazon.com*MM73I67W0', 'Amazon.com'],
  ['AMAZON.COM*2K4L81 AMZN.COM/BILL', 'Amazon.com'],
  ['KOKO CHICKEN &amp; BBQ', 'Koko Chicken & BBQ'],
  ['WAL-MART SUPERCENTER #2231', 'Wal-Mart Supercenter'],
  ['TARGET T-1842', 'Target'],
  ['HULU 877-8244858', 'Hulu'],
  ["MCDONALD'S F8842", "McDonald's"],
  ["MCDONALD'S #112", "McDonald's"],
  ['STARBUCKS1234 SEATTLE', 'Starbucks'],
  ['CVS/PHARMACY #04411 OAKLAND CA', 'CVS Pharmacy'],
  ['CHIPOTLE ONLINE 800-244-7685', 'Chipotle'],
  ['7-ELEVEN 35882 DALLAS TX', '7-Eleven'],
  ['1-800-FLOWERS.COM', '1-800-Flowers.com'],
  ['EXXONMOBIL 4567 HOUSTON TX 713-555-0199', 'Exxonmobil'],
  ['GITHUB, INC.', 'Github'],
  ['AT&T *PAYMENT', 'AT&T'],
  ['PG&E WEB ONLINE PAYMENT', 'PG&E'],
  ['T-MOBILE RECURNG PMTT-MOBILE', 'T-Mobile'],
  ['UBER *TRIP HELP.UBER.COM', 'Uber Trip'],
  ['UBER   *EATS PENDING', 'Uber Eats'],
  ['LYFT *RIDE SUN 4PM', 'Lyft Ride'],
  ['GRUBHUB*PIZZERIADELFINA', 'Grubhub Pizzeriadelfina'],
  // operation prefixes: POS, CARD 1234, DEBIT PURCHASE, PURCHASE AUTHORIZED ON, CHECKCARD
  ['POS DEBIT 8812 XYZZY LLC', 'Xyzzy'],
  ['CARD 1234 WALGREENS #7717 CHICAGO IL', 'Walgreens'],
  ['DEBIT PURCHASE 0412 TRADER JOE S #552 SAN JOSE CA', 'Trader Joe S'],
  ['PURCHASE AUTHORIZED ON 02/14 SHELL OIL 57444215 HOUSTON TX CARD 1234', 'Shell Oil'],
  ['CHECKCARD 0214 SAFEWAY #1234 SAN FRANCISCO CA 24445004045000000000000', 'Safeway'],
  ["POS MERCHANDISE;CONNIE'S HAIR D", "Connie's Hair D"],
  ['POS01SEP STATOIL     ', 'Statoil'],
  ['CB LECLERC HYPERMARCHE', 'Leclerc Hypermarche'],
  // fixed-width exports: the city after a run of spaces, or glued to the name
  ["JEFFREY'S 0252      NEW YORK   ", "Jeffrey's"],
  ['PRUNE               NEW YORK   ', 'Prune'],
  ['TAKAHACHI RESTAURANTNEW YORK   ', 'Takahachi Restaurant'],
  ['UNION MARKET -  HOUSNEW YORK   ', 'Union Market'],
  ['SPOTIFY USA         28770130901', 'Spotify'],
  ['DUANE READE #14354 0NEW YORK   ', 'Duane Reade'],
  ['BARNES &amp; NOBLE 2675 NEW YORK   ', 'Barnes & Noble'],
  ["MACY'S / #003 HERALD S / NEW YORK   ", "Macy's"],
  ["L'OLILO                 LONDON       GBR", "L'olilo"],
  ['NOWTV.COM/BILLINGHELP    SKY          GBR', 'Nowtv.com'],
  ['DELIVEROO.CO.UK        LONDON        LND', 'Deliveroo.co.uk'],
  ['JOES PLACE BALTIMORE MD', 'Joes Place'],
  ['MARRIOTT DOWNTOWN CHICAGO', 'Marriott Downtown'],
  // South African statement lines: "POS Purchase … * 05 Oct", processors Yoco/Zapper/Snapscan/C*, "(Card )"
  ['POS Purchase Woolworths  * 12 Oct', 'Woolworths'],
  ['POS Purchase Engen Nkandla  * 05 Oct', 'Engen Nkandla'],
  ['POS Purchase Mcd Rivonia (53)  * 27 Oct', 'MCD Rivonia'],
  ['POS Purchase Marble Pantry - Arc  * 02 Nov', 'Marble Pantry'],
  ['POS Purchase 139.00 Disney Plus  * 30 Sep', 'Disney Plus'],
  ['POS Purchase 14.99 Apple.Com/Bil  * 18 Sep', 'Apple.com'],
  ['POS Purchase Snapscan Bootlegger  * 29 Aug', 'Bootlegger'],
  ['POS Purchase Zapper1*Pronto Ital  * 18 Aug', 'Pronto Ital'],
  ['POS Purchase Yoco *Sally Musta  * 25 Aug', 'Sally Musta'],
  ['POS PURCHASE (EFFEC ) C*Dischem Glen Marais KEMPT CARD NO. ', 'Dischem Glen Marais Kempt'],
  ['POS PURCHASE (EFFEC ) PnP Fam Elgin KEMPT CARD NO. ', 'PnP Fam Elgin Kempt'],
  ['Fuel Purchase Shell Parkhurst Cor  * 16 Nov', 'Shell Parkhurst Cor'],
  ['Recurring Card Purchase: Netflix.com Amsterdam (Card ) ', 'Netflix.com'],
  ['Eft Debit Order Payment (): Cartrack', 'Cartrack'],
  ['Debicheck Payment (): Capfin (008577288C0002) ', 'Capfin'],
  ['Magtape Debit Vodacom  I6522327', 'Vodacom'],
  ['Woolworths Mall Of Afr Jukskei View (Card ) ', 'Woolworths Mall Of Afr'],
  ['Rtc Express Pmt To Battlezone Party Lance 3 Sep', 'Battlezone Party Lance'],
  ['FNB App Rtc Pmt To Fire Place Repair Herve/Flamboyant', 'Fire Place Repair Herve Flamboyant'],
  ['ZELLE TO JOHN SMITH', 'John Smith'],
  ['EMPLOYER INC    DIRECT DEP                 PPD ID: 1111111111', 'Employer'],
  ['BILL PAYMENT         CITICORP CHOICE          /0001/N********', 'Citicorp Choice'],
  // names that keep their numbers
  ['SUPER8 MOTELS', 'Super8 Motels'],
  ['F45 TRAINING', 'F45 Training'],
  ['24 HOUR FITNESS USA 123', '24 Hour Fitness'],
  // an operation, no merchant
  ['CHECK #1234', null],
  ['Check Paid #0000001001', null],
  ['ATM WITHDRAWAL                       001234  03/8888 DELANC', null],
  ['ATM Cash Withdrawal Absa Mall Of Africa 1 Johannesburg Gtza ', null],
  ['TRANSFERRED FROM     VS X10-08144-1', null],
  ['Transfer from Checking', null],
  ['DEBIT PURCHASE', null],
  ['', null],
];

describe('normalizeMerchant', () => {
  it(`reads the merchant from ${TABLE.length} real-looking descriptors`, () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(TABLE)('%j → %j', (descriptor, merchant) => {
    expect(normalizeMerchant(descriptor)).toBe(merchant);
  });
});

describe('merchantKey', () => {
  it('is the merchant in lower case without punctuation, the same for every branch and date', () => {
    expect(merchantKey("TRADER JOE'S #552")).toBe('trader joes');
    expect(merchantKey('SQ *BLUE BOTTLE COFFEE 8472 OAKLAND CA')).toBe(merchantKey('SQ *BLUE BOTTLE COFFEE 0012 BERKELEY CA'));
    expect(merchantKey('POS Purchase Woolworths  * 12 Oct')).toBe(merchantKey('POS Purchase Woolworths  * 31 Aug'));
  });

  it('falls back to the words of a descriptor that names no merchant', () => {
    expect(merchantKey('ATM WITHDRAWAL 001234 03/18')).toBe('atm withdrawal');
    expect(merchantKey('#Monthly Account Fee')).toBe('monthly account fee');
  });
});
