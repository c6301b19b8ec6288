// Prime's API shapes: routing a question and the smart handoffs (server/prime/routes.ts).

/** POST /api/prime/ask {question} */
export interface PrimeAskResult {
  /** 'answer': Prime answers a money question itself, with the answer of the employee who looks after it */
  kind: 'route' | 'pricing' | 'help' | 'answer';
  /** the employee Prime routes to (kind 'route') */
  employee: string | null;
  /** where the browser goes after delayMs (employee route or /pricing); null for help */
  route: string | null;
  message: string;
  delayMs: number;
  /** for kind 'route': the smart handoff the receiving employee opens with (kept in session storage) */
  handoffId: string | null;
  confidence: number;
  /** the answer to the question from the user's data (the employee's built-in answer), else Prime's message */
  reply: { content: string; dataUsed: string[] };
}

/** POST /api/prime/handoffs/:id/claim {employee}: the receiving employee takes the question once. */
export interface HandoffDto {
  id: string;
  question: string;
  employee: string;
  context: Record<string, unknown>;
  expiresAt: string;
}
