// The JSON a debt plan is asked with (the plan:debts CLI and, later, the API): dollars and percent as
// people write them, read into cents and checked field by field.
import { z } from 'zod';
import { MAX_DEBTS, planProblems, simulate, statementFigures, type Debt, type PlanProblem, type Strategy } from './debt-plan.ts';

const dollars = z.number().finite('must be a number');
const toCents = (n: number) => Math.round(n * 100);

export const planInputSchema = z
  .object({
    debts: z
      .array(
        z
          .object({
            name: z.string().max(120),
            balance: dollars,
            apr: dollars,
            minimum: z.union([dollars, z.object({ floor: dollars, percent: dollars }).strict()]),
            promoApr: dollars.optional(),
            promoMonths: z.number().int('must be a whole number of months').optional(),
          })
          .strict(),
      )
      .max(10_000),
    monthlyBudget: dollars,
    strategy: z.union([z.enum(['avalanche', 'snowball']), z.array(z.string()).max(MAX_DEBTS * 10)]),
  })
  .strict();

export interface PlanOutput {
  strategy: string;
  months: number | null;
  totalInterest: number;
  debts: { name: string; payoffMonth: number | null; interest: number; minimumOnlyMonths: number | null; payment36: number }[];
  minimumOnly: { months: number | null; totalInterest: number };
  interestSaved: number;
  warning: string | null;
}

const dollarsOf = (cents: number) => Math.round(cents) / 100;

/** Reads and checks the input; the problems name their field ("debts.0.apr"). */
export function readPlanInput(raw: unknown): { debts: Debt[]; budgetCents: number; strategy: Strategy } | { problems: PlanProblem[] } {
  const parsed = planInputSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      problems: parsed.error.issues.map((i) => ({
        field: i.path.map(String).join('.') || 'input',
        message: `${i.path.map(String).join('.') || 'input'}: ${i.message}`,
      })),
    };
  }
  const debts: Debt[] = parsed.data.debts.map((d) => ({
    name: d.name,
    balanceCents: toCents(d.balance),
    aprPct: d.apr,
    minimum:
      typeof d.minimum === 'number'
        ? { kind: 'fixed', cents: toCents(d.minimum) }
        : { kind: 'card', floorCents: toCents(d.minimum.floor), percent: d.minimum.percent },
    ...(d.promoApr === undefined ? {} : { promoAprPct: d.promoApr }),
    ...(d.promoMonths === undefined ? {} : { promoMonths: d.promoMonths }),
  }));
  const budgetCents = toCents(parsed.data.monthlyBudget);
  const problems = planProblems(debts, budgetCents, parsed.data.strategy);
  return problems.length ? { problems } : { debts, budgetCents, strategy: parsed.data.strategy };
}

/** The plan in the CLI's stable shape: amounts as decimal numbers of the debts' currency. */
export function planOutput(debts: readonly Debt[], budgetCents: number, strategy: Strategy): PlanOutput {
  const plan = simulate(debts, budgetCents, strategy);
  const minimumOnly = simulate(debts, null, strategy);
  return {
    strategy: plan.strategy,
    months: plan.months,
    totalInterest: dollarsOf(plan.totalInterestCents),
    debts: plan.debts.map((d, i) => {
      const figures = statementFigures(debts[i]!);
      return {
        name: d.name,
        payoffMonth: d.payoffMonth,
        interest: dollarsOf(d.interestCents),
        minimumOnlyMonths: figures.minimumOnlyMonths,
        payment36: dollarsOf(figures.payment36Cents),
      };
    }),
    minimumOnly: { months: minimumOnly.months, totalInterest: dollarsOf(minimumOnly.totalInterestCents) },
    interestSaved: dollarsOf(minimumOnly.totalInterestCents - plan.totalInterestCents),
    warning: plan.warning ?? (minimumOnly.warning ? `Paying only the minimums: ${minimumOnly.warning}` : null),
  };
}
