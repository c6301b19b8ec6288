// Whether a reply answers a generated question right: the true figure (a money string as the pages
// write it), the name, the count or the yes/no; for a name the ledger lacks, "I didn't understand"
// and no figure.
import type { BankQuestion } from './questions.ts';

export const FIGURE = /[$£€]\s?\d[\d,]*\.\d\d/;
const NOT_UNDERSTOOD =
  /didn.t understand|did not understand|don.t (?:know|see|have) .*(?:merchant|name)|no (?:merchant|payee|category) (?:called|named)|isn.t in your (?:ledger|transactions)|not in your (?:ledger|transactions)|couldn.t find/i;

export function score(q: BankQuestion, reply: string): boolean {
  if (q.noFigure) return NOT_UNDERSTOOD.test(reply) && !FIGURE.test(reply);
  return (
    q.expect.every((e) => reply.includes(e)) &&
    (q.anyOf === undefined || q.anyOf.some((a) => reply.includes(a))) &&
    (q.pattern === undefined || q.pattern.test(reply)) &&
    (q.not === undefined || !q.not.test(reply))
  );
}
