// The phone's top bar: the menu (the sidebar as a drawer), the page's title, the live state and
// the profile button (the profile sheet: account and settings).
import { Menu } from 'lucide-react';
import { Icon } from '../../components/icons/Icon.tsx';
import { NavIcon } from '../../components/icons/navIcons.tsx';
import { useSession } from '../../stores/session.ts';
import type { DashboardRoute } from '../../../../core/site/dashboard-nav.ts';
import { initialOf } from './UserMenu.tsx';

export function MobileTopBar({
  route,
  connected,
  menuOpen,
  onMenu,
  onProfile,
}: {
  route: DashboardRoute;
  connected: boolean;
  menuOpen: boolean;
  onMenu: () => void;
  onProfile: () => void;
}) {
  const user = useSession((s) => s.user);
  return (
    <header className="mobile-topbar">
      <button
        type="button"
        className="icon-button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onClick={onMenu}
        data-testid="mobile-menu-button"
      >
        <Icon icon={Menu} />
      </button>
      <div className="mobile-topbar-title">
        <NavIcon name={route.icon} /> <span data-testid="header-title">{route.title}</span>
      </div>
      <span className="live-state mobile-live" data-testid="live-state">
        <span className={connected ? 'dot dot-live' : 'dot'} aria-hidden="true" />
        <span>{connected ? 'Live' : 'Offline'}</span>
      </span>
      <button
        type="button"
        className="avatar avatar-button"
        aria-label={`Profile: ${user?.fullName ?? ''}`}
        aria-haspopup="dialog"
        onClick={onProfile}
        data-testid="mobile-profile-button"
      >
        {initialOf(user?.fullName)}
      </button>
    </header>
  );
}
