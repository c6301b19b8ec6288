// Cash flow as a Sankey: income sources → one income node → spending categories, plus what was
// saved (income left over) or a "from savings" source (spending beyond income), so every node's
// inflow equals its outflow. Only nodes and links here; the browser lays them out (d3-sankey).
import type { LedgerTransaction } from '../crystal/types.ts';
import { addTo, countedRows, ranked } from './rows.ts';
import type { CashFlowReport, ReportQuery, SankeyLink, SankeyNode } from './types.ts';

/** Categories beyond this many are one "Other spending" node, so the diagram stays readable. */
export const SANKEY_CATEGORIES = 8;
export const SANKEY_SOURCES = 6;

/** Where money in came from: the Income subcategory (Salary, Freelance…), refunds, or other money in. */
export function incomeSource(t: LedgerTransaction): string {
  if (t.category === 'Income') return t.subcategory?.trim() || 'Other income';
  return 'Refunds and other money in';
}

export function cashFlowReport(ledger: readonly LedgerTransaction[], q: ReportQuery): CashFlowReport {
  const { rows, basis } = countedRows(ledger, q);
  const sources = new Map<string, { cents: number; transactions: number }>();
  const categories = new Map<string, { cents: number; transactions: number }>();
  let income = 0;
  let spending = 0;
  for (const t of rows) {
    if (t.amountCents > 0) {
      addTo(sources, incomeSource(t), t.amountCents);
      income += t.amountCents;
    } else {
      addTo(categories, t.category, -t.amountCents);
      spending -= t.amountCents;
    }
  }
  if (!rows.length) return { key: 'cash-flow', basis, empty: true, incomeCents: 0, spendingCents: 0, nodes: [], links: [] };

  const nodes: SankeyNode[] = [];
  const links: SankeyLink[] = [];
  const grouped = (map: typeof sources, limit: number, other: string) => {
    const top = ranked(map, map.size);
    if (top.length <= limit) return top.map((e) => ({ name: e.name, cents: e.cents }));
    const kept = top.slice(0, limit - 1).map((e) => ({ name: e.name, cents: e.cents }));
    return [...kept, { name: other, cents: top.slice(limit - 1).reduce((s, e) => s + e.cents, 0) }];
  };
  nodes.push({ id: 'income', label: 'Income', kind: 'income', cents: Math.max(income, spending) });
  for (const [i, s] of grouped(sources, SANKEY_SOURCES, 'Other sources').entries()) {
    nodes.push({ id: `source-${i}`, label: s.name, kind: 'source', cents: s.cents });
    links.push({ source: `source-${i}`, target: 'income', cents: s.cents });
  }
  if (spending > income) {
    nodes.push({ id: 'shortfall', label: 'From savings', kind: 'shortfall', cents: spending - income });
    links.push({ source: 'shortfall', target: 'income', cents: spending - income });
  }
  for (const [i, c] of grouped(categories, SANKEY_CATEGORIES, 'Other spending').entries()) {
    nodes.push({ id: `category-${i}`, label: c.name, kind: 'category', cents: c.cents });
    links.push({ source: 'income', target: `category-${i}`, cents: c.cents });
  }
  if (income > spending) {
    nodes.push({ id: 'saved', label: 'Saved', kind: 'saved', cents: income - spending });
    links.push({ source: 'income', target: 'saved', cents: income - spending });
  }
  return { key: 'cash-flow', basis, empty: false, incomeCents: income, spendingCents: spending, nodes, links };
}
