// The public site's own pages outside the info and feature tables, by name. The routes
// (web/src/routes/publicRoutes.tsx) and the server's list of known addresses (server/http/sitePaths.ts)
// both read them, so a page added here is neither a 404 in the browser nor on the wire.
export const PUBLIC_PATHS = Object.freeze({
  landing: '/',
  login: '/login',
  signup: '/signup',
  authCallback: '/auth/callback',
  aiEmployees: '/ai-employees',
  aiAssistant: '/ai-assistant',
  pricing: '/pricing',
  contact: '/contact',
  /** redirects to the dashboard's reports */
  reports: '/reports',
});
