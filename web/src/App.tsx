import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Toaster } from './components/Toaster.tsx';
import { LoadingScreen } from './components/LoadingScreen.tsx';
import { useSession } from './stores/session.ts';
import { dashboardRoutes } from './routes/dashboardRoutes.tsx';
import { publicRoutes } from './routes/publicRoutes.tsx';

const NotFoundPage = lazy(() => import('./pages/NotFoundPage.tsx'));

export function App() {
  const check = useSession((s) => s.check);
  useEffect(() => {
    void check();
  }, [check]);

  return (
    <>
      <Suspense fallback={<LoadingScreen text="Connecting to AI..." />}>
        <Routes>
          {publicRoutes}
          {dashboardRoutes}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
      <Toaster />
    </>
  );
}
