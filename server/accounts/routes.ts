// Ledger's accounts: list with balances and net worth, create, rename and change, merge, reconcile
// against the bank's balance (preview, confirm) and unreconcile. Another user's account is a 404.
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { ReconcilePreviewDto, ReconcileResultDto } from '../../core/accounts/api.ts';
import { ACCOUNT_KINDS } from '../../core/accounts/kinds.ts';
import { balanceOn } from '../../core/accounts/balances.ts';
import { clearedDifference, reconcilePlan } from '../../core/accounts/reconcile.ts';
import { isCurrencyCode } from '../../core/currency.ts';
import { MAX_PLANNING_CENTS } from '../../core/planning-limits.ts';
import { capRefusal, paged, pageQuery } from '../http/paging.ts';
import { AccountRefusal } from '../../db/repos/accounts.ts';
import { currentUser } from '../auth/middleware.ts';
import { todayIso } from '../../services/clock.ts';
import { HttpError, handle } from '../http/errors.ts';
import { idParams, isoDate, oneValue, optionalName, requestInput, safeText, uuid } from '../http/input.ts';
import { accountDto, accountsOverview, indexOf, netWorthOverTime, type AccountsDeps } from './service.ts';

const cents = z
  .number()
  .int('must be whole cents')
  .refine((n) => Math.abs(n) <= MAX_PLANNING_CENTS, `is too large (at most ${MAX_PLANNING_CENTS} cents either way)`);
const name = safeText(80)
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, 'must not be empty');
const fields = {
  name,
  institution: optionalName(120),
  kind: z.enum(ACCOUNT_KINDS),
  currency: z.string().refine(isCurrencyCode, 'is not a currency code we know (ISO 4217, like EUR)'),
  business: z.boolean(),
  openingBalanceCents: cents,
  openingDate: isoDate.nullable(),
  closed: z.boolean(),
};
const { closed: _closed, ...createFields } = fields;
const createBody = z
  .object({
    ...createFields,
    institution: fields.institution.optional(),
    kind: fields.kind.optional(),
    currency: fields.currency.optional(),
    business: fields.business.optional(),
    openingBalanceCents: cents.optional(),
    openingDate: fields.openingDate.optional(),
  })
  .strict();
const patchBody = z
  .object(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.optional()])) as { [K in keyof typeof fields]: z.ZodOptional<(typeof fields)[K]> })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'send at least one field to change' });
// `into` (the name) or `intoId` (the page's): the account that stays
const mergeBody = z
  .object({ into: uuid.optional(), intoId: uuid.optional() })
  .strict()
  .refine((b) => (b.into ?? b.intoId) !== undefined, { message: 'is required: the id of the account to merge into', path: ['into'] })
  .transform((b) => ({ intoId: (b.into ?? b.intoId)! }));
const previewBody = z.object({ date: isoDate, balanceCents: cents }).strict();
const reconcileBody = z.object({ date: isoDate, balanceCents: cents, transactionIds: z.array(uuid).max(20_000) }).strict();
const unreconcileBody = z.object({ from: isoDate.optional() }).strict();
const netWorthQuery = z
  .object({
    from: oneValue(isoDate.optional()),
    to: oneValue(isoDate.optional()),
    step: oneValue(z.enum(['day', 'week', 'month']).optional()),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be before "from"', path: ['to'] });

/** The search's limits: within a request's patience, and the same answer on every machine up to the step budget. */
export const RECONCILE_SEARCH = { maxSize: 6, maxSteps: 2_000_000, timeLimitMs: 300 };

function ownId(req: Request): string {
  return requestInput(req, { params: idParams('Account not found.') }).params.id;
}

const notFound = () => new HttpError(404, 'Account not found.');

function refusal(err: unknown): never {
  if (err instanceof AccountRefusal) throw new HttpError(409, err.message);
  throw err;
}

export function accountRoutes(deps: AccountsDeps): Router {
  const { accounts } = deps;
  const router = Router();

  const fresh = async (userId: string, id: string) => {
    const row = await accounts.get(userId, id);
    if (!row) throw notFound();
    const facts = (await accounts.balanceFacts(userId, undefined, id)).get(id);
    return accountDto(row, facts ?? { transactions: [], running: [], statements: [], lastReconciliation: null, unreconciled: 0 }, todayIso());
  };

  router.get(
    '/accounts',
    handle(async (req, res) => {
      const page = requestInput(req, { query: pageQuery }).query;
      const all = await accountsOverview(deps, currentUser(req).id, todayIso());
      res.json({ ...all, accounts: paged(res, all.accounts, page) });
    }),
  );

  router.get(
    '/accounts/net-worth',
    handle(async (req, res) => {
      const q = requestInput(req, { query: netWorthQuery }).query;
      res.json(
        await netWorthOverTime(deps, currentUser(req).id, {
          to: q.to ?? todayIso(),
          ...(q.from ? { from: q.from } : {}),
          ...(q.step ? { step: q.step } : {}),
        }),
      );
    }),
  );

  router.post(
    '/accounts',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const b = requestInput(req, { body: createBody }).body;
      const { home } = await deps.currency.settings(userId);
      const row = await accounts
        .create(userId, {
          name: b.name,
          institution: b.institution ?? null,
          kind: b.kind ?? 'checking',
          currency: b.currency ?? home,
          business: b.business ?? false,
          openingBalanceCents: b.openingBalanceCents ?? 0,
          openingDate: b.openingDate ?? null,
          closed: false,
        })
        .catch(capRefusal)
        .catch(refusal);
      res.status(201).json({ account: await fresh(userId, row.id) });
    }),
  );

  router.patch(
    '/accounts/:id',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const id = ownId(req);
      const body = requestInput(req, { body: patchBody }).body;
      const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
      const row = await accounts.update(userId, id, changes).catch(refusal);
      if (!row) throw notFound();
      res.json({ account: await fresh(userId, id) });
    }),
  );

  router.post(
    '/accounts/:id/merge',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const id = ownId(req);
      const { intoId } = requestInput(req, { body: mergeBody }).body;
      // the other account must be the user's too: another user's id is answered like a missing one
      const done = await accounts.merge(userId, id, intoId).catch(refusal);
      if (!done) throw notFound();
      res.json({ moved: done.moved, account: await fresh(userId, done.into.id) });
    }),
  );

  router.post(
    '/accounts/:id/reconcile/preview',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const id = ownId(req);
      const { date, balanceCents } = requestInput(req, { body: previewBody }).body;
      const row = await accounts.get(userId, id);
      if (!row) throw notFound();
      const [facts, unreconciled] = await Promise.all([accounts.balanceFacts(userId, undefined, id), accounts.unreconciled(userId, id, date)]);
      const ledger = balanceOn(
        indexOf(row, facts.get(id) ?? { transactions: [], running: [], statements: [], lastReconciliation: null, unreconciled: 0 }),
        date,
      );
      const started = performance.now();
      const plan = reconcilePlan({
        date,
        bankBalanceCents: balanceCents,
        ledgerBalanceCents: ledger.balanceCents,
        unreconciled,
        search: { ...RECONCILE_SEARCH, now: () => performance.now() },
      });
      const out: ReconcilePreviewDto = { ...plan, accountId: id, searchMs: Math.round(performance.now() - started) };
      res.json(out);
    }),
  );

  router.post(
    '/accounts/:id/reconcile',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const id = ownId(req);
      const { date, balanceCents, transactionIds } = requestInput(req, { body: reconcileBody }).body;
      const chosen = new Set(transactionIds);
      const done = await accounts
        .reconcile(userId, id, date, balanceCents, [...chosen], async (tx, account) => {
          const [facts, unreconciled] = await Promise.all([accounts.balanceFacts(userId, tx, id), accounts.unreconciled(userId, id, date, tx)]);
          const ledger = balanceOn(
            indexOf(account, facts.get(id) ?? { transactions: [], running: [], statements: [], lastReconciliation: null, unreconciled: 0 }),
            date,
          ).balanceCents;
          const off = clearedDifference({ bankBalanceCents: balanceCents, ledgerBalanceCents: ledger, unreconciled, reconciled: chosen });
          return off === 0
            ? null
            : `Those transactions do not add up to the bank's balance on ${date}: the ledger would still be ${(off / 100).toFixed(2)} off. Nothing was reconciled.`;
        })
        .catch(refusal);
      if (!done) throw notFound();
      const out: ReconcileResultDto = { reconciled: done.reconciled, account: await fresh(userId, id) };
      res.json(out);
    }),
  );

  router.post(
    '/accounts/:id/unreconcile',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const id = ownId(req);
      const { from } = requestInput(req, { body: unreconcileBody }).body;
      const done = await accounts.unreconcile(userId, id, from ?? null);
      if (!done) throw notFound();
      res.json({ unreconciled: done.unreconciled, account: await fresh(userId, id) });
    }),
  );

  return router;
}
