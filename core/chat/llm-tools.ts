// The tools a configured LLM is given (function calling), so its figures come from the same functions
// as the built-in answers and the pages: the shared question reader, the team's answer from the
// user's data, and the shared monthly figures. Arguments arrive as the model wrote them; bad ones get
// an error the model can read and correct, never an exception.
import { z } from 'zod';
import { TEAM_MEMBER_KEYS, type TeamMemberKey } from '../employees.ts';
import { dueInWindow } from './due.ts';
import { readFor } from './general-reply.ts';
import type { BuiltInReply } from './responder-types.ts';
import type { ChatDataSummary } from './summary.ts';

/** The OpenAI function-calling shape (chat.completions `tools`). */
export interface ToolSpec {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export const LLM_TOOLS: readonly ToolSpec[] = [
  {
    type: 'function',
    function: {
      name: 'answer_from_data',
      description:
        "The team's answer to a money question from the user's own data (totals, counts, biggest payments, comparisons, bills due, subscriptions, affordability, debt plans, freedom), with the period and rows it used. Quote its figures as they are.",
      parameters: {
        type: 'object',
        properties: {
          question: { type: 'string', description: 'the question in plain words, e.g. "How much did I spend on groceries last month?"' },
          employee: { type: 'string', enum: [...TEAM_MEMBER_KEYS], description: 'who answers (default: you)' },
        },
        required: ['question'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'read_question',
      description:
        "How the product reads a question: its shape, topic, period (dates), amounts and the merchants or categories it names in the user's ledger, and what it could not read.",
      parameters: {
        type: 'object',
        properties: { question: { type: 'string' } },
        required: ['question'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'shared_figures',
      description:
        'The figures every page shows: monthly income, spending and surplus (with the statistic), savings rate, full months, and what is due in the next 30 days.',
      parameters: { type: 'object', properties: {}, additionalProperties: false },
    },
  },
];

const questionArgs = z.object({ question: z.string().trim().min(1, 'question must be a non-empty string').max(1000) }).strict();
const answerArgs = questionArgs.extend({ employee: z.enum(TEAM_MEMBER_KEYS as unknown as [TeamMemberKey, ...TeamMemberKey[]]).optional() }).strict();

export interface ToolContext {
  employee: TeamMemberKey;
  data: ChatDataSummary;
  /** the team's answer from data (core/chat/responders.ts specificReply); passed in to keep this module below the responders */
  answer: (employee: TeamMemberKey, question: string, data: ChatDataSummary) => BuiltInReply | null;
}

/** Runs one tool call; always returns JSON text for the model, an `error` when the call was wrong. */
export function runTool(name: string, rawArgs: string, ctx: ToolContext): string {
  let args: unknown;
  try {
    args = rawArgs.trim() ? JSON.parse(rawArgs) : {};
  } catch {
    return JSON.stringify({ error: `bad arguments for ${name}: not JSON (${rawArgs.slice(0, 80)})` });
  }
  const bad = (e: z.ZodError) =>
    JSON.stringify({ error: `bad arguments for ${name}: ${e.issues.map((i) => `${i.path.join('.') || 'arguments'} ${i.message}`).join('; ')}` });
  switch (name) {
    case 'answer_from_data': {
      const p = answerArgs.safeParse(args);
      if (!p.success) return bad(p.error);
      const a = ctx.answer(p.data.employee ?? ctx.employee, p.data.question, ctx.data);
      return JSON.stringify(a ? { answer: a.content, dataUsed: a.dataUsed } : { answer: null, note: 'The data holds no answer to this question as asked.' });
    }
    case 'read_question': {
      const p = questionArgs.safeParse(args);
      if (!p.success) return bad(p.error);
      const { text: _text, ...q } = readFor(p.data.question, ctx.data);
      return JSON.stringify(q);
    }
    case 'shared_figures': {
      if (args === null || typeof args !== 'object' || Array.isArray(args) || Object.keys(args).length > 0) {
        return JSON.stringify({ error: 'bad arguments for shared_figures: it takes none ({})' });
      }
      return JSON.stringify(sharedFigures(ctx.data));
    }
    default:
      return JSON.stringify({ error: `no tool called ${name}; the tools are ${LLM_TOOLS.map((t) => t.function.name).join(', ')}` });
  }
}

/** Amounts as decimal numbers in the ledger's currency, as the figures CLI prints them. */
const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

function sharedFigures(data: ChatDataSummary) {
  const f = data.figures;
  const due = dueInWindow(data);
  return {
    today: data.today,
    fullMonths: f.surplus.months,
    monthlyIncome: { value: dollars(f.income.cents), statistic: f.income.statistic },
    monthlySpending: { value: dollars(f.spending.cents), statistic: f.spending.statistic },
    monthlySurplus: { value: dollars(f.surplus.cents), statistic: f.surplus.statistic },
    savingsRate: { value: f.savingsRate.rate, statistic: f.savingsRate.statistic },
    dueNext30Days: { payments: due.payments.length, total: dollars(due.totalCents), sentence: due.sentence },
  };
}
