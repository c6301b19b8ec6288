// The second factor: TOTP codes (each step used once) or one-time recovery codes, and the rules of
// the login challenge (POST /api/auth/login → POST /api/auth/login/2fa).
import { createHash, randomBytes } from 'node:crypto';
import type { LoginResponse } from '../../core/auth/api.ts';
import { RECOVERY_CODE_BYTES, RECOVERY_CODE_COUNT, normalizeRecoveryCode, recoveryCodesFrom, verifyTotp } from '../../core/auth/totp.ts';
import type { UserRow, UsersRepo } from '../../db/repos/users.ts';
import { newSessionToken, sessionIdOf } from './sessions.ts';

/** how long the password step stays good for the code step */
export const LOGIN_CHALLENGE_MS = 5 * 60_000;
/** wrong codes that kill one challenge */
export const CHALLENGE_MAX_ATTEMPTS = 5;
/**
 * Wrong codes of one account, over all its challenges, after which codes are refused for a while:
 * without it, someone who has the password could start challenge after challenge and keep guessing.
 */
export const WRONG_CODES_LIMIT = 10;
export const WRONG_CODES_WINDOW_MS = 15 * 60_000;

export const recoveryCodeHash = (normalized: string) => createHash('sha256').update(normalized).digest('hex');

/** New recovery codes to show once, and the hashes to store. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = recoveryCodesFrom(randomBytes(RECOVERY_CODE_COUNT * RECOVERY_CODE_BYTES));
  return { codes, hashes: codes.map((c) => recoveryCodeHash(normalizeRecoveryCode(c)!)) };
}

/**
 * Checks a code for a user with 2FA on and uses it up: a TOTP code's step is recorded (a code of
 * that step or an earlier one is refused from then on, even when two requests race), a recovery
 * code is removed. null when the code is wrong, replayed or too old.
 */
export async function useSecondFactor(users: UsersRepo, user: UserRow, code: string, nowMs: number): Promise<'totp' | 'recovery' | null> {
  if (!user.totpEnabled || !user.totpSecret) return null;
  const step = verifyTotp(user.totpSecret, code, nowMs, { afterStep: user.totpLastStep });
  if (step !== null) return (await users.claimTotpStep(user.id, step)) ? 'totp' : null;
  const recovery = normalizeRecoveryCode(code);
  if (recovery && (await users.useRecoveryCode(user.id, recoveryCodeHash(recovery)))) return 'recovery';
  return null;
}

export type LoginChallenge = Extract<LoginResponse, { twoFactorRequired: true }>;

/**
 * The first factor was right (a password, or Google or Apple): no session yet, the code step
 * (POST /api/auth/login/2fa) finishes it with this challenge.
 */
export async function startLoginChallenge(users: UsersRepo, userId: string): Promise<LoginChallenge> {
  const challenge = newSessionToken();
  const expiresAt = new Date(Date.now() + LOGIN_CHALLENGE_MS);
  await users.createLoginChallenge(sessionIdOf(challenge), userId, expiresAt, new Date(Date.now() - WRONG_CODES_WINDOW_MS));
  return { twoFactorRequired: true, challenge, expiresAt: expiresAt.toISOString() };
}

/** Whether signing in as this user takes a code after the first factor. */
export const needsSecondFactor = (user: UserRow) => user.totpEnabled && user.totpSecret !== null;
