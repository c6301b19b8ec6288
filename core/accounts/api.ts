// What /api/accounts answers (server/accounts/routes.ts) and the web page reads.
import type { BalanceSource } from './balances.ts';
import type { AccountKind } from './kinds.ts';
import type { NetWorthRange } from './net-worth.ts';
import type { ReconcilePlan } from './reconcile.ts';

export interface AccountBalanceDto {
  cents: number;
  /** the end of this day */
  asOf: string;
  source: BalanceSource;
  /** the stated balance it was carried from (null: the opening balance) */
  anchorDate: string | null;
  /** where the figure came from, in words */
  explanation: string;
}

export interface AccountDto {
  id: string;
  name: string;
  institution: string | null;
  kind: AccountKind;
  /** what a statement said that set the kind ("A card statement: "Credit Line", …"); null: guessed from the name or chosen by you */
  kindEvidence: string | null;
  currency: string;
  business: boolean;
  openingBalanceCents: number;
  openingDate: string | null;
  closed: boolean;
  externalId: string | null;
  /** import names that land in this account (its names before a rename or merge) */
  aliases: string[];
  balance: AccountBalanceDto;
  /** end-of-day balances, oldest first (each transaction date and stated balance; sampled when long) */
  history: { date: string; balanceCents: number }[];
  unreconciled: number;
  lastReconciliation: { date: string; balanceCents: number } | null;
}

export type NetWorthDto = NetWorthRange;

export interface AccountsOverviewDto {
  today: string;
  accounts: AccountDto[];
  netWorth: NetWorthDto;
}

export interface ReconcilePreviewDto extends ReconcilePlan {
  accountId: string;
  /** how long the search took (ms), and whether it was cut short by its limit */
  searchMs: number;
}

export interface ReconcileResultDto {
  reconciled: number;
  account: AccountDto;
}
