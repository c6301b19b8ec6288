// The dashboard's feature cards, group by group, from the same route table as the sidebar. Each
// says honestly how far the page goes today.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { employeeProfile } from '../../../../core/employees.ts';
import { EmployeeAvatar } from '../../components/icons/EmployeeAvatar.tsx';
import { NavIcon } from '../../components/icons/navIcons.tsx';
import { navGroups, type DashboardRoute, type NavGroup } from '../../../../core/site/dashboard-nav.ts';
import './dashboard-home.css';

/** MAIN is the sidebar's (the dashboard itself is in it); the other five groups get cards. */
export const CARD_GROUPS: readonly NavGroup[] = ['AI WORKSPACE', 'PLANNING & ANALYSIS', 'ENTERTAINMENT & WELLNESS', 'BUSINESS & TAX', 'TOOLS & SETTINGS'];

export function routeStatus(route: DashboardRoute): string | null {
  if (route.page === 'music-integration') return 'Needs Spotify';
  if (route.page === 'employee' && !employeeProfile(route.employee).active) return 'Chat only for now';
  return null;
}

function FeatureCard({ route }: { route: DashboardRoute }) {
  const employee = employeeProfile(route.employee);
  const status = routeStatus(route);
  return (
    <li>
      <Link className="card feature-card" to={route.path} data-testid="feature-card" data-route={route.path}>
        <span className="feature-icon" aria-hidden="true">
          <NavIcon name={route.icon} style={{ color: 'var(--accent, #5b4bdb)' }} />
        </span>
        <span className="feature-text">
          <strong className="feature-title">{route.title}</strong>
          <span className="muted small block">{route.subtitle}</span>
          <span className="feature-meta small">
            <EmployeeAvatar employee={employee} inline /> {employee.name}
            {status && <span className="feature-status"> · {status}</span>}
          </span>
        </span>
      </Link>
    </li>
  );
}

function Group({ group, routes }: { group: NavGroup; routes: DashboardRoute[] }) {
  const titleId = useId();
  return (
    <section className="feature-group" aria-labelledby={titleId} data-testid="feature-group">
      <h2 id={titleId} className="feature-group-title">
        {group}
      </h2>
      <ul className="feature-grid">
        {routes.map((r) => (
          <FeatureCard key={r.path} route={r} />
        ))}
      </ul>
    </section>
  );
}

export function FeatureCards() {
  return (
    <div className="feature-groups">
      {navGroups()
        .filter((g) => CARD_GROUPS.includes(g.group))
        .map((g) => (
          <Group key={g.group} group={g.group} routes={g.routes} />
        ))}
    </div>
  );
}
