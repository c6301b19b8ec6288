// The mileage log: date, purpose, distance (miles or km), valued at the tax year's rate.
import { useState, type FormEvent } from 'react';
import type { TaxSummaryDto } from '../../../../core/tax/summary.ts';
import { ApiRequestError, api } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { formatDay } from '../../lib/format.ts';

export function MileageLog({ data, onSaved }: { data: TaxSummaryDto; onSaved: (s: TaxSummaryDto) => void }) {
  const [date, setDate] = useState(data.today);
  const [purpose, setPurpose] = useState('');
  const [distance, setDistance] = useState('');
  const [unit, setUnit] = useState<'miles' | 'km'>('miles');
  const [error, setError] = useState<string | null>(null);

  const send = async (path: string, method: 'POST' | 'DELETE', body?: unknown) => {
    setError(null);
    try {
      onSaved(await api<TaxSummaryDto>(path, { method, body }));
      return true;
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : 'Could not save the journey.');
      return false;
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await send('/api/tax/mileage', 'POST', { date, purpose, distance: Number(distance), unit })) {
      setPurpose('');
      setDistance('');
    }
  };

  return (
    <section className="card" aria-labelledby="tax-mileage-title" data-testid="tax-mileage">
      <h2 id="tax-mileage-title">Mileage log</h2>
      <p className="small muted">
        {data.mileage.miles} business miles this tax year, at {data.estimate.mileage.rate}.
      </p>
      {data.mileage.entries.length > 0 && (
        <div className="table-wrap">
          <table className="table stackable">
            <thead>
              <tr>
                <th scope="col">Purpose</th>
                <th scope="col">Date</th>
                <th scope="col">Distance</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.mileage.entries.map((m) => (
                <tr key={m.id} data-testid="tax-journey">
                  <td className="stack-title">{m.purpose}</td>
                  <td data-label="Date">{formatDay(m.date)}</td>
                  <td data-label="Distance">
                    {m.distance} {m.unit}
                  </td>
                  <td data-label="Remove">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Remove the journey ${m.purpose}`}
                      onClick={() => void send(`/api/tax/mileage/${encodeURIComponent(m.id)}`, 'DELETE')}
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form className="ledger-form" onSubmit={(e) => void submit(e)}>
        <div className="ledger-form-row">
          <label className="field">
            <span>Date</span>
            <input type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
          </label>
          <label className="field">
            <span>Purpose</span>
            <input required maxLength={200} value={purpose} onChange={(e) => setPurpose(e.target.value)} placeholder="Client meeting" />
          </label>
          <label className="field">
            <span>Distance</span>
            <input required inputMode="decimal" value={distance} onChange={(e) => setDistance(e.target.value)} />
          </label>
          <label className="field">
            <span>Unit</span>
            <select value={unit} onChange={(e) => setUnit(e.target.value as 'miles' | 'km')}>
              <option value="miles">miles</option>
              <option value="km">km</option>
            </select>
          </label>
        </div>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" size="sm">
          Add journey
        </Button>
      </form>
    </section>
  );
}
