// Every address the web app has a page for (or a redirect from), from the same tables the
// browser's routes are built from, so the server can answer anything else with a real 404 status
// while the app still renders its own "not found" page.
import { DASHBOARD_REDIRECTS, DASHBOARD_ROUTES } from '../../core/site/dashboard-nav.ts';
import { FEATURE_SLUGS, featurePath } from '../../core/site/feature-slugs.ts';
import { INFO_PAGES } from '../../core/site/info-pages.ts';
import { PUBLIC_PATHS } from '../../core/site/public-paths.ts';

const KNOWN: ReadonlySet<string> = new Set([
  ...Object.values(PUBLIC_PATHS),
  ...Object.values(INFO_PAGES).map((p) => p.path),
  ...FEATURE_SLUGS.map(featurePath),
  ...DASHBOARD_ROUTES.flatMap((r) => [r.path, ...r.aliases]),
  ...DASHBOARD_REDIRECTS.map((r) => r.from),
]);

/** Whether the web app has a page at this address (a trailing slash does not matter). */
export function isKnownSitePath(pathname: string): boolean {
  return KNOWN.has(pathname.replace(/\/+$/, '') || '/');
}
