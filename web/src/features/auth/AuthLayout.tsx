import type { ReactNode } from 'react';
import './auth.css';

export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <main className="auth-page">
      <div className="auth-card card">
        <div className="brand brand-dark">
          <span className="brand-mark" aria-hidden="true">
            P
          </span>
          <span>Prime Finance</span>
        </div>
        <h1>{title}</h1>
        <p className="muted">{subtitle}</p>
        {children}
      </div>
    </main>
  );
}
