// Prime's router: which employee should answer a question, decided by keywords alone (no key, no
// network). It is the fallback when no language model is configured, and what Prime's own chat
// box uses to open the right page.
//
// Scoring. A question is matched word-aware against each rule's keywords (see words.ts: "tax"
// matches "taxes" and "tax.", "bill" never matches "billion"). A rule's score is the sum of its
// matched keywords' weights: a `strong` keyword (a word that on its own says whose job it is, such
// as "tax" or "podcast") weighs STRONG_WEIGHT, any other keyword 1. The best-scoring rule wins
// (ties go to the rule listed first). confidence = score / size of the largest keyword list
// (capped at 1), and the recommendation is accepted only when confidence > ACCEPT_ABOVE (0.3).
// STRONG_WEIGHT is derived from those two numbers so that one strong keyword is always enough on
// its own, while supporting words ("file", "due", "calm") need several of them together. When
// nothing is accepted the employee is Finley, the general assistant.
import { employeeProfile, type TeamMemberKey } from '../employees.ts';
import { findEmployeeByName, findEmployeeByTags } from './handoff.ts';
import { containsPhrase, indexWords, type WordIndex } from './words.ts';

export interface RoutingRule {
  employee: TeamMemberKey;
  /** what the rule is about, in a few words (also the question analysis' topic) */
  topic: string;
  /** words and phrases, matched word-aware and case-insensitively */
  keywords: readonly string[];
  /** the subset of `keywords` that on its own says whose job the question is */
  strong: readonly string[];
}

/**
 * The 19 rules, most specific first (ties go to the earlier rule: a deduction question that
 * mentions a business goes to Ledger, not Intelia). No keyword belongs to two employees.
 */
export const ROUTING_RULES: readonly RoutingRule[] = [
  {
    employee: 'ledger',
    topic: 'tax',
    keywords: ['tax', 'irs', 'hmrc', 'deduction', 'deduct', 'deductible', 'write off', 'tax return', 'tax bracket', 'accountant', 'w-2', 'refund'],
    strong: ['tax', 'irs', 'hmrc', 'deduction', 'deduct', 'deductible', 'write off', 'tax return', 'tax bracket'],
  },
  {
    employee: 'ledger',
    topic: 'freelancer tax',
    keywords: [
      'freelancer',
      'freelance',
      'self-employed',
      'self employment',
      '1099',
      'side hustle',
      'estimated tax',
      'schedule c',
      'sole proprietor',
      'contractor',
      'gig',
      'quarterly',
    ],
    strong: ['freelancer', 'freelance', 'self-employed', 'self employment', '1099', 'side hustle', 'estimated tax', 'schedule c', 'sole proprietor'],
  },
  {
    employee: 'blitz',
    topic: 'debt payoff',
    keywords: ['debt', 'loan', 'credit card', 'payoff', 'pay off', 'apr', 'snowball', 'avalanche', 'balance transfer', 'minimum payment', 'mortgage', 'owe'],
    strong: ['debt', 'loan', 'credit card', 'payoff', 'pay off', 'apr', 'snowball', 'avalanche', 'balance transfer', 'minimum payment', 'mortgage'],
  },
  {
    employee: 'chime',
    topic: 'bills and reminders',
    keywords: ['bill', 'due date', 'reminder', 'remind', 'late fee', 'autopay', 'overdue', 'due', 'utility', 'rent', 'subscription', 'renewal'],
    strong: ['bill', 'due date', 'reminder', 'remind', 'late fee', 'autopay', 'overdue'],
  },
  {
    employee: 'goalie',
    topic: 'goals',
    keywords: [
      'goal',
      'milestone',
      'save for',
      'down payment',
      'emergency fund',
      'sinking fund',
      'savings target',
      'target',
      'vacation',
      'wedding',
      'house',
      'dream',
    ],
    strong: ['goal', 'milestone', 'save for', 'down payment', 'emergency fund', 'sinking fund', 'savings target'],
  },
  {
    employee: 'liberty',
    topic: 'financial freedom',
    keywords: [
      'financial freedom',
      'financial independence',
      'retire',
      'retirement',
      'passive income',
      'net worth',
      'quit my job',
      'independence',
      'freedom',
      'wealth',
    ],
    strong: ['financial freedom', 'financial independence', 'retire', 'retirement', 'passive income', 'net worth'],
  },
  {
    employee: 'liberty',
    topic: 'investing',
    keywords: ['invest', 'investment', 'stock', 'portfolio', 'index fund', 'etf', '401k', 'ira', 'roth', 'brokerage', 'dividend', 'crypto'],
    strong: ['invest', 'investment', 'stock', 'portfolio', 'index fund', 'etf', '401k', 'ira', 'roth', 'brokerage', 'dividend', 'crypto'],
  },
  {
    employee: 'byte',
    topic: 'statement import',
    keywords: ['import', 'upload', 'bank statement', 'statement', 'csv', 'ofx', 'qif', 'qfx', 'pdf', 'spreadsheet', 'excel', 'file'],
    strong: ['import', 'upload', 'bank statement', 'statement', 'csv', 'ofx', 'qif', 'qfx'],
  },
  {
    employee: 'byte',
    topic: 'receipts',
    keywords: ['receipt', 'ocr', 'scan', 'photo', 'picture', 'paper', 'document', 'email receipt', 'snap'],
    strong: ['receipt', 'ocr'],
  },
  {
    employee: 'tag',
    topic: 'categorization',
    keywords: [
      'categorize',
      'categorization',
      'category',
      'recategorize',
      'uncategorized',
      'miscategorized',
      'classify',
      'wrong category',
      'label',
      'sort',
      'organize',
      'tag',
    ],
    strong: ['categorize', 'categorization', 'category', 'recategorize', 'uncategorized', 'miscategorized', 'classify'],
  },
  {
    employee: 'crystal',
    topic: 'predictions',
    keywords: [
      'predict',
      'prediction',
      'forecast',
      'projection',
      'cash flow',
      'trend',
      'spending pattern',
      'run out of money',
      'next month',
      'future',
      'recurring',
      'upcoming',
    ],
    strong: ['predict', 'prediction', 'forecast', 'projection', 'cash flow', 'trend', 'spending pattern', 'run out of money'],
  },
  {
    employee: 'intelia',
    topic: 'business expenses',
    keywords: ['business', 'revenue', 'profit', 'vendor', 'payroll', 'kpi', 'company', 'client', 'invoice', 'small business', 'margin', 'reimbursement'],
    strong: ['business', 'revenue', 'profit', 'vendor', 'payroll', 'kpi'],
  },
  {
    employee: 'intelia',
    topic: 'spending insights',
    keywords: [
      'insight',
      'analytics',
      'anomaly',
      'duplicate charge',
      'spike',
      'breakdown',
      'analysis',
      'analyze',
      'report',
      'summary',
      'unusual',
      'top merchants',
    ],
    strong: ['insight', 'analytics', 'anomaly', 'duplicate charge', 'spike', 'breakdown'],
  },
  {
    employee: 'harmony',
    topic: 'money stress',
    keywords: ['stress', 'anxious', 'anxiety', 'worry', 'overwhelmed', 'scared', 'guilt', 'shame', 'therapist', 'therapy', 'emotional', 'impulse'],
    strong: ['stress', 'anxious', 'anxiety', 'worry', 'overwhelmed', 'scared', 'guilt', 'shame', 'therapist', 'therapy'],
  },
  {
    employee: 'luna',
    topic: 'music and wellness',
    keywords: ['music', 'playlist', 'song', 'spotify', 'meditation', 'meditate', 'wellness', 'soundtrack', 'relax', 'calm', 'focus', 'sleep'],
    strong: ['music', 'playlist', 'song', 'spotify', 'meditation', 'meditate', 'wellness', 'soundtrack'],
  },
  {
    employee: 'roundtable',
    topic: 'podcast',
    keywords: ['podcast', 'episode', 'financial story', 'audio', 'narrate', 'listen', 'story', 'recap'],
    strong: ['podcast', 'episode', 'financial story', 'audio', 'narrate'],
  },
  {
    employee: 'custodian',
    topic: 'security and privacy',
    keywords: ['security', 'privacy', 'password', 'two-factor', '2fa', 'encryption', 'fraud', 'hacked', 'breach', 'compliance', 'delete my data', 'audit'],
    strong: ['security', 'privacy', 'password', 'two-factor', '2fa', 'encryption', 'fraud', 'hacked', 'breach', 'compliance', 'delete my data'],
  },
  {
    employee: 'automa',
    topic: 'automation',
    keywords: ['automate', 'automation', 'automatic', 'automatically', 'workflow', 'webhook', 'zapier', 'api', 'schedule', 'auto', 'trigger', 'integration'],
    strong: ['automate', 'automation', 'automatic', 'automatically', 'workflow', 'webhook', 'zapier', 'api'],
  },
  {
    employee: 'finley',
    topic: 'budgeting and everyday money',
    keywords: ['budget', 'spend less', 'save money', 'cut back', 'overspend', 'afford', 'frugal', 'advice', 'money tip', 'paycheck', 'expense', 'spending'],
    strong: ['budget', 'spend less', 'save money', 'cut back', 'overspend', 'afford', 'frugal'],
  },
];

/** Recommendations are accepted only above this confidence. */
export const ACCEPT_ABOVE = 0.3;
/** The size of the largest keyword list: the denominator of confidence. */
export const LARGEST_KEYWORD_LIST = Math.max(...ROUTING_RULES.map((r) => r.keywords.length));
/** The weight of a strong keyword: the smallest whole number that is accepted on its own. */
export const STRONG_WEIGHT = Math.floor(ACCEPT_ABOVE * LARGEST_KEYWORD_LIST) + 1;
/** Who answers when no rule is accepted. */
export const DEFAULT_EMPLOYEE: TeamMemberKey = 'finley';

export interface RouteDecision {
  /** who should answer: the winning rule's employee when accepted, else Finley */
  employee: TeamMemberKey;
  /** the best-scoring rule's employee even when not accepted, or null when nothing matched */
  candidate: TeamMemberKey | null;
  /** the best rule's topic, or null when nothing matched */
  topic: string | null;
  score: number;
  /** score / LARGEST_KEYWORD_LIST, capped at 1 */
  confidence: number;
  accepted: boolean;
  /** the best rule's keywords found in the question */
  matchedKeywords: string[];
}

interface RuleScore {
  rule: RoutingRule;
  score: number;
  matched: string[];
}

function scoreRule(index: WordIndex, rule: RoutingRule): RuleScore {
  const matched = rule.keywords.filter((k) => containsPhrase(index, k));
  const score = matched.reduce((sum, k) => sum + (rule.strong.includes(k) ? STRONG_WEIGHT : 1), 0);
  return { rule, score, matched };
}

/** Every rule's score for a question, in rule order (for tests and explanations). */
export function scoreRules(text: string): RuleScore[] {
  const index = indexWords(text);
  return ROUTING_RULES.map((rule) => scoreRule(index, rule));
}

export function routeQuestion(text: string): RouteDecision {
  let best: RuleScore | null = null;
  for (const s of scoreRules(text)) if (s.score > (best?.score ?? 0)) best = s;
  if (!best) {
    return { employee: DEFAULT_EMPLOYEE, candidate: null, topic: null, score: 0, confidence: 0, accepted: false, matchedKeywords: [] };
  }
  const confidence = Math.min(1, best.score / LARGEST_KEYWORD_LIST);
  const accepted = confidence > ACCEPT_ABOVE;
  return {
    employee: accepted ? best.rule.employee : DEFAULT_EMPLOYEE,
    candidate: best.rule.employee,
    topic: best.rule.topic,
    score: best.score,
    confidence,
    accepted,
    matchedKeywords: best.matched,
  };
}

// ── Prime's chat box ────────────────────────────────────────────────────────────────────────────

/** How long Prime's message shows before the page changes. */
export const PRIME_ROUTE_DELAY_MS = 700;
export const PRICING_ROUTE = '/pricing';
export const PRICING_MESSAGE = "For pricing information, I'll take you to our pricing page where you can see all our plans and features.";
export const HELP_MESSAGE = 'Try asking about goals, tax, bills, importing receipts, predictions, or categorization.';

export type PrimeReply =
  | {
      kind: 'route';
      employee: TeamMemberKey;
      route: string;
      message: string;
      delayMs: number;
      /** how the employee was found: named in the text, by the router, or by their tags */
      via: 'name' | 'router' | 'tags';
    }
  | { kind: 'pricing'; route: string; message: string; delayMs: number }
  | { kind: 'help'; message: string; delayMs: 0 };

/** "Ledger is best for that. Opening Ledger…" */
export function routeMessage(name: string): string {
  return `${name} is best for that. Opening ${name}\u2026`;
}

/** price, prices, priced, pricing, cost, costs, costing; "pro plan", "premium plan", "free trial" … */
const PRICING_WORDS = ['price', 'pricing', 'cost', 'pro plan', 'premium plan', 'paid plan', 'free trial'];

export function isPricingQuestion(text: string): boolean {
  const index = indexWords(text);
  return PRICING_WORDS.some((w) => containsPhrase(index, w));
}

/**
 * What Prime does with a message typed into its chat box, in this order:
 * an employee named in it (other than Prime) → the router's accepted recommendation → the
 * employee with most matching tags → pricing for a price/cost question → the help message.
 */
export function primeReply(text: string): PrimeReply {
  const exclude = ['prime'] as const;
  const named = findEmployeeByName(text, { exclude });
  const routed = routeQuestion(text);
  const tagged = named || routed.accepted ? null : findEmployeeByTags(text, { exclude });
  const found: { key: TeamMemberKey; via: 'name' | 'router' | 'tags' } | null = named
    ? { key: named.employee.key, via: 'name' }
    : routed.accepted
      ? { key: routed.employee, via: 'router' }
      : tagged
        ? { key: tagged.employee.key, via: 'tags' }
        : null;
  if (found) {
    const profile = employeeProfile(found.key);
    return {
      kind: 'route',
      employee: profile.key,
      route: profile.dashboardRoute,
      message: routeMessage(profile.name),
      delayMs: PRIME_ROUTE_DELAY_MS,
      via: found.via,
    };
  }
  if (isPricingQuestion(text)) return { kind: 'pricing', route: PRICING_ROUTE, message: PRICING_MESSAGE, delayMs: PRIME_ROUTE_DELAY_MS };
  return { kind: 'help', message: HELP_MESSAGE, delayMs: 0 };
}
