import { Router } from 'express';
import { z } from 'zod';
import argon2 from 'argon2';
import { hashPassword } from './passwords.ts';
import type { Config } from '../../core/config.ts';
import type { LoginResponse } from '../../core/auth/api.ts';
import { emailField, fullNameField, passwordField } from '../../core/auth/fields.ts';
import { noPasswordMessage } from '../../core/auth/oidc.ts';
import type { IdentitiesRepo } from '../../db/repos/identities.ts';
import type { SessionSockets } from '../socket/sessions.ts';
import type { LoginThrottle } from './throttle.ts';
import { toUserDto, type UsersRepo } from '../../db/repos/users.ts';
import { HttpError, handle } from '../http/errors.ts';
import { requestInput } from '../http/input.ts';
import { clearSessionCookie, requestToken, sessionIdOf, startSession as startSessionFor } from './sessions.ts';
import { CHALLENGE_MAX_ATTEMPTS, WRONG_CODES_LIMIT, WRONG_CODES_WINDOW_MS, needsSecondFactor, startLoginChallenge, useSecondFactor } from './two-factor.ts';

const signupBody = z.object({ email: emailField, password: passwordField, fullName: fullNameField });
const loginBody = z.object({ email: z.string().trim().max(254), password: z.string().max(200) });
const secondFactorBody = z.object({
  challenge: z.string().min(1, 'The sign-in challenge is missing: log in again.').max(200),
  code: z.string().trim().min(1, 'Enter the code from your authenticator app.').max(40, 'That code is too long.'),
});
const CHALLENGE_GONE = 'This sign-in has expired. Log in again with your email and password.';

/** `identities` names the provider when an account made through Google or Apple tries a password. */
export function authRoutes(users: UsersRepo, config: Config, identities?: IdentitiesRepo, sockets?: SessionSockets, throttle?: LoginThrottle): Router {
  const router = Router();
  const startSession = (res: Parameters<typeof startSessionFor>[2], userId: string) => startSessionFor(users, config, res, userId);

  router.post(
    '/auth/signup',
    handle(async (req, res) => {
      const body = requestInput(req, { body: signupBody }, { sentences: true }).body;
      const user = await users.create(body.email, await hashPassword(body.password), body.fullName);
      if (!user) throw new HttpError(409, 'An account with this email already exists. Log in instead.');
      await startSession(res, user.id);
      res.status(201).json({ user: toUserDto(user) });
    }),
  );

  router.post(
    '/auth/login',
    handle(async (req, res) => {
      const body = requestInput(req, { body: loginBody }, { sentences: true }).body;
      // counted before the password is checked, so attempts sent at once are all counted
      await throttle?.attempt(body.email, req.ip ?? '');
      const user = await users.byEmail(body.email);
      if (user && user.passwordHash === null) {
        // made through Google or Apple and no password set yet: say how this account signs in
        throw new HttpError(401, noPasswordMessage(identities ? await identities.providersOf(user.id) : []));
      }
      // verify against a hash either way so a missing account takes as long as a wrong password
      const ok = user?.passwordHash ? await argon2.verify(user.passwordHash, body.password) : (await argon2.hash(body.password), false);
      if (!user || !ok) throw new HttpError(401, 'Email or password is incorrect.');
      await throttle?.succeeded(body.email, req.ip ?? '');
      if (needsSecondFactor(user)) {
        // the password was right; no session until the code step (POST /auth/login/2fa)
        res.json((await startLoginChallenge(users, user.id)) satisfies LoginResponse);
        return;
      }
      await startSession(res, user.id);
      res.json({ user: toUserDto(user) } satisfies LoginResponse);
    }),
  );

  router.post(
    '/auth/login/2fa',
    handle(async (req, res) => {
      const body = requestInput(req, { body: secondFactorBody }, { sentences: true }).body;
      await throttle?.codeAttempt(req.ip ?? '');
      const challengeId = sessionIdOf(body.challenge);
      const live = await users.liveLoginChallenge(challengeId, CHALLENGE_MAX_ATTEMPTS);
      if (!live) throw new HttpError(401, CHALLENGE_GONE);
      if ((await users.wrongCodesSince(live.userId, new Date(Date.now() - WRONG_CODES_WINDOW_MS))) >= WRONG_CODES_LIMIT) {
        throw new HttpError(429, 'Too many wrong codes for this account. Wait 15 minutes, then log in again.');
      }
      const user = await users.byId(live.userId);
      const factor = user ? await useSecondFactor(users, user, body.code, Date.now()) : null;
      if (!user || !factor) {
        const attempts = await users.failLoginChallenge(challengeId);
        throw new HttpError(
          401,
          attempts >= CHALLENGE_MAX_ATTEMPTS
            ? 'Too many wrong codes. Log in again with your email and password.'
            : 'That code is not right. Enter the current code from your authenticator app, or a recovery code.',
        );
      }
      // single use: of two requests racing with the same challenge, one gets the session
      if (!(await users.consumeLoginChallenge(challengeId, CHALLENGE_MAX_ATTEMPTS))) throw new HttpError(401, CHALLENGE_GONE);
      await startSession(res, user.id);
      res.json({
        user: toUserDto(user),
        ...(factor === 'recovery' ? { recoveryCodesLeft: Math.max(0, user.recoveryCodes.length - 1) } : {}),
      } satisfies LoginResponse);
    }),
  );

  router.post(
    '/auth/logout',
    handle(async (req, res) => {
      const token = requestToken(req);
      if (token) {
        await users.deleteSession(sessionIdOf(token));
        // its live connections close too, on whichever server they are
        sockets?.endSession(sessionIdOf(token));
      }
      clearSessionCookie(res, config);
      res.status(204).end();
    }),
  );

  // A visitor without a session is an answer, not an error: {user: null}.
  router.get('/me', (req, res) => {
    res.json({ user: req.user ? toUserDto(req.user) : null });
  });

  return router;
}
