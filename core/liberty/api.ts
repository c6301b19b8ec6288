// Liberty's API shapes: debts, payoff plans, proposals and the freedom figures (server/liberty/).

export interface DebtDto {
  id: string;
  name: string;
  kind: string;
  balanceCents: number;
  apr: number;
  minimum: { kind: 'fixed'; cents: number } | { kind: 'card'; floorCents: number; percent: number };
  promoApr: number | null;
  promoMonths: number | null;
  dueDay: number | null;
  linkedAccount: string | null;
  /** you said this debt is not the account it looks like: Ledger counts both */
  accountUnlinked: boolean;
  updatedAt: string;
  /** a card statement's two figures */
  minimumOnlyMonths: number | null;
  /** a fixed payment that clears it in 36 months, never below the minimum (then the minimum, sooner) */
  payment36Cents: number;
  payment36Months: number;
  payment36IsMinimum: boolean;
}

export interface DebtPlanDto {
  strategy: string;
  months: number | null;
  totalInterestCents: number;
  debts: { id: string; name: string; payoffMonth: number | null; interestCents: number }[];
  /** the total owed at the end of each month */
  totalByMonth: number[];
  warning: string | null;
}

export interface DebtPlansDto {
  monthlyBudgetCents: number;
  /** the budget and priority the user saved (PUT /api/debts/budget); null: not saved, the minimums are used */
  saved: { budgetCents: number; priority: number } | null;
  minimumsCents: number;
  plans: DebtPlanDto[];
  minimumOnly: { months: number | null; totalInterestCents: number; totalByMonth: number[] };
  /** the debt ids in the order each named strategy pays them first: "your order" that equals one is that plan */
  strategyOrders: { avalanche: string[]; snowball: string[] };
  /**
   * the most you could add each month without Crystal's 90-day projection (its pessimistic edge)
   * going under `bufferCents`; null without a statement balance to start from
   */
  safeExtra: { cents: number; bufferCents: number; limitingDate: string | null; startingCents: number; asOf: string | null } | null;
}

/** GET /api/freedom: Liberty's figures, each with what it was computed from. */
export interface FreedomDto {
  /** what is missing before the figures mean anything (no statement month, balance or debt yet); null: nothing */
  missing: string | null;
  assumptions: { withdrawalRate: number; realReturn: number; returnSpread: number; age: number | null; targetAge: number | null };
  /**
   * net worth as the Bank Accounts page states it (core/accounts/net-worth.ts): the accounts' balances
   * (cards and loans owed) minus the debts no account stands for; `basis` says what it was computed from
   */
  netWorth: { cents: number; balancesCents: number; balancesAsOf: string | null; debtsCents: number; debts: number; basis: string };
  /** per year: the usual month (core/figures: median of the full months) × 12, with the statistic's words */
  yearly: { incomeCents: number; spendingCents: number; months: number; statistic: string };
  /** core/figures savingsRate over the full months, with its words */
  savingsRate: number | null;
  savingsRateStatistic: string;
  /** null when too few full months (see `missing`) */
  fiNumberCents: number | null;
  yearsToFi: number | null;
  coastFiCents: number | null;
  coastFiReached: boolean | null;
  chanceByTargetAge: number | null;
  monteCarlo: { runs: number; seed: number };
}

/** GET /api/debts/proposals: card and loan payments Crystal sees recurring that are not set up as debts yet. */
export interface DebtProposalDto {
  payee: string;
  kind: 'credit card' | 'personal loan';
  /** the usual payment, positive cents, and its day of the month */
  paymentCents: number;
  dueDay: number;
  lastDate: string;
}
