// Issue 31: a page offers only quick questions its own employee answers from the data: each one,
// asked of that employee on a generated ledger with goals and debts, gets an answer of its own (not
// the overview, not "what I can do", not a handoff to someone else).
import { describe, expect, it } from 'vitest';
import { quickActionsFor } from '../../core/chat/quick-actions.ts';
import { builtInReply, specificReply } from '../../core/chat/responders.ts';
import { buildChatDataSummary } from '../../core/chat/summary.ts';
import { TEAM_MEMBER_KEYS } from '../../core/employees.ts';
import { generateLedger } from '../support/answer-bank.ts';

const l = generateLedger(7);
const data = buildChatDataSummary({
  today: l.today,
  email: 'pat@example.test',
  ledger: l.transactions,
  balance: { cents: 0, source: 'none', asOf: null },
  businessAccounts: [],
  documents: [
    { fileName: 'checking.csv', status: 'completed', imported: 40, duplicates: 2, needsReview: 0, createdAt: `${l.today}T09:00:00.000Z`, error: null },
  ],
  tag: { total: l.transactions.length, needsReview: 0, bySource: {}, rules: 0, patterns: 0 },
  netWorthCents: 1_500_000,
  debtAccounts: [{ name: 'Visa', balanceCents: 250_000, aprPct: 22.9, minimum: { kind: 'fixed', cents: 7_500 } }],
});

describe('quick actions', () => {
  for (const employee of TEAM_MEMBER_KEYS) {
    for (const q of quickActionsFor(employee)) {
      it(`${employee}: "${q}" is answered by ${employee} itself`, () => {
        // Luna's and Automa's answers are their overviews (music, rules); the others answer the question itself
        const r = ['luna', 'automa'].includes(employee) ? builtInReply(employee, q, data) : specificReply(employee, q, data);
        expect(r, 'a specific answer, not the overview').not.toBeNull();
        expect(r!.content).not.toMatch(/can't answer|I'm [A-Z]\w+\. From your own data I can/);
        // Prime answers with the owner's answer and says who looks after it; the others answer as their own
        if (employee !== 'prime') expect(r!.content).not.toContain('looks after this');
      });
    }
  }
});
