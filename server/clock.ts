/** The day pinned by CLOCK_TODAY (tests, demos), or null for the real calendar. */
let pinned: string | null = null;

export function pinToday(day: string | null | undefined): void {
  pinned = day ?? null;
}

/** Today's date (UTC) as YYYY-MM-DD: the day the server files corrections and forecasts under. */
export const todayIso = () => pinned ?? new Date().toISOString().slice(0, 10);
