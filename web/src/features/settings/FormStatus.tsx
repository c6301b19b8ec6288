import type { FormErrors } from './settingsApi.ts';
import './settings.css';

/** A form's outcome: its error (not about one field) or what was done. */
export function FormStatus({ errors, done, testId }: { errors: FormErrors; done: string | null; testId: string }) {
  if (errors.form) {
    return (
      <p className="alert alert-error" role="alert" data-testid={`${testId}-error`}>
        {errors.form}
      </p>
    );
  }
  return (
    <p className="form-done" role="status" data-testid={`${testId}-done`}>
      {done ?? ''}
    </p>
  );
}
