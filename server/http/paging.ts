// Paging for the list routes: ?limit=&offset= (both optional, whole numbers), the total in
// X-Total-Count. The default page holds MAX_PAGE_LIMIT rows, more than any capped list, so pages that
// do not ask for paging still get everything.
import type { Response } from 'express';
import { z } from 'zod';
import { CapReached, MAX_PAGE_LIMIT } from '../../core/planning-limits.ts';
import { HttpError } from './errors.ts';
import { oneValue } from './input.ts';

const MAX_OFFSET = 1_000_000;

export const pageFields = {
  limit: oneValue(
    z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(MAX_PAGE_LIMIT, `must be at most ${MAX_PAGE_LIMIT}`).optional(),
  ),
  offset: oneValue(z.coerce.number().int('must be a whole number').min(0, 'must not be negative').max(MAX_OFFSET, `must be at most ${MAX_OFFSET}`).optional()),
};

/** A list route's query: only limit and offset (anything else is a 400 naming it). */
export const pageQuery = z.object(pageFields).strict();

export interface Page {
  limit?: number | undefined;
  offset?: number | undefined;
}

/** The page of `items` asked for; the whole list's length goes in X-Total-Count. */
export function paged<T>(res: Response, items: readonly T[], page: Page): T[] {
  res.setHeader('X-Total-Count', String(items.length));
  const offset = page.offset ?? 0;
  return items.slice(offset, offset + (page.limit ?? MAX_PAGE_LIMIT));
}

/** A cap reached is a 409 naming the cap; anything else goes on to the error handler. */
export function capRefusal(err: unknown): never {
  if (err instanceof CapReached) throw new HttpError(409, err.message, [`cap: ${err.cap}`], err.kind);
  throw err;
}
