// /contact: a message stored on the server (POST /api/contact), confirmed with its reference.
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorText } from '../../api/client.ts';
import { emailProblem, sendContactMessage, type ContactInput } from '../api.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { usePageMeta } from '../usePageMeta.ts';

export const CONTACT_MESSAGE_MAX = 5000;

type Errors = Partial<Record<keyof ContactInput, string>>;

function check(v: ContactInput): Errors {
  const errors: Errors = {};
  if (!v.name.trim()) errors.name = 'Enter your name.';
  const email = emailProblem(v.email);
  if (email) errors.email = email;
  if (!v.message.trim()) errors.message = 'Write a message.';
  else if (v.message.trim().length > CONTACT_MESSAGE_MAX) errors.message = `Keep the message to ${CONTACT_MESSAGE_MAX.toLocaleString('en-US')} characters.`;
  return errors;
}

export default function ContactPage() {
  usePageMeta('Contact', 'Write to the Prime Finance team.');
  const [params] = useSearchParams();
  const [values, setValues] = useState<ContactInput>({ name: '', email: '', subject: params.get('subject')?.slice(0, 200) ?? '', message: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<{ id: string; name: string } | null>(null);
  const id = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    setFailure(null);
    const first = (['name', 'email', 'message'] as const).find((k) => found[k]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setSending(true);
    try {
      const r = await sendContactMessage({
        ...values,
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      });
      setSent({ id: r.id, name: values.name.trim() });
    } catch (err) {
      setFailure(errorText(err));
    } finally {
      setSending(false);
    }
  }

  const set = (k: keyof ContactInput) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));
  const field = (k: keyof ContactInput) => ({
    id: `${id}-${k}`,
    name: k,
    value: values[k],
    onChange: set(k),
    'aria-invalid': errors[k] ? true : undefined,
    'aria-describedby': errors[k] ? `${id}-${k}-error` : undefined,
  });
  const error = (k: keyof ContactInput) =>
    errors[k] && (
      <p id={`${id}-${k}-error`} className="pub-field-error">
        {errors[k]}
      </p>
    );

  if (sent) {
    return (
      <div className="pub-page pub-narrow">
        <PageHeader title="Contact" />
        <div className="card pub-confirm" role="status" data-testid="contact-sent">
          <h2>Thanks, {sent.name}: your message was received.</h2>
          <p>
            It is stored with the reference <code data-testid="contact-reference">{sent.id}</code>. We answer at the address you gave.
          </p>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setSent(null);
              setValues((v) => ({ ...v, subject: '', message: '' }));
            }}
          >
            Send another message
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="pub-page pub-narrow">
      <PageHeader title="Contact" lead="Questions, feedback, press or Enterprise plans: write to us and we answer by e-mail." />
      <form className="card pub-form" onSubmit={onSubmit} noValidate data-testid="contact-form">
        <div className="pub-field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input {...field('name')} type="text" autoComplete="name" maxLength={120} required />
          {error('name')}
        </div>
        <div className="pub-field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input {...field('email')} type="email" autoComplete="email" maxLength={254} required />
          {error('email')}
        </div>
        <div className="pub-field">
          <label htmlFor={`${id}-subject`}>Subject (optional)</label>
          <input {...field('subject')} type="text" maxLength={200} />
        </div>
        <div className="pub-field">
          <label htmlFor={`${id}-message`}>Message</label>
          <textarea {...field('message')} rows={7} maxLength={CONTACT_MESSAGE_MAX} required />
          <p className="small muted" aria-live="polite">
            {values.message.length.toLocaleString('en-US')} / {CONTACT_MESSAGE_MAX.toLocaleString('en-US')} characters
          </p>
          {error('message')}
        </div>
        {failure && (
          <p className="alert alert-error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? 'Sending…' : 'Send message'}
        </button>
      </form>
    </div>
  );
}
