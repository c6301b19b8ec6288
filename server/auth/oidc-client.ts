// The OpenID Connect protocol with Google and Apple, through openid-client: discovery (cached per
// provider), the authorization URL with PKCE and a nonce, and the code exchange whose id token the
// library validates (signature against the provider's JWKS, iss, aud, exp, nonce).
import * as oidc from 'openid-client';
import { SignJWT, importPKCS8 } from 'jose';
import type { AppleProvider, OidcProvider, OidcProviderId } from '../../core/auth/oidc.ts';

/** Apple's client secret lives this long (Apple allows up to 6 months; short is safer). */
const APPLE_SECRET_SECONDS = 5 * 60;

/** http is allowed only for an issuer on this machine (the tests' fake provider). */
function isLoopbackHttp(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

export class OidcUnavailable extends Error {}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface CodeExchange {
  redirectUri: string;
  state: string;
  code: string;
  iss?: string;
  nonce: string;
  codeVerifier: string;
}

export class OidcClients {
  private readonly configs = new Map<OidcProviderId, Promise<oidc.Configuration>>();
  private appleSecret: { value: string; renewAfter: number } | null = null;
  private appleKey: Promise<CryptoKey> | null = null;

  constructor(private readonly providers: readonly OidcProvider[]) {}

  provider(id: string): OidcProvider | null {
    return this.providers.find((p) => p.id === id) ?? null;
  }

  /** Apple's client_secret: an ES256 JWT signed with the team's key (iss team, sub Services ID, aud Apple). */
  async appleClientSecret(provider: AppleProvider, nowMs = Date.now()): Promise<string> {
    if (this.appleSecret && nowMs < this.appleSecret.renewAfter) return this.appleSecret.value;
    this.appleKey ??= importPKCS8(provider.privateKey, 'ES256').catch((err: unknown) => {
      this.appleKey = null;
      throw new OidcUnavailable(`APPLE_PRIVATE_KEY is not an ES256 private key in PKCS#8 PEM (the .p8 file from Apple): ${(err as Error).message}`);
    });
    const now = Math.floor(nowMs / 1000);
    const value = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: provider.keyId })
      .setIssuer(provider.teamId)
      .setSubject(provider.clientId)
      .setAudience(provider.issuer)
      .setIssuedAt(now)
      .setExpirationTime(now + APPLE_SECRET_SECONDS)
      .sign(await this.appleKey);
    this.appleSecret = { value, renewAfter: nowMs + (APPLE_SECRET_SECONDS - 60) * 1000 };
    return value;
  }

  /** The provider's configuration from its discovery document, fetched once (again after a failure). */
  private configuration(provider: OidcProvider): Promise<oidc.Configuration> {
    let config = this.configs.get(provider.id);
    if (!config) {
      const execute = [oidc.enableNonRepudiationChecks];
      if (isLoopbackHttp(provider.issuer)) execute.push(oidc.allowInsecureRequests);
      const auth: oidc.ClientAuth =
        provider.id === 'google'
          ? oidc.ClientSecretPost(provider.clientSecret)
          : // Apple's secret is a short-lived JWT: made fresh (see exchange) and read when the request is sent
            (_as, client, body) => {
              if (!this.appleSecret) throw new Error('the Apple client secret was not prepared');
              body.set('client_id', client.client_id);
              body.set('client_secret', this.appleSecret.value);
            };
      config = oidc.discovery(new URL(provider.issuer), provider.clientId, undefined, auth, { execute, timeout: 15 }).catch((err: unknown) => {
        this.configs.delete(provider.id);
        throw new OidcUnavailable(`Could not reach ${provider.name} to sign in (${(err as Error).message}). Try again in a moment.`);
      });
      this.configs.set(provider.id, config);
    }
    return config;
  }

  async authorizationUrl(provider: OidcProvider, req: AuthorizationRequest): Promise<URL> {
    const config = await this.configuration(provider);
    if (provider.id === 'apple') await this.appleClientSecret(provider); // a bad key shows now, not after the user went to Apple
    return oidc.buildAuthorizationUrl(config, {
      redirect_uri: req.redirectUri,
      scope: provider.scope,
      state: req.state,
      nonce: req.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(req.codeVerifier),
      code_challenge_method: 'S256',
      ...(provider.responseMode === 'form_post' ? { response_mode: 'form_post' } : {}),
    });
  }

  /** Exchanges the code; returns the validated id token's claims. Throws openid-client's errors. */
  async exchange(provider: OidcProvider, ex: CodeExchange): Promise<Record<string, unknown>> {
    const config = await this.configuration(provider);
    if (provider.id === 'apple') await this.appleClientSecret(provider);
    const currentUrl = new URL(ex.redirectUri);
    currentUrl.searchParams.set('code', ex.code);
    currentUrl.searchParams.set('state', ex.state);
    if (ex.iss) currentUrl.searchParams.set('iss', ex.iss);
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: ex.codeVerifier,
      expectedNonce: ex.nonce,
      expectedState: ex.state,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no id token in the answer');
    return claims as Record<string, unknown>;
  }
}

/** A library error in words a person can act on. */
export function describeOidcError(err: unknown): string {
  if (err instanceof oidc.ResponseBodyError) return `${err.error}${err.error_description ? `: ${err.error_description}` : ''}`;
  if (err instanceof oidc.AuthorizationResponseError) return `${err.error}${err.error_description ? `: ${err.error_description}` : ''}`;
  const e = err as { message?: string; cause?: { message?: string } };
  const cause = e?.cause?.message;
  return [e?.message, cause && cause !== e?.message ? cause : null].filter(Boolean).join(': ') || 'unknown error';
}
