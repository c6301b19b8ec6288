// Crystal's shared types: the ledger transaction every prediction and insight works on, and the
// recurring series that detectRecurring finds in it.

/** A categorized transaction as the ledger holds it. Money in integer cents, negative for spending. */
export interface LedgerTransaction {
  id?: string;
  /** 'YYYY-MM-DD' */
  date: string;
  description: string;
  merchant: string | null;
  amountCents: number;
  category: string;
  subcategory?: string | null;
  account?: string | null;
}

export type RecurringPeriod = 'weekly' | 'biweekly' | 'monthly' | 'quarterly' | 'annual';
export type RecurringKind = 'subscription' | 'bill' | 'income' | 'other';

export interface PriceChange {
  /** the amount before the change, signed like the transactions (-1549 for a $15.49 charge) */
  fromCents: number;
  /** the amount since the change, signed */
  toCents: number;
  /** the date of the first charge at the new amount */
  date: string;
}

export interface RecurringSeries {
  /** stable id of the series: normalized merchant, sign and period */
  key: string;
  /** display name ("Netflix") */
  merchant: string;
  /** the normalized merchant the series was grouped by ("netflix"); see merchantKey in merchant.ts */
  merchantKey: string;
  /** the most common category of its transactions */
  category: string;
  kind: RecurringKind;
  period: RecurringPeriod;
  /** nominal days between occurrences (7, 14, 30.44, 91.31, 365.25) */
  periodDays: number;
  /** mean amount of all occurrences, signed */
  averageAmountCents: number;
  lastAmountCents: number;
  lastDate: string;
  /** for monthly, quarterly and annual series: the day of the month it falls on (31 → the month's last day) */
  dayOfMonth: number | null;
  nextExpectedDate: string;
  nextExpectedAmountCents: number;
  occurrences: number;
  /** occurrences that were expected and did not happen (a gap of two periods is one missed) */
  missed: number;
  /** 0..1, from the regularity of the intervals, the number of occurrences and the amounts' spread */
  confidence: number;
  /** true when the amount changes from one occurrence to the next without a clear step (a utility bill) */
  amountVaries: boolean;
  priceChange: PriceChange | null;
  /** ids of the transactions in the series (those that have an id) */
  transactionIds: string[];
}
