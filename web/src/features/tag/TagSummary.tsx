import type { TagSummaryDto } from '../../../../core/tag/api.ts';
import { formatCount } from '../../lib/format.ts';
import './tag.css';

/** How a transaction got its category (core/tag/api.ts CategorizationSource), in words. */
const SOURCE_LABELS: Record<string, string> = {
  user: 'Set or confirmed by you',
  rule: 'Your rules',
  learned: 'Learned from your corrections',
  bank: "Your bank's own category column",
  knowledge: 'Built-in merchant knowledge',
  model: "Tag's model (your history)",
  sign: 'Money in, nothing else matched',
  none: 'Uncategorized',
};

const SOURCE_ORDER = ['user', 'rule', 'learned', 'bank', 'knowledge', 'model', 'sign', 'none'];

function Stat({ value, label, testId }: { value: number; label: string; testId: string }) {
  return (
    <div className="card stat-card">
      <span className="stat-value" data-testid={testId}>
        {formatCount(value)}
      </span>
      <span className="stat-label">{label}</span>
    </div>
  );
}

export function TagSummary({ summary }: { summary: TagSummaryDto }) {
  const sources = Object.entries(summary.bySource)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => {
      const ia = SOURCE_ORDER.indexOf(a);
      const ib = SOURCE_ORDER.indexOf(b);
      return (ia < 0 ? SOURCE_ORDER.length : ia) - (ib < 0 ? SOURCE_ORDER.length : ib);
    });
  const max = Math.max(1, ...sources.map(([, n]) => n));

  return (
    <section aria-label="Tag's figures" className="tag-summary" data-testid="tag-summary">
      <div className="stat-grid">
        <Stat value={summary.total} label="Transactions" testId="tag-total" />
        <Stat value={summary.needsReview} label="Needing review" testId="tag-needs-review" />
        <Stat value={summary.rules} label="Rules" testId="tag-rules" />
        <Stat value={summary.patterns} label="Learned patterns" testId="tag-patterns" />
        <Stat value={summary.modelExamples} label="Examples the model learns from" testId="tag-model-examples" />
      </div>
      {sources.length > 0 && (
        <div className="card">
          <h2>How your transactions got their categories</h2>
          <ul className="source-list" data-testid="tag-sources">
            {sources.map(([source, n]) => (
              <li key={source} className="source-row" data-testid="tag-source">
                <span>{SOURCE_LABELS[source] ?? source}</span>
                <span className="share-bar" aria-hidden="true">
                  <span style={{ width: `${(n / max) * 100}%` }} />
                </span>
                <span className="num">{formatCount(n)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
