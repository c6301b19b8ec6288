// Issue 31: the built-in answers of every employee that answers from data, scored on generated
// ledgers and questions of every shape (tests/support/answer-bank/) with ground truth from the
// generated rows: the bench's own run (npm run bench:answers) on ledgers it does not use.
import { describe, expect, it } from 'vitest';
import { runAnswersBench } from '../../scripts/bench/answers.ts';

describe('built-in answers on generated ledgers', () => {
  it('are right for ≥ 98 % of 320 questions of every shape and employee, and never give a figure for a name the ledger lacks', () => {
    const r = runAnswersBench(8, 40, 500);
    expect(r.questions).toBe(320);
    expect(r.wrongFigure, JSON.stringify(r.misses.slice(0, 5))).toBe(0);
    expect(Object.keys(r.byShape).length).toBeGreaterThanOrEqual(17);
    expect(Object.keys(r.byEmployee)).toHaveLength(15);
    expect(r.right / r.questions, JSON.stringify(r.misses.slice(0, 5))).toBeGreaterThanOrEqual(0.98);
  });
});
