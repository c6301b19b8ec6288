// The AI team, defined once for server, worker and web (the dashboard, Prime's router and the
// public /ai-employees page all render this same directory).
import type { EmployeeKey } from './steps.ts';

/**
 * Every member of the team. `EmployeeKey` (core/steps.ts) is the narrower set that appears in
 * pipeline events and activity rows (Prime and the four pipeline employees); it stays a subset of
 * this, which the type below checks at compile time.
 */
export const TEAM_MEMBER_KEYS = [
  'prime',
  'byte',
  'tag',
  'crystal',
  'intelia',
  'ledger',
  'goalie',
  'blitz',
  'liberty',
  'chime',
  'finley',
  'harmony',
  'luna',
  'roundtable',
  'custodian',
  'automa',
] as const;
export type TeamMemberKey = (typeof TEAM_MEMBER_KEYS)[number];

/** Compile-time check: every EmployeeKey is a TeamMemberKey. */
export type EmployeeKeysAreTeamMembers = EmployeeKey extends TeamMemberKey ? true : never;
const employeeKeysAreTeamMembers: EmployeeKeysAreTeamMembers = true;
void employeeKeysAreTeamMembers;

/** The employees of the document pipeline (Byte → Tag → Crystal → Intelia), in order. */
export type PipelineEmployeeKey = Exclude<EmployeeKey, 'prime'>;

export interface EmployeeProfile<K extends TeamMemberKey = TeamMemberKey> {
  readonly key: K;
  readonly name: string;
  readonly emoji: string;
  /** one line: what the employee does */
  readonly role: string;
  /** two or three sentences for the directory page */
  readonly description: string;
  /** where the employee works in the signed-in app */
  readonly dashboardRoute: string;
  /** the public feature page that explains the employee */
  readonly learnMorePath: string;
  /** short, user-facing words; also used by the free-text lookup (no tag is shared by two employees) */
  readonly tags: readonly string[];
  /** true only when the employee's page does real work today; others are listed as coming soon */
  readonly active: boolean;
}

type Directory = { readonly [K in TeamMemberKey]: Omit<EmployeeProfile<K>, 'key'> };

const DIRECTORY: Directory = {
  prime: {
    name: 'Prime',
    emoji: '👑',
    role: 'CEO of your AI team: routes every question to the right expert',
    description:
      'Prime leads the team. Ask anything and Prime works out who is best placed to answer, then opens their page; ' +
      'on the dashboard Prime sums up what the rest of the team has done with your data.',
    dashboardRoute: '/dashboard',
    learnMorePath: '/features/ai-coach',
    tags: ['ai team', 'ceo', 'delegation', 'overview'],
    active: true,
  },
  byte: {
    name: 'Byte',
    emoji: '📄',
    role: 'Reads statements and receipts',
    description:
      'Byte imports bank statements (CSV, Excel, OFX, QIF, PDF) and photos of receipts, reads them with OCR when needed ' +
      'and turns them into transactions, without ever adding the same one twice.',
    dashboardRoute: '/dashboard/smart-import-ai',
    learnMorePath: '/features/smart-import-ai',
    tags: ['import', 'upload', 'statement', 'receipt', 'ocr', 'csv', 'pdf', 'scan', 'document'],
    active: true,
  },
  tag: {
    name: 'Tag',
    emoji: '🏷️',
    role: 'Categorizes transactions',
    description:
      'Tag files every transaction under a category using your rules, what you taught it and its own knowledge of merchants; ' +
      'anything it is unsure about waits in a review queue, and every correction teaches it.',
    dashboardRoute: '/dashboard/smart-categories',
    learnMorePath: '/features/ai-categorization',
    tags: ['category', 'categorize', 'categorization', 'label', 'rule', 'merchant', 'organize'],
    active: true,
  },
  crystal: {
    name: 'Crystal',
    emoji: '🔮',
    role: 'Integrates data, spots trends',
    description:
      'Crystal forecasts your spending per category, finds recurring subscriptions, bills and salaries, and projects your ' +
      'cash flow 30, 60 and 90 days ahead, each with its uncertainty band.',
    dashboardRoute: '/dashboard/spending-predictions',
    learnMorePath: '/features/spending-predictions',
    tags: ['prediction', 'forecast', 'trend', 'cash flow', 'recurring', 'next month', 'spending pattern'],
    active: true,
  },
  intelia: {
    name: 'Intelia',
    emoji: '🧠',
    role: 'Insights and import summary',
    description:
      'Intelia reads the whole picture after every import: spending spikes, new merchants, price rises, duplicate charges, ' +
      'business versus personal spending and your top vendors, each backed by the real figures.',
    dashboardRoute: '/dashboard/business-intelligence',
    learnMorePath: '/features/business-intelligence',
    tags: ['insight', 'business', 'analytics', 'report', 'vendor', 'duplicate charge', 'anomaly'],
    active: true,
  },
  ledger: {
    name: 'Ledger',
    emoji: '📊',
    role: 'Tax assistant: deductions and tax-ready records',
    description:
      'Ledger keeps your records tax-ready: it flags deductible expenses, tracks write-offs for freelancers and the ' +
      'self-employed, and estimates what to set aside for quarterly taxes.',
    dashboardRoute: '/dashboard/tax-assistant',
    learnMorePath: '/features/tax-assistant',
    tags: ['tax', 'deduction', 'write-off', 'irs', 'freelancer', 'self-employed', 'tax return'],
    active: true,
  },
  goalie: {
    name: 'Goalie',
    emoji: '🥅',
    role: 'Goal concierge: sets and tracks savings goals',
    description:
      'Goalie turns "someday" into a plan: a target, a date and the monthly amount that gets you there, then keeps score ' +
      'as you go and tells you when a goal drifts off track.',
    dashboardRoute: '/dashboard/goal-concierge',
    learnMorePath: '/features/goal-concierge',
    tags: ['goal', 'savings goal', 'target', 'milestone', 'down payment', 'emergency fund'],
    active: true,
  },
  blitz: {
    name: 'Blitz',
    emoji: '⚡',
    role: 'Debt payoff planner',
    description:
      'Blitz lays out your debts side by side and compares snowball and avalanche plans: payoff dates, total interest and ' +
      'what one extra payment a month would change.',
    dashboardRoute: '/dashboard/debt-payoff-planner',
    learnMorePath: '/features/debt-payoff-planner',
    tags: ['debt', 'loan', 'credit card', 'payoff', 'interest', 'snowball', 'avalanche'],
    active: true,
  },
  liberty: {
    name: 'Liberty',
    emoji: '🗽',
    role: 'Financial freedom: investing, retirement and independence',
    description:
      'Liberty works on the long game: your net worth, how much to invest, when you could retire and what ' +
      'financial independence would take on your real income and spending.',
    dashboardRoute: '/dashboard/ai-financial-freedom',
    learnMorePath: '/features/ai-financial-freedom',
    tags: ['financial freedom', 'invest', 'retirement', 'net worth', 'passive income', 'independence'],
    active: true,
  },
  chime: {
    name: 'Chime',
    emoji: '🔔',
    role: 'Bill reminders',
    description:
      'Chime knows when your bills and subscriptions are due, from the recurring payments in your statements, and reminds ' + 'you before a late fee does.',
    dashboardRoute: '/dashboard/bill-reminders',
    learnMorePath: '/features/bill-reminders',
    tags: ['bill', 'reminder', 'due date', 'late fee', 'subscription', 'utility'],
    active: true,
  },
  finley: {
    name: 'Finley',
    emoji: '💬',
    role: 'General financial assistant',
    description:
      'Finley answers everyday money questions (budgets, saving, spending less) with your own figures, and is who Prime ' +
      'asks when a question belongs to no specialist.',
    dashboardRoute: '/dashboard/ai-financial-assistant',
    learnMorePath: '/features/ai-assistant',
    tags: ['budget', 'advice', 'money tip', 'spend less', 'everyday money'],
    active: false,
  },
  harmony: {
    name: 'Harmony',
    emoji: '🧘',
    role: 'AI therapist for money stress',
    description:
      'Harmony helps with the feelings around money (stress, guilt, impulse spending, arguments about it), notices ' +
      'stressful spending spikes and suggests small, kind next steps.',
    dashboardRoute: '/dashboard/financial-therapist',
    learnMorePath: '/features/ai-therapist',
    tags: ['stress', 'anxiety', 'wellbeing', 'feeling', 'therapy', 'impulse', 'overwhelmed'],
    active: true,
  },
  luna: {
    name: 'Luna',
    emoji: '🎵',
    role: 'Music and wellness studio',
    description:
      'Luna (Wave) connects your Spotify and makes focus and calm playlists from your own saved tracks, paired with ' +
      "Harmony's focus exercises and Roundtable's episodes; with a Premium account she drives the player too.",
    dashboardRoute: '/dashboard/music-integration',
    learnMorePath: '/features/music-integration',
    tags: ['music', 'playlist', 'song', 'relax', 'focus', 'wellness', 'meditation'],
    active: true,
  },
  roundtable: {
    name: 'Roundtable',
    emoji: '🎙️',
    role: 'Personal finance podcast',
    description:
      'Roundtable turns your month into a short podcast episode: the team talks through what happened to your money, ' +
      'what went well and what to watch next.',
    dashboardRoute: '/dashboard/personal-podcast',
    learnMorePath: '/features/personal-podcast',
    tags: ['podcast', 'episode', 'listen', 'audio', 'story', 'recap'],
    active: true,
  },
  custodian: {
    name: 'Custodian',
    emoji: '🛡️',
    role: 'Security, privacy and compliance audit',
    description:
      'Custodian looks after your data: sessions and sign-ins, what is stored and for how long, exports and deletion, ' + 'and an audit trail of who did what.',
    dashboardRoute: '/dashboard/security-privacy',
    learnMorePath: '/features/security-privacy',
    tags: ['security', 'privacy', 'password', 'fraud', 'compliance', 'audit', 'data export'],
    active: false,
  },
  automa: {
    name: 'Automa',
    emoji: '⚙️',
    role: 'Smart automation',
    description:
      'Automa runs your rules: after each import on the new transactions (set a category, add a note, mark for review, ' +
      'notify you, add to a goal, ask another employee), and daily on your balance, goals and budgets. A dry run shows what a rule ' +
      'would have done before it is turned on, and each rule acts once per transaction or event.',
    dashboardRoute: '/dashboard/smart-automation',
    learnMorePath: '/features/smart-automation',
    tags: ['automation', 'automate', 'workflow', 'schedule', 'webhook', 'auto-pilot'],
    active: true,
  },
};

function deepFreeze<T extends object>(profile: T): T {
  for (const value of Object.values(profile)) if (Array.isArray(value)) Object.freeze(value);
  return Object.freeze(profile);
}

function profileOf<K extends TeamMemberKey>(key: K): EmployeeProfile<K> {
  return deepFreeze({ key, ...DIRECTORY[key] } as EmployeeProfile<K>);
}

/** The whole team, Prime first, in the order the directory page shows it. */
export const EMPLOYEES: readonly EmployeeProfile[] = Object.freeze(TEAM_MEMBER_KEYS.map((key) => profileOf(key)));

const BY_KEY = new Map<string, EmployeeProfile>(EMPLOYEES.map((e) => [e.key, e]));

export const PIPELINE_EMPLOYEE_KEYS: readonly PipelineEmployeeKey[] = ['byte', 'tag', 'crystal', 'intelia'];

/** Byte → Tag → Crystal → Intelia, the employees of the document pipeline (team room, dashboard). */
export const PIPELINE_EMPLOYEES: EmployeeProfile<PipelineEmployeeKey>[] = PIPELINE_EMPLOYEE_KEYS.map((key) => employeeProfile(key));

/** Employees whose page does real work today. */
export const ACTIVE_EMPLOYEES: readonly EmployeeProfile[] = EMPLOYEES.filter((e) => e.active);

export function isTeamMemberKey(value: unknown): value is TeamMemberKey {
  return typeof value === 'string' && BY_KEY.has(value);
}

export function employeeProfile<K extends TeamMemberKey>(key: K): EmployeeProfile<K> {
  return BY_KEY.get(key) as EmployeeProfile<K>;
}

/** The employee's display name; an unknown key (say, from an old database row) is shown as is. */
export function employeeName(key: TeamMemberKey): string {
  return BY_KEY.get(key)?.name ?? key;
}
