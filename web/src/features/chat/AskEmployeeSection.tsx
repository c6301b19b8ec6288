// "Ask {name}" at the bottom of an employee's own page: collapsed until opened, or opened by
// itself when Prime has just handed this employee a question.
import { useEffect, useId, useState } from 'react';
import { employeeProfile, type TeamMemberKey } from '../../../../core/employees.ts';
import { EmployeeAvatar } from '../../components/icons/EmployeeAvatar.tsx';
import { EmployeeChat } from './EmployeeChat.tsx';
import { usePendingHandoff } from './usePendingHandoff.ts';
import './chat.css';

export function AskEmployeeSection({ employeeKey }: { employeeKey: TeamMemberKey }) {
  const profile = employeeProfile(employeeKey);
  const handoffs = usePendingHandoff(employeeKey);
  const [open, setOpen] = useState(handoffs > 0);
  const bodyId = useId();

  useEffect(() => {
    if (handoffs > 0) setOpen(true);
  }, [handoffs]);

  return (
    <section className="card ask-section" data-testid="ask-section" data-employee={employeeKey}>
      <h2 className="ask-heading">
        <button type="button" className="ask-toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((o) => !o)} data-testid="ask-toggle">
          <EmployeeAvatar employee={profile} inline /> Ask {profile.name}
          <span className="ask-chevron" aria-hidden="true">
            {open ? '▴' : '▾'}
          </span>
        </button>
      </h2>
      <div id={bodyId} hidden={!open}>
        {open && <EmployeeChat employeeKey={employeeKey} />}
      </div>
    </section>
  );
}
