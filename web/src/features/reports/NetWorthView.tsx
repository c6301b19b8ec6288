// The net worth report: Ledger's chart (the same as the Bank Accounts page), the series and what the
// last figure is made of.
import type { NetWorthReport } from '../../../../core/reports/types.ts';
import { NetWorthChart } from '../accounts/NetWorthChart.tsx';
import { formatCents, formatDay } from '../../lib/format.ts';

export function NetWorthView({ r }: { r: NetWorthReport }) {
  const last = r.points[r.points.length - 1]!;
  return (
    <>
      <div className="figures" data-testid="report-figures">
        {(
          [
            ['Net worth', last.netWorthCents],
            ['Assets', last.assetsCents],
            ['Liabilities', last.liabilitiesCents],
          ] as const
        ).map(([label, cents]) => (
          <div key={label} className="stat-card">
            <div className="stat-value">{formatCents(cents, r.home)}</div>
            <div className="stat-label">
              {label} on {formatDay(last.date)}
            </div>
          </div>
        ))}
      </div>
      <NetWorthChart netWorth={{ home: r.home, points: r.points, step: r.step }} />
      <div className="table-wrap">
        <table className="table stackable" data-testid="report-table">
          <thead>
            <tr>
              <th scope="col">Account or debt</th>
              <th scope="col">Side</th>
              <th scope="col" className="num">
                Balance
              </th>
              <th scope="col">How it was counted</th>
            </tr>
          </thead>
          <tbody>
            {r.items.map((i) => (
              <tr key={`${i.kind}-${i.id}`}>
                <td className="stack-title">{i.name}</td>
                <td data-label="Side">{i.side}</td>
                <td className="num" data-label="Balance">
                  {formatCents(i.balanceCents, r.home)}
                </td>
                <td data-label="How it was counted" className="stack-wide small">
                  {i.how}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {r.keptApart.length > 0 && (
        <p className="small muted">
          Left out (no rate to {r.home} stated): {r.keptApart.map((k) => `${k.name} (${k.currency})`).join(', ')}.
        </p>
      )}
    </>
  );
}
