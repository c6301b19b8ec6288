// Totals per line and the estimate: net profit, self-employment tax or Class 4, income tax, the
// payments with their due dates and the monthly set-aside.
import type { TaxSummaryDto } from '../../../../core/tax/summary.ts';
import { formatCents, formatDay } from '../../lib/format.ts';

export function TaxEstimate({ data, currency }: { data: TaxSummaryDto; currency: string }) {
  const e = data.estimate;
  const m = (c: number) => formatCents(c, currency);
  const deductible = new Map(e.lines.map((l) => [l.line, l.deductibleCents]));
  return (
    <>
      <section className="card" aria-labelledby="tax-totals-title" data-testid="tax-totals">
        <h2 id="tax-totals-title">Totals per line</h2>
        <div className="table-wrap">
          <table className="table stackable">
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Form</th>
                <th scope="col">Transactions</th>
                <th scope="col">Spent</th>
                <th scope="col">Deductible</th>
              </tr>
            </thead>
            <tbody>
              {data.totals
                .filter((t) => t.count > 0 || (deductible.get(t.line) ?? 0) > 0)
                .map((t) => (
                  <tr key={t.line} data-testid="tax-total" data-line={t.line}>
                    <td className="stack-title">{t.label}</td>
                    <td data-label="Form">{data.lines.find((l) => l.line === t.line)?.form}</td>
                    <td data-label="Transactions">{t.count}</td>
                    <td data-label="Spent">{m(t.spentCents)}</td>
                    <td data-label="Deductible">{m(deductible.get(t.line) ?? 0)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
        <p className="small muted">
          Mileage {e.mileage.miles} miles at {e.mileage.rate}: {m(e.mileage.deductionCents)} · home office: {m(e.homeOfficeCents)}
        </p>
      </section>
      <section className="card" aria-labelledby="tax-estimate-title" data-testid="tax-estimate">
        <h2 id="tax-estimate-title">Estimate for {e.taxYear}</h2>
        <ul className="figure-list">
          <li>
            Business income: <strong>{m(e.grossIncomeCents)}</strong> <span className="small muted">(from {data.income.basis})</span>
          </li>
          <li>Expenses: {m(e.expensesCents)}</li>
          <li>
            Net profit: <strong data-testid="tax-net-profit">{m(e.netProfitCents)}</strong>
          </li>
          <li>
            {e.selfEmploymentTaxName}: <strong data-testid="tax-se">{m(e.selfEmploymentTaxCents)}</strong>
          </li>
          <li>
            Income tax: <strong>{m(e.incomeTaxCents)}</strong>
          </li>
          <li>
            Total: <strong data-testid="tax-total-estimate">{m(e.totalCents)}</strong> · set aside{' '}
            <strong data-testid="tax-set-aside">{m(e.monthlySetAsideCents)}</strong> a month
          </li>
          {e.safeHarbour && (
            <li>
              Safe harbour: {m(e.safeHarbour.annualCents)} for the year ({e.safeHarbour.basis}), {m(e.safeHarbour.quarterlyCents)} a quarter
            </li>
          )}
        </ul>
        <div className="table-wrap">
          <table className="table stackable">
            <thead>
              <tr>
                <th scope="col">Payment</th>
                <th scope="col">Due</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {e.payments.map((p) => (
                <tr key={p.label} data-testid="tax-payment">
                  <td className="stack-title">
                    {p.label}
                    {data.nextPayment?.label === p.label ? ' (next)' : ''}
                  </td>
                  <td data-label="Due">{formatDay(p.due)}</td>
                  <td data-label="Amount">{m(p.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {e.jurisdiction === 'UK' && (
          <p className="small muted">
            Making Tax Digital quarterly updates: {e.quarterly.map((q) => `${formatDay(q.from)}–${formatDay(q.to)} (due ${formatDay(q.due)})`).join('; ')}.
          </p>
        )}
        <ul className="small muted">
          {e.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
