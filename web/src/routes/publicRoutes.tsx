// The public site's routes (everything outside /dashboard). A fragment of <Route>s for App's <Routes>.
import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';

const LoginPage = lazy(() => import('../pages/LoginPage.tsx'));
const SignupPage = lazy(() => import('../pages/SignupPage.tsx'));
const PricingPage = lazy(() => import('../pages/PricingPage.tsx'));

export const publicRoutes = (
  <>
    <Route path="/" element={<Navigate to="/dashboard" replace />} />
    <Route path="/login" element={<LoginPage />} />
    <Route path="/signup" element={<SignupPage />} />
    <Route path="/pricing" element={<PricingPage />} />
  </>
);
