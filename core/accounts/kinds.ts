// Ledger's account kinds, which of them are owed (liabilities) rather than owned, and the kind a
// statement shows by its own words: a card statement names its credit line, minimum payment and
// payment due date; a bank account its available balance, overdraft and routing number.
export const ACCOUNT_KINDS = ['checking', 'savings', 'credit card', 'loan', 'investment', 'cash'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export const LIABILITY_KINDS: readonly AccountKind[] = ['credit card', 'loan'];

export function isLiability(kind: AccountKind): boolean {
  return LIABILITY_KINDS.includes(kind);
}

/** What a statement says that points at a kind of account, and how strongly (weights add up). */
export interface KindClue {
  side: 'card' | 'deposit';
  weight: number;
  /** the words or the structure seen, for the account's note ("Minimum Payment Due") */
  what: string;
}

/** A side's clues must add up to this before they decide anything. */
export const KIND_THRESHOLD = 3;

type Phrase = readonly [side: KindClue['side'], weight: number, pattern: RegExp];

/** Whole words, any case, any run of spaces between them; letters with accents count as letters. */
function words(alternatives: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.replace(/ /g, '\\s+')})(?![\\p{L}\\p{N}])`, 'iu');
}

/**
 * The phrases, in the languages Byte's parsers read (English, German, French, Spanish, Dutch,
 * Italian, Portuguese, Malay). Strong ones (3) decide alone; weak ones (1–2) need company. Each
 * phrase counts once however often it is printed.
 */
export const KIND_PHRASES: readonly Phrase[] = [
  // a card: its limit, its minimum payment, its due date, what it owes now
  ['card', 3, words('(?:total )?credit (?:line|limit)')],
  ['card', 3, words('minimum (?:payment|amount)(?: due)?')],
  ['card', 3, words('payment due date')],
  ['card', 2, words('available credit')],
  ['card', 2, words('cash advances?')],
  ['card', 1, words('new balance|statement balance|previous balance')],
  ['card', 3, words('kreditrahmen|kreditlimit|verfügungsrahmen|mindestbetrag|mindestzahlung|mindestrate')],
  ['card', 3, words('(?:plafond|limite) de crédit|(?:paiement|montant) minimum')],
  ['card', 3, words('límite de crédito|pago mínimo|fecha límite de pago')],
  ['card', 3, words('kredietlimiet|bestedingslimiet|minimumbedrag|minimale betaling')],
  ['card', 3, words('limite di credito|pagamento minimo')],
  ['card', 3, words('limite de crédito|pagamento mínimo')],
  ['card', 3, words('had kredit|bayaran minimum|tarikh (?:akhir )?(?:bayaran|pembayaran)')],
  ['card', 2, words('kreditkarte|carte de crédit|tarjeta de crédito|creditcard|carta di credito|cartão de crédito|kad kredit')],
  // a bank account: what it holds, its overdraft, the numbers money is sent to it by
  ['deposit', 3, words('available balance')],
  ['deposit', 2, words('overdraft')],
  ['deposit', 3, words('routing (?:number|no|#)|sort code')],
  ['deposit', 3, words('(?:checking|current) account')],
  ['deposit', 2, words('savings account|direct deposits?')],
  ['deposit', 3, words('girokonto|kontokorrent|dispositionskredit|dispokredit')],
  ['deposit', 3, words('compte courant|compte chèques|découvert autorisé')],
  ['deposit', 3, words('cuenta corriente|saldo disponible|descubierto')],
  ['deposit', 3, words('betaalrekening|rekening-courant|roodstand')],
  ['deposit', 3, words('conto corrente|saldo disponibile|scoperto')],
  ['deposit', 3, words('conta corrente|saldo disponível')],
  ['deposit', 3, words('akaun semasa|baki tersedia')],
];

/** A card number printed the way issuers mask it: "XXXX XXXX XXXX 0123", "**** **** **** 0123", "ending in 0123". */
const CARD_NUMBER: readonly RegExp[] = [
  /(?:[x*•]{4}[\s-]){3}\d{4}\b/i,
  /\b\d{4}[\s-][x*•]{4}[\s-][x*•]{4}[\s-]\d{4}\b/i,
  /\b(?:card|karte|carte|tarjeta|kad)\b[^\n]{0,30}\b(?:ending\s+(?:in|with)|endet\s+auf|se\s+terminant\s+par|terminada\s+en)\s+\d{4}\b/i,
];

/** The clues in a statement's text (a PDF's lines, a text export's preamble). */
export function statementTextClues(text: string): KindClue[] {
  const clues: KindClue[] = [];
  for (const [side, weight, pattern] of KIND_PHRASES) {
    const m = pattern.exec(text);
    if (m) clues.push({ side, weight, what: `"${m[0].replace(/\s+/g, ' ')}"` });
  }
  for (const pattern of CARD_NUMBER) {
    const m = pattern.exec(text);
    if (m) {
      clues.push({ side: 'card', weight: 2, what: `a card number printed as "${m[0].replace(/\s+/g, ' ')}"` });
      break;
    }
  }
  return clues;
}

const norm = (h: string) =>
  h
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Column names only a card export has (the card holder, the card's number, the card itself). */
const CARD_COLUMNS: readonly (readonly [weight: number, names: readonly string[]])[] = [
  [
    3,
    [
      'card member',
      'cardmember',
      'card holder',
      'cardholder',
      'card no',
      'card number',
      'card no.',
      'karteninhaber',
      'kartennummer',
      'umsatz getatigt von',
      'titular de la tarjeta',
      'numero de tarjeta',
      'numero de carte',
      'titulaire de la carte',
    ],
  ],
  [2, ['card', 'last 4', 'last four', 'card last four']],
];

const POSTED = ['post date', 'posted date', 'posting date'];
const PURCHASED = ['transaction date', 'trans date', 'purchase date'];
const BALANCE = ['balance', 'running balance', 'runningbalance', 'saldo', 'kontostand', 'solde', 'saldo na trn'];
const CHEQUE = ['check number', 'checknumber', 'check or slip', 'cheque number', 'check no'];

/**
 * The clues in a table's column names: "Card Member", "Card No." make it a card export; a purchase
 * date beside a posting date with no balance column is the issuers' layout (Chase, Capital One); a
 * running balance or a cheque number is a bank account's.
 */
export function tableClues(header: readonly string[]): KindClue[] {
  const names = header.map(norm);
  const has = (known: readonly string[]) => header.find((_, i) => known.map(norm).includes(names[i]!));
  const clues: KindClue[] = [];
  for (const [weight, known] of CARD_COLUMNS) {
    const hit = has(known);
    if (hit) clues.push({ side: 'card', weight, what: `a "${hit.trim()}" column` });
  }
  const balance = has(BALANCE);
  const posted = has(POSTED);
  const purchased = has(PURCHASED);
  if (posted && purchased && !balance)
    clues.push({ side: 'card', weight: 3, what: `"${purchased.trim()}" and "${posted.trim()}" columns and no balance, a card export's layout` });
  if (balance) clues.push({ side: 'deposit', weight: 2, what: `a running "${balance.trim()}" column` });
  const cheque = has(CHEQUE);
  if (cheque) clues.push({ side: 'deposit', weight: 3, what: `a "${cheque.trim()}" column` });
  return clues;
}

/** OFX says what it is: a CREDITCARDMSGSRSV1 / CCSTMTRS statement is a card's, a STMTRS one a bank account's. */
export function ofxClues(statementTags: readonly string[], accountTypes: readonly string[]): KindClue[] {
  const clues: KindClue[] = [];
  if (statementTags.includes('CCSTMTRS')) clues.push({ side: 'card', weight: 5, what: 'an OFX credit-card statement (CCSTMTRS)' });
  if (accountTypes.some((t) => t.toUpperCase() === 'CREDITLINE')) clues.push({ side: 'card', weight: 3, what: 'an OFX account of type CREDITLINE' });
  const deposit = accountTypes.find((t) => ['CHECKING', 'SAVINGS', 'MONEYMRKT'].includes(t.toUpperCase()));
  if (deposit) clues.push({ side: 'deposit', weight: 5, what: `an OFX bank statement of a ${deposit.toUpperCase()} account` });
  return clues;
}

export interface KindVerdict {
  /** 'credit card' or 'checking' when one side's clues reach the threshold and the other's do not; else null */
  side: 'card' | 'deposit' | null;
  /** the clues of the winning side, in words */
  because: string[];
}

/** Which side the clues settle on: one side at the threshold and the other below it; both or none settle nothing. */
export function kindVerdict(clues: readonly KindClue[]): KindVerdict {
  const score = (side: KindClue['side']) => clues.filter((c) => c.side === side).reduce((s, c) => s + c.weight, 0);
  const card = score('card') >= KIND_THRESHOLD;
  const deposit = score('deposit') >= KIND_THRESHOLD;
  const side = card === deposit ? null : card ? 'card' : 'deposit';
  return { side, because: side ? clues.filter((c) => c.side === side).map((c) => c.what) : [] };
}

/**
 * The kind an account gets: the statement's verdict over the guess from its name (the name rule of
 * migration 0022's pf_account_kind). A card verdict makes a card; a bank-account verdict undoes only
 * a card guess ("Visa Debit" is not owed), leaving a savings or investment guess alone.
 */
export function kindFromEvidence(nameGuess: AccountKind, verdict: KindVerdict): AccountKind {
  if (verdict.side === 'card') return 'credit card';
  if (verdict.side === 'deposit' && nameGuess === 'credit card') return 'checking';
  return nameGuess;
}
