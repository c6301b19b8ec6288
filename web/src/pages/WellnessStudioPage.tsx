// Harmony's wellness studio: exercises tracked against the ledger (a no-spend challenge, the weekly
// money review, a focus timer), achievements with their rules, regret categories, where to get
// help, and Harmony's chat. Everything shown comes from GET /api/studio.
import { useId } from 'react';
import '../features/studio/studio.css';
import { employeeProfile } from '../../../core/employees.ts';
import { ApiRequestError } from '../api/client.ts';
import { EmployeeAvatar } from '../components/icons/EmployeeAvatar.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { EmployeeChat } from '../features/chat/EmployeeChat.tsx';
import { HelpLines } from '../features/harmony/HelpLines.tsx';
import { Achievements } from '../features/studio/Achievements.tsx';
import { ChallengesCard } from '../features/studio/ChallengesCard.tsx';
import { FocusTimer } from '../features/studio/FocusTimer.tsx';
import { RegretCategories } from '../features/studio/RegretCategories.tsx';
import { TalkToHarmony } from '../features/studio/TalkToHarmony.tsx';
import { WeeklyReview } from '../features/studio/WeeklyReview.tsx';
import { fetchStudio } from '../features/studio/studioApi.ts';
import { useLoad } from '../lib/useLoad.ts';

export default function WellnessStudioPage() {
  const harmony = employeeProfile('harmony');
  const { data, error, reload } = useLoad(fetchStudio, {
    message: (err) => (err instanceof ApiRequestError ? err.message : 'Could not load the studio.'),
  });
  const chatId = useId();

  return (
    <div className="page" data-testid="wellness-studio-page">
      <PageHeader icon={<EmployeeAvatar employee={harmony} />} title="Wellness Studio">
        <p className="muted">Small exercises with Harmony, checked against your real transactions. Harmony is software, not a therapist.</p>
      </PageHeader>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {data?.nudge && <TalkToHarmony nudge={data.nudge} />}
      {data && (
        <div className="studio-grid">
          <ChallengesCard categories={data.categories} challenges={data.challenges} today={data.today} onChanged={reload} />
          <WeeklyReview review={data.review} />
          <FocusTimer week={data.focus} onLogged={reload} />
          <Achievements items={data.achievements} />
          <RegretCategories categories={data.categories} regrets={data.regrets} onChanged={reload} />
        </div>
      )}
      <section className="card" aria-labelledby={chatId}>
        <h2 id={chatId}>Chat with {harmony.name}</h2>
        <EmployeeChat employeeKey="harmony" />
      </section>
      <HelpLines />
    </div>
  );
}
