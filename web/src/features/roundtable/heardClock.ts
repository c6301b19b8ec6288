// Seconds of an episode actually heard, measured from the audio element's currentTime while it
// plays: every step forward counts, but never more than the wall time since the previous reading
// times the playback speed; a seek is a jump, not listening, and never counts. The player reports
// what it took (whole seconds) with each progress save and keeps the fraction for the next one.

export class HeardClock {
  /** the last currentTime read while playing; null while paused */
  private position: number | null = null;
  private wallMs = 0;
  private rate = 1;
  private heard = 0;

  /** Playback started (or resumed) at `position`. */
  play(position: number, nowMs: number, rate: number): void {
    this.position = position;
    this.wallMs = nowMs;
    this.rate = rate > 0 ? rate : 1;
  }

  /** A reading while playing: what moved forward since the last one counts, within wall time × speed. */
  tick(position: number, nowMs: number): void {
    if (this.position === null) return;
    const moved = position - this.position;
    const limit = Math.max(0, (nowMs - this.wallMs) / 1000) * this.rate;
    if (moved > 0) this.heard += Math.min(moved, limit);
    this.position = position;
    this.wallMs = nowMs;
  }

  /** The speed changes: what played until now counts at the old speed. */
  setRate(rate: number, position: number, nowMs: number): void {
    this.tick(position, nowMs);
    if (rate > 0) this.rate = rate;
  }

  /** A jump to `position`: counting goes on from there (nothing in between was heard). */
  seek(position: number, nowMs: number): void {
    if (this.position === null) return;
    this.position = position;
    this.wallMs = nowMs;
  }

  /** Paused or ended at `position`. */
  pause(position: number, nowMs: number): void {
    this.tick(position, nowMs);
    this.position = null;
  }

  get playing(): boolean {
    return this.position !== null;
  }

  /** Heard and not yet taken, in seconds (with the fraction). */
  get pending(): number {
    return this.heard;
  }

  /** The whole seconds heard since the last take; the fraction stays for the next one. */
  take(): number {
    const whole = Math.floor(this.heard);
    this.heard -= whole;
    return whole;
  }

  /** Seconds taken for a report that did not reach the server: they go with the next one. */
  restore(seconds: number): void {
    if (seconds > 0) this.heard += seconds;
  }
}
