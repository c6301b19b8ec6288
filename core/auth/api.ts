// What the sign-in routes answer (server/auth/routes.ts, server/auth/oidc.ts) and the web reads.
import type { OidcProviderId } from './oidc.ts';

export interface UserDto {
  id: string;
  email: string;
  fullName: string;
  role: 'user' | 'admin';
  plan: string;
  /** ISO 4217: totals are shown in it */
  homeCurrency: string;
}

/** POST /api/auth/login: a session, or (two-factor authentication on) the challenge for POST /api/auth/login/2fa. */
export type LoginResponse =
  | { user: UserDto /** after logging in with a recovery code: how many are left */; recoveryCodesLeft?: number }
  | { twoFactorRequired: true; challenge: string; expiresAt: string };

// ── sign in with Google or Apple (core/auth/oidc.ts) ──

/** GET /api/auth/providers */
export interface OidcProviderDto {
  id: OidcProviderId;
  name: string;
}
export interface OidcProvidersDto {
  providers: OidcProviderDto[];
}

/** POST /api/auth/oidc/complete: the callback's query, as the provider sent it. */
export interface OidcCompleteBody {
  state: string;
  code?: string;
  error?: string;
  error_description?: string;
  /** Apple's first form_post only: {"name":{"firstName","lastName"},"email"} as JSON */
  user?: string;
  iss?: string;
}
/** A session (`user`) or, with two-factor authentication on, the code step of POST /api/auth/login; `next` either way. */
export type OidcCompleteResponse = LoginResponse & { next: string };
