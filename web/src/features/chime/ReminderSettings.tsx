// Where and when Chime's reminders go: the daily check's time zone (the browser's until the user picks
// one), email (if the server has SMTP), this user's push devices, and "check now".
import { useEffect, useMemo, useState } from 'react';
import type { RemindersDto } from '../../../../core/chime/api.ts';
import { ApiRequestError, api } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { pushSupported, turnOnPush } from './push.ts';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function ReminderSettings({ data, onChange }: { data: RemindersDto; onChange: (d: RemindersDto) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const zones = useMemo(() => {
    const all = (Intl as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
    return [...new Set([data.timeZone ?? browserZone(), ...all])];
  }, [data.timeZone]);

  const save = (p: Promise<RemindersDto>, done?: string) => {
    setError(null);
    setNote(null);
    p.then((d) => {
      onChange(d);
      if (done) setNote(done);
    }).catch((err: unknown) => setError(err instanceof ApiRequestError || err instanceof Error ? err.message : 'Could not save.'));
  };
  const setZone = (timeZone: string) => save(api<RemindersDto>('/api/reminders/time-zone', { method: 'PUT', body: { timeZone } }));

  // the zone comes from the browser until the user picks one
  useEffect(() => {
    if (data.timeZone === null) setZone(browserZone());
  }, [data.timeZone]);

  return (
    <section className="card chime-settings" aria-labelledby="reminder-settings-title" data-testid="reminder-settings">
      <h2 id="reminder-settings-title">How Chime reminds you</h2>
      <label className="chime-zone">
        <span>Chime checks your bills every day at 08:00 in</span>
        <select value={data.timeZone ?? browserZone()} onChange={(e) => setZone(e.target.value)} aria-label="Time zone for reminders">
          {zones.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </select>
      </label>
      <p className="small muted">
        Each bill says how many days ahead to remind and on which channels. Every reminder goes out once per bill, due date and channel.
      </p>
      <ul className="figure-list small">
        <li>In the app: in the bell's activity list, and as a note on screen when you are online.</li>
        <li data-testid="email-status">
          {data.email.configured ? (
            <>Email: to {data.email.to}.</>
          ) : (
            <>Email: not set up on this server (its administrator sets SMTP_URL and MAIL_FROM). In-app and push still work.</>
          )}
        </li>
        <li>
          Push to your devices:{' '}
          {data.push.devices.length === 0 ? 'none yet.' : `${data.push.devices.length} device${data.push.devices.length === 1 ? '' : 's'}.`}
        </li>
      </ul>
      {data.push.devices.length > 0 && (
        <ul className="chime-devices" data-testid="push-devices">
          {data.push.devices.map((d) => (
            <li key={d.id}>
              <span>
                {d.device}{' '}
                <span className="muted small">
                  since {formatDateTime(d.createdAt)} via {d.endpointHost}
                </span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Stop push reminders on ${d.device}`}
                onClick={() => save(api<RemindersDto>(`/api/push/subscriptions/${encodeURIComponent(d.id)}`, { method: 'DELETE' }))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="entry-actions">
        {pushSupported() ? (
          <Button size="sm" variant="secondary" onClick={() => save(turnOnPush(data.push.publicKey), 'Push reminders are on for this device.')}>
            Turn on push on this device
          </Button>
        ) : (
          <span className="small muted">This browser cannot receive web push.</span>
        )}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => save(api<RemindersDto>('/api/reminders/check', { method: 'POST' }), 'Chime is checking your bills now; anything due goes out once.')}
        >
          Check now
        </Button>
      </div>
      {note && (
        <p className="small" role="status">
          {note}
        </p>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
