// One slip forgiven: two words of five letters or more meet when one letter is added, dropped,
// changed, or two neighbours are swapped ("Febuary", "inocme", "starbuks"). Shorter words must match
// exactly: "bar" and "bus" are different words, not slips.

export function nearly(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 5 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
    } else if (++edits > 1) return false;
    else if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else if (a[i + 1] === b[j] && a[i] === b[j + 1]) {
      i += 2; // a swap of two neighbours is one slip
      j += 2;
    } else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}
