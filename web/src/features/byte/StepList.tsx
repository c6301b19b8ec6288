import { Check, Minus, X } from 'lucide-react';
import { STEP_KEYS, STEP_LABELS, type StepState, type StepStatus } from '../../../../core/steps.ts';
import { Icon } from '../../components/icons/Icon.tsx';
import { ProgressBar } from '../../components/ProgressBar.tsx';

const STATUS_TEXT: Record<StepStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
  skipped: 'Skipped',
};

function StatusIcon({ status }: { status: StepStatus }) {
  if (status === 'processing') return <span className="step-icon spinner" aria-hidden="true" />;
  const glyph = status === 'completed' ? Check : status === 'failed' ? X : status === 'skipped' ? Minus : null;
  return (
    <span className={`step-icon step-icon-${status}`} aria-hidden="true">
      {glyph && <Icon icon={glyph} strokeWidth={3} />}
    </span>
  );
}

export function StepList({ steps }: { steps: readonly StepState[] }) {
  return (
    <ol className="step-list">
      {STEP_KEYS.map((key) => {
        const step = steps.find((s) => s.key === key) ?? { key, status: 'pending' as const, progress: 0, message: '', updatedAt: null };
        return (
          <li key={key} className={`step step-${step.status}`} data-testid={`step-${key}`} data-status={step.status}>
            <StatusIcon status={step.status} />
            <div className="step-main">
              <div className="step-head">
                <span className="step-label">{STEP_LABELS[key]}</span>
                <span className="step-status">
                  {STATUS_TEXT[step.status]}
                  {step.status === 'processing' && ` ${Math.round(step.progress)}%`}
                </span>
              </div>
              {step.message && <p className="step-message">{step.message}</p>}
              {step.status === 'processing' && <ProgressBar value={step.progress} label={`${STEP_LABELS[key]} progress`} />}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
