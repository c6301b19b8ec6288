// /pricing: the plans (issue 5 builds the rest of the public site around it).
import { Link } from 'react-router-dom';

const PLANS = [
  { name: 'Premium', price: '$9.99', period: '/month', points: ['Smart Import of statements and receipts', 'Tag, Crystal and Intelia', 'Chat with the team'] },
  { name: 'Pro', price: '$19.99', period: '/month', points: ['Everything in Premium', 'Business intelligence and tax tools', 'Priority processing'] },
  { name: 'Enterprise', price: 'Contact us', period: '', points: ['Teams and shared ledgers', 'Single sign-on', 'A dedicated contact'] },
];

export default function PricingPage() {
  return (
    <main className="page public-page" aria-labelledby="pricing-title">
      <h1 id="pricing-title">Pricing</h1>
      <p className="muted">Plans for every stage. Prices in US dollars.</p>
      <div className="plan-grid">
        {PLANS.map((p) => (
          <section key={p.name} className="card plan" aria-label={`${p.name} plan`} data-testid="plan">
            <h2>{p.name}</h2>
            <p className="plan-price">
              <strong>{p.price}</strong>
              {p.period && <span className="muted">{p.period}</span>}
            </p>
            <ul>
              {p.points.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p>
        <Link to="/dashboard">Back to your dashboard</Link>
      </p>
    </main>
  );
}
