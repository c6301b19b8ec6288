import { DownloadButton } from '../../components/DownloadButton.tsx';
import { exportUrl } from './settingsApi.ts';
import { SettingsSection } from './SettingsSection.tsx';

export function ExportSection() {
  return (
    <SettingsSection
      title="Export all my data"
      description="Everything stored for you: your profile and every table of your data as JSON, or your transactions as CSV for a spreadsheet."
      testId="settings-export"
    >
      <div className="form-actions">
        <DownloadButton href={exportUrl('json')} testId="export-json">
          Download everything (JSON)
        </DownloadButton>
        <DownloadButton href={exportUrl('csv')} testId="export-csv">
          Download transactions (CSV)
        </DownloadButton>
      </div>
    </SettingsSection>
  );
}
