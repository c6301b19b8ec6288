// "/": hero, the AI team, the live demo, features, how it works, success stories (illustrative),
// the savings calculator, plans and a last call to action; two dialogs open from the hero.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ACTIVE_EMPLOYEES, EMPLOYEES } from '../../../../core/employees.ts';
import { EmployeeAvatar } from '../../components/icons/EmployeeAvatar.tsx';
import { STEP_KEYS, STEP_LABELS } from '../../../../core/steps.ts';
import { EmployeeStatus, FeatureStatusBadge } from '../components/StatusBadge.tsx';
import { FEATURE_PAGES, featurePath } from '../data/features.ts';
import { PLANS } from '../data/plans.ts';
import { DemoPanel } from '../landing/DemoPanel.tsx';
import { MatchModal, WelcomeModal } from '../landing/LandingModals.tsx';
import { SavingsCalculator } from '../landing/SavingsCalculator.tsx';
import { SuccessStories } from '../landing/SuccessStories.tsx';
import { GetStartedLink } from '../routing.tsx';
import { usePageMeta } from '../usePageMeta.ts';

export const LANDING_TITLE = 'Prime Finance — Your AI Finance Team';
export const LANDING_DESCRIPTION =
  'Prime and a team of AI employees import your bank statements and receipts, categorize every transaction, forecast your spending ' +
  'and find what changed, all from your real data.';

export default function LandingPage() {
  usePageMeta(LANDING_TITLE, LANDING_DESCRIPTION);
  const [modal, setModal] = useState<'welcome' | 'match' | null>(null);
  const ids = { team: useId(), features: useId(), how: useId(), plans: useId(), cta: useId() };

  return (
    <div className="pub-landing">
      <section className="pub-hero">
        <p className="pub-eyebrow">{ACTIVE_EMPLOYEES.length} AI employees at work today</p>
        <h1>Your AI finance team, working on your real data</h1>
        <p className="pub-lead">{LANDING_DESCRIPTION}</p>
        <div className="pub-actions-row">
          <GetStartedLink className="btn btn-primary pub-btn-lg" testId="hero-get-started">
            Get Started
          </GetStartedLink>
          <button type="button" className="btn btn-secondary pub-btn-lg" onClick={() => setModal('match')}>
            Find your AI match
          </button>
          <button type="button" className="btn btn-ghost pub-btn-lg" onClick={() => setModal('welcome')}>
            Meet the team
          </button>
        </div>
      </section>

      <section className="pub-section" aria-labelledby={ids.team}>
        <h2 id={ids.team}>Your AI team</h2>
        <p className="muted">
          One directory, the same one the app uses. {ACTIVE_EMPLOYEES.length} of {EMPLOYEES.length} are at work today; the rest are coming soon.
        </p>
        <div className="pub-grid pub-grid-4">
          {EMPLOYEES.map((e) => (
            <article key={e.key} className="card pub-team-card" data-testid="team-card">
              <p className="pub-team-emoji" aria-hidden="true">
                <EmployeeAvatar employee={e} />
              </p>
              <h3>{e.name}</h3>
              <p className="small">{e.role}</p>
              <p>
                <EmployeeStatus active={e.active} />
              </p>
              <Link to={e.learnMorePath} className="small" aria-label={`Learn more about ${e.name}`}>
                Learn more
              </Link>
            </article>
          ))}
        </div>
      </section>

      <DemoPanel />

      <section className="pub-section" aria-labelledby={ids.features}>
        <h2 id={ids.features}>Features</h2>
        <div className="pub-grid pub-grid-3">
          {FEATURE_PAGES.filter((f) => f.featured).map((f) => (
            <Link key={f.slug} to={featurePath(f.slug)} className="card pub-feature-card" data-testid="feature-card">
              <span className="pub-feature-title">{f.title}</span>
              <span className="small">{f.summary}</span>
              <FeatureStatusBadge status={f.status} />
            </Link>
          ))}
        </div>
      </section>

      <section className="pub-section" aria-labelledby={ids.how}>
        <h2 id={ids.how}>How it works</h2>
        <ol className="pub-steps">
          {STEP_KEYS.map((k) => (
            <li key={k}>{STEP_LABELS[k]}</li>
          ))}
        </ol>
        <p>
          Every step is real work on the server, and the progress you see is that work moving. <Link to="/how-it-works">How it works</Link>
        </p>
      </section>

      <SuccessStories />

      <SavingsCalculator />

      <section className="pub-section" aria-labelledby={ids.plans}>
        <h2 id={ids.plans}>Plans</h2>
        <div className="pub-grid pub-grid-3">
          {PLANS.map((p) => (
            <div key={p.name} className="card pub-plan-mini">
              <h3>{p.name}</h3>
              <p>
                <strong>{p.price}</strong>
                {p.period}
              </p>
            </div>
          ))}
        </div>
        <p>
          <Link to="/pricing">Compare plans</Link>
        </p>
      </section>

      <section className="pub-section pub-final" aria-labelledby={ids.cta}>
        <h2 id={ids.cta}>Put your team to work</h2>
        <p>Import a statement and watch Byte, Tag, Crystal and Intelia do the rest.</p>
        <GetStartedLink className="btn btn-primary pub-btn-lg">Get Started</GetStartedLink>
      </section>

      {modal === 'welcome' && <WelcomeModal onClose={() => setModal(null)} onFindMatch={() => setModal('match')} />}
      {modal === 'match' && <MatchModal onClose={() => setModal(null)} />}
    </div>
  );
}
