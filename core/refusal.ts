// A use-case's refusal in the user's words. Services raise it; the HTTP layer maps its kind to a status
// once (server/http/errors.ts), so no service knows about HTTP.
export type RefusalKind = 'invalid' | 'not_found' | 'conflict';

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    /** the field the refusal is about (a 400 names it), e.g. "actions.0.category" */
    readonly field?: string,
  ) {
    super(message);
  }
}
