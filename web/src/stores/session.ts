// The signed-in user. `/api/me` decides; the cookie itself is invisible to scripts.
import { create } from 'zustand';
import type { LoginResponse, UserDto } from '../../../core/auth/api.ts';
import { api, ApiRequestError, setUnauthorizedHandler } from '../api/client.ts';
import { disconnectSocket } from '../socket.ts';
import { setHomeCurrency } from '../lib/format.ts';

export type SessionStatus = 'idle' | 'checking' | 'authenticated' | 'anonymous';

interface SessionState {
  user: UserDto | null;
  status: SessionStatus;
  /** Set when `/api/me` failed for a reason other than 401. */
  checkError: string | null;
  check: () => Promise<void>;
  /** null when two-factor authentication asks for a code: see `challenge` and verifyCode */
  login: (email: string, password: string) => Promise<UserDto | null>;
  /** the second step's challenge after a correct password, while two-factor authentication asks for a code */
  challenge: string | null;
  verifyCode: (code: string) => Promise<UserDto>;
  signup: (email: string, password: string, fullName: string) => Promise<UserDto>;
  /** A sign-in the server has just accepted (password, code, Google or Apple): this user from now on. */
  signedIn: (user: UserDto) => void;
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
      if (user) setHomeCurrency(user.homeCurrency);
      set(user ? { user, status: 'authenticated' } : { user: null, status: 'anonymous' });
    } catch (err) {
      const checkError = err instanceof ApiRequestError && err.status === 401 ? null : err instanceof Error ? err.message : null;
      set({ user: null, status: 'anonymous', checkError });
    }
  },

  challenge: null,

  async login(email, password) {
    const r = await api<LoginResponse>('/api/auth/login', { method: 'POST', body: { email, password } });
    if ('twoFactorRequired' in r) {
      set({ challenge: r.challenge });
      return null;
    }
    get().signedIn(r.user);
    return r.user;
  },

  async verifyCode(code) {
    const challenge = get().challenge;
    if (!challenge) throw new Error('Log in with your password first.');
    const { user } = await api<{ user: UserDto }>('/api/auth/login/2fa', { method: 'POST', body: { challenge, code } });
    get().signedIn(user);
    return user;
  },

  async signup(email, password, fullName) {
    const { user } = await api<{ user: UserDto }>('/api/auth/signup', {
      method: 'POST',
      body: { email, password, fullName },
    });
    get().signedIn(user);
    return user;
  },

  signedIn(user) {
    // the socket was opened for whoever was signed in before: a new one joins this user's room
    disconnectSocket();
    setHomeCurrency(user.homeCurrency);
    set({ user, status: 'authenticated', checkError: null, challenge: null });
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

/** The server has already ended the session (sign out everywhere, account deleted, a 401): forget it here too. */
export function forgetSession(): void {
  disconnectSocket();
  useSession.setState({ user: null, status: 'anonymous', checkError: null, challenge: null });
}

/** The signed-in user's profile changed (settings): name and email shown everywhere follow. */
export function updateSessionUser(changes: Partial<Pick<UserDto, 'fullName' | 'email'>>): void {
  const user = useSession.getState().user;
  if (user) useSession.setState({ user: { ...user, ...changes } });
}

// A 401 on any signed-in request means the session is gone: RequireAuth then sends the user to /login?next=.
setUnauthorizedHandler(() => {
  if (useSession.getState().status !== 'authenticated') return;
  forgetSession();
});
