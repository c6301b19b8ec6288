// Per-user caps and amount bounds for the planning routes (goals, debts, bills, budgets, accounts),
// declared once so the routes, the repositories, the tests and the docs agree.

/**
 * The largest amount (in cents, either sign) a planning figure may hold: $10 billion. Far above any
 * personal goal, debt, bill or account, and far inside a safe integer, so sums of a few hundred rows
 * (net worth, the debt plan's totals) can never lose precision.
 */
export const MAX_PLANNING_CENTS = 1_000_000_000_000;

/**
 * How many rows of each kind one user may keep. Each is several times what a real household needs
 * (the debt planner already plans at most 100 debts; 300 bills is 25 a month with room to spare) and
 * small enough that every page that lists them in full stays fast. Budgets are per category or
 * subcategory, so the taxonomy (~90 spending scopes) bounds them before the cap does.
 */
export const USER_CAPS = {
  goals: 100,
  debts: 100,
  bills: 300,
  budgets: 100,
  accounts: 100,
  /** contributions by hand to one goal: one a week for almost a century */
  goalContributions: 5_000,
  /** bill proposals the user said no to */
  billDismissals: 1_000,
} as const;

export type CapKind = keyof typeof USER_CAPS;

const CAP_WORDS: Record<CapKind, string> = {
  goals: 'goals',
  debts: 'debts',
  bills: 'bills',
  budgets: 'budgets',
  accounts: 'accounts',
  goalContributions: 'contributions to one goal',
  billDismissals: 'dismissed bill proposals',
};

/** A create refused because the user already has the cap's number of rows of that kind. */
export class CapReached extends Error {
  readonly cap: number;
  constructor(readonly kind: CapKind) {
    super(`You have reached the limit of ${USER_CAPS[kind]} ${CAP_WORDS[kind]}; delete one before adding another.`);
    this.cap = USER_CAPS[kind];
  }
}

/** The longest page a list route returns, and its default (every planning list fits in one page). */
export const MAX_PAGE_LIMIT = 500;
