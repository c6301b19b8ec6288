// Refusing a "zip bomb" before an .xlsx (a ZIP archive) is handed to SheetJS: the central directory
// is read here, with a DataView, and the archive refused when it declares too many entries, too
// much data, or an entry compressed suspiciously well. Then each deflated entry is inflated as a
// stream, without keeping the output, to make sure no entry holds more than it declares.
import { Inflate } from 'fflate';

export const MAX_ENTRIES = 2_000;
export const MAX_TOTAL_BYTES = 100 * 1024 * 1024;
export const MAX_RATIO = 100;
export const RATIO_MIN_BYTES = 10 * 1024 * 1024;

const EOCD_SIG = 0x06054b50;
const ZIP64_EOCD_SIG = 0x06064b50;
const ZIP64_LOCATOR_SIG = 0x07064b50;
const CENTRAL_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;

interface Entry {
  name: string;
  method: number;
  compressed: number;
  uncompressed: number;
  localOffset: number;
}

/** "4.2 GB", "150.0 MB", "12 KB", "900 bytes" */
function size(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

const bomb = (bytes: number) => `This spreadsheet expands to ${size(bytes)} when unpacked (a "zip bomb"); refusing to open it.`;
const DAMAGED = 'This spreadsheet is damaged: its ZIP directory could not be read.';

function readEntries(bytes: Uint8Array): Entry[] | string {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const n = bytes.length;
  if (n < 22) return DAMAGED;
  // The end-of-central-directory record: the last 22 bytes, or earlier when a comment follows it.
  let eocd = -1;
  for (let at = n - 22; at >= Math.max(0, n - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === EOCD_SIG) {
      eocd = at;
      break;
    }
  }
  if (eocd === -1) return DAMAGED;
  let count = view.getUint16(eocd + 10, true);
  let dirSize = view.getUint32(eocd + 12, true);
  let dirOffset = view.getUint32(eocd + 16, true);
  if ((count === 0xffff || dirOffset === 0xffffffff || dirSize === 0xffffffff) && eocd >= 20 && view.getUint32(eocd - 20, true) === ZIP64_LOCATOR_SIG) {
    const z64 = Number(view.getBigUint64(eocd - 12, true));
    if (z64 + 56 > n || view.getUint32(z64, true) !== ZIP64_EOCD_SIG) return DAMAGED;
    count = Number(view.getBigUint64(z64 + 32, true));
    dirSize = Number(view.getBigUint64(z64 + 40, true));
    dirOffset = Number(view.getBigUint64(z64 + 48, true));
  }
  if (count > MAX_ENTRIES)
    return `This spreadsheet holds ${count.toLocaleString('en-US')} files (more than ${MAX_ENTRIES.toLocaleString('en-US')}); refusing to open it.`;
  if (dirOffset + dirSize > n) return DAMAGED;
  const entries: Entry[] = [];
  let at = dirOffset;
  for (let k = 0; k < count; k++) {
    if (at + 46 > n || view.getUint32(at, true) !== CENTRAL_SIG) return DAMAGED;
    const method = view.getUint16(at + 10, true);
    let compressed = view.getUint32(at + 20, true);
    let uncompressed = view.getUint32(at + 24, true);
    const nameLen = view.getUint16(at + 28, true);
    const extraLen = view.getUint16(at + 30, true);
    const commentLen = view.getUint16(at + 32, true);
    let localOffset = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, Math.min(n, at + 46 + nameLen)));
    // ZIP64 extra field: the 64-bit values of the fields that say 0xFFFFFFFF, in this order.
    let extra = at + 46 + nameLen;
    const extraEnd = Math.min(n, extra + extraLen);
    while (extra + 4 <= extraEnd) {
      const id = view.getUint16(extra, true);
      const len = view.getUint16(extra + 2, true);
      if (id === 0x0001) {
        let p = extra + 4;
        const take = () => {
          const v = p + 8 <= extra + 4 + len ? Number(view.getBigUint64(p, true)) : 0;
          p += 8;
          return v;
        };
        if (uncompressed === 0xffffffff) uncompressed = take();
        if (compressed === 0xffffffff) compressed = take();
        if (localOffset === 0xffffffff) localOffset = take();
      }
      extra += 4 + len;
    }
    entries.push({ name, method, compressed, uncompressed, localOffset });
    at += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/**
 * Null when the ZIP archive may be opened; otherwise the message to show: more than 2,000
 * entries, more than 100 MB declared in total, an entry over 10 MB compressed more than 100:1, or
 * an entry that inflates to more than it declares.
 */
export function checkZip(bytes: Uint8Array): string | null {
  const entries = readEntries(bytes);
  if (typeof entries === 'string') return entries;
  let total = 0;
  for (const e of entries) {
    total += e.uncompressed;
    if (e.uncompressed > RATIO_MIN_BYTES && e.uncompressed > MAX_RATIO * Math.max(1, e.compressed)) return bomb(declaredTotal(entries));
  }
  if (total > MAX_TOTAL_BYTES) return bomb(total);

  // Declared sizes can lie: inflate each entry (output counted, not kept) and stop at its declared size.
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const e of entries) {
    if (e.method !== 8) continue; // stored entries are exactly as large as they are
    const at = e.localOffset;
    if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_SIG) return DAMAGED;
    const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    const end = Math.min(bytes.length, start + e.compressed);
    const actual = inflatedSize(bytes.subarray(start, end), e.uncompressed);
    if (actual > e.uncompressed) {
      return `This spreadsheet is disguised: "${e.name}" inside it unpacks to more than the ${size(e.uncompressed)} it declares (a "zip bomb"); refusing to open it.`;
    }
  }
  return null;
}

function declaredTotal(entries: readonly Entry[]): number {
  let total = 0;
  for (const e of entries) total += e.uncompressed;
  return total;
}

/** Bytes a deflate stream inflates to, counting no further than a little past `limit`. */
function inflatedSize(data: Uint8Array, limit: number): number {
  let out = 0;
  const stop = new Error('limit');
  const inflate = new Inflate((chunk) => {
    out += chunk.length;
    if (out > limit) throw stop;
  });
  const CHUNK = 16 * 1024; // zeros inflate ~1000:1, so one push makes at most ~16 MB
  try {
    for (let p = 0; p < data.length; p += CHUNK) inflate.push(data.subarray(p, Math.min(data.length, p + CHUNK)), p + CHUNK >= data.length);
  } catch (err) {
    if (err !== stop) return out; // a damaged stream: SheetJS will report it
  }
  return out;
}
