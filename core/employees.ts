// The AI team, defined once for server, worker and web.
import type { EmployeeKey } from './steps.ts';

export interface EmployeeProfile {
  key: EmployeeKey;
  name: string;
  emoji: string;
  role: string;
  dashboardRoute: string;
}

export const PIPELINE_EMPLOYEES: EmployeeProfile[] = [
  { key: 'byte', name: 'Byte', emoji: '📄', role: 'Reads statements and receipts', dashboardRoute: '/dashboard/smart-import-ai' },
  { key: 'tag', name: 'Tag', emoji: '🏷️', role: 'Categorizes transactions', dashboardRoute: '/dashboard/smart-categories' },
  { key: 'crystal', name: 'Crystal', emoji: '🔮', role: 'Integrates data, spots trends', dashboardRoute: '/dashboard/spending-predictions' },
  { key: 'intelia', name: 'Intelia', emoji: '🧠', role: 'Insights and import summary', dashboardRoute: '/dashboard/business-intelligence' },
];

export function employeeName(key: EmployeeKey): string {
  if (key === 'prime') return 'Prime';
  return PIPELINE_EMPLOYEES.find((e) => e.key === key)?.name ?? key;
}
