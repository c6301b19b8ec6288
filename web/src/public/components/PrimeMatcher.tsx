// Ask Prime who should help: the same router the dashboard uses (core/prime/router.ts), run here
// in the browser on what the visitor types or picks.
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { employeeProfile } from '../../../../core/employees.ts';
import { EmployeeAvatar } from '../../components/icons/EmployeeAvatar.tsx';
import { primeReply, routeQuestion, type PrimeReply } from '../../../../core/prime/router.ts';
import { GetStartedLink } from '../routing.tsx';
import { EmployeeStatus } from './StatusBadge.tsx';

export const QUICK_NEEDS = [
  'Import my bank statements',
  'Pay off my credit cards',
  'Do my taxes as a freelancer',
  'Save for a house',
  'Forecast next month’s spending',
  'I feel stressed about money',
] as const;

interface Match {
  question: string;
  reply: PrimeReply;
}

function how(question: string, reply: Extract<PrimeReply, { kind: 'route' }>): string {
  if (reply.via === 'name') return 'You named them.';
  if (reply.via === 'tags') return 'Their specialities matched your words.';
  const r = routeQuestion(question);
  return `Keyword rules matched “${r.matchedKeywords.join('”, “')}” (confidence ${Math.round(r.confidence * 100)} %, above the 30 % Prime needs).`;
}

export function PrimeMatcher({ label = 'What do you need help with?' }: { label?: string }) {
  const id = useId();
  const [text, setText] = useState('');
  const [match, setMatch] = useState<Match | null>(null);
  const [empty, setEmpty] = useState(false);

  function ask(question: string) {
    const q = question.trim();
    setEmpty(q === '');
    setMatch(q === '' ? null : { question: q, reply: primeReply(q) });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    ask(text);
  }

  return (
    <div className="pub-matcher">
      <form onSubmit={onSubmit} className="pub-matcher-form" noValidate>
        <label htmlFor={id}>{label}</label>
        <div className="pub-matcher-row">
          <input id={id} type="text" value={text} onChange={(e) => setText(e.target.value)} placeholder="e.g. I want to pay off my car loan" maxLength={500} />
          <button type="submit" className="btn btn-primary">
            Ask Prime
          </button>
        </div>
        {empty && <p className="pub-field-error">Type what you need help with, or pick one below.</p>}
      </form>
      <div className="pub-chips" role="group" aria-label="Common needs">
        {QUICK_NEEDS.map((q) => (
          <button
            key={q}
            type="button"
            className="pub-chip"
            onClick={() => {
              setText(q);
              ask(q);
            }}
          >
            {q}
          </button>
        ))}
      </div>
      <div aria-live="polite" data-testid="match-result">
        {match && <MatchResult match={match} />}
      </div>
    </div>
  );
}

function MatchResult({ match }: { match: Match }) {
  const { reply, question } = match;
  if (reply.kind === 'pricing') {
    return (
      <div className="pub-match">
        <p>{reply.message}</p>
        <Link to={reply.route}>See pricing</Link>
      </div>
    );
  }
  if (reply.kind === 'help') {
    return (
      <div className="pub-match">
        <p>Prime could not tell who should take that. {reply.message}</p>
      </div>
    );
  }
  const p = employeeProfile(reply.employee);
  return (
    <div className="pub-match" data-employee={p.key}>
      <p className="pub-match-who">
        <span className="pub-match-emoji" aria-hidden="true">
          <EmployeeAvatar employee={p} />
        </span>
        <span>
          <strong>Your match: {p.name}</strong> <EmployeeStatus active={p.active} />
          <br />
          <span className="muted">{p.role}</span>
        </span>
      </p>
      <p className="small muted">How Prime decided: {how(question, reply)}</p>
      <p>{p.description}</p>
      <p className="pub-actions-row">
        <GetStartedLink employee={p.key} className="btn btn-primary">
          Get Started with {p.name}
        </GetStartedLink>
        <Link to={p.learnMorePath} className="btn btn-secondary">
          Learn more about {p.name}
        </Link>
      </p>
    </div>
  );
}
