// The header names Byte knows per column role, in the languages of the banks whose files it reads.
// Names are stored as normalizeHeader leaves them: lower case, accents and punctuation gone
// ("Data księgowania" → "data ksiegowania", "Beløp" → "belop"; ø, ł and æ have no NFD form, so they
// are spelled out by foldLetters below).

export type Role =
  | 'date' | 'description' | 'payee' | 'memo' | 'action' | 'symbol' | 'amount' | 'debit' | 'credit' | 'account' | 'balance'
  | 'direction' | 'status' | 'fee';

/**
 * Known header names per role, best first: the order decides between two columns of the same role.
 * Descriptions from 'transaction' on are weak (a kind of transaction rather than its payee), used
 * only when a row has no better text.
 */
export const ROLE_NAMES: Record<Role, readonly string[]> = {
  date: [
    'date', 'transaction date', 'trans date', 'txn date', 'posted date', 'posting date', 'post date', 'date posted',
    'booking date', 'date processed', 'effective date', 'date time', 'completed date', 'started date', 'run date', 'trade date',
    'buchungstag', 'buchungsdatum', 'datum', 'belegdatum', 'umsatzdatum',
    'date operation', 'date de l operation', 'date d operation', 'date de comptabilisation', 'date comptable', 'dateop',
    'fecha', 'fecha operacion', 'fecha de operacion', 'fecha contable', 'f operacion',
    'transactiedatum', 'boekdatum', 'boekingsdatum', 'datum provedeni', 'datum zauctovani',
    // it, pt, pl, cs, hu, sv, da, no, fi
    'data', 'data operazione', 'data contabile', 'data registrazione', 'data movimento', 'data de movimento', 'data lancamento',
    'data do movimento', 'data transacao', 'data operacao', 'data operacji', 'data ksiegowania', 'data transakcji',
    'datum transakce', 'datum pohybu', 'datum splatnosti',
    'konyveles datuma', 'konyvelesi datum', 'tranzakcio datuma', 'bokforingsdag', 'bokforingsdatum',
    'transaktionsdag', 'transaktionsdatum', 'dato', 'bogforingsdato', 'bokfort dato', 'bokforingsdato', 'transaksjonsdato',
    'kirjauspaiva', 'tapahtumapaiva', 'maksupaiva', 'paivamaara',
    // timestamps: the date part is read, the time ignored
    'transaction time', 'booking time', 'created', 'created at', 'created on', 'posted at', 'posted on', 'timestamp',
    'date and time', 'datetime', 'completed at', 'completed', 'time', 'buchungszeit', 'zeitpunkt', 'data ora', 'data e ora',
    'data e hora', 'czas', 'datum a cas', 'idopont', 'tidpunkt', 'aikaleima',
    'value date', 'valuta', 'valutadatum', 'wertstellung', 'date valeur', 'date de valeur', 'dateval', 'fecha valor',
    'rentedatum', 'settlement date', 'data valuta', 'data valor', 'data waluty', 'erteknap', 'valutadag',
    'arvopaiva',
  ],
  description: [
    'description', 'transaction description', 'details', 'transaction details', 'narrative', 'particulars',
    'libelle', 'libelle operation', 'libelle de l operation', 'libelle simplifie', 'label', 'intitule', 'descriptif',
    'concepto', 'descripcion', 'detalle', 'omschrijving', 'omschrijving 1', 'naam omschrijving', 'transaktionsbeschreibung',
    'beschreibung', 'buchungsdetails',
    'descrizione', 'descrizione operazione', 'causale', 'dettagli', 'descricao', 'descritivo', 'historico', 'movimento',
    'opis', 'opis operacji', 'opis transakcji', 'tytul', 'tytul operacji', 'szczegoly', 'popis', 'popis transakce', 'zprava pro prijemce',
    'kozlemeny', 'leiras', 'megnevezes', 'tranzakcio leirasa', 'beskrivning', 'rubrik', 'specifikation', 'beskrivelse',
    'forklaring', 'tekst', 'selitys', 'selite', 'kuvaus', 'viesti', 'otsikko',
    // weak: a kind of transaction rather than its payee, used when nothing better is there
    'transaction', 'original description', 'buchungstext', 'text', 'security description', 'posting text',
  ],
  payee: [
    'payee', 'merchant', 'merchant name', 'name', 'partner name', 'counterparty', 'counterparty name', 'beneficiary',
    'auftraggeber empfanger', 'empfanger', 'auftraggeber', 'beguenstigter zahlungspflichtiger',
    'begunstigter zahlungspflichtiger', 'zahlungsempfanger', 'zahlungspflichtiger', 'name zahlungsbeteiligter',
    'zahlungsbeteiligter', 'auftraggeber begunstigter', 'begunstigter auftraggeber', 'empfanger auftraggeber',
    'naam tegenpartij', 'tegenpartij', 'naam', 'beneficiaire', 'tiers', 'nom', 'beneficiario', 'nazev protiuctu',
    'controparte', 'ordinante', 'nadawca odbiorca', 'odbiorca', 'nadawca', 'kontrahent', 'protistrana', 'partner neve',
    'partner', 'mottagare', 'modtager', 'mottaker', 'saaja maksaja', 'saaja', 'maksaja', 'maksunsaaja', 'nimi', 'nazwa', 'nev',
  ],
  memo: [
    'memo', 'verwendungszweck', 'mededelingen', 'mededeling', 'payment reference', 'reason', 'comment', 'comments', 'commentaire',
    'informations complementaires', 'communication', 'purpose', 'remittance information', 'transaktionsbeschreibung zusatz',
    'zprava', 'poznamka', 'observaciones', 'note', 'notes', 'riferimento', 'referencia', 'meddelande', 'besked',
  ],
  action: ['action'],
  symbol: ['symbol', 'ticker'],
  amount: [
    'amount', 'value', 'transaction amount', 'net amount', 'amt', 'amount eur', 'amount usd', 'amount gbp',
    'betrag', 'buchungsbetrag', 'umsatz', 'betrag eur', 'montant', 'montant eur', 'importe', 'importe eur', 'bedrag',
    'bedrag eur', 'zauctovana castka', 'castka', 'belopp', 'kwota',
    'importo', 'importo eur', 'valor', 'montante', 'kwota operacji', 'kwota transakcji', 'castka transakce', 'osszeg',
    'tranzakcio osszege', 'belob', 'belop', 'maara', 'summa', 'euroa', 'objem',
  ],
  debit: [
    'debit', 'debits', 'debit amount', 'withdrawal', 'withdrawals', 'withdrawal amount', 'paid out', 'money out', 'outflow',
    'spent', 'soll', 'belastung', 'ausgang', 'debit eur', 'retrait', 'retraits', 'cargo', 'cargos', 'debe', 'af', 'debet',
    'out', 'outgoing', 'outgoings', 'spending', 'expense', 'expenses', 'charges', 'amount out', 'ausgaben', 'lastschrift',
    'sortie', 'sorties', 'depenses', 'gastos', 'uitgaven', 'uscite', 'uscita', 'dare', 'addebiti', 'addebito', 'debito', 'saida',
    'saidas', 'obciazenia', 'obciazenie', 'wyplywy', 'vydaj', 'vydaje', 'terheles', 'uttag', 'udbetaling', 'udbetalinger',
    'ut', 'ut fra konto', 'otto', 'veloitus', 'nosto',
  ],
  credit: [
    'credit', 'credits', 'credit amount', 'deposit', 'deposits', 'deposit amount', 'paid in', 'money in', 'inflow',
    'received', 'haben', 'gutschrift', 'eingang', 'credit eur', 'depot', 'abono', 'abonos', 'haber', 'bij', 'kredit',
    'in', 'incoming', 'income', 'payments', 'amount in', 'einnahmen', 'entree', 'entrees', 'recettes', 'ingresos', 'inkomsten',
    'entrate', 'entrata', 'avere', 'accrediti', 'accredito', 'credito', 'entrada', 'entradas', 'uznania', 'uznanie', 'wplywy',
    'prijem', 'prijmy', 'jovairas', 'insattning', 'insattningar', 'indbetaling', 'indbetalinger', 'inn', 'inn pa konto',
    'pano', 'hyvitys',
  ],
  account: [
    'account', 'account name', 'account label', 'accountlabel', 'account number', 'account no', 'accountnum', 'card',
    'card number', 'card no', 'card name', 'iban', 'iban bban', 'auftragskonto', 'umsatz getatigt von', 'rekening',
    'rekeningnummer', 'compte', 'cuenta', 'conto', 'conta', 'rachunek', 'numer rachunku', 'ucet', 'cislo uctu', 'szamlaszam',
    'konto', 'kontonummer', 'tili', 'tilinumero',
  ],
  balance: [
    'balance', 'running balance', 'runningbalance', 'ledger balance', 'running bal', 'balance after', 'accountbalance',
    'saldo', 'saldo na trn', 'saldo nach buchung', 'kontostand', 'solde', 'saldo eur', 'saldo contabile', 'saldo disponivel',
    'saldo po operacji', 'saldo po transakcji', 'zustatek', 'egyenleg', 'konyvelt egyenleg', 'behallning', 'disponibelt',
  ],
  direction: [
    'dr cr', 'cr dr', 'debit credit', 'credit debit', 'debit credit indicator', 'credit debit indicator', 'transaction type',
    'type', 'af bij', 'bij af', 'soll haben', 's h', 'sens', 'debit credit flag', 'direction', 'in out', 'segno', 'tipo',
    'tipo movimento', 'typ', 'typ transakcji', 'typ operacji', 'tipus', 'dare avere', 'tyyppi', 'typ pohybu',
  ],
  status: ['status', 'state', 'transaction status'],
  // a fee charged with the row (Revolut, PayPal, Wise): part of what left the account (table-fees.ts)
  fee: [
    'fee', 'fees', 'total fees', 'fee amount', 'transaction fee', 'commission', 'gebuhr', 'gebuhren', 'entgelt', 'frais', 'commissione',
    'commissioni', 'comision', 'comisiones', 'taxa', 'tarifa', 'prowizja', 'oplata', 'poplatek', 'poplatky', 'dij', 'avgift', 'avgifter',
    'gebyr', 'gebyrer', 'palkkio',
  ],
};
export const WEAK_DESCRIPTION = ROLE_NAMES.description.indexOf('transaction');
/** Date names from here on are value dates: used only when no other date column is there. */
export const FIRST_VALUE_DATE = ROLE_NAMES.date.indexOf('value date');

/**
 * Words that give a header its role when the whole name is not known ("Datum zaúčtování",
 * "Paid out (GBP)"), tried in this order: debit/credit before amount, so "Debit amount" is a debit.
 */
export const FALLBACK_WORDS: [Role, ReadonlySet<string>][] = [
  ['date', new Set(['date', 'datum', 'fecha', 'data', 'dato', 'datetime', 'timestamp', 'paivamaara', 'paiva', 'datuma'])],
  ['debit', new Set([
    'debit', 'debits', 'withdrawal', 'withdrawals', 'outgoing', 'outgoings', 'uscite', 'addebiti', 'debito', 'saidas',
    'obciazenia', 'vydaj', 'terheles', 'uttag', 'udbetaling', 'veloitus', 'belastung', 'soll', 'ausgaben', 'sorties', 'cargos',
  ])],
  ['credit', new Set([
    'credit', 'credits', 'deposit', 'deposits', 'incoming', 'entrate', 'accrediti', 'credito', 'entradas', 'uznania',
    'prijem', 'jovairas', 'insattning', 'indbetaling', 'hyvitys', 'gutschrift', 'haben', 'einnahmen', 'abonos',
  ])],
  ['amount', new Set([
    'amount', 'betrag', 'montant', 'importe', 'bedrag', 'castka', 'belopp', 'kwota', 'importo', 'valor', 'osszeg', 'belob',
    'belop', 'maara', 'summa',
  ])],
  ['balance', new Set(['balance', 'saldo', 'solde', 'kontostand', 'zustatek', 'egyenleg'])],
  ['description', new Set(['description', 'beschreibung', 'libelle', 'omschrijving', 'descripcion', 'concepto', 'descrizione', 'descricao', 'opis', 'popis'])],
];

/** Letters that NFD leaves alone, spelled the way their banks' ASCII exports spell them. */
export function foldLetters(s: string): string {
  return s.replace(/[øœ]/g, 'o').replace(/æ/g, 'ae').replace(/ł/g, 'l').replace(/đ/g, 'd').replace(/ı/g, 'i').replace(/ß/g, 'ss');
}

/** What a direction (type) column says for money out and money in, as normalizeHeader leaves it (no accents). */
export const DEBIT_WORDS = new Set([
  'debit', 'dr', 'd', 'withdrawal', 'db', 'out', 'af', 's', 'soll', 'debet', 'cargo', 'dbit', 'belastung', 'ausgang', 'lastschrift',
  'dare', 'addebito', 'uscita', 'debito', 'saida', 'obciazenie', 'wyplyw', 'vydaj', 'terheles', 'uttag', 'udbetaling', 'ut',
  'veloitus', 'otto',
]);
export const CREDIT_WORDS = new Set([
  'credit', 'cr', 'c', 'deposit', 'in', 'bij', 'h', 'haben', 'kredit', 'abono', 'gutschrift', 'eingang', 'avere', 'a', 'accredito',
  'entrata', 'credito', 'entrada', 'uznanie', 'wplyw', 'prijem', 'jovairas', 'insattning', 'indbetaling', 'inn', 'hyvitys', 'pano',
]);

const PARENS_RE = /\([^)]*\)/g;
const NON_ALNUM_RE = /[^a-z0-9]+/g;
const ACCENTS_RE = /[\u0300-\u036f]/g;

/** A header cell as it is looked up: lower case, no accents, "(EUR)" and punctuation gone. */
export function normalizeHeader(cell: string): string {
  let s = cell.toLowerCase();
  if (/[^\x00-\x7f]/.test(s)) s = foldLetters(s).normalize('NFD').replace(ACCENTS_RE, '');
  return s.replace(PARENS_RE, ' ').replace(NON_ALNUM_RE, ' ').trim();
}

/** The rank of a header known only by one of its words (FALLBACK_WORDS): after every whole name. */
export const FALLBACK_RANK = 1000;
const HEADER_LOOKUP = new Map<string, { role: Role; rank: number }>();
for (const role of Object.keys(ROLE_NAMES) as Role[]) {
  ROLE_NAMES[role].forEach((name, rank) => {
    // a value date loses even to a date column known only by a word ("Data Lanc." beside "Data valor")
    const r = role === 'date' && rank >= FIRST_VALUE_DATE ? FALLBACK_RANK + 1 + rank : rank;
    if (!HEADER_LOOKUP.has(name)) HEADER_LOOKUP.set(name, { role, rank: r });
  });
}

/**
 * A header name's role and rank (lower is better) as normalizeHeader leaves it: a whole name Byte
 * knows, else a word that gives the role; undefined when neither. Shared by the CSV and PDF readers.
 */
export function lookupHeader(normalized: string): { role: Role; rank: number } | undefined {
  const exact = HEADER_LOOKUP.get(normalized);
  if (exact) return exact;
  if (/^vwz\s*\d*$/.test(normalized)) return { role: 'memo', rank: FALLBACK_RANK }; // GLS: VWZ1 … VWZ14
  if (normalized === '') return undefined;
  const words = normalized.split(' ');
  for (const [role, set] of FALLBACK_WORDS) if (words.some((w) => set.has(w))) return { role, rank: FALLBACK_RANK };
  return undefined;
}

/** A value date's name (a booking date's beside it is the transaction's date). */
export function isValueDateName(normalized: string): boolean {
  const hit = HEADER_LOOKUP.get(normalized);
  return hit !== undefined && hit.role === 'date' && hit.rank > FALLBACK_RANK;
}
