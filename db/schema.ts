// Drizzle schema. Every user-owned table carries user_id; money is integer cents.
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, real, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StepState } from '../core/steps.ts';
import type { Insight } from '../core/events.ts';
import type { ReceiptLineItem } from '../core/parsers/types.ts';
import type { TagRuleConditions } from '../core/tag/rule-conditions.ts';
import type { ChatMessageDto } from '../core/chat/api.ts';
import type { DocumentAnswer, DocumentQuestion } from '../core/documents/question.ts';
import type { DocumentStatus } from '../core/documents/status.ts';
import type { NudgeContext, NudgeKind } from '../core/harmony/nudges.ts';
import type { FactsSnapshot } from '../core/harmony/facts.ts';
import type { Administered, AgeBand, Answers, ScaleForm } from '../core/harmony/wellbeing-scale.ts';
import type { OidcProviderId } from '../core/auth/oidc.ts';
import type { ChangeKind } from '../core/ledger/edits.ts';
import type { DebtKind, GoalKind, GoalState } from '../core/goalie/kinds.ts';
import type { MinimumRule } from '../core/liberty/debt-plan.ts';
import type { Cadence } from '../core/chime/cadence.ts';
import type { ExpectedAmount } from '../core/chime/occurrences.ts';
import type { ReminderChannel, ReminderStatus } from '../core/chime/reminders.ts';
import type { Action, Condition, TriggerKind } from '../core/automa/rules.ts';
import type { AudioFormat, EpisodeScript, EpisodeType, IncludeFlags, PodcastPreferences } from '../core/roundtable/types.ts';
import type { EpisodeStatus, EpisodeStepDto } from '../core/roundtable/api.ts';
import type { AccountKind } from '../core/accounts/kinds.ts';
import type { MusicPlaylistTrackDto, MusicStatus } from '../core/music/api.ts';
import type { PlaylistKind } from '../core/music/playlists.ts';
import type { NotificationKind, StoredNotificationSettings } from '../core/notifications/kinds.ts';

const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  /** argon2id; null for an account made through Google or Apple until its owner sets a password */
  passwordHash: text('password_hash'),
  fullName: text('full_name').notNull(),
  role: text('role').$type<'user' | 'admin'>().notNull().default('user'),
  plan: text('plan').notNull().default('Free'),
  /** normalized "+digits" (core/auth/phone.ts) */
  phone: text('phone'),
  /**
   * The TOTP shared secret (base32), stored as is: anyone who can read this table can already read
   * everything else of the user. Set by 2FA setup while totp_enabled is still false (pending).
   */
  totpSecret: text('totp_secret'),
  totpEnabled: boolean('totp_enabled').notNull().default(false),
  /** the last TOTP step accepted: a code of that step or an earlier one is refused (no replay) */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** sha256 hex of each unused recovery code; one is removed when it is used */
  recoveryCodes: jsonb('recovery_codes').$type<string[]>().notNull().default([]),
  /** ISO 4217: totals are shown in it; money in other currencies is converted at the user's rates or kept apart */
  homeCurrency: text('home_currency').notNull().default('USD'),
  /** bumped (by triggers, migration 0034) whenever what Tag's model learned from changes, except an import's own rows */
  tagVersion: bigint('tag_version', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    // sha256 of the cookie token: a leaked table does not leak live sessions
    id: text('id').primaryKey(),
    userId: owner(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * The second step of a login with two-factor authentication: the password was right, a code is
 * due. The id is the sha256 of the challenge token the client holds; used once, 5 minutes, and
 * dead after 5 wrong codes (the rows stay until they expire, so wrong codes can be counted per user).
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: text('id').primaryKey(),
    userId: owner(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_challenges_user_idx').on(t.userId, t.createdAt)],
);

export const documents = pgTable(
  'documents',
  {
    id: id(),
    userId: owner(),
    fileName: text('file_name').notNull(),
    kind: text('kind').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    status: text('status').$type<DocumentStatus>().notNull().default('queued'),
    steps: jsonb('steps').$type<StepState[]>().notNull(),
    imported: integer('imported').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    needsReview: integer('needs_review').notNull().default(0),
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    insights: jsonb('insights').$type<Insight[]>().notNull().default([]),
    error: text('error'),
    question: jsonb('question').$type<DocumentQuestion | null>(),
    answers: jsonb('answers').$type<Partial<DocumentAnswer>>().notNull().default({}),
    /** ISO 4217 read from the file (its codes, symbols, issuer) or chosen by the user; null: the home currency */
    currency: text('currency'),
    /** what the currency was read from ("EUR 12 times"), or "chosen by you" */
    currencyEvidence: text('currency_evidence'),
    /** how often the pipeline reconciler queued it again after its job was lost */
    /** the statement's own period (both days included) when the file states one, or the demo's statements; null: not stated */
    periodFrom: date('period_from', { mode: 'string' }),
    periodTo: date('period_to', { mode: 'string' }),
    reconcileAttempts: integer('reconcile_attempts').notNull().default(0),
    /** how often the user retried it after it failed: each run has its own job ids */
    retries: integer('retries').notNull().default(0),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('documents_user_sha_idx').on(t.userId, t.sha256),
    index('documents_user_created_idx').on(t.userId, t.createdAt),
    index('documents_unfinished_idx').on(t.createdAt).where(sql`status in ('queued', 'processing')`),
  ],
);

// user_id, document_id and account_id keep their foreign-key rules by triggers, checked once per
// INSERT statement instead of once per row (migration 0035)
export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    /** users.id (on delete cascade) */
    userId: uuid('user_id').notNull(),
    /** documents.id (on delete set null) */
    documentId: uuid('document_id'),
    hashId: text('hash_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    merchant: text('merchant'),
    /** Tag's normalized merchant ("blue bottle coffee"): what learned patterns and "similar" match on */
    merchantKey: text('merchant_key'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** ISO 4217 of amount_cents (hundredths of its unit) */
    currency: text('currency').notNull().default('USD'),
    category: text('category').notNull(),
    subcategory: text('subcategory'),
    confidence: real('confidence').notNull(),
    needsUserInput: boolean('needs_user_input').notNull(),
    categorizationSource: text('categorization_source').notNull(),
    userCorrected: boolean('user_corrected').notNull().default(false),
    account: text('account'),
    balanceCents: bigint('balance_cents', { mode: 'number' }),
    /** when the user last changed its description, amount, date or account by hand (hash_id stays the import's) */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** the transaction this part was split from (its first part keeps the original row) */
    splitOf: uuid('split_of'),
    /** a note on the row (Automa's "add note" action writes it) */
    note: text('note'),
    /** Ledger's account, accounts.id on delete set null (migration 0022 links every row; `account` above stays equal to its name) */
    accountId: uuid('account_id'),
    /** when the user reconciled it against the bank's balance: locked against edits until unreconciled */
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('transactions_user_hash_idx').on(t.userId, t.hashId),
    index('transactions_user_date_idx').on(t.userId, t.date, t.id),
    index('transactions_document_idx').on(t.documentId),
    index('transactions_user_merchant_key_idx').on(t.userId, t.merchantKey, t.date, t.id),
    index('transactions_user_review_idx').on(t.userId).where(sql`needs_user_input`),
    index('transactions_user_account_idx').on(t.userId, t.accountId, t.date),
  ],
);

/**
 * A row the user deleted: its hash stays, so importing the same statement again does not bring it
 * back, and the whole row is kept for undo.
 */
export const deletedTransactions = pgTable(
  'deleted_transactions',
  {
    userId: owner(),
    hashId: text('hash_id').notNull(),
    row: jsonb('row').$type<Record<string, unknown>>().notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hashId] })],
);

/** Each change the user made to the ledger by hand, with what undoing it needs. */
export const transactionChanges = pgTable(
  'transaction_changes',
  {
    id: id(),
    userId: owner(),
    kind: text('kind').$type<ChangeKind>().notNull(),
    summary: text('summary').notNull(),
    /** the rows as they were (serialized transactions rows with their receipt ids) */
    before: jsonb('before').$type<Record<string, unknown>[]>().notNull().default([]),
    /** rows the change added (undo removes them) */
    addedIds: uuid('added_ids').array().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('transaction_changes_user_created_idx').on(t.userId, t.createdAt)],
);

export const activity = pgTable(
  'activity',
  {
    id: id(),
    userId: owner(),
    employee: text('employee').notNull(),
    message: text('message').notNull(),
    /** what the line is about (core/notifications/kinds.ts): the bell counts only the kinds that need the user */
    kind: text('kind').$type<NotificationKind>().notNull().default('progress'),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('activity_user_created_idx').on(t.userId, t.createdAt)],
);

export const spendingTrends = pgTable(
  'spending_trends',
  {
    id: id(),
    userId: owner(),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    trend: text('trend').notNull(),
    firstHalfCents: bigint('first_half_cents', { mode: 'number' }).notNull(),
    secondHalfCents: bigint('second_half_cents', { mode: 'number' }).notNull(),
    changePct: real('change_pct'),
    transactionCount: integer('transaction_count').notNull(),
    computedAt: createdAt(),
  },
  (t) => [index('spending_trends_user_idx').on(t.userId, t.computedAt), uniqueIndex('spending_trends_document_idx').on(t.documentId)],
);

/** What Byte read from a receipt; attached to the card transaction it matches, or to the one it created. */
export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    userId: owner(),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'cascade' }),
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    merchant: text('merchant'),
    date: date('date', { mode: 'string' }),
    totalCents: bigint('total_cents', { mode: 'number' }),
    taxCents: bigint('tax_cents', { mode: 'number' }),
    paymentMethod: text('payment_method'),
    items: jsonb('items').$type<ReceiptLineItem[]>().notNull().default([]),
    confidence: jsonb('confidence').$type<Record<string, number>>().notNull().default({}),
    matchedExisting: boolean('matched_existing').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('receipts_document_idx').on(t.documentId),
    index('receipts_user_idx').on(t.userId, t.createdAt),
    index('receipts_transaction_idx').on(t.transactionId),
  ],
);

/** The user's explicit categorization rules, checked in position order (first match wins). */
export const tagRules = pgTable(
  'tag_rules',
  {
    id: id(),
    userId: owner(),
    position: integer('position').notNull(),
    conditions: jsonb('conditions').$type<TagRuleConditions>().notNull(),
    category: text('category').notNull(),
    subcategory: text('subcategory'),
    createdAt: createdAt(),
  },
  (t) => [index('tag_rules_user_idx').on(t.userId, t.position)],
);

/** What the user's corrections taught Tag: normalized merchant → category. */
export const tagPatterns = pgTable(
  'tag_patterns',
  {
    userId: owner(),
    pattern: text('pattern').notNull(),
    category: text('category').notNull(),
    subcategory: text('subcategory'),
    uses: integer('uses').notNull().default(1),
    lastUsed: date('last_used', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('tag_patterns_user_pattern_idx').on(t.userId, t.pattern)],
);

export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** accounts whose spending counts as business spending */
  businessAccounts: jsonb('business_accounts').$type<string[]>().notNull().default([]),
  /** when the user last opened the bell's "AI Team Activity": activity after it is unread (none yet: all of it) */
  activityReadAt: timestamp('activity_read_at', { withTimezone: true }),
  /** rates the user states, units of the home currency per unit of another ({"EUR": 1.08}); nothing is fetched */
  currencyRates: jsonb('currency_rates').$type<Record<string, number>>().notNull().default({}),
  /** when the rates were last stated (a tax estimate converted at them says so); null: never saved */
  currencyRatesAt: timestamp('currency_rates_at', { withTimezone: true }),
  /** what the user pays towards debts each month (the planner's budget); null: the minimums */
  debtBudgetCents: bigint('debt_budget_cents', { mode: 'number' }),
  /** the debt plan's place in the waterfall that shares the monthly surplus with the goals */
  debtPriority: integer('debt_priority').notNull().default(1),
  /** an IANA zone ("Europe/Berlin"): the daily reminder run is at 08:00 there; null until the browser says */
  timeZone: text('time_zone'),
  /** Chime warns of a due date on which Crystal projects the balance under this; null: $500 */
  billBufferCents: bigint('bill_buffer_cents', { mode: 'number' }),
  /** which kinds of news reach the bell, email and push: only the choices that differ from the defaults (core/notifications/kinds.ts) */
  notificationSettings: jsonb('notification_settings').$type<StoredNotificationSettings>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Signals other employees act on (Harmony reads spending spikes). One row per signal and subject:
 * a spike of Food & Dining in 2026-11 is recorded once and updated as the month goes on.
 */
export const harmonySignals = pgTable(
  'harmony_signals',
  {
    id: id(),
    userId: owner(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('harmony_signals_subject_idx').on(t.userId, t.kind, t.subject)],
);

/** Prime's routing decisions. */
export const primeInteractions = pgTable(
  'prime_interactions',
  {
    id: id(),
    userId: owner(),
    question: text('question').notNull(),
    analysis: jsonb('analysis').$type<Record<string, unknown>>().notNull(),
    routedTo: text('routed_to'),
    replyKind: text('reply_kind').notNull(),
    confidence: real('confidence').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('prime_interactions_user_idx').on(t.userId, t.createdAt)],
);

/** Every AI interaction (routing and chat), for the boss's view and for debugging. */
export const aiInteractionsLog = pgTable(
  'ai_interactions_log',
  {
    id: id(),
    userId: owner(),
    employee: text('employee').notNull(),
    kind: text('kind').notNull(),
    source: text('source').notNull(),
    input: text('input').notNull(),
    output: text('output').notNull(),
    latencyMs: integer('latency_ms').notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('ai_interactions_log_user_idx').on(t.userId, t.createdAt)],
);

/** A question Prime hands to an employee: the employee opens with it once, within 24 hours. */
export const smartHandoffs = pgTable(
  'smart_handoffs',
  {
    id: id(),
    userId: owner(),
    question: text('question').notNull(),
    employee: text('employee').notNull(),
    context: jsonb('context').$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    used: boolean('used').notNull().default(false),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('smart_handoffs_user_idx').on(t.userId, t.createdAt)],
);

export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: id(),
    userId: owner(),
    employee: text('employee').notNull(),
    title: text('title').notNull(),
    messages: jsonb('messages').$type<ChatMessageDto[]>().notNull().default([]),
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_conversations_user_idx').on(t.userId, t.updatedAt)],
);

export const userAiPreferences = pgTable('user_ai_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  conversationCount: integer('conversation_count').notNull().default(0),
  lastInteraction: timestamp('last_interaction', { withTimezone: true }),
  /** the previous GET /api/harmony/nudge (the dashboard's load): Harmony's "welcome back" reads it */
  lastVisitAt: timestamp('last_visit_at', { withTimezone: true }),
});

/**
 * Harmony's nudges (the floating card): one per kind and subject, ever (a spike of Food & Dining in
 * 2026-11, three re-sorts of Shopping on 2026-11-14, a return after the visit of 2026-11-01). Cleared
 * when the user closes the card or talks about it; a cleared subject never comes back.
 */
export const harmonyNudges = pgTable(
  'harmony_nudges',
  {
    id: id(),
    userId: owner(),
    kind: text('kind').$type<NudgeKind>().notNull(),
    subject: text('subject').notNull(),
    context: jsonb('context').$type<NudgeContext>().notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('harmony_nudges_subject_idx').on(t.userId, t.kind, t.subject),
    index('harmony_nudges_active_idx').on(t.userId, t.createdAt).where(sql`cleared_at is null`),
  ],
);

/** Every category change the user made by hand (one transaction, or the review queue's bulk categorize). */
export const categoryCorrections = pgTable(
  'category_corrections',
  {
    id: id(),
    userId: owner(),
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    fromCategory: text('from_category').notNull(),
    toCategory: text('to_category').notNull(),
    /** a change of subcategory alone (Fast Food → Food Delivery) is a correction too; null: none */
    fromSubcategory: text('from_subcategory'),
    toSubcategory: text('to_subcategory'),
    createdAt: createdAt(),
  },
  (t) => [index('category_corrections_user_created_idx').on(t.userId, t.createdAt)],
);

/** Prime asks the user to decide on a batch an employee is unsure about (Tag: many items under 0.8). */
export const primeApprovals = pgTable(
  'prime_approvals',
  {
    id: id(),
    userId: owner(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    employee: text('employee').notNull(),
    unsure: integer('unsure').notNull(),
    total: integer('total').notNull(),
    message: text('message').notNull(),
    status: text('status').$type<'pending' | 'approved' | 'rejected' | 'redirected'>().notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('prime_approvals_document_idx').on(t.documentId), index('prime_approvals_user_idx').on(t.userId, t.createdAt)],
);

/** The footer's newsletter form: one row per address (lower-cased). Public, so no user_id. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: id(),
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
});

/** Messages from /contact; user_id when the sender was logged in (deleted with the account). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_user_idx').on(t.userId), index('contact_messages_created_idx').on(t.createdAt)],
);

/** A Google or Apple account (the id token's issuer and subject) that signs in to a user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: id(),
    userId: owner(),
    provider: text('provider').$type<OidcProviderId>().notNull(),
    /** the id token's `sub`: stable for the provider's account (an email can change) */
    subject: text('subject').notNull(),
    /** the email the provider gave when the identity was linked */
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_identities_provider_subject_idx').on(t.provider, t.subject), index('user_identities_user_idx').on(t.userId)],
);

/**
 * A sign-in started with Google or Apple and not yet completed. The id is the sha256 of the
 * `state` sent to the provider; binding_hash is the sha256 of the httpOnly cookie that ties it to the
 * browser that started it. Used once (used_at), 10 minutes.
 */
export const oidcFlows = pgTable(
  'oidc_flows',
  {
    id: text('id').primaryKey(),
    provider: text('provider').$type<OidcProviderId>().notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    bindingHash: text('binding_hash').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    nextPath: text('next_path').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('oidc_flows_expires_idx').on(t.expiresAt)],
);

/** Goalie's goals: saved towards from contributions (by hand, or matched from the ledger). */
export const financialGoals = pgTable(
  'financial_goals',
  {
    id: id(),
    userId: owner(),
    name: text('name').notNull(),
    kind: text('kind').$type<GoalKind>().notNull(),
    targetCents: bigint('target_cents', { mode: 'number' }).notNull(),
    targetDate: date('target_date', { mode: 'string' }),
    startingCents: bigint('starting_cents', { mode: 'number' }).notNull().default(0),
    /** money in to this account counts towards the goal */
    linkedAccount: text('linked_account'),
    /** a transaction whose description contains this counts towards the goal ("SAVINGS") */
    matchText: text('match_text'),
    priority: integer('priority').notNull().default(1),
    status: text('status').$type<GoalState>().notNull().default('active'),
    /** the last alert Goalie gave about it, so each is said once until its state changes */
    lastAlert: text('last_alert'),
    isActive: boolean('is_active').generatedAlwaysAs(sql`status = 'active'`),
    createdAt: createdAt(),
    /** the edit check: a save names the updated_at it started from */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('financial_goals_user_idx').on(t.userId, t.priority)],
);

export const goalContributions = pgTable(
  'goal_contributions',
  {
    id: id(),
    userId: owner(),
    goalId: uuid('goal_id')
      .notNull()
      .references(() => financialGoals.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('goal_contributions_goal_idx').on(t.userId, t.goalId, t.date)],
);

/** Liberty's debts. minimum: a fixed amount or a card rule (core/liberty/debt-plan.ts MinimumRule). */
export const debts = pgTable(
  'debts',
  {
    id: id(),
    userId: owner(),
    name: text('name').notNull(),
    kind: text('kind').$type<DebtKind>().notNull(),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
    apr: real('apr').notNull(),
    minimum: jsonb('minimum').$type<MinimumRule>().notNull(),
    promoApr: real('promo_apr'),
    promoMonths: integer('promo_months'),
    dueDay: integer('due_day'),
    linkedAccount: text('linked_account'),
    /** the user said this debt is not the account it looks like (same name or last four digits) */
    accountUnlinked: boolean('account_unlinked').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('debts_user_idx').on(t.userId)],
);

/** Goalie's budgets: a monthly limit per category (or subcategory); which month each alert went out. */
export const budgets = pgTable(
  'budgets',
  {
    id: id(),
    userId: owner(),
    category: text('category').notNull(),
    subcategory: text('subcategory'),
    limitCents: bigint('limit_cents', { mode: 'number' }).notNull(),
    alertedNearMonth: text('alerted_near_month'),
    alertedOverMonth: text('alerted_over_month'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // NULLS NOT DISTINCT in the migration (0016): one whole-category budget per category
  },
  (t) => [uniqueIndex('budgets_user_scope_idx').on(t.userId, t.category, t.subcategory)],
);

/** Chime's bills: what is due when, for how much, and how early to remind. */
export const bills = pgTable(
  'bills',
  {
    id: id(),
    userId: owner(),
    name: text('name').notNull(),
    /** the normalized merchant its payments carry (core/crystal/merchant.ts merchantKey) */
    merchantKey: text('merchant_key').notNull(),
    expected: jsonb('expected').$type<ExpectedAmount>().notNull(),
    cadence: jsonb('cadence').$type<Cadence>().notNull(),
    /** the series' first due date */
    anchor: date('anchor', { mode: 'string' }).notNull(),
    weekend: text('weekend').$type<'before' | 'after'>(),
    account: text('account'),
    autopay: boolean('autopay').notNull().default(false),
    active: boolean('active').notNull().default(true),
    leadDays: integer('lead_days').notNull().default(3),
    /** where its reminders go */
    channels: jsonb('channels').$type<ReminderChannel[]>().notNull().default(['in-app']),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bills_user_idx').on(t.userId)],
);

/** A proposed bill the user dismissed: never proposed again. */
export const billDismissals = pgTable(
  'bill_dismissals',
  {
    userId: owner(),
    merchantKey: text('merchant_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.merchantKey] })],
);

/** One browser's web push subscription (one per device; dropped when the push service answers 404/410). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: owner(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** what the browser called itself, so the user can tell devices apart */
    device: text('device').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_subscriptions_user_idx').on(t.userId),
    // one row per (account, endpoint): another account's identical endpoint is its own row, never a takeover
    uniqueIndex('push_subscriptions_user_endpoint_idx').on(t.userId, t.endpoint),
  ],
);

/** Keys the server generates once and keeps (the VAPID pair for web push). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

/** Chime's reminder log: one row per (bill, occurrence, channel), which is what makes each go out once. */
export const reminders = pgTable(
  'reminders',
  {
    id: id(),
    userId: owner(),
    billId: uuid('bill_id').references(() => bills.id, { onDelete: 'set null' }),
    billName: text('bill_name').notNull(),
    due: date('due', { mode: 'string' }).notNull(),
    channel: text('channel').$type<ReminderChannel>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<ReminderStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** why the last attempt failed */
    reason: text('reason'),
    /** what delivery reached ("2 devices") */
    detail: text('detail'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reminders_once_idx').on(t.billId, t.due, t.channel), index('reminders_user_idx').on(t.userId, t.createdAt)],
);
/** Automa's rules: one trigger, conditions, actions. Off until a dry run and the user turn them on. */
export const automationRules = pgTable(
  'automation_rules',
  {
    id: id(),
    userId: owner(),
    name: text('name').notNull(),
    trigger: text('trigger').$type<TriggerKind>().notNull(),
    conditions: jsonb('conditions').$type<Condition[]>().notNull(),
    actions: jsonb('actions').$type<Action[]>().notNull(),
    active: boolean('active').notNull().default(false),
    /** the user confirmed a rule whose dry run matched every transaction */
    confirmedBroad: boolean('confirmed_broad').notNull().default(false),
    /** the last dry run: a rule is turned on only after one that is newer than its last edit */
    dryRunAt: timestamp('dry_run_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('automation_rules_user_idx').on(t.userId, t.createdAt)],
);

/** Each time a rule fired: written before it acts, unique per (rule, event), so it acts once. */
export const automationRuns = pgTable(
  'automation_runs',
  {
    id: id(),
    userId: owner(),
    ruleId: uuid('rule_id').references(() => automationRules.id, { onDelete: 'set null' }),
    ruleName: text('rule_name').notNull(),
    /** what it fired on: "tx:<transactionId>", "balance:<date>", "goal:<goalId>:<month>", "budget:<budgetId>:<month>" */
    eventKey: text('event_key').notNull(),
    firedAt: timestamp('fired_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome').$type<'done' | 'partly done' | 'skipped'>().notNull(),
    details: jsonb('details').$type<{ subject?: string; transactionId?: string; done: string[]; skipped: string[] }>().notNull(),
  },
  (t) => [uniqueIndex('automation_runs_rule_event_idx').on(t.ruleId, t.eventKey), index('automation_runs_user_idx').on(t.userId, t.firedAt)],
);

/**
 * Ledger's accounts. Rows are created by triggers from imports' account text (or file name) and by
 * hand (migration 0022); `aliases` are the import names that still map here after a rename or merge.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    userId: owner(),
    name: text('name').notNull(),
    institution: text('institution'),
    kind: text('kind').$type<AccountKind>().notNull().default('checking'),
    /** what a statement said that set the kind ("Minimum Payment Due", an OFX card statement); null: from the name or by hand */
    kindEvidence: text('kind_evidence'),
    currency: text('currency').notNull().default('USD'),
    business: boolean('business').notNull().default(false),
    openingBalanceCents: bigint('opening_balance_cents', { mode: 'number' }).notNull().default(0),
    openingDate: date('opening_date', { mode: 'string' }),
    closed: boolean('closed').notNull().default(false),
    /** the import's own account key (OFX account id as "…1234", a CSV's account column) */
    externalId: text('external_id'),
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('accounts_user_name_idx').on(t.userId, t.name)],
);

/** A balance the bank stated: a statement's closing balance, or the one the user reconciled against. */
export const accountBalances = pgTable(
  'account_balances',
  {
    id: id(),
    userId: owner(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
    source: text('source').$type<'statement' | 'reconciliation'>().notNull(),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('account_balances_account_idx').on(t.userId, t.accountId, t.date)],
);
/** Ledger's tax assistant: one row of settings per user (the estimate's inputs that are not in the ledger). */
export const taxSettings = pgTable('tax_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  jurisdiction: text('jurisdiction').$type<'US' | 'UK'>().notNull().default('US'),
  /** "2026" (US) or "2025-26" (UK) */
  taxYear: text('tax_year').notNull(),
  filingStatus: text('filing_status'),
  priorYearTaxCents: bigint('prior_year_tax_cents', { mode: 'number' }),
  priorYearAgiCents: bigint('prior_year_agi_cents', { mode: 'number' }),
  /** null: the year's business income is read from the ledger */
  grossIncomeCents: bigint('gross_income_cents', { mode: 'number' }),
  homeOfficeSqFt: integer('home_office_sq_ft'),
  homeOfficeHoursPerMonth: integer('home_office_hours_per_month'),
  homeOfficeMonths: integer('home_office_months'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The Schedule C line / HMRC group the user confirmed or changed for a transaction ("not_business" too). */
export const taxLineChoices = pgTable(
  'tax_line_choices',
  {
    userId: owner(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    line: text('line').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.transactionId] })],
);

/** Business journeys, valued at the tax year's mileage rate. */
export const mileageLog = pgTable(
  'mileage_log',
  {
    id: id(),
    userId: owner(),
    date: date('date', { mode: 'string' }).notNull(),
    purpose: text('purpose').notNull(),
    distance: real('distance').notNull(),
    unit: text('unit').$type<'miles' | 'km'>().notNull().default('miles'),
    createdAt: createdAt(),
  },
  (t) => [index('mileage_log_user_idx').on(t.userId, t.date)],
);

/** Roundtable's episodes: a queued request until the worker makes it ready (or it fails). */
export const podcastEpisodes = pgTable(
  'podcast_episodes',
  {
    id: id(),
    userId: owner(),
    podcasterId: text('podcaster_id').notNull(),
    type: text('type').$type<EpisodeType>().notNull(),
    timeframeDays: integer('timeframe_days').notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    title: text('title'),
    description: text('description'),
    script: jsonb('script').$type<EpisodeScript>(),
    audioUrl: text('audio_url'),
    /** the audio's storage key (infra/files.ts) */
    audioKey: text('audio_key'),
    audioMime: text('audio_mime'),
    audioBytes: integer('audio_bytes'),
    durationSeconds: real('duration_seconds'),
    audioProblem: text('audio_problem'),
    /** the facts the script was written from */
    financialData: jsonb('financial_data').$type<unknown>(),
    episodeNumber: integer('episode_number'),
    status: text('status').$type<EpisodeStatus>().notNull().default('queued'),
    steps: jsonb('steps').$type<EpisodeStepDto[]>().notNull().default([]),
    error: text('error'),
    listenCount: integer('listen_count').notNull().default(0),
    rating: smallint('rating'),
    favourite: boolean('favourite').notNull().default(false),
    positionSeconds: real('position_seconds').notNull().default(0),
    heardSeconds: real('heard_seconds').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    /** an automatic episode's period ("weekly-2026-11-23"): one per period */
    autoKey: text('auto_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('podcast_episodes_number_idx').on(t.userId, t.podcasterId, t.episodeNumber),
    uniqueIndex('podcast_episodes_auto_idx').on(t.userId, t.autoKey),
    index('podcast_episodes_user_idx').on(t.userId, t.createdAt),
  ],
);

export const userPodcastPreferences = pgTable('user_podcast_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  frequency: text('frequency').$type<PodcastPreferences['frequency']>().notNull().default('weekly'),
  lengthMinutes: integer('length_minutes').notNull().default(15),
  voice: text('voice').notNull().default('roundtable'),
  include: jsonb('include').$type<IncludeFlags>().notNull(),
  autoGenerate: boolean('auto_generate').notNull().default(false),
  notifications: boolean('notifications').notNull().default(true),
  format: text('format').$type<AudioFormat>().notNull().default('mp3'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The private RSS feed's token as its sha256 in hex (a CHECK in migration 0038 refuses anything else); revoked: the row is gone. */
export const podcastFeeds = pgTable(
  'podcast_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('podcast_feeds_token_hash_idx').on(t.tokenHash)],
);

/** Harmony's monthly check-ins: the CFPB Financial Well-Being Scale's answers, score and a facts snapshot. */
export const wellbeingCheckins = pgTable(
  'wellbeing_checkins',
  {
    id: id(),
    userId: owner(),
    /** 'YYYY-MM': one check-in per month */
    month: text('month').notNull(),
    form: text('form').$type<ScaleForm>().notNull(),
    answers: jsonb('answers').$type<Answers>().notNull(),
    ageBand: text('age_band').$type<AgeBand>().notNull(),
    administered: text('administered').$type<Administered>().notNull(),
    raw: integer('raw').notNull(),
    score: integer('score').notNull(),
    facts: jsonb('facts').$type<FactsSnapshot>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wellbeing_checkins_month_idx').on(t.userId, t.month)],
);
/** Wave's Spotify connection: the tokens are AES-256-GCM ciphertext (server/music/crypto.ts), never plain. */
export const musicConnections = pgTable('music_connections', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull().default('spotify'),
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  scopes: text('scopes').notNull().default(''),
  spotifyUserId: text('spotify_user_id').notNull(),
  displayName: text('display_name'),
  /** Spotify's product: premium, free, open… (remote playback is Premium only) */
  product: text('product'),
  status: text('status').$type<MusicStatus>().notNull().default('connected'),
  /** why the connection needs the user again */
  problem: text('problem'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The focus and calm playlists Wave made in the user's Spotify account. */
export const musicPlaylists = pgTable(
  'music_playlists',
  {
    id: id(),
    userId: owner(),
    kind: text('kind').$type<PlaylistKind>().notNull(),
    name: text('name').notNull(),
    spotifyId: text('spotify_id').notNull(),
    url: text('url').notNull(),
    trackCount: integer('track_count').notNull(),
    tracks: jsonb('tracks').$type<MusicPlaylistTrackDto[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('music_playlists_user_idx').on(t.userId, t.createdAt)],
);
// ── Harmony's wellness studio (issue 17, migration 0027) ─────────────────────────────────────────

/** The one-tap mood after an import: 1 awful … 5 great; one per document (tapping again changes it). */
export const harmonyMoods = pgTable(
  'harmony_moods',
  {
    id: id(),
    userId: owner(),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    mood: integer('mood').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('harmony_moods_document_idx').on(t.userId, t.documentId), index('harmony_moods_user_idx').on(t.userId, t.createdAt)],
);

/** Categories the user marked as a regret: repeated spending there raises a guilt_pattern nudge. */
export const regretCategories = pgTable(
  'regret_categories',
  {
    userId: owner(),
    category: text('category').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

/** A no-spend challenge: its status is computed from the ledger (core/harmony/studio.ts). */
export const nospendChallenges = pgTable(
  'nospend_challenges',
  {
    id: id(),
    userId: owner(),
    categories: jsonb('categories').$type<string[]>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    lengthDays: integer('length_days').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('nospend_challenges_user_idx').on(t.userId, t.createdAt)],
);

/** A focus-timer session the user finished (a real countdown they started). */
export const focusSessions = pgTable(
  'focus_sessions',
  {
    id: id(),
    userId: owner(),
    kind: text('kind').$type<'focus' | 'break'>().notNull(),
    minutes: integer('minutes').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('focus_sessions_user_idx').on(t.userId, t.createdAt)],
);

/** When each achievement's rule first held: kept once unlocked. */
export const achievements = pgTable(
  'achievements',
  {
    userId: owner(),
    key: text('key').notNull(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * Byte's answers per statement layout (a fingerprint of the header names and delimiter): the next
 * file of the same layout is read the way the user answered, without asking again.
 */
export const statementLayouts = pgTable(
  'statement_layouts',
  {
    userId: owner(),
    fingerprint: text('fingerprint').notNull(),
    answers: jsonb('answers').$type<Partial<DocumentAnswer>>().notNull().default({}),
    /** the header names the answer was given for, so the user can recognize the layout in the export */
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fingerprint] })],
);
