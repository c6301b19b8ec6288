// The signed-in app's routes under /dashboard. A fragment of <Route>s for App's <Routes>.
import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { EMPLOYEES, employeeProfile, type TeamMemberKey } from '../../../core/employees.ts';
import { RequireAuth } from '../features/auth/RequireAuth.tsx';

const DashboardLayout = lazy(() => import('../features/shell/DashboardLayout.tsx'));
const DashboardHomePage = lazy(() => import('../pages/DashboardHomePage.tsx'));
const SmartImportPage = lazy(() => import('../pages/SmartImportPage.tsx'));
const TransactionsPage = lazy(() => import('../pages/TransactionsPage.tsx'));
const TeamRoomPage = lazy(() => import('../pages/TeamRoomPage.tsx'));
const SmartCategoriesPage = lazy(() => import('../pages/SmartCategoriesPage.tsx'));
const SpendingPredictionsPage = lazy(() => import('../pages/SpendingPredictionsPage.tsx'));
const BusinessIntelligencePage = lazy(() => import('../pages/BusinessIntelligencePage.tsx'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage.tsx'));
const EmployeePage = lazy(() => import('../pages/EmployeePage.tsx'));

/** Employees with a page of their own above (Prime's is the dashboard itself); the rest get EmployeePage. */
const OWN_PAGES: ReadonlySet<TeamMemberKey> = new Set(['prime', 'byte', 'tag', 'crystal', 'intelia']);
const EMPLOYEE_PAGES = EMPLOYEES.filter((e) => !OWN_PAGES.has(e.key) && e.dashboardRoute.startsWith('/dashboard/')).map((e) => ({
  key: e.key,
  path: e.dashboardRoute.slice('/dashboard/'.length),
}));

export const dashboardRoutes = (
  <Route
    path="/dashboard"
    element={
      <RequireAuth>
        <DashboardLayout />
      </RequireAuth>
    }
  >
    <Route index element={<DashboardHomePage />} />
    <Route path="smart-import-ai" element={<SmartImportPage />} />
    <Route path="transactions" element={<TransactionsPage />} />
    <Route path="team-room" element={<TeamRoomPage />} />
    <Route path="smart-categories" element={<SmartCategoriesPage />} />
    <Route path="ai-categorization" element={<SmartCategoriesPage />} />
    <Route path="spending-predictions" element={<SpendingPredictionsPage />} />
    <Route path="business-intelligence" element={<BusinessIntelligencePage />} />
    {EMPLOYEE_PAGES.map((e) => (
      <Route key={e.key} path={e.path} element={<EmployeePage key={e.key} employeeKey={e.key} />} />
    ))}
    <Route path="ai-assistant" element={<Navigate to={employeeProfile('finley').dashboardRoute} replace />} />
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);
