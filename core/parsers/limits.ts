// Limits checked before a text statement is parsed, so a hostile file costs little memory: a
// statement's rows are short and it has a few dozen columns, whatever the bank.

/** Longest row read, in characters (real statement rows are well under 2,000). */
export const MAX_LINE_CHARS = 20_000;
/** Most columns in a row. */
export const MAX_COLUMNS = 500;
/** How many of the first rows are checked for their columns. */
const COLUMN_CHECK_ROWS = 50;

/** The problem with a text statement's shape, named for the user, or null when it is within the limits. */
export function textShapeProblem(text: string): string | null {
  let line = 0;
  let start = 0;
  let checked = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    line++;
    const length = end - start;
    if (length > MAX_LINE_CHARS) {
      return `Row ${line} is ${length.toLocaleString('en-US')} characters long; a statement row is at most ${MAX_LINE_CHARS.toLocaleString('en-US')}. This does not look like a bank statement.`;
    }
    if (checked < COLUMN_CHECK_ROWS && length > 0) {
      checked++;
      const columns = maxFields(text, start, end);
      if (columns > MAX_COLUMNS) {
        return `Row ${line} has ${columns.toLocaleString('en-US')} columns; a statement has at most ${MAX_COLUMNS}. This does not look like a bank statement.`;
      }
    }
    start = end + 1;
  }
  return null;
}

/** The most fields the row would have with any of the usual delimiters. */
function maxFields(text: string, start: number, end: number): number {
  let comma = 1;
  let semicolon = 1;
  let tab = 1;
  let pipe = 1;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 44) comma++;
    else if (c === 59) semicolon++;
    else if (c === 9) tab++;
    else if (c === 124) pipe++;
  }
  return Math.max(comma, semicolon, tab, pipe);
}
