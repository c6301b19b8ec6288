import { logger } from '../../infra/logger.ts';
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import type { ApiError } from '../../core/api/errors.ts';
import { Refusal, type RefusalKind } from '../../core/refusal.ts';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: string[],
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Express 5 forwards rejected promises; this only narrows the handler type. */
export const handle =
  (fn: (req: Request, res: Response, next: NextFunction) => Promise<unknown>): RequestHandler =>
  (req, res, next) =>
    fn(req, res, next).catch(next);

const log = logger.child({ component: 'server' });

/** A service's refusal as the API answers it: the one place its kind becomes a status. */
const REFUSAL_STATUS: Record<RefusalKind, number> = { invalid: 400, not_found: 404, conflict: 409 };

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (err instanceof Refusal) {
    const body: ApiError = { error: err.message, ...(err.field ? { field: err.field } : {}) };
    res.status(REFUSAL_STATUS[err.kind]).json(body);
    return;
  }
  if (err instanceof HttpError) {
    const retry = (err as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (typeof retry === 'number') res.setHeader('Retry-After', String(retry));
    const body: ApiError = { error: err.message, ...(err.details ? { details: err.details } : {}), ...(err.field ? { field: err.field } : {}) };
    res.status(err.status).json(body);
    return;
  }
  if (err?.type === 'entity.parse.failed') {
    res.status(400).json({ error: 'The request body is not valid JSON.' });
    return;
  }
  if (err?.type === 'entity.too.large') {
    res.status(413).json({ error: 'The request is too large.' });
    return;
  }
  log.error({ err, method: req.method, path: req.path }, 'a request failed with 500');
  res.status(500).json({ error: 'Something went wrong on our side. Nothing was changed.' });
};
