import type { ReactNode } from 'react';

/** A dashboard page's heading: its emoji, its title and what the page is for (`children`). */
export function PageHeader({ emoji, title, children }: { emoji: string; title: string; children?: ReactNode }) {
  return (
    <header className="page-header">
      <div className="page-title">
        <span className="page-emoji" aria-hidden="true">
          {emoji}
        </span>
        <div>
          <h1>{title}</h1>
          {children}
        </div>
      </div>
    </header>
  );
}
