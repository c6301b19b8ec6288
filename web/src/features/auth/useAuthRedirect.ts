import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../stores/session.ts';
import { safeNextPath } from './nextPath.ts';

/** The `?next=` target, and a redirect there as soon as the session is known to be signed in. */
export function useAuthRedirect(): { next: string; search: string } {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = useSession((s) => s.status);
  const rawNext = params.get('next');
  const next = safeNextPath(rawNext);

  useEffect(() => {
    if (status === 'authenticated') navigate(next, { replace: true });
  }, [status, next, navigate]);

  return { next, search: rawNext ? `?next=${encodeURIComponent(next)}` : '' };
}
