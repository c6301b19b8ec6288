// One table line read into a row of cells under the header's columns; amount-only lines paired back.
import { leadingDate, looksLikeDate } from './dates.ts';
import { overlap, type Column, type DateKind, type Header, type Role } from './header.ts';
import { splitTokens, type Line, type Word } from './lines.ts';
import { isMoney } from './money-text.ts';

export interface Section {
  columns: Column[];
  title: string;
  /** indexes of columns by role */
  dateCols: number[];
  moneyCols: number[];
  balanceCol: number;
  descStart: number;
  split: boolean;
}

export interface Row {
  section: Section;
  page: number;
  baseline: number;
  h: number;
  /** text per column index */
  cells: Map<number, string>;
  /** description pieces (description columns and stray text) */
  desc: string[];
  /** leftmost x of the row's text */
  x0: number;
  text: string;
  dateText: string | null;
  hasMoney: boolean;
}

export function makeSection(header: Header, title: string): Section {
  const cols = header.columns;
  const idx = (pred: (c: Column) => boolean) => cols.map((c, i) => (pred(c) ? i : -1)).filter((i) => i !== -1);
  const dateCols = idx((c) => c.role === 'date');
  // Transaction date first, then the plain and posting dates.
  const rank: Record<DateKind, number> = { trans: 0, plain: 1, post: 2, value: 3 };
  dateCols.sort((a, b) => rank[cols[a]!.dateKind] - rank[cols[b]!.dateKind] || a - b);
  const moneyCols = idx((c) => c.role === 'amount' || c.role === 'debit' || c.role === 'credit');
  const balanceCol = cols.findIndex((c) => c.role === 'balance');
  const descCols = idx((c) => c.role === 'description');
  const descStart = descCols.length > 0 ? Math.min(...descCols.map((i) => cols[i]!.x0)) : Math.max(...dateCols.map((i) => cols[i]!.x1));
  const split = cols.some((c) => c.role === 'debit' || c.role === 'credit') && !cols.some((c) => c.role === 'amount');
  return { columns: cols, title, dateCols, moneyCols, balanceCol, descStart, split };
}

export const MONEY_ROLES = new Set<Role>(['amount', 'debit', 'credit', 'balance']);
const TEXT_ROLES = new Set<Role>(['description', 'other']);

/** Which column a word belongs to, or -1 for stray text (read as description). */
function columnOf(w: Word, cols: Column[]): number {
  const pad = 0.15 * w.h;
  let best = -1;
  let bestOv = 0;
  cols.forEach((c, i) => {
    const ov = overlap(w.x0, w.x1, c.x0 - pad, c.x1 + pad);
    if (ov > bestOv) {
      bestOv = ov;
      best = i;
    }
  });
  if (best !== -1) return best;
  if (isMoney(w.text)) {
    let bestDist = Infinity;
    cols.forEach((c, i) => {
      if (!MONEY_ROLES.has(c.role)) return;
      const d = Math.abs(w.x1 - c.x1);
      if (d < bestDist) {
        bestDist = d;
        best = i;
      }
    });
    if (best !== -1 && bestDist <= 6 * w.h) return best;
    best = -1;
  }
  if (looksLikeDate(w.text)) {
    let bestDist = Infinity;
    cols.forEach((c, i) => {
      if (c.role !== 'date') return;
      const d = Math.abs(w.x0 - c.x0);
      if (d < bestDist) {
        bestDist = d;
        best = i;
      }
    });
    if (best !== -1 && bestDist <= 4 * w.h) return best;
    best = -1;
  }
  // Text: the column it starts in (the nearest header to its left), when that is a text column.
  let left = -1;
  cols.forEach((c, i) => {
    if (c.x0 <= w.x0 && (left === -1 || c.x0 > cols[left]!.x0)) left = i;
  });
  if (left !== -1 && TEXT_ROLES.has(cols[left]!.role)) return left;
  return -1;
}

export function readRow(line: Line, section: Section): Row {
  const cols = section.columns;
  const parts = new Map<number, Word[]>();
  const stray: Word[] = [];
  const put = (w: Word, i: number) => {
    if (i === -1) stray.push(w);
    else {
      const list = parts.get(i);
      if (list) list.push(w);
      else parts.set(i, [w]);
    }
  };
  for (const w of line.words) {
    // A piece straddling two columns ("10/07 Car Wash" as one string) is split into its words.
    const touched = cols.filter((c) => overlap(w.x0, w.x1, c.x0, c.x1) > 0);
    const pieces = touched.length > 1 ? splitTokens(w) : [w];
    for (const p of pieces) put(p, columnOf(p, cols));
  }
  // CR/DR and lone currency signs printed beside an amount belong to it.
  const cells = new Map<number, string>();
  for (const [i, ws] of parts) {
    ws.sort((a, b) => a.x0 - b.x0);
    cells.set(i, ws.map((w) => w.text).join(' '));
  }
  const desc: string[] = [];
  const descIdx = cols.map((c, i) => (c.role === 'description' ? i : -1)).filter((i) => i !== -1);
  const strayText = stray.sort((a, b) => a.x0 - b.x0);
  const descWords: Word[] = [];
  for (const i of descIdx) descWords.push(...(parts.get(i) ?? []));
  for (const w of strayText) {
    if (/^(?:cr|dr)\.?$/i.test(w.text) || /^[$€£¥₹+\-\u2212]$/.test(w.text)) {
      // attach to the nearest money cell on its left/right
      let nearest = -1;
      let dist = Infinity;
      for (const [i, ws] of parts) {
        if (!MONEY_ROLES.has(cols[i]!.role)) continue;
        for (const x of ws) {
          const d = Math.min(Math.abs(w.x0 - x.x1), Math.abs(x.x0 - w.x1));
          if (d < dist) {
            dist = d;
            nearest = i;
          }
        }
      }
      if (nearest !== -1 && dist <= 2 * w.h) {
        const cur = cells.get(nearest)!;
        cells.set(nearest, /^[$€£¥₹+\-\u2212]$/.test(w.text) ? `${w.text}${cur}` : `${cur} ${w.text}`);
        continue;
      }
    }
    descWords.push(w);
  }
  descWords.sort((a, b) => a.x0 - b.x0);
  for (const w of descWords) desc.push(w.text);

  let dateText: string | null = null;
  for (const i of section.dateCols) {
    const t = cells.get(i);
    if (t !== undefined && looksLikeDate(t)) {
      dateText = t;
      break;
    }
  }
  if (dateText === null) {
    // "11/02 PDQ": a date run together with the text after it.
    for (const i of section.dateCols) {
      const t = cells.get(i);
      if (t === undefined) continue;
      const split = leadingDate(t);
      if (split) {
        dateText = split.date;
        cells.set(i, split.date);
        if (split.rest !== '') desc.unshift(split.rest);
        break;
      }
    }
  }
  let hasMoney = false;
  for (const i of section.moneyCols) {
    const t = cells.get(i);
    if (t !== undefined && isMoney(t)) hasMoney = true;
  }
  // A money cell that is not money (a stray word under the Amount header) goes to the description.
  for (const i of [...section.moneyCols, ...(section.balanceCol === -1 ? [] : [section.balanceCol])]) {
    const t = cells.get(i);
    if (t !== undefined && !isMoney(t)) {
      desc.push(t);
      cells.delete(i);
    }
  }
  return {
    section,
    page: line.page,
    baseline: line.baseline,
    h: line.h,
    cells,
    desc,
    x0: line.words[0]?.x0 ?? 0,
    text: line.text,
    dateText,
    hasMoney,
  };
}

function moneyOnly(r: Row): boolean {
  if (r.dateText !== null || r.desc.length > 0 || !r.hasMoney) return false;
  for (const [i] of r.cells) {
    const role = r.section.columns[i]!.role;
    if (!MONEY_ROLES.has(role)) return false;
  }
  return true;
}

function dateWithoutMoney(r: Row): boolean {
  return r.dateText !== null && !r.hasMoney;
}

/** Amount-only lines printed a little above or below their row's date line (a common layout quirk). */
export function pairFloatingAmounts(rows: Row[]): void {
  const consumed = new Set<Row>();
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    if (!moneyOnly(r)) continue;
    let best: Row | null = null;
    let bestGap = Infinity;
    for (const j of [i - 1, i + 1]) {
      const o = rows[j];
      if (!o || consumed.has(o) || o.page !== r.page || o.section !== r.section || !dateWithoutMoney(o)) continue;
      const gap = Math.abs(o.baseline - r.baseline);
      if (gap <= 0.8 * Math.max(r.h, o.h) && gap < bestGap) {
        best = o;
        bestGap = gap;
      }
    }
    if (best) {
      for (const [k, v] of r.cells) best.cells.set(k, v);
      best.hasMoney = true;
      consumed.add(r);
      r.hasMoney = false;
      r.cells.clear();
    }
  }
}
