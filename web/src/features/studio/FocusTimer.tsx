// A focus timer for money admin: a real countdown the user starts (25 minutes of focus, 5 of
// break); a finished session is logged. Nothing moves unless the clock does.
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { logFocus } from './studioApi.ts';

const LENGTHS = { focus: 25, break: 5 } as const;
type Kind = keyof typeof LENGTHS;

export function FocusTimer({ week, onLogged }: { week: { sessions: number; minutes: number }; onLogged: () => void }) {
  const [kind, setKind] = useState<Kind>('focus');
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [left, setLeft] = useState<number>(LENGTHS.focus * 60);
  const logged = useRef(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const s = Math.max(0, Math.round((endsAt - Date.now()) / 1000));
      setLeft(s);
      if (s === 0 && !logged.current) {
        logged.current = true;
        setEndsAt(null);
        setError(null);
        logFocus(kind, LENGTHS[kind])
          .then(onLogged)
          .catch((err: unknown) => setError(`Could not log the session: ${errorText(err)}`));
      }
    };
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [endsAt, kind, onLogged]);

  const start = (k: Kind) => {
    logged.current = false;
    setKind(k);
    setLeft(LENGTHS[k] * 60);
    setEndsAt(Date.now() + LENGTHS[k] * 60_000);
  };
  const stop = () => {
    setEndsAt(null);
    setLeft(LENGTHS[kind] * 60);
  };
  const mm = String(Math.floor(left / 60)).padStart(2, '0');
  const ss = String(left % 60).padStart(2, '0');

  return (
    <section className="card" aria-labelledby="studio-focus" data-testid="studio-focus">
      <h2 id="studio-focus">Focus timer</h2>
      <p className="studio-clock" aria-live="off" data-testid="focus-clock">
        {mm}:{ss}
      </p>
      <p className="small muted">
        {endsAt
          ? kind === 'focus'
            ? 'Focus: one money task, nothing else.'
            : 'Break: stand up, breathe.'
          : 'Start a 25-minute focus session or a 5-minute break.'}
      </p>
      <div className="studio-row">
        {endsAt ? (
          <Button size="sm" variant="secondary" onClick={stop}>
            Stop
          </Button>
        ) : (
          <>
            <Button size="sm" onClick={() => start('focus')} data-testid="focus-start">
              Focus 25 min
            </Button>
            <Button size="sm" variant="secondary" onClick={() => start('break')}>
              Break 5 min
            </Button>
          </>
        )}
      </div>
      <p className="small muted" data-testid="focus-week">
        This week: {week.sessions} focus {week.sessions === 1 ? 'session' : 'sessions'} finished ({week.minutes} minutes).
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
