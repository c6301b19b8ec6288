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
        <a className="btn btn-secondary" href={exportUrl('json')} download data-testid="export-json">
          Download everything (JSON)
        </a>
        <a className="btn btn-secondary" href={exportUrl('csv')} download data-testid="export-csv">
          Download transactions (CSV)
        </a>
      </div>
    </SettingsSection>
  );
}
