// The signed-in app's route table, once: the routes (web/src/routes/dashboardRoutes.tsx), the sidebar's
// groups, the header's title and subtitle, and each page's default employee (the mobile AI Chat
// and the crown's full-screen chat talk to them) all read it. Employees' pages take their path
// from the directory (core/employees.ts), so a page and its employee never disagree.
import { employeeProfile, type TeamMemberKey } from '../employees.ts';

export const NAV_GROUPS = ['MAIN', 'AI WORKSPACE', 'PLANNING & ANALYSIS', 'ENTERTAINMENT & WELLNESS', 'BUSINESS & TAX', 'TOOLS & SETTINGS'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/**
 * Each route's icon, by name: components/icons/navIcons.tsx draws it (an SVG, so it shows without
 * an emoji font). A name, not a component, because the server reads this table too.
 */
export const NAV_ICON_KEYS = [
  'home',
  'transactions',
  'team-room',
  'assistant',
  'import',
  'categories',
  'automation',
  'predictions',
  'goals',
  'debt',
  'freedom',
  'bills',
  'analytics',
  'podcast',
  'therapist',
  'wellness',
  'music',
  'business',
  'tax',
  'reports',
  'security',
  'settings',
  'layout',
  'calm',
] as const;
export type NavIconKey = (typeof NAV_ICON_KEYS)[number];

/** Which page component renders a route (routes/dashboardRoutes.tsx gives each its own chunk). */
export type DashboardPageKey =
  | 'home'
  | 'smart-import'
  | 'transactions'
  | 'team-room'
  | 'smart-categories'
  | 'spending-predictions'
  | 'business-intelligence'
  | 'settings'
  | 'reports'
  | 'analytics'
  | 'three-column-demo'
  | 'therapist-demo'
  | 'music-integration'
  | 'goals'
  | 'debts'
  | 'freedom'
  | 'bills'
  | 'automation'
  | 'bank-accounts'
  | 'tax-assistant'
  | 'podcast'
  | 'financial-story'
  | 'financial-therapist'
  | 'wellness-studio'
  /** the employee's page (features/chat): who they are and a chat that answers from the user's data */
  | 'employee';

export interface DashboardRoute {
  /** absolute, under /dashboard */
  readonly path: string;
  readonly title: string;
  readonly subtitle: string;
  /** the sidebar group; null: reachable by its address and links, not listed in the sidebar */
  readonly group: NavGroup | null;
  readonly icon: NavIconKey;
  /** who works on this page: the header names them, the mobile AI Chat talks to them */
  readonly employee: TeamMemberKey;
  readonly page: DashboardPageKey;
  /** other addresses that show the same page (the address stays as typed) */
  readonly aliases: readonly string[];
  /** keeps the desktop layout on a phone (wide tables and forms) */
  readonly desktopOnly: boolean;
}

export const DASHBOARD_ROOT = '/dashboard';

type RouteInput = Omit<DashboardRoute, 'aliases' | 'desktopOnly' | 'path'> & {
  path: string;
  aliases?: readonly string[];
  desktopOnly?: boolean;
};

const at = (slug: string) => `${DASHBOARD_ROOT}/${slug}`;

function route(input: RouteInput): DashboardRoute {
  return Object.freeze({ desktopOnly: false, ...input, aliases: Object.freeze([...(input.aliases ?? [])]) });
}

/** An employee's own page: path and employee from the directory. */
function employeeRoute(key: TeamMemberKey, input: Omit<RouteInput, 'path' | 'employee' | 'page'> & { page?: DashboardPageKey }): DashboardRoute {
  const profile = employeeProfile(key);
  return route({ page: 'employee', ...input, path: profile.dashboardRoute, employee: key });
}

/** In the sidebar's order, group by group. */
export const DASHBOARD_ROUTES: readonly DashboardRoute[] = Object.freeze([
  // MAIN
  route({
    path: DASHBOARD_ROOT,
    title: 'Dashboard',
    subtitle: 'What your AI team has done with your own data',
    group: 'MAIN',
    icon: 'home',
    employee: 'prime',
    page: 'home',
  }),
  route({
    path: at('transactions'),
    title: 'Transactions',
    subtitle: 'Search, filter and correct every transaction you imported',
    group: 'MAIN',
    icon: 'transactions',
    employee: 'tag',
    page: 'transactions',
  }),
  route({
    path: at('bank-accounts'),
    title: 'Bank Accounts',
    subtitle: 'Ledger keeps your accounts, balances and net worth, reconciled with the bank',
    group: 'MAIN',
    icon: 'business',
    employee: 'ledger',
    page: 'bank-accounts',
  }),
  route({
    path: at('team-room'),
    title: 'Team Room',
    subtitle: 'What each AI employee is doing right now, from the real job queues',
    group: 'MAIN',
    icon: 'team-room',
    employee: 'prime',
    page: 'team-room',
  }),
  employeeRoute('finley', {
    icon: 'assistant',
    title: 'AI Financial Assistant',
    subtitle: 'Finley answers everyday money questions with your own figures',
    group: 'MAIN',
  }),
  // AI WORKSPACE
  employeeRoute('byte', {
    icon: 'import',
    title: 'Smart Import AI',
    subtitle: 'Byte reads your bank statements and receipts',
    group: 'AI WORKSPACE',
    page: 'smart-import',
  }),
  employeeRoute('tag', {
    icon: 'categories',
    title: 'Smart Categories',
    subtitle: "Tag's rules, learned patterns and review queue",
    group: 'AI WORKSPACE',
    page: 'smart-categories',
    aliases: [at('ai-categorization')],
  }),
  employeeRoute('automa', {
    icon: 'automation',
    title: 'Smart Automation',
    subtitle: 'Automa: rules that act on new transactions, checked by a dry run first',
    group: 'AI WORKSPACE',
    page: 'automation',
  }),
  // PLANNING & ANALYSIS
  employeeRoute('crystal', {
    icon: 'predictions',
    title: 'Spending Predictions',
    subtitle: "Crystal's forecasts, recurring charges and cash flow",
    group: 'PLANNING & ANALYSIS',
    page: 'spending-predictions',
  }),
  employeeRoute('goalie', {
    icon: 'goals',
    title: 'Goal Concierge',
    subtitle: 'Goalie turns savings goals into a plan',
    group: 'PLANNING & ANALYSIS',
    page: 'goals',
  }),
  employeeRoute('blitz', {
    icon: 'debt',
    title: 'Debt Payoff Planner',
    subtitle: 'Blitz compares ways to pay your debts off',
    group: 'PLANNING & ANALYSIS',
    page: 'debts',
  }),
  employeeRoute('liberty', {
    icon: 'freedom',
    title: 'AI Financial Freedom',
    subtitle: 'Liberty works on investing, retirement and independence',
    group: 'PLANNING & ANALYSIS',
    page: 'freedom',
  }),
  employeeRoute('chime', {
    icon: 'bills',
    title: 'Bill Reminders',
    subtitle: 'Chime knows when your bills are due',
    group: 'PLANNING & ANALYSIS',
    page: 'bills',
  }),
  route({
    path: at('analytics'),
    title: 'Analytics',
    subtitle: 'Dash: trends, cash flow and how your data was read',
    group: 'PLANNING & ANALYSIS',
    icon: 'analytics',
    employee: 'intelia',
    page: 'analytics',
    desktopOnly: true,
  }),
  // ENTERTAINMENT & WELLNESS
  employeeRoute('roundtable', {
    icon: 'podcast',
    title: 'Personal Podcast',
    subtitle: 'Roundtable turns your month into a podcast episode',
    group: 'ENTERTAINMENT & WELLNESS',
    aliases: [at('podcast')],
    page: 'podcast',
  }),
  route({
    path: at('financial-story'),
    title: 'Financial Story',
    subtitle: 'Roundtable tells your month and your year in money',
    group: 'ENTERTAINMENT & WELLNESS',
    icon: 'podcast',
    employee: 'roundtable',
    page: 'financial-story',
  }),
  employeeRoute('harmony', {
    icon: 'therapist',
    title: 'AI Financial Therapist',
    subtitle: 'Harmony helps with the feelings around money',
    group: 'ENTERTAINMENT & WELLNESS',
    aliases: [at('ai-therapist')],
    page: 'financial-therapist',
  }),
  route({
    path: at('wellness-studio'),
    title: 'Wellness Studio',
    subtitle: "Harmony's studio: challenges, reviews and focus against your real data",
    group: 'ENTERTAINMENT & WELLNESS',
    icon: 'wellness',
    employee: 'harmony',
    page: 'wellness-studio',
  }),
  employeeRoute('luna', {
    icon: 'music',
    title: 'Music Integration',
    subtitle: 'Connecting a music service to the studio',
    group: 'ENTERTAINMENT & WELLNESS',
    page: 'music-integration',
    aliases: [at('spotify-integration'), at('spotify'), at('music')],
  }),
  // BUSINESS & TAX
  employeeRoute('intelia', {
    icon: 'business',
    title: 'Business Intelligence',
    subtitle: "Intelia's insights, business spending and top vendors",
    group: 'BUSINESS & TAX',
    page: 'business-intelligence',
  }),
  employeeRoute('ledger', {
    icon: 'tax',
    title: 'Tax Assistant',
    subtitle: 'Ledger keeps your records tax-ready',
    group: 'BUSINESS & TAX',
    page: 'tax-assistant',
  }),
  // TOOLS & SETTINGS
  route({
    path: at('reports'),
    title: 'Reports',
    subtitle: 'Prism: reports with CSV, XLSX and PDF exports',
    group: 'TOOLS & SETTINGS',
    icon: 'reports',
    employee: 'intelia',
    page: 'reports',
    desktopOnly: true,
  }),
  employeeRoute('custodian', {
    icon: 'security',
    title: 'Security & Privacy',
    subtitle: 'Custodian looks after your data',
    group: 'TOOLS & SETTINGS',
  }),
  route({
    path: at('settings'),
    title: 'Settings',
    subtitle: 'Your profile, password, two-factor authentication and data',
    group: 'TOOLS & SETTINGS',
    icon: 'settings',
    employee: 'custodian',
    page: 'settings',
    desktopOnly: true,
  }),
  // not in the sidebar
  route({
    path: at('three-column-demo'),
    title: 'Three-Column Layout',
    subtitle: 'The sidebar, the page and the live panel side by side',
    group: null,
    icon: 'layout',
    employee: 'prime',
    page: 'three-column-demo',
    desktopOnly: true,
  }),
  route({
    path: at('therapist-demo'),
    title: 'Therapist Demo',
    subtitle: 'How Harmony notices money stress, from real signals',
    group: null,
    icon: 'calm',
    employee: 'harmony',
    page: 'therapist-demo',
    desktopOnly: true,
  }),
]);

/** Old addresses that lead to the current ones. */
export const DASHBOARD_REDIRECTS: readonly { from: string; to: string }[] = Object.freeze([
  { from: at('ai-assistant'), to: employeeProfile('finley').dashboardRoute },
  { from: at('smart-import'), to: employeeProfile('byte').dashboardRoute },
]);

const trimmed = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** An alias's address as the route's own (anything else as it is, without a trailing slash). */
export function canonicalPath(pathname: string): string {
  const path = trimmed(pathname);
  for (const r of DASHBOARD_ROUTES) {
    for (const alias of r.aliases) {
      if (path === alias || path.startsWith(`${alias}/`)) return r.path + path.slice(alias.length);
    }
  }
  return path;
}

/** The path equals the route or lies under it. */
export function isUnder(pathname: string, routePath: string): boolean {
  return pathname === routePath || pathname.startsWith(`${routePath}/`);
}

/** The route whose path is the longest prefix of this one (aliases count as their route); the dashboard otherwise. */
export function routeForPath(pathname: string): DashboardRoute {
  const path = canonicalPath(pathname);
  let best = DASHBOARD_ROUTES[0]!;
  for (const r of DASHBOARD_ROUTES) {
    if (isUnder(path, r.path) && r.path.length > best.path.length) best = r;
  }
  return best;
}

/**
 * A sidebar entry is active when the path equals its route or starts with route + "/"; the
 * dashboard itself, whose route every page starts with, only on its own address.
 */
export function isActiveRoute(route: DashboardRoute, pathname: string): boolean {
  const path = canonicalPath(pathname);
  return route.path === DASHBOARD_ROOT ? path === DASHBOARD_ROOT : isUnder(path, route.path);
}

/** The sidebar: each group's routes, in order. */
export function navGroups(): { group: NavGroup; routes: DashboardRoute[] }[] {
  return NAV_GROUPS.map((group) => ({ group, routes: DASHBOARD_ROUTES.filter((r) => r.group === group) }));
}
