// Harmony's wellness studio: exercises tracked against the ledger (a no-spend challenge, the weekly
// money review, a focus timer), achievements with their rules, regret categories, where to get
// help, and Harmony's chat. Everything shown comes from GET /api/studio.
import { useCallback, useEffect, useId, useState } from 'react';
import '../features/studio/studio.css';
import type { StudioDto } from '../../../core/harmony/api.ts';
import { employeeProfile } from '../../../core/employees.ts';
import { ApiRequestError, isAbort } from '../api/client.ts';
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

export default function WellnessStudioPage() {
  const harmony = employeeProfile('harmony');
  const [data, setData] = useState<StudioDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const chatId = useId();

  const load = useCallback((signal?: AbortSignal) => {
    fetchStudio(signal)
      .then((d) => {
        setData(d);
        setError(null);
      })
      .catch((err: unknown) => {
        if (!isAbort(err)) setError(err instanceof ApiRequestError ? err.message : 'Could not load the studio.');
      });
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);
  const reload = useCallback(() => load(), [load]);

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
