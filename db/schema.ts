// Drizzle schema. Every user-owned table carries user_id; money is integer cents.
import { sql } from 'drizzle-orm';
import {
  bigint, boolean, date, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import type { StepState } from '../core/steps.ts';
import type { Insight } from '../core/events.ts';
import type { ReceiptLineItem } from '../core/parsers/types.ts';
import type { DocumentAnswer, DocumentQuestion, DocumentStatus } from '../core/api.ts';

const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const owner = () => uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  fullName: text('full_name').notNull(),
  role: text('role').$type<'user' | 'admin'>().notNull().default('user'),
  plan: text('plan').notNull().default('Free'),
  createdAt: createdAt(),
});

export const sessions = pgTable('sessions', {
  // sha256 of the cookie token: a leaked table does not leak live sessions
  id: text('id').primaryKey(),
  userId: owner(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

export const documents = pgTable('documents', {
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
  committedAt: timestamp('committed_at', { withTimezone: true }),
  createdAt: createdAt(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('documents_user_sha_idx').on(t.userId, t.sha256),
  index('documents_user_created_idx').on(t.userId, t.createdAt),
]);

export const transactions = pgTable('transactions', {
  id: id(),
  userId: owner(),
  documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
  hashId: text('hash_id').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  description: text('description').notNull(),
  merchant: text('merchant'),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  category: text('category').notNull(),
  subcategory: text('subcategory'),
  confidence: real('confidence').notNull(),
  needsUserInput: boolean('needs_user_input').notNull(),
  categorizationSource: text('categorization_source').notNull(),
  userCorrected: boolean('user_corrected').notNull().default(false),
  account: text('account'),
  balanceCents: bigint('balance_cents', { mode: 'number' }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('transactions_user_hash_idx').on(t.userId, t.hashId),
  index('transactions_user_date_idx').on(t.userId, t.date, t.id),
  index('transactions_document_idx').on(t.documentId),
]);

export const activity = pgTable('activity', {
  id: id(),
  userId: owner(),
  employee: text('employee').notNull(),
  message: text('message').notNull(),
  documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [index('activity_user_created_idx').on(t.userId, t.createdAt)]);

export const spendingTrends = pgTable('spending_trends', {
  id: id(),
  userId: owner(),
  documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
  trend: text('trend').notNull(),
  firstHalfCents: bigint('first_half_cents', { mode: 'number' }).notNull(),
  secondHalfCents: bigint('second_half_cents', { mode: 'number' }).notNull(),
  changePct: real('change_pct'),
  transactionCount: integer('transaction_count').notNull(),
  computedAt: createdAt(),
}, (t) => [
  index('spending_trends_user_idx').on(t.userId, t.computedAt),
  uniqueIndex('spending_trends_document_idx').on(t.documentId),
]);

/** What Byte read from a receipt; attached to the card transaction it matches, or to the one it created. */
export const receipts = pgTable('receipts', {
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
}, (t) => [
  uniqueIndex('receipts_document_idx').on(t.documentId),
  index('receipts_user_idx').on(t.userId, t.createdAt),
  index('receipts_transaction_idx').on(t.transactionId),
]);
