interface ProgressBarProps {
  value: number;
  label: string;
  tone?: 'accent' | 'success' | 'danger';
  testId?: string;
}

/** A determinate bar; `value` is 0..100 and always comes from real work. */
export function ProgressBar({ value, label, tone = 'accent', testId }: ProgressBarProps) {
  const pct = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      className={`progress progress-${tone}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      data-testid={testId}
    >
      <div className="progress-fill" style={{ width: `${pct}%` }} />
    </div>
  );
}
