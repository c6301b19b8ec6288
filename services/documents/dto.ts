// A stored document as the API shows it (the steps' overall progress worked out by core/steps.ts).
import type { DocumentDto } from '../../core/documents/api.ts';
import { overallProgress } from '../../core/steps.ts';
import type { DocumentRow } from '../../db/repos/documents.ts';

export function documentDtoOf(row: DocumentRow): DocumentDto {
  return {
    id: row.id,
    fileName: row.fileName,
    kind: row.kind,
    sizeBytes: row.sizeBytes,
    status: row.status,
    steps: row.steps,
    overallProgress: overallProgress(row.steps),
    imported: row.imported,
    duplicates: row.duplicates,
    needsReview: row.needsReview,
    warnings: row.warnings,
    insights: row.insights,
    error: row.error,
    question: row.question ?? null,
    currency: row.currency,
    currencyEvidence: row.currencyEvidence,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  };
}
