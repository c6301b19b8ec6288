import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import type { ApiError } from '../../core/api.ts';

export class HttpError extends Error {
  constructor(readonly status: number, message: string, readonly details?: string[]) {
    super(message);
  }
}

/** Express 5 forwards rejected promises; this only narrows the handler type. */
export const handle = (fn: (req: Request, res: Response, next: NextFunction) => Promise<unknown>): RequestHandler =>
  (req, res, next) => fn(req, res, next).catch(next);

export const errorHandler: ErrorRequestHandler = (err, _req, res, _next) => {
  if (err instanceof HttpError) {
    const body: ApiError = { error: err.message, ...(err.details ? { details: err.details } : {}) };
    res.status(err.status).json(body);
    return;
  }
  if (err?.type === 'entity.parse.failed') {
    res.status(400).json({ error: 'The request body is not valid JSON.' });
    return;
  }
  console.error('[server]', err);
  res.status(500).json({ error: 'Something went wrong on our side. Nothing was changed.' });
};
