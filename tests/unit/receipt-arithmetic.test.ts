// The receipt's own arithmetic chooses and checks the total: items add up to the subtotal,
// subtotal + tax − discount ± rounding = total, change = tendered − total. Printed receipts written
// out line by line; the total must never be the cash handed over, the subtotal, the amount before a
// discount, a tax-summary line or a rounding line, and its confidence says whether the sums check.
import { describe, expect, it } from 'vitest';
import { parseReceiptText, type OcrResult } from '../../core/parsers/receipt/parse.ts';

/** Printed lines, one under the other, as an OCR engine boxes them. */
function ocr(lines: string[]): OcrResult {
  return {
    text: lines.join('\n'),
    confidence: 0.9,
    width: 800,
    height: lines.length * 40 + 40,
    lines: lines.map((text, i) => ({ text, confidence: 0.9, bbox: { x0: 20, y0: 20 + i * 40, x1: 20 + text.length * 14, y1: 50 + i * 40 } })),
  };
}

const HEAD = ['KEDAI RUNCIT AMAN SDN BHD', 'NO 12 JALAN MAWAR', 'DATE: 12/03/2018'];
const total = (lines: string[]) => parseReceiptText(ocr([...HEAD, ...lines])).total;

describe('the total, chosen by the arithmetic', () => {
  const cases: { why: string; lines: string[]; cents: number }[] = [
    {
      why: 'cash tendered and change printed after the total',
      cents: 1250,
      lines: ['BREAD 1 4.50', 'MILK 2 8.00', 'TOTAL 12.50', 'CASH 50.00', 'CHANGE 37.50'],
    },
    { why: 'no tax, no label read: cash − change', cents: 2290, lines: ['RICE 5KG 18.90', 'EGGS 4.00', 'T0TA! 22.9O', 'CASH 30.00', 'CHANGE 7.10'] },
    {
      why: 'subtotal + 6 % GST; the subtotal is not the total',
      cents: 5512,
      lines: ['ITEM A 30.00', 'ITEM B 22.00', 'SUBTOTAL 52.00', 'GST 6% 3.12', 'TOTAL 55.12', 'CASH 60.00', 'CHANGE 4.88'],
    },
    {
      why: 'a discount: the amount before it is not the total',
      cents: 4500,
      lines: ['SHOES 50.00', 'SUBTOTAL 50.00', 'DISCOUNT -5.00', 'TOTAL 45.00', 'CASH 50.00', 'CHANGE 5.00'],
    },
    {
      why: 'a rounding adjustment: the rounded amount is paid, not the sum before it nor the adjustment',
      cents: 3145,
      lines: ['BOOK 29.67', 'GST 6% 1.80', 'TOTAL 31.47', 'ROUNDING ADJ -0.02', 'TOTAL ROUNDED 31.45', 'CASH 50.00', 'CHANGE 18.55'],
    },
    {
      why: 'a GST summary after the totals is not the total',
      cents: 5512,
      lines: ['ITEM A 52.00', 'TOTAL INCL. GST 55.12', 'CASH 100.00', 'CHANGE 44.88', 'GST SUMMARY AMOUNT TAX', 'SR 6% 52.00 3.12'],
    },
    {
      why: 'the TOTAL line unreadable: subtotal + tax + rounding',
      cents: 1060,
      lines: ['TEA 10.00', 'SUBTOTAL 10.00', 'SST 6% 0.60', '~~~~~ ~~~~', 'CASH 20.00', 'CHANGE 9.40'],
    },
    {
      why: 'service charge and tax added to the subtotal',
      cents: 5750,
      lines: ['NASI LEMAK 25.00', 'TEH TARIK 25.00', 'SUBTOTAL 50.00', 'SERVICE CHARGE 10% 5.00', 'GST 6% 2.50', 'TOTAL 57.50', 'VISA 57.50'],
    },
    { why: 'a comma for the decimal mark', cents: 2345, lines: ['KAFFEE 3,45', 'KUCHEN 20,00', 'TOTAL 23,45', 'CASH 50,00', 'CHANGE 26,55'] },
    { why: 'thousands separators and a dollar sign', cents: 125000, lines: ['LAPTOP $1,179.25', 'TAX 6% $70.75', 'TOTAL $1,250.00', 'CARD $1,250.00'] },
    {
      why: 'a total printed with the currency in front, cash paid larger than any line',
      cents: 790,
      lines: ['COFFEE RM 7.90', 'TOTAL RM 7.90', 'TENDERED RM 10.00', 'CHANGE RM 2.10'],
    },
  ];
  it.each(cases)('$why', ({ lines, cents }) => {
    expect(total(lines).value).toBe(cents);
  });
});

describe("the total's confidence says whether the sums check", () => {
  it('is high when the printed total equals subtotal + tax and tendered − change', () => {
    const checked = total(['ITEM A 52.00', 'SUBTOTAL 52.00', 'GST 6% 3.12', 'TOTAL 55.12', 'CASH 60.00', 'CHANGE 4.88']);
    expect(checked.value).toBe(5512);
    expect(checked.confidence).toBeGreaterThanOrEqual(0.85);
  });

  it('is lower when only a label names the total', () => {
    const alone = total(['SOMETHING 12.00', 'TOTAL 12.00']);
    const checked = total(['ITEM A 52.00', 'SUBTOTAL 52.00', 'GST 6% 3.12', 'TOTAL 55.12', 'CASH 60.00', 'CHANGE 4.88']);
    expect(alone.value).toBe(1200);
    expect(alone.confidence).toBeLessThan(checked.confidence);
  });

  it('is low when the printed total contradicts the sums (a misread digit)', () => {
    // subtotal + tax = 55.12 and cash − change = 55.12, but the TOTAL line reads 65.12
    const contradicted = total(['ITEM A 52.00', 'SUBTOTAL 52.00', 'GST 6% 3.12', 'TOTAL 65.12', 'CASH 60.00', 'CHANGE 4.88']);
    expect(contradicted.value).toBe(5512); // the two sums outvote the one line
    const clean = total(['ITEM A 52.00', 'SUBTOTAL 52.00', 'GST 6% 3.12', 'TOTAL 55.12', 'CASH 60.00', 'CHANGE 4.88']);
    expect(contradicted.confidence).toBeLessThan(clean.confidence);
  });
});
