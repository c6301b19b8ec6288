import type { Request, RequestHandler } from 'express';
import type { UserRow, UsersRepo } from '../../db/repos/users.ts';
import { HttpError } from '../http/errors.ts';
import { requestToken, sessionIdOf } from './sessions.ts';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: UserRow;
    }
  }
}

/** Resolves the session cookie to a user (or none) once per request. */
export function loadUser(users: UsersRepo): RequestHandler {
  return (req, _res, next) => {
    const token = requestToken(req);
    if (!token) return next();
    users.userForSession(sessionIdOf(token)).then((user) => {
      if (user) req.user = user;
      next();
    }, next);
  };
}

export function currentUser(req: Request): UserRow {
  if (!req.user) throw new HttpError(401, 'Please log in.');
  return req.user;
}

export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : new HttpError(401, 'Please log in.'));
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new HttpError(403, 'Operators only: log in with an admin account.'));
  next(req.user.role === 'admin' ? undefined : new HttpError(403, 'Operators only.'));
};
