// The public /features/... pages: one row per page, each naming the employee who does the work
// (from the one directory in core/employees.ts) and saying plainly what works today. Pages that are
// another name for the same thing (smart-import and smart-import-ai, predictions, podcast, …) are
// listed with `column: null`: they have their own page but stay out of the Features mega-menu.
import type { TeamMemberKey } from '../../../../core/employees.ts';
import { FEATURE_SLUGS, featurePath, type FeatureSlug } from '../../../../core/site/feature-slugs.ts';

export { featurePath };

/** 'live': works today; 'partial': some of it works (the text says which part); 'planned': not built yet. */
export type FeatureStatus = 'live' | 'partial' | 'planned';

export const FEATURE_STATUS_LABEL: Record<FeatureStatus, string> = {
  live: 'Works today',
  partial: 'Partly built',
  planned: 'Not built yet',
};

/** The Features mega-menu's four columns, in order. */
export const MENU_COLUMNS = [
  { key: 'import', title: 'Import & organize' },
  { key: 'understand', title: 'Predict, analyze & protect' },
  { key: 'plan', title: 'Plan, tax & debt' },
  { key: 'coach', title: 'Coach & wellbeing' },
] as const;
export type MenuColumnKey = (typeof MENU_COLUMNS)[number]['key'];

export interface FeaturePage {
  slug: FeatureSlug;
  title: string;
  employee: TeamMemberKey;
  /** one line: what the feature is for */
  summary: string;
  status: FeatureStatus;
  /** what a user gets today, honestly */
  today: string;
  /** the mega-menu column, or null for a page that is another name for a listed one */
  column: MenuColumnKey | null;
  /** shown as a card on the landing page */
  featured?: boolean;
}

const BYTE_IMPORT =
  'Works today. On Smart Import you drop or choose up to 5 files of up to 10 MB each (a CSV up to 100 MB; PDF, CSV, TSV, XLSX, XLS, TXT, OFX, QFX, QIF, JPG, PNG). ' +
  'The server checks each file’s type from its content, Byte reads it (with OCR for photos and scans), Tag categorizes every row, and the six ' +
  'processing steps move on screen as the work really happens. A file or a transaction already imported is never added twice.';
const CRYSTAL =
  'Works today. Crystal compares your last 15 days with the 15 before, forecasts each category’s spending for this month and the next two ' +
  'with an 80 % band, finds recurring subscriptions, bills and salaries with their next date and amount, and projects your cash flow 30, 60 ' +
  'and 90 days ahead. Every figure comes from your imported transactions.';
const INTELIA_BUSINESS =
  'Works today. Intelia separates business from personal spending (the Business category plus any accounts you mark as business accounts), ' +
  'shows business spending month by month and your top vendors, next to the insights found in every import.';
const LEDGER =
  'Works today, for freelancers and sole traders in the US or the UK. Ledger maps your business spending (business accounts and ' +
  'transactions marked business) to Schedule C lines or HMRC’s allowable-expense groups, each with its confidence and the evidence that ' +
  'led to it, for you to confirm or change; keeps a mileage log and the simplified home-office method; and estimates the year’s tax ' +
  '(self-employment tax or Class 4, income tax from the year’s tables, each figure with its source), the quarterly payments with their ' +
  'dates and the safe harbour, and what to set aside each month. A Schedule C worksheet or UK expenses summary exports as CSV or PDF. ' +
  'Your accounts, balances and net worth are on the Bank Accounts page. These are estimates, not tax advice.';
const GOALIE =
  'Works today. Set goals (save up, emergency fund, a purchase, paying down a debt) with a target and a date; Goalie counts what each ' +
  'has saved from your ledger and what you add by hand, the monthly amount that makes the date, its share of your usual surplus, the ' +
  'likely and the pessimistic month (from 2,000 futures resampled from your own months) and whether it is on track. Monthly budgets ' +
  'per category, suggested from your history, warn you at 80 % and 100 %.';
const ROUNDTABLE =
  'Built. Roundtable writes an episode about your last 7 or 30 days from your own ledger (every figure checked against it), records it offline with ' +
  'two voices, and keeps a library with a player, ratings and a private RSS feed for any podcast app. The Financial Story page tells your month or year ' +
  'in a few screens, each figure a link to its transactions.';
const AUTOMA =
  'Partly built. Every import runs Byte, Tag, Crystal and Intelia on its own. Automa\u2019s rules have one trigger (a transaction imported, a large ' +
  'transaction, a new merchant, a bill due in N days, a bill paid late or missed, a subscription price rise, a category over its budget, a goal ' +
  'behind, a projected balance below an amount), conditions and actions (set the category, add a note, mark for review, notify in the app, by ' +
  'email or by push, add to a goal, ask an employee). They run after each import and on your daily check, each once per event, and only after a ' +
  'dry run over the last 12 months shows what they would have done. Scheduled imports, monthly reports and webhooks are not built.';
const MUSIC =
  'With Spotify connected (the server needs SPOTIFY_CLIENT_ID), Wave makes private focus and calm playlists in your Spotify ' +
  'account from your own saved tracks and playlists, by a stated rule (length, explicit lyrics, the artists\u2019 genres: Spotify no longer ' +
  'gives new apps audio features or recommendations), and pairs them with Harmony\u2019s studio and Roundtable\u2019s episodes. Premium ' +
  'accounts can control their Spotify player from the page; Spotify allows that only for Premium. Without Spotify configured, nothing is shown.';

export const FEATURE_PAGES: readonly FeaturePage[] = [
  // Import & organize
  {
    slug: 'smart-import-ai',
    title: 'Smart Import AI',
    employee: 'byte',
    column: 'import',
    featured: true,
    status: 'live',
    summary: 'Turn bank statements and receipts into clean transactions.',
    today: BYTE_IMPORT,
  },
  {
    slug: 'smart-import',
    title: 'Smart Import',
    employee: 'byte',
    column: null,
    status: 'live',
    summary: 'Turn bank statements and receipts into clean transactions.',
    today: BYTE_IMPORT,
  },
  {
    slug: 'document-upload',
    title: 'Document Upload',
    employee: 'byte',
    column: 'import',
    status: 'live',
    summary: 'Upload statements and receipts in the formats banks and shops hand out.',
    today: BYTE_IMPORT,
  },
  {
    slug: 'receipt-scanner',
    title: 'Receipt Scanner',
    employee: 'byte',
    column: 'import',
    featured: true,
    status: 'live',
    summary: 'Read paper receipts from a photo or a scan.',
    today:
      'Works today. Upload a photo (JPG, PNG) or a scanned PDF of a receipt on Smart Import: Byte reads it with OCR on the server and ' +
      'finds the merchant, date, total, tax, line items and payment method. A receipt that matches a card transaction you already have ' +
      '(same amount, date within 3 days, similar merchant) is attached to it instead of being added again.',
  },
  {
    slug: 'email-receipts',
    title: 'Email Receipts',
    employee: 'byte',
    column: 'import',
    status: 'planned',
    summary: 'Forward e-mailed receipts and let Byte file them.',
    today:
      'Not built yet: there is no address to forward receipts to. Today you can upload receipt photos, scans and PDFs on Smart Import, ' +
      'where Byte reads them with OCR.',
  },
  {
    slug: 'ai-categorization',
    title: 'AI Categorization',
    employee: 'tag',
    column: 'import',
    featured: true,
    status: 'live',
    summary: 'Every transaction filed under the right category, the way you would.',
    today:
      'Works today. Tag applies, in order: your own rules, the merchants it learned from your corrections, its built-in knowledge of ' +
      'merchants and keywords, and a model trained on your own categorized history. Anything below 80 % confidence waits in a review ' +
      'queue, and every correction teaches Tag the merchant.',
  },
  {
    slug: 'smart-automation',
    title: 'Smart Automation',
    employee: 'automa',
    column: 'import',
    status: 'partial',
    summary: 'Let the chores run themselves.',
    today: AUTOMA,
  },
  { slug: 'automation', title: 'Automation', employee: 'automa', column: null, status: 'partial', summary: 'Let the chores run themselves.', today: AUTOMA },
  {
    slug: 'api-webhooks',
    title: 'API & Webhooks',
    employee: 'automa',
    column: 'import',
    status: 'planned',
    summary: 'Connect Prime Finance to the other tools you use.',
    today: 'Not built yet: there is no public API and no webhooks. The web app talks to its own API with your session; see the API page.',
  },

  // Predict, analyze & protect
  {
    slug: 'spending-predictions',
    title: 'Spending Predictions',
    employee: 'crystal',
    column: 'understand',
    featured: true,
    status: 'live',
    summary: 'See next month coming: forecasts, recurring charges and cash flow.',
    today: CRYSTAL,
  },
  {
    slug: 'predictions',
    title: 'Predictions',
    employee: 'crystal',
    column: null,
    status: 'live',
    summary: 'See next month coming: forecasts, recurring charges and cash flow.',
    today: CRYSTAL,
  },
  {
    slug: 'ai-insights',
    title: 'AI Insights',
    employee: 'intelia',
    column: 'understand',
    featured: true,
    status: 'live',
    summary: 'What changed in your money, backed by the figures.',
    today:
      'Works today. After every import Intelia looks for spending spikes against a category’s own last 6 months, first payments to ' +
      'new merchants, subscription price rises and likely duplicate charges, each with the real figures and whether you can act on it.',
  },
  {
    slug: 'business-intelligence',
    title: 'Business Intelligence',
    employee: 'intelia',
    column: 'understand',
    featured: true,
    status: 'live',
    summary: 'Business and personal spending, side by side.',
    today: INTELIA_BUSINESS,
  },
  {
    slug: 'business-expense-intelligence',
    title: 'Business Expense Intelligence',
    employee: 'intelia',
    column: 'understand',
    status: 'live',
    summary: 'Know where the business money goes, vendor by vendor.',
    today: INTELIA_BUSINESS,
  },
  {
    slug: 'business-expenses',
    title: 'Business Expenses',
    employee: 'intelia',
    column: null,
    status: 'live',
    summary: 'Know where the business money goes, vendor by vendor.',
    today: INTELIA_BUSINESS,
  },
  {
    slug: 'bill-reminders',
    title: 'Bill Reminders',
    employee: 'chime',
    column: 'understand',
    featured: true,
    status: 'live',
    summary: 'Know what is due before a late fee does.',
    today:
      'Works today. Chime proposes your bills from the recurring payments in your statements (or you add them by hand), matches each due ' +
      'date to the payment that paid it (paid, upcoming, overdue, missed, price rises flagged) and shows a month calendar, with a warning when ' +
      'Crystal projects your balance under zero or under the buffer you set on a due date. Reminders arrive a few days ahead (you choose how many) ' +
      'at 08:00 in your time zone: in the app, by push to the browsers you turn it on for, and by email when the server has email set up. ' +
      'Each is sent once, and a log shows what went out and what failed, with the reason.',
  },
  {
    slug: 'security-privacy',
    title: 'Security & Privacy',
    employee: 'custodian',
    column: 'understand',
    status: 'partial',
    summary: 'Your data, protected and in your hands.',
    today:
      'Partly built. Custodian’s own page is not built, but the protections are: passwords hashed with argon2id, sessions in an ' +
      'httpOnly cookie, optional two-factor authentication (authenticator codes and one-time recovery codes), signing out everywhere, ' +
      'exporting all your data (JSON) or your transactions (CSV), and deleting your account with every row and file. Today these are ' +
      'available through the account settings API.',
  },
  {
    slug: 'compliance-audit',
    title: 'Compliance Audit',
    employee: 'custodian',
    column: 'understand',
    status: 'planned',
    summary: 'An audit trail of who did what with your data.',
    today: 'Not built yet: there is no audit report. Prime’s routing decisions and AI replies are logged per account.',
  },

  // Plan, tax & debt
  {
    slug: 'goal-concierge',
    title: 'Goal Concierge',
    employee: 'goalie',
    column: 'plan',
    featured: true,
    status: 'live',
    summary: 'A target, a date and the monthly amount that gets you there.',
    today: GOALIE,
  },
  {
    slug: 'ai-goals',
    title: 'AI Goals',
    employee: 'goalie',
    column: null,
    status: 'live',
    summary: 'A target, a date and the monthly amount that gets you there.',
    today: GOALIE,
  },
  {
    slug: 'personal-business-goals',
    title: 'Personal & Business Goals',
    employee: 'goalie',
    column: 'plan',
    status: 'live',
    summary: 'Goals for your household and your business, in one place.',
    today: GOALIE,
  },
  {
    slug: 'debt-payoff-planner',
    title: 'Debt Payoff Planner',
    employee: 'blitz',
    column: 'plan',
    featured: true,
    status: 'live',
    summary: 'Snowball or avalanche: see which clears your debt sooner.',
    today:
      'Works today. Add your debts (or confirm the card and loan payments Crystal finds every month) with balance, APR and minimum; ' +
      'the planner pays them down month by month to the cent and shows avalanche, snowball, your own order and the minimums alone side by ' +
      'side, with the payoff month, the interest and a chart. The safe extra is the most you can add each month without your projected ' +
      'cash flow going under the buffer you choose.',
  },
  {
    slug: 'ai-financial-freedom',
    title: 'AI Financial Freedom',
    employee: 'liberty',
    column: 'plan',
    status: 'live',
    summary: 'Net worth, investing and the road to financial independence.',
    today:
      'Works today. Liberty puts your net worth (accounts’ balances less your debts), savings rate, FI number, the years to it, ' +
      'Coast FI and the chance of getting there by your target age (2,000 seeded futures of yearly returns) on one page; every assumption ' +
      'is a field you can change and every figure says what it was computed from. No investment advice.',
  },
  {
    slug: 'tax-assistant',
    title: 'Tax Assistant',
    employee: 'ledger',
    column: 'plan',
    featured: true,
    status: 'live',
    summary: 'Tax-ready records, all year round.',
    today: LEDGER,
  },
  {
    slug: 'freelancer-tax',
    title: 'Freelancer Tax',
    employee: 'ledger',
    column: 'plan',
    status: 'live',
    summary: 'Write-offs and set-asides for the self-employed.',
    today: LEDGER,
  },
  {
    slug: 'tax-optimization',
    title: 'Tax Optimization',
    employee: 'ledger',
    column: 'plan',
    status: 'planned',
    summary: 'Ways to owe less, found in your own records.',
    today: 'Not built yet: Ledger does not suggest ways to owe less. The Tax Assistant estimates what you owe from your own records.',
  },

  // Coach & wellbeing
  {
    slug: 'ai-coach',
    title: 'AI Coach',
    employee: 'prime',
    column: 'coach',
    featured: true,
    status: 'live',
    summary: 'Ask anything: Prime sends it to the right expert.',
    today:
      'Works today. Ask Prime on the dashboard: it analyses the question (intent, urgency, amounts, timeframes), routes it with 19 ' +
      'keyword rules to the employee best placed to answer, and opens their page with your question handed over. Prime’s boss view ' +
      'shows each employee’s tasks from the real work done on your data.',
  },
  {
    slug: 'ai-assistant',
    title: 'AI Assistant',
    employee: 'finley',
    column: 'coach',
    status: 'partial',
    summary: 'Everyday money questions, answered with your own figures.',
    today:
      'Partly built. Finley’s own tools are not built yet. In the chat on Finley’s page, Finley answers from your real data: this ' +
      'month’s spending against last month’s, or one category’s figure when you ask (“how much did I spend on groceries last month?”).',
  },
  {
    slug: 'ai-therapist',
    title: 'AI Therapist',
    employee: 'harmony',
    column: 'coach',
    featured: true,
    status: 'live',
    summary: 'Kind, concrete help with the feelings around money.',
    today:
      'Harmony measures how money feels with the CFPB Financial Well-Being Scale (a monthly check-in, ten statements or five, ' +
      'scored by the CFPB’s published table) and puts the score beside five facts from your ledger: months of spending covered by ' +
      'cash, savings rate, debt payments against income, spending volatility and the bills due against your balance. She notices ' +
      'real signals (a spending spike, re-sorting the same category, a week away, a low mood or a falling score, a regret that ' +
      'repeats, a month without a check-in) and shows a gentle card on your dashboard; “Let’s Talk About It” opens a chat that answers ' +
      'with your own figures. Harmony is software, not a therapist; every Harmony page lists free US and UK help lines.',
  },
  {
    slug: 'wellness-studio',
    title: 'Wellness Studio',
    employee: 'harmony',
    column: 'coach',
    status: 'live',
    summary: 'Calm and focus for your money admin sessions.',
    today:
      'Harmony’s studio tracks exercises against your real transactions: a no-spend challenge on the categories you ' +
      'choose (7, 14 or 30 days), broken by the first purchase there after it starts, shown with its date; a weekly money review of ' +
      'the last complete week against the one before; a 25/5-minute focus timer that logs the sessions you finish; and four ' +
      'achievements with stated rules and progress from your data. After an import you can tap how you feel about it, and mark ' +
      'categories you regret: a low mood, or spending that keeps repeating in a regret category, makes Harmony reach out with the ' +
      'figures. With Spotify connected, Luna’s focus playlists pair with the focus timer; there is no guided audio. Harmony is software, not a therapist; the page lists free US and UK help lines.',
  },
  {
    slug: 'music-integration',
    title: 'Music Integration',
    employee: 'luna',
    column: 'coach',
    status: 'live',
    summary: 'Playlists that fit the mood of your week.',
    today: MUSIC,
  },
  {
    slug: 'personal-podcast',
    title: 'Personal Podcast',
    employee: 'roundtable',
    column: 'coach',
    status: 'live',
    summary: 'Your month, told as a short podcast episode.',
    today: ROUNDTABLE,
  },
  {
    slug: 'podcast',
    title: 'Podcast',
    employee: 'roundtable',
    column: null,
    status: 'live',
    summary: 'Your month, told as a short podcast episode.',
    today: ROUNDTABLE,
  },
  {
    slug: 'podcast-generator',
    title: 'Podcast Generator',
    employee: 'roundtable',
    column: null,
    status: 'live',
    summary: 'Your month, told as a short podcast episode.',
    today: ROUNDTABLE,
  },
  {
    slug: 'financial-story',
    title: 'Financial Story',
    employee: 'roundtable',
    column: null,
    status: 'live',
    summary: 'The story of your money this month, what went well and what to watch.',
    today: ROUNDTABLE,
  },
  {
    slug: 'gamification',
    title: 'Gamification',
    employee: 'goalie',
    column: 'coach',
    status: 'planned',
    summary: 'Streaks and milestones for good money habits.',
    today: 'Not built yet: there are no points, streaks or badges.',
  },
  {
    slug: 'social-money',
    title: 'Social Money',
    employee: 'finley',
    column: 'coach',
    status: 'planned',
    summary: 'Shared goals with the people you choose.',
    today: 'Not built yet: nothing is shared with anyone. Your data is only ever visible to you.',
  },
  {
    slug: 'voice-control',
    title: 'Voice Control',
    employee: 'prime',
    column: 'coach',
    status: 'planned',
    summary: 'Talk to Prime instead of typing.',
    today: 'Not built yet: Prime takes typed questions only.',
  },
];

const BY_SLUG = new Map<string, FeaturePage>(FEATURE_PAGES.map((f) => [f.slug, f]));
if (BY_SLUG.size !== FEATURE_PAGES.length || FEATURE_SLUGS.some((s) => !BY_SLUG.has(s))) {
  throw new Error('features.ts needs exactly one row for every slug in featureSlugs.ts');
}

export function featureBySlug(slug: string): FeaturePage | undefined {
  return BY_SLUG.get(slug);
}

/** The features whose path is `pathname`, if it is a feature page. */
export function featureAtPath(pathname: string): FeaturePage | undefined {
  const m = /^\/features\/([^/]+)\/?$/.exec(pathname);
  return m?.[1] ? featureBySlug(m[1]) : undefined;
}

export function menuColumn(key: MenuColumnKey): FeaturePage[] {
  return FEATURE_PAGES.filter((f) => f.column === key);
}
