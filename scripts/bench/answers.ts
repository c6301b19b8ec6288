// npm run bench:answers: the built-in answers (no model) scored on generated ledgers and questions
// (tests/support/answer-bank.ts): each question goes to one employee in turn, the reply is right
// when it gives the true figure, or says it did not understand a name the ledger lacks. Prints one
// JSON line: questions, right, rate, wrongFigure (a figure given where "I didn't understand" was
// possible), by shape and by employee. BENCH_LEDGERS (default 40) × BENCH_QUESTIONS (default 50),
// ledgers from seed BENCH_SEED (default 1); BENCH_MISSES=1 prints the wrong replies to stderr.
import { buildChatDataSummary } from '../../core/chat/summary.ts';
import { answersFromData, builtInReply } from '../../core/chat/responders.ts';
import { TEAM_MEMBER_KEYS, type TeamMemberKey } from '../../core/employees.ts';
import { FIGURE, generateLedger, questionsFor, score } from '../../tests/support/answer-bank.ts';

const LEDGERS = Number(process.env.BENCH_LEDGERS ?? 40);
const PER_LEDGER = Number(process.env.BENCH_QUESTIONS ?? 50);
const FIRST_SEED = Number(process.env.BENCH_SEED ?? 1);

export function runAnswersBench(ledgers = LEDGERS, perLedger = PER_LEDGER, firstSeed = FIRST_SEED) {
  const employees = TEAM_MEMBER_KEYS.filter((e) => e === 'prime' || answersFromData(e));
  const byShape: Record<string, { questions: number; right: number }> = {};
  const byEmployee: Record<string, { questions: number; right: number }> = {};
  const misses: { employee: TeamMemberKey; shape: string; question: string; expect: string[]; reply: string }[] = [];
  let questions = 0;
  let right = 0;
  let wrongFigure = 0;
  let turn = 0;
  for (let seed = firstSeed; seed < firstSeed + ledgers; seed++) {
    const l = generateLedger(seed);
    const data = buildChatDataSummary({
      today: l.today,
      email: 'bench@example.com',
      ledger: l.transactions,
      balance: { cents: 0, source: 'none', asOf: null },
      businessAccounts: [],
      documents: [],
      tag: { total: l.transactions.length, needsReview: 0, bySource: {}, rules: 0, patterns: 0 },
      goals: l.goals,
      debtAccounts: l.debts,
      netWorthCents: l.netWorthCents,
    });
    for (const q of questionsFor(l, perLedger)) {
      const employee = employees[turn++ % employees.length]!;
      // Harmony keeps her feelings answers for what is not put as a question: give her questions
      const text = employee === 'harmony' && !/\?\s*$/.test(q.text) ? `${q.text}?` : q.text;
      const reply = builtInReply(employee, text, data)?.content ?? '';
      const ok = score(q, reply);
      questions++;
      if (ok) right++;
      else if (misses.length < Number(process.env.BENCH_MISSES_MAX ?? 20))
        misses.push({ employee, shape: q.shape, question: text, expect: [...q.expect, String(q.pattern ?? '')], reply: reply.slice(0, 400) });
      if (q.noFigure && FIGURE.test(reply)) wrongFigure++;
      for (const [map, key] of [
        [byShape, q.shape],
        [byEmployee, employee],
      ] as const) {
        const e = (map[key] ??= { questions: 0, right: 0 });
        e.questions++;
        if (ok) e.right++;
      }
    }
  }
  return { bench: 'answers', ledgers, questions, right, rate: Math.round((right / questions) * 1000) / 1000, wrongFigure, byShape, byEmployee, misses };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { misses, ...line } = runAnswersBench();
  if (process.env.BENCH_MISSES) for (const m of misses) console.error(JSON.stringify(m));
  console.log(JSON.stringify(line));
}
