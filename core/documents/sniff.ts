// Deciding what an uploaded file really is from its first bytes, not from its name.
import { ACCEPTED_EXTENSIONS } from './upload-limits.ts';
import { decodeWindows1252 } from '../text.ts';

export type FileKind = 'csv' | 'txt' | 'pdf' | 'xlsx' | 'xls' | 'ofx' | 'qif' | 'jpg' | 'png';
export type SniffResult = { ok: true; kind: FileKind } | { ok: false; error: string };

/** How much of the file is examined. */
export const SNIFF_BYTES = 8192;

type Content =
  | 'pdf'
  | 'png'
  | 'jpg'
  | 'zip'
  | 'ole'
  | 'gif'
  | 'webp'
  | 'heic'
  | 'exe'
  | 'elf'
  | 'gzip'
  | 'rar'
  | '7z'
  | 'ofx'
  | 'qif'
  | 'delimited'
  | 'text'
  | 'html'
  | 'binary';

const CONTENT_LABEL: Record<Content, string> = {
  pdf: 'a PDF document',
  png: 'a PNG image',
  jpg: 'a JPEG image',
  zip: 'a ZIP archive or Office document',
  ole: 'an Excel 97-2003 (or other legacy Office) document',
  gif: 'a GIF image',
  webp: 'a WebP image',
  heic: 'a HEIC/AVIF image',
  exe: 'a Windows program',
  elf: 'a Linux program',
  gzip: 'a gzip archive',
  rar: 'a RAR archive',
  '7z': 'a 7-Zip archive',
  ofx: 'OFX bank data',
  qif: 'QIF bank data',
  delimited: 'delimited text (CSV)',
  text: 'plain text',
  html: 'a web page (HTML)',
  binary: 'binary data',
};

/** What a file with this extension is expected to be, for messages. */
const EXPECTED_LABEL: Record<string, string> = {
  pdf: 'a PDF',
  csv: 'a CSV file',
  tsv: 'a tab-separated file',
  txt: 'a text file',
  xlsx: 'an Excel workbook (.xlsx)',
  xls: 'an Excel workbook (.xls)',
  jpg: 'a JPEG image',
  jpeg: 'a JPEG image',
  png: 'a PNG image',
  ofx: 'an OFX file',
  qfx: 'a QFX (OFX) file',
  qif: 'a QIF file',
};

/** For each extension, the contents it may hold and the kind each is processed as. */
const ALLOWED: Record<string, Partial<Record<Content, FileKind>>> = {
  pdf: { pdf: 'pdf' },
  csv: { delimited: 'csv', text: 'txt', ofx: 'ofx', qif: 'qif' },
  tsv: { delimited: 'csv', text: 'txt' },
  txt: { delimited: 'csv', text: 'txt', ofx: 'ofx', qif: 'qif' },
  // Banks often label a workbook of the other generation, or a tab-separated export, as Excel.
  xlsx: { zip: 'xlsx', ole: 'xls' },
  xls: { ole: 'xls', zip: 'xlsx', delimited: 'csv' },
  jpg: { jpg: 'jpg', png: 'png' },
  jpeg: { jpg: 'jpg', png: 'png' },
  png: { png: 'png', jpg: 'jpg' },
  ofx: { ofx: 'ofx', qif: 'qif' },
  qfx: { ofx: 'ofx', qif: 'qif' },
  qif: { qif: 'qif', ofx: 'ofx' },
};

const ACCEPTED_LIST = ACCEPTED_EXTENSIONS.join(', ');
const ACCEPTED_SET = new Set<string>(ACCEPTED_EXTENSIONS);

/** The lower-case extension without the dot, or '' when the name has none. */
export function fileExtension(fileName: string): string {
  const base = baseName(fileName);
  const dot = base.lastIndexOf('.');
  return dot <= 0 || dot === base.length - 1 ? '' : base.slice(dot + 1).toLowerCase();
}

function baseName(fileName: string): string {
  const slash = Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\'));
  return slash === -1 ? fileName : fileName.slice(slash + 1);
}

/**
 * Decides a file's kind from its content (magic bytes, then text structure), checked against its
 * extension. Only the first SNIFF_BYTES bytes are examined.
 */
export function sniffFileKind(bytes: Uint8Array, fileName: string): SniffResult {
  const name = baseName(fileName) || 'The file';
  const ext = fileExtension(fileName);
  if (!ACCEPTED_SET.has(ext)) {
    const what = ext ? `.${ext} files are` : 'files without an extension are';
    return { ok: false, error: `${name}: ${what} not supported. Accepted: ${ACCEPTED_LIST}.` };
  }
  if (bytes.length === 0) return { ok: false, error: `${name} is empty.` };

  const head = bytes.length > SNIFF_BYTES ? bytes.subarray(0, SNIFF_BYTES) : bytes;
  const content = classify(head, bytes.length > SNIFF_BYTES, ext);
  if (content === 'empty') return { ok: false, error: `${name} is empty.` };
  const kind = ALLOWED[ext]![content];
  if (kind) return { ok: true, kind };
  return {
    ok: false,
    error: `${name} does not look like ${EXPECTED_LABEL[ext] ?? `a .${ext} file`} (its content is ${CONTENT_LABEL[content]}).`,
  };
}

function startsWith(b: Uint8Array, sig: readonly number[], at = 0): boolean {
  if (b.length < at + sig.length) return false;
  for (let i = 0; i < sig.length; i++) if (b[at + i] !== sig[i]) return false;
  return true;
}

const PNG_SIG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPG_SIG = [0xff, 0xd8, 0xff];
const ZIP_SIGS = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
  [0x50, 0x4b, 0x07, 0x08],
];
const OLE_SIG = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PDF_SIG = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

function findPdfHeader(b: Uint8Array): boolean {
  // The PDF specification lets readers accept junk before %PDF- within the first 1024 bytes.
  const limit = Math.min(b.length - PDF_SIG.length, 1024);
  for (let i = 0; i <= limit; i++) if (b[i] === 0x25 && startsWith(b, PDF_SIG, i)) return true;
  return false;
}

function classify(b: Uint8Array, truncated: boolean, ext: string): Content | 'empty' {
  if (findPdfHeader(b)) return 'pdf';
  if (startsWith(b, PNG_SIG)) return 'png';
  if (startsWith(b, JPG_SIG)) return 'jpg';
  if (ZIP_SIGS.some((s) => startsWith(b, s))) return 'zip';
  if (startsWith(b, OLE_SIG)) return 'ole';
  if (startsWith(b, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(b, [0x66, 0x74, 0x79, 0x70], 4)) return 'heic';
  if (startsWith(b, [0x4d, 0x5a])) return 'exe';
  if (startsWith(b, [0x7f, 0x45, 0x4c, 0x46])) return 'elf';
  if (startsWith(b, [0x1f, 0x8b])) return 'gzip';
  if (startsWith(b, [0x52, 0x61, 0x72, 0x21])) return 'rar';
  if (startsWith(b, [0x37, 0x7a, 0xbc, 0xaf])) return '7z';

  const text = decodeHead(b, truncated);
  if (text === null) return 'binary';
  if (text.trim().length === 0) return 'empty';
  return classifyText(text, truncated, ext);
}

/** The head as text, or null when it is binary. Handles UTF-8/UTF-16 BOMs and Windows-1252. */
function decodeHead(b: Uint8Array, truncated: boolean): string | null {
  let text: string;
  if (startsWith(b, [0xff, 0xfe]) || startsWith(b, [0xfe, 0xff])) {
    const le = b[0] === 0xff;
    text = new TextDecoder(le ? 'utf-16le' : 'utf-16be').decode(b.subarray(2, truncated ? b.length - (b.length % 2) : b.length));
  } else {
    const body = startsWith(b, [0xef, 0xbb, 0xbf]) ? b.subarray(3) : b;
    try {
      // stream: a multi-byte character cut at the 8 KB boundary is not an encoding error
      text = new TextDecoder('utf-8', { fatal: true }).decode(body, { stream: truncated });
    } catch {
      text = decodeWindows1252(body);
    }
  }
  let control = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return null;
    if ((c < 32 && c !== 9 && c !== 10 && c !== 12 && c !== 13) || c === 0x7f) control++;
  }
  return control > text.length * 0.01 ? null : text;
}

const OFX_RE = /OFXHEADER|<OFX>/i;
// a QIF header may follow comment lines, so any line starting with one of its directives counts
const QIF_RE = /^\s*!(?:type|account|option|clear)\b/im;
const HTML_RE = /^\s*(?:<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>]|<table[\s>])/i;

function classifyText(text: string, truncated: boolean, ext: string): Content {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (OFX_RE.test(body.slice(0, 4096))) return 'ofx';
  if (QIF_RE.test(body)) return 'qif';
  if (HTML_RE.test(body)) return 'html';
  const stats = delimiterStats(body, truncated);
  // A file named .csv only has to be consistently delimited (a header-only file is one line). Other
  // text must look like a statement table: two or more lines agreeing on three or more columns,
  // so prose with a comma per line stays text.
  const isCsv = ext === 'csv';
  return stats && stats.consistent >= (isCsv ? 1 : 2) && stats.fields >= (isCsv ? 2 : 3) ? 'delimited' : 'text';
}

export type Delimiter = ',' | ';' | '\t' | '|';
const DELIMITERS: readonly Delimiter[] = [',', ';', '\t', '|'];

interface DelimiterStats {
  delimiter: Delimiter;
  /** the usual number of fields per line */
  fields: number;
  /** lines with that number of fields */
  consistent: number;
  records: number;
}

/** Field counts per record, quote-aware, for the first `maxRecords` non-blank records. */
function fieldCounts(text: string, delim: number, truncated: boolean, maxRecords: number): number[] {
  const counts: number[] = [];
  let inQuotes = false;
  let fields = 1;
  let content = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      inQuotes = !inQuotes;
      content = true;
    } else if (inQuotes) {
    } else if (c === delim) {
      fields++;
      content = true;
    } else if (c === 10 || c === 13) {
      if (content) counts.push(fields);
      if (counts.length >= maxRecords) return counts;
      fields = 1;
      content = false;
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
    } else if (c !== 32 && c !== 9) {
      content = true;
    }
  }
  if (content && !truncated) counts.push(fields); // a cut-off last line proves nothing
  return counts;
}

function delimiterStats(text: string, truncated: boolean, maxRecords = 50): DelimiterStats | null {
  let best: DelimiterStats | null = null;
  for (const delimiter of DELIMITERS) {
    const counts = fieldCounts(text, delimiter.charCodeAt(0), truncated, maxRecords);
    const freq = new Map<number, number>();
    const firstAt = new Map<number, number>();
    for (let i = 0; i < counts.length; i++) {
      const n = counts[i]!;
      freq.set(n, (freq.get(n) ?? 0) + 1);
      if (!firstAt.has(n)) firstAt.set(n, i);
    }
    let fields = 0;
    let consistent = 0;
    for (const [n, times] of freq) {
      if (n < 2) continue;
      if (times > consistent || (times === consistent && n > fields)) {
        fields = n;
        consistent = times;
      }
    }
    // Most lines from the first one of the usual width on must agree (a preamble may precede it).
    if (fields < 2 || consistent * 2 < counts.length - firstAt.get(fields)!) continue;
    if (!best || consistent > best.consistent || (consistent === best.consistent && fields > best.fields)) {
      best = { delimiter, fields, consistent, records: counts.length };
    }
  }
  return best;
}

/**
 * The delimiter of a delimited text (',' ';' tab or '|'): the one most lines agree on, preferring
 * more fields on a tie (so "1;Coffee;-3,50" is semicolon-separated). Null for single-column text.
 */
export function detectDelimiter(text: string, maxRecords = 50): Delimiter | null {
  const sample = text.length > 65536 ? text.slice(0, 65536) : text;
  return delimiterStats(sample, sample.length < text.length, maxRecords)?.delimiter ?? null;
}
