// One entry point for every tabular statement file: decode, parse, check the balances.
import { decodeText, decodeWindows1252 } from '../text.ts';
import { balanceWarning } from './balance.ts';
import { parseCsvStatement, parseTableRows, splitAlignedText, type CsvOptions } from './csv.ts';
import { declaredOfxEncoding, parseOfx } from './ofx.ts';
import { parseQif } from './qif.ts';
import { parseSpreadsheet } from './spreadsheet.ts';
import { emptyStatement, type StatementResult } from './types.ts';
import { textShapeProblem } from './limits.ts';

export type StatementKind = 'csv' | 'txt' | 'xlsx' | 'xls' | 'ofx' | 'qif';

const decode = (bytes: Uint8Array): string => decodeText(bytes).text;

/**
 * Reads a statement file's bytes as the kind the upload was recognised as (see sniff.ts). Text is
 * decoded from UTF-8/UTF-16/Windows-1252 (decodeText), OFX as its header declares (CHARSET:1252,
 * CHARSET:8859-1, ENCODING:UTF-8, <?xml encoding>). Then the balances the file states are checked
 * and a gap is added as a warning. `errors` non-empty means nothing in the file can be imported.
 */
export function parseStatementBytes(bytes: Uint8Array, kind: StatementKind, opts: CsvOptions = {}): StatementResult {
  if (kind === 'csv' || kind === 'txt' || kind === 'qif') {
    // a hostile shape (a million columns, one endless row) is refused before it is parsed
    const text = decode(bytes);
    const problem = textShapeProblem(text);
    if (problem) return { ...emptyStatement(), errors: [problem] };
    return finish(kind === 'qif' ? parseQif(text, opts) : kind === 'txt' ? parseText(text, opts) : parseCsvStatement(text, opts));
  }
  return finish(kind === 'ofx' ? parseOfx(decodeOfx(bytes)) : parseSpreadsheet(bytes, kind, opts));
}

function parseText(text: string, opts: CsvOptions): StatementResult {
  const r = parseCsvStatement(text, opts);
  if (r.items.length === 0 && r.errors.some((e) => e.startsWith('No recognizable columns'))) {
    // a plain-text export with columns aligned by spaces
    const aligned = parseTableRows(splitAlignedText(text), opts);
    if (aligned.items.length > 0) return aligned;
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
