// PostgreSQL array literals for unnest(…) and any(…): a batch of values is one bound parameter,
// so a query's text does not grow with the batch.

/** An array literal ('{…}') of the values: strings quoted and escaped, null as NULL. */
export function pgArray(values: readonly (string | number | boolean | null)[]): string {
  return `{${values
    .map((v) => {
      if (v === null) return 'NULL';
      if (typeof v !== 'string') return String(v);
      return `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    })
    .join(',')}}`;
}
