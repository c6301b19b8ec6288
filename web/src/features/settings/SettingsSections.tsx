// Every account setting, on /dashboard/settings and in the phone's profile sheet.
import { useEffect, useState } from 'react';
import type { SettingsDto } from '../../../../core/settings/api.ts';
import { errorText, isAbort } from '../../api/client.ts';
import { CurrencySection } from './CurrencySection.tsx';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';
import { ExportSection } from './ExportSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { SessionsSection } from './SessionsSection.tsx';
import { getSettings } from './settingsApi.ts';
import { TwoFactorSection } from './TwoFactorSection.tsx';

export function SettingsSections() {
  const [settings, setSettings] = useState<SettingsDto | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getSettings(controller.signal)
      .then(setSettings)
      .catch((err: unknown) => {
        if (!isAbort(err)) setError(errorText(err));
      });
    return () => controller.abort();
  }, []);

  if (error) {
    return (
      <p className="alert alert-error" role="alert">
        Your settings could not be loaded: {error}
      </p>
    );
  }
  if (!settings) return <p className="muted">Loading your settings...</p>;

  return (
    <div className="settings-sections" data-testid="settings-sections">
      <ProfileSection settings={settings} onSaved={setSettings} />
      <PasswordSection hasPassword={settings.hasPassword} onPasswordSet={() => setSettings((s) => s && { ...s, hasPassword: true })} />
      <TwoFactorSection
        enabled={settings.twoFactorEnabled}
        hasPassword={settings.hasPassword}
        onChange={(on) => setSettings((s) => s && { ...s, twoFactorEnabled: on })}
      />
      <CurrencySection />
      <ExportSection />
      <SessionsSection />
      <DeleteAccountSection hasPassword={settings.hasPassword} />
    </div>
  );
}
