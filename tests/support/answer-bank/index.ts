// Issue 31's question generator: seeded ledgers (ledger.ts) and templated questions over them in many
// phrasings, every shape the reader knows and the domain questions, each with its truth computed from
// the generated rows and planner, independently of the reader under test; `score` checks a reply.
import { mulberry32 } from '../../../core/seeded-random.ts';
import { domainQuestion } from './domain-questions.ts';
import type { GeneratedLedger } from './ledger.ts';
import { ledgerQuestion } from './ledger-questions.ts';
import type { BankQuestion } from './questions.ts';

export { type GeneratedLedger, generateLedger } from './ledger.ts';
export type { BankQuestion, BankShape } from './questions.ts';
export { FIGURE, score } from './score.ts';

/** Ledger questions (12 kinds) and domain questions (6 kinds), in turn with a random start. */
const KINDS = 18;

/** `n` questions over the ledger, with their truths. */
export function questionsFor(ledger: GeneratedLedger, n: number): BankQuestion[] {
  const r = mulberry32(ledger.seed * 7919 + 13);
  const out: BankQuestion[] = [];
  let k = Math.floor(r() * KINDS);
  for (let tries = 0; out.length < n && tries < n * 4; tries++, k++) {
    const kind = k % KINDS;
    const q = kind < 12 ? ledgerQuestion(ledger, r, kind) : domainQuestion(ledger, r, kind - 12);
    if (q) out.push(q);
  }
  return out;
}
