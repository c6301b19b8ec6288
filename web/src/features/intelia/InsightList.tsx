import type { InsightDto } from '../../../../core/intelia/api.ts';
import './intelia.css';

const SEVERITY_LABEL: Record<InsightDto['severity'], string> = {
  info: 'Info',
  warning: 'Warning',
  critical: 'Critical',
};

/** Intelia's insights, each with its severity; the ones the user can act on are marked "Action". */
export function InsightList({ insights, empty }: { insights: InsightDto[]; empty: string }) {
  if (insights.length === 0) {
    return (
      <p className="empty" data-testid="insights-empty">
        {empty}
      </p>
    );
  }
  return (
    <ul className="insight-list" data-testid="insight-list">
      {insights.map((insight, i) => (
        <li
          key={`${insight.type}-${i}`}
          className={`insight-item insight-item-${insight.severity}`}
          data-testid="insight-item"
          data-severity={insight.severity}
        >
          <span className={`badge badge-severity-${insight.severity}`}>{SEVERITY_LABEL[insight.severity] ?? insight.severity}</span>
          {insight.actionable && (
            <span className="badge badge-action" data-testid="insight-action">
              Action
            </span>
          )}
          <span className="insight-message">{insight.message}</span>
        </li>
      ))}
    </ul>
  );
}
