import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../components/Button.tsx';
import { ErrorMessage } from '../components/ErrorMessage.tsx';
import { AuthLayout } from '../features/auth/AuthLayout.tsx';
import { OidcButtons } from '../features/auth/OidcButtons.tsx';
import { TextField } from '../features/auth/TextField.tsx';
import { TwoFactorStep } from '../features/auth/TwoFactorStep.tsx';
import { useAuthRedirect } from '../features/auth/useAuthRedirect.ts';
import { useAuthSubmit } from '../features/auth/useAuthSubmit.ts';
import { usePageMeta } from '../public/usePageMeta.ts';
import { useSession } from '../stores/session.ts';

export default function LoginPage() {
  usePageMeta('Log in');
  const login = useSession((s) => s.login);
  const challenge = useSession((s) => s.challenge);
  const checkError = useSession((s) => s.checkError);
  const { next, search } = useAuthRedirect();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // useAuthRedirect navigates once the session is authenticated; null: the code step is next
  const { error, busy, onSubmit } = useAuthSubmit(async () => ((await login(email.trim(), password)) === null ? 'again' : undefined));

  // useAuthRedirect navigates once the code step has signed in
  if (challenge) return <TwoFactorStep />;

  return (
    <AuthLayout title="Welcome back" subtitle="Log in to see what your AI finance team has been doing.">
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <ErrorMessage error={error ?? (checkError ? new Error(checkError) : null)} />
        <Button type="submit" disabled={busy}>
          {busy ? 'Logging in...' : 'Log in'}
        </Button>
      </form>
      <OidcButtons next={next} />
      <p className="auth-switch">
        New to Prime Finance? <Link to={`/signup${search}`}>Create an account</Link>
      </p>
    </AuthLayout>
  );
}
