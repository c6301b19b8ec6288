// The library: ready episodes, newest first, a page at a time ("Show more" asks for the next).
import type { EpisodeDto } from '../../../../core/roundtable/api.ts';
import { EpisodeCard } from './EpisodeCard.tsx';

export function EpisodeList({
  episodes,
  total,
  loadingMore,
  onMore,
  selectedId,
  onSelect,
  onChanged,
  onDeleted,
}: {
  episodes: readonly EpisodeDto[];
  /** every ready episode, shown or not */
  total: number;
  loadingMore: boolean;
  onMore: () => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onChanged: (e: EpisodeDto) => void;
  onDeleted: (id: string) => void;
}) {
  return (
    <section className="card" aria-labelledby="podcast-library-title" data-testid="podcast-library">
      <h2 id="podcast-library-title">Your episodes</h2>
      {episodes.length === 0 ? (
        <p className="muted" data-testid="podcast-library-empty">
          No episodes yet. Make one above: Roundtable needs a few transactions in the timeframe to talk about.
        </p>
      ) : (
        <div className="podcast-episodes">
          {episodes.map((e) => (
            <EpisodeCard key={e.id} episode={e} selected={e.id === selectedId} onSelect={() => onSelect(e.id)} onChanged={onChanged} onDeleted={onDeleted} />
          ))}
        </div>
      )}
      {episodes.length > 0 && episodes.length < total && (
        <p className="podcast-more">
          <span className="small muted" data-testid="podcast-library-count">
            Showing {episodes.length} of {total}
          </span>{' '}
          <button type="button" className="btn btn-secondary btn-sm" onClick={onMore} disabled={loadingMore} data-testid="podcast-library-more">
            {loadingMore ? 'Loading…' : 'Show more'}
          </button>
        </p>
      )}
    </section>
  );
}
