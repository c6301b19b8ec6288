// The desktop header: the page's title and subtitle (by the longest matching route), the employee
// who works on it, the bell and the user menu.
import { employeeProfile } from '../../../../core/employees.ts';
import { EmployeeAvatar } from '../../components/icons/EmployeeAvatar.tsx';
import { NavIcon } from '../../components/icons/navIcons.tsx';
import type { DashboardRoute } from '../../../../core/site/dashboard-nav.ts';
import { NotificationBell } from './NotificationBell.tsx';
import type { ActivityNotifications } from './useActivityNotifications.ts';
import { UserMenu } from './UserMenu.tsx';

export function RouteEmployee({ route }: { route: DashboardRoute }) {
  const employee = employeeProfile(route.employee);
  return (
    <span className="route-employee" title={employee.role} data-testid="header-employee" data-employee={employee.key}>
      <EmployeeAvatar employee={employee} inline /> {employee.name}
    </span>
  );
}

export function DashboardHeader({ route, notifications }: { route: DashboardRoute; notifications: ActivityNotifications }) {
  return (
    <header className="dash-header">
      <div className="dash-header-text">
        <p className="dash-header-title">
          <NavIcon name={route.icon} /> <span data-testid="header-title">{route.title}</span>
        </p>
        <p className="dash-header-subtitle muted small" data-testid="header-subtitle">
          {route.subtitle} · <RouteEmployee route={route} />
        </p>
      </div>
      <div className="dash-header-actions">
        <NotificationBell notifications={notifications} />
        <UserMenu />
      </div>
    </header>
  );
}
