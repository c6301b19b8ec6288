// Active rules that would set different categories on the same transactions. Bounded by design: each
// rule is matched once against the rows (a bitset of the row indexes it fires on), a pair's shared rows
// are a bitwise AND of two bitsets, so the scan costs O(rules × rows + pairs × rows / 32) instead of
// matching every pair against every row; the rows scanned and the pairs listed are capped, and the
// answer says when either cap was hit. The shared rows themselves are read one pair and one page at a time.
import { CONFLICT_MAX_PAIRS, CONFLICT_SCAN_MAX_ROWS } from './limits.ts';
import { prepared, ruleMatcher, type Action, type PreparedTransaction, type Rule, type RuleTransaction } from './rules.ts';

export interface ConflictSide {
  id: string;
  name: string;
  category: string;
}

/** Two rules and how many scanned rows both would fire on. */
export interface ConflictPair {
  a: ConflictSide;
  b: ConflictSide;
  count: number;
}

/** What the scan looked at, and whether it stopped short. */
export interface ConflictScan {
  /** rows in the window; the latest `scannedRows` of them were scanned */
  rows: number;
  scannedRows: number;
  rowsCapped: boolean;
  /** conflicting pairs found; at most `listed` of them are in the answer */
  pairs: number;
  listed: number;
  pairsCapped: boolean;
}

export interface ConflictLimits {
  maxRows?: number;
  maxPairs?: number;
  /** the rows in the window when the caller read only the latest of them (default: txs.length) */
  windowRows?: number;
}

interface Setter extends ConflictSide {
  rule: Rule;
}

/** The rules that can conflict: those setting a category on each imported transaction. */
function setters(rules: readonly Rule[]): Setter[] {
  return rules.flatMap((r) => {
    const a = r.actions.find((x): x is Extract<Action, { kind: 'set category' }> => x.kind === 'set category');
    if (!a || r.trigger !== 'transaction imported') return [];
    return [{ rule: r, id: r.id, name: r.name, category: a.subcategory ? `${a.category} › ${a.subcategory}` : a.category }];
  });
}

/** The latest `maxRows` rows (the ledger reads oldest first), normalized once. */
function scanned(txs: readonly RuleTransaction[], maxRows: number): PreparedTransaction[] {
  return (txs.length > maxRows ? txs.slice(txs.length - maxRows) : txs).map(prepared);
}

function bitsetOf(rule: Rule, rows: readonly PreparedTransaction[]): Uint32Array {
  const match = ruleMatcher(rule);
  const bits = new Uint32Array((rows.length + 31) >>> 5);
  for (let i = 0; i < rows.length; i++) if (match(rows[i]!)) bits[i >>> 5]! |= 1 << (i & 31);
  return bits;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function overlap(x: Uint32Array, y: Uint32Array): number {
  let n = 0;
  for (let w = 0; w < x.length; w++) if (x[w]! & y[w]!) n += popcount(x[w]! & y[w]!);
  return n;
}

const scanOf = (scannedRows: number, rows: number) => ({ rows: Math.max(rows, scannedRows), scannedRows, rowsCapped: rows > scannedRows });
const side = (s: Setter): ConflictSide => ({ id: s.id, name: s.name, category: s.category });

/**
 * The conflicting pairs with their counts, in the rules' order. `involving`: only the pairs with that
 * rule (what turning it on created).
 */
export function conflictPairs(
  rules: readonly Rule[],
  txs: readonly RuleTransaction[],
  limits: ConflictLimits & { involving?: string } = {},
): { conflicts: ConflictPair[]; scan: ConflictScan } {
  const maxRows = limits.maxRows ?? CONFLICT_SCAN_MAX_ROWS;
  const maxPairs = limits.maxPairs ?? CONFLICT_MAX_PAIRS;
  const rows = scanned(txs, maxRows);
  // a rule that fires on nothing scanned cannot conflict: left out before pairing
  const set = setters(rules)
    .map((s) => ({ s, bits: bitsetOf(s.rule, rows) }))
    .filter((x) => x.bits.some((w) => w !== 0));
  const conflicts: ConflictPair[] = [];
  let pairs = 0;
  for (let i = 0; i < set.length; i++) {
    for (let j = i + 1; j < set.length; j++) {
      const [x, y] = [set[i]!, set[j]!];
      if (x.s.category === y.s.category) continue;
      if (limits.involving !== undefined && x.s.id !== limits.involving && y.s.id !== limits.involving) continue;
      const count = overlap(x.bits, y.bits);
      if (!count) continue;
      pairs++;
      if (conflicts.length < maxPairs) conflicts.push({ a: side(x.s), b: side(y.s), count });
    }
  }
  return {
    conflicts,
    scan: { ...scanOf(rows.length, limits.windowRows ?? txs.length), pairs, listed: conflicts.length, pairsCapped: pairs > conflicts.length },
  };
}

/** One page of the rows two rules both fire on (oldest first), or null when the two do not conflict. */
export function conflictRows(
  rules: readonly Rule[],
  txs: readonly RuleTransaction[],
  ids: readonly [string, string],
  page: ConflictLimits & { offset: number; limit: number },
): { pair: ConflictPair; rows: RuleTransaction[]; scan: Pick<ConflictScan, 'rows' | 'scannedRows' | 'rowsCapped'> } | null {
  const all = setters(rules);
  // the pair in the rules' order, whichever way round it was asked for
  const [x, y] = all.filter((s) => s.id === ids[0] || s.id === ids[1]);
  if (!x || !y || ids[0] === ids[1] || x.category === y.category) return null;
  const rows = scanned(txs, page.maxRows ?? CONFLICT_SCAN_MAX_ROWS);
  const [mx, my] = [ruleMatcher(x.rule), ruleMatcher(y.rule)];
  const both = rows.filter((p) => mx(p) && my(p));
  if (!both.length) return null;
  return {
    pair: { a: side(x), b: side(y), count: both.length },
    rows: both.slice(page.offset, page.offset + page.limit).map((p) => p.tx),
    scan: scanOf(rows.length, page.windowRows ?? txs.length),
  };
}
