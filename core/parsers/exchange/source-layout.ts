// Layout fingerprints for files without a header row to recognize (QIF, OFX/QFX): what stays the
// same from one month's export of a source to the next (the exporter's template), never what
// changes with the transactions, and never an account number in clear. Byte remembers the user's
// answers (the date order, the sign) per fingerprint, as it does for a CSV's header.
import { layoutFingerprint } from '../sign.ts';

export interface SourceLayout {
  /** the fingerprint answers are remembered under */
  layout: string;
  /** what the fingerprint was made from, in words (kept with the answer so the user can recognize it) */
  names: string[];
}

export interface QifShapeInput {
  /** the transaction sections' types, lower case ("bank", "ccard") */
  types: readonly string[];
  /** the accounts its !Account blocks name ("Everyday", "Visa …4821") */
  accounts: readonly string[];
  /** each record's field codes in the order written (first occurrence), and its raw D and T/U values */
  records: readonly { codes: readonly string[]; date: string | undefined; amount: string | undefined }[];
}

/**
 * A QIF file's layout: its !Type sections, the accounts it names (digits cut to the last four), the shape of its dates (separators, how day and month are
 * padded, a 2- or 4-digit year, Quicken's apostrophe before the year), its decimal mark, and the
 * record codes its exporter writes in every record, in their order. Codes written only for some
 * transactions (a check number, a split) are left out: they change from month to month.
 */
export function qifLayout(input: QifShapeInput): SourceLayout {
  const types = [...new Set(input.types)].sort();
  const shapes = [...new Set(input.records.map((r) => dateShape(r.date ?? '')).filter((s) => s !== ''))].sort();
  const padding = datePadding(input.records.map((r) => r.date ?? ''));
  const mark = decimalMark(input.records.map((r) => r.amount ?? ''));
  const codes = everyRecordCodes(input.records.map((r) => r.codes));
  const accounts = [...new Set(input.accounts.map(maskDigits))].sort();
  const names = [
    `QIF ${types.map((t) => `!Type:${t}`).join(' ') || '(no transaction section)'}${accounts.length ? ` of ${accounts.map((a) => `"${a}"`).join(', ')}` : ''}`,
    `dates ${shapes.join(' | ') || '(none)'}, day and month ${padding}`,
    `decimal mark ${mark}`,
    `fields ${codes.join('') || '(none)'}`,
  ];
  return { layout: layoutFingerprint(names, 'qif'), names };
}

/** A date's pieces: separators, the year (4 digits, or the last of three numbers when none has 4) and day/month fields. */
function dateTokens(raw: string): { kind: 'sep' | 'year' | 'field'; text: string; spaced: boolean }[] {
  const t = raw.trim();
  const parts = t.split(/(\d+)/); // odd indexes are the numbers
  const numbers = (parts.length - 1) / 2;
  const fourDigits = /\d{3}/.test(t);
  return parts.map((p, i) => {
    if (i % 2 === 0) return { kind: 'sep' as const, text: p, spaced: false };
    const year = p.length >= 3 || (!fourDigits && numbers === 3 && i === parts.length - 2);
    return { kind: year ? ('year' as const) : ('field' as const), text: p, spaced: /\s$/.test(parts[i - 1]!) && i > 1 };
  });
}

/** "1/ 3'24" → "N/N'YY", "31.01.2024" → "N.N.YYYY", "2024-01-31" → "YYYY-N-N", "3 Jan 2024" → "N A YYYY" (spaces dropped). */
export function dateShape(raw: string): string {
  if (raw.trim() === '') return '';
  return dateTokens(raw)
    .map((tok) =>
      tok.kind === 'sep' ? tok.text.replace(/\s+/g, '').replace(/\p{L}+/gu, 'A') : tok.kind === 'year' ? 'Y'.repeat(tok.text.length >= 3 ? 4 : 2) : 'N',
    )
    .join('');
}

/**
 * How day and month are written below 10: "space-padded" (Quicken's "1/ 3'24"), "unpadded"
 * ("1/3/24") or "zero-padded" ("01/03/24", and files that show no day or month below 10, as the
 * standard and most banks write them): a source keeps one class whichever month its file covers.
 */
function datePadding(dates: readonly string[]): string {
  let unpadded = false;
  for (const d of dates) {
    for (const tok of dateTokens(d)) {
      if (tok.kind !== 'field' || tok.text.length > 2 || Number(tok.text) >= 10) continue;
      if (tok.spaced) return 'space-padded';
      if (tok.text.length === 1) unpadded = true;
    }
  }
  return unpadded ? 'unpadded' : 'zero-padded';
}

/** ',' or '.' when most amounts end in a mark and 1–2 digits ("-12.50", "-12,50"), else 'none'. */
function decimalMark(amounts: readonly string[]): string {
  let dot = 0;
  let comma = 0;
  for (const a of amounts) {
    const m = /([.,])\d{1,2}\s*$/.exec(a);
    if (m?.[1] === '.') dot++;
    else if (m?.[1] === ',') comma++;
  }
  if (dot === 0 && comma === 0) return 'none';
  return dot >= comma ? '.' : ',';
}

/** The codes present in every record, in the order the first record writes them. */
function everyRecordCodes(records: readonly (readonly string[])[]): string[] {
  if (records.length === 0) return [];
  const common = new Set(records[0]);
  for (const codes of records) {
    const have = new Set(codes);
    for (const c of common) if (!have.has(c)) common.delete(c);
  }
  return records[0]!.filter((c) => common.has(c));
}

export interface OfxSourceInput {
  /** 'sgml' (OFX 1.x) or 'xml' (OFX 2.x) */
  format: 'sgml' | 'xml';
  /** the sign-on's FI ORG and FID ('' when absent) */
  org: string;
  fid: string;
  statements: readonly { kind: string; bankId: string; accountType: string; accountId: string; currency: string }[];
}

/**
 * An OFX file's layout: the institution (FI ORG + FID), the OFX dialect, and per statement its kind
 * (bank, card, investment), the bank's id (BANKID/BROKERID: a routing or bank code, which names the
 * bank, not the holder), the account type and currency, and the account only as its last four
 * digits ("…4821", as the transactions themselves show it). The statement dates and balances are
 * left out: they change every month.
 */
export function ofxLayout(input: OfxSourceInput): SourceLayout {
  const who = [input.org.trim(), input.fid.trim()].filter((s) => s !== '').join(' / ') || '(no FI)';
  const names = [
    `OFX ${input.format.toUpperCase()} from ${who}`,
    ...input.statements.map((s) =>
      [s.kind, s.bankId.trim() || '-', s.accountType.trim().toUpperCase() || '-', lastFour(s.accountId), s.currency.trim().toUpperCase() || '-'].join(' '),
    ),
  ];
  return { layout: layoutFingerprint(names, 'ofx'), names };
}

/** An account's name with any run of 5+ digits cut to its last four ("Checking 000123459876" → "Checking …9876"). */
function maskDigits(name: string): string {
  return name.trim().replace(/\d[\d\s-]{3,}\d/g, (run) => {
    const digits = run.replace(/\D+/g, '');
    return digits.length > 4 ? `…${digits.slice(-4)}` : run;
  });
}

/** "…4821" from an account id; an id with fewer than four digits stays as '…' (it might be a name). */
function lastFour(id: string): string {
  const digits = id.replace(/\D+/g, '');
  return digits.length >= 4 ? `…${digits.slice(-4)}` : '…';
}
