// Ledger's account kinds, and which of them are owed (liabilities) rather than owned.
export const ACCOUNT_KINDS = ['checking', 'savings', 'credit card', 'loan', 'investment', 'cash'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export const LIABILITY_KINDS: readonly AccountKind[] = ['credit card', 'loan'];

export function isLiability(kind: AccountKind): boolean {
  return LIABILITY_KINDS.includes(kind);
}
