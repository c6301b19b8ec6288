// The reports API (server/reports/routes.ts): the catalog, one report as JSON, and export links.
import type { Report, ReportCatalogDto, ReportKey } from '../../../../core/reports/types.ts';
import { api } from '../../api/client.ts';

export interface ReportFilter {
  from: string;
  to: string;
  /** account names; empty: every account */
  accounts: string[];
}

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

function query(f: ReportFilter): string {
  const q = new URLSearchParams({ from: f.from, to: f.to });
  for (const a of f.accounts) q.append('accounts', a);
  return q.toString();
}

export function fetchReportCatalog(signal?: AbortSignal): Promise<ReportCatalogDto> {
  return api<ReportCatalogDto>('/api/reports', { signal });
}

export function fetchReport(key: ReportKey, f: ReportFilter, signal?: AbortSignal): Promise<Report> {
  return api<Report>(`/api/reports/${key}?${query(f)}`, { signal });
}

export const reportExportUrl = (key: ReportKey, format: ExportFormat, f: ReportFilter) => `/api/reports/${key}/export?format=${format}&${query(f)}`;
