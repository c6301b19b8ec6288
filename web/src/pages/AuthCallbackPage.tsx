// /auth/callback: where Google and Apple send the browser back (Apple's form_post arrives here as a
// query through the server's 303). The page hands the answer to POST /api/auth/oidc/complete, which
// checks it, and then signs in, asks for the two-factor code, or says what went wrong.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_NEXT, safeNextPath } from '../../../core/auth/oidc.ts';
import type { OidcCompleteBody, OidcCompleteResponse } from '../../../core/auth/api.ts';
import { api } from '../api/client.ts';
import { ErrorMessage } from '../components/ErrorMessage.tsx';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { AuthLayout } from '../features/auth/AuthLayout.tsx';
import { TwoFactorStep } from '../features/auth/TwoFactorStep.tsx';
import { useOidcProviders } from '../features/auth/useOidcProviders.ts';
import { usePageMeta } from '../public/usePageMeta.ts';
import { useSession } from '../stores/session.ts';

const FIELDS = ['state', 'code', 'error', 'error_description', 'user', 'iss'] as const;

type View = { kind: 'working' } | { kind: 'code'; next: string } | { kind: 'failed'; error: unknown };

/** The provider's answer in the query, or null without a state (nothing to complete). */
function answerFrom(params: URLSearchParams): OidcCompleteBody | null {
  const body: Partial<OidcCompleteBody> = {};
  for (const key of FIELDS) {
    const value = params.get(key);
    if (value !== null) body[key] = value;
  }
  return body.state ? (body as OidcCompleteBody) : null;
}

/** Visited without an answer to complete (a bookmark, a reload after signing in). */
function NothingToComplete() {
  const providers = useOidcProviders();
  return (
    <AuthLayout title="Sign-in with Google or Apple" subtitle="Completing sign-in with Google or Apple.">
      {providers === null ? (
        <LoadingScreen text="Loading…" />
      ) : (
        <p className="alert alert-info" data-testid="oidc-callback-info">
          {providers.length === 0
            ? 'Sign-in with Google or Apple is not configured on this server.'
            : 'There is no sign-in to complete here. Start from the login page.'}
        </p>
      )}
      <p className="auth-switch">
        <Link to="/login">Log in</Link> or <Link to="/signup">create an account</Link>.
      </p>
    </AuthLayout>
  );
}

export default function AuthCallbackPage() {
  usePageMeta('Sign-in');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = useSession((s) => s.status);
  const [view, setView] = useState<View>({ kind: 'working' });
  const sent = useRef(false);
  // read once: the answer is used once, whatever the address bar does afterwards
  const [answer] = useState(() => answerFrom(params));

  useEffect(() => {
    // wait for the first /api/me: its answer (anonymous) must not land after this sign-in
    if (!answer || sent.current || status === 'idle' || status === 'checking') return;
    sent.current = true;
    api<OidcCompleteResponse>('/api/auth/oidc/complete', { method: 'POST', body: answer }).then(
      (r) => {
        const next = safeNextPath(r.next) ?? DEFAULT_NEXT;
        if ('twoFactorRequired' in r) {
          useSession.setState({ challenge: r.challenge });
          setView({ kind: 'code', next });
          return;
        }
        useSession.getState().signedIn(r.user);
        navigate(next, { replace: true });
      },
      (error: unknown) => setView({ kind: 'failed', error }),
    );
  }, [answer, status, navigate]);

  if (!answer) return <NothingToComplete />;
  if (view.kind === 'code') return <TwoFactorStep onVerified={() => navigate(view.next, { replace: true })} />;
  if (view.kind === 'failed') {
    return (
      <AuthLayout title="Sign-in did not work" subtitle="You are not signed in.">
        <ErrorMessage error={view.error} testId="oidc-error" />
        <p className="auth-switch">
          <Link to="/login">Back to log in</Link>
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Signing you in…" subtitle="Checking the answer from your sign-in provider.">
      <LoadingScreen text="Signing you in…" />
    </AuthLayout>
  );
}
