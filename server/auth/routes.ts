import { Router } from 'express';
import { z } from 'zod';
import argon2 from 'argon2';
import type { Config } from '../../core/config.ts';
import { toUserDto, type UsersRepo } from '../../db/repos/users.ts';
import { HttpError, handle } from '../http/errors.ts';
import { clearSessionCookie, newSessionToken, requestToken, sessionIdOf, setSessionCookie } from './sessions.ts';

const signupBody = z.object({
  email: z.string().trim().email('Enter a valid email address.').max(254),
  password: z.string().min(8, 'Use a password of at least 8 characters.').max(200),
  fullName: z.string().trim().min(1, 'Enter your name.').max(120),
});
const loginBody = z.object({ email: z.string().trim().max(254), password: z.string().max(200) });

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const r = schema.safeParse(body);
  if (!r.success) throw new HttpError(400, r.error.issues[0]?.message ?? 'Invalid request.', r.error.issues.map((i) => i.message));
  return r.data;
}

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

export function authRoutes(users: UsersRepo, config: Config): Router {
  const router = Router();

  async function startSession(res: Parameters<typeof setSessionCookie>[0], userId: string) {
    const token = newSessionToken();
    const expiresAt = new Date(Date.now() + config.SESSION_DAYS * 86_400_000);
    await users.createSession(sessionIdOf(token), userId, expiresAt);
    setSessionCookie(res, config, token, expiresAt);
  }

  router.post('/auth/signup', handle(async (req, res) => {
    const body = parse(signupBody, req.body);
    const user = await users.create(body.email, await hashPassword(body.password), body.fullName);
    if (!user) throw new HttpError(409, 'An account with this email already exists. Log in instead.');
    await startSession(res, user.id);
    res.status(201).json({ user: toUserDto(user) });
  }));

  router.post('/auth/login', handle(async (req, res) => {
    const body = parse(loginBody, req.body);
    const user = await users.byEmail(body.email);
    // verify against a hash either way so a missing account takes as long as a wrong password
    const ok = user ? await argon2.verify(user.passwordHash, body.password) : (await argon2.hash(body.password), false);
    if (!user || !ok) throw new HttpError(401, 'Email or password is incorrect.');
    await startSession(res, user.id);
    res.json({ user: toUserDto(user) });
  }));

  router.post('/auth/logout', handle(async (req, res) => {
    const token = requestToken(req);
    if (token) await users.deleteSession(sessionIdOf(token));
    clearSessionCookie(res, config);
    res.status(204).end();
  }));

  // A visitor without a session is an answer, not an error: {user: null}.
  router.get('/me', (req, res) => {
    res.json({ user: req.user ? toUserDto(req.user) : null });
  });

  return router;
}
