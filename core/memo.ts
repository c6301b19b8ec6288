// A function's results remembered by argument, up to a bound: the insights and Crystal's passes over
// a large import ask the same few thousand dates and merchant names millions of times. At the bound
// the memory is dropped whole (simpler than an LRU, and the next values refill it at once).

/** `compute` with its results remembered for up to `max` distinct arguments; a throw is not remembered. */
export function boundedMemo<K, V>(max: number, compute: (key: K) => V): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    const hit = known.get(key);
    if (hit !== undefined) return hit;
    const value = compute(key);
    if (known.size >= max) known.clear();
    known.set(key, value);
    return value;
  };
}
