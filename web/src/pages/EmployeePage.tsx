// The page of an employee whose own tools are not (all) built yet: who they are, and a chat in
// which they answer from the user's real data.
import { answersFromData } from '../../../core/chat/responders.ts';
import { useId } from 'react';
import { employeeProfile, type TeamMemberKey } from '../../../core/employees.ts';
import { EmployeeChat } from '../features/chat/EmployeeChat.tsx';
import { EmployeeAvatar } from '../components/icons/EmployeeAvatar.tsx';
import { PageHeader } from '../components/PageHeader.tsx';

export default function EmployeePage({ employeeKey }: { employeeKey: TeamMemberKey }) {
  const profile = employeeProfile(employeeKey);
  const chatTitleId = useId();

  return (
    <div className="page" data-testid="employee-page" data-employee={profile.key}>
      <PageHeader icon={<EmployeeAvatar employee={profile} />} title={profile.name}>
        <p className="employee-role">{profile.role}</p>
        <p className="muted">{profile.description}</p>
      </PageHeader>
      {!profile.active && (
        <p className="alert alert-info" data-testid="employee-not-built">
          {answersFromData(profile.key)
            ? `${profile.name}'s own tools are not built yet; ${profile.name} answers from your real data in the chat below.`
            : `${profile.name}'s own tools are not built yet; in the chat below ${profile.name} says what it cannot answer yet and which colleague can.`}
        </p>
      )}
      <section className="card" aria-labelledby={chatTitleId}>
        <h2 id={chatTitleId}>Chat with {profile.name}</h2>
        <EmployeeChat employeeKey={profile.key} />
      </section>
    </div>
  );
}
