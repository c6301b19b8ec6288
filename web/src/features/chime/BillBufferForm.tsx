// The buffer the bills' balance warnings keep: a due date on which Crystal projects the balance under it
// (or under zero) is flagged on the bill. Kept for the user; $500 until they set one.
import { useId, useState } from 'react';
import type { BillsDto } from '../../../../core/chime/api.ts';
import { DEFAULT_BUFFER_CENTS } from '../../../../core/chime/warnings.ts';
import { parseAmountToCents } from '../../../../core/money.ts';
import { ApiRequestError, api } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { formatCents, formatDay } from '../../lib/format.ts';

const dollars = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** Why the typed buffer cannot be used, or its cents. */
export function readBuffer(text: string): { cents: number } | { problem: string } {
  const t = text.trim();
  if (!t) return { problem: 'Type the balance to keep, like 500 (0 warns only under zero).' };
  const cents = parseAmountToCents(t);
  if (cents === null) return { problem: `"${t}" is not an amount: type one like 500 or 1,250.50.` };
  if (cents < 0) return { problem: 'The buffer cannot be negative: type 0 or more.' };
  return { cents };
}

export function BillBufferForm({ data, onSaved }: { data: BillsDto; onSaved: (d: BillsDto) => void }) {
  const [text, setText] = useState(dollars(data.bufferCents));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const id = useId();
  const save = () => {
    setError(null);
    setSaved(false);
    const r = readBuffer(text);
    if ('problem' in r) {
      setError(r.problem);
      return;
    }
    api<BillsDto>('/api/bills/buffer', { method: 'PUT', body: { bufferCents: r.cents } })
      .then((d) => {
        setSaved(true);
        setText(dollars(d.bufferCents));
        onSaved(d);
      })
      .catch((err: unknown) => setError(err instanceof ApiRequestError ? err.message : 'Could not save.'));
  };
  return (
    <section className="card" data-testid="bill-buffer" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Balance warnings</h2>
      <p className="muted small" data-testid="bill-buffer-basis">
        {data.projectedFrom ? (
          <>
            A bill is flagged when Crystal projects your balance on its due date under zero or under this buffer (the pessimistic edge of its projection from
            your statement balance of {formatCents(data.projectedFrom.cents)}
            {data.projectedFrom.asOf ? ` on ${formatDay(data.projectedFrom.asOf)}` : ''}).
          </>
        ) : (
          <>No statement of yours states a balance yet, so there is nothing to project from: import one with a balance column for these warnings.</>
        )}
        {!data.bufferSet && ` You have not set a buffer: ${formatCents(DEFAULT_BUFFER_CENTS)} until you do.`}
      </p>
      <form
        className="chime-zone"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
        noValidate
      >
        <label htmlFor={`${id}-amount`}>Warn me when my balance would fall under</label>
        <input
          id={`${id}-amount`}
          className="chime-buffer"
          inputMode="decimal"
          value={text}
          data-testid="bill-buffer-input"
          onChange={(e) => {
            setSaved(false);
            setText(e.target.value);
          }}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" size="sm" variant="secondary">
          Save buffer
        </Button>
        {saved && (
          <span className="small" role="status">
            Saved.
          </span>
        )}
      </form>
      {error && (
        <p className="field-error small" role="alert" id={`${id}-error`}>
          {error}
        </p>
      )}
    </section>
  );
}
