// The phone's bottom bar: Dashboard, Import (Byte's upload in the AI Team modal), Podcast, AI Chat
// (the full-screen chat with the page's employee, named on the button) and Alerts (the team's
// activity). Import counts the documents at work, Alerts the unread activity; a badge shows above 0.
import { Bell, FileUp, House, Mic } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { employeeProfile } from '../../../../core/employees.ts';
import { EmployeeAvatar } from '../../components/icons/EmployeeAvatar.tsx';
import { Icon } from '../../components/icons/Icon.tsx';
import { useDocuments } from '../byte/useDocuments.ts';
import { CountBadge } from './CountBadge.tsx';
import { DASHBOARD_ROOT, canonicalPath, isUnder, type DashboardRoute } from '../../../../core/site/dashboard-nav.ts';

const PODCAST_ROUTE = employeeProfile('roundtable').dashboardRoute;
const AT_WORK = new Set(['queued', 'processing', 'needs_input']);

/** A bar button that opens a dialog; its label is said in full (with the count), shown short. */
function BottomButton({
  label,
  spoken,
  icon,
  count = 0,
  onClick,
  testId,
}: {
  label: string;
  spoken: string;
  icon: ReactNode;
  count?: number;
  onClick: () => void;
  testId: string;
}) {
  return (
    <button type="button" className="bottom-item" aria-haspopup="dialog" aria-label={spoken} onClick={onClick} data-testid={`bottom-${testId}`}>
      <span className="bottom-icon" aria-hidden="true">
        {icon}
        <CountBadge count={count} testId={`${testId}-badge`} />
      </span>
      <span aria-hidden="true" data-testid={`bottom-${testId}-label`}>
        {label}
      </span>
    </button>
  );
}

export function MobileBottomBar({
  route,
  unread,
  onImport,
  onChat,
  onAlerts,
}: {
  route: DashboardRoute;
  unread: number;
  onImport: () => void;
  onChat: () => void;
  onAlerts: () => void;
}) {
  const { pathname } = useLocation();
  const path = canonicalPath(pathname);
  const { documents } = useDocuments();
  const atWork = documents?.filter((d) => AT_WORK.has(d.status)).length ?? 0;
  const employee = employeeProfile(route.employee);

  return (
    <nav className="mobile-bottombar" aria-label="Quick actions" data-testid="mobile-bottom-bar">
      <Link to={DASHBOARD_ROOT} className="bottom-item" aria-current={path === DASHBOARD_ROOT ? 'page' : undefined}>
        <span className="bottom-icon" aria-hidden="true">
          <Icon icon={House} />
        </span>
        <span>Dashboard</span>
      </Link>
      <BottomButton
        label="Import"
        spoken={atWork > 0 ? `Import, ${atWork} at work` : 'Import'}
        icon={<Icon icon={FileUp} />}
        count={atWork}
        onClick={onImport}
        testId="import"
      />
      <Link to={PODCAST_ROUTE} className="bottom-item" aria-current={isUnder(path, PODCAST_ROUTE) ? 'page' : undefined}>
        <span className="bottom-icon" aria-hidden="true">
          <Icon icon={Mic} />
        </span>
        <span>Podcast</span>
      </Link>
      <BottomButton
        label={employee.name}
        spoken={`AI Chat with ${employee.name}`}
        icon={<EmployeeAvatar employee={employee} />}
        onClick={onChat}
        testId="chat"
      />
      <BottomButton
        label="Alerts"
        spoken={unread > 0 ? `Alerts, ${unread} unread` : 'Alerts'}
        icon={<Icon icon={Bell} />}
        count={unread}
        onClick={onAlerts}
        testId="alerts"
      />
    </nav>
  );
}
