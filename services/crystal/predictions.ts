// Crystal's predictions for one user, as GET /api/crystal/predictions serves them: the ledger and the
// stated balance, the user's bills still due this month (services/bills/occurrences.ts, so this
// month's forecast holds them on their dates), all as of the user's own today (services/clock.ts).
import { usualCents } from '../../core/chime/occurrences.ts';
import { billsDueThisMonth } from '../../core/crystal/forecast.ts';
import { buildPredictions, type PredictionsView } from '../../core/crystal/predictions.ts';
import type { BillsRepo } from '../../db/repos/bills.ts';
import type { RemindersRepo } from '../../db/repos/reminders.ts';
import { billOccurrences } from '../bills/occurrences.ts';
import { userToday } from '../clock.ts';
import type { Ledger } from '../ledger/ledger.ts';

export interface PredictionsDeps {
  /** `statementPeriods` may be left out by a ledger that knows of none (services/figures/user-figures.ts reads them the same way) */
  ledger: Pick<Ledger, 'window' | 'statedBalance'> & Partial<Pick<Ledger, 'statementPeriods'>>;
  bills: Pick<BillsRepo, 'list'>;
  /** the user's time zone (Settings → reminders) */
  zones: Pick<RemindersRepo, 'timeZone'>;
}

export async function userPredictions(deps: PredictionsDeps, userId: string): Promise<PredictionsView> {
  const today = await userToday(deps.zones, userId);
  const rows = deps.ledger.window(userId, today);
  const [ledger, balance, bills, periods] = await Promise.all([
    rows,
    deps.ledger.statedBalance(userId),
    billOccurrences(deps, userId, today, 'this-month', { ledger: rows, activeOnly: true }),
    deps.ledger.statementPeriods?.(userId) ?? Promise.resolve([]),
  ]);
  const billsDue = billsDueThisMonth(
    bills.map(({ bill, occurrences }) => ({ name: bill.name, expectedCents: usualCents(bill.expected), merchantKey: bill.merchantKey, occurrences })),
    today,
  );
  // the statements' own periods decide which months are full, as for every other figure (core/figures/coverage.ts)
  return buildPredictions(ledger, today, balance, { billsDue, periods });
}
