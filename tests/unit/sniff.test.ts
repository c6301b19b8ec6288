import { describe, expect, it } from 'vitest';
import { detectDelimiter, sniffFileKind } from '../../core/documents/sniff.ts';

const text = (s: string) => new TextEncoder().encode(s);
const bytes = (...b: number[]) => new Uint8Array(b);
const withTail = (head: Uint8Array, n = 64) => {
  const out = new Uint8Array(head.length + n);
  out.set(head);
  for (let i = 0; i < n; i++) out[head.length + i] = (i * 37) & 0xff;
  return out;
};

const PDF = text('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');
const PNG = withTail(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a));
const JPG = withTail(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46));
const XLSX = withTail(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00));
const XLS = withTail(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1));
const OFX = text('OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX>\n<SIGNONMSGSRSV1>\n');
const QFX_XML = text('<?xml version="1.0"?>\n<?OFX OFXHEADER="200" VERSION="220"?>\n<OFX><BANKMSGSRSV1>');
const QIF = text('!Type:Bank\nD01/05/2024\nT-4.50\nPSTARBUCKS\n^\n');
const CSV = text('Date,Description,Amount\n2024-01-05,STARBUCKS,-4.50\n2024-01-06,"SHELL, OIL",-40.00\n');
const PROSE = text('Dear customer,\nyour statement is attached. Thank you for banking with us, and have a nice day.\nRegards\n');

describe('sniffFileKind', () => {
  it.each([
    [PDF, 'statement.pdf', 'pdf'],
    [PNG, 'receipt.png', 'png'],
    [JPG, 'receipt.jpg', 'jpg'],
    [JPG, 'receipt.JPEG', 'jpg'],
    [XLSX, 'export.xlsx', 'xlsx'],
    [XLS, 'export.xls', 'xls'],
    [OFX, 'bank.ofx', 'ofx'],
    [QFX_XML, 'bank.qfx', 'ofx'],
    [QIF, 'money.qif', 'qif'],
    [CSV, 'statement.csv', 'csv'],
    [CSV, 'statement.txt', 'csv'],
    [PROSE, 'notes.txt', 'txt'],
    [text('Foo;Bar\n1;2\n'), 'two-columns.csv', 'csv'],
    [text('\uFEFFDate;Description;Amount\n05.01.2024;TESCO;-3,50\n'), 'bom.csv', 'csv'],
    [text('Date\tDescription\tAmount\n2024-01-05\tTESCO\t-3.50\n'), 'tabs.xls', 'csv'], // banks' "Excel" exports that are TSV
    [XLSX, 'mislabelled.xls', 'xlsx'],
    [PNG, 'photo.jpg', 'png'],
  ] as const)('%#: %s is %s', (content, name, kind) => {
    expect(sniffFileKind(content, name)).toEqual({ ok: true, kind });
  });

  it('decides from content, not from the name, for bank formats inside text files', () => {
    expect(sniffFileKind(OFX, 'download.txt')).toEqual({ ok: true, kind: 'ofx' });
    expect(sniffFileKind(QIF, 'download.csv')).toEqual({ ok: true, kind: 'qif' });
  });

  it('a .tsv (tab-separated export) is read as a delimited statement; a PDF named .tsv is not', () => {
    expect(sniffFileKind(text('Date\tDescription\tAmount\n2026-10-01\tTESCO\t-12.50\n'), 'export.tsv')).toEqual({ ok: true, kind: 'csv' });
    expect(sniffFileKind(PDF, 'export.tsv').ok).toBe(false);
  });

  it('rejects extensions that are not accepted, listing what is', () => {
    const r = sniffFileKind(bytes(0x4d, 0x5a, 0x90, 0x00), 'setup.exe');
    expect(r).toEqual({ ok: false, error: 'setup.exe: .exe files are not supported. Accepted: pdf, csv, tsv, xlsx, xls, txt, jpg, jpeg, png, ofx, qfx, qif.' });
    expect(sniffFileKind(CSV, 'README')).toMatchObject({ ok: false, error: expect.stringMatching(/^README: files without an extension are not supported/) });
  });

  it('says an empty file is empty', () => {
    expect(sniffFileKind(new Uint8Array(0), 'statement.csv')).toEqual({ ok: false, error: 'statement.csv is empty.' });
    expect(sniffFileKind(text('  \n\n '), 'blank.txt')).toEqual({ ok: false, error: 'blank.txt is empty.' });
  });

  it('rejects a .csv that is binary', () => {
    const binary = withTail(bytes(0x00, 0x01, 0x02, 0x03, 0x00, 0x00), 200);
    expect(sniffFileKind(binary, 'statement.csv')).toEqual({
      ok: false,
      error: 'statement.csv does not look like a CSV file (its content is binary data).',
    });
  });

  it('rejects a .pdf without %PDF, naming what it is instead', () => {
    expect(sniffFileKind(CSV, 'statement.pdf')).toEqual({
      ok: false,
      error: 'statement.pdf does not look like a PDF (its content is delimited text (CSV)).',
    });
    expect(sniffFileKind(PNG, 'statement.pdf')).toEqual({
      ok: false,
      error: 'statement.pdf does not look like a PDF (its content is a PNG image).',
    });
  });

  it('rejects other contradictions between name and content', () => {
    expect(sniffFileKind(PDF, 'photo.png')).toMatchObject({ ok: false, error: 'photo.png does not look like a PNG image (its content is a PDF document).' });
    expect(sniffFileKind(CSV, 'book.xlsx')).toMatchObject({ ok: false, error: expect.stringContaining('does not look like an Excel workbook (.xlsx)') });
    expect(sniffFileKind(text('<!DOCTYPE html><html><body>Sign in</body></html>'), 'export.csv')).toMatchObject({
      ok: false,
      error: expect.stringContaining('a web page (HTML)'),
    });
  });

  it('accepts Windows-1252 text (older bank exports) and UTF-16 with a BOM', () => {
    const latin1 = new Uint8Array([...text('Date,Description,Amount\n2024-01-05,CAF'), 0xc9, ...text(' DE FLORE,-4.50\n')]);
    expect(sniffFileKind(latin1, 'old.csv')).toEqual({ ok: true, kind: 'csv' });
    const s = 'Date\tDescription\tAmount\n2024-01-05\tTESCO\t-3.50\n';
    const utf16 = new Uint8Array(2 + s.length * 2);
    utf16[0] = 0xff;
    utf16[1] = 0xfe;
    for (let i = 0; i < s.length; i++) utf16[2 + i * 2] = s.charCodeAt(i);
    expect(sniffFileKind(utf16, 'unicode.txt')).toEqual({ ok: true, kind: 'csv' });
  });

  it('examines only the first 8 KB (a huge CSV is decided from its head)', () => {
    const big = text(`Date,Description,Amount\n${'2024-01-05,CAFÉ CENTRAL,-4.50\n'.repeat(20000)}`);
    expect(big.length).toBeGreaterThan(500_000);
    expect(sniffFileKind(big, 'big.csv')).toEqual({ ok: true, kind: 'csv' });
  });
});

describe('detectDelimiter', () => {
  it.each([
    ['a,b,c\n1,2,3\n', ','],
    ['a;b;c\n1;2,5;3\n1;2;3,75\n', ';'],
    ['a\tb\n1\t2\n', '\t'],
    ['a|b|c\n1|2|3\n', '|'],
    ['just one column\nanother line\n', null],
  ])('%j → %j', (sample, delimiter) => {
    expect(detectDelimiter(sample)).toBe(delimiter);
  });
});

describe('QIF after comment lines', () => {
  it('recognizes a QIF whose header follows comments', () => {
    const qif = '### exported by hand ###\n\n!Type:Bank\nD1/2/2024\nT-5.00\nPCoffee\n^\n';
    expect(sniffFileKind(text(qif), 'hand.qif')).toEqual({ ok: true, kind: 'qif' });
  });
});
