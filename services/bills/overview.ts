// Chime's bills page: every bill with its occurrences against the ledger and the balance warnings on
// them, the series Crystal proposes (less the bills already made and the ones dismissed), and the
// buffer the warnings keep the balance above. "Today" is the user's own day, the one their reminders use.
import type { BillDto, BillsDto } from '../../core/chime/api.ts';
import { detectBills } from '../../core/chime/detect.ts';
import { DEFAULT_BUFFER_CENTS, balanceWarnings } from '../../core/chime/warnings.ts';
import { projectCashFlow } from '../../core/crystal/forecast.ts';
import type { BillsRepo } from '../../db/repos/bills.ts';
import type { Ledger } from '../ledger/ledger.ts';
import type { RemindersRepo } from '../../db/repos/reminders.ts';
import { userToday } from '../clock.ts';
import { billOccurrences } from './occurrences.ts';

export interface BillsOverviewDeps {
  bills: Pick<BillsRepo, 'list' | 'dismissed' | 'buffer'>;
  ledger: Pick<Ledger, 'window' | 'statedBalance'>;
  /** the user's time zone */
  zones: Pick<RemindersRepo, 'timeZone'>;
}

export async function billsOverview(deps: BillsOverviewDeps, userId: string): Promise<BillsDto> {
  const today = await userToday(deps.zones, userId);
  const ledger = deps.ledger.window(userId, today);
  const [bills, txs, dismissed, balance, buffer] = await Promise.all([
    billOccurrences(deps, userId, today, 'page', { ledger }),
    ledger,
    deps.bills.dismissed(userId),
    deps.ledger.statedBalance(userId),
    deps.bills.buffer(userId),
  ]);
  const bufferCents = buffer ?? DEFAULT_BUFFER_CENTS;
  // Crystal's projection from the statement balance: the pessimistic edge on each upcoming due date
  const low = new Map<string, number>();
  if (balance.source === 'statement') for (const p of projectCashFlow(txs, today, balance.cents, 90).points) low.set(p.date, p.lowCents);
  const have = new Set(bills.map(({ bill }) => bill.merchantKey));
  return {
    today,
    bufferCents,
    bufferSet: buffer !== null,
    projectedFrom: balance.source === 'statement' ? { cents: balance.cents, asOf: balance.asOf } : null,
    bills: bills.map(
      ({ bill: b, occurrences }): BillDto => ({
        id: b.id,
        name: b.name,
        merchantKey: b.merchantKey,
        expected: b.expected,
        cadence: b.cadence,
        anchor: b.anchor,
        weekend: b.weekend ?? null,
        account: b.account,
        autopay: b.autopay,
        active: b.active,
        leadDays: b.leadDays,
        channels: b.channels,
        occurrences,
        warnings: balanceWarnings(occurrences, low, bufferCents),
      }),
    ),
    proposals: detectBills(txs, today)
      .filter((p) => !have.has(p.merchantKey) && !dismissed.has(p.merchantKey))
      .map((p) => ({
        merchant: p.merchant,
        merchantKey: p.merchantKey,
        cadence: p.cadence,
        amountCents: p.amountCents,
        minCents: p.minCents,
        maxCents: p.maxCents,
        nextDue: p.nextDue,
        firstDate: p.firstDate,
        occurrences: p.occurrences,
      })),
  };
}
