// Luna's (Wave's) built-in answer: the user's Spotify connection and the playlists made from their
// own saved tracks, from the music tables (server/music). Luna has no money figures of her own; a
// money question is handed to whoever owns it (core/chat/answers.ts).
import { PREMIUM_ONLY } from '../music/player.ts';
import { PLAYLIST_PAIRING, type PlaylistKind } from '../music/playlists.ts';

export interface ChatMusic {
  /** SPOTIFY_CLIENT_ID is set on this server */
  configured: boolean;
  connection: null | {
    status: 'connected' | 'reconnect';
    problem: string | null;
    displayName: string | null;
    product: string | null;
    playbackAllowed: boolean;
  };
  /** newest first */
  playlists: { kind: PlaylistKind; name: string; trackCount: number; createdAt: string }[];
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export function musicLines(music: ChatMusic | null | undefined): { lines: string[]; used: string[] } {
  if (!music || !music.configured) {
    return {
      lines: [
        'Spotify is not set up on this server (SPOTIFY_CLIENT_ID is not set), so I have no music of yours and I will not invent any.',
        'This page says how to register an app with Spotify and connect it; once it is on, I make focus and calm playlists from your own saved tracks.',
      ],
      used: ["this server's music settings"],
    };
  }
  const c = music.connection;
  if (!c) {
    return {
      lines: [
        'You have not connected Spotify yet. Press Connect Spotify on this page: you sign in at Spotify, and I only ever read your saved tracks and playlists and make new playlists in your account.',
      ],
      used: ['your music connection (none yet)'],
    };
  }
  if (c.status === 'reconnect') {
    return {
      lines: [`Your Spotify connection needs reconnecting: ${c.problem ?? 'Spotify no longer accepts it.'} Press Reconnect on this page.`],
      used: ['your music connection'],
    };
  }
  const who = c.displayName ? `as ${c.displayName}` : '';
  const lines = [
    `Spotify is connected${who ? ` ${who}` : ''}${c.product ? ` (${c.product} account)` : ''}.`,
    c.playbackAllowed ? 'Your account allows playback from here: the player on this page drives Spotify on your active device.' : PREMIUM_ONLY,
  ];
  if (!music.playlists.length) {
    lines.push('I have not made a playlist yet: press Make a focus playlist or Make a calm playlist and I build it from your saved tracks.');
  } else {
    lines.push(`I made ${plural(music.playlists.length, 'playlist')} from your own tracks:`);
    for (const p of music.playlists.slice(0, 5)) {
      lines.push(`- ${p.name} (${p.kind}, ${plural(p.trackCount, 'track')}, ${p.createdAt.slice(0, 10)}): pairs with ${PLAYLIST_PAIRING[p.kind].label}`);
    }
  }
  return { lines, used: ['your music connection', ...(music.playlists.length ? ['the playlists I made'] : [])] };
}
