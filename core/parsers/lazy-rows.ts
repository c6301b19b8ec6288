// The rows of a CSV text without quotes, split from their line only when read. papaparse splits such a
// text the same way (its "fast mode": lines, then fields), but keeps every row: for a 1,000,000-row
// statement that is ~250 MB of small arrays and strings. These rows are the same values and cost the
// line offsets (8 bytes a line), so a large CSV is read with the text and its transactions in memory only.

/**
 * Rows as papaparse gives them for `text` when it holds no '"' (fast mode): `text.split(newline)`,
 * each line split on `delimiter`, a trailing newline giving a last row `['']`. Read-only; every
 * Array method works on it (they read `length` and indices).
 */
export function lazyRows(text: string, newline: string, delimiter: string): readonly (readonly string[])[] {
  const starts: number[] = [0];
  for (let at = text.indexOf(newline); at !== -1; at = text.indexOf(newline, at + newline.length)) starts.push(at + newline.length);
  const offsets = Float64Array.from(starts);
  const length = offsets.length;
  let cachedIndex = -1;
  let cachedRow: string[] = [];
  const rowAt = (i: number): string[] => {
    if (i !== cachedIndex) {
      const end = i + 1 < length ? offsets[i + 1]! - newline.length : text.length;
      cachedRow = text.slice(offsets[i]!, end).split(delimiter);
      cachedIndex = i;
    }
    return cachedRow;
  };
  return new Proxy<string[][]>([], {
    get(target, prop, receiver) {
      if (typeof prop === 'string') {
        if (prop === 'length') return length;
        const c = prop.charCodeAt(0);
        if (c >= 48 && c <= 57) {
          const i = Number(prop);
          return Number.isInteger(i) && i < length ? rowAt(i) : undefined;
        }
      }
      return Reflect.get(target, prop, receiver);
    },
    has(target, prop) {
      if (typeof prop === 'string' && /^\d+$/.test(prop)) return Number(prop) < length;
      return Reflect.has(target, prop);
    },
    set() {
      return false;
    },
  });
}
