import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button.tsx';
import { forgetSession } from '../../stores/session.ts';
import { FormStatus } from './FormStatus.tsx';
import { NO_ERRORS, formErrorsOf, signOutEverywhere } from './settingsApi.ts';
import { SettingsSection } from './SettingsSection.tsx';

export function SessionsSection() {
  const navigate = useNavigate();
  const [errors, setErrors] = useState(NO_ERRORS);
  const [busy, setBusy] = useState(false);

  async function onClick() {
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      await signOutEverywhere();
      navigate('/login', { replace: true });
      forgetSession();
    } catch (err) {
      setErrors(formErrorsOf(err));
      setBusy(false);
    }
  }

  return (
    <SettingsSection title="Sign out everywhere" description="Ends every session of your account, on every device, this one too." testId="settings-sessions">
      <FormStatus errors={errors} done={null} testId="sessions" />
      <div className="form-actions">
        <Button variant="secondary" onClick={() => void onClick()} disabled={busy}>
          Sign out everywhere
        </Button>
      </div>
    </SettingsSection>
  );
}
