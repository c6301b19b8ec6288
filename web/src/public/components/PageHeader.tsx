import type { ReactNode } from 'react';

export function PageHeader({ title, lead, eyebrow, children }: { title: string; lead?: ReactNode; eyebrow?: string; children?: ReactNode }) {
  return (
    <header className="pub-page-header">
      {eyebrow && <p className="pub-eyebrow">{eyebrow}</p>}
      <h1>{title}</h1>
      {lead && <p className="pub-lead">{lead}</p>}
      {children}
    </header>
  );
}
