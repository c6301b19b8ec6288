import type { ForecastPointDto } from '../../../../core/crystal/api.ts';
import { formatCents } from '../../lib/format.ts';

/** "$420.00 ± $35.00", with the exact range in the title. */
export function ForecastCell({ point, range }: { point: ForecastPointDto | undefined; range: string }) {
  if (!point) return <span className="muted">—</span>;
  const spread = Math.round((point.highCents - point.lowCents) / 2);
  return (
    <span title={`${range}: ${formatCents(point.lowCents)} – ${formatCents(point.highCents)}`}>
      <span className="amount">{formatCents(point.cents)}</span>
      <span className="muted small"> ± {formatCents(spread)}</span>
    </span>
  );
}
