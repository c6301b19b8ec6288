import { useState, type FormEvent } from 'react';
import type { SettingsDto } from '../../../../core/settings/api.ts';
import { PHONE_HINT } from '../../../../core/auth/phone.ts';
import { Button } from '../../components/Button.tsx';
import { FormField } from '../../components/FormField.tsx';
import { updateSessionUser } from '../../stores/session.ts';
import { FormStatus } from './FormStatus.tsx';
import { NO_ERRORS, formErrorsOf, saveProfile } from './settingsApi.ts';
import { SettingsSection } from './SettingsSection.tsx';

export function ProfileSection({ settings, onSaved }: { settings: SettingsDto; onSaved: (s: SettingsDto) => void }) {
  const [fullName, setFullName] = useState(settings.fullName);
  const [email, setEmail] = useState(settings.email);
  const [phone, setPhone] = useState(settings.phone ?? '');
  const [errors, setErrors] = useState(NO_ERRORS);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setErrors(NO_ERRORS);
    setDone(null);
    try {
      const saved = await saveProfile({ fullName, email, phone: phone.trim() === '' ? null : phone });
      setFullName(saved.fullName);
      setEmail(saved.email);
      setPhone(saved.phone ?? '');
      updateSessionUser({ fullName: saved.fullName, email: saved.email });
      onSaved(saved);
      setDone('Your profile is saved.');
    } catch (err) {
      setErrors(formErrorsOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsSection title="Profile" description="Your name as the team greets you, the email you log in with, and a phone number." testId="settings-profile">
      <form className="form settings-form" onSubmit={onSubmit} noValidate>
        <FormField
          label="Full name"
          name="fullName"
          autoComplete="name"
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
          error={errors.fields.fullName}
          required
        />
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.fields.email}
          required
        />
        <FormField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          error={errors.fields.phone}
          hint={`Optional. ${PHONE_HINT}`}
        />
        <FormStatus errors={errors} done={done} testId="profile" />
        <div className="form-actions">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save profile'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
