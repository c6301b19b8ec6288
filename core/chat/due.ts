// What is due in the next 30 days, counted once for every reply that says it (Crystal's overview,
// Chime's list, Prime's handoff): the bills the user set up (their occurrences from
// services/bills/occurrences.ts in the chat's window) and the recurring charges Crystal expects
// that no bill stands for, as one number with its split, and the income expected apart from it.
import { addDays } from '../dates.ts';
import { merchantKey } from '../crystal/merchant.ts';
import { count, day, list, money } from './format.ts';
import type { ChatDataSummary } from './summary.ts';

/** The window every reply counts what is due in: today and the next DUE_DAYS days. */
export const DUE_DAYS = 30;

export interface DueEntry {
  date: string;
  name: string;
  /** positive cents */
  cents: number;
  /** 'bill': set up on Bill Reminders; 'charge': a recurring charge from the statements; 'income': money expected in */
  kind: 'bill' | 'charge' | 'income';
  /** the recurring kind of a charge (subscription, bill, other); 'due today' for a bill due today */
  note: string | null;
}

export interface DueInWindow {
  from: string;
  to: string;
  /** bills and charges, soonest first */
  payments: DueEntry[];
  bills: number;
  charges: number;
  totalCents: number;
  income: DueEntry[];
  /** the one sentence: "3 payments are due in the next 30 days (to Apr 19): 2 bills you set up and 1 recurring charge from your statements." */
  sentence: string;
}

const soonest = (a: DueEntry, b: DueEntry) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name);

/** A window other than the next 30 days ("this week"): its last day and its words. */
export interface DueWindow {
  from: string;
  to: string;
  words: string;
}

export function dueInWindow(data: Pick<ChatDataSummary, 'today' | 'bills' | 'upcoming'>, window?: DueWindow): DueInWindow {
  const from = window && window.from > data.today ? window.from : data.today;
  const horizon = addDays(data.today, DUE_DAYS);
  const to = window && window.to < horizon ? window.to : horizon;
  const words = window ? `${window.words} (to ${day(to, from)})` : `in the next ${DUE_DAYS} days (to ${day(to, from)})`;
  const bills: DueEntry[] = data.bills.flatMap((b) =>
    b.occurrences
      .filter((o) => (o.status === 'upcoming' || o.status === 'due today') && o.due >= from && o.due <= to)
      .map((o) => ({ date: o.due, name: b.name, cents: b.expectedCents, kind: 'bill' as const, note: o.status === 'due today' ? 'due today' : null })),
  );
  // a bill stands for the recurring charge of its merchant
  const billKeys = new Set(data.bills.map((b) => b.merchantKey || merchantKey({ merchant: b.name, description: b.name })));
  const expected = data.upcoming.filter((u) => u.date >= from && u.date <= to);
  const charges: DueEntry[] = expected
    .filter((u) => u.amountCents < 0 && !billKeys.has(u.merchantKey))
    .map((u) => ({ date: u.date, name: u.merchant, cents: -u.amountCents, kind: 'charge', note: u.kind === 'other' ? null : u.kind }));
  const income: DueEntry[] = expected
    .filter((u) => u.amountCents > 0)
    .map((u) => ({ date: u.date, name: u.merchant, cents: u.amountCents, kind: 'income', note: null }));
  const payments = [...bills, ...charges].sort(soonest);
  const parts = [
    bills.length ? `${count(bills.length, 'bill')} you set up` : null,
    charges.length ? `${count(charges.length, 'recurring charge')} from your statements` : null,
  ].filter((p): p is string => p !== null);
  const n = payments.length;
  const sentence =
    n === 0
      ? `Nothing is due ${words}, as far as your bills and statements show.`
      : `${count(n, 'payment')} ${n === 1 ? 'is' : 'are'} due ${words}: ${list(parts)}.`;
  return {
    from,
    to,
    payments,
    bills: bills.length,
    charges: charges.length,
    totalCents: payments.reduce((s, p) => s + p.cents, 0),
    income: income.sort(soonest),
    sentence,
  };
}

/** The payments one by one, and their total. */
export function dueLines(d: DueInWindow): string[] {
  if (!d.payments.length) return [];
  return [
    ...d.payments.map(
      (p) => `- ${day(p.date, d.from)}: ${p.name} ${money(p.cents)}${p.note ? ` (${p.note})` : ''}${p.kind === 'bill' ? '' : ', from your statements'}`,
    ),
    `Total: ${money(d.totalCents)}.`,
  ];
}

/** "Also expected in: Payroll Acme $3,000.00 on Apr 1." */
export function incomeLine(d: DueInWindow): string | null {
  if (!d.income.length) return null;
  return `Also expected in: ${list(d.income.map((i) => `${i.name} ${money(i.cents)} on ${day(i.date, d.from)}`))}.`;
}

/** The bills set up by hand that are overdue or missed, oldest first: said before what is due. */
export function lateLines(data: Pick<ChatDataSummary, 'today' | 'bills'>): string[] {
  const rows = data.bills.flatMap((b) => b.occurrences.map((o) => ({ name: b.name, expectedCents: b.expectedCents, ...o })));
  const late = rows.filter((o) => o.status === 'overdue' || o.status === 'missed').sort((a, b) => (a.due < b.due ? -1 : 1));
  if (!late.length) return [];
  return ['Not paid yet:', ...late.map((o) => `- ${o.name} ${money(o.expectedCents)}, due ${day(o.due, data.today)}: ${o.status}.`)];
}

/** What Chime sent lately, from the reminder log: delivered, or failed with the reason. */
export function reminderLines(data: Pick<ChatDataSummary, 'today' | 'reminders'>): string[] {
  const t = data.today;
  const recent = data.reminders.slice(0, 6);
  if (!recent.length) return [];
  return [
    'Reminders I sent lately:',
    ...recent.map(
      (r) =>
        `- ${day(r.day, t)}: ${r.billName} (due ${day(r.due, t)}) by ${r.channel}: ${r.status === 'failed' ? `failed (${r.reason ?? 'no reason given'})` : r.status}.`,
    ),
  ];
}
