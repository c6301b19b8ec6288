// A labelled money or percent input that keeps the visitor's text and reports what it parses to.
import { useId } from 'react';
import { parseAmount } from '../landing/money.ts';

interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** shown after the field: "$", "%" */
  unit?: '$' | '%';
  hint?: string;
}

export function AmountField({ label, value, onChange, unit = '$', hint }: AmountFieldProps) {
  const id = useId();
  const invalid = parseAmount(value) === null;
  const describedBy = [hint ? `${id}-hint` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="pub-field">
      <label htmlFor={id}>{label}</label>
      <div className="pub-amount">
        {unit === '$' && <span aria-hidden="true">$</span>}
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
        {unit === '%' && <span aria-hidden="true">%</span>}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="small muted">
          {hint}
        </p>
      )}
      {invalid && (
        <p id={`${id}-error`} className="pub-field-error">
          Enter a number of zero or more.
        </p>
      )}
    </div>
  );
}
