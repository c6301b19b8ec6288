import type { BusinessIntelligenceDto } from '../../../../core/intelia/api.ts';
import { StackedBarChart } from '../../components/charts/StackedBarChart.tsx';
import { formatCentsCompact, formatMonth, formatMonthTick } from '../../components/charts/format.ts';
import { formatCents, formatCount } from '../../lib/format.ts';

/** Business against personal spending for the last 6 months: stacked columns and the figures. */
export function BusinessMonths({ months }: { months: BusinessIntelligenceDto['months'] }) {
  const business = months.reduce((s, m) => s + m.businessCents, 0);
  const personal = months.reduce((s, m) => s + m.personalCents, 0);
  return (
    <section className="card" aria-labelledby="business-months-title">
      <h2 id="business-months-title">Business vs personal spending</h2>
      <p className="muted small">
        The last {months.length} months: {formatCents(business)} business and {formatCents(personal)} personal.
      </p>
      <StackedBarChart
        title="Business and personal spending per month"
        summary={months.map((m) => `${formatMonth(m.month)}: ${formatCents(m.businessCents)} business, ${formatCents(m.personalCents)} personal`).join('; ')}
        labels={months.map((m) => formatMonthTick(m.month))}
        stacks={[
          { key: 'business', label: 'Business', tone: 'business', values: months.map((m) => m.businessCents) },
          { key: 'personal', label: 'Personal', tone: 'personal', values: months.map((m) => m.personalCents) },
        ]}
        formatY={formatCentsCompact}
        formatValue={formatCents}
        testId="business-months-chart"
      />
      <div className="table-wrap">
        <table className="table stackable" data-testid="business-months-table">
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col" className="num">
                Business
              </th>
              <th scope="col" className="num">
                Personal
              </th>
              <th scope="col" className="num">
                Business-category charges from other accounts
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row" className="stack-title">
                  {formatMonth(m.month)}
                </th>
                <td className="num amount" data-label="Business">
                  {formatCents(m.businessCents)}
                </td>
                <td className="num amount" data-label="Personal">
                  {formatCents(m.personalCents)}
                </td>
                <td className="num stack-wide" data-label="Business-category charges from other accounts">
                  {formatCount(m.mixedCount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
