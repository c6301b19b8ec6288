// Chime's API shapes: bills, their proposals and the reminders (server/chime/).
import type { Cadence } from './cadence.ts';
import type { DetectedBill } from './detect.ts';
import type { ReminderChannel, ReminderStatus } from './reminders.ts';
import type { BalanceWarning } from './warnings.ts';

/** GET /api/bills: Chime's bills with their occurrences, and the series Crystal proposes as bills. */
export interface BillDto {
  id: string;
  name: string;
  merchantKey: string;
  expected: { kind: 'exact'; cents: number } | { kind: 'approx'; cents: number; percent: number } | { kind: 'range'; minCents: number; maxCents: number };
  cadence: Cadence;
  anchor: string;
  weekend: 'before' | 'after' | null;
  account: string | null;
  autopay: boolean;
  active: boolean;
  /** how many days before a due date Chime reminds, and where */
  leadDays: number;
  channels: ReminderChannel[];
  /** the last 60 days and the next 60 */
  occurrences: {
    due: string;
    status: 'paid' | 'upcoming' | 'due today' | 'overdue' | 'missed';
    paidBy: { id: string; date: string; cents: number } | null;
    priceRise: { fromCents: number; toCents: number } | null;
  }[];
  /**
   * upcoming due dates on which Crystal's projected balance (its pessimistic edge, from the statement
   * balance, next 90 days) is under zero or under the buffer
   */
  warnings: BalanceWarning[];
}

/** Chime's reminder settings and log (GET /api/reminders). */
export interface RemindersDto {
  /** IANA zone; the daily run is at 08:00 there (null: not set yet, UTC until the browser says) */
  timeZone: string | null;
  email: { configured: boolean; to: string | null };
  /** the VAPID public key a browser subscribes with, and this user's devices */
  push: { publicKey: string; devices: { id: string; device: string; endpointHost: string; createdAt: string }[] };
  log: {
    id: string;
    billId: string | null;
    billName: string;
    due: string;
    channel: ReminderChannel;
    title: string;
    status: ReminderStatus;
    attempts: number;
    reason: string | null;
    detail: string | null;
    createdAt: string;
    sentAt: string | null;
  }[];
}

/** A bill Chime found in the ledger and proposes: the detector's result as it is. */
export type BillProposalDto = DetectedBill;

export interface BillsDto {
  /** the day the statuses are as of (the server's) */
  today: string;
  /** the balance the warnings keep above: the user's setting (PUT /api/bills/buffer), $500 until they set one */
  bufferCents: number;
  /** false: the $500 default */
  bufferSet: boolean;
  /** the statement balance Crystal projects from; null: no statement stated one, so there are no warnings */
  projectedFrom: { cents: number; asOf: string | null } | null;
  bills: BillDto[];
  proposals: BillProposalDto[];
}
