// Writing a grey image out: a binary PGM, or an 8-bit greyscale PNG with its chunks and CRCs.
import zlib, { deflateSync } from 'node:zlib';

/** A binary PGM (P5) of a grey image: what the OCR pool hands Tesseract (no compression to undo). */
export function encodePgm(img: { gray: Uint8Array; width: number; height: number }): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${img.width} ${img.height}\n255\n`);
  const out = new Uint8Array(header.length + img.gray.length);
  out.set(header, 0);
  out.set(img.gray, header.length);
  return out;
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

/** zlib's native crc32 where Node has it (20.15+); the table below otherwise. */
const nativeCrc32 = (zlib as { crc32?: (data: Uint8Array) => number }).crc32;

function crc32(bytes: Uint8Array, start: number, end: number): number {
  if (nativeCrc32) return nativeCrc32(bytes.subarray(start, end)) >>> 0;
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
}

/**
 * An 8-bit greyscale PNG, written directly. Stored uncompressed unless `compress`: the PNG that
 * preprocessForOcr returns is only carried to the OCR pool in memory (which reads the grey
 * pixels behind it), and deflating it cost ~40 ms a receipt.
 */
export function encodePng(img: { gray: Uint8Array; width: number; height: number }, compress = false): Uint8Array {
  const { gray, width, height } = img;
  const raw = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y++) {
    const o = y * (width + 1);
    const row = y * width;
    if (!compress) {
      raw.set(gray.subarray(row, row + width), o + 1); // filter "None"
      continue;
    }
    raw[o] = 1; // "Sub" filter: paper runs become zeros, which deflate well
    raw[o + 1] = gray[row]!;
    for (let x = 1; x < width; x++) raw[o + 1 + x] = (gray[row + x]! - gray[row + x - 1]!) & 0xff;
  }
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, width);
  v.setUint32(4, height);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8 bits, greyscale, deflate, adaptive filtering, no interlace
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', new Uint8Array(deflateSync(raw, { level: compress ? 1 : 0 }))),
    pngChunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
