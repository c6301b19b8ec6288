// What /api/documents answers (server/documents/routes.ts) and the web reads. Money is integer cents.
import type { Insight } from '../events.ts';
import type { StepState } from '../steps.ts';
import type { DocumentQuestion } from './question.ts';
import type { DocumentStatus } from './status.ts';

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
