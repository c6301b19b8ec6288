// The rows of a CSV text, split from their line only when read. papaparse splits such a
// text the same way (its "fast mode": lines, then fields), but keeps every row: for a 1,000,000-row
// statement that is ~250 MB of small arrays and strings. These rows are the same values and cost the
// line offsets (8 bytes a line), so a large CSV is read with the text and its transactions in memory only.

/**
 * Rows as papaparse gives them for `text` when it holds no '"' (fast mode): `text.split(newline)`,
 * each line split on `delimiter`, a trailing newline giving a last row `['']`. Read-only; every
 * Array method works on it (they read `length` and indices).
 */
export function lazyRows(text: string, newline: string, delimiter: string): readonly (readonly string[])[] {
  const starts = new Offsets();
  for (let at = text.indexOf(newline); at !== -1; at = text.indexOf(newline, at + newline.length)) starts.push(at + newline.length);
  return rowsAt(starts.done(), text.length, newline.length, (from, to) => text.slice(from, to).split(delimiter));
}

/** Row offsets in a typed array grown by doubling: a million rows cost 8 MB, not a JS array of numbers and its copy. */
class Offsets {
  private values = new Float64Array(1024);
  private length = 1; // the first row starts at 0

  push(offset: number): void {
    if (this.length === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = offset;
  }

  done(): Float64Array {
    return this.values.slice(0, this.length);
  }
}

/** An array-like of the rows starting at `offsets` (each ended by a line break of `newlineLength`, the last by the text's end), split by `split` when read. */
function rowsAt(
  offsets: Float64Array,
  textLength: number,
  newlineLength: number,
  split: (from: number, to: number) => string[],
): readonly (readonly string[])[] {
  const length = offsets.length;
  let cachedIndex = -1;
  let cachedRow: string[] = [];
  const rowAt = (i: number): string[] => {
    if (i !== cachedIndex) {
      const end = i + 1 < length ? offsets[i + 1]! - newlineLength : textLength;
      cachedRow = split(offsets[i]!, end);
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

const QUOTE = 34;

/**
 * lazyRows for a text with quoted fields: the same rows papaparse gives, split from the text only
 * when read. Row boundaries come from one scan that knows quotes (a newline inside a quoted field
 * does not end the row). Only a well-formed text is read this way: a quote opens a field only at
 * its start, `""` inside it is a quote, and the closing quote is followed by the delimiter, the line
 * break or the end. Anything else (an unclosed quote, text after a closing quote) answers null, and
 * the caller leaves the text to papaparse, which reports what is wrong with it.
 */
export function lazyQuotedRows(text: string, newline: string, delimiter: string): readonly (readonly string[])[] | null {
  if (text === '' || delimiter.length !== 1 || delimiter === '"' || newline === '' || newline.includes('"')) return null;
  const d = delimiter.charCodeAt(0);
  const nl = newline.charCodeAt(0);
  const starts = new Offsets();
  const n = text.length;
  let i = 0;
  let fieldStart = true;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (fieldStart && c === QUOTE) {
      i++;
      for (;;) {
        const q = text.indexOf('"', i);
        if (q === -1) return null;
        if (text.charCodeAt(q + 1) === QUOTE) {
          i = q + 2;
          continue;
        }
        i = q + 1;
        break;
      }
      if (i === n) break;
      if (text.charCodeAt(i) === d) {
        i++;
        continue;
      }
      if (text.startsWith(newline, i)) {
        i += newline.length;
        starts.push(i);
        continue;
      }
      return null;
    }
    if (c === d) {
      i++;
      fieldStart = true;
      continue;
    }
    if (c === nl && text.startsWith(newline, i)) {
      i += newline.length;
      starts.push(i);
      fieldStart = true;
      continue;
    }
    fieldStart = false;
    i++;
  }
  return rowsAt(starts.done(), text.length, newline.length, (from, to) => splitQuoted(text, from, to, delimiter));
}

/** The fields of a well-formed row text[from, to) (see lazyQuotedRows). */
function splitQuoted(text: string, from: number, to: number, delimiter: string): string[] {
  const out: string[] = [];
  let i = from;
  for (;;) {
    if (i < to && text.charCodeAt(i) === QUOTE) {
      let value = '';
      i++;
      for (;;) {
        const q = text.indexOf('"', i);
        value += text.slice(i, q);
        if (text.charCodeAt(q + 1) === QUOTE && q + 1 < to) {
          value += '"';
          i = q + 2;
          continue;
        }
        i = q + 1;
        break;
      }
      out.push(value);
      if (i >= to) return out;
      i++; // the delimiter
      continue;
    }
    const end = text.indexOf(delimiter, i);
    if (end === -1 || end >= to) {
      out.push(text.slice(i, to));
      return out;
    }
    out.push(text.slice(i, end));
    i = end + 1;
  }
}
