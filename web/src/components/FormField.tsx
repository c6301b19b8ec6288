import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** the problem with this field (from the server's {error, field}); it is announced and linked to the input */
  error?: string | null;
  hint?: ReactNode;
  testId?: string;
}

/** A labelled input with its hint and its error, tied together for screen readers. */
export function FormField({ label, error, hint, testId, ...input }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field-invalid' : 'field'} data-testid={testId}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={hintId} className="field-hint muted small">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert" data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
