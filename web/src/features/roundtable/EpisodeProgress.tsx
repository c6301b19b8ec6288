// Episodes in the making: each step with its real status (facts, script, the audio part by part,
// encoding) and a figure derived from the steps done and the parts done. Nothing here moves on a timer.
import { Check, Minus, X } from 'lucide-react';
import type { EpisodeDto, EpisodeStepDto } from '../../../../core/roundtable/api.ts';
import { Icon } from '../../components/icons/Icon.tsx';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import { formatDay } from '../../lib/format.ts';
import { EPISODE_TYPE_LABELS } from './format.ts';
import { STEP_KEYS, STEP_LABELS, partsText, progressPercent, stepOf, stepsDone } from './episodeState.ts';

const STATUS_TEXT: Record<EpisodeStepDto['status'], string> = {
  pending: 'Waiting',
  processing: 'Working',
  completed: 'Done',
  failed: 'Failed',
  skipped: 'Skipped',
};

function StatusIcon({ status }: { status: EpisodeStepDto['status'] }) {
  if (status === 'processing') return <span className="step-icon spinner" aria-hidden="true" />;
  const glyph = status === 'completed' ? Check : status === 'failed' ? X : status === 'skipped' ? Minus : null;
  return (
    <span className={`step-icon step-icon-${status}`} aria-hidden="true">
      {glyph && <Icon icon={glyph} strokeWidth={3} />}
    </span>
  );
}

function EpisodeSteps({ episode }: { episode: EpisodeDto }) {
  return (
    <ol className="step-list" aria-label="Steps">
      {STEP_KEYS.map((key) => {
        const step = stepOf(episode.steps, key);
        const parts = partsText(step);
        return (
          <li key={key} className={`step step-${step.status}`} data-testid={`podcast-step-${key}`} data-status={step.status}>
            <StatusIcon status={step.status} />
            <div className="step-main">
              <div className="step-head">
                <span className="step-label">{STEP_LABELS[key]}</span>
                <span className="step-status">
                  {STATUS_TEXT[step.status]}
                  {parts && <span data-testid="podcast-step-parts">, {parts}</span>}
                </span>
              </div>
              {step.message && <p className="step-message">{step.message}</p>}
              {step.status === 'processing' && step.total !== undefined && step.total > 0 && (
                <ProgressBar value={((step.done ?? 0) / step.total) * 100} label={`${STEP_LABELS[key]}: ${parts ?? ''}`} />
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

export function EpisodeProgress({ episodes }: { episodes: readonly EpisodeDto[] }) {
  if (episodes.length === 0) return null;
  return (
    <section className="card" aria-labelledby="podcast-making-title" data-testid="podcast-in-progress">
      <h2 id="podcast-making-title">In the making</h2>
      <div className="podcast-making">
        {episodes.map((e) => {
          const percent = progressPercent(e.steps);
          const audioParts = partsText(stepOf(e.steps, 'audio'));
          return (
            <article key={e.id} className="podcast-making-item" data-testid="podcast-progress" data-episode-id={e.id} data-status={e.status}>
              <div className="podcast-making-head">
                <strong>
                  {e.podcasterName}: {EPISODE_TYPE_LABELS[e.type]}
                </strong>
                <span className="small muted">
                  {formatDay(e.from)} to {formatDay(e.to)}
                </span>
              </div>
              <p className="small">
                {e.status === 'queued' ? 'Waiting for Roundtable to start. ' : ''}
                <span data-testid="podcast-progress-figure">{percent}%</span>: {stepsDone(e.steps)} of {STEP_KEYS.length} steps done
                {audioParts ? `, audio ${audioParts}` : ''}.
              </p>
              <ProgressBar value={percent} label="Episode progress" testId="podcast-progress-bar" />
              <EpisodeSteps episode={e} />
            </article>
          );
        })}
      </div>
    </section>
  );
}
