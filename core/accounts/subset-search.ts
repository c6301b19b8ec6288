// The smallest set of transactions whose amounts add up to a difference: what reconciliation suggests.
// Pure and deterministic: the search is bounded by a number of steps (same answer on every machine),
// and optionally by a deadline read from an injected clock. Sizes are tried smallest first, so the
// first set found is a smallest one; candidates are tried in the caller's order (most likely first).

export interface SubsetCandidate {
  id: string;
  amountCents: number;
}

export interface SubsetOptions {
  /** the largest set tried (default 6) */
  maxSize?: number;
  /** the step budget (default 2,000,000 ≈ a few hundred ms) */
  maxSteps?: number;
  /** stop after this many ms of `now()` (only with `now`) */
  timeLimitMs?: number;
  now?: () => number;
}

export type SubsetResult =
  | { found: true; ids: string[]; steps: number }
  /** `exhausted`: every set up to maxSize was tried (none adds up); else the budget ran out first */
  | { found: false; exhausted: boolean; triedUpTo: number; steps: number };

export const DEFAULT_MAX_SIZE = 6;
export const DEFAULT_MAX_STEPS = 2_000_000;

class OutOfBudget extends Error {}

export function smallestSubset(target: number, candidates: readonly SubsetCandidate[], opts: SubsetOptions = {}): SubsetResult {
  const maxSize = Math.min(opts.maxSize ?? DEFAULT_MAX_SIZE, candidates.length);
  const maxSteps = opts.maxSteps ?? DEFAULT_MAX_STEPS;
  const deadline = opts.now && opts.timeLimitMs !== undefined ? opts.now() + opts.timeLimitMs : null;
  const values = candidates.map((c) => c.amountCents);
  let steps = 0;
  const tick = () => {
    steps++;
    // the clock is read every 4096 steps: cheap, and still within a millisecond or so of the limit
    if (steps > maxSteps || (deadline !== null && (steps & 4095) === 0 && opts.now!() > deadline)) throw new OutOfBudget();
  };
  if (target === 0) return { found: true, ids: [], steps };
  let triedUpTo = 0;
  try {
    for (let k = 1; k <= maxSize; k++) {
      const picked = search(values, target, k, tick);
      if (picked) return { found: true, ids: picked.map((i) => candidates[i]!.id), steps };
      triedUpTo = k;
    }
  } catch (e) {
    if (!(e instanceof OutOfBudget)) throw e;
    return { found: false, exhausted: false, triedUpTo, steps };
  }
  return { found: false, exhausted: true, triedUpTo, steps };
}

/** Indices of k values (ascending indices) adding up to target, or null. */
function search(values: readonly number[], target: number, k: number, tick: () => void): number[] | null {
  const n = values.length;
  if (k === 1) {
    for (let i = 0; i < n; i++) {
      tick();
      if (values[i] === target) return [i];
    }
    return null;
  }
  const chosen: number[] = [];
  // the last two are found with a hash of the values seen: O(n) per prefix instead of O(n²)
  const pair = (from: number, rest: number): [number, number] | null => {
    const seen = new Map<number, number>();
    for (let j = from; j < n; j++) {
      tick();
      const i = seen.get(rest - values[j]!);
      if (i !== undefined) return [i, j];
      if (!seen.has(values[j]!)) seen.set(values[j]!, j);
    }
    return null;
  };
  const dfs = (from: number, rest: number): boolean => {
    if (chosen.length === k - 2) {
      const p = pair(from, rest);
      if (!p) return false;
      chosen.push(p[0], p[1]);
      return true;
    }
    for (let i = from; i <= n - (k - chosen.length); i++) {
      tick();
      chosen.push(i);
      if (dfs(i + 1, rest - values[i]!)) return true;
      chosen.pop();
    }
    return false;
  };
  return dfs(0, target) ? chosen : null;
}
