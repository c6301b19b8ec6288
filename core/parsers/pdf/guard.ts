// Refusing a PDF "decompression bomb" before pdf.js sees it: every Flate-compressed stream is
// inflated as a stream, counting bytes and keeping nothing, and the file refused when its streams
// would inflate to more than a statement ever holds (pdf.js would keep them in memory).
import { Decompress } from 'fflate';

/** All streams of a statement together: scanned statements with page images stay well under this. */
export const MAX_PDF_INFLATED_BYTES = 64 * 1024 * 1024;
/** One stream: a page's text or one image. */
export const MAX_PDF_STREAM_BYTES = 32 * 1024 * 1024;

class TooBig extends Error {}

const mb = (n: number) => `${Math.round(n / (1024 * 1024))} MB`;

/** The problem with a PDF's compressed streams, for the user, or null when they are within the limits. */
export function pdfInflateProblem(bytes: Uint8Array): string | null {
  // latin1 keeps one character per byte, so string offsets are byte offsets
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let total = 0;
  let from = 0;
  for (;;) {
    const kw = text.indexOf('stream', from);
    if (kw === -1) return null;
    from = kw + 6;
    if (text.startsWith('endstream', kw - 3)) continue;
    // the stream's dictionary ends just before the keyword; only Flate streams inflate
    const dictStart = text.lastIndexOf('<<', kw);
    if (dictStart === -1 || kw - dictStart > 4096) continue;
    const dict = text.slice(dictStart, kw);
    if (!/\/(FlateDecode|Fl)\b/.test(dict)) continue;
    let dataStart = kw + 6;
    if (text[dataStart] === '\r') dataStart++;
    if (text[dataStart] === '\n') dataStart++;
    const end = text.indexOf('endstream', dataStart);
    if (end === -1) continue;
    let size = 0;
    try {
      // PDF Flate streams are zlib-wrapped; Decompress also takes a raw deflate stream
      const inflate = new Decompress((chunk) => {
        size += chunk.length;
        if (size > MAX_PDF_STREAM_BYTES || total + size > MAX_PDF_INFLATED_BYTES) throw new TooBig();
      });
      // in slices, so the check runs while inflating rather than after
      // small slices: zeros compress about 1000 to 1, so each slice inflates to a few MB at most
      for (let i = dataStart; i < end; i += 4096) inflate.push(bytes.subarray(i, Math.min(end, i + 4096)), false);
      inflate.push(new Uint8Array(0), true);
    } catch (err) {
      if (err instanceof TooBig) {
        return `This PDF's compressed content would expand to more than ${mb(size > MAX_PDF_STREAM_BYTES ? MAX_PDF_STREAM_BYTES : MAX_PDF_INFLATED_BYTES)}; a bank statement holds far less. It was not read.`;
      }
      // a damaged stream is pdf.js's to judge
    }
    total += size;
    from = end + 9;
  }
}
