// A set of reports with one range and account filter: tabs to pick a report, its chart and table,
// and its exports. Prism's page shows them all, Dash's analytics a few.
import { useCallback, useState } from 'react';
import type { ReportKey } from '../../../../core/reports/types.ts';
import { useLiveResource } from '../../lib/useLiveResource.ts';
import { ReportFilters } from './ReportFilters.tsx';
import { ReportView } from './ReportView.tsx';
import { fetchReport, fetchReportCatalog, type ReportFilter } from './reportsApi.ts';
import './reports.css';

interface Props {
  keys: readonly ReportKey[];
  title: string;
  testId: string;
}

export function ReportPanel({ keys, title, testId }: Props) {
  const catalog = useLiveResource(fetchReportCatalog);
  const [key, setKey] = useState<ReportKey>(keys[0]!);
  const [chosen, setFilter] = useState<ReportFilter | null>(null);
  const filter = chosen ?? (catalog.data ? { ...catalog.data.defaultRange, accounts: [] } : null);
  const infos = (catalog.data?.reports ?? []).filter((r) => keys.includes(r.key));
  const info = infos.find((r) => r.key === key);

  return (
    <section className="card report-panel" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`}>{title}</h2>
      {catalog.error && (
        <p className="alert alert-error" role="alert">
          {catalog.error}
        </p>
      )}
      {!catalog.data && !catalog.error && <p className="muted">Loading...</p>}
      {catalog.data && filter && (
        <>
          <div className="tabs" role="tablist" aria-label="Reports">
            {infos.map((r) => (
              <button
                key={r.key}
                type="button"
                role="tab"
                aria-selected={r.key === key}
                className={`tab${r.key === key ? ' active' : ''}`}
                onClick={() => setKey(r.key)}
                data-testid={`report-tab-${r.key}`}
              >
                {r.title}
                {!r.available && <span className="muted small"> (not yet)</span>}
              </button>
            ))}
          </div>
          {info && <p className="muted small">{info.description}</p>}
          {info && !info.available ? (
            <p className="alert alert-info" data-testid="report-not-yet">
              {info.note}
            </p>
          ) : (
            <>
              <ReportFilters reportKey={key} filter={filter} accounts={catalog.data.accounts} onChange={setFilter} />
              <LoadedReport reportKey={key} filter={filter} />
            </>
          )}
        </>
      )}
    </section>
  );
}

function LoadedReport({ reportKey, filter }: { reportKey: ReportKey; filter: ReportFilter }) {
  const accounts = filter.accounts.join('\u0000');
  // a new loader (and so a reload) only when the report or the filter changes
  const load = useCallback((signal: AbortSignal) => fetchReport(reportKey, filter, signal), [reportKey, filter.from, filter.to, accounts]);
  const report = useLiveResource(load);
  if (report.error)
    return (
      <p className="alert alert-error" role="alert">
        {report.error}
      </p>
    );
  if (!report.data || report.data.key !== reportKey) return <p className="muted">Loading...</p>;
  return (
    <div data-testid="report-body" data-report={reportKey}>
      <ReportView report={report.data} />
    </div>
  );
}
