import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../api/client.ts';
import { useSession } from '../../stores/session.ts';
import { showToast } from '../../stores/toasts.ts';

/** Signs out (the server forgets the session) and goes to /login, even when the server could not be reached. */
export function useSignOut(): { signOut: () => Promise<void>; busy: boolean } {
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signOut = useCallback(async () => {
    setBusy(true);
    try {
      await logout();
    } catch (err) {
      showToast(`Sign out did not reach the server: ${errorText(err)}`, 'error');
    }
    navigate('/login', { replace: true });
  }, [logout, navigate]);
  return { signOut, busy };
}
