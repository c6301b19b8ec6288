// Roundtable's financial story: a month or a year told in a few screens (the headline, where the
// money went, the biggest changes, habits, wins, what is coming and, for a year, month by month),
// every figure a link to the transactions behind it; and Roundtable's chat.
import { useId } from 'react';
import '../features/story/story.css';
import { employeeProfile } from '../../../core/employees.ts';
import { EmployeeAvatar } from '../components/icons/EmployeeAvatar.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { EmployeeChat } from '../features/chat/EmployeeChat.tsx';
import { PeriodPicker } from '../features/story/PeriodPicker.tsx';
import { StoryViewer } from '../features/story/StoryViewer.tsx';
import { useStory } from '../features/story/useStory.ts';

export default function FinancialStoryPage() {
  const roundtable = employeeProfile('roundtable');
  const { story, error, loading, choose, index, show } = useStory();
  const chatId = useId();
  return (
    <div className="page" data-testid="story-page">
      <PageHeader icon={<EmployeeAvatar employee={roundtable} />} title="Financial Story">
        <p className="muted">
          {roundtable.name} tells your month or your year in money: what went out and came in, what changed, your habits, your wins and what is coming. Every
          figure comes from your statements; click one to see the transactions behind it.
        </p>
      </PageHeader>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {story && (
        <section className="card" aria-label="Which period">
          <PeriodPicker story={story} onChoose={choose} />
          <p className="small muted story-period-note" data-testid="story-period-note">
            {story.chosen ?? `${story.label}.`} {story.partial ? `Counted to today, ${story.today}. ` : ''}
            Compared with {story.compare.label}.
          </p>
        </section>
      )}
      {story === null && loading && <p className="muted">Roundtable is reading your statements...</p>}
      {story && <StoryViewer story={story} index={index} onShow={show} />}
      <section className="card" aria-labelledby={chatId}>
        <h2 id={chatId}>Chat with {roundtable.name}</h2>
        <EmployeeChat employeeKey="roundtable" />
      </section>
    </div>
  );
}
