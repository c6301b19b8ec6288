// The dashboard's route table, the layout decision and the pull-to-refresh arithmetic.
import { describe, expect, it } from 'vitest';
import { EMPLOYEES } from '../../core/employees.ts';
import { DASHBOARD_REDIRECTS, DASHBOARD_ROUTES, NAV_GROUPS, canonicalPath, isActiveRoute, navGroups, routeForPath } from '../../core/site/dashboard-nav.ts';
import { decideLayout } from '../../web/src/features/shell/layoutMode.ts';
import { PULL_MAX, PULL_THRESHOLD, canStartPull, pullDistance, pullRefreshes } from '../../web/src/features/shell/pullToRefresh.ts';

const byPath = (path: string) => DASHBOARD_ROUTES.find((r) => r.path === path)!;

describe('the route table', () => {
  it('has every employee’s page, the pages that exist and the issue’s named ones, each once', () => {
    const paths = DASHBOARD_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const e of EMPLOYEES) expect(paths, e.key).toContain(e.dashboardRoute);
    for (const slug of [
      'smart-import-ai',
      'transactions',
      'team-room',
      'smart-categories',
      'spending-predictions',
      'business-intelligence',
      'settings',
      'reports',
      'analytics',
      'three-column-demo',
      'therapist-demo',
    ]) {
      expect(paths).toContain(`/dashboard/${slug}`);
    }
    const all = [...paths, ...DASHBOARD_ROUTES.flatMap((r) => r.aliases), ...DASHBOARD_REDIRECTS.map((r) => r.from)];
    expect(new Set(all).size).toBe(all.length);
    for (const r of DASHBOARD_ROUTES) {
      expect(r.title.length, r.path).toBeGreaterThan(0);
      expect(r.subtitle.length, r.path).toBeGreaterThan(0);
    }
  });

  it('groups the sidebar in the six groups, each with entries', () => {
    expect(navGroups().map((g) => g.group)).toEqual([...NAV_GROUPS]);
    for (const g of navGroups()) expect(g.routes.length, g.group).toBeGreaterThan(0);
    expect(NAV_GROUPS).toEqual(['MAIN', 'AI WORKSPACE', 'PLANNING & ANALYSIS', 'ENTERTAINMENT & WELLNESS', 'BUSINESS & TAX', 'TOOLS & SETTINGS']);
  });

  it('has the aliases and redirects of the issue', () => {
    expect(byPath('/dashboard/smart-categories').aliases).toContain('/dashboard/ai-categorization');
    expect(byPath('/dashboard/personal-podcast').aliases).toContain('/dashboard/podcast');
    expect(byPath('/dashboard/music-integration').aliases.length).toBeGreaterThan(0);
    expect(DASHBOARD_REDIRECTS).toEqual([
      { from: '/dashboard/ai-assistant', to: '/dashboard/ai-financial-assistant' },
      { from: '/dashboard/smart-import', to: '/dashboard/smart-import-ai' },
    ]);
  });

  it('finds the title by the longest matching prefix, aliases as their route, the dashboard otherwise', () => {
    expect(routeForPath('/dashboard').title).toBe('Dashboard');
    expect(routeForPath('/dashboard/').title).toBe('Dashboard');
    expect(routeForPath('/dashboard/transactions/abc').title).toBe('Transactions');
    expect(routeForPath('/dashboard/ai-categorization').title).toBe('Smart Categories');
    expect(routeForPath('/dashboard/podcast').employee).toBe('roundtable');
    expect(routeForPath('/dashboard/nothing-here').title).toBe('Dashboard');
    expect(canonicalPath('/dashboard/spotify/')).toBe('/dashboard/music-integration');
  });

  it('gives each route its default employee, Prime where no one else works', () => {
    expect(routeForPath('/dashboard').employee).toBe('prime');
    expect(routeForPath('/dashboard/spending-predictions').employee).toBe('crystal');
    expect(routeForPath('/dashboard/tax-assistant').employee).toBe('ledger');
    expect(routeForPath('/dashboard/somewhere-else').employee).toBe('prime');
  });

  it('marks an entry active when the path is its route or below it, the dashboard only on its own address', () => {
    const home = byPath('/dashboard');
    const tx = byPath('/dashboard/transactions');
    expect(isActiveRoute(home, '/dashboard')).toBe(true);
    expect(isActiveRoute(home, '/dashboard/transactions')).toBe(false);
    expect(isActiveRoute(tx, '/dashboard/transactions')).toBe(true);
    expect(isActiveRoute(tx, '/dashboard/transactions/42')).toBe(true);
    expect(isActiveRoute(tx, '/dashboard/transactionsx')).toBe(false);
    expect(isActiveRoute(byPath('/dashboard/smart-categories'), '/dashboard/ai-categorization')).toBe(true);
  });
});

describe('the layout', () => {
  const base = { pathname: '/dashboard', narrow: false, mobileAgent: false, forced: null };

  it('is the phone’s below 768 px or on a mobile user agent', () => {
    expect(decideLayout(base).mode).toBe('desktop');
    expect(decideLayout({ ...base, narrow: true }).mode).toBe('mobile');
    expect(decideLayout({ ...base, mobileAgent: true }).mode).toBe('mobile');
  });

  it('keeps the desktop layout on three-column-demo, therapist-demo, analytics, settings and reports', () => {
    for (const slug of ['three-column-demo', 'therapist-demo', 'analytics', 'settings', 'reports']) {
      expect(decideLayout({ ...base, narrow: true, mobileAgent: true, pathname: `/dashboard/${slug}` }).mode, slug).toBe('desktop');
    }
    expect(
      DASHBOARD_ROUTES.filter((r) => r.desktopOnly)
        .map((r) => r.path.slice('/dashboard/'.length))
        .sort(),
    ).toEqual(['analytics', 'reports', 'settings', 'therapist-demo', 'three-column-demo']);
  });

  it('does as ?forceLayout says', () => {
    expect(decideLayout({ ...base, forced: 'mobile' })).toEqual({ mode: 'mobile', reason: '?forceLayout=mobile' });
    expect(decideLayout({ ...base, narrow: true, forced: 'desktop' }).mode).toBe('desktop');
    expect(decideLayout({ ...base, narrow: true, pathname: '/dashboard/settings', forced: 'mobile' }).mode).toBe('mobile');
    expect(decideLayout({ ...base, narrow: true, forced: 'sideways' }).mode).toBe('mobile');
  });
});

describe('pull-to-refresh', () => {
  it('follows the finger at half speed up to 1.5 × the 80 px threshold, from within 5 px of the top', () => {
    expect(PULL_THRESHOLD).toBe(80);
    expect(PULL_MAX).toBe(120);
    expect(pullDistance(-40)).toBe(0);
    expect(pullDistance(100)).toBe(50);
    expect(pullDistance(1000)).toBe(120);
    expect(pullRefreshes(pullDistance(159))).toBe(false);
    expect(pullRefreshes(pullDistance(160))).toBe(true);
    expect(canStartPull(5)).toBe(true);
    expect(canStartPull(6)).toBe(false);
  });
});
