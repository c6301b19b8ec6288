// What Harmony listens to, from her real rules (core/harmony/nudges.ts), and the way to her.
import { Link } from 'react-router-dom';
import { employeeProfile } from '../../../core/employees.ts';
import { REPEATED_EDIT_MIN, TIME_BASED_MIN_DAYS } from '../../../core/harmony/nudges.ts';
import { GUILT_REPEAT_MIN, GUILT_WINDOW_DAYS } from '../../../core/harmony/feelings.ts';
import { EmployeeChat } from '../features/chat/EmployeeChat.tsx';
import { HelpLines } from '../features/harmony/HelpLines.tsx';
import { EmployeeAvatar } from '../components/icons/EmployeeAvatar.tsx';
import { PageHeader } from '../components/PageHeader.tsx';

export default function TherapistDemoPage() {
  const harmony = employeeProfile('harmony');
  const intelia = employeeProfile('intelia');
  return (
    <div className="page page-narrow">
      <PageHeader icon={<EmployeeAvatar employee={harmony} />} title="Therapist Demo">
        <p className="muted">{harmony.description}</p>
      </PageHeader>
      <section className="card" aria-labelledby="signals-title">
        <h2 id="signals-title">When {harmony.name} speaks up</h2>
        <p className="muted small">Nothing here is staged: her note appears on your dashboard only when one of these really happens.</p>
        <ul className="plain-list" data-testid="harmony-signals">
          <li>
            <strong>A spending spike</strong>: {intelia.name} finds a category well above its own last six months in an import.
          </li>
          <li>
            <strong>Re-sorting the same category</strong>: you move {REPEATED_EDIT_MIN} or more transactions out of one category by hand in a day.
          </li>
          <li>
            <strong>Time away</strong>: you come back {TIME_BASED_MIN_DAYS} or more days after your previous visit.
          </li>
          <li>
            <strong>A low mood</strong>: you tap "awful" after an import, or "low" twice in a row.
          </li>
          <li>
            <strong>A regret that repeats</strong>: {GUILT_REPEAT_MIN} or more purchases in {GUILT_WINDOW_DAYS} days in a category you marked as a regret.
          </li>
        </ul>
      </section>
      <section className="card" aria-labelledby="demo-chat-title">
        <h2 id="demo-chat-title">Chat with {harmony.name}</h2>
        <p className="muted small">Her card (bottom right) shows your real nudge when there is one; here she answers from your own figures.</p>
        <EmployeeChat employeeKey="harmony" />
      </section>
      <HelpLines />
      <p>
        <Link className="btn btn-primary" to={harmony.dashboardRoute}>
          Talk with {harmony.name}
        </Link>
      </p>
    </div>
  );
}
