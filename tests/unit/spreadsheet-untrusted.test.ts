// Untrusted spreadsheets: the parser must not let a crafted file change objects outside it.
// CVE-2023-30533 (SheetJS before 0.19.3): a comment whose cell reference is "__proto__" wrote onto
// Object.prototype while the file was read (checked: npm's xlsx 0.18.5 did so for sparse sheets).
// We read with @e965/xlsx, SheetJS CE 0.20.3 as published to npm, which has that fix and the one
// for CVE-2024-22363 (ReDoS, fixed in 0.20.2).
import { zipSync, strToU8 } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { parseStatementBytes } from '../../core/parsers/statement.ts';

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** A one-sheet workbook with a statement table and a comment anchored at `commentRef`. */
function workbook(commentRef: string): Uint8Array {
  const rows = [
    ['Date', 'Description', 'Amount'],
    ['2026-01-02', 'GROCER', '-12.50'],
    ['2026-01-03', 'CAFE', '-3.20'],
  ];
  const sheetRows = rows
    .map(
      (r, i) => `<row r="${i + 1}">${r.map((v, j) => `<c r="${String.fromCharCode(65 + j)}${i + 1}" t="inlineStr"><is><t>${v}</t></is></c>`).join('')}</row>`,
    )
    .join('');
  return zipSync({
    '[Content_Types].xml': strToU8(
      `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/comments1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.comments+xml"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `<?xml version="1.0"?><Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${REL}"><sheets><sheet name="Statement" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0"?><Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
    ),
    'xl/worksheets/_rels/sheet1.xml.rels': strToU8(
      `<?xml version="1.0"?><Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/comments" Target="../comments1.xml"/></Relationships>`,
    ),
    'xl/comments1.xml': strToU8(
      `<?xml version="1.0"?><comments xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><authors><author>x</author></authors><commentList><comment ref="${commentRef}" authorId="0"><text><t>polluted</t></text></comment></commentList></comments>`,
    ),
  });
}

const polluted = () => Object.keys(Object.prototype).concat(['c', 't', 'v'].filter((k) => (({}) as Record<string, unknown>)[k] !== undefined));

afterEach(() => {
  for (const k of ['c', 't', 'v']) delete (Object.prototype as Record<string, unknown>)[k];
});

describe('untrusted spreadsheets', () => {
  it('reads a workbook with an ordinary comment', () => {
    const r = parseStatementBytes(workbook('B2'), 'xlsx');
    expect(r.errors).toEqual([]);
    expect(r.items.map((t) => t.amountCents)).toEqual([-1250, -320]);
  });

  it('ships a SheetJS with the fix: even read into sparse sheets (which 0.18.5 let it pollute) nothing is written outside', async () => {
    const XLSX = await import('@e965/xlsx');
    expect(XLSX.version >= '0.20.2').toBe(true);
    XLSX.read(workbook('__proto__'), { type: 'array', dense: false });
    expect(polluted()).toEqual([]);
  });

  it('is not polluted by a comment anchored at "__proto__" (CVE-2023-30533)', () => {
    parseStatementBytes(workbook('__proto__'), 'xlsx');
    expect(polluted()).toEqual([]);
  });
});
