import type { ActivityEvent } from '../../../../core/events.ts';
import { ActivityList } from '../shell/ActivityList.tsx';

export function ActivityFeed({ activity }: { activity: ActivityEvent[] }) {
  return (
    <section className="card" aria-labelledby="activity-title">
      <h2 id="activity-title">Activity</h2>
      <ActivityList activity={activity} empty="No activity yet. Upload a document and the team gets to work." testId="activity-feed" />
    </section>
  );
}
