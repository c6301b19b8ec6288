// The one clock of the server and the worker: "today" as a calendar day, in UTC or in a user's zone.
// CLOCK_TODAY (tests, demos) pins every one of them to that day: startServer and startWorkers pin it
// from their config before anything reads the day.
import { localDate } from '../core/chime/reminders.ts';
import type { RemindersRepo } from '../db/repos/reminders.ts';

/** The day pinned by CLOCK_TODAY (tests, demos), or null for the real calendar. */
let pinned: string | null = null;

export function pinToday(day: string | null | undefined): void {
  pinned = day ?? null;
}

/** Today's date (UTC) as YYYY-MM-DD: the day the server files corrections and forecasts under. */
export const todayIso = (): string => pinned ?? new Date().toISOString().slice(0, 10);

/** Today's date on the wall clock of `zone` (no zone: UTC), as YYYY-MM-DD. */
export const todayFor = (zone: string | null | undefined): string => pinned ?? localDate(new Date(), zone ?? 'UTC');

/** Today in the user's own zone, the one their reminders keep (Settings → reminders; none set: UTC). */
export async function userToday(zones: Pick<RemindersRepo, 'timeZone'>, userId: string): Promise<string> {
  return todayFor(await zones.timeZone(userId));
}
