// Reconciled transactions are locked: the edit routes (edit, delete, split, category in review) answer
// 409 with the reason. Mounted before those routes (server/app.ts); anything it cannot read it leaves
// to the route itself, which validates its input.
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { AccountsRepo } from '../../db/repos/accounts.ts';
import { currentUser } from '../auth/middleware.ts';
import { HttpError } from '../http/errors.ts';
import { isUuid } from '../http/input.ts';

export function reconciledLock(accounts: AccountsRepo): Router {
  const router = Router();
  const refuse = (ids: (req: Request) => string[]) => (req: Request, _res: Response, next: NextFunction) => {
    const wanted = ids(req).filter(isUuid);
    if (!req.user || !wanted.length) return next();
    accounts.reconciledAmong(currentUser(req).id, wanted).then((locked) => {
      const first = locked[0];
      if (!first) return next();
      const day = first.reconciledAt.toISOString().slice(0, 10);
      const more = locked.length > 1 ? ` (and ${locked.length - 1} more of those you chose)` : '';
      next(
        new HttpError(
          409,
          `This transaction${more} was reconciled on ${day} against the bank's balance${first.account ? ` of "${first.account}"` : ''}; unreconcile the account first to change it.`,
        ),
      );
    }, next);
  };
  const byParam = (req: Request) => [String(req.params.id ?? '')];
  const byBody = (req: Request) => {
    const ids = (req.body as { ids?: unknown } | undefined)?.ids;
    return Array.isArray(ids) ? ids.filter((v): v is string => typeof v === 'string').slice(0, 1000) : [];
  };
  router.patch('/transactions/:id', refuse(byParam));
  router.delete('/transactions/:id', refuse(byParam));
  router.post('/transactions/:id/split', refuse(byParam));
  router.post('/tag/review/accept', refuse(byBody));
  router.post('/tag/review/categorize', refuse(byBody));
  return router;
}
