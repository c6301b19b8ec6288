// Hostile files fail cleanly with a message naming the problem, and cost the worker little memory:
// each is read by the worker's own extraction code in a process of its own, whose peak RSS is
// checked against a stated bound (it took 1.5 to 2.2 GB before the limits).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';

/** Peak memory allowed for one hostile file: node and the parsers loaded take about 120 MB. */
const PEAK_RSS_MB = 400;
const dir = mkdtempSync(path.join(tmpdir(), 'pf-hostile-'));

function extract(name: string, content: Uint8Array | string, kind: string): { errors: string[]; transactions: number; maxRssMb: number } {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'tests/support/extract-peak.ts', file, kind], { encoding: 'utf8', timeout: 60_000 });
  if (r.status !== 0) throw new Error(`extraction crashed (${r.status}): ${r.stderr.slice(-500)}`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as { errors: string[]; transactions: number; maxRssMb: number };
}

/** A PDF whose one Flate stream inflates to `inflated` bytes of zeros (it compresses about 1000 to 1). */
function pdfBomb(inflated: number): Buffer {
  const data = deflateSync(Buffer.alloc(inflated));
  const parts = [
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj\n',
    `4 0 obj << /Length ${data.length} /Filter /FlateDecode >> stream\n`,
  ];
  return Buffer.concat([Buffer.from(parts.join(''), 'latin1'), data, Buffer.from('\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1')]);
}

describe('hostile files', () => {
  it('refuses a CSV with a million columns', () => {
    const r = extract('columns.csv', `${'a,'.repeat(1_000_000)}a\n2026-01-01,1\n`, 'csv');
    expect(r.errors[0]).toMatch(/Row 1 is 2,000,001 characters long; a statement row is at most 20,000/);
    expect(r.maxRssMb).toBeLessThan(PEAK_RSS_MB);
  });

  it('refuses a row of 600 short columns', () => {
    const r = extract('wide.csv', `${Array.from({ length: 600 }, (_, i) => `c${i}`).join(',')}\n`, 'csv');
    expect(r.errors[0]).toMatch(/Row 1 has 600 columns; a statement has at most 500/);
  });

  it('refuses a 5 MB single line', () => {
    const r = extract('line.csv', `Date,Description,Amount\n2026-01-01,${'X'.repeat(5 * 1024 * 1024)},-1.00\n`, 'csv');
    expect(r.errors[0]).toMatch(/Row 2 is 5,242,\d{3} characters long/);
    expect(r.maxRssMb).toBeLessThan(PEAK_RSS_MB);
  });

  it('refuses a PDF decompression bomb before pdf.js inflates it', () => {
    const bomb = pdfBomb(400 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(600 * 1024);
    const r = extract('bomb.pdf', bomb, 'pdf');
    expect(r.errors[0]).toMatch(/compressed content would expand to more than 32 MB/);
    expect(r.maxRssMb).toBeLessThan(PEAK_RSS_MB);
  });

  it('refuses an .xlsx zip bomb', () => {
    const bomb = zipSync({ '[Content_Types].xml': new Uint8Array(10), 'xl/worksheets/sheet1.xml': new Uint8Array(300 * 1024 * 1024) }, { level: 9 });
    const r = extract('bomb.xlsx', bomb, 'xlsx');
    expect(r.errors.join(' ')).toMatch(/MB|compressed|too/i);
    expect(r.maxRssMb).toBeLessThan(PEAK_RSS_MB);
  });

  it('still reads an ordinary statement', () => {
    const r = extract('ok.csv', 'Date,Description,Amount\n2026-01-02,SHOP,-1.00\n2026-01-03,CAFE,-2.50\n', 'csv');
    expect(r).toMatchObject({ errors: [], transactions: 2 });
  });
});
