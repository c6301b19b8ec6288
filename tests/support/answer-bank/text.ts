// How people write a question: the phrasing picked from many, then its surface: lowercase, no
// question mark, one swapped pair of letters in a long word; and amounts as people write them
// ("$1,200", "£1200", "1.2k", "1,200 euros", "two grand").
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type Rand = () => number;

export const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

/** Fills "{m}", "{w}", … in a template. */
export function fill(form: string, slots: Record<string, string>): string {
  return form.replace(/\{(\w+)\}/g, (_, k: string) => slots[k] ?? `{${k}}`);
}

/** A question's surface: lowercase, no question mark, a swapped pair of letters in one long word (not a name). */
export function dress(text: string, r: Rand, names: readonly string[] = []): string {
  let q = text;
  if (r() < 0.25) q = q.toLowerCase();
  if (r() < 0.3) q = q.replace(/\?$/, '');
  if (r() < 0.15) {
    const ws = q.split(' ');
    const taken = new Set(names.flatMap((n) => n.toLowerCase().split(' ')));
    const i = ws.findIndex((w, k) => k > 0 && /^[a-z]{6,}$/.test(w) && !taken.has(w));
    if (i > 0) ws[i] = ws[i]!.slice(0, 2) + ws[i]![3] + ws[i]![2] + ws[i]!.slice(4);
    q = ws.join(' ');
  }
  return q;
}

const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Whole dollars (or pounds, euros) as a person writes them: with or without a symbol, separators, "k". */
export function writtenAmount(dollars: number, r: Rand): string {
  const forms = [`$${grouped(dollars)}`, `£${grouped(dollars)}`, `€${dollars}`, grouped(dollars), `${grouped(dollars)} dollars`, `${grouped(dollars)} euros`];
  forms.push(`${grouped(dollars)} quid`, `${dollars} pounds`);
  if (dollars % 100 === 0 && dollars >= 1000) forms.push(`${dollars / 1000}k`, `£${dollars / 1000}k`, `$${dollars / 1000}k`);
  if ([1000, 2000, 3000, 5000, 10000].includes(dollars)) forms.push(`${['', 'a', 'two', 'three', '', 'five'][dollars / 1000] ?? 'ten'} grand`);
  return pick(r, forms);
}

/** An amount a month ("$600 a month", "600/month", "£600 per month"). */
export function monthlyAmount(dollars: number, r: Rand): string {
  return pick(r, [
    `$${grouped(dollars)} a month`,
    `${grouped(dollars)}/month`,
    `£${grouped(dollars)} per month`,
    `$${dollars} monthly`,
    `${dollars} dollars a month`,
  ]);
}
