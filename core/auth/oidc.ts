// Sign in with Google or Apple (OpenID Connect): which providers are on, what a verified identity
// means for our accounts, and the messages a person sees. Pure: the protocol itself (discovery,
// PKCE, id token validation) is openid-client's, in server/auth/oidc.ts.
import type { Config } from '../config.ts';

export const OIDC_PROVIDER_IDS = ['google', 'apple'] as const;
export type OidcProviderId = (typeof OIDC_PROVIDER_IDS)[number];

export const OIDC_PROVIDER_NAMES: Record<OidcProviderId, string> = { google: 'Google', apple: 'Apple' };

/** How long a started sign-in may take at the provider before it has to start again. */
export const OIDC_FLOW_MS = 10 * 60_000;
/** The path of the redirect URI (registered at Google and Apple as PUBLIC_URL + this). */
export const OIDC_CALLBACK_PATH = '/auth/callback';

export const FLOW_GONE = 'This sign-in has expired or was already used. Start again.';

interface ProviderBase {
  id: OidcProviderId;
  name: string;
  issuer: string;
  clientId: string;
  scope: string;
  /** Apple posts the answer back (form_post); Google redirects with a query */
  responseMode: 'query' | 'form_post';
}
export interface GoogleProvider extends ProviderBase {
  id: 'google';
  clientSecret: string;
}
export interface AppleProvider extends ProviderBase {
  id: 'apple';
  teamId: string;
  keyId: string;
  /** PKCS#8 PEM with real line breaks */
  privateKey: string;
}
export type OidcProvider = GoogleProvider | AppleProvider;

export const isOidcProviderId = (s: unknown): s is OidcProviderId => typeof s === 'string' && (OIDC_PROVIDER_IDS as readonly string[]).includes(s);

/** A PEM pasted into an environment variable often has literal "\n" in place of line breaks. */
export const normalizePem = (pem: string) => pem.replace(/\\r\\n|\\n/g, '\n').trim() + '\n';

/** The providers whose every variable is set, Google first. */
export function configuredProviders(config: Config): OidcProvider[] {
  const out: OidcProvider[] = [];
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    out.push({
      id: 'google',
      name: OIDC_PROVIDER_NAMES.google,
      issuer: config.GOOGLE_ISSUER,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      scope: 'openid email profile',
      responseMode: 'query',
    });
  }
  if (config.APPLE_CLIENT_ID && config.APPLE_TEAM_ID && config.APPLE_KEY_ID && config.APPLE_PRIVATE_KEY) {
    out.push({
      id: 'apple',
      name: OIDC_PROVIDER_NAMES.apple,
      issuer: config.APPLE_ISSUER,
      clientId: config.APPLE_CLIENT_ID,
      teamId: config.APPLE_TEAM_ID,
      keyId: config.APPLE_KEY_ID,
      privateKey: normalizePem(config.APPLE_PRIVATE_KEY),
      // Apple's scope is "name email" (plus openid); the name comes in the first form_post's `user` field only
      scope: 'openid name email',
      responseMode: 'form_post',
    });
  }
  return out;
}

/** The `next` to return to after signing in: a same-site path ("/…", not "//…" or "/\…"), else null. */
export function safeNextPath(next: unknown): string | null {
  if (typeof next !== 'string' || next.length > 2000) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // control characters have no place in a path (header splitting, odd parsers)
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  return next;
}

export const DEFAULT_NEXT = '/dashboard';

/** What the provider vouched for, read from the validated id token (and Apple's `user` field). */
export interface VerifiedIdentity {
  provider: OidcProviderId;
  subject: string;
  /** lower-cased */
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** Google sends booleans; Apple sends "true"/"false" as strings. */
const truthy = (v: unknown) => v === true || v === 'true';
const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const NAME_MAX = 120;
const clip = (s: string | null) => (s === null ? null : s.slice(0, NAME_MAX).trim() || null);

/** Apple's form_post `user` field: {"name":{"firstName":"Ada","lastName":"Lovelace"},"email":"…"}; anything else → null. */
export function nameFromAppleUser(user: string | undefined): string | null {
  if (!user) return null;
  try {
    const parsed = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } } | null;
    const name = parsed && typeof parsed === 'object' ? parsed.name : undefined;
    if (!name || typeof name !== 'object') return null;
    return clip([str(name.firstName), str(name.lastName)].filter(Boolean).join(' ') || null);
  } catch {
    return null;
  }
}

/**
 * The identity in a validated id token. The name: the token's `name`, else given + family name,
 * else (Apple) the first form_post's `user` field. That field comes from the browser, so only the
 * name is taken from it, never the email.
 */
export function identityFromClaims(provider: OidcProviderId, claims: Record<string, unknown>, appleUser?: string): VerifiedIdentity {
  const subject = str(claims.sub);
  if (!subject) throw new Error('the id token has no subject');
  const email = str(claims.email)?.toLowerCase() ?? null;
  const given = [str(claims.given_name), str(claims.family_name)].filter(Boolean).join(' ') || null;
  const name = clip(str(claims.name) ?? given) ?? (provider === 'apple' ? nameFromAppleUser(appleUser) : null);
  return { provider, subject, email, emailVerified: email !== null && truthy(claims.email_verified), name };
}

/** A fallback name for a new account: the part of the email before the @. */
export function nameForNewAccount(identity: VerifiedIdentity): string {
  if (identity.name) return identity.name;
  const local = identity.email?.split('@')[0]?.trim();
  return clip(local || null) ?? `${OIDC_PROVIDER_NAMES[identity.provider]} user`;
}

/** What the database knows about this identity. */
export interface KnownAccounts {
  /** the user already linked to (provider, subject) */
  identityUserId: string | null;
  /** the account with the identity's email, if any */
  emailUserId: string | null;
}

export type SignInDecision =
  | { kind: 'existing'; userId: string }
  | { kind: 'link'; userId: string }
  | { kind: 'create'; email: string; fullName: string }
  | { kind: 'refuse'; status: number; message: string };

/**
 * The account a verified identity signs in to:
 * - already linked → that user;
 * - an account with the same email, the provider saying the email is verified → link it to that account;
 * - the same email, not verified → refused (whoever controls that provider account has not shown they own the address);
 * - no account with that email: a new one with the token's email and name, but only when the provider has
 *   verified the address (otherwise whoever owns it could never sign up with it themselves).
 */
export function decideSignIn(identity: VerifiedIdentity, known: KnownAccounts): SignInDecision {
  const provider = OIDC_PROVIDER_NAMES[identity.provider];
  if (known.identityUserId) return { kind: 'existing', userId: known.identityUserId };
  if (known.emailUserId) {
    if (identity.emailVerified) return { kind: 'link', userId: known.emailUserId };
    return {
      kind: 'refuse',
      status: 403,
      message:
        `An account with ${identity.email} already exists, but ${provider} has not verified that this email is yours. ` +
        `Log in with your password instead (you can then use ${provider} once the address is verified there).`,
    };
  }
  if (!identity.email) {
    return {
      kind: 'refuse',
      status: 400,
      message: `${provider} did not share an email address, and an account needs one. Allow sharing your email with Prime Finance, or sign up with email and password.`,
    };
  }
  if (!identity.emailVerified) {
    return {
      kind: 'refuse',
      status: 403,
      message:
        `${provider} has not verified ${identity.email}, so Prime Finance cannot open an account for it. ` +
        `Verify the address with ${provider}, or sign up with email and password.`,
    };
  }
  return { kind: 'create', email: identity.email, fullName: nameForNewAccount(identity) };
}

/** The message for an error the provider sent back instead of a code. */
export function providerErrorMessage(provider: OidcProviderId, error: string, description?: string): string {
  const name = OIDC_PROVIDER_NAMES[provider];
  const said = `${error.slice(0, 100)}${description ? ` (${description.slice(0, 300)})` : ''}`;
  const cancelled = error === 'access_denied' || error === 'user_cancelled_authorize';
  return `${name} said: ${said}. ${cancelled ? 'Sign-in was cancelled; ' : ''}You are not signed in. Start again, or log in with your email and password.`;
}

/** The message of a password login on an account that has no password (it was made through Google or Apple). */
export function noPasswordMessage(providers: readonly OidcProviderId[]): string {
  const names = providers.length ? providers.map((p) => OIDC_PROVIDER_NAMES[p]).join(' or ') : 'Google/Apple';
  return `This account signs in with ${names}.`;
}
