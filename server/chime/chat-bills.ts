// Chime's chat reads the bills with the same matching as the bills page (occurrences and payments).
import type { ChatBill } from '../../core/chat/summary.ts';
import { occurrences, usualCents } from '../../core/chime/occurrences.ts';
import { paymentsOf } from '../../core/chime/payments.ts';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { addDays } from '../../core/dates.ts';
import type { BillRow } from '../../db/repos/bills.ts';

export function chatBills(rows: readonly BillRow[], txs: readonly LedgerTransaction[], today: string): ChatBill[] {
  const payments = paymentsOf(txs);
  return rows
    .filter((b) => b.active)
    .map((b) => ({
      name: b.name,
      expectedCents: usualCents(b.expected),
      occurrences: occurrences(b, payments, addDays(today, -30), addDays(today, 30), today).map((o) => ({
        due: o.due,
        status: o.status,
        paidCents: o.paidBy?.cents ?? null,
      })),
    }));
}
