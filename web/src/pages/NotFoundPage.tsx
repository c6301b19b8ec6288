import { Link, useLocation } from 'react-router-dom';
import { usePageMeta } from '../public/usePageMeta.ts';
import './NotFoundPage.css';

export default function NotFoundPage() {
  usePageMeta('Page not found');
  const inApp = useLocation().pathname.startsWith('/dashboard');
  return (
    <div className="not-found" data-testid="not-found">
      <h1>Page not found</h1>
      <p className="muted">There is nothing at this address.</p>
      <Link className="btn btn-primary" to={inApp ? '/dashboard' : '/'}>
        Go back home
      </Link>
    </div>
  );
}
