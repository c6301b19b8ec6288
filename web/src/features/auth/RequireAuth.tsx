import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { useSession } from '../../stores/session.ts';
import { loginPathFor } from './nextPath.ts';

/** Renders children for signed-in users; sends anonymous visitors to /login?next=<path>. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const location = useLocation();

  if (status === 'idle' || status === 'checking') return <LoadingScreen text="Checking authentication..." />;
  if (status === 'anonymous') {
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  }
  return <>{children}</>;
}
