// UK rule tables for a sole trader (England, Northern Ireland and Wales rates; Scotland's income
// tax bands differ and are not modelled), one per tax year. Every figure carries its source.
import type { UkRules } from './types.ts';

const RATES_PAGE = 'GOV.UK, Income Tax rates and Personal Allowances; https://www.gov.uk/income-tax-rates';
const TAPER =
  'GOV.UK, Personal Allowance reduced by £1 for every £2 of adjusted net income over £100,000; https://www.gov.uk/income-tax-rates/income-over-100000';
const NI_SELF_EMPLOYED =
  'GOV.UK, Self-employed National Insurance rates (Class 4: 6 % between the lower and upper profits limits, 2 % above); https://www.gov.uk/self-employed-national-insurance-rates';
const CLASS_2 =
  'GOV.UK: from 6 April 2024 self-employed people no longer pay Class 2; with profits at or above the small profits threshold they get the NI credit anyway; https://www.gov.uk/self-employed-national-insurance-rates';
const MILEAGE =
  'HMRC simplified expenses, vehicles: cars and goods vehicles 45p a mile for the first 10,000 business miles, 25p after; https://www.gov.uk/simpler-income-tax-simplified-expenses/vehicles-';
const HOME =
  'HMRC simplified expenses, working from home: 25–50 hours a month £10, 51–100 £18, 101 or more £26; https://www.gov.uk/simpler-income-tax-simplified-expenses/working-from-home';
const MTD =
  'HMRC, Making Tax Digital for Income Tax: standard quarterly update periods 6 Apr–5 Jul, 6 Jul–5 Oct, 6 Oct–5 Jan, 6 Jan–5 Apr, each due the 7th of the month after; https://www.gov.uk/guidance/use-making-tax-digital-for-income-tax';
const POA =
  "GOV.UK, Payments on account: 31 January in the tax year and 31 July after it, each half of the previous year's bill; balancing payment 31 January; https://www.gov.uk/understand-self-assessment-bill/payments-on-account";

const gbp = (pounds: number) => Math.round(pounds * 100);

function ukYear(start: number, frozenNote: string): UkRules {
  const y = (n: number) => String(start + n);
  const taxYear = `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
  return {
    jurisdiction: 'UK',
    taxYear,
    yearStart: `${y(0)}-04-06`,
    yearEnd: `${y(1)}-04-05`,
    incomeTax: {
      personalAllowanceCents: gbp(12_570),
      taperThresholdCents: gbp(100_000),
      // the allowance falls £1 per £2 over the threshold, so it is gone at £125,140
      taperRate: 0.5,
      // bands of taxable income (after the allowance)
      bands: [
        { name: 'basic', rate: 0.2, upToCents: gbp(37_700) },
        { name: 'higher', rate: 0.4, upToCents: gbp(125_140) },
        { name: 'additional', rate: 0.45, upToCents: null },
      ],
      source: `${RATES_PAGE}; ${TAPER}${frozenNote}`,
    },
    class4: {
      lowerProfitsLimitCents: gbp(12_570),
      upperProfitsLimitCents: gbp(50_270),
      mainRate: 0.06,
      upperRate: 0.02,
      source: `${NI_SELF_EMPLOYED}${frozenNote}`,
    },
    class2: { payable: false, smallProfitsThresholdCents: start === 2025 ? gbp(6_845) : null, source: CLASS_2 },
    mileage: { firstMilesPence: 45, afterPence: 25, thresholdMiles: 10_000, source: MILEAGE },
    homeWorking: {
      tiers: [
        { minHours: 25, monthlyCents: gbp(10) },
        { minHours: 51, monthlyCents: gbp(18) },
        { minHours: 101, monthlyCents: gbp(26) },
      ],
      source: HOME,
    },
    quarterlyUpdates: [
      { from: `${y(0)}-04-06`, to: `${y(0)}-07-05`, due: `${y(0)}-08-07` },
      { from: `${y(0)}-07-06`, to: `${y(0)}-10-05`, due: `${y(0)}-11-07` },
      { from: `${y(0)}-10-06`, to: `${y(1)}-01-05`, due: `${y(1)}-02-07` },
      { from: `${y(1)}-01-06`, to: `${y(1)}-04-05`, due: `${y(1)}-05-07` },
    ],
    quarterlyUpdatesSource:
      start === 2025
        ? `${MTD}. MTD for Income Tax is compulsory from 6 April 2026 (qualifying income over £50,000), so in 2025-26 these periods are for record keeping only.`
        : `${MTD}. Compulsory from 6 April 2026 for qualifying income over £50,000 (over £30,000 from April 2027).`,
    paymentsOnAccount: { first: `${y(1)}-01-31`, second: `${y(1)}-07-31`, balancing: `${y(2)}-01-31`, source: POA },
  };
}

export const UK_RULES: Record<string, UkRules> = {
  '2025-26': ukYear(2025, ''),
  // the allowance, bands and profits limits are frozen by law to April 2028 (Finance Act 2021 s.5 and
  // the 2022 Autumn Statement); Class 4 rates 6 % / 2 % unchanged for 2026-27 as far as we know
  '2026-27': ukYear(
    2026,
    ' — 2026-27 figures: thresholds frozen (Finance Act 2021 and later freezes), rates as 2025-26; not re-read against HMRC at build time: check them',
  ),
};
