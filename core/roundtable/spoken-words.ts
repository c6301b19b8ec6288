// How many words a text takes to say: "$1,234.56" is "one thousand two hundred thirty four dollars
// and fifty six cents" (nine), not one. An episode's length (about 150 spoken words a minute) and
// its word count follow what the voices say, so a script full of figures is not longer than asked.

/** Words in the English reading of a whole number ("one thousand two hundred thirty four" → 6). */
export function integerWords(n: number): number {
  n = Math.floor(Math.abs(n));
  if (n === 0) return 1;
  let count = 0;
  for (let group = 0; n > 0; group++, n = Math.floor(n / 1000)) {
    let g = n % 1000;
    if (g === 0) continue;
    if (group > 0) count += 1; // thousand, million, …
    if (g >= 100) {
      count += 2;
      g %= 100;
    }
    if (g > 0) count += g < 20 || g % 10 === 0 ? 1 : 2;
  }
  return count;
}

const FIGURE = /^([^\p{N}]*?)([$£€¥₹])?(\d[\d,]*)(?:\.(\d+))?(%|st|nd|rd|th)?([^\p{N}]*)$/u;

/** Words one whitespace-separated token takes to say. */
export function tokenWords(token: string): number {
  if (!/\p{N}/u.test(token)) return /[\p{L}]/u.test(token) ? 1 : 0;
  const m = FIGURE.exec(token);
  // a mixed token ("B12", "2026-03-17"): each run of digits is read as a number
  if (!m)
    return (
      token
        .split(/[^\p{N}]+/u)
        .filter(Boolean)
        .reduce((n, d) => n + integerWords(Number(d)), 0) + (/\p{L}/u.test(token) ? 1 : 0)
    );
  const whole = Number(m[3]!.replace(/,/g, ''));
  const fraction = m[4];
  let words = integerWords(whole);
  if (m[2]) {
    words += 1; // dollars, pounds, euros
    const cents = fraction ? Number(fraction.padEnd(2, '0').slice(0, 2)) : 0;
    if (cents > 0) words += 2 + integerWords(cents); // "and … cents"
  } else if (fraction) {
    words += 1 + fraction.length; // "point" and each digit
  }
  if (m[5] === '%') words += 1;
  return words;
}

export function spokenWords(text: string): number {
  return text.split(/\s+/).reduce((n, t) => n + tokenWords(t), 0);
}
