// Business spending with its suggested line, the confidence and the evidence; the user confirms
// the suggestion or picks another line (or "not a business expense").
import type { TaxSummaryDto } from '../../../../core/tax/summary.ts';
import { Button } from '../../components/Button.tsx';
import { formatCents, formatDay } from '../../lib/format.ts';
import './tax.css';

export function TaxSuggestions({
  data,
  currency,
  onChoose,
}: {
  data: TaxSummaryDto;
  currency: string;
  onChoose: (transactionId: string, line: string) => void;
}) {
  const rows = data.suggestions;
  return (
    <section className="card" aria-labelledby="tax-suggestions-title" data-testid="tax-suggestions">
      <h2 id="tax-suggestions-title">{data.settings.jurisdiction === 'US' ? 'Schedule C lines' : 'Allowable-expense groups'}</h2>
      <p className="small muted">
        Business spending: your business accounts, the Business category, and anything you gave a line. Ledger suggests a line from the category first and the
        merchant's words second.
      </p>
      {rows.length === 0 ? (
        <p className="small muted">
          No business spending in {data.period.from} – {data.period.to}. Mark business accounts on the Business Intelligence page, or give a transaction a line.
        </p>
      ) : (
        <div className="table-wrap">
          <table className="table stackable tax-table">
            <thead>
              <tr>
                <th scope="col">Transaction</th>
                <th scope="col">Line</th>
                <th scope="col">Evidence</th>
                <th scope="col">Confirm or change</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.transactionId} data-testid="tax-suggestion" data-line={r.line} data-chosen={r.chosen ?? ''}>
                  <td className="stack-title">
                    {r.description}
                    <br />
                    <span className="small muted">
                      {formatDay(r.date)} · {formatCents(r.amountCents, currency)}
                    </span>
                  </td>
                  <td data-label="Line">
                    {r.label}{' '}
                    {r.chosen ? (
                      <span className="badge tone-good">confirmed</span>
                    ) : (
                      <span className="small muted">confidence {Math.round(r.suggested.confidence * 100)} %</span>
                    )}
                  </td>
                  <td data-label="Evidence" className="stack-wide small">
                    {r.why}; {r.suggested.evidence.join('; ')}
                  </td>
                  <td data-label="Confirm or change">
                    {!r.chosen && (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`Confirm ${r.label} for ${r.description}`}
                        onClick={() => onChoose(r.transactionId, r.suggested.line)}
                      >
                        Confirm
                      </Button>
                    )}{' '}
                    <select
                      className="tax-line-select"
                      aria-label={`Line for ${r.description}`}
                      value={r.line}
                      onChange={(e) => onChoose(r.transactionId, e.target.value)}
                    >
                      {data.lines.map((l) => (
                        <option key={l.line} value={l.line}>
                          {l.form}: {l.label}
                        </option>
                      ))}
                      <option value="not_business">Not a business expense</option>
                    </select>
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
