import { ApiRequestError } from '../api/client.ts';

/** Shows an error's message and, for API errors, the server's details. */
export function ErrorMessage({ error, testId = 'error-message' }: { error: unknown; testId?: string }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  const details = error instanceof ApiRequestError ? error.details : [];
  return (
    <div className="alert alert-error" role="alert" data-testid={testId}>
      <p>{message}</p>
      {details.length > 0 && (
        <ul>
          {details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
