// The public site's routes (everything outside /dashboard). A fragment of <Route>s for App's <Routes>.
// Every page, and the public layout with its CSS, is loaded lazily: the dashboard never pulls them in,
// and the landing page pulls in nothing of the dashboard.
import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { FEATURE_SLUGS, featurePath } from '../public/data/featureSlugs.ts';
import { INFO_PAGE_KEYS, INFO_PAGES } from '../public/data/info.ts';

const PublicLayout = lazy(() => import('../public/PublicLayout.tsx'));
const LandingPage = lazy(() => import('../public/pages/LandingPage.tsx'));
const AiEmployeesPage = lazy(() => import('../public/pages/AiEmployeesPage.tsx'));
const AiAssistantPage = lazy(() => import('../public/pages/AiAssistantPage.tsx'));
const ContactPage = lazy(() => import('../public/pages/ContactPage.tsx'));
const FeaturePage = lazy(() => import('../public/pages/FeaturePage.tsx'));
const InfoPage = lazy(() => import('../public/pages/InfoPage.tsx'));
const LoginPage = lazy(() => import('../pages/LoginPage.tsx'));
const SignupPage = lazy(() => import('../pages/SignupPage.tsx'));
const PricingPage = lazy(() => import('../pages/PricingPage.tsx'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage.tsx'));

export const publicRoutes = (
  <>
    <Route path="/reports" element={<Navigate to="/dashboard/reports" replace />} />
    <Route element={<PublicLayout variant="auth" />}>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<SignupPage />} />
    </Route>
    <Route element={<PublicLayout />}>
      <Route path="/" element={<LandingPage />} />
      <Route path="/ai-employees" element={<AiEmployeesPage />} />
      <Route path="/ai-assistant" element={<AiAssistantPage />} />
      <Route path="/pricing" element={<PricingPage />} />
      <Route path="/contact" element={<ContactPage />} />
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
