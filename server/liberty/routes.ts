// Liberty's debts and the payoff plans side by side (core/liberty/debt-plan.ts does the maths).
import { Router } from 'express';
import { z } from 'zod';
import type { DebtDto, DebtPlanDto, DebtPlansDto, DebtProposalDto } from '../../core/liberty/api.ts';
import { debtsOf } from '../../core/chat/summary.ts';
import { detectRecurringDetailed } from '../../core/crystal/recurring.ts';
import { projectCashFlow } from '../../core/crystal/forecast.ts';
import { safeExtra } from '../../core/liberty/safe-extra.ts';
import type { Ledger } from '../../services/ledger/ledger.ts';
import { todayIso } from '../../services/clock.ts';
import { DEBT_KINDS } from '../../core/goalie/kinds.ts';
import { minimumsDue, planProblems, simulate, statementFigures, strategyOrder, type Debt, type Strategy } from '../../core/liberty/debt-plan.ts';
import { StaleEdit } from '../../db/repos/goals.ts';
import { DuplicateDebtName, engineDebt, type DebtRow, type DebtsRepo } from '../../db/repos/debts.ts';
import { MAX_PLANNING_CENTS } from '../../core/planning-limits.ts';
import { capRefusal, paged, pageQuery } from '../http/paging.ts';
import { currentUser } from '../auth/middleware.ts';
import { HttpError, handle } from '../http/errors.ts';
import { idParams, oneValue, optionalName, requestInput, safeText } from '../http/input.ts';

const cents = z
  .number()
  .int('must be whole cents')
  .refine((n) => Math.abs(n) <= MAX_PLANNING_CENTS, `is too large (at most ${MAX_PLANNING_CENTS} cents either way)`);
const queryCents = oneValue(z.coerce.number().int().min(0).max(MAX_PLANNING_CENTS).optional());
const minimum = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), cents: cents }).strict(),
  z.object({ kind: z.literal('card'), floorCents: cents, percent: z.number().finite() }).strict(),
]);
const debtFields = {
  name: safeText(120)
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, 'must not be empty'),
  kind: z.enum(DEBT_KINDS),
  balanceCents: cents,
  apr: z.number().finite('must be a number'),
  minimum,
  promoApr: z.number().finite().nullable().optional(),
  promoMonths: z.number().int().nullable().optional(),
  dueDay: z.number().int().min(1).max(31).nullable().optional(),
  linkedAccount: optionalName(80),
  /** true: this debt is not the account it looks like (same name or last four digits); count both */
  accountUnlinked: z.boolean().optional(),
};
const createBody = z.object(debtFields).strict();
const editBody = z
  .object({ ...debtFields, updatedAt: z.string().datetime({ offset: true }) })
  .partial()
  .required({ updatedAt: true })
  .strict();
const planQuery = z
  .object({
    budget: queryCents,
    buffer: queryCents,
    order: oneValue(safeText(4000).optional()),
  })
  .strict();

const budgetBody = z
  .object({
    monthlyBudgetCents: cents.refine((n) => n >= 0, 'must not be negative'),
    priority: z.number().int().min(1).max(100),
  })
  .strict();

/** Cap and duplicate-name refusals from the repository, as 409s naming what clashed. */
function debtRefusal(err: unknown): never {
  if (err instanceof DuplicateDebtName) throw new HttpError(409, err.message, undefined, 'name');
  return capRefusal(err);
}
/** One debt checked alone (balance, APR, a minimum that covers the interest): a 400 naming the field. */
function checkDebt(d: Debt): void {
  const first = planProblems([d], Number.MAX_SAFE_INTEGER, 'avalanche')[0];
  if (first) {
    const field = first.field.replace(/^debts\.0\./, '').replace(/^balance$/, 'balanceCents');
    throw new HttpError(400, `${field}: ${first.message}`, undefined, field);
  }
}

function debtDto(r: DebtRow): DebtDto {
  const f = statementFigures(engineDebt(r));
  return {
    id: r.id,
    name: r.name,
    kind: r.kind,
    balanceCents: r.balanceCents,
    apr: r.apr,
    minimum: r.minimum,
    promoApr: r.promoApr,
    promoMonths: r.promoMonths,
    dueDay: r.dueDay,
    linkedAccount: r.linkedAccount,
    accountUnlinked: r.accountUnlinked,
    updatedAt: r.updatedAt.toISOString(),
    minimumOnlyMonths: f.minimumOnlyMonths,
    payment36Cents: f.payment36Cents,
    payment36Months: f.payment36Months,
    payment36IsMinimum: f.payment36IsMinimum,
  };
}

function planDto(rows: readonly DebtRow[], budget: number, strategy: Strategy): DebtPlanDto {
  const plan = simulate(rows.map(engineDebt), budget, strategy);
  return {
    strategy: plan.strategy,
    months: plan.months,
    totalInterestCents: plan.totalInterestCents,
    warning: plan.warning,
    debts: plan.debts.map((d, i) => ({ id: rows[i]!.id, name: d.name, payoffMonth: d.payoffMonth, interestCents: d.interestCents })),
    totalByMonth: plan.balances.map((b) => b.reduce((s, x) => s + x, 0)),
  };
}

export function debtRoutes(debts: DebtsRepo, ledger: Ledger): Router {
  const router = Router();

  // payments Crystal sees recurring to cards and loans, offered as debts with payee, payment and day filled in
  router.get(
    '/debts/proposals',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const page = requestInput(req, { query: pageQuery }).query;
      const today = todayIso();
      const [txs, have] = await Promise.all([ledger.window(userId, today), debts.list(userId)]);
      const known = new Set(have.map((d) => d.name.trim().toLowerCase()));
      const proposals: DebtProposalDto[] = debtsOf(txs, detectRecurringDetailed(txs, today), today)
        .series.filter((s) => s.period === 'monthly' && !known.has(s.merchant.trim().toLowerCase()))
        .map((s) => ({
          payee: s.merchant,
          kind: s.subcategory === 'Loan Payment' ? 'personal loan' : 'credit card',
          paymentCents: s.averageCents,
          dueDay: Number(s.nextExpectedDate.slice(8, 10)),
          lastDate: s.lastDate,
        }));
      res.json({ proposals: paged(res, proposals, page) });
    }),
  );

  router.get(
    '/debts',
    handle(async (req, res) => {
      const page = requestInput(req, { query: pageQuery }).query;
      res.json({ debts: paged(res, (await debts.list(currentUser(req).id)).map(debtDto), page) });
    }),
  );

  router.post(
    '/debts',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const body = requestInput(req, { body: createBody }).body;
      checkDebt(engineDebt({ ...body, promoApr: body.promoApr ?? null, promoMonths: body.promoMonths ?? null }));
      res.status(201).json(debtDto(await debts.create(userId, body).catch(debtRefusal)));
    }),
  );

  router.patch(
    '/debts/:id',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const {
        params: { id },
        body,
      } = requestInput(req, { params: idParams('Debt not found.'), body: editBody });
      const current = (await debts.list(userId)).find((d) => d.id === id);
      if (!current) throw new HttpError(404, 'Debt not found.');
      const { updatedAt, ...fields } = body;
      checkDebt(
        engineDebt({
          ...current,
          ...fields,
          promoApr: fields.promoApr === undefined ? current.promoApr : fields.promoApr,
          promoMonths: fields.promoMonths === undefined ? current.promoMonths : fields.promoMonths,
        }),
      );
      try {
        const row = await debts.update(userId, id, updatedAt, fields);
        res.json(debtDto(row!));
      } catch (err) {
        if (err instanceof StaleEdit) throw new HttpError(409, err.message);
        return debtRefusal(err);
      }
    }),
  );

  router.delete(
    '/debts/:id',
    handle(async (req, res) => {
      const { id } = requestInput(req, { params: idParams('Debt not found.') }).params;
      if (!(await debts.remove(currentUser(req).id, id))) throw new HttpError(404, 'Debt not found.');
      res.status(204).end();
    }),
  );

  // the monthly amount the user pays towards debts, and its priority against the goals
  router.put(
    '/debts/budget',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const body = requestInput(req, { body: budgetBody }).body;
      const rows = await debts.list(userId);
      if (!rows.length) throw new HttpError(400, 'Add a debt first.', undefined, 'debts');
      // checked on its own: planProblems stops at a problem with the debts themselves (two of one name
      // saved before names were unique), which let any budget through
      const minimums = minimumsDue(rows.map(engineDebt));
      if (body.monthlyBudgetCents < minimums) {
        throw new HttpError(400, `monthlyBudgetCents: the monthly budget must be at least the minimums, ${minimums} cents.`, undefined, 'monthlyBudgetCents');
      }
      await debts.setBudget(userId, body.monthlyBudgetCents, body.priority);
      res.json({ budgetCents: body.monthlyBudgetCents, priority: body.priority });
    }),
  );

  // avalanche and snowball side by side (and the user's order, when given), for a monthly budget
  router.get(
    '/debts/plan',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const rows = await debts.list(userId);
      const { budget, order, buffer } = requestInput(req, { query: planQuery }).query;
      if (!rows.length) throw new HttpError(400, 'Add a debt first.', undefined, 'debts');
      const engine = rows.map(engineDebt);
      const minimums = minimumsDue(engine);
      const saved = await debts.budget(userId);
      const monthlyBudgetCents = budget ?? (saved.budgetCents !== null && saved.budgetCents >= minimums ? saved.budgetCents : minimums);
      const custom = order ? order.split(',').map((id) => rows.find((r) => r.id === id)?.name ?? `unknown ${id}`) : null;
      const problem = planProblems(engine, monthlyBudgetCents, custom ?? 'avalanche')[0];
      if (problem)
        throw new HttpError(
          400,
          problem.message,
          undefined,
          problem.field === 'monthlyBudget' ? 'budget' : problem.field === 'strategy' ? 'order' : problem.field,
        );
      const minimumOnly = simulate(engine, null, 'avalanche');
      const today = todayIso();
      const [txs, balance] = await Promise.all([ledger.window(userId, today), ledger.statedBalance(userId)]);
      const bufferCents = buffer ?? 50_000;
      const safe =
        balance.source === 'statement'
          ? {
              ...safeExtra(projectCashFlow(txs, today, balance.cents, 90).points, balance.cents, bufferCents),
              startingCents: balance.cents,
              asOf: balance.asOf,
            }
          : null;
      const out: DebtPlansDto = {
        saved: saved.budgetCents === null ? null : { budgetCents: saved.budgetCents, priority: saved.priority },
        safeExtra: safe && { cents: safe.extraCents, bufferCents, limitingDate: safe.limitingDate, startingCents: safe.startingCents, asOf: safe.asOf },
        monthlyBudgetCents,
        minimumsCents: minimums,
        plans: [
          planDto(rows, monthlyBudgetCents, 'avalanche'),
          planDto(rows, monthlyBudgetCents, 'snowball'),
          ...(custom ? [planDto(rows, monthlyBudgetCents, custom)] : []),
        ],
        strategyOrders: {
          avalanche: strategyOrder(engine, 'avalanche').map((i) => rows[i]!.id),
          snowball: strategyOrder(engine, 'snowball').map((i) => rows[i]!.id),
        },
        minimumOnly: {
          months: minimumOnly.months,
          totalInterestCents: minimumOnly.totalInterestCents,
          totalByMonth: minimumOnly.balances.map((b) => b.reduce((s, x) => s + x, 0)),
        },
      };
      res.json(out);
    }),
  );

  return router;
}
