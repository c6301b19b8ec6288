// Domain events: what happened in the user's money, typed once. Who reacts is listed in a registry
// in services/ (services/imports/registry.ts for an import), so a new reaction never edits the step
// that raised the event.

/** An import's rows are in the ledger (Intelia's commit, or a statement's commit while Crystal read). */
export interface ImportCommitted {
  type: 'import.committed';
  userId: string;
  documentId: string;
  /** the document's file name (null when the document row is gone) */
  fileName: string | null;
  counts: { imported: number; duplicates: number; needsReview: number };
  /** the user's today (YYYY-MM-DD): the month the alerts count in */
  today: string;
}

export type DomainEvent = ImportCommitted;
