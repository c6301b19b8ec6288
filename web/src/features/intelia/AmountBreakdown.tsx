import { formatCents, formatCount } from '../../lib/format.ts';

interface AmountRow {
  name: string;
  amountCents: number;
  count: number;
}

interface AmountBreakdownProps {
  title: string;
  headerName: string;
  rows: AmountRow[];
  empty: string;
  testId: string;
}

/** A ranked table of amounts with a bar for each row's share of the largest. */
export function AmountBreakdown({ title, headerName, rows, empty, testId }: AmountBreakdownProps) {
  const max = Math.max(1, ...rows.map((r) => Math.abs(r.amountCents)));
  const headingId = `${testId}-title`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {rows.length === 0 ? (
        <p className="empty">{empty}</p>
      ) : (
        <div className="table-wrap">
          <table className="table stackable" data-testid={testId}>
            <thead>
              <tr>
                <th scope="col">{headerName}</th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col" className="num">
                  Transactions
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.name}>
                  <th scope="row" className="breakdown-name stack-title">
                    <span>{r.name}</span>
                    <span className="share-bar" aria-hidden="true">
                      <span style={{ width: `${(Math.abs(r.amountCents) / max) * 100}%` }} />
                    </span>
                  </th>
                  <td className="num amount" data-label="Amount">
                    {formatCents(r.amountCents)}
                  </td>
                  <td className="num" data-label="Transactions">
                    {formatCount(r.count)}
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
