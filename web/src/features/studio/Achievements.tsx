// The landing page's achievements, each with its rule, progress from the user's data and unlock date.
import type { AchievementDto } from '../../../../core/harmony/api.ts';
import { formatDateTime } from '../../lib/format.ts';

export function Achievements({ items }: { items: AchievementDto[] }) {
  return (
    <section className="card" aria-labelledby="studio-achievements" data-testid="studio-achievements">
      <h2 id="studio-achievements">Achievements</h2>
      <ul className="studio-list">
        {items.map((a) => (
          <li key={a.key} data-testid={`achievement-${a.key}`} data-unlocked={a.unlockedAt ? 'yes' : 'no'}>
            <div>
              <strong>
                {a.unlockedAt ? '🏆' : '🔒'} {a.title}
              </strong>
              {a.unlockedAt && <span className="small muted"> unlocked {formatDateTime(a.unlockedAt)}</span>}
            </div>
            <div className="small">{a.rule}</div>
            <progress max={a.target} value={Math.min(a.current, a.target)} aria-label={`${a.title} progress`} />
            <div className="small muted">{a.progress}</div>
          </li>
        ))}
      </ul>
    </section>
  );
}
