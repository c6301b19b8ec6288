// The public site's routes (everything outside /dashboard). A fragment of <Route>s for App's <Routes>.
// Every page, and the public layout with its CSS, is loaded lazily: the dashboard never pulls them in,
// and the landing page pulls in nothing of the dashboard.
import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { FEATURE_SLUGS, featurePath } from '../../../core/site/feature-slugs.ts';
import { INFO_PAGE_KEYS, INFO_PAGES } from '../../../core/site/info-pages.ts';
import { PUBLIC_PATHS } from '../../../core/site/public-paths.ts';

const PublicLayout = lazy(() => import('../public/PublicLayout.tsx'));
const LandingPage = lazy(() => import('../public/pages/LandingPage.tsx'));
const AiEmployeesPage = lazy(() => import('../public/pages/AiEmployeesPage.tsx'));
const AiAssistantPage = lazy(() => import('../public/pages/AiAssistantPage.tsx'));
const ContactPage = lazy(() => import('../public/pages/ContactPage.tsx'));
const FeaturePage = lazy(() => import('../public/pages/FeaturePage.tsx'));
const InfoPage = lazy(() => import('../public/pages/InfoPage.tsx'));
const LoginPage = lazy(() => import('../pages/LoginPage.tsx'));
const SignupPage = lazy(() => import('../pages/SignupPage.tsx'));
const AuthCallbackPage = lazy(() => import('../pages/AuthCallbackPage.tsx'));
const PricingPage = lazy(() => import('../pages/PricingPage.tsx'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage.tsx'));

export const publicRoutes = (
  <>
    <Route path={PUBLIC_PATHS.reports} element={<Navigate to="/dashboard/reports" replace />} />
    <Route element={<PublicLayout variant="auth" />}>
      <Route path={PUBLIC_PATHS.login} element={<LoginPage />} />
      <Route path={PUBLIC_PATHS.signup} element={<SignupPage />} />
      {/* where Google and Apple send the browser back (server/auth/oidc.ts) */}
      <Route path={PUBLIC_PATHS.authCallback} element={<AuthCallbackPage />} />
    </Route>
    <Route element={<PublicLayout />}>
      <Route path={PUBLIC_PATHS.landing} element={<LandingPage />} />
      <Route path={PUBLIC_PATHS.aiEmployees} element={<AiEmployeesPage />} />
      <Route path={PUBLIC_PATHS.aiAssistant} element={<AiAssistantPage />} />
      <Route path={PUBLIC_PATHS.pricing} element={<PricingPage />} />
      <Route path={PUBLIC_PATHS.contact} element={<ContactPage />} />
      {INFO_PAGE_KEYS.map((key) => (
        <Route key={key} path={INFO_PAGES[key].path} element={<InfoPage key={key} page={key} />} />
      ))}
      {FEATURE_SLUGS.map((slug) => (
        <Route key={slug} path={featurePath(slug)} element={<FeaturePage key={slug} slug={slug} />} />
      ))}
      {/* unknown addresses outside /dashboard: a real 404 inside the site's shell */}
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </>
);
