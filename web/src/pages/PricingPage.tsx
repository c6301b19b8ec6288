// /pricing: the plans.
import { Link } from 'react-router-dom';
import { PLANS } from '../public/data/plans.ts';
import { GetStartedLink } from '../public/routing.tsx';
import { usePageMeta } from '../public/usePageMeta.ts';

export default function PricingPage() {
  usePageMeta('Pricing', 'Prime Finance plans: Free, Premium $9.99/month, Pro $19.99/month, Enterprise on request.');
  return (
    <div className="pub-page" aria-labelledby="pricing-title">
      <h1 id="pricing-title">Pricing</h1>
      <p className="muted">Plans for every stage. Prices in US dollars.</p>
      <div className="pub-grid pub-grid-3">
        {PLANS.map((p) => (
          <section key={p.name} className="card pub-plan" aria-label={`${p.name} plan`} data-testid="plan">
            <h2>{p.name}</h2>
            <p className="pub-plan-price">
              <strong>{p.price}</strong>
              {p.period && <span className="muted">{p.period}</span>}
            </p>
            <ul>
              {p.points.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
            {p.period ? (
              <GetStartedLink className="btn btn-primary">Get Started</GetStartedLink>
            ) : (
              <Link className="btn btn-secondary" to={`/contact?subject=${encodeURIComponent(`${p.name} plan`)}`}>
                Contact us
              </Link>
            )}
          </section>
        ))}
      </div>
      <p className="muted small">Billing is not built yet: no payment is taken in the app today.</p>
    </div>
  );
}
