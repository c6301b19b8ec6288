// Success stories, plainly marked as illustrative: Prime Finance has no published customer stories.
import { useId } from 'react';
import { Link } from 'react-router-dom';

export const STORIES = [
  {
    who: 'A freelance designer with a personal and a business account',
    story:
      'Imports twelve monthly CSV exports in one go. Byte reads them, Tag files the software subscriptions under Business, and Intelia ' +
      'shows business spending month by month with the top vendors, ready for the accountant.',
    features: [
      ['/features/smart-import-ai', 'Smart Import AI'],
      ['/features/business-intelligence', 'Business Intelligence'],
    ],
  },
  {
    who: 'A couple who want to know where the money goes',
    story:
      'Upload six months of statements and a shoebox of receipt photos. Tag learns their corrections as they go; Crystal finds the ' +
      'streaming services and the gym membership that renew every month, and forecasts next month’s groceries with a range.',
    features: [
      ['/features/receipt-scanner', 'Receipt Scanner'],
      ['/features/spending-predictions', 'Spending Predictions'],
    ],
  },
  {
    who: 'A graduate paying off a credit card',
    story:
      'Uses the savings calculator below to see that adding the monthly surplus to the card payment clears it years sooner, then asks ' +
      'Prime “how do I pay off my card faster?” and is routed to Blitz.',
    features: [
      ['/features/debt-payoff-planner', 'Debt Payoff Planner'],
      ['/features/ai-coach', 'AI Coach'],
    ],
  },
] as const;

export function SuccessStories() {
  const titleId = useId();
  return (
    <section className="pub-section" aria-labelledby={titleId}>
      <h2 id={titleId}>Success stories</h2>
      <p className="pub-notice" data-testid="illustrative-notice">
        Illustrative examples, not real customers: they show what the features do with typical data.
      </p>
      <div className="pub-grid pub-grid-3">
        {STORIES.map((s) => (
          <article key={s.who} className="card pub-story">
            <p className="pub-eyebrow">Illustrative</p>
            <h3>{s.who}</h3>
            <p>{s.story}</p>
            <p className="small">
              {s.features.map(([to, label], i) => (
                <span key={to}>
                  {i > 0 && ' · '}
                  <Link to={to}>{label}</Link>
                </span>
              ))}
            </p>
          </article>
        ))}
      </div>
    </section>
  );
}
