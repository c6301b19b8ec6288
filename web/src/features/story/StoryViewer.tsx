// The story's screens, one at a time (Previous / Next, the arrow keys, a dot per screen) or all of
// them one under the other.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import type { StoryDto } from '../../../../core/story/api.ts';
import { Button } from '../../components/Button.tsx';
import { StoryScreenCard } from './StoryScreenCard.tsx';

export function StoryViewer({ story, index, onShow }: { story: StoryDto; index: number; onShow: (id: string) => void }) {
  const [all, setAll] = useState(false);
  const { screens, currency } = story;
  const n = screens.length;
  const go = (i: number) => {
    if (i >= 0 && i < n) onShow(screens[i]!.id);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (all || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(index + 1);
    }
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(index - 1);
    }
  };
  const position = (i: number) => `Screen ${i + 1} of ${n}`;
  return (
    // the arrow keys step through the screens while the focus is in the story (not in the chat below)
    <section className="card story" aria-label={`The story of ${story.label}`} tabIndex={-1} onKeyDown={onKeyDown} data-testid="story">
      <div className="story-bar">
        {n > 1 && !all && (
          <div className="story-dots" role="group" aria-label="Screens">
            {screens.map((s, i) => (
              <button
                key={s.id}
                type="button"
                className={`story-dot${i === index ? ' active' : ''}`}
                aria-label={s.title}
                aria-current={i === index ? 'step' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        )}
        {n > 1 && (
          <div className="segmented" role="group" aria-label="How to read the story">
            <button type="button" className={`segment${all ? '' : ' active'}`} aria-pressed={!all} onClick={() => setAll(false)}>
              One by one
            </button>
            <button type="button" className={`segment${all ? ' active' : ''}`} aria-pressed={all} onClick={() => setAll(true)}>
              All screens
            </button>
          </div>
        )}
      </div>
      {all
        ? screens.map((s, i) => <StoryScreenCard key={s.id} screen={s} currency={currency} position={position(i)} />)
        : screens[index] && <StoryScreenCard key={screens[index].id} screen={screens[index]} currency={currency} position={position(index)} />}
      {n > 1 && !all && (
        <div className="story-steps">
          <Button variant="secondary" onClick={() => go(index - 1)} disabled={index === 0} aria-keyshortcuts="ArrowLeft">
            <ChevronLeft size={16} aria-hidden /> Previous
          </Button>
          <span className="small muted" aria-live="polite">
            {index + 1} / {n}
          </span>
          <Button onClick={() => go(index + 1)} disabled={index === n - 1} aria-keyshortcuts="ArrowRight">
            Next <ChevronRight size={16} aria-hidden />
          </Button>
        </div>
      )}
    </section>
  );
}
