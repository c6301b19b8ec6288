// The user's own changes to the ledger: a cash transaction added by hand, an edited row, a deleted
// row, one purchase split across categories. Pure rules; db/repos/transaction-edits.ts stores them.

/** The largest amount a hand-entered row may carry: a trillion dollars in cents. */
export const MAX_MANUAL_CENTS = 100_000_000_000_000;
export const MAX_SPLIT_PARTS = 20;

export type ChangeKind = 'add' | 'edit' | 'delete' | 'split';

/**
 * hash_id of a row the user typed in. The client sends one id per form submission, so a request
 * sent twice (a double click, a retried POST) adds the row once. It never collides with an
 * imported row's hash (those are hex digests).
 */
export function manualHashId(clientId: string): string {
  return `manual:${clientId.toLowerCase()}`;
}

/** hash_id of a split's added part: unique per change, so a split undone and made again never collides. */
export function splitPartHashId(changeId: string, index: number): string {
  return `split:${changeId}:${index}`;
}

export interface SplitPart {
  amountCents: number;
  category: string;
  subcategory: string | null;
}

/**
 * Why these parts cannot replace a transaction of `totalCents`, or null when they can: at least
 * two parts, each of the purchase's sign and not zero, adding up to the purchase to the cent.
 */
export function splitProblem(totalCents: number, parts: readonly SplitPart[]): string | null {
  if (parts.length < 2) return 'A split needs at least two parts.';
  if (parts.length > MAX_SPLIT_PARTS) return `A split has at most ${MAX_SPLIT_PARTS} parts.`;
  const sign = Math.sign(totalCents);
  for (const [i, p] of parts.entries()) {
    if (!Number.isSafeInteger(p.amountCents) || p.amountCents === 0) return `Part ${i + 1} needs an amount.`;
    if (Math.sign(p.amountCents) !== sign) {
      return `Part ${i + 1} must be ${sign < 0 ? 'money out' : 'money in'}, like the transaction it splits.`;
    }
  }
  const sum = parts.reduce((s, p) => s + p.amountCents, 0);
  if (sum !== totalCents) {
    const diff = Math.abs(totalCents - sum);
    return `The parts add up to ${centsText(sum)}, not ${centsText(totalCents)} (${centsText(diff)} ${Math.abs(sum) < Math.abs(totalCents) ? 'left to assign' : 'too much'}).`;
  }
  return null;
}

function centsText(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Splits `totalCents` evenly into `n` parts (the first ones get the odd cents); a starting point for the form. */
export function evenSplit(totalCents: number, n: number): number[] {
  if (!Number.isInteger(n) || n < 1) return [];
  const sign = totalCents < 0 ? -1 : 1;
  const abs = Math.abs(totalCents);
  const base = Math.floor(abs / n);
  const extra = abs - base * n;
  return Array.from({ length: n }, (_, i) => sign * (base + (i < extra ? 1 : 0)));
}

/** What the undo bar says about a change. */
export function changeSummary(kind: ChangeKind, description: string, parts = 0): string {
  const what = description.length > 60 ? `${description.slice(0, 57)}…` : description;
  switch (kind) {
    case 'add':
      return `Added "${what}"`;
    case 'edit':
      return `Edited "${what}"`;
    case 'delete':
      return `Deleted "${what}"`;
    case 'split':
      return `Split "${what}" into ${parts} parts`;
  }
}
