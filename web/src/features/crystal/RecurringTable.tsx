import type { RecurringDto } from '../../../../core/crystal/api.ts';
import { formatCents, formatDay } from '../../lib/format.ts';

const PERIOD: Record<RecurringDto['period'], string> = {
  weekly: 'Weekly',
  biweekly: 'Every 2 weeks',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  annual: 'Yearly',
};

const KIND: Record<RecurringDto['kind'], string> = {
  subscription: 'Subscription',
  bill: 'Bill',
  income: 'Income',
  other: 'Other',
};

function Amount({ cents }: { cents: number }) {
  return <span className={`amount${cents < 0 ? ' negative' : ' positive'}`}>{formatCents(cents)}</span>;
}

/** The recurring charges and income Crystal found, with what comes next. */
export function RecurringTable({ recurring }: { recurring: RecurringDto[] }) {
  return (
    <section className="card" aria-labelledby="recurring-title">
      <h2 id="recurring-title">Recurring items</h2>
      {recurring.length === 0 ? (
        <p className="empty" data-testid="recurring-empty">
          No recurring items yet: Crystal needs at least a few payments to the same merchant at a steady rhythm.
        </p>
      ) : (
        <div className="table-wrap">
          <table className="table stackable" data-testid="recurring-table">
            <thead>
              <tr>
                <th scope="col">Merchant</th>
                <th scope="col">Kind</th>
                <th scope="col">Period</th>
                <th scope="col" className="num">
                  Average
                </th>
                <th scope="col" className="num">
                  Last
                </th>
                <th scope="col">Next expected</th>
                <th scope="col">Price change</th>
                <th scope="col" className="num">
                  Missed
                </th>
              </tr>
            </thead>
            <tbody>
              {recurring.map((r) => (
                <tr key={r.key} data-testid="recurring-row">
                  <td className="stack-title">
                    <strong>{r.merchant}</strong>
                    <span className="muted small block">{r.category}</span>
                  </td>
                  <td data-label="Kind">{KIND[r.kind] ?? r.kind}</td>
                  <td data-label="Period">{PERIOD[r.period] ?? r.period}</td>
                  <td className="num nowrap" data-label="Average">
                    <Amount cents={r.averageAmountCents} />
                    {r.amountVaries && <span className="muted small block">varies</span>}
                  </td>
                  <td className="num nowrap" data-label="Last">
                    <Amount cents={r.lastAmountCents} />
                    <span className="muted small block">{formatDay(r.lastDate)}</span>
                  </td>
                  <td className="nowrap" data-label="Next expected">
                    {formatDay(r.nextExpectedDate)}
                    <span className="block">
                      <Amount cents={r.nextExpectedAmountCents} />
                    </span>
                  </td>
                  <td data-label="Price change">
                    {r.priceChange ? (
                      <span className="badge badge-review" data-testid="price-change">
                        {formatCents(Math.abs(r.priceChange.fromCents))} → {formatCents(Math.abs(r.priceChange.toCents))} on {formatDay(r.priceChange.date)}
                      </span>
                    ) : (
                      <span className="muted">—</span>
                    )}
                  </td>
                  <td className="num" data-label="Missed">
                    {r.missed > 0 ? <span className="badge badge-failed">{r.missed}</span> : <span className="muted">0</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
