// The processing modal's six steps, in order, and who does each.
export const STEP_KEYS = ['uploaded', 'ocr', 'parsing', 'categorization', 'integration', 'complete'] as const;
export type StepKey = (typeof STEP_KEYS)[number];
export type StepStatus = 'pending' | 'processing' | 'completed' | 'failed' | 'skipped';
export type EmployeeKey = 'prime' | 'byte' | 'tag' | 'crystal' | 'intelia';

export const STEP_LABELS: Record<StepKey, string> = {
  uploaded: 'Document Uploaded',
  ocr: 'OCR Processing',
  parsing: 'Transaction Parsing',
  categorization: 'AI Categorization',
  integration: 'Data Integration',
  complete: 'Complete!',
};

export const STEP_EMPLOYEE: Record<StepKey, EmployeeKey> = {
  uploaded: 'byte',
  ocr: 'byte',
  parsing: 'byte',
  categorization: 'tag',
  integration: 'crystal',
  complete: 'intelia',
};

export interface StepState {
  key: StepKey;
  status: StepStatus;
  /** 0..100 within the step */
  progress: number;
  message: string;
  updatedAt: string | null;
  /** when the step was first reported (kept by DocumentsRepo.setStep); durations for the boss's view */
  startedAt?: string | null;
}

export function initialSteps(): StepState[] {
  return STEP_KEYS.map((key) => ({ key, status: 'pending', progress: 0, message: '', updatedAt: null }));
}

/** Overall progress as the specification defines it: steps started / 6 × 100. */
export function overallProgress(steps: readonly StepState[]): number {
  const started = steps.filter((s) => s.status !== 'pending').length;
  return Math.round((started / STEP_KEYS.length) * 100);
}

/** Returns a new list with one step replaced; other steps are untouched. */
export function withStep(steps: readonly StepState[], next: StepState): StepState[] {
  return steps.map((s) => (s.key === next.key ? next : s));
}
