// The public site's top navigation: brand, Features mega-menu, main links, Log in / Dashboard /
// Get Started, and below 900 px a menu button opening the same links as a panel.
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Icon } from '../components/icons/Icon.tsx';
import { useSession } from '../stores/session.ts';
import { featureAtPath, featurePath, MENU_COLUMNS, menuColumn } from './data/features.ts';
import { MegaMenu } from './MegaMenu.tsx';
import { GetStartedLink } from './routing.tsx';

export const MAIN_LINKS = [
  { to: '/ai-employees', label: 'AI Team' },
  { to: '/how-it-works', label: 'How it works' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/reviews', label: 'Reviews' },
  { to: '/contact', label: 'Contact' },
] as const;

function navClass({ isActive }: { isActive: boolean }): string {
  return isActive ? 'pub-nav-link active' : 'pub-nav-link';
}

/** The site's main pages as list items: in the bar, and again in the phone's menu. */
function MainLinks() {
  return MAIN_LINKS.map((l) => (
    <li key={l.to}>
      <NavLink to={l.to} className={navClass}>
        {l.label}
      </NavLink>
    </li>
  ));
}

export function TopNav() {
  const { pathname } = useLocation();
  const status = useSession((s) => s.status);
  const feature = featureAtPath(pathname);
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setMobileOpen(false), [pathname]);
  useEffect(() => {
    if (!mobileOpen) return;
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMobileOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  const actions = (where: 'bar' | 'mobile') => (
    <>
      {status !== 'authenticated' && (
        <Link to="/login" className="pub-nav-link">
          Log in
        </Link>
      )}
      <Link to="/dashboard" className="pub-nav-link">
        Dashboard
      </Link>
      <GetStartedLink employee={feature?.employee} className="btn btn-primary pub-cta" testId={`${where}-get-started`}>
        Get Started
      </GetStartedLink>
    </>
  );

  return (
    <header className="pub-header">
      <nav className="pub-nav" aria-label="Main">
        <Link to="/" className="pub-brand" aria-label="Prime Finance home">
          <span className="brand-mark" aria-hidden="true">
            P
          </span>
          <span>Prime Finance</span>
        </Link>
        <ul className="pub-links">
          <MegaMenu />
          <MainLinks />
        </ul>
        <div className="pub-actions">{actions('bar')}</div>
        <button
          ref={toggleRef}
          type="button"
          className="pub-menu-toggle"
          aria-expanded={mobileOpen}
          aria-controls={mobileId}
          onClick={() => setMobileOpen((o) => !o)}
        >
          <Icon icon={mobileOpen ? X : Menu} /> Menu
        </button>
      </nav>
      <MobileMenu id={mobileId} open={mobileOpen} actions={actions('mobile')} />
    </header>
  );
}

function MobileMenu({ id, open, actions }: { id: string; open: boolean; actions: ReactNode }) {
  const [featuresOpen, setFeaturesOpen] = useState(false);
  const featuresId = useId();
  return (
    <nav id={id} className="pub-mobile" hidden={!open} data-testid="mobile-menu" aria-label="Site menu">
      <button type="button" className="pub-mobile-features" aria-expanded={featuresOpen} aria-controls={featuresId} onClick={() => setFeaturesOpen((o) => !o)}>
        Features <span aria-hidden="true">{featuresOpen ? '▴' : '▾'}</span>
      </button>
      <div id={featuresId} hidden={!featuresOpen} className="pub-mobile-groups">
        {MENU_COLUMNS.map((col) => (
          <div key={col.key}>
            <p className="pub-mega-heading">{col.title}</p>
            <ul>
              {menuColumn(col.key).map((f) => (
                <li key={f.slug}>
                  <Link to={featurePath(f.slug)}>{f.title}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <ul className="pub-mobile-links">
        <MainLinks />
      </ul>
      <div className="pub-mobile-actions">{actions}</div>
    </nav>
  );
}
