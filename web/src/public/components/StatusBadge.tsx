import { FEATURE_STATUS_LABEL, type FeatureStatus } from '../data/features.ts';

/** An employee's state in the directory: at work today, or coming soon. */
export function EmployeeStatus({ active }: { active: boolean }) {
  return <span className={active ? 'pub-badge pub-badge-live' : 'pub-badge pub-badge-soon'}>{active ? 'At work today' : 'Coming soon'}</span>;
}

export function FeatureStatusBadge({ status }: { status: FeatureStatus }) {
  return <span className={`pub-badge pub-badge-${status}`}>{FEATURE_STATUS_LABEL[status]}</span>;
}
