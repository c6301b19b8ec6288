// OFX / QFX (SGML 1.x with unclosed leaf tags, and XML 2.x) → transactions. Bank and credit-card
// statements give their STMTTRN list; investment statements give each trade's cash effect.
import { parseAmountToCents } from '../../money.ts';
import { decodeEntities, joinNameMemo, squash } from '../description.ts';
import { applyAmountSign } from '../sign.ts';
import { ofxLayout } from './source-layout.ts';
import { ofxClues } from '../../accounts/kinds.ts';
import { emptyStatement, type ExtractedTransaction, type StatementResult } from '../types.ts';

/** "…1234" from an account id's last four digits; the id itself when it has fewer digits. */
export function maskAccount(id: string): string | null {
  const t = id.trim();
  if (t === '') return null;
  const digits = t.replace(/\D+/g, '');
  return digits.length >= 4 ? `…${digits.slice(-4)}` : t;
}

// ── the OFX element tree ───────────────────────────────────────────────────────────────────────

interface OfxNode {
  tag: string;
  /** a leaf's text (SGML: up to the next tag); '' for aggregates */
  text: string;
  children: OfxNode[];
}

const TAG_RE = /<(\/?)([A-Za-z][A-Za-z0-9._:-]*)\s*(\/?)>|<!--[\s\S]*?-->|<[?!][^>]*>/g;

/**
 * Builds the element tree of an OFX body. SGML leaves (`<TRNAMT>-12.00` with no end tag) end at
 * the next tag; an end tag closes the innermost open element of that name, and an end tag with
 * no open element of its name (a stray `</BANKTRANLIST>`) is ignored.
 */
function buildTree(body: string): OfxNode {
  const root: OfxNode = { tag: '#root', text: '', children: [] };
  const stack: OfxNode[] = [root];
  let pendingLeaf: OfxNode | null = null;
  let last = 0;
  TAG_RE.lastIndex = 0;
  for (let m = TAG_RE.exec(body); m !== null; m = TAG_RE.exec(body)) {
    const between = body.slice(last, m.index);
    last = TAG_RE.lastIndex;
    if (pendingLeaf && between.trim() !== '') pendingLeaf.text += between;
    if (m[2] === undefined) continue; // comment, processing instruction or declaration
    const tag = m[2].toUpperCase();
    if (m[1] === '/') {
      if (pendingLeaf && pendingLeaf.tag === tag) {
        pendingLeaf = null;
        continue;
      }
      pendingLeaf = null;
      let at = stack.length - 1;
      while (at > 0 && stack[at]!.tag !== tag) at--;
      if (at > 0) stack.length = at;
      continue;
    }
    // A start tag: the element opened just before it was a leaf if text followed it, else an
    // aggregate that stays open until its end tag.
    if (pendingLeaf) {
      if (pendingLeaf.text.trim() === '') stack.push(pendingLeaf);
      pendingLeaf = null;
    }
    const node: OfxNode = { tag, text: '', children: [] };
    stack[stack.length - 1]!.children.push(node);
    if (m[3] === '/') continue; // <BALAMT/>: empty
    pendingLeaf = node;
  }
  if (pendingLeaf) pendingLeaf.text += body.slice(last);
  return root;
}

function child(node: OfxNode | undefined, tag: string): OfxNode | undefined {
  return node?.children.find((c) => c.tag === tag);
}

function value(node: OfxNode | undefined, tag: string): string {
  const c = child(node, tag);
  return c ? decodeEntities(c.text.trim()) : '';
}

/** Every descendant with one of these tags, in document order (not looking inside a match). */
function findAll(node: OfxNode, tags: ReadonlySet<string>, out: OfxNode[] = []): OfxNode[] {
  for (const c of node.children) {
    if (tags.has(c.tag)) out.push(c);
    else findAll(c, tags, out);
  }
  return out;
}

// ── dates and amounts ──────────────────────────────────────────────────────────────────────────

const OFX_DATE_RE = /^(\d{4})(\d{2})(\d{2})/;

/** 'YYYYMMDD[HHMMSS[.XXX]][[-5:EST]]' → 'YYYY-MM-DD' (the date as the bank wrote it), or null. */
export function parseOfxDate(s: string): string | null {
  const m = OFX_DATE_RE.exec(s.trim());
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (y < 1900 || y > 2100 || mo < 1 || mo > 12 || d < 1 || d > 31) return null;
  const dim = mo === 2 ? ((y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28) : [4, 6, 9, 11].includes(mo) ? 30 : 31;
  return d > dim ? null : `${m[1]}-${m[2]}-${m[3]}`;
}

// ── the parser ─────────────────────────────────────────────────────────────────────────────────

const STATEMENTS = new Set(['STMTRS', 'CCSTMTRS', 'INVSTMTRS']);
const STMTTRN = new Set(['STMTTRN']);
const INVESTMENT_AGGREGATES = new Set([
  'BUYDEBT',
  'BUYMF',
  'BUYOPT',
  'BUYOTHER',
  'BUYSTOCK',
  'CLOSUREOPT',
  'INCOME',
  'INVEXPENSE',
  'JRNLFUND',
  'JRNLSEC',
  'MARGININTEREST',
  'REINVEST',
  'RETOFCAP',
  'SELLDEBT',
  'SELLMF',
  'SELLOPT',
  'SELLOTHER',
  'SELLSTOCK',
  'SPLIT',
  'TRANSFER',
  'INVBANKTRAN',
]);
/** Aggregates that move no cash in or out of the account: imported with amount 0. */
const NO_CASH = new Set(['REINVEST', 'JRNLFUND', 'JRNLSEC', 'SPLIT', 'TRANSFER', 'CLOSUREOPT']);
const INCOME_LABEL: Record<string, string> = {
  DIV: 'DIVIDEND',
  INTEREST: 'INTEREST',
  CGLONG: 'CAPITAL GAIN (LONG)',
  CGSHORT: 'CAPITAL GAIN (SHORT)',
  MISC: 'INCOME',
};
/** Memos that only restate what the aggregate already says. */
const BORING_MEMO_RE = /^(you (bought|sold)|dividend received|reinvestment|price as of date based on closing price)$/i;
const TRNTYPE_LABEL: Record<string, string> = {
  CREDIT: 'Credit',
  DEBIT: 'Debit',
  INT: 'Interest',
  DIV: 'Dividend',
  FEE: 'Fee',
  SRVCHG: 'Service charge',
  DEP: 'Deposit',
  ATM: 'ATM withdrawal',
  POS: 'Card payment',
  XFER: 'Transfer',
  CHECK: 'Check',
  PAYMENT: 'Payment',
  CASH: 'Cash withdrawal',
  DIRECTDEP: 'Direct deposit',
  DIRECTDEBIT: 'Direct debit',
  REPEATPMT: 'Repeating payment',
  OTHER: 'Transaction',
};

/** The OFX body (from `<OFX>` on), or null when there is none. */
function ofxBody(text: string): string | null {
  const at = text.search(/<OFX[\s>]/i);
  return at === -1 ? null : text.slice(at);
}

/**
 * Parses an OFX/QFX statement: every STMTTRN of the bank, card and investment statements in the
 * file (FITID kept as externalId, NAME/MEMO as the description), the cash effect of each
 * investment transaction ("BUY 12.5 FXAIX"), the account as "…1234", LEDGERBAL as the closing
 * balance and the bank (FI/ORG, else BANKID) as the institution. Amounts are already from the holder's point of view (card purchases negative).
 */
export function parseOfx(text: string): StatementResult {
  const result = emptyStatement();
  const body = ofxBody(text);
  if (body === null) {
    result.errors.push('This file does not contain OFX data (no <OFX> element was found).');
    return result;
  }
  const root = buildTree(body);
  const securities = securityNames(root);
  const statements = findAll(root, STATEMENTS);
  const balances: number[] = [];
  let skipped = 0;
  const skip = (message: string) => {
    skipped++;
    if (skipped <= 50) result.warnings.push(message);
  };

  for (const stmt of statements) {
    const from = child(stmt, 'BANKACCTFROM') ?? child(stmt, 'CCACCTFROM') ?? child(stmt, 'INVACCTFROM');
    const account = maskAccount(value(from, 'ACCTID'));
    const ledger = child(stmt, 'LEDGERBAL');
    const bal = ledger ? value(ledger, 'BALAMT') : '';
    const balCents = bal === '' ? null : parseAmountToCents(bal);
    if (balCents !== null) balances.push(balCents);

    if (stmt.tag === 'INVSTMTRS') {
      const list = child(stmt, 'INVTRANLIST');
      for (const agg of list ? findAll(list, INVESTMENT_AGGREGATES) : []) {
        const item = agg.tag === 'INVBANKTRAN' ? bankTransaction(child(agg, 'STMTTRN'), account, skip) : investmentTransaction(agg, account, securities, skip);
        if (item) result.items.push(item);
      }
    } else {
      // Every STMTTRN of the statement, also one a malformed file left outside its BANKTRANLIST.
      const read: { trn: OfxNode; item: ExtractedTransaction }[] = [];
      for (const trn of findAll(stmt, STMTTRN)) {
        const item = bankTransaction(trn, account, skip);
        if (item) read.push({ trn, item });
      }
      if (stmt.tag === 'CCSTMTRS') {
        const note = cardChargesPositive(read);
        if (note) result.warnings.push(note);
      }
      for (const { item } of read) result.items.push(item);
    }
  }
  if (skipped > 50) result.warnings.push(`…and ${skipped - 50} more transactions were skipped for the same kinds of reasons.`);
  distrustRepeatedIds(result);
  if (statements.length === 1 && balances.length === 1) result.closingBalanceCents = balances[0]!;
  const period = statements.length === 1 ? statedPeriod(statements[0]!) : null;
  if (period) result.period = period;
  result.institution = institutionOf(root, statements);
  result.kindClues = ofxClues(
    statements.map((s) => s.tag),
    statements.map((s) => value(child(s, 'BANKACCTFROM'), 'ACCTTYPE')).filter(Boolean),
  );
  const source = ofxLayout(sourceOf(text, root, statements));
  result.layout = source.layout;
  result.layoutNames = source.names;

  const status = statusProblem(root);
  if (result.items.length === 0) {
    if (status) result.errors.push(status);
    else if (statements.length === 0) result.errors.push('This OFX file holds no bank, credit-card or investment statement.');
    else if (skipped > 0) result.errors.push('None of the transactions in this OFX file could be read (see warnings); nothing was imported.');
    else result.errors.push('This OFX statement lists no transactions.');
  } else if (status) {
    result.warnings.push(status);
  }
  return result;
}

const FROM_AGGREGATES = new Set(['BANKACCTFROM', 'CCACCTFROM', 'INVACCTFROM']);

/**
 * The bank that sent the file, for the account it creates: the sign-on's FI/ORG when it is filled
 * in (a name such as "AMEX" or "fidelity.com"), else the first BANKID (a routing number or bank code)
 * or BROKERID of the statements' accounts. Many banks leave FI out or empty, hence the fallback.
 */
function institutionOf(root: OfxNode, statements: OfxNode[]): string | null {
  const clean = (s: string) => squash(s).slice(0, 120);
  for (const sonrs of findAll(root, new Set(['SONRS']))) {
    const org = clean(value(child(sonrs, 'FI'), 'ORG'));
    if (org !== '') return org;
  }
  for (const stmt of statements) {
    for (const from of stmt.children.filter((c) => FROM_AGGREGATES.has(c.tag))) {
      const id = clean(value(from, 'BANKID') || value(from, 'BROKERID'));
      if (id !== '') return id;
    }
  }
  return null;
}

/** What names the file's source (source-layout.ts fingerprints it; the account id is cut to its last digits there). */
function sourceOf(text: string, root: OfxNode, statements: OfxNode[]): Parameters<typeof ofxLayout>[0] {
  const fi = findAll(root, new Set(['SONRS']))
    .map((s) => child(s, 'FI'))
    .find((f) => f !== undefined);
  return {
    format: /<\?OFX\b/i.test(text.slice(0, 2048)) ? 'xml' : 'sgml',
    org: value(fi, 'ORG'),
    fid: value(fi, 'FID'),
    statements: statements.map((stmt) => {
      const from = stmt.children.find((c) => FROM_AGGREGATES.has(c.tag));
      return {
        kind: stmt.tag,
        bankId: value(from, 'BANKID') || value(from, 'BROKERID'),
        accountType: value(from, 'ACCTTYPE'),
        accountId: value(from, 'ACCTID'),
        currency: value(stmt, 'CURDEF'),
      };
    }),
  };
}

const CHARGE_TYPES = new Set(['DEBIT', 'POS', 'FEE', 'SRVCHG', 'ATM', 'CASH']);
const REFUND_TYPES = new Set(['CREDIT', 'DEP', 'DIRECTDEP', 'INT', 'DIV']);

/**
 * The spec has card statements signed from the holder's side (a purchase negative), but some
 * issuers write charges as positive amounts. Evidence that they did: the charges (TRNTYPE DEBIT,
 * POS, FEE…) are all positive; or no amount in the card statement is negative at all. Then the
 * signs are turned (by TRNTYPE where it says, else a purchase is spending and a payment or refund
 * money in) and a warning says so. Returns the warning, or null when the signs were right.
 */
function cardChargesPositive(read: { trn: OfxNode; item: ExtractedTransaction }[]): string | null {
  const charges = read.filter(({ trn }) => CHARGE_TYPES.has(value(trn, 'TRNTYPE').toUpperCase()));
  const chargesPositive = charges.length > 0 && charges.every(({ item }) => item.amountCents >= 0) && charges.some(({ item }) => item.amountCents > 0);
  const noneNegative = read.length > 0 && read.every(({ item }) => item.amountCents >= 0) && read.some(({ item }) => item.amountCents > 0);
  if (!chargesPositive && !noneNegative) return null;
  for (const { trn, item } of read) {
    const type = value(trn, 'TRNTYPE').toUpperCase();
    const size = Math.abs(item.amountCents);
    if (CHARGE_TYPES.has(type)) item.amountCents = -size;
    else if (REFUND_TYPES.has(type)) item.amountCents = size;
    else if (chargesPositive) item.amountCents = -item.amountCents;
    else applyAmountSign([item], 'spent');
  }
  return 'This credit-card statement writes charges as positive amounts; the signs were turned so purchases are spending and payments and refunds money in.';
}

/**
 * A FITID is the bank's promise that it names one transaction. When a file gives two different
 * transactions the same one (it happens), that bank's ids cannot be trusted to recognise a
 * re-sent transaction either: those transactions are matched by date, amount and text instead.
 */
function distrustRepeatedIds(result: StatementResult): void {
  const groups = new Map<string, ExtractedTransaction[]>();
  for (const t of result.items) {
    if (!t.externalId) continue;
    const key = `${t.account ?? ''}|${t.externalId}`;
    const g = groups.get(key);
    if (g) g.push(t);
    else groups.set(key, [t]);
  }
  for (const g of groups.values()) {
    if (g.length < 2) continue;
    result.warnings.push(
      `${g.length} different transactions in this file share the bank's id ${g[0]!.externalId} (FITID); they are recognised by date, amount and description instead.`,
    );
    for (const t of g) t.externalId = null;
  }
}

function statusProblem(root: OfxNode): string | null {
  for (const status of findAll(root, new Set(['STATUS']))) {
    const severity = value(status, 'SEVERITY').toUpperCase();
    if (severity === 'ERROR') {
      const message = value(status, 'MESSAGE');
      return `The bank reported an error in this OFX file (code ${value(status, 'CODE') || '?'}${message ? `: ${message}` : ''}).`;
    }
  }
  return null;
}

function describe(trn: OfxNode): string {
  const payee = child(trn, 'PAYEE');
  const name = value(trn, 'NAME') || value(payee, 'NAME');
  const memo = value(trn, 'MEMO');
  const text = joinNameMemo(name, memo);
  if (text !== '') return text;
  const check = value(trn, 'CHECKNUM');
  const type = value(trn, 'TRNTYPE').toUpperCase();
  if (check !== '' && Number(check) !== 0) return `Check ${check.replace(/^0+/, '')}`;
  return TRNTYPE_LABEL[type] ?? 'Transaction';
}

/** One statement's BANKTRANLIST DTSTART–DTEND (both ends read, in order), else null. */
function statedPeriod(stmt: OfxNode): { from: string; to: string } | null {
  const list = child(stmt, 'BANKTRANLIST') ?? child(stmt, 'INVTRANLIST');
  const from = list ? parseOfxDate(value(list, 'DTSTART')) : null;
  const to = list ? parseOfxDate(value(list, 'DTEND')) : null;
  return from && to && from <= to ? { from, to } : null;
}

function bankTransaction(trn: OfxNode | undefined, account: string | null, skip: (m: string) => void): ExtractedTransaction | null {
  if (!trn) return null;
  const fitid = value(trn, 'FITID');
  const label = fitid ? `Transaction ${fitid}` : 'A transaction';
  const rawDate = value(trn, 'DTPOSTED') || value(trn, 'DTUSER');
  const date = parseOfxDate(rawDate);
  if (date === null) {
    skip(`${label}: ${rawDate ? `invalid date "${rawDate}"` : 'no date (DTPOSTED)'} — skipped`);
    return null;
  }
  const rawAmount = value(trn, 'TRNAMT');
  const amountCents = rawAmount === '' ? null : parseAmountToCents(rawAmount);
  if (amountCents === null) {
    skip(`${label}: ${rawAmount ? `invalid amount "${rawAmount}"` : 'no amount (TRNAMT)'} — skipped`);
    return null;
  }
  return { date, description: describe(trn), amountCents, account, balanceCents: null, externalId: fitid || null };
}

/** UNIQUEID → ticker (or the security's name when it has no ticker), from SECLIST. */
function securityNames(root: OfxNode): Map<string, string> {
  const names = new Map<string, string>();
  for (const info of findAll(root, new Set(['SECINFO']))) {
    const id = value(child(info, 'SECID'), 'UNIQUEID');
    const name = value(info, 'TICKER') || value(info, 'SECNAME');
    if (id && name) names.set(id, name);
  }
  return names;
}

function units(text: string): string {
  const n = Math.abs(Number(text));
  return Number.isFinite(n) ? String(Number(n.toFixed(6))) : text;
}

function investmentTransaction(agg: OfxNode, account: string | null, securities: Map<string, string>, skip: (m: string) => void): ExtractedTransaction | null {
  // BUY*/SELL* keep INVTRAN, SECID, UNITS and TOTAL one level down, in INVBUY/INVSELL.
  const inner = child(agg, 'INVBUY') ?? child(agg, 'INVSELL') ?? agg;
  const invtran = child(inner, 'INVTRAN');
  const fitid = value(invtran, 'FITID');
  const label = fitid ? `Investment transaction ${fitid}` : `An investment transaction (${agg.tag})`;
  const rawDate = value(invtran, 'DTTRADE') || value(invtran, 'DTSETTLE');
  const date = parseOfxDate(rawDate);
  if (date === null) {
    skip(`${label}: ${rawDate ? `invalid date "${rawDate}"` : 'no date (DTTRADE)'} — skipped`);
    return null;
  }
  const secId = value(child(inner, 'SECID'), 'UNIQUEID');
  const security = securities.get(secId) ?? secId;
  const qty = value(inner, 'UNITS');
  const total = value(inner, 'TOTAL');
  let amountCents: number | null = 0;
  if (!NO_CASH.has(agg.tag)) {
    amountCents = total === '' ? null : parseAmountToCents(total);
    if (amountCents === null) {
      skip(`${label}: ${total ? `invalid amount "${total}"` : 'no amount (TOTAL)'} — skipped`);
      return null;
    }
  }
  let action: string;
  const t = agg.tag;
  if (t.startsWith('BUY')) action = `BUY ${units(qty)} ${security}`;
  else if (t.startsWith('SELL')) action = `SELL ${units(qty)} ${security}`;
  else if (t === 'INCOME') action = `${INCOME_LABEL[value(agg, 'INCOMETYPE').toUpperCase()] ?? 'INCOME'} ${security}`;
  else if (t === 'REINVEST') action = `REINVEST ${units(qty)} ${security}${total ? ` (${total.replace(/^[+-]?0*(?=\d)/, '')})` : ''}`;
  else if (t === 'TRANSFER') action = `TRANSFER ${value(agg, 'TFERACTION').toUpperCase() || ''} ${units(qty)} ${security}`;
  else if (t === 'INVEXPENSE') action = `EXPENSE ${security}`;
  else if (t === 'RETOFCAP') action = `RETURN OF CAPITAL ${security}`;
  else if (t === 'MARGININTEREST') action = 'MARGIN INTEREST';
  else if (t === 'SPLIT') action = `SPLIT ${security}`;
  else action = `${t} ${security}`;
  const memo = value(invtran, 'MEMO');
  const description = joinNameMemo(squash(action), BORING_MEMO_RE.test(squash(memo)) ? '' : memo);
  return { date, description, amountCents, account, balanceCents: null, externalId: fitid || null };
}

// ── encoding ───────────────────────────────────────────────────────────────────────────────────

/**
 * The text encoding an OFX file declares: SGML headers `ENCODING:UTF-8` / `CHARSET:1252` /
 * `CHARSET:8859-1`, or the XML declaration's `encoding="…"`. Returns a TextDecoder label, or null.
 */
export function declaredOfxEncoding(head: string): string | null {
  const xml = /<\?xml[^>]*encoding\s*=\s*["']([\w.-]+)["']/i.exec(head);
  if (xml) return xml[1]!.toLowerCase();
  const encoding = /^\s*ENCODING\s*:\s*([\w-]+)/im.exec(head)?.[1]?.toUpperCase();
  if (encoding === 'UTF-8' || encoding === 'UNICODE') return 'utf-8';
  const charset = /^\s*CHARSET\s*:\s*([\w-]+)/im.exec(head)?.[1]?.toUpperCase();
  if (!charset || charset === 'NONE') return encoding === 'USASCII' ? 'windows-1252' : null;
  if (charset === '1252' || charset === 'WINDOWS-1252') return 'windows-1252';
  const iso = /^(?:ISO-?)?8859-(\d+)$/.exec(charset);
  if (iso) return `iso-8859-${iso[1]}`;
  if (charset === 'UTF-8') return 'utf-8';
  return null;
}
