import { useId, type ReactNode } from 'react';

export function SettingsSection({
  title,
  description,
  children,
  testId,
  tone,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  testId: string;
  tone?: 'danger';
}) {
  const titleId = useId();
  return (
    <section className={tone ? `card settings-section settings-${tone}` : 'card settings-section'} aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId}>{title}</h2>
      {description && <p className="muted small">{description}</p>}
      {children}
    </section>
  );
}
