// The grouped sidebar (MAIN, AI WORKSPACE, …, from core/site/dashboard-nav.ts). On the desktop it collapses
// between 224 px and 68 px (the choice is kept in localStorage under sidebar-collapsed) and a
// narrow entry shows its name as a tooltip on hover and on keyboard focus (fixed to the window,
// so the scrolling list does not clip it); on a phone the same list is the drawer's content.
import { useState, type FocusEvent, type MouseEvent } from 'react';
import { Bot } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../../components/icons/Icon.tsx';
import { NavIcon } from '../../components/icons/navIcons.tsx';
import { isActiveRoute, navGroups, type DashboardRoute } from '../../../../core/site/dashboard-nav.ts';

const GROUPS = navGroups();

interface Tip {
  text: string;
  top: number;
  left: number;
}

type TipHandlers = {
  onMouseEnter?: (e: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: () => void;
  onFocus?: (e: FocusEvent<HTMLElement>) => void;
  onBlur?: () => void;
};

/** While collapsed, an entry's name shows beside it on hover and on focus. */
function useTooltip(collapsed: boolean): { tip: Tip | null; handlers: (text: string) => TipHandlers } {
  const [tip, setTip] = useState<Tip | null>(null);
  const show = (text: string, el: HTMLElement) => {
    const box = el.getBoundingClientRect();
    setTip({ text, top: box.top + box.height / 2, left: box.right + 10 });
  };
  const hide = () => setTip(null);
  return {
    tip: collapsed ? tip : null,
    handlers: (text) =>
      collapsed ? { onMouseEnter: (e) => show(text, e.currentTarget), onMouseLeave: hide, onFocus: (e) => show(text, e.currentTarget), onBlur: hide } : {},
  };
}

function NavEntry({
  route,
  active,
  collapsed,
  onNavigate,
  tip,
}: {
  route: DashboardRoute;
  active: boolean;
  collapsed: boolean;
  onNavigate?: () => void;
  tip: TipHandlers;
}) {
  return (
    <li>
      <Link
        to={route.path}
        className={active ? 'nav-link active' : 'nav-link'}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        data-route={route.path}
        {...tip}
      >
        <span className="nav-icon" aria-hidden="true">
          <NavIcon name={route.icon} />
        </span>
        <span className={collapsed ? 'visually-hidden' : 'nav-label'}>{route.title}</span>
      </Link>
    </li>
  );
}

export interface SidebarProps {
  collapsed: boolean;
  connected: boolean;
  onOpenTeam: () => void;
  /** desktop: the collapse button */
  onToggleCollapsed?: () => void;
  /** drawer: closes it after a choice */
  onNavigate?: () => void;
  variant: 'desktop' | 'drawer';
}

export function Sidebar({ collapsed, connected, onOpenTeam, onToggleCollapsed, onNavigate, variant }: SidebarProps) {
  const { pathname } = useLocation();
  const { tip, handlers } = useTooltip(collapsed);
  const classes = ['sidebar', `sidebar-${variant}`, collapsed ? 'collapsed' : ''].filter(Boolean).join(' ');

  return (
    <aside className={classes} data-testid={`sidebar-${variant}`} data-collapsed={collapsed}>
      <div className="brand">
        <span className="brand-mark" aria-hidden="true">
          P
        </span>
        <span className={collapsed ? 'visually-hidden' : undefined}>Prime Finance</span>
      </div>
      <button type="button" className="nav-link nav-button" aria-haspopup="dialog" onClick={onOpenTeam} data-testid="ai-team-button" {...handlers('AI Team')}>
        <span className="nav-icon" aria-hidden="true">
          <Icon icon={Bot} />
        </span>
        <span className={collapsed ? 'visually-hidden' : 'nav-label'}>AI Team</span>
      </button>
      <nav aria-label="Main" className="sidebar-nav" data-testid="sidebar-nav">
        {GROUPS.map(({ group, routes }) => {
          const titleId = `nav-${variant}-${group.replace(/\W+/g, '-').toLowerCase()}`;
          return (
            <div key={group} className="nav-group">
              <h2 className={collapsed ? 'visually-hidden' : 'nav-group-title'} id={titleId}>
                {group}
              </h2>
              {collapsed && <hr className="nav-divider" aria-hidden="true" />}
              <ul className="nav-list" aria-labelledby={titleId}>
                {routes.map((route) => (
                  <NavEntry
                    key={route.path}
                    route={route}
                    active={isActiveRoute(route, pathname)}
                    collapsed={collapsed}
                    onNavigate={onNavigate}
                    tip={handlers(route.title)}
                  />
                ))}
              </ul>
            </div>
          );
        })}
      </nav>
      <div className="sidebar-footer">
        {variant === 'desktop' && (
          <div className="live-state" title={connected ? 'Live updates on' : 'Reconnecting…'} data-testid="live-state">
            <span className={connected ? 'dot dot-live' : 'dot'} aria-hidden="true" />
            <span className={collapsed ? 'visually-hidden' : undefined}>{connected ? 'Live' : 'Offline'}</span>
          </div>
        )}
        {onToggleCollapsed && (
          <button
            type="button"
            className="collapse-button"
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            onClick={onToggleCollapsed}
            data-testid="sidebar-toggle"
          >
            <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
          </button>
        )}
      </div>
      {tip && (
        <span className="nav-tooltip" role="tooltip" style={{ top: tip.top, left: tip.left }} data-testid="nav-tooltip">
          {tip.text}
        </span>
      )}
    </aside>
  );
}
