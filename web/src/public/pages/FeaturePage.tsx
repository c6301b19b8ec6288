// /features/<slug>: what the feature is, which employee does it, what works today, and how to start.
import { Link } from 'react-router-dom';
import { answersFromData } from '../../../../core/chat/responders.ts';
import { employeeProfile } from '../../../../core/employees.ts';
import { EmployeeAvatar } from '../../components/icons/EmployeeAvatar.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { EmployeeStatus, FeatureStatusBadge } from '../components/StatusBadge.tsx';
import { FEATURE_PAGES, featureBySlug, featurePath } from '../data/features.ts';
import type { FeatureSlug } from '../../../../core/site/feature-slugs.ts';
import { GetStartedLink } from '../routing.tsx';
import { usePageMeta } from '../usePageMeta.ts';

export default function FeaturePage({ slug }: { slug: FeatureSlug }) {
  const feature = featureBySlug(slug);
  if (!feature) throw new Error(`No feature page ${slug}`);
  usePageMeta(feature.title, `${feature.title}: ${feature.summary}`);
  const e = employeeProfile(feature.employee);
  const related = FEATURE_PAGES.filter((f) => f.employee === e.key && f.slug !== feature.slug && f.column !== null);
  const chat = e.active
    ? null
    : answersFromData(e.key)
      ? `${e.name}'s page in the app has a chat in which ${e.name} answers from your own data.`
      : `${e.name}'s page in the app has a chat in which ${e.name} says what it cannot answer yet and which colleague can.`;

  return (
    <div className="pub-page" data-testid="feature-page" data-slug={feature.slug} data-employee={e.key}>
      <PageHeader eyebrow="Feature" title={feature.title} lead={feature.summary} />

      <section className="card pub-feature-who" aria-label="Who does it">
        <span className="pub-team-emoji" aria-hidden="true">
          <EmployeeAvatar employee={e} />
        </span>
        <div>
          <h2>Done by {e.name}</h2>
          <p className="muted">{e.role}</p>
          <p>
            <EmployeeStatus active={e.active} /> <Link to={`/ai-employees#${e.key}`}>{e.name} in the team directory</Link>
          </p>
        </div>
      </section>

      <section className="pub-section-tight" aria-label="What works today">
        <h2>
          What works today <FeatureStatusBadge status={feature.status} />
        </h2>
        <p data-testid="feature-today">{feature.today}</p>
        {chat && <p className="muted">{chat}</p>}
      </section>

      <p className="pub-actions-row">
        <GetStartedLink employee={e.key} className="btn btn-primary" testId="feature-get-started">
          Get Started
        </GetStartedLink>
        <Link to="/ai-employees" className="btn btn-secondary">
          Meet the whole team
        </Link>
      </p>

      {related.length > 0 && (
        <section className="pub-section-tight" aria-label={`More from ${e.name}`}>
          <h2>More from {e.name}</h2>
          <ul>
            {related.map((f) => (
              <li key={f.slug}>
                <Link to={featurePath(f.slug)}>{f.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
