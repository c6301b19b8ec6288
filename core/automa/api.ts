// The shapes of Automa's API (server/automa/routes.ts) as the web app reads them.
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

/** Two active rules that would set different categories on the same transactions, side by side. */
export interface AutomationConflictDto {
  a: { id: string; name: string; category: string };
  b: { id: string; name: string; category: string };
  transactions: ConflictTransactionDto[];
}

export interface AutomationRulesDto {
  rules: AutomationRuleDto[];
  conflicts: AutomationConflictDto[];
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
