// Titles and descriptions of the public text pages (bodies in web/src/public/pages/InfoPage.tsx).
export const INFO_PAGE_KEYS = ['how-it-works', 'api', 'integrations', 'about', 'careers', 'blog', 'press', 'reviews', 'terms', 'privacy', 'cookies'] as const;
export type InfoPageKey = (typeof INFO_PAGE_KEYS)[number];

export interface InfoPageDef {
  path: string;
  /** document.title (before " — Prime Finance") and, without `heading`, the h1 */
  title: string;
  heading?: string;
  lead?: string;
  description: string;
  /** ends with a Get Started button */
  cta: boolean;
}

export const INFO_PAGES: Record<InfoPageKey, InfoPageDef> = {
  'how-it-works': {
    path: '/how-it-works',
    title: 'How it works',
    lead: 'From a bank statement to answers, step by step.',
    description: 'How Prime Finance turns your statements into categorized transactions, forecasts and insights.',
    cta: true,
  },
  api: { path: '/api', title: 'API', lead: 'What is available to developers today.', description: 'The Prime Finance API: what exists today.', cta: false },
  integrations: {
    path: '/integrations',
    title: 'Integrations',
    lead: 'The files and services Prime Finance works with.',
    description: 'File formats and services Prime Finance works with.',
    cta: true,
  },
  about: { path: '/about', title: 'About', lead: 'An AI finance team that works on your real data.', description: 'About Prime Finance.', cta: true },
  careers: { path: '/careers', title: 'Careers', lead: 'Join the humans behind the AI team.', description: 'Careers at Prime Finance.', cta: false },
  blog: { path: '/blog', title: 'Blog', lead: 'News and notes from the team.', description: 'The Prime Finance blog.', cta: false },
  press: { path: '/press', title: 'Press', lead: 'Resources for journalists.', description: 'Press resources for Prime Finance.', cta: false },
  reviews: { path: '/reviews', title: 'Reviews', lead: 'What people could say about Prime Finance.', description: 'Reviews of Prime Finance.', cta: true },
  terms: { path: '/terms', title: 'Terms of Service', lead: 'The rules for using Prime Finance.', description: 'Prime Finance terms of service.', cta: false },
  privacy: {
    path: '/privacy',
    title: 'Privacy Policy',
    lead: 'What we store, who sees it, and how you stay in control.',
    description: 'Prime Finance privacy policy.',
    cta: false,
  },
  cookies: { path: '/cookies', title: 'Cookie Policy', lead: 'The one cookie we use.', description: 'Prime Finance cookie policy.', cta: false },
};
