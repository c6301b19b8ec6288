// Roundtable's page (issue 16): make an episode (podcaster, type, timeframe) and watch its real
// steps; the library with its stats, one player for the selected episode, the preferences, the
// private RSS feed, and Roundtable's chat.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import '../features/roundtable/roundtable.css';
import { PODCAST_ERROR_MESSAGE, PODCAST_READY_MESSAGE, type EpisodeDto } from '../../../core/roundtable/api.ts';
import { employeeProfile } from '../../../core/employees.ts';
import { EmployeeAvatar } from '../components/icons/EmployeeAvatar.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { EmployeeChat } from '../features/chat/EmployeeChat.tsx';
import { EpisodeList } from '../features/roundtable/EpisodeList.tsx';
import { EpisodeProgress } from '../features/roundtable/EpisodeProgress.tsx';
import { GenerateForm } from '../features/roundtable/GenerateForm.tsx';
import { LibraryStats } from '../features/roundtable/LibraryStats.tsx';
import { Player } from '../features/roundtable/Player.tsx';
import { PodcastFeed } from '../features/roundtable/PodcastFeed.tsx';
import { PodcastPreferencesForm } from '../features/roundtable/PodcastPreferencesForm.tsx';
import { getFeed, getPreferences, listPodcasters } from '../features/roundtable/podcastApi.ts';
import { errorText } from '../api/client.ts';
import { usePodcastLibrary } from '../features/roundtable/usePodcastLibrary.ts';
import { useLoad } from '../lib/useLoad.ts';

const couldNotLoad = (what: string) => (err: unknown) => `Could not load ${what}: ${errorText(err)}`;

export default function PodcastPage() {
  const roundtable = employeeProfile('roundtable');
  const chatId = useId();
  const prefsId = useId();
  const podcasters = useLoad(listPodcasters, { message: couldNotLoad('the shows') });
  const prefs = useLoad(getPreferences, { message: couldNotLoad('your podcast preferences') });
  const feed = useLoad(getFeed, { message: couldNotLoad('your feed') });
  const lib = usePodcastLibrary();
  const { library, ready, refresh, replaceEpisode, removeEpisode } = lib;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  /** episodes whose listen this page view has counted (one per episode, not one per resume) */
  const listened = useRef(new Set<string>());
  const announced = useRef<string | null>(null);

  const playable = (library?.episodes ?? []).filter((e) => e.audioUrl !== null);
  const selected = playable.find((e) => e.id === selectedId) ?? null;

  useEffect(() => {
    // the player starts with the newest episode; a newly ready one takes its place unless it is playing
    const fresh = ready && ready.episodeId !== announced.current && playable.some((e) => e.id === ready.episodeId) ? ready.episodeId : null;
    if (fresh) announced.current = fresh;
    if (fresh && !playing) setSelectedId(fresh);
    else if (!selected && playable[0]) setSelectedId(playable[0].id);
  }, [ready, playable, selected, playing]);

  const onPlayerChanged = useCallback((e: EpisodeDto) => replaceEpisode(e), [replaceEpisode]);
  const onCardChanged = useCallback(
    (e: EpisodeDto) => {
      replaceEpisode(e);
      refresh();
    },
    [replaceEpisode, refresh],
  );
  const onDeleted = useCallback(
    (id: string) => {
      removeEpisode(id);
      if (id === selectedId) {
        setSelectedId(null);
        setPlaying(false);
      }
      refresh();
    },
    [removeEpisode, refresh, selectedId],
  );

  return (
    <div className="page" data-testid="podcast-page">
      <PageHeader icon={<EmployeeAvatar employee={roundtable} />} title="Personal Podcast">
        <p className="muted">
          Roundtable turns your own transactions into a short podcast episode: the hosts talk through what happened to your money, what stood out and what is
          next. Every figure comes from your ledger. See also <Link to="/dashboard/financial-story">Your financial story</Link>.
        </p>
      </PageHeader>
      {ready && (
        <p className="alert alert-info" role="status" data-testid="podcast-ready">
          {PODCAST_READY_MESSAGE}
        </p>
      )}
      {lib.failed && (
        <div className="alert alert-error" role="alert" data-testid="podcast-failed">
          <p>{PODCAST_ERROR_MESSAGE}</p>
          {lib.failed.error && <p className="small">{lib.failed.error}</p>}
        </div>
      )}
      <GenerateForm podcasters={podcasters.data} preferred={prefs.data?.voice} loadError={podcasters.error} onGenerate={lib.generate} />
      <EpisodeProgress episodes={library?.inProgress ?? []} />
      {lib.error && (
        <p className="field-error" role="alert" data-testid="podcast-library-error">
          Could not load your episodes: {lib.error}
        </p>
      )}
      {!library && !lib.error && <p className="muted">Loading your episodes…</p>}
      {library && <LibraryStats stats={library.stats} />}
      {selected && (
        <Player key={selected.id} episode={selected} listened={listened.current} onChanged={onPlayerChanged} onStopped={refresh} onPlayingChange={setPlaying} />
      )}
      {library && (
        <EpisodeList
          episodes={library.episodes}
          total={library.total}
          loadingMore={lib.loadingMore}
          onMore={lib.loadMore}
          selectedId={selected?.id ?? null}
          onSelect={(id) => {
            setPlaying(false);
            setSelectedId(id);
          }}
          onChanged={onCardChanged}
          onDeleted={onDeleted}
        />
      )}
      <section className="card" aria-labelledby={prefsId} data-testid="podcast-preferences-card">
        <h2 id={prefsId}>Preferences</h2>
        {prefs.error && (
          <p className="field-error" role="alert">
            {prefs.error}
          </p>
        )}
        {prefs.data && <PodcastPreferencesForm prefs={prefs.data} podcasters={podcasters.data ?? []} onSaved={prefs.replace} />}
      </section>
      <PodcastFeed feed={feed.data} loadError={feed.error} onChange={feed.replace} />
      <section className="card" aria-labelledby={chatId}>
        <h2 id={chatId}>Chat with {roundtable.name}</h2>
        <EmployeeChat employeeKey="roundtable" />
      </section>
    </div>
  );
}
