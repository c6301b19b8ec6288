// Two-factor authentication (TOTP): set up shows the secret and the otpauth:// address as text for
// an authenticator app, a code from the app turns it on and the recovery codes are shown once;
// turning it off takes the password and a code (the code alone for an account without a password).
import { useState, type FormEvent } from 'react';
import type { TwoFactorSetupDto } from '../../../../core/settings/api.ts';
import { Button } from '../../components/Button.tsx';
import { FormField } from '../../components/FormField.tsx';
import { FormStatus } from './FormStatus.tsx';
import { NO_ERRORS, disableTwoFactor, enableTwoFactor, formErrorsOf, startTwoFactor, type FormErrors } from './settingsApi.ts';
import { SettingsSection } from './SettingsSection.tsx';
import './settings.css';

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": easier to type into an app. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The 6-digit code from the app (or, to turn it off, a recovery code). */
function CodeField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error: string | undefined }) {
  return (
    <FormField
      label="Authentication code"
      name="code"
      autoComplete="one-time-code"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      required
    />
  );
}

type Stage = { kind: 'off' } | { kind: 'setup'; setup: TwoFactorSetupDto } | { kind: 'codes'; codes: string[] } | { kind: 'on' };

export function TwoFactorSection({ enabled, hasPassword = true, onChange }: { enabled: boolean; hasPassword?: boolean; onChange: (enabled: boolean) => void }) {
  const [stage, setStage] = useState<Stage>(enabled ? { kind: 'on' } : { kind: 'off' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>, fieldFor?: (status: number) => string | null) {
    setBusy(true);
    setErrors(NO_ERRORS);
    setDone(null);
    try {
      await action();
    } catch (err) {
      setErrors(formErrorsOf(err, fieldFor));
    } finally {
      setBusy(false);
    }
  }

  const begin = () =>
    run(async () => {
      setStage({ kind: 'setup', setup: await startTwoFactor() });
      setCode('');
    });

  const enable = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const { recoveryCodes } = await enableTwoFactor(code.trim());
      setCode('');
      setStage({ kind: 'codes', codes: recoveryCodes });
      onChange(true);
    });
  };

  const disable = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // 403 is the password or the code being wrong: the server's message says which
    void run(async () => {
      await disableTwoFactor(hasPassword ? password : null, code.trim());
      setPassword('');
      setCode('');
      setStage({ kind: 'off' });
      setDone(hasPassword ? 'Two-factor authentication is off. Logging in takes your password only.' : 'Two-factor authentication is off.');
      onChange(false);
    });
  };

  return (
    <SettingsSection
      title="Two-factor authentication"
      description="With it on, logging in also asks for a 6-digit code from an authenticator app (or a recovery code)."
      testId="settings-2fa"
    >
      <p data-testid="two-factor-state" data-enabled={stage.kind === 'on' || stage.kind === 'codes'}>
        <strong>{stage.kind === 'on' || stage.kind === 'codes' ? 'On' : 'Off'}</strong>
      </p>
      {stage.kind === 'off' && (
        <div className="form-actions">
          <Button onClick={() => void begin()} disabled={busy}>
            Set up two-factor authentication
          </Button>
        </div>
      )}
      {stage.kind === 'setup' && (
        <form className="form settings-form" onSubmit={enable} noValidate>
          <p>Add this account to your authenticator app with the secret key (or the address below), then enter the code it shows.</p>
          <dl className="secret-list">
            <dt>Secret key</dt>
            <dd>
              <code className="secret" data-testid="totp-secret" data-secret={stage.setup.secret}>
                {groupSecret(stage.setup.secret)}
              </code>
            </dd>
            <dt>Address for the app (otpauth)</dt>
            <dd>
              <code className="secret secret-url" data-testid="totp-url">
                {stage.setup.otpauthUrl}
              </code>
            </dd>
          </dl>
          <CodeField value={code} onChange={setCode} error={errors.fields.code} />
          <FormStatus errors={errors} done={null} testId="two-factor" />
          <div className="form-actions">
            <Button type="submit" disabled={busy}>
              Turn on
            </Button>
            <Button variant="secondary" onClick={() => setStage({ kind: 'off' })} disabled={busy}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {stage.kind === 'codes' && (
        <div className="recovery" data-testid="recovery-codes">
          <p className="alert alert-info">
            Two-factor authentication is on. Keep these recovery codes somewhere safe: each one works once, instead of a code from the app, and they are not
            shown again.
          </p>
          <ol className="recovery-codes">
            {stage.codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ol>
          <div className="form-actions">
            <Button onClick={() => setStage({ kind: 'on' })}>I have saved them</Button>
          </div>
        </div>
      )}
      {stage.kind === 'on' && (
        <form className="form settings-form" onSubmit={disable} noValidate>
          <p className="muted small">
            {hasPassword
              ? 'To turn it off, confirm with your password and a current code (or a recovery code).'
              : 'To turn it off, confirm with a current code (or a recovery code).'}
          </p>
          {hasPassword && (
            <FormField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.fields.password}
              required
            />
          )}
          <CodeField value={code} onChange={setCode} error={errors.fields.code} />
          <FormStatus errors={errors} done={null} testId="two-factor" />
          <div className="form-actions">
            <Button variant="danger" type="submit" disabled={busy}>
              Turn off two-factor authentication
            </Button>
          </div>
        </form>
      )}
      {stage.kind === 'off' && <FormStatus errors={errors} done={done} testId="two-factor" />}
    </SettingsSection>
  );
}
