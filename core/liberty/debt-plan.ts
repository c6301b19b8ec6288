// Liberty's debt payoff plans: month by month, in integer cents. Interest = balance × APR ÷ 12 (the
// promotional rate while it lasts), every minimum is paid, the rest of the monthly budget goes to the
// target debt, and a paid-off debt's payment rolls on to the next. Pure; the CLI and the server call it.

export const MAX_MONTHS = 600;
export const MAX_DEBTS = 100;

export type MinimumRule =
  | { kind: 'fixed'; cents: number }
  /** a card's rule: the larger of a floor and `percent` of the balance plus that month's interest */
  | { kind: 'card'; floorCents: number; percent: number };

export interface Debt {
  name: string;
  balanceCents: number;
  /** yearly rate in percent: 19.99 */
  aprPct: number;
  minimum: MinimumRule;
  /** a promotional yearly rate for the first `promoMonths` months */
  promoAprPct?: number;
  promoMonths?: number;
}

/** avalanche: highest rate first; snowball: smallest balance first; or the debts' names in the user's order */
export type Strategy = 'avalanche' | 'snowball' | readonly string[];

export interface DebtOutcome {
  name: string;
  /** 1-based month it is paid off in, null if not within MAX_MONTHS */
  payoffMonth: number | null;
  interestCents: number;
  paidCents: number;
}

export interface PlanResult {
  strategy: string;
  /** months until every debt is paid, null if not within MAX_MONTHS */
  months: number | null;
  totalInterestCents: number;
  debts: DebtOutcome[];
  /** each month's balances, debt by debt (for the chart) */
  balances: number[][];
  /** why the plan never ends, when it does not */
  warning: string | null;
}

export interface PlanProblem {
  /** the input field it is about: "debts.1.minimum", "monthlyBudget" */
  field: string;
  message: string;
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function monthlyRate(d: Debt, month: number): number {
  const apr = d.promoAprPct !== undefined && month <= (d.promoMonths ?? 0) ? d.promoAprPct : d.aprPct;
  return apr / 100 / 12;
}

/** This month's interest on `balance`, rounded half up to the cent. */
export function interestFor(d: Debt, balance: number, month: number): number {
  return Math.round(balance * monthlyRate(d, month));
}

/** The minimum due on a balance before this month's interest (capped at what is owed after it). */
export function minimumDue(d: Debt, balance: number, interest: number): number {
  const due = d.minimum.kind === 'fixed' ? d.minimum.cents : Math.max(d.minimum.floorCents, Math.round((balance * d.minimum.percent) / 100) + interest);
  return Math.min(due, balance + interest);
}

/** What the debts ask this month at the least: each one's minimum on its balance and first month's interest. */
export function minimumsDue(debts: readonly Debt[]): number {
  return debts.reduce((s, d) => s + minimumDue(d, d.balanceCents, interestFor(d, d.balanceCents, 1)), 0);
}

/** What is wrong with these debts and budget, field by field; [] when a plan can be made. */
export function planProblems(debts: readonly Debt[], monthlyBudgetCents: number, strategy: Strategy): PlanProblem[] {
  const out: PlanProblem[] = [];
  if (debts.length === 0) out.push({ field: 'debts', message: 'Add at least one debt.' });
  if (debts.length > MAX_DEBTS) out.push({ field: 'debts', message: `At most ${MAX_DEBTS} debts can be planned at once (got ${debts.length}).` });
  const names = new Set<string>();
  debts.forEach((d, i) => {
    const at = `debts.${i}`;
    if (!d.name.trim()) out.push({ field: `${at}.name`, message: `Debt ${i + 1} needs a name.` });
    if (names.has(d.name)) out.push({ field: `${at}.name`, message: `Two debts are called "${d.name}"; give each its own name.` });
    names.add(d.name);
    if (!Number.isSafeInteger(d.balanceCents) || d.balanceCents <= 0)
      out.push({ field: `${at}.balance`, message: `${d.name}: the balance must be more than zero.` });
    if (!(d.aprPct >= 0 && d.aprPct <= 100)) out.push({ field: `${at}.apr`, message: `${d.name}: the APR must be between 0 and 100 %.` });
    if (d.promoAprPct !== undefined && !(d.promoAprPct >= 0 && d.promoAprPct <= 100))
      out.push({ field: `${at}.promoApr`, message: `${d.name}: the promotional APR must be between 0 and 100 %.` });
    if (d.promoMonths !== undefined && !(Number.isInteger(d.promoMonths) && d.promoMonths >= 0 && d.promoMonths <= MAX_MONTHS)) {
      out.push({ field: `${at}.promoMonths`, message: `${d.name}: the promotional months must be a whole number from 0 to ${MAX_MONTHS}.` });
    }
    const m = d.minimum;
    if (m.kind === 'fixed' && !(Number.isSafeInteger(m.cents) && m.cents > 0))
      out.push({ field: `${at}.minimum`, message: `${d.name}: the minimum payment must be more than zero.` });
    if (m.kind === 'card' && !(Number.isSafeInteger(m.floorCents) && m.floorCents >= 0 && m.percent > 0 && m.percent <= 100)) {
      out.push({ field: `${at}.minimum`, message: `${d.name}: a card minimum needs a floor of zero or more and a percentage above 0 and at most 100.` });
    }
    // a fixed minimum that never covers the interest: the balance only grows while it alone is paid
    if (m.kind === 'fixed' && m.cents > 0 && d.balanceCents > 0 && d.aprPct >= 0) {
      const interest = Math.round(d.balanceCents * (d.aprPct / 100 / 12));
      if (m.cents <= interest) {
        out.push({
          field: `${at}.minimum`,
          message: `${d.name}: the minimum of ${money(m.cents)} does not cover the ${money(interest)} of interest a month at ${d.aprPct} %; the balance would never go down.`,
        });
      }
    }
  });
  if (out.length) return out;
  const firstMinimums = minimumsDue(debts);
  if (!Number.isSafeInteger(monthlyBudgetCents) || monthlyBudgetCents < firstMinimums) {
    out.push({ field: 'monthlyBudget', message: `The monthly budget must be at least the minimums, ${money(firstMinimums)}.` });
  }
  if (Array.isArray(strategy)) {
    const order = strategy as readonly string[];
    const missing = debts.filter((d) => !order.includes(d.name)).map((d) => d.name);
    const unknown = order.filter((n) => !names.has(n));
    if (missing.length || unknown.length || new Set(order).size !== order.length) {
      out.push({
        field: 'strategy',
        message: `A custom order lists every debt once by name${missing.length ? `; missing: ${missing.join(', ')}` : ''}${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}.`,
      });
    }
  }
  return out;
}

/** The debts' indexes in the order extra money goes to them this month. */
function targetOrder(debts: readonly Debt[], balances: readonly number[], strategy: Strategy, month: number): number[] {
  const idx = debts.map((_, i) => i);
  if (strategy === 'avalanche') {
    // the rate that applies this month (a 0 % promotion waits its turn), then the smaller balance
    return idx.sort((a, b) => monthlyRate(debts[b]!, month) - monthlyRate(debts[a]!, month) || balances[a]! - balances[b]! || a - b);
  }
  if (strategy === 'snowball') {
    return idx.sort((a, b) => debts[a]!.balanceCents - debts[b]!.balanceCents || debts[b]!.aprPct - debts[a]!.aprPct || a - b);
  }
  const order = strategy as readonly string[];
  return idx.sort((a, b) => order.indexOf(debts[a]!.name) - order.indexOf(debts[b]!.name));
}

/** The debts' indexes in the order a named strategy pays them first, as of the first month. */
export function strategyOrder(debts: readonly Debt[], strategy: 'avalanche' | 'snowball'): number[] {
  return targetOrder(
    debts,
    debts.map((d) => d.balanceCents),
    strategy,
    1,
  );
}

/** Which named strategy a payoff order (debt ids, first paid first) is the same as, if any. */
export function sameOrderAs(order: readonly string[], orders: { avalanche: readonly string[]; snowball: readonly string[] }): 'avalanche' | 'snowball' | null {
  const same = (o: readonly string[]) => o.length === order.length && o.every((id, i) => id === order[i]);
  return same(orders.avalanche) ? 'avalanche' : same(orders.snowball) ? 'snowball' : null;
}

/**
 * Pays the debts down month by month with `monthlyBudgetCents` (null: only each minimum, as a
 * statement's "minimum payment warning" assumes). Call planProblems first; this assumes valid input.
 */
export function simulate(debts: readonly Debt[], monthlyBudgetCents: number | null, strategy: Strategy): PlanResult {
  const balances = debts.map((d) => d.balanceCents);
  const outcomes: DebtOutcome[] = debts.map((d) => ({ name: d.name, payoffMonth: null, interestCents: 0, paidCents: 0 }));
  const history: number[][] = [];
  let month = 0;
  let warning: string | null = null;
  while (balances.some((b) => b > 0) && month < MAX_MONTHS) {
    month++;
    const owed = balances.map((b, i) => (b > 0 ? b + interestFor(debts[i]!, b, month) : 0));
    const minimums = balances.map((b, i) => (b > 0 ? minimumDue(debts[i]!, b, owed[i]! - b) : 0));
    debts.forEach((_, i) => {
      if (balances[i]! <= 0) return;
      outcomes[i]!.interestCents += owed[i]! - balances[i]!;
      balances[i] = owed[i]! - minimums[i]!;
      outcomes[i]!.paidCents += minimums[i]!;
    });
    if (monthlyBudgetCents !== null) {
      let extra = monthlyBudgetCents - minimums.reduce((s, m) => s + m, 0);
      for (const i of targetOrder(debts, balances, strategy, month)) {
        if (extra <= 0) break;
        const pay = Math.min(extra, balances[i]!);
        balances[i] = balances[i]! - pay;
        outcomes[i]!.paidCents += pay;
        extra -= pay;
      }
    }
    balances.forEach((b, i) => {
      if (b <= 0 && outcomes[i]!.payoffMonth === null) outcomes[i]!.payoffMonth = month;
    });
    history.push([...balances]);
  }
  const unpaid = outcomes.filter((o, i) => balances[i]! > 0).map((o) => o.name);
  if (unpaid.length) {
    warning = `After ${MAX_MONTHS} months ${unpaid.join(', ')} ${unpaid.length === 1 ? 'is' : 'are'} still not paid off: the payments barely cover the interest.`;
  }
  return {
    strategy: Array.isArray(strategy) ? 'custom' : (strategy as string),
    months: unpaid.length ? null : month,
    totalInterestCents: outcomes.reduce((s, o) => s + o.interestCents, 0),
    debts: outcomes,
    balances: history,
    warning,
  };
}

/**
 * The two figures a card statement must show (US CARD Act): how many months paying only the minimum
 * takes, and the fixed monthly payment that clears the balance in 36 months (to the cent, found by
 * bisection over the same month-by-month rules). A payment below this month's minimum is never
 * proposed: when the minimum already clears it sooner, the figure is the minimum and its months.
 */
export function statementFigures(d: Debt): {
  minimumOnlyMonths: number | null;
  minimumOnlyInterestCents: number;
  payment36Cents: number;
  /** how many months payment36Cents takes: 36, or fewer when it is the minimum */
  payment36Months: number;
  /** true when the 36-month payment would be below the minimum, so the minimum is shown instead */
  payment36IsMinimum: boolean;
} {
  const alone = simulate([d], null, 'avalanche');
  const clearsIn = (cents: number) => simulate([{ ...d, minimum: { kind: 'fixed', cents } }], null, 'avalanche').months;
  let lo = 1;
  let hi = d.balanceCents * 2 + 100;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    const months = clearsIn(mid);
    if (months !== null && months <= 36) hi = mid;
    else lo = mid + 1;
  }
  const minimumNow = minimumDue(d, d.balanceCents, interestFor(d, d.balanceCents, 1));
  const atMinimum = lo < minimumNow;
  const payment = atMinimum ? minimumNow : lo;
  return {
    minimumOnlyMonths: alone.months,
    minimumOnlyInterestCents: alone.totalInterestCents,
    payment36Cents: payment,
    payment36Months: clearsIn(payment) ?? 36,
    payment36IsMinimum: atMinimum,
  };
}
