// US federal rule tables for a sole proprietor (Schedule C + Schedule SE), one per tax year.
// Every figure carries its source. Money in cents, rates as fractions.
import type { Bracket, UsRules } from './types.ts';

const IRS_REV_PROC_2024_40 = 'IRS Rev. Proc. 2024-40 (2025 inflation adjustments), https://www.irs.gov/pub/irs-drop/rp-24-40.pdf';
const OBBBA_2025 =
  'One Big Beautiful Bill Act (Pub. L. 119-21) §70102, raising the 2025 standard deduction; https://www.irs.gov/newsroom/one-big-beautiful-bill-provisions';
const IRS_REV_PROC_2025_32 = 'IRS Rev. Proc. 2025-32 (2026 inflation adjustments), https://www.irs.gov/pub/irs-drop/rp-25-32.pdf';
const SCHEDULE_SE =
  'IRS Schedule SE (Form 1040) instructions: 92.35 % of net earnings, 12.4 % social security up to the wage base, 2.9 % Medicare; https://www.irs.gov/forms-pubs/about-schedule-se-form-1040';
const HOME_OFFICE = 'IRS Pub. 587, simplified method: $5 per square foot, at most 300 sq ft; https://www.irs.gov/publications/p587';
const ESTIMATED =
  'IRS Form 1040-ES: due dates and safe harbour (100 %, or 110 % when prior-year AGI was over $150,000); https://www.irs.gov/forms-pubs/about-form-1040-es';

const $ = (dollars: number) => Math.round(dollars * 100);
const brackets = (rates: number[], tops: number[]): Bracket[] => rates.map((rate, i) => ({ rate, upToCents: i < tops.length ? $(tops[i]!) : null }));
const RATES = [0.1, 0.12, 0.22, 0.24, 0.32, 0.35, 0.37];

const seCommon = {
  netEarningsFactor: 0.9235,
  socialSecurityRate: 0.124,
  medicareRate: 0.029,
  minimumNetEarningsCents: $(400),
  source: SCHEDULE_SE,
};

export const US_RULES: Record<string, UsRules> = {
  '2025': {
    jurisdiction: 'US',
    taxYear: '2025',
    selfEmployment: {
      ...seCommon,
      wageBaseCents: $(176_100),
      wageBaseSource: 'SSA, contribution and benefit base for 2025: $176,100; https://www.ssa.gov/oact/cola/cbb.html',
    },
    incomeTax: {
      brackets: {
        single: brackets(RATES, [11_925, 48_475, 103_350, 197_300, 250_525, 626_350]),
        married_joint: brackets(RATES, [23_850, 96_950, 206_700, 394_600, 501_050, 751_600]),
        head_of_household: brackets(RATES, [17_000, 64_850, 103_350, 197_300, 250_500, 626_350]),
      },
      bracketsSource: IRS_REV_PROC_2024_40,
      // Rev. Proc. 2024-40 said $15,000 / $30,000 / $22,500; the July 2025 act raised them for 2025
      standardDeductionCents: { single: $(15_750), married_joint: $(31_500), head_of_household: $(23_625) },
      standardDeductionSource: OBBBA_2025,
      halfSeTaxDeductible: true,
    },
    mileage: {
      centsPerMile: 70,
      source:
        'IRS Notice 2025-5: 70 cents per business mile in 2025; https://www.irs.gov/newsroom/irs-sets-2025-business-standard-mileage-rate-at-70-cents-per-mile-up-3-cents',
    },
    homeOffice: { centsPerSqFt: 500, maxSqFt: 300, source: HOME_OFFICE },
    estimated: {
      dueDates: ['2025-04-15', '2025-06-15', '2025-09-15', '2026-01-15'],
      safeHarbour: { basePercent: 100, highIncomePercent: 110, highIncomeAgiCents: $(150_000) },
      source: ESTIMATED,
    },
  },
  '2026': {
    jurisdiction: 'US',
    taxYear: '2026',
    selfEmployment: {
      ...seCommon,
      wageBaseCents: $(184_500),
      wageBaseSource:
        'SSA 2026 COLA fact sheet (October 2025): taxable maximum $184,500; https://www.ssa.gov/oact/cola/cbb.html — taken from memory of the announcement, not re-read at build time: check it',
    },
    incomeTax: {
      brackets: {
        single: brackets(RATES, [12_400, 50_400, 105_700, 201_775, 256_225, 640_600]),
        married_joint: brackets(RATES, [24_800, 100_800, 211_400, 403_550, 512_450, 768_700]),
        head_of_household: brackets(RATES, [17_700, 67_450, 105_700, 201_750, 256_200, 640_600]),
      },
      bracketsSource: `${IRS_REV_PROC_2025_32} — taken from memory of the publication, not re-read at build time: check it`,
      standardDeductionCents: { single: $(16_100), married_joint: $(32_200), head_of_household: $(24_150) },
      standardDeductionSource: `${IRS_REV_PROC_2025_32} — from memory, check it`,
      halfSeTaxDeductible: true,
    },
    mileage: {
      centsPerMile: 72.5,
      source:
        'IRS Notice 2026-10 (December 2025): 72.5 cents per business mile in 2026 — from memory of the announcement, not confirmed at build time: check it',
    },
    homeOffice: { centsPerSqFt: 500, maxSqFt: 300, source: HOME_OFFICE },
    estimated: {
      dueDates: ['2026-04-15', '2026-06-15', '2026-09-15', '2027-01-15'],
      safeHarbour: { basePercent: 100, highIncomePercent: 110, highIncomeAgiCents: $(150_000) },
      source: ESTIMATED,
    },
  },
};
