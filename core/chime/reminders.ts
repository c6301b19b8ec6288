// Chime's reminders, pure: which (bill, occurrence, channel) is due a reminder on a given day, what it
// says, the day it is in the user's time zone, and whether a delivery failure is worth retrying.
import { formatCents } from '../money.ts';
import { daysBetween } from '../dates.ts';
import type { Occurrence } from './occurrences.ts';

export const REMINDER_CHANNELS = ['in-app', 'email', 'push'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];
/** skipped: not sent, because the user turned that channel off for the kind (Settings › Notifications) */
export type ReminderStatus = 'pending' | 'sending' | 'delivered' | 'failed' | 'skipped';

/** The daily run's local time: 08:00 in the user's zone, as a cron pattern. */
export const DAILY_PATTERN = '0 8 * * *';
export const DEFAULT_LEAD_DAYS = 3;
/** devices one account may register for push reminders (a household has a handful; 20 leaves room for churn) */
export const MAX_PUSH_DEVICES = 20;

export interface ReminderBill {
  id: string;
  name: string;
  leadDays: number;
  channels: readonly ReminderChannel[];
  /** the usual amount, for the message */
  expectedCents: number;
  autopay: boolean;
  occurrences: readonly Pick<Occurrence, 'due' | 'status'>[];
}

export interface DueReminder {
  billId: string;
  billName: string;
  due: string;
  channel: ReminderChannel;
  title: string;
  body: string;
}

function when(due: string, today: string): string {
  const days = daysBetween(today, due);
  return days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
}

/** What a reminder says: the bill, the amount, the date and how far off it is. */
export function reminderText(bill: Pick<ReminderBill, 'name' | 'expectedCents' | 'autopay'>, due: string, today: string): { title: string; body: string } {
  const whenText = when(due, today);
  const pay = bill.autopay ? 'is paid automatically' : 'is due';
  return {
    title: `${bill.name} ${pay} ${whenText}`,
    body: `${bill.name}: about ${formatCents(bill.expectedCents)} ${pay} on ${due} (${whenText}). Chime checks it against your imported statements and marks it paid when the payment shows up.`,
  };
}

/**
 * Every reminder due on `today`: an unpaid occurrence (upcoming or due today) whose due date is at most
 * leadDays away, once per channel. A day the run did not happen is caught up by the next one, as long
 * as the due date has not passed; the caller's log keeps each (bill, due, channel) to one.
 */
export function dueReminders(bills: readonly ReminderBill[], today: string): DueReminder[] {
  const out: DueReminder[] = [];
  for (const b of bills) {
    for (const o of b.occurrences) {
      if (o.status !== 'upcoming' && o.status !== 'due today') continue;
      const days = daysBetween(today, o.due);
      if (days < 0 || days > b.leadDays) continue;
      const text = reminderText(b, o.due, today);
      for (const channel of new Set(b.channels)) out.push({ billId: b.id, billName: b.name, due: o.due, channel, ...text });
    }
  }
  return out;
}

/** Why this is not an IANA time zone name, or null. */
export function timeZoneProblem(zone: string): string | null {
  if (!zone.trim() || zone.length > 64) return 'Give a time zone like Europe/Berlin.';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return null;
  } catch {
    return `"${zone}" is not a time zone (use a name like Europe/Berlin or America/New_York).`;
  }
}

/** The calendar day an instant falls on in a time zone, as YYYY-MM-DD. */
export function localDate(instant: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The wall-clock time of an instant in a zone, "HH:MM" (24 h). */
export function localTime(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}

/**
 * Whether a failed delivery is worth another try: an SMTP 5xx answer is the server refusing for good,
 * a push service's 4xx (other than 429) the same; anything else (timeouts, 4xx SMTP, 5xx push) may pass.
 */
export function isPermanentFailure(e: { channel: ReminderChannel; smtpCode?: number | null; httpStatus?: number | null }): boolean {
  if (e.channel === 'email') return typeof e.smtpCode === 'number' && e.smtpCode >= 500;
  if (e.channel === 'push') return typeof e.httpStatus === 'number' && e.httpStatus >= 400 && e.httpStatus < 500 && e.httpStatus !== 429;
  return false;
}
