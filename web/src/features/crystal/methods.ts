// Crystal's forecasting methods (core/crystal/smoothing.ts), in words.
const METHOD_LABELS: Record<string, string> = {
  'holt-winters': 'Holt-Winters (trend + seasonality)',
  'damped-holt': 'Damped Holt (trend)',
  mean: 'Mean of the months so far',
};

export function methodLabel(method: string): string {
  return METHOD_LABELS[method] ?? method;
}

/** "80 % range" for a band level of 0.8 (or 80). */
export function rangeLabel(level: number): string {
  const pct = level <= 1 ? Math.round(level * 100) : Math.round(level);
  return `${pct} % range`;
}
