// The public site's footer: link columns, the newsletter form (not on the sign-in pages) and the year.
import { Link } from 'react-router-dom';
import { NewsletterForm } from './NewsletterForm.tsx';

const COLUMNS = [
  {
    title: 'Product',
    links: [
      ['/ai-employees', 'AI Employees'],
      ['/ai-assistant', 'AI Assistant'],
      ['/how-it-works', 'How it works'],
      ['/pricing', 'Pricing'],
      ['/integrations', 'Integrations'],
      ['/api', 'API'],
    ],
  },
  {
    title: 'Company',
    links: [
      ['/about', 'About'],
      ['/careers', 'Careers'],
      ['/blog', 'Blog'],
      ['/press', 'Press'],
      ['/reviews', 'Reviews'],
      ['/contact', 'Contact'],
    ],
  },
  {
    title: 'Legal',
    links: [
      ['/terms', 'Terms'],
      ['/privacy', 'Privacy'],
      ['/cookies', 'Cookies'],
    ],
  },
] as const;

export function Footer({ newsletter }: { newsletter: boolean }) {
  return (
    <footer className="pub-footer">
      <div className="pub-footer-inner">
        <div className="pub-footer-brand">
          <p className="pub-footer-name">Prime Finance</p>
          <p className="small">Your AI finance team, working on your real data.</p>
        </div>
        {COLUMNS.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <p className="pub-footer-heading">{col.title}</p>
            <ul>
              {col.links.map(([to, label]) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {newsletter && <NewsletterForm />}
      </div>
      <p className="pub-copyright small" data-testid="copyright">
        © {new Date().getFullYear()} Prime Finance
      </p>
    </footer>
  );
}
