// The public site's shell: top navigation, the page, footer, and Prime's routing overlay.
// `variant="auth"` is for /login and /signup: their page brings its own <main>, and the footer
// leaves out the newsletter form (one email field on a sign-in page is enough).
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { Footer } from './Footer.tsx';
import { RoutingProvider } from './routing.tsx';
import { TopNav } from './TopNav.tsx';
import './public.css';

export default function PublicLayout({ variant = 'site' }: { variant?: 'site' | 'auth' }) {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  const page = (
    <Suspense fallback={<LoadingScreen text="Loading…" />}>
      <Outlet />
    </Suspense>
  );

  return (
    <RoutingProvider>
      <div className={variant === 'auth' ? 'pub pub-auth' : 'pub'}>
        <a className="pub-skip" href="#main">
          Skip to content
        </a>
        <TopNav />
        {variant === 'auth' ? (
          <div id="main" className="pub-main">
            {page}
          </div>
        ) : (
          <main id="main" className="pub-main" tabIndex={-1}>
            {page}
          </main>
        )}
        <Footer newsletter={variant === 'site'} />
      </div>
    </RoutingProvider>
  );
}
