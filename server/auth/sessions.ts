import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import * as cookie from 'cookie';
import type { Config } from '../../core/config.ts';

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
    httpOnly: true, sameSite: 'lax', secure: config.COOKIE_SECURE, path: '/', expires: expiresAt,
  });
}

export function clearSessionCookie(res: Response, config: Config): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: config.COOKIE_SECURE, path: '/' });
}

export const requestToken = (req: Request) => tokenFromCookieHeader(req.headers.cookie);
