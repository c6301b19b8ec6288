import { SettingsSections } from '../features/settings/SettingsSections.tsx';

export default function SettingsPage() {
  return (
    <div className="page page-narrow">
      <header className="page-header">
        <h1>Account Settings</h1>
        <p className="muted">Your profile, password, two-factor authentication, notifications, your data and your account.</p>
      </header>
      <SettingsSections />
    </div>
  );
}
