import type { CategoryForecastDto } from '../../../../core/crystal/api.ts';
import { formatMonth } from '../../components/charts/format.ts';
import { ForecastCell } from './ForecastCell.tsx';
import { methodLabel, rangeLabel } from './methods.ts';

interface CategoryForecastTableProps {
  categories: CategoryForecastDto[];
  total: CategoryForecastDto;
  level: number;
}

/** Each category's forecast for the current and the next month. */
export function CategoryForecastTable({ categories, total, level }: CategoryForecastTableProps) {
  const range = rangeLabel(level);
  const thisMonth = total.points[0]?.month;
  const nextMonth = total.points[1]?.month;
  return (
    <section className="card" aria-labelledby="category-forecast-title">
      <h2 id="category-forecast-title">Forecast by category</h2>
      <p className="muted small">Spending expected in each category; ± is half the {range}.</p>
      {categories.length === 0 ? (
        <p className="empty">No category has spending to forecast yet.</p>
      ) : (
        <div className="table-wrap">
          <table className="table stackable" data-testid="category-forecast-table">
            <thead>
              <tr>
                <th scope="col">Category</th>
                <th scope="col" className="num">
                  {thisMonth ? `${formatMonth(thisMonth)} (this month)` : 'This month'}
                </th>
                <th scope="col" className="num">
                  {nextMonth ? `${formatMonth(nextMonth)} (next month)` : 'Next month'}
                </th>
                <th scope="col">Method</th>
              </tr>
            </thead>
            <tbody>
              {categories.map((c) => (
                <tr key={c.category} data-testid="category-forecast-row">
                  <th scope="row" className="stack-title">
                    {c.category}
                  </th>
                  <td className="num" data-label="This month">
                    <ForecastCell point={c.points[0]} range={range} />
                  </td>
                  <td className="num" data-label="Next month">
                    <ForecastCell point={c.points[1]} range={range} />
                  </td>
                  <td className="muted small stack-wide" data-label="Method">
                    {methodLabel(c.method)}, {c.historyMonths} mo
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="stack-title">
                  All spending
                </th>
                <td className="num" data-label="This month">
                  <ForecastCell point={total.points[0]} range={range} />
                </td>
                <td className="num" data-label="Next month">
                  <ForecastCell point={total.points[1]} range={range} />
                </td>
                <td className="muted small stack-wide" data-label="Method">
                  {methodLabel(total.method)}, {total.historyMonths} mo
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
