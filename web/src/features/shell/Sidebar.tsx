import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { EMPLOYEES } from '../../../../core/employees.ts';
import { errorText } from '../../api/client.ts';
import { useSession } from '../../stores/session.ts';
import { showToast } from '../../stores/toasts.ts';
import { TeamModal } from '../team-modal/TeamModal.tsx';

const LINKS = [
  { to: '/dashboard', label: 'Dashboard', icon: '🏠', end: true },
  { to: '/dashboard/smart-import-ai', label: 'Smart Import', icon: '📄', end: false },
  { to: '/dashboard/transactions', label: 'Transactions', icon: '💳', end: false },
  { to: '/dashboard/smart-categories', label: 'Smart Categories', icon: '🏷️', end: false },
  { to: '/dashboard/spending-predictions', label: 'Spending Predictions', icon: '🔮', end: false },
  { to: '/dashboard/business-intelligence', label: 'Business Intelligence', icon: '🧠', end: false },
  { to: '/dashboard/team-room', label: 'Team Room', icon: '👥', end: false },
];

/** Every employee has a page now; Prime's is the dashboard itself, and Prime is the crown button. */
const TEAM = EMPLOYEES.filter((e) => e.key !== 'prime');

export function Sidebar({ connected }: { connected: boolean }) {
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [teamOpen, setTeamOpen] = useState(false);

  async function onSignOut() {
    setBusy(true);
    try {
      await logout();
    } catch (err) {
      showToast(`Sign out did not reach the server: ${errorText(err)}`, 'error');
    }
    navigate('/login', { replace: true });
  }

  return (
    <aside className="sidebar">
      <div className="brand">
        <span className="brand-mark" aria-hidden="true">
          P
        </span>
        <span>Prime Finance</span>
      </div>
      <nav aria-label="Main">
        <ul className="nav-list">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={({ isActive }) => (isActive ? 'nav-link active' : 'nav-link')}>
                <span aria-hidden="true">{link.icon}</span>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <h2 className="nav-group-title" id="team-nav-title">
          Team
        </h2>
        <button
          type="button"
          className="nav-link nav-button"
          aria-haspopup="dialog"
          onClick={() => setTeamOpen(true)}
          data-testid="ai-team-button"
        >
          <span aria-hidden="true">🤖</span>
          AI Team
        </button>
        <ul className="nav-list nav-list-team" aria-labelledby="team-nav-title" data-testid="team-nav">
          {TEAM.map((e) => (
            <li key={e.key}>
              <NavLink
                to={e.dashboardRoute}
                title={`${e.name}: ${e.role}`}
                className={({ isActive }) => (isActive ? 'nav-link nav-link-team active' : 'nav-link nav-link-team')}
              >
                <span aria-hidden="true">{e.emoji}</span>
                {e.name}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="sidebar-footer">
        <div className="user-chip">
          <span className="avatar" aria-hidden="true">
            {(user?.fullName ?? '?').trim().charAt(0).toUpperCase()}
          </span>
          <div>
            <div className="user-name" data-testid="user-full-name">
              {user?.fullName}
            </div>
            <div className="live-state">
              <span className={connected ? 'dot dot-live' : 'dot'} aria-hidden="true" />
              {connected ? 'Live' : 'Offline'}
            </div>
          </div>
        </div>
        <button type="button" className="btn btn-ghost-dark" onClick={onSignOut} disabled={busy}>
          Sign Out
        </button>
      </div>
      {teamOpen && <TeamModal onClose={() => setTeamOpen(false)} />}
    </aside>
  );
}
