import type { DocumentDto } from '../../../../core/documents/api.ts';
import { plural } from '../../lib/format.ts';
import { MoodPicker } from '../studio/MoodPicker.tsx';

export function ImportSummary({ document }: { document: DocumentDto }) {
  return (
    <section className="summary" data-testid="import-summary" aria-label="Import summary">
      <div className="summary-stats">
        <div className="stat">
          <span className="stat-value" data-testid="summary-imported">
            {document.imported}
          </span>
          <span className="stat-label">imported</span>
        </div>
        <div className="stat">
          <span className="stat-value" data-testid="summary-duplicates">
            {document.duplicates}
          </span>
          <span className="stat-label">duplicates skipped</span>
        </div>
        <div className="stat">
          <span className="stat-value" data-testid="summary-needs-review">
            {document.needsReview}
          </span>
          <span className="stat-label">need review</span>
        </div>
      </div>
      <p className="summary-line">
        Imported {plural(document.imported, 'transaction')}, {plural(document.duplicates, 'duplicate')}, {document.needsReview} needing review.
      </p>
      {document.insights.length > 0 && (
        <div>
          <h3 className="summary-heading">Insights from Intelia</h3>
          <ul className="insights" data-testid="summary-insights">
            {document.insights.map((insight, i) => (
              <li key={`${insight.type}-${i}`} className={`insight insight-${insight.severity}`}>
                {insight.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {document.warnings.length > 0 && (
        <div>
          <h3 className="summary-heading">Warnings</h3>
          <ul className="warnings" data-testid="summary-warnings">
            {document.warnings.map((w, i) => (
              <li key={i}>{w}</li>
            ))}
          </ul>
        </div>
      )}
      <MoodPicker documentId={document.id} />
    </section>
  );
}
