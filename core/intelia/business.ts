// The Business Intelligence page's figures: business versus personal spending per month, the top
// vendors and the business categories of the last 90 days. Business spending is the Business
// category plus everything paid from an account the user marked as a business account.
import { addDays } from '../dates.ts';
import { merchantDisplayName, merchantKey } from '../crystal/merchant.ts';
import type { LedgerTransaction } from '../crystal/types.ts';
import { addMonthsKey, monthOf } from '../crystal/forecast.ts';
import { isSpending } from '../tag/taxonomy.ts';
import type { InsightView } from './insights.ts';

/** GET /api/intelia/business */
export interface BusinessIntelligenceView {
  today: string;
  /** the user's transactions in the window the page looks at (0: nothing imported yet) */
  transactionCount: number;
  /** the accounts the user marked as business accounts, and every account the ledger knows */
  businessAccounts: string[];
  accounts: string[];
  /** the last 6 months, oldest first */
  months: { month: string; businessCents: number; personalCents: number; mixedCount: number }[];
  /** the last 90 days */
  topVendors: { merchant: string; amountCents: number; count: number }[];
  /** business spending of the last 90 days by subcategory */
  businessBySubcategory: { subcategory: string; amountCents: number; count: number }[];
  insights: InsightView[];
}

export const BUSINESS_MONTHS = 6;
export const VENDOR_DAYS = 90;
const TOP_VENDORS = 10;

export function buildBusinessIntelligence(input: {
  ledger: readonly LedgerTransaction[];
  today: string;
  businessAccounts: string[];
  accounts: string[];
  insights: InsightView[];
}): BusinessIntelligenceView {
  const { ledger, today } = input;
  const accounts = new Set(input.businessAccounts.map((a) => a.trim().toLowerCase()));
  const fromAccount = (t: LedgerTransaction) => t.account != null && accounts.has(t.account.trim().toLowerCase());
  const isBusiness = (t: LedgerTransaction) => t.category === 'Business' || fromAccount(t);

  const first = addMonthsKey(monthOf(today), -(BUSINESS_MONTHS - 1));
  const months = Array.from({ length: BUSINESS_MONTHS }, (_, i) => ({ month: addMonthsKey(first, i), businessCents: 0, personalCents: 0, mixedCount: 0 }));
  const byMonth = new Map(months.map((m) => [m.month, m]));
  const vendorFrom = addDays(today, -(VENDOR_DAYS - 1));
  const vendors = new Map<string, { merchant: string; amountCents: number; count: number }>();
  const subs = new Map<string, { subcategory: string; amountCents: number; count: number }>();

  for (const t of ledger) {
    if (!isSpending(t.category, t.amountCents) || t.date > today) continue;
    const cents = -t.amountCents;
    const m = byMonth.get(monthOf(t.date));
    if (m) {
      if (isBusiness(t)) m.businessCents += cents;
      else m.personalCents += cents;
      // a business expense paid from a personal account, once the user said which are business
      if (accounts.size > 0 && t.category === 'Business' && !fromAccount(t)) m.mixedCount++;
    }
    if (t.date < vendorFrom) continue;
    const key = merchantKey(t);
    if (key !== '') {
      const v = vendors.get(key) ?? { merchant: merchantDisplayName(t), amountCents: 0, count: 0 };
      v.amountCents += cents;
      v.count++;
      vendors.set(key, v);
    }
    if (isBusiness(t)) {
      const name = t.category === 'Business' ? (t.subcategory ?? 'Other business') : `${t.category} (business account)`;
      const s = subs.get(name) ?? { subcategory: name, amountCents: 0, count: 0 };
      s.amountCents += cents;
      s.count++;
      subs.set(name, s);
    }
  }
  const byAmount = <T extends { amountCents: number }>(a: T, b: T) => b.amountCents - a.amountCents;
  return {
    today,
    transactionCount: ledger.length,
    businessAccounts: input.businessAccounts,
    accounts: input.accounts,
    months,
    topVendors: [...vendors.values()].sort((a, b) => byAmount(a, b) || a.merchant.localeCompare(b.merchant)).slice(0, TOP_VENDORS),
    businessBySubcategory: [...subs.values()].sort(byAmount),
    insights: input.insights,
  };
}
