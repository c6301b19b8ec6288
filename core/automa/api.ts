// The shapes of Automa's API (server/automa/routes.ts, conflicts.ts) as the web app reads them.
import type { ConflictPair, ConflictScan } from './conflicts.ts';
import type { Action, Condition, DryRun, TriggerKind } from './rules.ts';

export interface AutomationRuleDto {
  id: string;
  name: string;
  trigger: TriggerKind;
  conditions: Condition[];
  actions: Action[];
  active: boolean;
  confirmedBroad: boolean;
  /** the last dry run since the rule was last edited (null: none, so it cannot be turned on) */
  dryRunAt: string | null;
  /** why it cannot be turned on, or null */
  problem: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ConflictTransactionDto {
  id: string;
  date: string;
  description: string;
  amountCents: number;
  category: string;
}

/** Two active rules that would set different categories on the same transactions, and on how many. */
export type AutomationConflictDto = ConflictPair;

/** GET /api/automation/conflicts: the pairs (no rows), and how far the scan went. */
export interface AutomationConflictsDto {
  conflicts: AutomationConflictDto[];
  scan: ConflictScan;
}

/** GET /api/automation/conflicts/:a/:b: one page of the rows both rules fire on, oldest first. */
export interface AutomationConflictRowsDto extends AutomationConflictDto {
  offset: number;
  limit: number;
  transactions: ConflictTransactionDto[];
  scan: Pick<ConflictScan, 'rows' | 'scannedRows' | 'rowsCapped'>;
}

/** One page of the user's rules (oldest first); conflicts are asked for apart (AutomationConflictsDto). */
export interface AutomationRulesDto {
  rules: AutomationRuleDto[];
  /** all the user's rules; also in the X-Total-Count header */
  total: number;
  offset: number;
  limit: number;
  /** the triggers a rule can be turned on for today */
  runnableTriggers: TriggerKind[];
}

export interface AutomationDryRunDto extends DryRun {
  ruleId: string;
  /** the window looked at (the last 12 months) */
  from: string;
  to: string;
  /** why it could not be turned on now, or null */
  problem: string | null;
  /** what a schedule-based rule's dry run looked at */
  note?: string;
}

export interface AutomationEnableDto {
  rule: AutomationRuleDto;
  /** conflicts with the other active rules that turning this one on created */
  conflicts: AutomationConflictDto[];
}

export interface AutomationRunDto {
  id: string;
  ruleId: string | null;
  ruleName: string;
  eventKey: string;
  firedAt: string;
  outcome: 'done' | 'partly done' | 'skipped';
  /** what it fired on, what it did, and what it could not do (with why) */
  details: { subject?: string; transactionId?: string; done: string[]; skipped: string[] };
}
