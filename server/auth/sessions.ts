import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import * as cookie from 'cookie';
import type { Config } from '../../core/config.ts';
import type { UsersRepo } from '../../db/repos/users.ts';

export const SESSION_COOKIE = 'pf_session';

export const newSessionToken = () => randomBytes(32).toString('base64url');
/** Only the hash is stored, so the sessions table cannot be replayed. */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function tokenFromCookieHeader(header: string | undefined): string | null {
  if (!header) return null;
  return cookie.parse(header)[SESSION_COOKIE] ?? null;
}

export function setSessionCookie(res: Response, config: Config, token: string, expiresAt: Date): void {
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.COOKIE_SECURE,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(res: Response, config: Config): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: config.COOKIE_SECURE, path: '/' });
}

export const requestToken = (req: Request) => tokenFromCookieHeader(req.headers.cookie);

/** A new session for the user and its cookie: what every way of signing in ends with. */
export async function startSession(users: UsersRepo, config: Config, res: Response, userId: string): Promise<void> {
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + config.SESSION_DAYS * 86_400_000);
  await users.createSession(sessionIdOf(token), userId, expiresAt);
  setSessionCookie(res, config, token, expiresAt);
}
