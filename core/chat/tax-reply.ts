// Ledger's built-in answer from the tax assistant's figures: the year's estimate, the next payment
// due and the biggest expense lines; the same numbers as /dashboard/tax-assistant.
import type { TaxSummaryDto } from '../tax/summary.ts';
import { formatCents } from '../money.ts';
import { count, list } from './format.ts';

/** The part of the tax summary the chat quotes. */
export interface ChatTax {
  jurisdiction: 'US' | 'UK';
  taxYear: string;
  currency: string;
  netProfitCents: number;
  selfEmploymentTaxName: string;
  selfEmploymentTaxCents: number;
  incomeTaxCents: number;
  totalCents: number;
  monthlySetAsideCents: number;
  nextPayment: { label: string; due: string; amountCents: number } | null;
  topLines: { label: string; cents: number; count: number }[];
  unconfirmed: number;
  businessCount: number;
  incomeBasis: string;
  /** why there is no estimate (no rate from the ledger's currency to the tax currency) */
  refused?: string | null;
  /** how the ledger's amounts were converted, when they were */
  currencyNote?: string | null;
}

export function chatTaxOf(s: TaxSummaryDto): ChatTax {
  const e = s.estimate;
  return {
    jurisdiction: e.jurisdiction,
    taxYear: e.taxYear,
    currency: e.currency,
    netProfitCents: e.netProfitCents,
    selfEmploymentTaxName: e.selfEmploymentTaxName,
    selfEmploymentTaxCents: e.selfEmploymentTaxCents,
    incomeTaxCents: e.incomeTaxCents,
    totalCents: e.totalCents,
    monthlySetAsideCents: e.monthlySetAsideCents,
    nextPayment: s.nextPayment,
    topLines: s.totals
      .filter((t) => t.spentCents > 0)
      .sort((a, b) => b.spentCents - a.spentCents)
      .slice(0, 3)
      .map((t) => ({ label: t.label, cents: t.spentCents, count: t.count })),
    unconfirmed: s.suggestions.filter((x) => !x.chosen).length,
    businessCount: s.suggestions.filter((x) => x.line !== 'not_business').length,
    incomeBasis: s.income.basis,
    refused: s.currency.refused,
    currencyNote: s.currencyNote,
  };
}

export function taxLines(t: ChatTax): { lines: string[]; used: string[] } {
  const m = (cents: number) => formatCents(cents, t.currency);
  if (t.refused) return { lines: [t.refused], used: ['your tax settings and the currency rates you stated'] };
  const lines = [
    `Tax estimate for ${t.jurisdiction} tax year ${t.taxYear} (an estimate, not tax advice): net profit ${m(t.netProfitCents)}, ` +
      `${t.selfEmploymentTaxName.toLowerCase()} ${m(t.selfEmploymentTaxCents)}, income tax ${m(t.incomeTaxCents)}, total ${m(t.totalCents)}.`,
    t.nextPayment
      ? `Next payment: ${t.nextPayment.label} of ${m(t.nextPayment.amountCents)}, due ${t.nextPayment.due}. Set aside about ${m(t.monthlySetAsideCents)} a month.`
      : `No payment left for that year; set aside about ${m(t.monthlySetAsideCents)} a month.`,
  ];
  if (t.currencyNote) lines.push(t.currencyNote);
  if (t.topLines.length) lines.push(`Biggest expense lines: ${list(t.topLines.map((l) => `${l.label} ${m(l.cents)} (${count(l.count, 'transaction')})`))}.`);
  if (t.unconfirmed) lines.push(`${count(t.unconfirmed, 'suggestion')} of mine wait for you to confirm or change on the Tax Assistant page.`);
  return { lines, used: [`your tax settings and business spending in ${t.taxYear}`, `income from ${t.incomeBasis}`] };
}

/** The tax answer when there is something to say (business spending or income); else null (the Business-category answer). */
export function taxAnswer(t: ChatTax | null): { lines: string[]; used: string[] } | null {
  return t && (t.businessCount > 0 || t.netProfitCents !== 0) ? taxLines(t) : null;
}
