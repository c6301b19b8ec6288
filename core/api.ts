// REST shapes shared by server and web. Money is integer cents, negative for spending.
import type { StepState } from './steps.ts';
import type { ActivityEvent, EmployeeStateEvent, Insight } from './events.ts';
import type { ReceiptLineItem, TableSample } from './parsers/types.ts';
import type { PdfSample } from './parsers/pdf-columns.ts';

export interface UserDto {
  id: string;
  email: string;
  fullName: string;
  role: 'user' | 'admin';
  plan: string;
  /** ISO 4217: totals are shown in it */
  homeCurrency: string;
}

export type DocumentStatus = 'queued' | 'processing' | 'needs_input' | 'completed' | 'failed';

/** Byte asks the user when a file can be read two ways (e.g. 03/04 = March 4 or 3 April). */
export type DocumentQuestion = DateOrderQuestion | AmountSignQuestion | ColumnsQuestion;

export interface DateOrderQuestion {
  type: 'date-order';
  message: string;
  options: { value: 'MDY' | 'DMY'; label: string }[];
}

/** A row of a question's preview, as Byte would read it with the first option. */
export interface QuestionPreviewRow {
  date: string;
  description: string;
  amountCents: number;
}

/**
 * Amounts without signs (a card export): are they money spent or money received? The preview
 * shows the first rows read as spent; the answer is remembered for the file's layout.
 */
export interface AmountSignQuestion {
  type: 'amount-sign';
  message: string;
  options: { value: 'spent' | 'received'; label: string }[];
  /** the file's columns, in order, and what Byte took each for ("date", "description", "amount", or "") */
  columns: { name: string; role: string }[];
  preview: QuestionPreviewRow[];
  /** the header and first rows as cells: the modal redraws the preview when a column is reassigned (core/parsers/question-preview.ts) */
  sample?: TableSample;
  /** a PDF's: the top of its page to a few table rows, read again by the PDF reader when a column is reassigned (core/parsers/pdf-preview.ts) */
  pdfSample?: PdfSample;
}

/**
 * Columns Byte recognized from their contents alone with a rival reading (a second date column,
 * amounts it found no use for): the user checks them, may give any column another role, and
 * answers with the roles; they are remembered for the layout.
 */
export interface ColumnsQuestion {
  type: 'columns';
  message: string;
  options: { value: 'ok'; label: string }[];
  columns: { name: string; role: string }[];
  preview: QuestionPreviewRow[];
  sample?: TableSample;
  pdfSample?: PdfSample;
}

/** Every answer a document has been given; a later answer adds to the earlier ones. */
export interface DocumentAnswer {
  dateOrder: 'MDY' | 'DMY';
  amountSign: 'spent' | 'received';
  /** with amountSign: each column's role as the user reassigned them (date, description, amount, money out, money in, balance, direction, '') */
  columnRoles: string[];
}

export interface DocumentDto {
  id: string;
  fileName: string;
  kind: string;
  sizeBytes: number;
  status: DocumentStatus;
  steps: StepState[];
  overallProgress: number;
  imported: number;
  duplicates: number;
  needsReview: number;
  warnings: string[];
  insights: Insight[];
  error: string | null;
  question: DocumentQuestion | null;
  /** ISO 4217 of its amounts (null: the user's home currency) and what it was read from */
  currency: string | null;
  currencyEvidence: string | null;
  createdAt: string;
  completedAt: string | null;
}

export type UploadResult =
  | { fileName: string; status: 'accepted'; document: DocumentDto }
  | { fileName: string; status: 'duplicate'; message: string; duplicateOf: { id: string; fileName: string; createdAt: string } };

export interface UploadResponse {
  results: UploadResult[];
}

export interface TransactionDto {
  id: string;
  date: string; // YYYY-MM-DD
  description: string;
  merchant: string | null;
  amountCents: number;
  /** ISO 4217 of amountCents */
  currency: string;
  category: string;
  subcategory: string | null;
  confidence: number;
  needsUserInput: boolean;
  source: string;
  account: string | null;
  documentId: string | null;
  /** the user set the category by hand (or accepted Tag's) */
  userCorrected: boolean;
  /** the receipt Byte attached to this transaction, if any */
  receipt: ReceiptDto | null;
  /** when the user last changed it by hand (ISO), null if never */
  editedAt: string | null;
  /** the transaction this part was split from */
  splitOf: string | null;
  /**
   * the filter's running total up to and including this row, oldest first, in the home currency;
   * null for a row in a currency with no stated rate (it is not counted)
   */
  runningCents: number | null;
}

/** A hand change to the ledger that can be undone (only the latest one is offered). */
export interface LedgerChangeDto {
  id: string;
  kind: 'add' | 'edit' | 'delete' | 'split';
  summary: string;
}

export interface LedgerChangeResult {
  /** the rows the change produced (none for a delete or an undo) */
  transactions: TransactionDto[];
  change: LedgerChangeDto | null;
}

/** POST /api/transactions: a transaction typed in by hand (cash, a missed payment). */
export interface NewTransactionInput {
  /** one id per form submission: sending it twice adds the row once */
  clientId: string;
  date: string;
  description: string;
  /** negative for money out */
  amountCents: number;
  /** ISO 4217; the user's home currency when left out */
  currency?: string;
  account?: string | null;
  /** left out: Tag categorizes it as it would an imported row */
  category?: string;
  subcategory?: string | null;
}

/** PATCH /api/transactions/:id: any of these (a category goes through Tag's learning). */
export interface TransactionEditInput {
  description?: string;
  amountCents?: number;
  date?: string;
  account?: string | null;
  category?: string;
  subcategory?: string | null;
}

export interface SplitInput {
  parts: { amountCents: number; category: string; subcategory: string | null }[];
}

export interface ReceiptDto {
  id: string;
  merchant: string | null;
  date: string | null;
  totalCents: number | null;
  taxCents: number | null;
  paymentMethod: string | null;
  items: ReceiptLineItem[];
  /** true when the receipt was matched to a card transaction that was already in the ledger */
  matchedExisting: boolean;
}

export interface TransactionPage {
  items: TransactionDto[];
  total: number;
  /** the sum of every row the filter matches: in the home currency, other currencies without a rate apart */
  sum: { home: string; homeCents: number; keptApart: { currency: string; cents: number; count: number }[] };
  page: number;
  pageSize: number;
}

export interface TransactionQuery {
  search?: string;
  category?: string;
  /** with or without category: rows of this subcategory */
  subcategory?: string;
  from?: string;
  to?: string;
  /** out: amounts below zero; in: above zero (core/ledger/filter.ts) */
  sign?: 'out' | 'in';
  /** 'exclude': leave out rows of the Transfer category */
  transfers?: 'exclude';
  page?: number;
  pageSize?: number;
  /** only the transactions Tag wants the user to review */
  needsReview?: boolean;
}

export interface TeamStateDto {
  employees: EmployeeStateEvent[];
  activity: ActivityEvent[];
}

export interface ApiError {
  error: string;
  details?: string[];
  /** the request field a validation error is about ("email", "phone", …) */
  field?: string;
}

export const MAX_UPLOAD_FILES = 5;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * A CSV statement may be larger: Byte reads CSV as a stream, so a ten-year or business export
 * (1,000,000 rows are about 50–70 MB) imports in bounded memory. PDFs, images, spreadsheets, OFX
 * and QIF are read whole and keep MAX_UPLOAD_BYTES.
 */
export const MAX_CSV_UPLOAD_BYTES = 100 * 1024 * 1024;
/** The largest upload a file of this name may be before its content is known (.csv, .tsv, .txt and .xls may hold CSV). */
export function maxUploadBytesFor(fileName: string): number {
  return /\.(?:csv|tsv|txt|xls)$/i.test(fileName.trim()) ? MAX_CSV_UPLOAD_BYTES : MAX_UPLOAD_BYTES;
}
export const ACCEPTED_EXTENSIONS = ['pdf', 'csv', 'tsv', 'xlsx', 'xls', 'txt', 'jpg', 'jpeg', 'png', 'ofx', 'qfx', 'qif'] as const;

// ── Tag: corrections, review queue, rules, learned patterns ─────────────────────────────────────

/** How a transaction got its category: Tag's layers, or the user ('user'). */
export type CategorizationSource = 'rule' | 'learned' | 'bank' | 'knowledge' | 'model' | 'sign' | 'none' | 'user';

/** GET /api/categories: the 11 categories plus Transfer (kept out of spending and income). */
export interface CategoriesDto {
  categories: { name: string; subcategories: string[]; spending: boolean }[];
}

/**
 * PATCH /api/transactions/:id {category, subcategory}: the correction is stored, the merchant's
 * pattern learned at once, and the other transactions of the same merchant that are not in that
 * category (and that the user did not set by hand) are counted for "Apply to N similar?".
 */
export interface CorrectionResult {
  transaction: TransactionDto;
  similar: { count: number; merchant: string | null };
  /** the change as Undo offers it */
  change: LedgerChangeDto | null;
}

/** POST /api/transactions/:id/apply-similar, POST /api/tag/review/*, POST /api/tag/rules/:id/apply */
export interface UpdatedCount {
  updated: number;
}

export interface TagRuleConditions {
  descriptionContains?: string;
  merchantEquals?: string;
  amountMinCents?: number;
  amountMaxCents?: number;
  sign?: 'in' | 'out';
  account?: string;
}

/** A rule as stored: checked in `position` order, the first that matches wins. */
export interface TagRuleDto {
  id: string;
  position: number;
  conditions: TagRuleConditions;
  category: string;
  subcategory: string | null;
  /** how many of the user's transactions (not set by hand) the rule matches now */
  matching: number;
  createdAt: string;
}

/** POST /api/tag/rules and PUT /api/tag/rules/:id body. */
export interface TagRuleInput {
  conditions: TagRuleConditions;
  category: string;
  subcategory: string | null;
}

export interface LearnedPatternDto {
  /** the normalized merchant ("blue bottle coffee") */
  pattern: string;
  category: string;
  subcategory: string | null;
  uses: number;
  lastUsed: string;
}

/** GET /api/tag/summary: what Smart Categories shows at the top. */
export interface TagSummaryDto {
  total: number;
  needsReview: number;
  bySource: Record<string, number>;
  rules: number;
  patterns: number;
  /** how many of the user's own categorized transactions the model learns from */
  modelExamples: number;
}

// ── Crystal: predictions ─────────────────────────────────────────────────────────────────────────

export interface ForecastPointDto {
  month: string;
  cents: number;
  lowCents: number;
  highCents: number;
}

export interface CategoryForecastDto {
  category: string;
  /** 'holt-winters' (trend + seasonality, 24+ months), 'damped-holt' (trend, 3+), 'mean' */
  method: string;
  historyMonths: number;
  /** actual spending per complete month, positive cents */
  history: { month: string; cents: number }[];
  /** the current month first, then the next ones (positive cents, 80 % band) */
  points: ForecastPointDto[];
}

export interface RecurringDto {
  key: string;
  merchant: string;
  category: string;
  kind: 'subscription' | 'bill' | 'income' | 'other';
  period: 'weekly' | 'biweekly' | 'monthly' | 'quarterly' | 'annual';
  averageAmountCents: number;
  lastAmountCents: number;
  lastDate: string;
  nextExpectedDate: string;
  nextExpectedAmountCents: number;
  occurrences: number;
  missed: number;
  confidence: number;
  amountVaries: boolean;
  priceChange: { fromCents: number; toCents: number; date: string } | null;
}

export interface CashFlowDto {
  days: 30 | 60 | 90;
  startingBalanceCents: number;
  endBalanceCents: number;
  lowCents: number;
  highCents: number;
  lowestBalanceCents: number;
  lowestBalanceDate: string;
  recurringInCents: number;
  recurringOutCents: number;
  nonRecurringCents: number;
  /** how the non-recurring remainder was forecast */
  method: string;
  points: { date: string; balanceCents: number; lowCents: number; highCents: number }[];
}

/** GET /api/crystal/predictions */
export interface PredictionsDto {
  today: string;
  transactionCount: number;
  /** the specification's 30-day rule: last 15 days against the 15 before, ±10 % */
  /** changePct is a ratio (0.25 = +25 %), null when the first half had no spending */
  trend: { trend: 'increasing' | 'decreasing' | 'stable'; firstHalfCents: number; secondHalfCents: number; changePct: number | null };
  /**
   * where the projection starts: the sum of each account's latest stated balance ('statement'),
   * or 0 when no import stated one ('none', the projection is then the change from today)
   */
  balance: { cents: number; source: 'statement' | 'none'; asOf: string | null };
  /** 80 % bands */
  level: number;
  total: CategoryForecastDto | null;
  categories: CategoryForecastDto[];
  cashFlow: CashFlowDto[];
  recurring: RecurringDto[];
  /** recurring charges and income expected in the next 30 days, soonest first */
  upcoming: { date: string; merchant: string; category: string; kind: RecurringDto['kind']; amountCents: number }[];
}

// ── Intelia: insights ────────────────────────────────────────────────────────────────────────────

/** An insight with the figures it quotes (see core/intelia/insights.ts for each type's data). */
export interface InsightDto {
  type: 'spending_spike' | 'new_merchant' | 'subscription_price_rise' | 'duplicate_charge' | 'business_vs_personal' | 'top_vendors' | string;
  severity: 'info' | 'warning' | 'critical';
  actionable: boolean;
  message: string;
  data?: unknown;
}

/** GET /api/intelia/insights */
export interface InsightsDto {
  today: string;
  insights: InsightDto[];
}

/** GET /api/intelia/business */
export interface BusinessIntelligenceDto {
  today: string;
  /** the user's transactions in the window the page looks at (0: nothing imported yet) */
  transactionCount: number;
  /** the accounts the user marked as business accounts, and every account the ledger knows */
  businessAccounts: string[];
  accounts: string[];
  /** the last 6 months, oldest first */
  months: { month: string; businessCents: number; personalCents: number; mixedCount: number }[];
  /** the last 90 days */
  topVendors: { merchant: string; amountCents: number; count: number }[];
  /** business spending of the last 90 days by subcategory */
  businessBySubcategory: { subcategory: string; amountCents: number; count: number }[];
  insights: InsightDto[];
}

// ── Prime: routing and handoffs ───────────────────────────────────────────────────────────────────

/** POST /api/prime/ask {question} */
export interface PrimeAskResult {
  kind: 'route' | 'pricing' | 'help';
  /** the employee Prime routes to (kind 'route') */
  employee: string | null;
  /** where the browser goes after delayMs (employee route or /pricing); null for help */
  route: string | null;
  message: string;
  delayMs: number;
  /** for kind 'route': the smart handoff the receiving employee opens with (kept in session storage) */
  handoffId: string | null;
  confidence: number;
}

/** POST /api/prime/handoffs/:id/claim {employee}: the receiving employee takes the question once. */
export interface HandoffDto {
  id: string;
  question: string;
  employee: string;
  context: Record<string, unknown>;
  expiresAt: string;
}

// ── Chat with the employees ───────────────────────────────────────────────────────────────────────

export interface ChatMessageDto {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  at: string;
  /** for assistant messages: how the reply was made */
  source?: 'builtin' | 'llm' | 'error';
  /** for built-in replies: the data the figures come from ("your 30-day spending trend", …) */
  dataUsed?: string[];
}

/** POST /api/chat/:employee/messages {message, conversationId?, handoffId?} */
export interface ChatReplyDto {
  conversationId: string;
  userMessage: ChatMessageDto;
  reply: ChatMessageDto;
}

export interface ConversationSummaryDto {
  id: string;
  employee: string;
  title: string;
  messageCount: number;
  updatedAt: string;
}

export interface ConversationDto extends ConversationSummaryDto {
  messages: ChatMessageDto[];
}

// ── Harmony: nudges (the floating card) ──────────────────────────────────────────────────────────

/** GET /api/harmony/nudge → {nudge: NudgeDto | null}: the latest nudge not cleared yet. */
export interface NudgeDto {
  id: string;
  kind: import('./harmony/nudges.ts').NudgeKind;
  /** the card's text, with the real figures */
  message: string;
  /** the figures behind it (per kind: see core/harmony/nudges.ts) */
  context: import('./harmony/nudges.ts').NudgeContext;
  createdAt: string;
}

/** POST /api/harmony/nudges/:id/talk: the Harmony conversation it opened, and her first message. */
export interface HarmonyTalkDto {
  conversationId: string;
  greeting: string;
}

// ── The boss's view ──────────────────────────────────────────────────────────────────────────────

/** A batch Tag is unsure about, waiting for the user's decision (approve, reject or redirect). */
export interface ApprovalDto {
  id: string;
  documentId: string;
  fileName: string;
  employee: string;
  /** how many of the document's transactions are below 80 % confidence, of how many imported */
  unsure: number;
  total: number;
  message: string;
  status: 'pending' | 'approved' | 'rejected' | 'redirected';
  createdAt: string;
}

/** GET /api/team/boss */
export interface BossDto {
  employees: import('./boss.ts').EmployeeBoss[];
  running: number;
  highActivity: boolean;
  summary: string;
  /** the most recent tasks (newest first) */
  tasks: import('./boss.ts').TeamTask[];
  approvals: ApprovalDto[];
}

/** POST /api/team/approvals/:id {decision} */
export interface ApprovalDecisionResult {
  approval: ApprovalDto;
  /** transactions changed by the decision */
  updated: number;
  /** for 'redirect': where the user goes to decide one by one */
  route: string | null;
}

/** POST /api/auth/login: a session, or (two-factor authentication on) the challenge for POST /api/auth/login/2fa. */
export type LoginResponse =
  | { user: UserDto; /** after logging in with a recovery code: how many are left */ recoveryCodesLeft?: number }
  | { twoFactorRequired: true; challenge: string; expiresAt: string };

/** GET/PATCH /api/settings */
export interface SettingsDto {
  fullName: string;
  email: string;
  /** normalized "+digits" */
  phone: string | null;
  twoFactorEnabled: boolean;
  /** false for an account made through Google or Apple that has not set a password (its first one needs no current one) */
  hasPassword: boolean;
}

/** POST /api/settings/2fa/setup: the pending secret (base32) and the URI for the QR code. */
export interface TwoFactorSetupDto {
  secret: string;
  otpauthUrl: string;
}

/** POST /api/settings/2fa/enable: the one-time recovery codes, shown once. */
export interface TwoFactorEnabledDto {
  twoFactorEnabled: true;
  recoveryCodes: string[];
}

/** POST /api/newsletter */
export interface NewsletterDto {
  status: 'subscribed' | 'already_subscribed';
}

/** POST /api/contact */
export interface ContactReceivedDto {
  status: 'received';
  id: string;
}

// ── The dashboard shell: home stats and the bell ─────────────────────────────────────────────────

/**
 * GET /api/dashboard/stats: the dashboard's stats strip, computed from the user's own rows
 * (db/repos/dashboard.ts documents each figure).
 */
export interface DashboardStatsDto {
  /** documents whose import completed */
  documentsProcessed: number;
  /** when the latest document was uploaded (whatever became of it); null before the first */
  lastUploadAt: string | null;
  totalTransactions: number;
  /** merchant patterns Tag learned from corrections plus the user's own rules */
  categoriesLearned: number;
  /** transactions Tag categorized automatically (see aiAccuracy) */
  autoCategorized: number;
  /** of those, how many the user corrected by hand */
  corrected: number;
  /** (autoCategorized - corrected) / autoCategorized, 0..1; null while Tag has categorized nothing */
  aiAccuracy: number | null;
  /** Goalie's and Liberty's counts: active goals, debts set up and what they owe, budgets */
  planning: { activeGoals: number; debts: number; debtCents: number; budgets: number };
}

/** GET /api/notifications: the bell. POST /api/notifications/read marks everything read (204). */
export interface NotificationsDto {
  /** activity rows newer than readAt (all of them before the bell was first opened) */
  unread: number;
  /** the most recent activity, newest first */
  items: import('./events.ts').ActivityEvent[];
  readAt: string | null;
}

/** GET /api/settings/currency: the home currency, the stated rates, and each currency in the ledger. */
export interface CurrencySettingsDto {
  homeCurrency: string;
  /** units of the home currency per unit of the other, as the user stated them */
  rates: Record<string, number>;
  ledger: {
    code: string;
    name: string;
    transactions: number;
    /** the sum of its amounts in its own currency */
    totalCents: number;
    /** the rate used (1 for the home currency), or null: kept apart from totals */
    rate: number | null;
  }[];
  /** every currency that can be chosen, with its name */
  known: { code: string; name: string }[];
}

// ── Goalie and Liberty (issue 13) ──

export interface GoalProjectionDto {
  /** YYYY-MM the goal is likely reached (median) and pessimistically (90th percentile); null: not within 50 years */
  medianMonth: string | null;
  p90Month: string | null;
  /** share of the bootstrap runs that reach it by the target date */
  chanceByTarget: number | null;
  /** what it was computed from: the user's covered months and their mean surplus */
  basis: { months: number; meanMonthlyCents: number; runs: number; seed: number };
}

export interface GoalDto {
  id: string;
  name: string;
  kind: string;
  targetCents: number;
  targetDate: string | null;
  startingCents: number;
  /** starting amount + contributions by hand + matched ledger rows */
  savedCents: number;
  remainingCents: number;
  linkedAccount: string | null;
  matchText: string | null;
  priority: number;
  status: 'active' | 'paused' | 'completed' | 'archived';
  /** send it back with an edit: a save from an older copy is refused */
  updatedAt: string;
  requiredMonthlyCents: number | null;
  /** what the waterfall gives it each month from the median surplus */
  monthlyShareCents: number;
  projection: GoalProjectionDto;
  progress: 'completed' | 'ahead' | 'on track' | 'at risk' | 'behind' | 'no deadline';
  /** "spend $X less on Y to finish N months sooner", from the user's biggest discretionary category and its biggest merchant */
  suggestion: { category: string; merchant: string | null; cutCents: number; monthsSooner: number } | null;
}

export interface GoalsDto {
  goals: GoalDto[];
  /** the covered months the projections use: income − spending, transfers left out */
  months: { month: string; incomeCents: number; spendingCents: number }[];
  medianSurplusCents: number;
  /** how the median surplus is shared, in priority order: each active goal, and the debt plan's extra */
  waterfall: { id: string; name: string; priority: number; wantCents: number; getsCents: number }[];
}

export interface GoalInput {
  name: string;
  kind: string;
  targetCents: number;
  targetDate?: string | null;
  startingCents?: number;
  linkedAccount?: string | null;
  matchText?: string | null;
  priority?: number;
}

export interface DebtDto {
  id: string;
  name: string;
  kind: string;
  balanceCents: number;
  apr: number;
  minimum: { kind: 'fixed'; cents: number } | { kind: 'card'; floorCents: number; percent: number };
  promoApr: number | null;
  promoMonths: number | null;
  dueDay: number | null;
  linkedAccount: string | null;
  updatedAt: string;
  /** a card statement's two figures */
  minimumOnlyMonths: number | null;
  payment36Cents: number;
}

export interface DebtPlanDto {
  strategy: string;
  months: number | null;
  totalInterestCents: number;
  debts: { id: string; name: string; payoffMonth: number | null; interestCents: number }[];
  /** the total owed at the end of each month */
  totalByMonth: number[];
  warning: string | null;
}

export interface DebtPlansDto {
  monthlyBudgetCents: number;
  /** the budget and priority the user saved (PUT /api/debts/budget); null: not saved, the minimums are used */
  saved: { budgetCents: number; priority: number } | null;
  minimumsCents: number;
  plans: DebtPlanDto[];
  minimumOnly: { months: number | null; totalInterestCents: number; totalByMonth: number[] };
  /**
   * the most you could add each month without Crystal's 90-day projection (its pessimistic edge)
   * going under `bufferCents`; null without a statement balance to start from
   */
  safeExtra: { cents: number; bufferCents: number; limitingDate: string | null; startingCents: number; asOf: string | null } | null;
}

export interface BudgetDto {
  id: string;
  category: string;
  subcategory: string | null;
  limitCents: number;
  spentCents: number;
  /** spent ÷ limit */
  share: number;
  /** this month's spending if the pace so far holds */
  projectedCents: number;
  level: 'ok' | 'near' | 'over';
}

export interface BudgetsDto {
  month: string;
  budgets: BudgetDto[];
  /** categories without a budget: the median of their covered months, rounded up to $5 */
  suggestions: { category: string; suggestedCents: number; months: number }[];
}

/** GET /api/freedom: Liberty's figures, each with what it was computed from. */
export interface FreedomDto {
  /** what is missing before the figures mean anything (no statement month, balance or debt yet); null: nothing */
  missing: string | null;
  assumptions: { withdrawalRate: number; realReturn: number; returnSpread: number; age: number | null; targetAge: number | null };
  /** statement balances (latest per account) minus the debts set up */
  netWorth: { cents: number; balancesCents: number; balancesAsOf: string | null; debtsCents: number; debts: number };
  /** per year, from the covered months (mean month × 12) */
  yearly: { incomeCents: number; spendingCents: number; months: number };
  savingsRate: number | null;
  fiNumberCents: number;
  yearsToFi: number | null;
  coastFiCents: number | null;
  coastFiReached: boolean | null;
  chanceByTargetAge: number | null;
  monteCarlo: { runs: number; seed: number };
}

/** GET /api/debts/proposals: card and loan payments Crystal sees recurring that are not set up as debts yet. */
export interface DebtProposalDto {
  payee: string;
  kind: 'credit card' | 'personal loan';
  /** the usual payment, positive cents, and its day of the month */
  paymentCents: number;
  dueDay: number;
  lastDate: string;
}

/** GET /api/bills: Chime's bills with their occurrences, and the series Crystal proposes as bills. */
export interface BillDto {
  id: string;
  name: string;
  merchantKey: string;
  expected: { kind: 'exact'; cents: number } | { kind: 'approx'; cents: number; percent: number } | { kind: 'range'; minCents: number; maxCents: number };
  cadence: import('./chime/cadence.ts').Cadence;
  anchor: string;
  weekend: 'before' | 'after' | null;
  account: string | null;
  autopay: boolean;
  active: boolean;
  /** how many days before a due date Chime reminds, and where */
  leadDays: number;
  channels: import('./chime/reminders.ts').ReminderChannel[];
  /** the last 60 days and the next 60 */
  occurrences: { due: string; status: 'paid' | 'upcoming' | 'due today' | 'overdue' | 'missed'; paidBy: { id: string; date: string; cents: number } | null; priceRise: { fromCents: number; toCents: number } | null }[];
  /**
   * upcoming due dates on which Crystal's projected balance (its pessimistic edge, from the statement
   * balance, next 90 days) is under zero or under the buffer
   */
  warnings: import('./chime/warnings.ts').BalanceWarning[];
}

/** Chime's reminder settings and log (GET /api/reminders). */
export interface RemindersDto {
  /** IANA zone; the daily run is at 08:00 there (null: not set yet, UTC until the browser says) */
  timeZone: string | null;
  email: { configured: boolean; to: string | null };
  /** the VAPID public key a browser subscribes with, and this user's devices */
  push: { publicKey: string; devices: { id: string; device: string; endpointHost: string; createdAt: string }[] };
  log: {
    id: string; billId: string | null; billName: string; due: string; channel: import('./chime/reminders.ts').ReminderChannel; title: string;
    status: import('./chime/reminders.ts').ReminderStatus; attempts: number; reason: string | null; detail: string | null; createdAt: string; sentAt: string | null;
  }[];
}

export interface BillProposalDto {
  merchant: string;
  merchantKey: string;
  cadence: import('./chime/cadence.ts').Cadence;
  amountCents: number;
  minCents: number;
  maxCents: number;
  nextDue: string;
  firstDate: string;
  occurrences: number;
}

export interface BillsDto {
  /** the day the statuses are as of (the server's) */
  today: string;
  /** the balance the warnings keep above: the user's setting (PUT /api/bills/buffer), $500 until they set one */
  bufferCents: number;
  /** false: the $500 default */
  bufferSet: boolean;
  /** the statement balance Crystal projects from; null: no statement stated one, so there are no warnings */
  projectedFrom: { cents: number; asOf: string | null } | null;
  bills: BillDto[];
  proposals: BillProposalDto[];
}
