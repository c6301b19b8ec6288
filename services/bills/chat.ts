// What the chat may quote of Chime's bills: the active ones, with the same matching as the bills page
// (services/bills/occurrences.ts) in the chat's window.
import type { ChatBill } from '../../core/chat/summary.ts';
import { usualCents } from '../../core/chime/occurrences.ts';
import { billOccurrences, type BillOccurrencesDeps, type BillOccurrencesOptions } from './occurrences.ts';

export async function chatBills(deps: BillOccurrencesDeps, userId: string, today: string, ledger: BillOccurrencesOptions['ledger']): Promise<ChatBill[]> {
  const bills = await billOccurrences(deps, userId, today, 'chat', { ledger, activeOnly: true });
  return bills.map(({ bill, occurrences }) => ({
    name: bill.name,
    expectedCents: usualCents(bill.expected),
    merchantKey: bill.merchantKey,
    occurrences: occurrences.map((o) => ({ due: o.due, status: o.status, paidCents: o.paidBy?.cents ?? null })),
  }));
}
