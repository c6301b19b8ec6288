// Money that is not dollars: the home currency, the rates the user states, and a document's
// currency when the file did not say (or said it wrongly).
import { Router } from 'express';
import { z } from 'zod';
import type { CurrencySettingsDto } from '../../core/settings/api.ts';
import { CURRENCY_CODES, currencyName, isCurrencyCode } from '../../core/currency.ts';
import type { CurrencyRepo } from '../../db/repos/currency.ts';
import { currentUser } from '../auth/middleware.ts';
import { HttpError, handle } from '../http/errors.ts';
import { idParams, requestInput } from '../http/input.ts';

const code = z.string().refine(isCurrencyCode, 'is not a currency we know (use an ISO code like EUR)');
const settingsBody = z
  .object({
    homeCurrency: code,
    rates: z.record(code, z.number().positive('must be more than 0').max(1_000_000, 'is too large').finite()).default({}),
  })
  .strict();
const documentBody = z.object({ currency: code }).strict();
// the page has no paging: the ledger holds a handful of currencies and `known` is the fixed ISO list
const noQuery = z.object({}).strict();

export function currencyRoutes(repo: CurrencyRepo): Router {
  const router = Router();

  const dto = async (userId: string): Promise<CurrencySettingsDto> => {
    const [{ home, rates }, ledger] = await Promise.all([repo.settings(userId), repo.ledgerCurrencies(userId)]);
    return {
      homeCurrency: home,
      rates,
      ledger: ledger.map((c) => ({ ...c, name: currencyName(c.code), rate: c.code === home ? 1 : (rates[c.code] ?? null) })),
      known: CURRENCY_CODES.map((c) => ({ code: c, name: currencyName(c) })),
    };
  };

  router.get(
    '/settings/currency',
    handle(async (req, res) => {
      requestInput(req, { query: noQuery });
      res.json(await dto(currentUser(req).id));
    }),
  );

  router.put(
    '/settings/currency',
    handle(async (req, res) => {
      const { body } = requestInput(req, { body: settingsBody });
      // a rate for the home currency itself would be meaningless: it is always 1
      const rates = Object.fromEntries(Object.entries(body.rates).filter(([c]) => c !== body.homeCurrency));
      const userId = currentUser(req).id;
      await repo.save(userId, body.homeCurrency, rates);
      res.json(await dto(userId));
    }),
  );

  router.put(
    '/documents/:id/currency',
    handle(async (req, res) => {
      const { params, body } = requestInput(req, { params: idParams('Document not found.'), body: documentBody });
      const ok = await repo.setDocumentCurrency(currentUser(req).id, params.id, body.currency);
      if (!ok) throw new HttpError(404, 'Document not found.');
      res.json({ currency: body.currency });
    }),
  );

  return router;
}
