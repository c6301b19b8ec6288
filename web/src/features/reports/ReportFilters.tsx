// The range and the accounts of a report, and its downloads (CSV, XLSX, PDF from the server).
import type { ReportKey } from '../../../../core/reports/types.ts';
import { DownloadButton } from '../../components/DownloadButton.tsx';
import { reportExportUrl, type ExportFormat, type ReportFilter } from './reportsApi.ts';

interface Props {
  reportKey: ReportKey;
  filter: ReportFilter;
  accounts: string[];
  onChange: (f: ReportFilter) => void;
}

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'XLSX' },
  { format: 'pdf', label: 'PDF' },
];

export function ReportFilters({ reportKey, filter, accounts, onChange }: Props) {
  const toggle = (name: string) =>
    onChange({ ...filter, accounts: filter.accounts.includes(name) ? filter.accounts.filter((a) => a !== name) : [...filter.accounts, name] });
  return (
    <div className="report-controls">
      <div className="report-range">
        <div className="field">
          <label htmlFor={`${reportKey}-from`}>From</label>
          <input
            id={`${reportKey}-from`}
            type="date"
            value={filter.from}
            max={filter.to}
            onChange={(e) => e.target.value && onChange({ ...filter, from: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${reportKey}-to`}>To</label>
          <input
            id={`${reportKey}-to`}
            type="date"
            value={filter.to}
            min={filter.from}
            onChange={(e) => e.target.value && onChange({ ...filter, to: e.target.value })}
          />
        </div>
      </div>
      {accounts.length > 0 && (
        <fieldset className="report-accounts" data-testid="report-accounts">
          <legend>Accounts {filter.accounts.length === 0 && <span className="muted small">(all)</span>}</legend>
          {accounts.map((a) => (
            <label key={a} className="report-account">
              <input type="checkbox" checked={filter.accounts.includes(a)} onChange={() => toggle(a)} /> {a}
            </label>
          ))}
        </fieldset>
      )}
      <div className="report-exports" data-testid="report-exports">
        {FORMATS.map(({ format, label }) => (
          <DownloadButton key={format} size="sm" href={reportExportUrl(reportKey, format, filter)} testId={`export-${format}`}>
            Export {label}
          </DownloadButton>
        ))}
      </div>
    </div>
  );
}
