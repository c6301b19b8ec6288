// What /api/transactions answers (server/transactions/routes.ts) and the web reads. Money is integer
// cents, negative for spending.
import type { ReceiptLineItem } from '../parsers/types.ts';

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
   * the running column (what it is: TransactionPage.running): filtered to one account, that account's
   * rows up to and including this one in this row's currency; otherwise the filter's running sum in
   * the home currency, null for a row in a currency with no stated rate (it is not counted)
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
  /** what the running column holds, in words for its heading: a balance only for one account */
  running: { kind: 'balance' | 'sum'; label: string };
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
  /** only this account's rows (its name as the list shows it) */
  account?: string;
}
