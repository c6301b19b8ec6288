// The signed-in app's frame around every /dashboard page. Desktop: the grouped, collapsible
// sidebar, the header (title, employee, bell, user menu) and, on extra-wide screens, the live
// panel. Phone (layoutMode.ts decides): the top bar, the sidebar as a drawer, pull-to-refresh and
// the bottom bar. Both: pages load lazily behind "Connecting to AI...", a page that fails shows
// its own error, the scroll goes back to the top on every navigation, Harmony's note and the crown.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
// the chrome's stylesheets in cascade order (later ones override earlier ones on shared elements)
import '../byte/byte.css';
import '../chat/chat.css';
import '../prime/prime.css';
import '../harmony/harmony-card.css';
import '../team-modal/team-modal.css';
import '../mobile-chat/mobile-chat.css';
import './shell.css';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { Modal } from '../../components/Modal.tsx';
import { PageErrorBoundary } from '../../components/PageErrorBoundary.tsx';
import { useMediaQuery } from '../../lib/useMediaQuery.ts';
import { refreshDashboardStats } from '../dashboard-home/useDashboardStats.ts';
import { HarmonyCard } from '../harmony/HarmonyCard.tsx';
import { MobileChat } from '../mobile-chat/MobileChat.tsx';
import { PrimeChat } from '../prime/PrimeChat.tsx';
import { TeamModal, type TeamTab } from '../team-modal/TeamModal.tsx';
import { DashboardHeader } from './DashboardHeader.tsx';
import { routeForPath } from '../../../../core/site/dashboard-nav.ts';
import { WIDE_QUERY } from './layoutMode.ts';
import { LivePanel } from './LivePanel.tsx';
import { MobileBottomBar } from './MobileBottomBar.tsx';
import { MobileDebugPanel } from './MobileDebugPanel.tsx';
import { MobileTopBar } from './MobileTopBar.tsx';
import { ActivityPanelBody } from './NotificationBell.tsx';
import { PULL_THRESHOLD } from './pullToRefresh.ts';
import { Sidebar } from './Sidebar.tsx';
import { useActivityNotifications } from './useActivityNotifications.ts';
import { useLayoutMode } from './useLayoutMode.ts';
import { useNotifications } from './useNotifications.ts';
import { usePullToRefresh } from './usePullToRefresh.ts';
import { useSidebarCollapsed } from './useSidebarCollapsed.ts';
import { useSocketConnection } from './useSocketConnection.ts';

type Sheet = 'menu' | 'profile' | 'alerts' | 'chat' | null;

/** Phones only, and only when asked for: the settings forms load with it. */
const ProfileSheet = lazy(() => import('./ProfileSheet.tsx').then((m) => ({ default: m.ProfileSheet })));

/** The page itself: its chunk loads behind the full-screen fallback; a failure stays inside. */
function Page({ pathname, refreshKey }: { pathname: string; refreshKey: number }) {
  return (
    <PageErrorBoundary key={pathname}>
      <Suspense fallback={<LoadingScreen text="Connecting to AI..." fullScreen />}>
        <Outlet key={refreshKey} />
      </Suspense>
    </PageErrorBoundary>
  );
}

export default function DashboardLayout() {
  const { socket, connected } = useSocketConnection();
  const notifications = useActivityNotifications();
  useNotifications(socket, notifications.kinds);
  const layout = useLayoutMode();
  const { pathname } = useLocation();
  const route = routeForPath(pathname);
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const wide = useMediaQuery(WIDE_QUERY);
  const [teamTab, setTeamTab] = useState<TeamTab | null>(null);
  const [sheet, setSheet] = useState<Sheet>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const shellRef = useRef<HTMLDivElement>(null);
  const mobile = layout.mode === 'mobile';

  // every navigation starts at the top of the new page, with the drawer and sheets closed
  useEffect(() => {
    window.scrollTo(0, 0);
    setSheet((s) => (s === 'chat' ? s : null));
  }, [pathname]);

  useEffect(() => {
    document.title = `${route.title} · Prime Finance`;
  }, [route.title]);

  // pull-to-refresh: the page mounts again (so it fetches its data again), and so do the figures
  const refresh = useCallback(async () => {
    setRefreshKey((k) => k + 1);
    refreshDashboardStats();
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  }, []);
  const pull = usePullToRefresh(shellRef, refresh, mobile);

  const openAlerts = () => {
    notifications.markRead();
    setSheet('alerts');
  };
  const closeSheet = useCallback(() => setSheet(null), []);
  const openTeam = useCallback(() => setTeamTab('prime'), []);

  const shared = (
    <>
      <PrimeChat />
      {teamTab && <TeamModal initialTab={teamTab} onClose={() => setTeamTab(null)} />}
      {layout.debug && <MobileDebugPanel layout={layout} />}
    </>
  );

  if (mobile) {
    return (
      <div className="shell shell-mobile" ref={shellRef} data-layout="mobile">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <MobileTopBar route={route} connected={connected} menuOpen={sheet === 'menu'} onMenu={() => setSheet('menu')} onProfile={() => setSheet('profile')} />
        {(pull.distance > 0 || pull.refreshing) && (
          <div className="pull-indicator" style={{ height: pull.refreshing ? PULL_THRESHOLD / 2 : pull.distance }} role="status" data-testid="pull-indicator">
            <span className={pull.refreshing ? 'spinner' : 'pull-arrow'} aria-hidden="true" />
            <span className="small">{pull.refreshing ? 'Refreshing…' : pull.distance >= PULL_THRESHOLD ? 'Release to refresh' : 'Pull to refresh'}</span>
          </div>
        )}
        <main id="main" className="content" tabIndex={-1}>
          {/* in the page's flow, above it: Harmony's note never covers a control or an answer */}
          <HarmonyCard socket={socket} />
          <Page pathname={pathname} refreshKey={refreshKey} />
        </main>
        <MobileBottomBar
          route={route}
          unread={notifications.unread}
          onImport={() => setTeamTab('byte')}
          onChat={() => setSheet('chat')}
          onAlerts={openAlerts}
        />
        {sheet === 'menu' && (
          <Modal title="Menu" onClose={closeSheet} variant="drawer" testId="mobile-drawer">
            <Sidebar variant="drawer" collapsed={false} connected={connected} onOpenTeam={openTeam} onNavigate={closeSheet} />
          </Modal>
        )}
        {sheet === 'profile' && (
          <Suspense fallback={<LoadingScreen text="Connecting to AI..." fullScreen />}>
            <ProfileSheet onClose={closeSheet} />
          </Suspense>
        )}
        {sheet === 'alerts' && (
          <Modal title="AI Team Activity" onClose={closeSheet} variant="sheet" testId="alerts-sheet">
            <ActivityPanelBody notifications={notifications} />
          </Modal>
        )}
        {sheet === 'chat' && <MobileChat onClose={closeSheet} />}
        {shared}
      </div>
    );
  }

  // a phone kept on the desktop layout (settings, reports, …) gets the narrow sidebar, fixed
  const narrowSidebar = collapsed || layout.input.narrow;
  const classes = ['shell', 'shell-desktop', narrowSidebar ? 'sidebar-collapsed' : '', wide ? 'with-live-panel' : ''].filter(Boolean).join(' ');
  return (
    <div className={classes} data-layout="desktop">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Sidebar
        variant="desktop"
        collapsed={narrowSidebar}
        connected={connected}
        onOpenTeam={openTeam}
        onToggleCollapsed={layout.input.narrow ? undefined : toggleCollapsed}
      />
      <div className="shell-main">
        <DashboardHeader route={route} notifications={notifications} />
        <main id="main" className="content" tabIndex={-1}>
          {/* in the page's flow, above it: Harmony's note never covers a control or an answer */}
          <HarmonyCard socket={socket} />
          <Page pathname={pathname} refreshKey={refreshKey} />
        </main>
      </div>
      {wide && <LivePanel />}
      {shared}
    </div>
  );
}
