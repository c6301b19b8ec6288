// The library in four figures, all from the server: episodes, time listened, favourites, and how
// many of the episodes started were finished.
import type { LibraryStatsDto } from '../../../../core/roundtable/api.ts';
import { formatCount } from '../../lib/format.ts';
import { formatCompletion, formatListening } from './format.ts';

export function LibraryStats({ stats }: { stats: LibraryStatsDto }) {
  const figures = [
    { key: 'episodes', label: 'Episodes', value: formatCount(stats.totalEpisodes) },
    { key: 'listening', label: 'Listening time', value: formatListening(stats.listeningSeconds) },
    { key: 'favourites', label: 'Favourites', value: formatCount(stats.favourites) },
    { key: 'completion', label: 'Completion rate', value: formatCompletion(stats.completionRate) },
  ];
  return (
    <section className="card" aria-label="Library stats" data-testid="podcast-stats">
      <dl className="stat-grid podcast-stats">
        {figures.map((f) => (
          <div key={f.key} className="stat-card" data-testid={`podcast-stat-${f.key}`}>
            <dt className="stat-label">{f.label}</dt>
            <dd className="stat-value">{f.value}</dd>
          </div>
        ))}
      </dl>
      {stats.completionRate === null && <p className="small muted">The completion rate shows once you have started an episode.</p>}
    </section>
  );
}
