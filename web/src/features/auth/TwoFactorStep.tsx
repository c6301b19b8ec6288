import { useState } from 'react';
import type { UserDto } from '../../../../core/auth/api.ts';
import { Button } from '../../components/Button.tsx';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { useSession } from '../../stores/session.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { TextField } from './TextField.tsx';
import { useAuthSubmit } from './useAuthSubmit.ts';

/**
 * The code step of a sign-in with two-factor authentication on (after a password, Google or Apple):
 * the session store holds the challenge; a right code signs in.
 */
export function TwoFactorStep({ onVerified }: { onVerified?: (user: UserDto) => void }) {
  const verifyCode = useSession((s) => s.verifyCode);
  const [code, setCode] = useState('');
  const { error, busy, onSubmit } = useAuthSubmit(async () => {
    // (not `onVerified?.(await …)`: without onVerified that would skip the call altogether)
    const user = await verifyCode(code.trim());
    onVerified?.(user);
  });

  return (
    <AuthLayout title="Two-factor authentication" subtitle="Enter the 6-digit code from your authenticator app, or one of your recovery codes.">
      <form className="form" onSubmit={onSubmit} noValidate>
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
