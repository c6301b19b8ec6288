import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button.tsx';
import { FormField } from '../../components/FormField.tsx';
import { FormStatus } from './FormStatus.tsx';
import { NO_ERRORS, changePassword, formErrorsOf, setFirstPassword } from './settingsApi.ts';
import { SettingsSection } from './SettingsSection.tsx';

/**
 * Change password; for an account made through Google or Apple that has none yet (`hasPassword`
 * false), set a first one without a current one.
 */
export function PasswordSection({ hasPassword = true, onPasswordSet }: { hasPassword?: boolean; onPasswordSet?: () => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState(NO_ERRORS);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(null);
    if (next !== repeat) {
      setErrors({ fields: { repeat: 'The two new passwords are not the same.' }, form: null });
      return;
    }
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      if (hasPassword) await changePassword(current, next);
      else await setFirstPassword(next);
      setCurrent('');
      setNext('');
      setRepeat('');
      setDone(
        hasPassword
          ? 'Your password is changed. Every other session was signed out; this one stays.'
          : 'Your password is set. You can now also log in with your email and this password.',
      );
      if (!hasPassword) onPasswordSet?.();
    } catch (err) {
      // a wrong current password is a 403 that names no field: it is about that one
      setErrors(formErrorsOf(err, (status) => (status === 403 ? 'currentPassword' : null)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsSection
      title={hasPassword ? 'Change password' : 'Set a password'}
      description={
        hasPassword
          ? 'Your current password is checked first; other devices are signed out.'
          : 'You sign in with Google or Apple. Set a password to also log in with your email.'
      }
      testId="settings-password"
    >
      <form className="form settings-form" onSubmit={onSubmit} noValidate>
        {hasPassword && (
          <FormField
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            error={errors.fields.currentPassword}
            required
          />
        )}
        <FormField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          error={errors.fields.newPassword}
          required
        />
        <FormField
          label="Repeat the new password"
          name="repeat"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          error={errors.fields.repeat}
          required
        />
        <FormStatus errors={errors} done={done} testId="password" />
        <div className="form-actions">
          <Button type="submit" disabled={busy}>
            {busy ? (hasPassword ? 'Changing…' : 'Setting…') : hasPassword ? 'Change password' : 'Set password'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
