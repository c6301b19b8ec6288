// GET /sample-bank-statement.csv: the demo account gets the weeks after its seeded six months (the
// same life, so nothing doubles); anyone else gets a statement that stands on its own.
import type { RequestHandler } from 'express';
import { DEMO_EMAIL, DEMO_SEED, DEMO_STORAGE_PREFIX } from '../../core/demo/data.ts';
import { continuedStatementCsv, sampleStatementCsv } from '../../core/demo/sample-statement.ts';
import type { TransactionsRepo } from '../../db/repos/transactions.ts';
import { todayIso } from '../../services/clock.ts';

export function sampleStatementRoute(transactions: TransactionsRepo): RequestHandler {
  return (req, res, next) => {
    const user = req.user;
    const lastDay = user?.email === DEMO_EMAIL ? transactions.lastSeededDay(user.id, DEMO_STORAGE_PREFIX) : Promise.resolve(null);
    lastDay
      .then((day) => {
        res
          .type('text/csv')
          .attachment('sample-bank-statement.csv')
          .send(day ? continuedStatementCsv(DEMO_SEED, day) : sampleStatementCsv(todayIso()));
      })
      .catch(next);
  };
}
