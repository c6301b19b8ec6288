// An episode's length, written one way everywhere: the podcast list, the Complete step's message and
// the RSS feed all round down to whole seconds, so 619.6 s is 10:19 in each (it was 10:20 in two).

/** Whole seconds of audio, rounded down; anything not a finite positive number is 0. */
export function wholeSeconds(seconds: number | null | undefined): number {
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
}

/** Seconds → "m:ss" ("1:05:09" from an hour up). */
export function formatClock(seconds: number | null | undefined): string {
  const total = wholeSeconds(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
