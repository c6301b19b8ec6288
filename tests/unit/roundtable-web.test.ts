// The podcast page's pure logic: the heard-seconds clock (what the player reports as listened),
// time formatting, and episode progress from the steps and the live events.
import { describe, expect, it } from 'vitest';
import type { EpisodeDto, EpisodeStepDto } from '../../core/roundtable/api.ts';
import { HeardClock } from '../../web/src/features/roundtable/heardClock.ts';
import { formatClock, formatCompletion, formatListening, hostNames } from '../../web/src/features/roundtable/format.ts';
import { applyProgress, mergeEpisode, mergeInProgress, partsText, progressPercent, stepsDone } from '../../web/src/features/roundtable/episodeState.ts';

describe('HeardClock', () => {
  it('counts what played at normal speed', () => {
    const c = new HeardClock();
    c.play(10, 0, 1);
    for (let t = 1; t <= 20; t++) c.tick(10 + t, t * 1000);
    c.pause(30, 20_000);
    expect(c.take()).toBe(20);
    expect(c.take()).toBe(0);
  });

  it('counts faster playback, but never more than wall time × speed', () => {
    const c = new HeardClock();
    c.play(0, 0, 2);
    c.tick(20, 10_000); // 10 s of wall time at 2×: 20 s heard
    expect(c.pending).toBe(20);
    c.tick(50, 12_000); // 30 s of audio in 2 s at 2×: at most 4 s
    expect(c.pending).toBe(24);
  });

  it('does not count a seek, forward or back', () => {
    const c = new HeardClock();
    c.play(0, 0, 1);
    c.tick(5, 5000);
    c.seek(120, 5100);
    c.tick(125, 10_100);
    c.seek(30, 10_200);
    c.tick(29, 10_300); // a jump back without a seek event: nothing
    c.tick(31, 12_300);
    expect(c.pending).toBeCloseTo(12, 5);
  });

  it('counts the time before a speed change at the old speed', () => {
    const c = new HeardClock();
    c.play(0, 0, 1);
    c.setRate(2, 10, 10_000);
    c.tick(30, 20_000);
    expect(c.pending).toBe(30);
  });

  it('counts nothing while paused, and keeps the fraction for the next report', () => {
    const c = new HeardClock();
    c.play(0, 0, 1);
    c.pause(2.5, 2500);
    c.tick(100, 100_000);
    expect(c.playing).toBe(false);
    expect(c.take()).toBe(2);
    c.play(2.5, 200_000, 1);
    c.tick(3.1, 200_600);
    expect(c.take()).toBe(1);
    expect(c.pending).toBeCloseTo(0.1, 5);
  });

  it('gives back seconds whose report failed', () => {
    const c = new HeardClock();
    c.play(0, 0, 1);
    c.tick(15, 15_000);
    const taken = c.take();
    c.restore(taken);
    expect(c.take()).toBe(15);
  });
});

describe('formatting', () => {
  it('writes a clock as m:ss, and h:mm:ss from an hour', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(5.9)).toBe('0:05');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(754)).toBe('12:34');
    expect(formatClock(3600 + 5 * 60 + 9)).toBe('1:05:09');
    expect(formatClock(null)).toBe('0:00');
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe('0:00');
  });

  it('writes listening time in hours and minutes', () => {
    expect(formatListening(0)).toBe('0m');
    expect(formatListening(59)).toBe('0m');
    expect(formatListening(12 * 60 + 30)).toBe('12m');
    expect(formatListening(3600 + 5 * 60)).toBe('1h 5m');
    expect(formatListening(2 * 3600)).toBe('2h 0m');
  });

  it('writes the completion rate, or a dash when no episode was started', () => {
    expect(formatCompletion(null)).toBe('—');
    expect(formatCompletion(0)).toBe('0%');
    expect(formatCompletion(2 / 3)).toBe('67%');
    expect(formatCompletion(1)).toBe('100%');
  });

  it('names the hosts', () => {
    expect(hostNames([{ name: 'Max' }])).toBe('Max');
    expect(hostNames([{ name: 'Rosa' }, { name: 'Theo' }])).toBe('Rosa and Theo');
  });
});

const step = (key: EpisodeStepDto['key'], status: EpisodeStepDto['status'], extra: Partial<EpisodeStepDto> = {}): EpisodeStepDto => ({
  key,
  status,
  message: '',
  ...extra,
});

function episode(steps: EpisodeStepDto[], over: Partial<EpisodeDto> = {}): EpisodeDto {
  return {
    id: 'e1',
    podcasterId: 'roundtable',
    podcasterName: 'The Roundtable',
    type: 'weekly',
    timeframeDays: 7,
    from: '2026-03-10',
    to: '2026-03-16',
    status: 'generating',
    steps,
    episodeNumber: null,
    title: null,
    description: null,
    audioUrl: null,
    audioMime: null,
    audioBytes: null,
    durationSeconds: null,
    audioProblem: null,
    words: null,
    writer: null,
    listenCount: 0,
    rating: null,
    favourite: false,
    positionSeconds: 0,
    completed: false,
    error: null,
    createdAt: '2026-03-17T10:00:00.000Z',
    readyAt: null,
    ...over,
  };
}

describe('episode progress', () => {
  it('is a quarter per step, the audio quarter filling part by part', () => {
    expect(progressPercent([])).toBe(0);
    expect(progressPercent([step('facts', 'completed'), step('script', 'processing')])).toBe(25);
    const audio = [step('facts', 'completed'), step('script', 'completed'), step('audio', 'processing', { done: 3, total: 12 })];
    expect(progressPercent(audio)).toBe(56); // (2 + 3/12) / 4
    expect(stepsDone(audio)).toBe(2);
    expect(partsText(audio[2]!)).toBe('part 3 of 12');
    expect(progressPercent([step('facts', 'completed'), step('script', 'completed'), step('audio', 'skipped'), step('encoding', 'completed')])).toBe(100);
  });

  it('applies an event to its step, and a queued episode is then generating', () => {
    const e = episode([step('facts', 'pending')], { status: 'queued' });
    const next = applyProgress(e, { episodeId: 'e1', step: 'audio', status: 'processing', message: 'Recording', done: 2, total: 10 });
    expect(next.status).toBe('generating');
    expect(next.steps.map((s) => s.key)).toEqual(['facts', 'script', 'audio', 'encoding']);
    expect(next.steps.find((s) => s.key === 'audio')).toMatchObject({ status: 'processing', done: 2, total: 10, message: 'Recording' });
    expect(applyProgress(e, { episodeId: 'other', step: 'facts', status: 'completed', message: '' })).toBe(e);
  });

  it('never moves a step backwards: a late event or an older snapshot changes nothing', () => {
    const e = episode([step('facts', 'completed'), step('audio', 'processing', { done: 5, total: 10 })]);
    expect(applyProgress(e, { episodeId: 'e1', step: 'facts', status: 'processing', message: '' })).toBe(e);
    expect(applyProgress(e, { episodeId: 'e1', step: 'audio', status: 'processing', message: '', done: 4, total: 10 })).toBe(e);
    const older = episode([step('facts', 'processing'), step('audio', 'pending')], { status: 'queued' });
    const merged = mergeEpisode(e, older);
    expect(merged.status).toBe('generating');
    expect(merged.steps.find((s) => s.key === 'facts')?.status).toBe('completed');
    expect(merged.steps.find((s) => s.key === 'audio')).toMatchObject({ status: 'processing', done: 5 });
    const newer = episode([step('facts', 'completed'), step('audio', 'completed', { done: 10, total: 10 })]);
    expect(mergeEpisode(e, newer).steps.find((s) => s.key === 'audio')?.status).toBe('completed');
  });

  it('leaves out of a snapshot the episodes an event already ended', () => {
    const a = episode([], { id: 'a' });
    const b = episode([], { id: 'b' });
    expect(mergeInProgress([a, b], [a, b], new Set(['a'])).map((e) => e.id)).toEqual(['b']);
  });
});
