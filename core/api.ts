// REST shapes shared by server and web. Money is integer cents, negative for spending.
import type { StepState } from './steps.ts';
import type { ActivityEvent, EmployeeStateEvent, Insight } from './events.ts';
import type { ReceiptLineItem } from './parsers/types.ts';

export interface UserDto {
  id: string;
  email: string;
  fullName: string;
  role: 'user' | 'admin';
  plan: string;
}

export type DocumentStatus = 'queued' | 'processing' | 'needs_input' | 'completed' | 'failed';

/** Byte asks the user when a file can be read two ways (e.g. 03/04 = March 4 or 3 April). */
export interface DocumentQuestion {
  type: 'date-order';
  message: string;
  options: { value: 'MDY' | 'DMY'; label: string }[];
}

export interface DocumentAnswer {
  dateOrder: 'MDY' | 'DMY';
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
  category: string;
  subcategory: string | null;
  confidence: number;
  needsUserInput: boolean;
  source: string;
  account: string | null;
  documentId: string | null;
  /** the receipt Byte attached to this transaction, if any */
  receipt: ReceiptDto | null;
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
  page: number;
  pageSize: number;
}

export interface TransactionQuery {
  search?: string;
  category?: string;
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
}

export interface TeamStateDto {
  employees: EmployeeStateEvent[];
  activity: ActivityEvent[];
}

export interface ApiError {
  error: string;
  details?: string[];
}

export const MAX_UPLOAD_FILES = 5;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_EXTENSIONS = ['pdf', 'csv', 'xlsx', 'xls', 'txt', 'jpg', 'jpeg', 'png', 'ofx', 'qfx', 'qif'] as const;
