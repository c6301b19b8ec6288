// Sign in with Google or Apple (OpenID Connect, authorization code flow with PKCE and a nonce).
//   GET  /api/auth/providers                    {providers: [{id, name}]}: only the configured ones
//   GET  /api/auth/oidc/:provider/start?next=/… → 302 to the provider; the flow is stored (oidc_flows)
//                                                 and tied to this browser by an httpOnly cookie
//   POST /auth/callback                          Apple's form_post → 303 to GET /auth/callback?… (the SPA page)
//   POST /api/auth/oidc/complete {state, code?, error?, error_description?, user?}
//        → {user, next} with a session, or {twoFactorRequired, challenge, expiresAt, next} (then POST /api/auth/login/2fa)
// The top-level GET /auth/callback is the web app's page: it posts its query to /complete. A
// cross-site form_post would not carry our SameSite=Lax cookies; the same-site request after the
// redirect does.
import { createHash } from 'node:crypto';
import type { LoginThrottle } from './throttle.ts';
import express, { Router, type Request, type Response } from 'express';
import * as oidc from 'openid-client';
import { z } from 'zod';
import {
  DEFAULT_NEXT,
  FLOW_GONE,
  OIDC_CALLBACK_PATH,
  OIDC_FLOW_MS,
  OIDC_PROVIDER_NAMES,
  configuredProviders,
  decideSignIn,
  identityFromClaims,
  isOidcProviderId,
  providerErrorMessage,
  safeNextPath,
  type OidcProvider,
  type VerifiedIdentity,
} from '../../core/auth/oidc.ts';
import type { OidcCompleteResponse, OidcProvidersDto } from '../../core/auth/api.ts';
import type { Config } from '../../core/config.ts';
import type { IdentitiesRepo } from '../../db/repos/identities.ts';
import { toUserDto, type UserRow, type UsersRepo } from '../../db/repos/users.ts';
import { HttpError, handle } from '../http/errors.ts';
import { requestInput } from '../http/input.ts';
import { OidcClients, OidcUnavailable, describeOidcError } from './oidc-client.ts';
import { newSessionToken, startSession } from './sessions.ts';
import { needsSecondFactor, startLoginChallenge } from './two-factor.ts';

/** The cookie that ties a started sign-in to the browser that started it (its sha256 is stored). */
export const OIDC_BINDING_COOKIE = 'pf_oidc';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const CALLBACK_FIELDS = ['state', 'code', 'error', 'error_description', 'user', 'iss'] as const;

const completeBody = z.object({
  state: z
    .string({ error: 'The answer from the sign-in provider has no state. Start again.' })
    .min(1, 'The answer from the sign-in provider has no state. Start again.')
    .max(500),
  code: z.string().min(1).max(4000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
  user: z.string().max(4000).optional(),
  iss: z.string().max(500).optional(),
});

export interface OidcRouteDeps {
  users: UsersRepo;
  identities: IdentitiesRepo;
  config: Config;
  /** the providers' protocol clients; made from config when not given */
  clients?: OidcClients;
  /** per-address brake on completions (server/auth/throttle.ts) */
  throttle?: LoginThrottle;
}

function bindingFromCookie(req: Request): string | null {
  const raw = req.headers.cookie;
  if (!raw) return null;
  for (const part of raw.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === OIDC_BINDING_COOKIE) {
      const v = value.join('=');
      return /^[A-Za-z0-9_-]{32,100}$/.test(v) ? v : null;
    }
  }
  return null;
}

/** Where the provider sends the browser back: PUBLIC_URL's origin, else the one this request came to. */
export function redirectUriFor(req: Request, config: Config): string {
  const origin = config.PUBLIC_URL ? config.PUBLIC_URL.replace(/\/+$/, '') : `${req.protocol}://${req.get('host')}`;
  return origin + OIDC_CALLBACK_PATH;
}

export function oidcRoutes({ users, identities, config, clients: given, throttle }: OidcRouteDeps): Router {
  const router = Router();
  const providers = configuredProviders(config);
  const clients = given ?? new OidcClients(providers);
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure: config.COOKIE_SECURE, path: '/' };

  router.get('/auth/providers', (_req, res) => {
    res.json({ providers: providers.map((p) => ({ id: p.id, name: p.name })) } satisfies OidcProvidersDto);
  });

  router.get(
    '/auth/oidc/:provider/start',
    handle(async (req, res) => {
      const id = String(req.params.provider);
      if (!isOidcProviderId(id)) throw new HttpError(404, `There is no sign-in with "${id.slice(0, 40)}": use google or apple.`);
      const provider = clients.provider(id);
      if (!provider) throw new HttpError(404, `Sign-in with ${OIDC_PROVIDER_NAMES[id]} is not configured on this server. Log in with your email and password.`);
      const next = safeNextPath(req.query.next) ?? DEFAULT_NEXT;
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      // one binding per browser, kept while it has a sign-in under way: two tabs can each sign in
      const binding = bindingFromCookie(req) ?? newSessionToken();
      const redirectUri = redirectUriFor(req, config);
      let url: URL;
      try {
        url = await clients.authorizationUrl(provider, { redirectUri, state, nonce, codeVerifier });
      } catch (err) {
        if (err instanceof OidcUnavailable) throw new HttpError(502, err.message);
        throw err;
      }
      await identities.createFlow({
        id: sha256(state),
        provider: provider.id,
        nonce,
        codeVerifier,
        bindingHash: sha256(binding),
        redirectUri,
        nextPath: next,
        expiresAt: new Date(Date.now() + OIDC_FLOW_MS),
      });
      res.cookie(OIDC_BINDING_COOKIE, binding, { ...cookieOptions, maxAge: OIDC_FLOW_MS });
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(302, url.href);
    }),
  );

  /** The identity's account, per core's decision; throws the refusal. */
  async function accountFor(identity: VerifiedIdentity, retried = false): Promise<UserRow> {
    const identityUserId = await identities.userIdFor(identity.provider, identity.subject);
    const emailUser = identity.email ? await users.byEmail(identity.email) : null;
    const decision = decideSignIn(identity, { identityUserId, emailUserId: emailUser?.id ?? null });
    const link = { provider: identity.provider, subject: identity.subject, email: identity.email };
    switch (decision.kind) {
      case 'refuse':
        throw new HttpError(decision.status, decision.message);
      case 'existing': {
        const user = await users.byId(decision.userId);
        if (user) return user;
        break;
      }
      case 'link':
        if (await identities.link(decision.userId, link)) return emailUser!;
        break;
      case 'create': {
        const user = await identities.createUserWithIdentity(decision.email, decision.fullName, link);
        if (user) return user;
        break;
      }
    }
    // another request changed things between reading and writing (the same identity signing in twice at once): decide again
    if (retried) throw new HttpError(409, 'Your account changed while signing in. Start again.');
    return accountFor(identity, true);
  }

  router.post(
    '/auth/oidc/complete',
    handle(async (req, res) => {
      const body = requestInput(req, { body: completeBody }, { sentences: true }).body;
      await throttle?.codeAttempt(req.ip ?? '');
      const binding = bindingFromCookie(req);
      const claimed = await identities.claimFlow(sha256(body.state), binding ? sha256(binding) : null);
      if (!claimed.ok) {
        throw new HttpError(
          400,
          claimed.reason === 'gone' ? FLOW_GONE : 'This sign-in was started in another browser, or this browser did not keep its cookie. Start again here.',
        );
      }
      const { flow } = claimed;
      const provider: OidcProvider | null = clients.provider(flow.provider);
      if (!provider) throw new HttpError(400, `Sign-in with ${OIDC_PROVIDER_NAMES[flow.provider]} is no longer configured on this server.`);
      if (body.error) throw new HttpError(400, providerErrorMessage(provider.id, body.error, body.error_description));
      if (!body.code) throw new HttpError(400, `${provider.name} sent no authorization code back. Start again.`);

      let claims: Record<string, unknown>;
      try {
        claims = await clients.exchange(provider, {
          redirectUri: flow.redirectUri,
          state: body.state,
          code: body.code,
          iss: body.iss,
          nonce: flow.nonce,
          codeVerifier: flow.codeVerifier,
        });
      } catch (err) {
        if (err instanceof OidcUnavailable) throw new HttpError(502, err.message);
        throw new HttpError(401, `${provider.name}'s answer could not be verified (${describeOidcError(err)}). You are not signed in. Start again.`);
      }
      let identity: VerifiedIdentity;
      try {
        identity = identityFromClaims(provider.id, claims, body.user);
      } catch (err) {
        throw new HttpError(401, `${provider.name}'s answer could not be used (${(err as Error).message}). You are not signed in.`);
      }
      const user = await accountFor(identity);
      const next = flow.nextPath;
      res.clearCookie(OIDC_BINDING_COOKIE, cookieOptions);
      if (needsSecondFactor(user)) {
        // the provider vouched for the first factor; the code step (POST /api/auth/login/2fa) gives the session
        res.json({ ...(await startLoginChallenge(users, user.id)), next } satisfies OidcCompleteResponse);
        return;
      }
      await startSession(users, config, res, user.id);
      res.json({ user: toUserDto(user), next } satisfies OidcCompleteResponse);
    }),
  );

  return router;
}

/** Apple's form_post to the redirect URI → the same fields as a query for the web app's /auth/callback page. */
export function oidcCallbackRoute(): Router {
  const router = Router();
  router.post(OIDC_CALLBACK_PATH, express.urlencoded({ extended: false, limit: '20kb' }), (req: Request, res: Response) => {
    const form = (req.body ?? {}) as Record<string, unknown>;
    const params = new URLSearchParams();
    for (const key of CALLBACK_FIELDS) {
      const value = form[key];
      if (typeof value === 'string') params.set(key, value);
    }
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, `${OIDC_CALLBACK_PATH}?${params.toString()}`);
  });
  return router;
}
