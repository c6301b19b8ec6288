// The library: ready episodes, newest first.
import type { EpisodeDto } from '../../../../core/roundtable/api.ts';
import { EpisodeCard } from './EpisodeCard.tsx';

export function EpisodeList({ episodes, selectedId, onSelect, onChanged, onDeleted }: {
  episodes: readonly EpisodeDto[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onChanged: (e: EpisodeDto) => void;
  onDeleted: (id: string) => void;
}) {
  return (
    <section className="card" aria-labelledby="podcast-library-title" data-testid="podcast-library">
      <h2 id="podcast-library-title">Your episodes</h2>
      {episodes.length === 0
        ? <p className="muted" data-testid="podcast-library-empty">No episodes yet. Make one above: Roundtable needs a few transactions in the timeframe to talk about.</p>
        : (
          <div className="podcast-episodes">
            {episodes.map((e) => (
              <EpisodeCard key={e.id} episode={e} selected={e.id === selectedId} onSelect={() => onSelect(e.id)} onChanged={onChanged} onDeleted={onDeleted} />
            ))}
          </div>
        )}
    </section>
  );
}
