// Settings › Notifications: for each kind of news that needs the user (reminders, questions,
// approvals, alerts, failures, …), which channels it reaches: the bell, email, push. A kind offers
// only the channels the product sends it on. The team's progress never reaches any of them.
import { useState } from 'react';
import type { NotificationChannel, NotificationSettings, UserKind } from '../../../../core/notifications/kinds.ts';
import type { NotificationSettingsDto } from '../../../../core/settings/api.ts';
import { api, errorText } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { useLoad } from '../../lib/useLoad.ts';
import { SettingsSection } from './SettingsSection.tsx';
import './settings.css';

const fetchNotifications = (signal: AbortSignal) => api<NotificationSettingsDto>('/api/settings/notifications', { signal });

const CHANNEL_LABEL: Record<NotificationChannel, string> = { bell: 'Bell', email: 'Email', push: 'Push' };
const CHANNELS: readonly NotificationChannel[] = ['bell', 'email', 'push'];

export function NotificationsSection() {
  const loaded = useLoad(fetchNotifications);
  const data = loaded.data;
  const [choice, setChoice] = useState<NotificationSettings | null>(null);
  const [status, setStatus] = useState<{ error: string | null; done: string | null }>({ error: null, done: null });
  const [busy, setBusy] = useState(false);
  // the form starts from each fresh copy (the first answer, a save's answer)
  const [seeded, setSeeded] = useState<NotificationSettingsDto | null>(null);
  if (data !== seeded) {
    setSeeded(data);
    if (data) setChoice(data.settings);
  }
  const error = status.error ?? loaded.error;

  const description =
    'The bell, email and push carry only what needs you. The team’s progress while it reads your files stays in the live panel and the team room. Email and push go out only where a bill or an Automa rule asks for them.';

  if (!data || !choice) {
    return (
      <SettingsSection title="Notifications" description={description} testId="settings-notifications">
        {error ? (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        ) : (
          <p className="muted">Loading…</p>
        )}
      </SettingsSection>
    );
  }

  const toggle = (kind: UserKind, channel: NotificationChannel, on: boolean) => setChoice((c) => (c ? { ...c, [kind]: { ...c[kind], [channel]: on } } : c));

  async function save() {
    setBusy(true);
    setStatus({ error: null, done: null });
    try {
      const saved = await api<NotificationSettingsDto>('/api/settings/notifications', { method: 'PUT', body: { settings: choice } });
      loaded.replace(saved);
      setStatus({ error: null, done: 'Saved. The bell counts only what you chose from now on.' });
    } catch (err) {
      setStatus({ error: errorText(err), done: null });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsSection title="Notifications" description={description} testId="settings-notifications">
      <ul className="notification-kinds" id="notifications" aria-label="What reaches you, and where">
        {data.kinds.map((k) => (
          <li key={k.kind} className="notification-kind" data-testid={`notify-${k.kind}`}>
            <div>
              <strong>{k.label}</strong>
              <span className="muted small notification-detail">{k.detail}</span>
            </div>
            <div className="notification-channels">
              {CHANNELS.map((channel) =>
                k.channels.includes(channel) ? (
                  <label key={channel} className="notification-channel">
                    <input
                      type="checkbox"
                      checked={choice[k.kind][channel] === true}
                      onChange={(e) => toggle(k.kind, channel, e.target.checked)}
                      aria-label={`${k.label}: ${CHANNEL_LABEL[channel]}`}
                      data-testid={`notify-${k.kind}-${channel}`}
                    />
                    {CHANNEL_LABEL[channel]}
                  </label>
                ) : (
                  <span key={channel} className="notification-channel muted small" title={`${k.label} are not sent by ${channel}`}>
                    {CHANNEL_LABEL[channel]}: —
                  </span>
                ),
              )}
            </div>
          </li>
        ))}
      </ul>
      <div className="form-actions">
        <Button onClick={() => void save()} disabled={busy} data-testid="save-notifications">
          {busy ? 'Saving…' : 'Save notification settings'}
        </Button>
      </div>
      {status.error && (
        <p className="alert alert-error" role="alert">
          {status.error}
        </p>
      )}
      {status.done && (
        <p className="form-done" role="status" data-testid="notifications-done">
          {status.done}
        </p>
      )}
    </SettingsSection>
  );
}
