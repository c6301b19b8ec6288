// What a generated question is and what a right reply holds, shared by the question makers.
export type BankShape =
  | 'total'
  | 'count'
  | 'average'
  | 'biggest'
  | 'smallest'
  | 'list'
  | 'compare'
  | 'trend'
  | 'why'
  | 'breakdown'
  | 'income'
  | 'unknown-name'
  | 'subscription'
  | 'due'
  | 'afford'
  | 'debt-first'
  | 'debt-what-if'
  | 'retire';

export interface BankQuestion {
  text: string;
  shape: BankShape;
  /** what a right reply must contain (all of them) */
  expect: string[];
  /** and one of these, when several answers are equally right (two payments of the same size) */
  anyOf?: string[];
  /** and what it must match ("3 times", "Yes:") */
  pattern?: RegExp;
  /** and what it must not match ("Yes:" for a no) */
  not?: RegExp;
  /** a reply that must not give a money figure (a name the ledger lacks) */
  noFigure?: boolean;
}
