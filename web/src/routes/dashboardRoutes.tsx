// The signed-in app's routes under /dashboard, from the route table (core/site/dashboard-nav.ts),
// each page in a chunk of its own. A fragment of <Route>s for App's <Routes>.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route } from 'react-router-dom';
import type { TeamMemberKey } from '../../../core/employees.ts';
import { RequireAuth } from '../features/auth/RequireAuth.tsx';
import { DASHBOARD_REDIRECTS, DASHBOARD_ROOT, DASHBOARD_ROUTES, type DashboardPageKey, type DashboardRoute } from '../../../core/site/dashboard-nav.ts';

const DashboardLayout = lazy(() => import('../features/shell/DashboardLayout.tsx'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage.tsx'));
const EmployeePage = lazy(() => import('../pages/EmployeePage.tsx'));

type Page = LazyExoticComponent<ComponentType>;

const PAGES: Record<Exclude<DashboardPageKey, 'employee'>, Page> = {
  home: lazy(() => import('../pages/DashboardHomePage.tsx')),
  'smart-import': lazy(() => import('../pages/SmartImportPage.tsx')),
  transactions: lazy(() => import('../pages/TransactionsPage.tsx')),
  'team-room': lazy(() => import('../pages/TeamRoomPage.tsx')),
  'smart-categories': lazy(() => import('../pages/SmartCategoriesPage.tsx')),
  'spending-predictions': lazy(() => import('../pages/SpendingPredictionsPage.tsx')),
  'business-intelligence': lazy(() => import('../pages/BusinessIntelligencePage.tsx')),
  settings: lazy(() => import('../pages/SettingsPage.tsx')),
  reports: lazy(() => import('../pages/ReportsPage.tsx')),
  analytics: lazy(() => import('../pages/AnalyticsPage.tsx')),
  'three-column-demo': lazy(() => import('../pages/ThreeColumnDemoPage.tsx')),
  'therapist-demo': lazy(() => import('../pages/TherapistDemoPage.tsx')),
  'music-integration': lazy(() => import('../pages/MusicIntegrationPage.tsx')),
  goals: lazy(() => import('../pages/GoalsPage.tsx')),
  debts: lazy(() => import('../pages/DebtsPage.tsx')),
  freedom: lazy(() => import('../pages/FreedomPage.tsx')),
  bills: lazy(() => import('../pages/BillsPage.tsx')),
  automation: lazy(() => import('../pages/AutomationPage.tsx')),
  'bank-accounts': lazy(() => import('../pages/BankAccountsPage.tsx')),
  'tax-assistant': lazy(() => import('../pages/TaxAssistantPage.tsx')),
  podcast: lazy(() => import('../pages/PodcastPage.tsx')),
  'financial-story': lazy(() => import('../pages/FinancialStoryPage.tsx')),
  'financial-therapist': lazy(() => import('../pages/FinancialTherapistPage.tsx')),
  'wellness-studio': lazy(() => import('../pages/WellnessStudioPage.tsx')),
};

function element(route: DashboardRoute) {
  if (route.page === 'employee') {
    const key: TeamMemberKey = route.employee;
    return <EmployeePage key={key} employeeKey={key} />;
  }
  const Component = PAGES[route.page];
  return <Component />;
}

/** '/dashboard/reports' → 'reports' (the index route has none). */
const relative = (path: string) => path.slice(DASHBOARD_ROOT.length + 1);

// (/reports, outside /dashboard, is the public routes' redirect to /dashboard/reports)
export const dashboardRoutes = (
  <Route
    path={DASHBOARD_ROOT}
    element={
      <RequireAuth>
        <DashboardLayout />
      </RequireAuth>
    }
  >
    {DASHBOARD_ROUTES.flatMap((route) =>
      [route.path, ...route.aliases].map((path) =>
        path === DASHBOARD_ROOT ? <Route key="index" index element={element(route)} /> : <Route key={path} path={relative(path)} element={element(route)} />,
      ),
    )}
    {DASHBOARD_REDIRECTS.map((r) => (
      <Route key={r.from} path={relative(r.from)} element={<Navigate to={r.to} replace />} />
    ))}
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);
