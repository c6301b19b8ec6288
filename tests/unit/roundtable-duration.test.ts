// One duration for an episode (issue 30, item 10): the list, the step message and the feed agree.
import { describe, expect, it } from 'vitest';
import { formatClock, wholeSeconds } from '../../core/roundtable/duration.ts';
import { formatClock as pageClock } from '../../web/src/features/roundtable/format.ts';
import { formatDuration } from '../../worker/roundtable/episode.ts';

describe('episode duration', () => {
  it('619.6 s is 10:19 in the list, the step message and the feed (it was 10:20 in the step and feed)', () => {
    expect(pageClock(619.6)).toBe('10:19');
    expect(formatDuration(619.6)).toBe('10:19');
    expect(formatClock(619.6)).toBe('10:19');
    // the feed's itunes:duration is whole seconds, rounded down the same way
    expect(wholeSeconds(619.6)).toBe(619);
  });
});
