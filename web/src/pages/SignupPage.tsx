import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../components/Button.tsx';
import { ErrorMessage } from '../components/ErrorMessage.tsx';
import { AuthLayout } from '../features/auth/AuthLayout.tsx';
import { OidcButtons } from '../features/auth/OidcButtons.tsx';
import { TextField } from '../features/auth/TextField.tsx';
import { useAuthRedirect } from '../features/auth/useAuthRedirect.ts';
import { useAuthSubmit } from '../features/auth/useAuthSubmit.ts';
import { usePageMeta } from '../public/usePageMeta.ts';
import { useSession } from '../stores/session.ts';

export default function SignupPage() {
  usePageMeta('Sign up');
  const signup = useSession((s) => s.signup);
  const { next, search } = useAuthRedirect();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // useAuthRedirect navigates once the session is authenticated
  const { error, busy, onSubmit } = useAuthSubmit(() => signup(email.trim(), password, fullName.trim()).then(() => undefined));

  return (
    <AuthLayout title="Create your account" subtitle="Byte, Tag, Crystal and Intelia are ready to work on your statements.">
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField label="Full name" name="fullName" autoComplete="name" value={fullName} onChange={(e) => setFullName(e.target.value)} required />
        <TextField label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <ErrorMessage error={error} />
        <Button type="submit" disabled={busy}>
          {busy ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
      <OidcButtons next={next} />
      <p className="auth-switch">
        Already have an account? <Link to={`/login${search}`}>Log in</Link>
      </p>
    </AuthLayout>
  );
}
