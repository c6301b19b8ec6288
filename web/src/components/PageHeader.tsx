import type { ReactNode } from 'react';

/**
 * A dashboard page's heading: its icon (a route's SVG icon, components/icons/navIcons.tsx, or an
 * employee's avatar), its title and what the page is for (`children`).
 */
export function PageHeader({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <header className="page-header">
      <div className="page-title">
        <span className="page-emoji" aria-hidden="true" style={{ color: 'var(--accent, #5b4bdb)' }}>
          {icon}
        </span>
        <div>
          <h1>{title}</h1>
          {children}
        </div>
      </div>
    </header>
  );
}
