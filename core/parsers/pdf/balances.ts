// Opening and closing balances: the labels that name them and the amount printed beside a label.
import { foldText, FULL_DATE_SRC } from './dates.ts';
import type { Line } from './lines.ts';

export const OPENING_RE =
  /\b(?:(?:opening|beginning|previous|starting|start|prior|old|last statement|last months?|brought forward|(?:your )?previous statement|prior statement)\s+balance|balance\s+(?:brought forward|b\s?f|forward|at start|at beginning|(?:from )?(?:previous|last) statement)|saldo anterior|saldo inicial|solde precedent|ancien solde|solde initial|anfangssaldo|alter kontostand|alter saldo|vorheriger saldo|beginsaldo|saldo iniziale)\b/;
export const CLOSING_BALANCE_RE =
  /(?<!\b(?:previous|last|prior|old|your previous) )\b(?:(?:closing|ending|new|end|final|statement|new statement|current statement)\s+balance|balance\s+(?:carried forward|c\s?f|at end|at close)|(?<!minimum )(?:total\s+)?(?:balance|amount)\s+due|saldo final|nuevo saldo|nouveau solde|solde final|endsaldo|neuer kontostand|neuer saldo|eindsaldo|saldo finale)\b/;
const AMOUNT_AT_START_RE =
  /^([(+\-\u2212]?(?:[a-z]{3}\s?)?[$€£¥₹]?\s?[-\u2212]?\d{1,3}(?:[,.'\s]\d{3})*[.,]\d{2}\)?(?:\s?(?:cr|dr)\b\.?|-)?|[(+\-\u2212]?(?:[a-z]{3}\s?)?[$€£¥₹]?\s?[-\u2212]?\d+[.,]\d{2}\)?(?:\s?(?:cr|dr)\b\.?|-)?)/;
const FILLER_RE = /^(?:on|as of|as at|at|per|for|of|the|period|statement|date|in|usd|eur|gbp|cad|aud|\(usd\)|\(eur\))\b\s*/;
const DATE_AT_START_RE = new RegExp(`^(?:${FULL_DATE_SRC})`);

/** The amount printed right after a balance label ("Ending balance on Oct 31, 2024: $1,234.56"). */
function amountAfterLabel(rest: string): string | null {
  let s = rest;
  for (let guard = 0; guard < 8; guard++) {
    const before = s;
    s = s.replace(/^[\s:=–—*]+/, '').replace(/^-\s+/, '');
    s = s.replace(FILLER_RE, '');
    const d = DATE_AT_START_RE.exec(s);
    if (d && !AMOUNT_AT_START_RE.test(s)) s = s.slice(d[0].length);
    if (s === before) break;
  }
  const m = AMOUNT_AT_START_RE.exec(s);
  return m ? m[1]! : null;
}

interface LabeledBalances {
  opening: string | null;
  closing: string | null;
}

const FORWARD_RE = /\b(?:brought|carried) forward\b|\bbalance (?:b|c)\s?f\b/;

/**
 * The first opening and closing balance labels that have an amount beside them. "Balance brought
 * forward" / "carried forward" repeat on every page: the first brought-forward and the last
 * carried-forward count, and only when no plainer label ("Closing balance") is printed.
 */
export function findBalances(lines: Line[]): LabeledBalances {
  const found: LabeledBalances = { opening: null, closing: null };
  let forwardOpening: string | null = null;
  let forwardClosing: string | null = null;
  for (const line of lines) {
    const t = foldText(line.text).replace(/\s+/g, ' ');
    if (!t.includes('balance') && !/saldo|solde|kontostand/.test(t)) continue;
    for (const [key, re] of [
      ['opening', OPENING_RE],
      ['closing', CLOSING_BALANCE_RE],
    ] as const) {
      const m = re.exec(t);
      if (!m) continue;
      const amount = amountAfterLabel(t.slice(m.index + m[0].length));
      if (amount === null) continue;
      if (FORWARD_RE.test(m[0])) {
        if (key === 'opening') forwardOpening ??= amount;
        else forwardClosing = amount;
      } else if (found[key] === null) found[key] = amount;
    }
  }
  found.opening ??= forwardOpening;
  found.closing ??= forwardClosing;
  return found;
}

/** A row naming a balance ("Beginning balance", "Balance carried forward"), not a transaction. */
export function isBalanceLabel(text: string): boolean {
  const t = foldText(text).replace(/\s+/g, ' ');
  return OPENING_RE.test(t) || CLOSING_BALANCE_RE.test(t) || /^(?:balance|balance forward|daily balance|ending daily balance)$/.test(t);
}

/** The same, or a total line ("Total deposits", "Subtotal"): for rows that print no date. */
export function isSummaryLabel(text: string): boolean {
  return isBalanceLabel(text) || /^(?:totals?|sub ?-?totals?|net change)\b/.test(foldText(text));
}
