// The footer's newsletter sign-up: validated here and on the server, stored once per address.
import { useId, useState, type FormEvent } from 'react';
import { errorText } from '../api/client.ts';
import { emailProblem, subscribeNewsletter } from './api.ts';

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'subscribed' | 'already'; email: string } | { kind: 'error'; message: string };

export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = emailProblem(email);
    if (problem) {
      setState({ kind: 'error', message: problem });
      return;
    }
    setState({ kind: 'sending' });
    try {
      const r = await subscribeNewsletter(email.trim());
      setState({ kind: r.status === 'subscribed' ? 'subscribed' : 'already', email: email.trim() });
    } catch (err) {
      setState({ kind: 'error', message: errorText(err) });
    }
  }

  if (state.kind === 'subscribed' || state.kind === 'already') {
    return (
      <div className="pub-newsletter" data-testid="newsletter" data-state="subscribed">
        <p className="pub-footer-heading">Newsletter</p>
        <p role="status">
          {state.kind === 'subscribed' ? `Subscribed: ${state.email} will get our updates.` : `${state.email} was already subscribed; nothing changed.`}
        </p>
        <button
          type="button"
          className="pub-linkish"
          onClick={() => {
            setEmail('');
            setState({ kind: 'idle' });
          }}
        >
          Subscribe another address
        </button>
      </div>
    );
  }

  return (
    <form className="pub-newsletter" onSubmit={onSubmit} noValidate data-testid="newsletter" data-state={state.kind}>
      <p className="pub-footer-heading">Newsletter</p>
      <p className="small">Product updates, at most once a month.</p>
      <div className="pub-newsletter-row">
        <label htmlFor={id} className="visually-hidden">
          Newsletter email address
        </label>
        <input
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={state.kind === 'error'}
          aria-describedby={state.kind === 'error' ? `${id}-error` : undefined}
          required
        />
        <button type="submit" className="btn btn-primary" disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      {state.kind === 'error' && (
        <p id={`${id}-error`} className="pub-field-error" role="alert">
          {state.message}
        </p>
      )}
    </form>
  );
}
