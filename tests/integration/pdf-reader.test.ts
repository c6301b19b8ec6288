// readPdfText / hasTextLayer / renderPdfPages on real PDF files (pdfjs-dist + @napi-rs/canvas),
// then parsePdfStatement on what they read. Plain Node: no database or queue involved.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NO_TABLE_WARNING, parsePdfStatement } from '../../core/parsers/pdf/statement.ts';
import { PageBuilder, writePdf } from '../fixtures/pdf/pdf-writer.ts';
import { hasTextLayer, PASSWORD_ERROR, readPdfText, renderPdfPages, type PdfPage } from '../../worker/readers/pdf.ts';

const FIXTURES = new URL('../fixtures/pdf/', import.meta.url);
const SHARED = '/work/shared/data/statements';

function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(name, FIXTURES)));
}

async function pagesOf(bytes: Uint8Array): Promise<PdfPage[]> {
  const r = await readPdfText(bytes);
  if (!r.ok) throw new Error(r.error);
  return r.pages;
}

function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('readPdfText', () => {
  it('reads positioned text, y measured from the top of the page', async () => {
    const pages = await pagesOf(fixture('checking-statement.pdf'));
    expect(pages.map((p) => [p.number, p.width, p.height])).toEqual([
      [1, 612, 792],
      [2, 612, 792],
    ]);
    const title = pages[0]!.items.find((it) => it.str === 'Prime Community Bank')!;
    expect(title.x).toBeCloseTo(54, 0);
    expect(title.y + title.height).toBeCloseTo(60, 0); // baseline 60 pt below the top edge
    expect(title.height).toBeCloseTo(16, 0);
    const footer = pages[0]!.items.find((it) => it.str === 'Page 1 of 2')!;
    expect(footer.y).toBeGreaterThan(700);
    expect(hasTextLayer(pages)).toBe(true);
  });

  it('feeds parsePdfStatement: the generated checking statement reads exactly', async () => {
    const expected = JSON.parse(readFileSync(new URL('checking-statement.expected.json', FIXTURES), 'utf8')) as {
      openingBalanceCents: number;
      closingBalanceCents: number;
      transactions: { date: string; description: string; amountCents: number; balanceCents: number | null }[];
    };
    const r = parsePdfStatement(await pagesOf(fixture('checking-statement.pdf')));
    expect(r.items.map(({ date, description, amountCents, balanceCents }) => ({ date, description, amountCents, balanceCents }))).toEqual(
      expected.transactions,
    );
    expect([r.openingBalanceCents, r.closingBalanceCents]).toEqual([expected.openingBalanceCents, expected.closingBalanceCents]);
  });

  it('the mismatching statement reads the same rows and its (wrong) printed closing balance', async () => {
    const r = parsePdfStatement(await pagesOf(fixture('checking-statement-mismatch.pdf')));
    expect(r.items).toHaveLength(24);
    const total = r.items.reduce((a, it) => a + it.amountCents, 0);
    expect(r.closingBalanceCents! - (r.openingBalanceCents! + total)).toBe(10000);
  });

  it('the card statement with CR credits reads exactly', async () => {
    const r = parsePdfStatement(await pagesOf(fixture('card-statement-cr.pdf')));
    expect(r.items).toHaveLength(10);
    expect(r.openingBalanceCents! + r.items.reduce((a, it) => a + it.amountCents, 0)).toBe(r.closingBalanceCents);
  });

  it('a scanned page has no text layer', async () => {
    const pages = await pagesOf(fixture('scanned-statement.pdf'));
    expect(pages).toHaveLength(1);
    expect(hasTextLayer(pages)).toBe(false);
  });

  it('a password-protected PDF is refused with a message that says what to do', async () => {
    expect(await readPdfText(fixture('password-protected.pdf'))).toEqual({ ok: false, error: PASSWORD_ERROR });
    expect(PASSWORD_ERROR).toBe('This PDF is password-protected. Remove the password (print it to a new PDF) and upload it again.');
  });

  it('a truncated PDF is reported as damaged, not half read', async () => {
    const r = await readPdfText(fixture('corrupt-truncated.pdf'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^This PDF is damaged or not a PDF \(.+\)\.$/);
  });

  it('never throws for bad input', async () => {
    const cases: Uint8Array[] = [
      new Uint8Array(0),
      new TextEncoder().encode('<html>not a pdf</html>'),
      new TextEncoder().encode('%PDF-1.7\nnothing here but a header\n%%EOF\n'),
      Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256),
    ];
    for (const bytes of cases) {
      const r = await readPdfText(bytes);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatch(/^This PDF is damaged or not a PDF \(.+\)\.$/);
    }
  });

  it('refuses more than 200 pages', async () => {
    const pages = Array.from({ length: 201 }, (_, i) => {
      const p = new PageBuilder();
      p.text(54, 60, `Page ${i + 1}`);
      return { content: p.content };
    });
    const r = await readPdfText(new Uint8Array(writePdf(pages)));
    expect(r).toEqual({
      ok: false,
      error: 'This PDF has 201 pages; statements of more than 200 pages are not read. Split it and upload the parts.',
    });
  });

  it("leaves the caller's bytes usable (pdfjs may detach the buffer it gets)", async () => {
    const bytes = fixture('card-statement-cr.pdf');
    await readPdfText(bytes);
    expect(bytes.byteLength).toBeGreaterThan(0);
    expect((await readPdfText(bytes)).ok).toBe(true);
  });

  it('takes a node Buffer as well (what the worker reads from disk)', async () => {
    const buffer = readFileSync(new URL('card-statement-cr.pdf', FIXTURES));
    expect((await readPdfText(buffer)).ok).toBe(true);
    expect(await readPdfText(readFileSync(new URL('password-protected.pdf', FIXTURES)))).toEqual({ ok: false, error: PASSWORD_ERROR });
    expect(await renderPdfPages(readFileSync(new URL('scanned-statement.pdf', FIXTURES)), { scale: 0.25 })).toHaveLength(1);
  });
});

describe('renderPdfPages', () => {
  it('renders a scanned Letter page to a PNG about 2000 px tall', async () => {
    const images = await renderPdfPages(fixture('scanned-statement.pdf'));
    expect(images).toHaveLength(1);
    expect([...images[0]!.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    const { width, height } = pngSize(images[0]!);
    expect(height).toBeGreaterThanOrEqual(1990);
    expect(height).toBeLessThanOrEqual(2010);
    expect(width).toBe(Math.ceil((612 * 2000) / 792));
  });

  it('takes a scale and a page limit', async () => {
    const images = await renderPdfPages(fixture('checking-statement.pdf'), { scale: 1, maxPages: 1 });
    expect(images).toHaveLength(1);
    expect(pngSize(images[0]!)).toEqual({ width: 612, height: 792 });
    expect(await renderPdfPages(fixture('checking-statement.pdf'), { scale: 0.5 })).toHaveLength(2);
  });

  it('rejects with the same messages as readPdfText', async () => {
    await expect(renderPdfPages(fixture('password-protected.pdf'))).rejects.toThrow(PASSWORD_ERROR);
    await expect(renderPdfPages(fixture('corrupt-truncated.pdf'))).rejects.toThrow(/^This PDF is damaged or not a PDF/);
  });
});

// The shared real statements (kept outside the repository); skipped where they are not mounted.
const MERCURY = `${SHARED}/pdf/reds__mercury_statement_20241105.pdf`;
const MERCURY_EXPECTED = `${SHARED}/expected/reds__mercury_statement_20241105.pdf.expected.beancount`;

describe.skipIf(!existsSync(MERCURY))('real statements from the shared data set', () => {
  it('Mercury: every row of upstream expected output is read (date and amount), balances add up', async () => {
    const bytes = new Uint8Array(readFileSync(MERCURY));
    const pages = await pagesOf(bytes);
    expect(pages).toHaveLength(6);
    expect(hasTextLayer(pages)).toBe(true);
    const r = parsePdfStatement(pages);
    const want = [...readFileSync(MERCURY_EXPECTED, 'utf8').matchAll(/^(\d{4}-\d{2}-\d{2}) \* "[^"]*"\n\s+\S+\s+(-?\d+\.\d{2}) USD/gm)].map(
      (m) => `${m[1]} ${Math.round(Number(m[2]) * 100)}`,
    );
    expect(want).toHaveLength(57);
    const got = r.items.map((it) => `${it.date} ${it.amountCents}`);
    for (const w of want) {
      const k = got.indexOf(w);
      expect(k, w).not.toBe(-1);
      got.splice(k, 1);
    }
    // What is left: the payment and the refund, which upstream's importer does not extract.
    expect(got).toEqual(['2024-11-02 242224', '2024-10-31 2999']);
    expect(r.openingBalanceCents! + r.items.reduce((a, it) => a + it.amountCents, 0)).toBe(r.closingBalanceCents);
  });

  it('Mercury: text extraction and parsing speed', async () => {
    const bytes = new Uint8Array(readFileSync(MERCURY));
    await pagesOf(bytes); // warm up pdfjs
    const runs = 5;
    const t0 = performance.now();
    let pageCount = 0;
    for (let i = 0; i < runs; i++) {
      const pages = await pagesOf(bytes);
      parsePdfStatement(pages);
      pageCount += pages.length;
    }
    const seconds = (performance.now() - t0) / 1000;
    console.log(JSON.stringify({ pdf: 'mercury', pages: pageCount, seconds: Number(seconds.toFixed(3)), pagesPerSecond: Math.round(pageCount / seconds) }));
    expect(pageCount / seconds).toBeGreaterThan(5);
  });

  for (const name of ['beangulp__acmebank1.pdf', 'beangulp__acme_Statement.pdf']) {
    it(`${name}: a placeholder without a transaction table gives no rows and a warning`, async () => {
      const r = parsePdfStatement(await pagesOf(new Uint8Array(readFileSync(`${SHARED}/pdf/${name}`))));
      expect(r.items).toEqual([]);
      expect(r.warnings).toEqual([NO_TABLE_WARNING]);
      expect(r.errors).toEqual([]);
    });
  }
});
