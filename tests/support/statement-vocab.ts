// Header names real banks use, per language, for the statement generator (statement-generator.ts).
// Deliberately written as the banks write them (accents, capitals, units in brackets), not as
// Byte's vocabulary stores them: the generator tests the lookup, it must not share it.

export interface LanguageVocab {
  date: string[];
  /** a second date column (value date), read as a date only when the main one is absent */
  valueDate: string[];
  description: string[];
  amount: string[];
  debit: string[];
  credit: string[];
  balance: string[];
  /** a type column and its words for money out and money in */
  type: { header: string[]; debit: string[]; credit: string[] };
  /** merchants and money-in rows in the language's country */
  spend: string[];
  income: string[];
  /** can be written in Windows-1252 */
  latin1: boolean;
}

export const LANGUAGES: Record<string, LanguageVocab> = {
  en: {
    date: ['Date', 'Transaction Date', 'Posting Date', 'Posted Date', 'Booking date', 'Created', 'Posted at', 'Transaction time', 'Completed Date'],
    valueDate: ['Value Date', 'Settlement Date'],
    description: ['Description', 'Details', 'Narrative', 'Transaction Details', 'Payee', 'Merchant', 'Particulars'],
    amount: ['Amount', 'Amount (GBP)', 'Transaction Amount', 'Value', 'Net Amount'],
    debit: ['Debit', 'Money out', 'Paid out', 'Withdrawals', 'Debit Amount', 'Out', 'Spending'],
    credit: ['Credit', 'Money in', 'Paid in', 'Deposits', 'Credit Amount', 'In', 'Income'],
    balance: ['Balance', 'Running Balance', 'Balance (GBP)'],
    type: { header: ['Type', 'Transaction Type', 'Debit/Credit', 'DR/CR'], debit: ['Debit', 'DR', 'D'], credit: ['Credit', 'CR', 'C'] },
    spend: ['TESCO STORES 3307', 'AMAZON MKTPLACE', 'SHELL OIL 5521', 'STARBUCKS 4411', 'UBER TRIP', 'NETFLIX.COM', 'THAMES WATER', 'PRET A MANGER'],
    income: ['ACME LTD SALARY', 'TRANSFER FROM SAVINGS', 'INTEREST PAID', 'HMRC TAX REFUND'],
    latin1: true,
  },
  de: {
    date: ['Buchungstag', 'Buchungsdatum', 'Datum', 'Buchungszeit', 'Umsatzdatum'],
    valueDate: ['Valuta', 'Wertstellung'],
    description: ['Verwendungszweck', 'Buchungstext', 'Beschreibung', 'Empfänger', 'Auftraggeber/Empfänger'],
    amount: ['Betrag', 'Betrag (EUR)', 'Umsatz', 'Buchungsbetrag'],
    debit: ['Soll', 'Belastung', 'Ausgang', 'Ausgaben'],
    credit: ['Haben', 'Gutschrift', 'Eingang', 'Einnahmen'],
    balance: ['Saldo', 'Kontostand', 'Saldo nach Buchung'],
    type: { header: ['Soll/Haben', 'S/H'], debit: ['S', 'Soll'], credit: ['H', 'Haben'] },
    spend: ['REWE Markt', 'Stadtwerke München', 'Deutsche Bahn', 'Lidl Filiale 1123', 'Aral Tankstelle'],
    income: ['Gehalt März', 'Erstattung Krankenkasse', 'Zinsen'],
    latin1: true,
  },
  fr: {
    date: ['Date', 'Date opération', "Date de l'opération", 'Date comptable'],
    valueDate: ['Date valeur', 'Date de valeur'],
    description: ['Libellé', "Libellé de l'opération", 'Libellé simplifié', 'Intitulé'],
    amount: ['Montant', 'Montant (EUR)'],
    debit: ['Débit', 'Débits', 'Retrait', 'Sortie'],
    credit: ['Crédit', 'Crédits', 'Dépôt', 'Entrée'],
    balance: ['Solde'],
    type: { header: ['Sens'], debit: ['Débit', 'D'], credit: ['Crédit', 'C'] },
    spend: ['CARREFOUR MARKET', 'SNCF INTERNET', 'EDF CLIENTS', 'BOULANGERIE PAUL'],
    income: ['VIR SALAIRE ACME', 'REMBOURSEMENT CPAM'],
    latin1: true,
  },
  es: {
    date: ['Fecha', 'Fecha operación', 'Fecha contable', 'F. Operación'],
    valueDate: ['Fecha valor'],
    description: ['Concepto', 'Descripción', 'Detalle'],
    amount: ['Importe', 'Importe (EUR)'],
    debit: ['Cargo', 'Cargos', 'Debe', 'Gastos'],
    credit: ['Abono', 'Abonos', 'Haber', 'Ingresos'],
    balance: ['Saldo'],
    type: { header: ['Tipo'], debit: ['Cargo'], credit: ['Abono'] },
    spend: ['MERCADONA', 'REPSOL', 'EL CORTE INGLES', 'RENFE VIAJEROS'],
    income: ['NOMINA ACME SL', 'DEVOLUCION HACIENDA'],
    latin1: true,
  },
  nl: {
    date: ['Datum', 'Transactiedatum', 'Boekdatum', 'Boekingsdatum'],
    valueDate: ['Rentedatum', 'Valutadatum'],
    description: ['Omschrijving', 'Naam / Omschrijving', 'Mededelingen', 'Naam tegenpartij'],
    amount: ['Bedrag', 'Bedrag (EUR)'],
    debit: ['Af', 'Debet', 'Uitgaven'],
    credit: ['Bij', 'Credit', 'Inkomsten'],
    balance: ['Saldo'],
    type: { header: ['Af Bij', 'Af/Bij'], debit: ['Af'], credit: ['Bij'] },
    spend: ['ALBERT HEIJN 1234', 'NS GROEP', 'JUMBO AMSTERDAM', 'ENECO'],
    income: ['SALARIS ACME BV', 'TERUGGAVE BELASTINGDIENST'],
    latin1: true,
  },
  it: {
    date: ['Data', 'Data operazione', 'Data contabile', 'Data registrazione'],
    valueDate: ['Data valuta', 'Valuta'],
    description: ['Descrizione', 'Descrizione operazione', 'Causale', 'Dettagli'],
    amount: ['Importo', 'Importo (EUR)'],
    debit: ['Uscite', 'Dare', 'Addebiti'],
    credit: ['Entrate', 'Avere', 'Accrediti'],
    balance: ['Saldo', 'Saldo contabile'],
    type: { header: ['Segno', 'Dare/Avere'], debit: ['D', 'Dare'], credit: ['A', 'Avere'] },
    spend: ['PAGAMENTO POS ESSELUNGA', 'ADDEBITO SDD ENEL ENERGIA', 'TRENITALIA', 'COOP LOMBARDIA'],
    income: ['BONIFICO STIPENDIO', 'RIMBORSO SPESE'],
    latin1: true,
  },
  pt: {
    date: ['Data', 'Data movimento', 'Data Lanc.', 'Data de movimento', 'Data operação'],
    valueDate: ['Data valor'],
    description: ['Descrição', 'Descritivo', 'Histórico', 'Movimento'],
    amount: ['Valor', 'Montante', 'Montante (EUR)'],
    debit: ['Débito', 'Saídas', 'Saída'],
    credit: ['Crédito', 'Entradas', 'Entrada'],
    balance: ['Saldo', 'Saldo disponível'],
    type: { header: ['Tipo'], debit: ['Débito', 'D'], credit: ['Crédito', 'C'] },
    spend: ['COMPRA CONTINENTE', 'PINGO DOCE LISBOA', 'GALP ENERGIA', 'EDP COMERCIAL'],
    income: ['TRF VENCIMENTO', 'REEMBOLSO IRS'],
    latin1: true,
  },
  pl: {
    date: ['Data operacji', 'Data księgowania', 'Data transakcji', '#Data operacji'],
    valueDate: ['Data waluty'],
    description: ['Opis operacji', 'Opis', 'Tytuł', 'Tytuł operacji', 'Nadawca/Odbiorca'],
    amount: ['Kwota', 'Kwota operacji', '#Kwota'],
    debit: ['Obciążenia', 'Wypływy'],
    credit: ['Uznania', 'Wpływy'],
    balance: ['Saldo po operacji', 'Saldo'],
    type: { header: ['Typ'], debit: ['Obciążenie'], credit: ['Uznanie'] },
    spend: ['BIEDRONKA 1234', 'ŻABKA Z3344', 'ORLEN STACJA', 'PKP INTERCITY'],
    income: ['WYNAGRODZENIE ACME', 'ZWROT PODATKU'],
    latin1: false,
  },
  cs: {
    date: ['Datum', 'Datum zaúčtování', 'Datum provedení', 'Datum transakce'],
    valueDate: ['Datum splatnosti'],
    description: ['Popis', 'Popis transakce', 'Zpráva pro příjemce', 'Název protiúčtu'],
    amount: ['Částka', 'Objem', 'Zaúčtovaná částka'],
    debit: ['Výdaj', 'Výdaje'],
    credit: ['Příjem', 'Příjmy'],
    balance: ['Zůstatek'],
    type: { header: ['Typ'], debit: ['Výdaj'], credit: ['Příjem'] },
    spend: ['ALBERT VLTAVSKA', 'ROHLIK.CZ', 'ČEZ PRODEJ', 'BENZINA'],
    income: ['MZDA ACME SRO', 'VRATKA DANE'],
    latin1: false,
  },
  hu: {
    date: ['Könyvelés dátuma', 'Dátum', 'Tranzakció dátuma', 'Könyvelési dátum'],
    valueDate: ['Értéknap'],
    description: ['Közlemény', 'Leírás', 'Megnevezés', 'Partner neve'],
    amount: ['Összeg', 'Tranzakció összege'],
    debit: ['Terhelés'],
    credit: ['Jóváírás'],
    balance: ['Egyenleg'],
    type: { header: ['Tipus'], debit: ['Terhelés'], credit: ['Jóváírás'] },
    spend: ['SPAR BUDAPEST', 'MOL TÖLTŐÁLLOMÁS', 'TESCO ÁRUHÁZ', 'BKV BÉRLET'],
    income: ['MUNKABÉR ACME KFT', 'ADÓVISSZATÉRÍTÉS'],
    latin1: false,
  },
  sv: {
    date: ['Bokföringsdag', 'Datum', 'Transaktionsdag', 'Bokföringsdatum'],
    valueDate: ['Valutadag'],
    description: ['Beskrivning', 'Text', 'Rubrik', 'Mottagare'],
    amount: ['Belopp', 'Belopp (SEK)'],
    debit: ['Uttag'],
    credit: ['Insättning', 'Insättningar'],
    balance: ['Saldo', 'Bokfört saldo', 'Behållning'],
    type: { header: ['Typ'], debit: ['Uttag'], credit: ['Insättning'] },
    spend: ['ICA NARA KUNGSHOLMEN', 'SL ACCESS', 'SYSTEMBOLAGET', 'COOP KONSUM'],
    income: ['LÖN ACME AB', 'SKATTEÅTERBÄRING'],
    latin1: true,
  },
  da: {
    date: ['Dato', 'Bogføringsdato'],
    valueDate: ['Rentedato'],
    description: ['Tekst', 'Beskrivelse', 'Modtager'],
    amount: ['Beløb', 'Beløb (DKK)'],
    debit: ['Udbetaling', 'Udbetalinger'],
    credit: ['Indbetaling', 'Indbetalinger'],
    balance: ['Saldo'],
    type: { header: ['Type'], debit: ['Udbetaling'], credit: ['Indbetaling'] },
    spend: ['NETTO NØRREBRO', 'DSB BILLETTER', 'FØTEX', 'Q8 SERVICE'],
    income: ['LØN ACME APS', 'SKAT OVERSKYDENDE'],
    latin1: true,
  },
  no: {
    date: ['Dato', 'Bokført dato', 'Bokføringsdato', 'Transaksjonsdato'],
    valueDate: ['Rentedato'],
    description: ['Forklaring', 'Beskrivelse', 'Tekst', 'Mottaker'],
    amount: ['Beløp', 'Beløp (NOK)'],
    debit: ['Ut fra konto', 'Ut'],
    credit: ['Inn på konto', 'Inn'],
    balance: ['Saldo'],
    type: { header: ['Type'], debit: ['Ut'], credit: ['Inn'] },
    spend: ['REMA 1000 MAJORSTUEN', 'KIWI GRÜNERLØKKA', 'RUTER BILLETT', 'CIRCLE K'],
    income: ['LØNN ACME AS', 'SKATTEOPPGJØR'],
    latin1: true,
  },
  fi: {
    date: ['Kirjauspäivä', 'Päivämäärä', 'Maksupäivä', 'Tapahtumapäivä'],
    valueDate: ['Arvopäivä'],
    description: ['Selitys', 'Viesti', 'Saaja/Maksaja', 'Otsikko', 'Nimi'],
    amount: ['Määrä', 'Summa', 'Määrä EUROA'],
    debit: ['Veloitus', 'Otto'],
    credit: ['Hyvitys', 'Pano'],
    balance: ['Saldo'],
    type: { header: ['Tyyppi'], debit: ['Veloitus'], credit: ['Hyvitys'] },
    spend: ['K-MARKET KAMPPI', 'HSL MOBIILI', 'ALKO', 'NESTE'],
    income: ['PALKKA ACME OY', 'VEROPALAUTUS'],
    latin1: true,
  },
};

/** Header words no vocabulary has: the columns must be recognized from their contents. */
export const UNKNOWN_WORDS = ['Quando', 'Chi', 'Quanto', 'Feld A', 'Feld B', 'Kolumna 3', 'Info', 'Wert', 'Spalte 5', 'Col7', 'Posten', 'Ref', 'Hvad', 'Mikor'];
