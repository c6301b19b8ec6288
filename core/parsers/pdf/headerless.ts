// The fallback when no header is found: lines that start with a date and end with an amount.
import { CLOSING_BALANCE_RE, isBalanceLabel, OPENING_RE } from './balances.ts';
import { foldText, looksLikeDate } from './dates.ts';
import { hasDataValue, type Column } from './header.ts';
import { splitTokens, type Line } from './lines.ts';
import { isMoney } from './money-text.ts';
import type { Section } from './row-cells.ts';
import { STOP_CONTINUATION_RE, type Collected } from './rows.ts';
import { readPair } from './headerless-pair.ts';
import type { AmountSign } from '../sign.ts';

/** The leading group of an amount whose thousands are set apart by a space ("2" of "2 921,44"). */
const THOUSANDS_GROUP_RE = /^[-+(]?\d{1,3}$/;

/**
 * Statements that print rows without a header: lines that start with a date and end with an amount,
 * with the dates lined up. Read only when no header was found.
 */
export function collectHeaderless(lines: Line[], amountSign?: AmountSign): Collected {
  const out: Collected = { txs: [], sections: [], rowOpening: null, rowClosing: null };
  interface Cand {
    line: Line;
    index: number;
    descX: number;
    dateText: string;
    dateX: number;
    desc: string;
    amounts: string[];
    /** each amount's right edge */
    edges: number[];
  }
  const cands: Cand[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const tokens = line.words.flatMap(splitTokens);
    if (tokens.length < 3) continue;
    let dateEnd = -1;
    for (let n = Math.min(3, tokens.length - 2); n >= 1; n--) {
      const t = tokens
        .slice(0, n)
        .map((w) => w.text)
        .join(' ');
      if (looksLikeDate(t)) {
        dateEnd = n;
        break;
      }
    }
    if (dateEnd === -1) continue;
    // "08 Mar 09 Mar": two dates without a year, not "08 Mar 09" (2009) and a description starting "Mar"
    if (dateEnd === 3 && tokens.length > 4 && looksLikeDate(`${tokens[2]!.text} ${tokens[3]!.text}`) && looksLikeDate(`${tokens[0]!.text} ${tokens[1]!.text}`))
      dateEnd = 2;
    // Skip a second (posting) date right after the first.
    let descStart = dateEnd;
    for (let n = Math.min(3, tokens.length - descStart - 1); n >= 1; n--) {
      const t = tokens
        .slice(descStart, descStart + n)
        .map((w) => w.text)
        .join(' ');
      if (looksLikeDate(t)) {
        descStart += n;
        break;
      }
    }
    const amounts: string[] = [];
    const edges: number[] = [];
    let end = tokens.length;
    while (end > descStart && amounts.length < 2) {
      let took = false;
      // three tokens: thousands set apart by a space and a CR/DR mark ("2 921,44 CR")
      for (const n of [3, 2, 1]) {
        if (end - n < descStart) continue;
        if (n === 3 && !THOUSANDS_GROUP_RE.test(tokens[end - 3]!.text)) continue;
        const t = tokens
          .slice(end - n, end)
          .map((w) => w.text)
          .join(' ');
        if (isMoney(t) && !(n === 2 && isMoney(tokens[end - 2]!.text) && isMoney(tokens[end - 1]!.text))) {
          amounts.unshift(t);
          edges.unshift(tokens[end - 1]!.x1);
          end -= n;
          took = true;
          break;
        }
      }
      if (!took) break;
    }
    if (amounts.length === 0 || end <= descStart) continue;
    const desc = tokens
      .slice(descStart, end)
      .map((w) => w.text)
      .join(' ');
    if (!/[a-z]/i.test(desc)) continue;
    cands.push({
      line,
      index,
      descX: tokens[descStart]!.x0,
      dateText: tokens
        .slice(0, dateEnd)
        .map((w) => w.text)
        .join(' '),
      dateX: tokens[0]!.x0,
      desc,
      amounts,
      edges,
    });
  }
  if (cands.length < 3) return out;
  // Dates must line up: keep the rows at the most common left edge.
  const buckets = new Map<number, number>();
  for (const c of cands) buckets.set(Math.round(c.dateX / 4), (buckets.get(Math.round(c.dateX / 4)) ?? 0) + 1);
  let mode = 0;
  let modeCount = 0;
  for (const [k, n] of buckets) {
    const around = n + (buckets.get(k - 1) ?? 0) + (buckets.get(k + 1) ?? 0);
    if (around > modeCount) {
      modeCount = around;
      mode = k;
    }
  }
  const kept = cands.filter((c) => Math.abs(Math.round(c.dateX / 4) - mode) <= 1);
  if (kept.length < 3) return out;
  const twoAmounts = kept.filter((c) => c.amounts.length === 2).length > kept.length / 2;
  // Wrapped descriptions: text-only lines right under a row, starting where its description starts.
  const rowLines = new Set(kept.map((c) => c.index));
  for (const c of kept) {
    let last = c.line;
    for (let j = c.index + 1; j < lines.length && !rowLines.has(j); j++) {
      const l = lines[j]!;
      if (l.page !== last.page || l.baseline - last.baseline > 1.9 * Math.max(l.h, last.h)) break;
      if (hasDataValue(l) || STOP_CONTINUATION_RE.test(l.text) || Math.abs(l.words[0]!.x0 - c.descX) > 1.5 * l.h) break;
      c.desc += ` ${l.text}`;
      last = l;
    }
  }
  const rows = kept.filter((c) => !isBalanceLabel(c.desc));
  const balanceOf = (c: (typeof kept)[number]) => (twoAmounts && c.amounts.length === 2 ? c.amounts[1]! : null);
  // money out and money in as two unheaded columns (headerless-pair.ts): a row's column by where its amount ends
  const pair = readPair(
    rows.map((c) => ({ amount: c.amounts[0]!, right: c.edges[0]!, balance: balanceOf(c) })),
    amountSign,
  );
  const leftCol = pair ? (pair.leftIsOut ? 2 : 3) : 2;
  const columnOf = new Map(rows.map((c, i) => [c, pair && !pair.left.has(i) ? 5 - leftCol : leftCol]));
  const money = (role: 'debit' | 'credit' | 'amount', label: string): Column => ({ role, dateKind: 'plain', label, x0: 0, x1: 0 });
  const columns: Column[] = [
    { role: 'date', dateKind: 'plain', label: 'Date', x0: 0, x1: 0 },
    { role: 'description', dateKind: 'plain', label: 'Description', x0: 0, x1: 0 },
    ...(pair
      ? pair.leftIsOut
        ? [money('debit', 'Amounts (left)'), money('credit', 'Amounts (right)')]
        : [money('debit', 'Amounts (right)'), money('credit', 'Amounts (left)')]
      : [money('amount', 'Amount')]),
    { role: twoAmounts ? 'balance' : 'other', dateKind: 'plain', label: 'Balance', x0: 0, x1: 0 },
  ];
  const balanceCol = twoAmounts ? columns.length - 1 : -1;
  const section: Section = { columns, title: '', dateCols: [0], moneyCols: pair ? [2, 3] : [2], balanceCol, descStart: 0, split: pair !== null };
  out.sections.push(section);
  if (pair?.unsure) out.pairUnsure = true;
  for (const c of kept) {
    if (isBalanceLabel(c.desc)) {
      const t = foldText(c.desc);
      const value = c.amounts[c.amounts.length - 1]!;
      if (OPENING_RE.test(t) && out.rowOpening === null) out.rowOpening = value;
      else if (CLOSING_BALANCE_RE.test(t)) out.rowClosing = value;
      continue;
    }
    out.txs.push({
      section,
      page: c.line.page,
      dateText: c.dateText,
      desc: [c.desc],
      money: new Map<number, string>([[columnOf.get(c) ?? 2, c.amounts[0]!]]),
      balance: balanceOf(c),
      lastBaseline: c.line.baseline,
      h: c.line.h,
      text: c.line.text,
    });
  }
  return out;
}
