// The check-in: the CFPB Financial Well-Being Scale's statements as radio groups (5 answers each),
// the short form as an option, the age band and "I answered myself". A second check-in in the month
// asks before it replaces the first.
import { useId, useState, type FormEvent } from 'react';
import {
  APPLIES_TO_ME,
  DESCRIBES_ME,
  type Administered,
  type AgeBand,
  type Answers,
  type ScaleForm,
  type ScaleItem,
} from '../../../../core/harmony/wellbeing-scale.ts';
import type { CheckinDto } from '../../../../core/harmony/api.ts';
import { ApiRequestError } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { saveCheckin } from './checkinsApi.ts';

interface Props {
  items: readonly ScaleItem[];
  shortFormIds: readonly string[];
  month: string;
  /** this month's check-in, if there is one: the form asks before replacing it */
  existing: CheckinDto | null;
  onSaved: (c: CheckinDto) => void;
}

export function CheckinForm({ items, shortFormIds, month, existing, onSaved }: Props) {
  const id = useId();
  const [form, setForm] = useState<ScaleForm>('full');
  const [answers, setAnswers] = useState<Answers>({});
  const [ageBand, setAgeBand] = useState<AgeBand>('18-61');
  const [self, setSelf] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<CheckinDto | null>(null);
  const shown = form === 'full' ? items : items.filter((i) => shortFormIds.includes(i.id));
  const administered: Administered = self ? 'self' : 'other';
  const missing = shown.filter((i) => answers[i.id] === undefined);

  async function send(replace: boolean) {
    setBusy(true);
    setError(null);
    try {
      const picked = Object.fromEntries(shown.map((i) => [i.id, answers[i.id]!]));
      const r = await saveCheckin({ form, answers: picked, ageBand, administered, ...(replace ? { replace: true } : {}) });
      if ('conflict' in r) {
        setConflict(r.conflict);
        return;
      }
      setConflict(null);
      setAnswers({});
      onSaved(r.saved);
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : 'Could not save the check-in.');
    } finally {
      setBusy(false);
    }
  }

  function submit(ev: FormEvent) {
    ev.preventDefault();
    if (missing.length) {
      setError(`Please answer every statement: ${missing.length} left (the first: "${missing[0]!.text}").`);
      return;
    }
    // this month has one: ask first (the server would answer 409 with it anyway)
    if (existing) {
      setConflict(existing);
      return;
    }
    void send(false);
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid="harmony-checkin">
      <h2 id={`${id}-title`}>This month’s check-in ({month})</h2>
      <p className="small muted">The CFPB Financial Well-Being Scale: answer each statement as it is for you now. There are no right answers.</p>
      <form onSubmit={submit} className="harmony-checkin-form">
        <fieldset className="harmony-options">
          <legend>Questionnaire</legend>
          <label className="checkbox-row">
            <input type="radio" name={`${id}-form`} checked={form === 'full'} onChange={() => setForm('full')} /> Standard (10 statements)
          </label>
          <label className="checkbox-row">
            <input
              type="radio"
              name={`${id}-form`}
              checked={form === 'short'}
              onChange={() => {
                setForm('short');
                setSelf(true);
              }}
              data-testid="harmony-short-form"
            />{' '}
            Short (5 statements)
          </label>
        </fieldset>
        {shown.map((item, n) => {
          const labels = item.responses === 'describes' ? DESCRIBES_ME : APPLIES_TO_ME;
          return (
            <fieldset key={item.id} className="harmony-item" data-testid="harmony-item" data-item={item.id}>
              <legend>
                <span className="muted">{n + 1}.</span> {item.text}
                <span className="visually-hidden">
                  {' '}
                  ({item.responses === 'describes' ? 'how well does this describe you?' : 'how often does this apply to you?'})
                </span>
              </legend>
              <div className="harmony-scale">
                {labels.map((label, pos) => (
                  <label key={label} className="harmony-choice">
                    <input
                      type="radio"
                      name={`${id}-${item.id}`}
                      value={pos}
                      checked={answers[item.id] === pos}
                      onChange={() => setAnswers((a) => ({ ...a, [item.id]: pos }))}
                    />
                    <span>{label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })}
        <div className="harmony-options-row">
          <div className="field">
            <label htmlFor={`${id}-age`}>Age</label>
            <select id={`${id}-age`} value={ageBand} onChange={(e) => setAgeBand(e.target.value as AgeBand)}>
              <option value="18-61">18 to 61</option>
              <option value="62+">62 or older</option>
            </select>
          </div>
          <label className="checkbox-row">
            <input type="checkbox" checked={self} disabled={form === 'short'} onChange={(e) => setSelf(e.target.checked)} data-testid="harmony-self" />I
            answered myself{form === 'short' ? ' (the short form is scored for this only)' : ' (untick if someone read the statements to you)'}
          </label>
        </div>
        {error && (
          <p className="field-error" role="alert" data-testid="harmony-checkin-error">
            {error}
          </p>
        )}
        {conflict ? (
          <div className="alert alert-warning" role="alert" data-testid="harmony-replace">
            <p>
              You already checked in for {conflict.month} (score {conflict.score}). Replace it with these answers?
            </p>
            <div className="form-actions">
              <Button type="button" disabled={busy} onClick={() => void send(true)} data-testid="harmony-replace-confirm">
                Replace it
              </Button>
              <Button type="button" variant="secondary" disabled={busy} onClick={() => setConflict(null)}>
                Keep the first
              </Button>
            </div>
          </div>
        ) : (
          <div className="form-actions">
            <Button type="submit" disabled={busy} data-testid="harmony-checkin-submit">
              {busy ? 'Scoring…' : 'See my score'}
            </Button>
            <span className="small muted">
              {shown.length - missing.length} of {shown.length} answered
            </span>
          </div>
        )}
      </form>
    </section>
  );
}
