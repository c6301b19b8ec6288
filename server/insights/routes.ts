// Crystal's predictions and Intelia's insights, computed from the user's ledger when asked.
import { Router } from 'express';
import { z } from 'zod';
import type { PredictionsDto } from '../../core/crystal/api.ts';
import type { BusinessIntelligenceDto, InsightsDto } from '../../core/intelia/api.ts';
import { buildBusinessIntelligence } from '../../core/intelia/business.ts';
import type { Ledger } from '../../services/ledger/ledger.ts';
import { type PredictionsDeps, userPredictions } from '../../services/crystal/predictions.ts';
import { currentUser } from '../auth/middleware.ts';
import { handle } from '../http/errors.ts';
import { requestInput } from '../http/input.ts';
import { todayIso } from '../../services/clock.ts';

const accountsBody = z.object({ accounts: z.array(z.string().trim().min(1).max(200)).max(100) });

export function insightRoutes(ledger: Ledger, crystal: Omit<PredictionsDeps, 'ledger'>): Router {
  const router = Router();

  router.get(
    '/crystal/predictions',
    handle(async (req, res) => {
      res.json((await userPredictions({ ledger, ...crystal }, currentUser(req).id)) satisfies PredictionsDto);
    }),
  );

  router.get(
    '/intelia/insights',
    handle(async (req, res) => {
      const today = todayIso();
      res.json({ today, insights: await ledger.insights(currentUser(req).id, today) } satisfies InsightsDto);
    }),
  );

  async function business(userId: string): Promise<BusinessIntelligenceDto> {
    const today = todayIso();
    const [rows, businessAccounts, accounts, insights] = await Promise.all([
      ledger.window(userId, today),
      ledger.businessAccounts(userId),
      ledger.accounts(userId),
      ledger.insights(userId, today),
    ]);
    return buildBusinessIntelligence({ ledger: rows, today, businessAccounts, accounts, insights });
  }

  router.get(
    '/intelia/business',
    handle(async (req, res) => {
      res.json(await business(currentUser(req).id));
    }),
  );

  router.put(
    '/intelia/business-accounts',
    handle(async (req, res) => {
      const parsed = requestInput(req, { body: accountsBody }, { explain: 'Send {accounts: [...]} with up to 100 account names.' }).body;
      const userId = currentUser(req).id;
      await ledger.setBusinessAccounts(userId, [...new Set(parsed.accounts)]);
      res.json(await business(userId));
    }),
  );

  return router;
}
