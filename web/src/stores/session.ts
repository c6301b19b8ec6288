// The signed-in user. `/api/me` decides; the cookie itself is invisible to scripts.
import { create } from 'zustand';
import type { UserDto } from '../../../core/api.ts';
import { api, ApiRequestError, setUnauthorizedHandler } from '../api/client.ts';
import { disconnectSocket } from '../socket.ts';

export type SessionStatus = 'idle' | 'checking' | 'authenticated' | 'anonymous';

interface SessionState {
  user: UserDto | null;
  status: SessionStatus;
  /** Set when `/api/me` failed for a reason other than 401. */
  checkError: string | null;
  check: () => Promise<void>;
  login: (email: string, password: string) => Promise<UserDto>;
  signup: (email: string, password: string, fullName: string) => Promise<UserDto>;
  logout: () => Promise<void>;
}

export const useSession = create<SessionState>()((set, get) => ({
  user: null,
  status: 'idle',
  checkError: null,

  async check() {
    if (get().status !== 'idle') return;
    set({ status: 'checking', checkError: null });
    try {
      // anonymous visitors get {user: null} (not a 401), so a first visit logs no error
      const { user } = await api<{ user: UserDto | null }>('/api/me');
      set(user ? { user, status: 'authenticated' } : { user: null, status: 'anonymous' });
    } catch (err) {
      const checkError = err instanceof ApiRequestError && err.status === 401 ? null : err instanceof Error ? err.message : null;
      set({ user: null, status: 'anonymous', checkError });
    }
  },

  async login(email, password) {
    const { user } = await api<{ user: UserDto }>('/api/auth/login', { method: 'POST', body: { email, password } });
    disconnectSocket();
    set({ user, status: 'authenticated', checkError: null });
    return user;
  },

  async signup(email, password, fullName) {
    const { user } = await api<{ user: UserDto }>('/api/auth/signup', {
      method: 'POST',
      body: { email, password, fullName },
    });
    disconnectSocket();
    set({ user, status: 'authenticated', checkError: null });
    return user;
  },

  async logout() {
    try {
      await api<void>('/api/auth/logout', { method: 'POST' });
    } finally {
      disconnectSocket();
      set({ user: null, status: 'anonymous', checkError: null });
    }
  },
}));

// A 401 on any signed-in request means the session is gone: RequireAuth then sends the user to /login?next=.
setUnauthorizedHandler(() => {
  if (useSession.getState().status !== 'authenticated') return;
  disconnectSocket();
  useSession.setState({ user: null, status: 'anonymous', checkError: null });
});
