// The PaddleOCR pipeline's own arithmetic (text boxes from the detector's map, CTC decoding of a
// line) and the merchant's name made from Tesseract's spacing and Paddle's letters.
import { describe, expect, it } from 'vitest';
import { fuseName } from '../../core/parsers/receipt/fuse.ts';
import { parseReceiptText, type OcrLine, type OcrResult } from '../../core/parsers/receipt/parse.ts';
import { boxesFromMap, ctcDecode, detectionSize } from '../../worker/ocr/paddle-math.ts';

describe('text boxes from the detection map', () => {
  it('finds each text region, grown back from the shrunk kernel, and drops faint or tiny ones', () => {
    const w = 40,
      h = 20;
    const map = new Float32Array(w * h);
    const fill = (x0: number, y0: number, x1: number, y1: number, p: number) => {
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) map[y * w + x] = p;
    };
    fill(2, 2, 12, 6, 0.9); // a word
    fill(20, 2, 36, 6, 0.9); // another word on the same line
    fill(2, 12, 30, 16, 0.4); // faint: above the pixel threshold, below the box threshold
    fill(35, 14, 37, 15, 0.9); // a speck
    const boxes = boxesFromMap(map, w, h);
    expect(boxes).toHaveLength(2);
    expect(boxes[0]!.x0).toBeLessThan(2);
    expect(boxes[0]!.x1).toBeGreaterThan(12);
    expect(boxes[1]!.x0).toBeGreaterThan(12);
  });

  it('sizes the detector input in multiples of 32', () => {
    expect(detectionSize(1000, 2500, 0.5)).toEqual({ width: 512, height: 1248 });
    expect(detectionSize(10, 10, 0.5)).toEqual({ width: 32, height: 32 });
  });
});

describe('CTC decoding', () => {
  const dict = ['A', 'B', '1', '.', ' '];
  /** One time step per entry: the class that wins it (0 = blank). */
  const steps = (classes: number[]) => {
    const n = dict.length + 1;
    const probs = new Float32Array(classes.length * n);
    classes.forEach((c, t) => (probs[t * n + c] = 0.9));
    return { probs, t: classes.length, n };
  };

  it('merges repeats, drops blanks, keeps a letter repeated across a blank', () => {
    const { probs, t, n } = steps([1, 1, 0, 1, 2, 2, 0, 3, 4, 3]);
    expect(ctcDecode(probs, t, n, dict).text).toBe('AAB1.1');
  });

  it('reads a long run of blanks between words as a space, but not around punctuation', () => {
    const { probs, t, n } = steps([1, 0, 0, 0, 0, 2, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 3]);
    expect(ctcDecode(probs, t, n, dict, 4).text).toBe('A B1.1');
  });
});

describe('the merchant from two readings', () => {
  it('takes the letters from Paddle and the spaces from Tesseract', () => {
    expect(fuseName('S.H.H, MOTOR { SUNGAL RENGLT) SON. BHD', 'S.H.H.MOTOR(SUNGAIRENGIT)SDN.BHD')).toBe('S.H.H. MOTOR (SUNGAI RENGIT) SDN. BHD');
    expect(fuseName('EO HENG STATIONERY & BOOKS', 'TEOHENGSTATIONERY&BOOKS')).toBe('TEO HENG STATIONERY & BOOKS');
    expect(fuseName('POPULAR BOOK. CO. (M) SDN BHD', 'POPULARBOOKCO.(M)SDNBHD')).toBe('POPULAR BOOK CO. (M) SDN BHD');
  });

  it("keeps a letter where Paddle read a digit (its O for 0), and Tesseract's reading when the two are different words", () => {
    expect(fuseName('GOLDEN BOOKS', 'G0LDENB00KS')).toBe('GOLDEN BOOKS');
    expect(fuseName('TAN CHAY YEE', 'S.H.H.MOTOR(SUNGAIRENGIT)SDN.BHD')).toBe('TAN CHAY YEE');
  });

  it('reads the merchant from the header reading when there is one', () => {
    const line = (text: string, y: number): OcrLine => ({ text, confidence: 0.95, bbox: { x0: 20, y0: y, x1: 20 + text.length * 14, y1: y + 30 } });
    const page = ['LIANHINGSTATIONERYSDNBHD', '(12345-X)', 'DATE: 27/03/2018', 'TOTAL 12.00', 'CASH 20.00', 'CHANGE 8.00'];
    const lines = page.map((t, i) => line(t, 20 + i * 40));
    const ocr: OcrResult = {
      text: page.join('\n'),
      confidence: 0.9,
      width: 800,
      height: 300,
      lines,
      header: [line('UAN HING STATIONERY SDN BHD', 20), line('(12345-X)', 60)],
    };
    const r = parseReceiptText(ocr);
    expect(r.merchant.value).toBe('LIAN HING STATIONERY SDN BHD');
    expect(r.total.value).toBe(1200);
  });
});
