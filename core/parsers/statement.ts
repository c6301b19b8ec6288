// One entry point for every tabular statement file: decode, parse, check the balances.
import { decodeText, decodeWindows1252 } from '../text.ts';
import { BalanceCheck, balanceWarning } from './balance.ts';
import { readCsv, readTable, splitAlignedText, type CsvOptions, type TableRead } from './table/csv.ts';
import { declaredOfxEncoding, parseOfx } from './exchange/ofx.ts';
import { parseQif } from './exchange/qif.ts';
import { parseSpreadsheet } from './table/spreadsheet.ts';
import { emptyStatement, type ExtractedTransaction, type StatementResult } from './types.ts';
import { textShapeProblem } from './limits.ts';

export type StatementKind = 'csv' | 'txt' | 'xlsx' | 'xls' | 'ofx' | 'qif';

const decode = (bytes: Uint8Array): string => decodeText(bytes).text;

/**
 * A CSV or TXT text this long (about 300,000 rows) is read in two passes without holding its
 * transactions (readStatementBytes); below it they are held, which is a little faster.
 */
export const STREAM_FROM = 16 * 1024 * 1024;

/**
 * Reads a statement file's bytes as the kind the upload was recognised as (see core/documents/sniff.ts). Text is
 * decoded from UTF-8/UTF-16/Windows-1252 (decodeText), OFX as its header declares (CHARSET:1252,
 * CHARSET:8859-1, ENCODING:UTF-8, <?xml encoding>). Then the balances the file states are checked
 * and a gap is added as a warning. `errors` non-empty means nothing in the file can be imported.
 */
export function parseStatementBytes(bytes: Uint8Array, kind: StatementKind, opts: CsvOptions = {}): StatementResult {
  return readStatementBytes(bytes, kind, opts, Infinity).result;
}

/**
 * parseStatementBytes, except that a CSV or TXT text of `streamFrom` characters or more is streamed
 * (table/csv.ts readTable): `result.items` holds only its first transactions, `items()` reads them all
 * again, and the balance check's warning joins `result.warnings` once `items()` has been read through.
 */
export function readStatementBytes(bytes: Uint8Array, kind: StatementKind, opts: CsvOptions = {}, streamFrom = STREAM_FROM): TableRead {
  if (kind === 'csv' || kind === 'txt' || kind === 'qif') {
    // a hostile shape (a million columns, one endless row) is refused before it is parsed
    const text = decode(bytes);
    const problem = textShapeProblem(text);
    if (problem) return whole({ ...emptyStatement(), errors: [problem] });
    if (kind === 'qif') return whole(finish(parseQif(text, opts)));
    const stream = text.length >= streamFrom;
    const read = kind === 'txt' ? readText(text, opts, stream) : readCsv(text, opts, stream);
    return stream ? checkedAsRead(read) : whole(finish(read.result));
  }
  return whole(finish(kind === 'ofx' ? parseOfx(decodeOfx(bytes)) : parseSpreadsheet(bytes, kind, opts)));
}

const whole = (result: StatementResult): TableRead => ({ result, count: result.items.length, items: () => result.items });

function readText(text: string, opts: CsvOptions, stream: boolean): TableRead {
  const r = readCsv(text, opts, stream);
  if (r.count === 0 && r.result.errors.some((e) => e.startsWith('No recognizable columns'))) {
    // a plain-text export with columns aligned by spaces
    const aligned = readTable(splitAlignedText(text), opts, stream);
    if (aligned.count > 0) return aligned;
  }
  return r;
}

/** Checks the balances the file states; a gap becomes a warning. */
function finish(r: StatementResult): StatementResult {
  if (r.errors.length === 0) {
    const gap = balanceWarning(r);
    if (gap) r.warnings.push(gap);
  }
  return r;
}

/** finish for a streamed read: the balances are checked as the transactions are read (the first time through). */
function checkedAsRead(read: TableRead): TableRead {
  const r = read.result;
  let checked = r.errors.length > 0;
  return {
    ...read,
    *items(): Generator<ExtractedTransaction> {
      const check = checked ? null : new BalanceCheck(r.openingBalanceCents, r.closingBalanceCents);
      for (const t of read.items()) {
        check?.add(t);
        yield t;
      }
      if (check && !checked) {
        checked = true;
        const gap = check.warning();
        if (gap) r.warnings.push(gap);
      }
    },
  };
}

/** OFX text in its declared encoding; UTF-8 when the bytes are valid UTF-8 with multi-byte characters. */
function decodeOfx(bytes: Uint8Array): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0xef && bytes[1] === 0xbb)) {
    return decode(bytes);
  }
  let ascii = true;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i]! >= 0x80) {
      ascii = false;
      break;
    }
  }
  if (ascii) return new TextDecoder('utf-8').decode(bytes);
  // Banks often declare CHARSET:1252 and send UTF-8; real Windows-1252 text is almost never valid UTF-8.
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // not UTF-8: the declared single-byte charset
  }
  const head = decodeWindows1252(bytes.subarray(0, 1024));
  const declared = declaredOfxEncoding(head);
  const label = declared && declared !== 'utf-8' ? declared : 'windows-1252';
  // ISO-8859-1 declared means Windows-1252, as browsers read it
  if (label === 'windows-1252' || label === 'iso-8859-1') return decodeWindows1252(bytes);
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}
