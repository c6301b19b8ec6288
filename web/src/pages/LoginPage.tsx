import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../components/Button.tsx';
import { ErrorMessage } from '../components/ErrorMessage.tsx';
import { AuthLayout } from '../features/auth/AuthLayout.tsx';
import { TextField } from '../features/auth/TextField.tsx';
import { useAuthRedirect } from '../features/auth/useAuthRedirect.ts';
import { usePageMeta } from '../public/usePageMeta.ts';
import { useSession } from '../stores/session.ts';

export default function LoginPage() {
  usePageMeta('Log in');
  const login = useSession((s) => s.login);
  const verifyCode = useSession((s) => s.verifyCode);
  const challenge = useSession((s) => s.challenge);
  const [code, setCode] = useState('');
  const checkError = useSession((s) => s.checkError);
  const { search } = useAuthRedirect();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      // useAuthRedirect navigates once the session is authenticated; null: the code step is next
      if ((await login(email.trim(), password)) === null) setBusy(false);
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  }

  async function onCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await verifyCode(code.trim());
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  }

  if (challenge) {
    return (
      <AuthLayout title="Two-factor authentication" subtitle="Enter the 6-digit code from your authenticator app, or one of your recovery codes.">
        <form className="form" onSubmit={onCode} noValidate>
          <TextField
            label="Authentication code"
            name="code"
            autoComplete="one-time-code"
            inputMode="text"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            required
          />
          <ErrorMessage error={error} />
          <Button type="submit" disabled={busy || code.trim() === ''}>
            {busy ? 'Checking...' : 'Verify'}
          </Button>
        </form>
      </AuthLayout>
    );
  }

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
      <p className="auth-switch">
        New to Prime Finance? <Link to={`/signup${search}`}>Create an account</Link>
      </p>
    </AuthLayout>
  );
}
