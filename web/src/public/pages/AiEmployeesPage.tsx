// /ai-employees: the team directory, rendered from core/employees.ts (the app uses the same one).
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ACTIVE_EMPLOYEES, EMPLOYEES } from '../../../../core/employees.ts';
import { EmployeeAvatar } from '../../components/icons/EmployeeAvatar.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { EmployeeStatus } from '../components/StatusBadge.tsx';
import { GetStartedLink } from '../routing.tsx';
import { usePageMeta } from '../usePageMeta.ts';

export default function AiEmployeesPage() {
  usePageMeta('AI Employees', `Meet Prime's team of ${EMPLOYEES.length} AI employees: who does what, and who is at work today.`);
  const [onlyActive, setOnlyActive] = useState(false);
  const filterId = useId();
  const shown = onlyActive ? ACTIVE_EMPLOYEES : EMPLOYEES;

  return (
    <div className="pub-page">
      <PageHeader
        title="AI Employees"
        lead={`${EMPLOYEES.length} employees, led by Prime. ${ACTIVE_EMPLOYEES.length} are at work today; the others are listed as coming soon, and their pages in the app say what they can do already.`}
      />
      <p className="pub-filter">
        <input id={filterId} type="checkbox" checked={onlyActive} onChange={(e) => setOnlyActive(e.target.checked)} />
        <label htmlFor={filterId}>Only show employees at work today</label>
      </p>
      <p className="muted small" aria-live="polite" data-testid="employee-count">
        Showing {shown.length} of {EMPLOYEES.length}
      </p>
      <div className="pub-directory">
        {shown.map((e) => (
          <article key={e.key} id={e.key} className="card pub-employee" data-testid="employee" data-key={e.key} data-active={e.active}>
            <header className="pub-employee-head">
              <span className="pub-team-emoji" aria-hidden="true">
                <EmployeeAvatar employee={e} />
              </span>
              <div>
                <h2>{e.name}</h2>
                <p className="muted">{e.role}</p>
              </div>
              <EmployeeStatus active={e.active} />
            </header>
            <p>{e.description}</p>
            <dl className="pub-employee-facts">
              <div>
                <dt>Key</dt>
                <dd>
                  <code>{e.key}</code>
                </dd>
              </div>
              <div>
                <dt>In the app</dt>
                <dd>
                  <code>{e.dashboardRoute}</code>
                </dd>
              </div>
              <div>
                <dt>Learn more</dt>
                <dd>
                  <Link to={e.learnMorePath}>{e.learnMorePath}</Link>
                </dd>
              </div>
              <div>
                <dt>Tags</dt>
                <dd>
                  <ul className="pub-tags" aria-label={`${e.name}'s tags`}>
                    {e.tags.map((t) => (
                      <li key={t}>{t}</li>
                    ))}
                  </ul>
                </dd>
              </div>
            </dl>
            <p className="pub-actions-row">
              <GetStartedLink employee={e.key} className="btn btn-primary btn-sm">
                Work with {e.name}
              </GetStartedLink>
            </p>
          </article>
        ))}
      </div>
    </div>
  );
}
