// Wave's pure pieces: the player state of the specification, the focus/calm rules, PKCE and the
// token encryption round trip.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VOLUME, PREMIUM_ONLY, initialPlayerState, playbackAllowed, playerReducer, volumePercent, type PlayerTrack } from '../../core/music/player.ts';
import { PLAYLIST_MAX, PLAYLIST_RULES, pickTracks, type CandidateTrack } from '../../core/music/playlists.ts';
import { codeChallengeS256, decryptToken, encryptToken, newCodeVerifier, newState, newTokenKey } from '../../server/music/crypto.ts';
import { retryAfterSeconds } from '../../server/music/spotify.ts';

const track = (name: string, durationMs = 180_000): PlayerTrack => ({ uri: `spotify:track:${name}`, name, artists: ['A'], durationMs });

describe('player state', () => {
  it('starts paused at volume 0.7 with nothing queued', () => {
    expect(initialPlayerState()).toEqual({ currentTrack: null, playing: false, volume: 0.7, progressMs: 0, queue: [] });
    expect(DEFAULT_VOLUME).toBe(0.7);
  });

  it('next takes the first queue item; previous restarts the track', () => {
    let s = playerReducer(initialPlayerState(), { kind: 'load', tracks: [track('a'), track('b'), track('c')] });
    expect(s.currentTrack?.name).toBe('a');
    expect(s.queue.map((t) => t.name)).toEqual(['b', 'c']);
    s = playerReducer(s, { kind: 'seek', positionMs: 42_000 });
    expect(s.progressMs).toBe(42_000);
    s = playerReducer(s, { kind: 'previous' });
    expect(s.currentTrack?.name).toBe('a');
    expect(s.progressMs).toBe(0);
    s = playerReducer(s, { kind: 'next' });
    expect(s.currentTrack?.name).toBe('b');
    expect(s.queue.map((t) => t.name)).toEqual(['c']);
    s = playerReducer(s, { kind: 'next' });
    s = playerReducer(s, { kind: 'next' });
    // nothing left: the track ends and playing stops
    expect(s.currentTrack?.name).toBe('c');
    expect(s.playing).toBe(false);
  });

  it('clamps volume and seek, and play takes the queue when nothing is loaded', () => {
    let s = playerReducer(initialPlayerState(), { kind: 'volume', volume: 4 });
    expect(s.volume).toBe(1);
    s = playerReducer(s, { kind: 'volume', volume: Number.NaN });
    expect(s.volume).toBe(1);
    s = playerReducer(s, { kind: 'enqueue', track: track('q', 1000) });
    s = playerReducer(s, { kind: 'play' });
    expect(s).toMatchObject({ playing: true, currentTrack: { name: 'q' }, queue: [] });
    expect(playerReducer(s, { kind: 'seek', positionMs: 99_999 }).progressMs).toBe(1000);
    expect(playerReducer(s, { kind: 'pause' }).playing).toBe(false);
    expect(volumePercent(0.7)).toBe(70);
  });

  it('allows remote playback for Premium only, and says so', () => {
    expect(playbackAllowed('premium')).toBe(true);
    expect(playbackAllowed('free')).toBe(false);
    expect(playbackAllowed(null)).toBe(false);
    expect(PREMIUM_ONLY).toMatch(/only for Premium/);
  });
});

const cand = (id: string, durationMs: number, popularity: number, artist = 'x', explicit = false): CandidateTrack => ({
  uri: `spotify:track:${id}`,
  id,
  name: id,
  artists: [artist],
  artistIds: [artist],
  durationMs,
  popularity,
  explicit,
});

describe('focus and calm playlists', () => {
  const genres = new Map([
    ['amb', ['ambient']],
    ['rock', ['hard rock']],
  ]);
  const tracks = [
    cand('short-rock', 150_000, 10, 'rock'),
    cand('short-amb', 200_000, 60, 'amb'),
    cand('long-amb', 400_000, 50, 'amb'),
    cand('explicit', 150_000, 1, 'amb', true),
    cand('mid-rock', 250_000, 5, 'rock'),
    cand('short-amb', 200_000, 60, 'amb'),
  ];

  it('calm: under 4 minutes, not explicit, calm genres first, then the least popular; no duplicates', () => {
    expect(pickTracks('calm', tracks, genres).map((t) => t.id)).toEqual(['short-amb', 'short-rock']);
  });

  it('focus: 3 minutes or more, focus genres first, then the longest', () => {
    expect(pickTracks('focus', tracks, genres).map((t) => t.id)).toEqual(['long-amb', 'short-amb', 'mid-rock']);
  });

  it('never makes up tracks, and caps the length', () => {
    expect(pickTracks('calm', [])).toEqual([]);
    const many = Array.from({ length: 80 }, (_, i) => cand(`t${i}`, 100_000, i));
    expect(pickTracks('calm', many)).toHaveLength(PLAYLIST_MAX);
    expect(PLAYLIST_RULES.calm).toMatch(/under 4 minutes/);
  });
});

describe('PKCE and token encryption', () => {
  it('makes an RFC 7636 verifier and its S256 challenge', () => {
    const v = newCodeVerifier();
    expect(v).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(codeChallengeS256(v)).toBe(createHash('sha256').update(v).digest('base64url'));
    expect(codeChallengeS256(v)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newState()).not.toBe(newState());
  });

  it('round-trips a token, and refuses another key, another user or a changed text', () => {
    const key = newTokenKey();
    const sealed = encryptToken(key, 'BQD-access-token', 'user-1');
    expect(sealed).not.toContain('BQD');
    expect(decryptToken(key, sealed, 'user-1')).toBe('BQD-access-token');
    expect(encryptToken(key, 'same', 'u')).not.toBe(encryptToken(key, 'same', 'u'));
    expect(() => decryptToken(newTokenKey(), sealed, 'user-1')).toThrow();
    expect(() => decryptToken(key, sealed, 'user-2')).toThrow();
    const parts = sealed.split('.');
    parts[3] = parts[3]!.slice(0, -2) + (parts[3]!.endsWith('AA') ? 'BB' : 'AA');
    expect(() => decryptToken(key, parts.join('.'), 'user-1')).toThrow();
  });

  it('reads Retry-After as seconds or a date', () => {
    expect(retryAfterSeconds('3')).toBe(3);
    expect(retryAfterSeconds(null)).toBe(1);
    expect(retryAfterSeconds(new Date(10_000).toUTCString(), 4_000)).toBe(6);
  });
});
