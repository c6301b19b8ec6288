// One bill's reminder settings: how many days ahead, and on which channels.
import { useState } from 'react';
import type { BillDto, BillsDto } from '../../../../core/chime/api.ts';
import { REMINDER_CHANNELS, type ReminderChannel } from '../../../../core/chime/reminders.ts';
import { ApiRequestError, api } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';

const LABEL: Record<ReminderChannel, string> = { 'in-app': 'In the app', email: 'Email', push: 'Push' };

export function BillReminderForm({ bill, onSaved }: { bill: BillDto; onSaved: (d: BillsDto) => void }) {
  const [lead, setLead] = useState(String(bill.leadDays));
  const [channels, setChannels] = useState<ReminderChannel[]>(bill.channels);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const toggle = (c: ReminderChannel) => {
    setSaved(false);
    setChannels((now) => (now.includes(c) ? now.filter((x) => x !== c) : [...now, c]));
  };
  const save = () => {
    setError(null);
    const leadDays = Number(lead);
    if (!Number.isInteger(leadDays) || leadDays < 0 || leadDays > 30) {
      setError('Remind between 0 and 30 days ahead.');
      return;
    }
    api<BillsDto>(`/api/bills/${encodeURIComponent(bill.id)}`, { method: 'PATCH', body: { leadDays, channels } })
      .then((d) => {
        setSaved(true);
        onSaved(d);
      })
      .catch((err: unknown) => setError(err instanceof ApiRequestError ? err.message : 'Could not save.'));
  };
  return (
    <fieldset className="chime-remind" data-testid="bill-reminder-form">
      <legend className="small">Reminders</legend>
      <label className="small">
        Remind me{' '}
        <input
          type="number"
          min={0}
          max={30}
          inputMode="numeric"
          value={lead}
          onChange={(e) => {
            setSaved(false);
            setLead(e.target.value);
          }}
          aria-label={`Days before ${bill.name} is due`}
        />{' '}
        days before, by
      </label>
      <span className="entry-actions">
        {REMINDER_CHANNELS.map((c) => (
          <label key={c} className="small chime-channel">
            <input type="checkbox" checked={channels.includes(c)} onChange={() => toggle(c)} /> {LABEL[c]}
          </label>
        ))}
        <Button size="sm" variant="secondary" onClick={save}>
          Save
        </Button>
      </span>
      {channels.length === 0 && <span className="small muted">No channel: Chime follows this bill but does not remind you.</span>}
      {saved && (
        <span className="small" role="status">
          Saved.
        </span>
      )}
      {error && (
        <span className="field-error small" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
