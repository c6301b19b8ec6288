// The user's own changes to the ledger: add a transaction by hand, edit one, delete one, split one
// across categories, and undo the latest change. The rules are core/ledger/edits.ts.
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { LedgerChangeDto, LedgerChangeResult } from '../../core/ledger/api.ts';
import type { CorrectionResult } from '../../core/tag/api.ts';
import { isCurrencyCode } from '../../core/currency.ts';
import { MAX_MANUAL_CENTS, manualHashId, splitProblem } from '../../core/ledger/edits.ts';
import { merchantKey, normalizeMerchant } from '../../core/tag/engine.ts';
import type { CorrectionsRepo } from '../../db/repos/corrections.ts';
import type { CurrencyRepo } from '../../db/repos/currency.ts';
import type { TagRepo } from '../../db/repos/tag.ts';
import { LedgerRefusal } from '../../db/repos/transaction-edits.ts';
import type { LedgerEdits } from '../../services/ledger/edits.ts';
import type { TransactionsRepo } from '../../db/repos/transactions.ts';
import { currentUser } from '../auth/middleware.ts';
import { HttpError, handle } from '../http/errors.ts';
import { idParams, isoDate, requestInput, safeText, uuid } from '../http/input.ts';
import { todayIso } from '../../services/clock.ts';
import { checkedCategory } from './category-input.ts';
import { taggerFor } from '../../services/tag/tagger.ts';

export interface LedgerEditDeps {
  transactions: TransactionsRepo;
  corrections: CorrectionsRepo;
  edits: LedgerEdits;
  tag: TagRepo;
  currency: CurrencyRepo;
}

const amount = z
  .number()
  .int('must be whole cents')
  .refine((n) => n !== 0, 'must not be zero')
  .refine((n) => Math.abs(n) <= MAX_MANUAL_CENTS, 'is too large');
const description = safeText(300)
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, 'must not be empty');
const account = safeText(80)
  .transform((s) => s.trim() || null)
  .nullable();

const newBody = z
  .object({
    clientId: uuid,
    date: isoDate,
    description,
    amountCents: amount,
    currency: z.string().refine(isCurrencyCode, 'is not a currency code we know (ISO 4217, like EUR)').optional(),
    account: account.optional(),
    category: z.string().optional(),
    subcategory: z.string().nullable().optional(),
  })
  .strict();

const editBody = z
  .object({
    description: description.optional(),
    amountCents: amount.optional(),
    date: isoDate.optional(),
    account: account.optional(),
    category: z.string().optional(),
    subcategory: z.string().nullable().optional(),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'send at least one field to change' });

const splitBody = z
  .object({
    parts: z
      .array(
        z
          .object({
            amountCents: amount,
            category: z.string(),
            subcategory: z.string().nullable().optional(),
          })
          .strict(),
      )
      .max(50),
  })
  .strict();

const undoBody = z.object({ changeId: uuid }).strict();

function refusal(err: unknown): never {
  if (err instanceof LedgerRefusal) throw new HttpError(409, err.message);
  throw err;
}

function ownId(req: Request): string {
  return requestInput(req, { params: idParams('Transaction not found.') }).params.id;
}

export function ledgerEditRoutes({ transactions, corrections, edits, tag, currency }: LedgerEditDeps): Router {
  const router = Router();

  router.post(
    '/transactions',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const body = requestInput(req, { body: newBody }).body;
      const chosen = body.category === undefined ? null : checkedCategory({ category: body.category, subcategory: body.subcategory ?? null });
      const merchant = normalizeMerchant(body.description);
      // no category chosen: Tag decides, from the user's rules, lessons and history, as for an import
      const tagged = chosen
        ? null
        : (await taggerFor(tag, userId)).tagger.categorize({
            description: body.description,
            amountCents: body.amountCents,
            account: body.account ?? null,
          });
      const { home } = await currency.settings(userId);
      const { row, change } = await edits
        .add(userId, {
          hashId: manualHashId(body.clientId),
          date: body.date,
          description: body.description,
          merchant: tagged?.merchant ?? merchant,
          merchantKey: tagged?.merchantKey ?? merchantKey(body.description, merchant),
          amountCents: body.amountCents,
          currency: body.currency ?? home,
          account: body.account ?? null,
          category: chosen?.category ?? tagged!.category,
          subcategory: chosen ? chosen.subcategory : tagged!.subcategory,
          confidence: chosen ? 1 : tagged!.confidence,
          needsUserInput: chosen ? false : tagged!.needsUserInput,
          source: chosen ? 'user' : tagged!.source,
        })
        .catch(refusal);
      const out: LedgerChangeResult = { transactions: [await transactions.toDto(userId, row)], change };
      res.status(change ? 201 : 200).json(out);
    }),
  );

  // a category (alone or with other fields) goes through Tag's learning; the rest is a plain edit
  router.patch(
    '/transactions/:id',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const id = ownId(req);
      const body = requestInput(req, { body: editBody }).body;
      const { category: cat, subcategory, ...fields } = body;
      let change: LedgerChangeDto | null = null;
      let similar: CorrectionResult['similar'] = { count: 0, merchant: null };
      if (Object.values(fields).some((v) => v !== undefined)) {
        const merchant = fields.description === undefined ? undefined : normalizeMerchant(fields.description);
        const edited = await edits.edit(userId, id, {
          ...fields,
          ...(fields.description === undefined ? {} : { merchant, merchantKey: merchantKey(fields.description, merchant ?? null) }),
        });
        if (!edited) throw new HttpError(404, 'Transaction not found.');
        change = edited.change;
      }
      let row = await transactions.row(userId, id);
      if (!row) throw new HttpError(404, 'Transaction not found.');
      if (cat !== undefined) {
        const { category, subcategory: sub } = checkedCategory({ category: cat, subcategory: subcategory ?? null });
        const before = row;
        const done = await corrections.correct(userId, id, category, sub, todayIso());
        if (!done) throw new HttpError(404, 'Transaction not found.');
        // one undo step for the whole request: the category change's record holds the row from before all of it
        if (!change) change = await edits.recordCategoryChange(userId, before);
        row = done.row;
        similar = done.similar;
      }
      const out: CorrectionResult = { transaction: await transactions.toDto(userId, row), similar, change };
      res.json(out);
    }),
  );

  router.delete(
    '/transactions/:id',
    handle(async (req, res) => {
      const change = await edits.remove(currentUser(req).id, ownId(req));
      if (!change) throw new HttpError(404, 'Transaction not found.');
      res.json({ transactions: [], change } satisfies LedgerChangeResult);
    }),
  );

  router.post(
    '/transactions/:id/split',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const id = ownId(req);
      const parts = requestInput(req, { body: splitBody }).body.parts.map((p) => ({
        amountCents: p.amountCents,
        ...checkedCategory({ category: p.category, subcategory: p.subcategory ?? null }),
      }));
      const row = await transactions.row(userId, id);
      if (!row) throw new HttpError(404, 'Transaction not found.');
      const problem = splitProblem(row.amountCents, parts);
      if (problem) throw new HttpError(400, problem, undefined, 'parts');
      const done = await edits.split(userId, id, parts);
      if ('problem' in done) {
        throw done.problem === 'not-found'
          ? new HttpError(404, 'Transaction not found.')
          : new HttpError(409, 'The transaction changed while you were splitting it; open it again.');
      }
      const out: LedgerChangeResult = {
        transactions: await Promise.all(done.rows.map((r) => transactions.toDto(userId, r))),
        change: done.change,
      };
      res.status(201).json(out);
    }),
  );

  router.get(
    '/transactions/changes/latest',
    handle(async (req, res) => {
      res.json({ change: await edits.latest(currentUser(req).id) });
    }),
  );

  router.post(
    '/transactions/undo',
    handle(async (req, res) => {
      const { changeId } = requestInput(req, { body: undoBody }).body;
      const undone = await edits.undo(currentUser(req).id, changeId).catch(refusal);
      if (!undone) throw new HttpError(404, 'There is no such change to undo.');
      res.json({ undone, change: await edits.latest(currentUser(req).id) });
    }),
  );

  return router;
}
