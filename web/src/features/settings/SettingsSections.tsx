// Every account setting, on /dashboard/settings and in the phone's profile sheet.
import { useLoad } from '../../lib/useLoad.ts';
import { CurrencySection } from './CurrencySection.tsx';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';
import { ExportSection } from './ExportSection.tsx';
import { NotificationsSection } from './NotificationsSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { SessionsSection } from './SessionsSection.tsx';
import { getSettings } from './settingsApi.ts';
import { TwoFactorSection } from './TwoFactorSection.tsx';
import './settings.css';

export function SettingsSections() {
  const { data: settings, error, replace: setSettings, update } = useLoad(getSettings);

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
      <PasswordSection hasPassword={settings.hasPassword} onPasswordSet={() => update((s) => ({ ...s, hasPassword: true }))} />
      <TwoFactorSection
        enabled={settings.twoFactorEnabled}
        hasPassword={settings.hasPassword}
        onChange={(on) => update((s) => ({ ...s, twoFactorEnabled: on }))}
      />
      <NotificationsSection />
      <CurrencySection />
      <ExportSection />
      <SessionsSection />
      <DeleteAccountSection hasPassword={settings.hasPassword} />
    </div>
  );
}
