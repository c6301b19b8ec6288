// Wave's music (employee key 'luna'; also /spotify-integration, /spotify, /music): Spotify through
// its Web API. Not configured, the page says how to connect it and shows no tracks at all;
// connected, the account, the focus and calm playlists Wave made from the user's saved tracks (with
// the rule each was made by), the player (Premium) or the Premium note, Disconnect, and the
// "reconnect" state when Spotify stopped accepting the stored access.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { employeeProfile } from '../../../core/employees.ts';
import { MUSIC_CALLBACK_OUTCOMES, isMusicCallbackOutcome, type MusicOverviewDto } from '../../../core/music/api.ts';
import { PREMIUM_ONLY } from '../../../core/music/player.ts';
import { PLAYLIST_KINDS, type PlaylistKind } from '../../../core/music/playlists.ts';
import { errorText } from '../api/client.ts';
import { EmployeeAvatar } from '../components/icons/EmployeeAvatar.tsx';
import { NavIcon } from '../components/icons/navIcons.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { MusicPlayer } from '../features/music/MusicPlayer.tsx';
import { PlaylistCard } from '../features/music/PlaylistCard.tsx';
import { disconnect, getMusic, makePlaylist, startConnect, type PlayerCommand } from '../features/music/musicApi.ts';
import '../features/music/music.css';
import { useLoad } from '../lib/useLoad.ts';

export default function MusicIntegrationPage() {
  const luna = employeeProfile('luna');
  const [params] = useSearchParams();
  const outcome = params.get('music');
  const overview = useLoad(getMusic, { message: (err) => `Could not load the music settings: ${errorText(err)}` });
  const music = overview.data;
  // an action's failure shows until the next fresh overview (which run asks for) replaces it
  const [failed, setFailed] = useState<{ text: string; on: MusicOverviewDto | null } | null>(null);
  const error = (failed && failed.on === music ? failed.text : null) ?? overview.error;
  const setError = (text: string | null) => setFailed(text === null ? null : { text, on: music });
  const [busy, setBusy] = useState<string | null>(null);
  const [command, setCommand] = useState<PlayerCommand | null>(null);

  const run = async (what: string, fn: () => Promise<unknown>) => {
    setBusy(what);
    try {
      await fn();
      setError(null);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(null);
      overview.reload();
    }
  };
  const connect = async () => {
    setBusy('connect');
    try {
      window.location.assign((await startConnect()).authorizeUrl);
    } catch (err) {
      setError(errorText(err));
      setBusy(null);
    }
  };

  const conn = music?.connection ?? null;
  const connected = conn?.status === 'connected';
  return (
    <div className="page page-narrow music-page" data-testid="music-page">
      <PageHeader icon={<NavIcon name="music" />} title="Music Integration">
        <p className="muted">{luna.name} (Wave) makes focus and calm playlists from your own Spotify library, for money admin sessions.</p>
      </PageHeader>
      {isMusicCallbackOutcome(outcome) && (
        <p className={`alert ${outcome === 'connected' ? 'alert-info' : 'alert-warning'}`} data-testid="music-outcome" role="status">
          {MUSIC_CALLBACK_OUTCOMES[outcome]}
        </p>
      )}
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      {!music && !error && <p className="muted">Loading…</p>}

      {music && !music.configured && (
        <section className="card" data-testid="music-setup">
          <h2>Spotify is not connected on this server</h2>
          <p>No music service is set up here, so {luna.name} has no tracks to show — none are made up. To connect Spotify:</p>
          <ol>
            <li>Create an app in Spotify's developer dashboard (developer.spotify.com/dashboard) with the Web API.</li>
            <li>
              Add this redirect URI to it: <code className="music-code">{music.redirectUri}</code>
            </li>
            <li>
              Set <code>SPOTIFY_CLIENT_ID</code> (and <code>PUBLIC_URL</code>, the address people use) on the server and restart it. No client secret is needed:
              the connection uses PKCE.
            </li>
          </ol>
          <p className="muted">docs/capabilities/music.md in the repository has the details.</p>
        </section>
      )}

      {music?.configured && !conn && (
        <section className="card" data-testid="music-connect">
          <h2>Connect Spotify</h2>
          <p>
            {luna.name} reads your saved tracks and your own playlists, makes private playlists in your account, and (with Premium) controls your player. Your
            tokens are stored encrypted and are never shown.
          </p>
          <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => void connect()}>
            Connect Spotify
          </button>
        </section>
      )}

      {conn && conn.status === 'reconnect' && (
        <section className="alert alert-warning" data-testid="music-reconnect">
          <p>{conn.problem}</p>
          <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => void connect()}>
            Reconnect Spotify
          </button>
        </section>
      )}

      {conn && (
        <section className="card" data-testid="music-account">
          <div className="card-head">
            <h2>Spotify account</h2>
            <button type="button" className="btn btn-danger btn-sm" disabled={busy !== null} onClick={() => void run('disconnect', disconnect)}>
              Disconnect
            </button>
          </div>
          <p>
            Connected as <strong>{conn.displayName ?? conn.spotifyUserId}</strong>
            {conn.product ? ` (Spotify ${conn.product})` : ''}.
          </p>
          {!conn.playbackAllowed && (
            <p className="alert alert-info" data-testid="music-premium-note">
              {PREMIUM_ONLY}
            </p>
          )}
        </section>
      )}

      {connected && (
        <section className="card" aria-labelledby="music-make">
          <h2 id="music-make">Make a playlist</h2>
          <ul className="music-rules">
            {PLAYLIST_KINDS.map((k) => (
              <li key={k}>{music!.rules[k]}</li>
            ))}
          </ul>
          <div className="row-actions">
            {PLAYLIST_KINDS.map((k: PlaylistKind) => (
              <button key={k} type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => void run(k, () => makePlaylist(k))}>
                {busy === k ? 'Making…' : `Make a ${k} playlist`}
              </button>
            ))}
          </div>
        </section>
      )}

      {connected && conn.playbackAllowed && <MusicPlayer command={command} />}

      {music && music.playlists.length > 0 && (
        <section aria-label="Playlists Wave made" className="music-playlists">
          <h2>Playlists {luna.name} made</h2>
          {music.playlists.map((p) => (
            <PlaylistCard
              key={p.id}
              playlist={p}
              onPlay={connected && conn.playbackAllowed ? () => setCommand({ action: 'playlist', playlistId: p.id }) : null}
            />
          ))}
        </section>
      )}

      <p>
        <Link className="btn btn-secondary" to="/dashboard/wellness-studio">
          <EmployeeAvatar employee={employeeProfile('harmony')} inline /> Harmony's Wellness Studio
        </Link>
      </p>
    </div>
  );
}
