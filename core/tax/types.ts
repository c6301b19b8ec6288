// Shapes of the tax rule tables and the lines business spending is mapped to.

export type Jurisdiction = 'US' | 'UK';
export const FILING_STATUSES = ['single', 'married_joint', 'head_of_household'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

/** A rate applying to income up to `upToCents` (null: no top). */
export interface Bracket {
  rate: number;
  upToCents: number | null;
}

export interface UsRules {
  jurisdiction: 'US';
  taxYear: string;
  selfEmployment: {
    netEarningsFactor: number;
    socialSecurityRate: number;
    medicareRate: number;
    wageBaseCents: number;
    wageBaseSource: string;
    /** below this, no SE tax is due */
    minimumNetEarningsCents: number;
    source: string;
  };
  incomeTax: {
    brackets: Record<FilingStatus, Bracket[]>;
    bracketsSource: string;
    standardDeductionCents: Record<FilingStatus, number>;
    standardDeductionSource: string;
    halfSeTaxDeductible: boolean;
  };
  mileage: { centsPerMile: number; source: string };
  homeOffice: { centsPerSqFt: number; maxSqFt: number; source: string };
  estimated: {
    /** nominal dates; a weekend moves to the Monday */
    dueDates: [string, string, string, string];
    safeHarbour: { basePercent: number; highIncomePercent: number; highIncomeAgiCents: number };
    source: string;
  };
}

export interface UkRules {
  jurisdiction: 'UK';
  taxYear: string;
  yearStart: string;
  yearEnd: string;
  incomeTax: {
    personalAllowanceCents: number;
    taperThresholdCents: number;
    taperRate: number;
    bands: { name: string; rate: number; upToCents: number | null }[];
    source: string;
  };
  class4: { lowerProfitsLimitCents: number; upperProfitsLimitCents: number; mainRate: number; upperRate: number; source: string };
  class2: { payable: boolean; smallProfitsThresholdCents: number | null; source: string };
  mileage: { firstMilesPence: number; afterPence: number; thresholdMiles: number; source: string };
  homeWorking: { tiers: { minHours: number; monthlyCents: number }[]; source: string };
  quarterlyUpdates: { from: string; to: string; due: string }[];
  quarterlyUpdatesSource: string;
  paymentsOnAccount: { first: string; second: string; balancing: string; source: string };
}

/** Schedule C Part II lines (with their line numbers on the 2025 form). */
export const US_LINES = {
  advertising: { label: 'Advertising', form: 'Line 8' },
  car_and_truck: { label: 'Car and truck expenses', form: 'Line 9' },
  contract_labor: { label: 'Contract labor', form: 'Line 11' },
  insurance: { label: 'Insurance (other than health)', form: 'Line 15' },
  legal_professional: { label: 'Legal and professional services', form: 'Line 17' },
  office_expense: { label: 'Office expense', form: 'Line 18' },
  rent: { label: 'Rent or lease', form: 'Line 20' },
  supplies: { label: 'Supplies', form: 'Line 22' },
  travel: { label: 'Travel', form: 'Line 24a' },
  meals: { label: 'Deductible meals (50 %)', form: 'Line 24b' },
  utilities: { label: 'Utilities', form: 'Line 25' },
  other: { label: 'Other expenses', form: 'Line 27a' },
} as const;
export type UsLine = keyof typeof US_LINES;

/** HMRC's allowable-expense groups (the boxes of SA103F). */
export const UK_GROUPS = {
  goods_for_resale: { label: 'Cost of goods bought for resale', form: 'Box 17' },
  car_van_travel: { label: 'Car, van and travel expenses', form: 'Box 20' },
  staff_costs: { label: 'Wages, salaries and subcontractors', form: 'Box 19' },
  premises: { label: 'Rent, rates, power and insurance', form: 'Box 21' },
  repairs: { label: 'Repairs and maintenance', form: 'Box 22' },
  office_phone: { label: 'Phone, fax, stationery and other office costs', form: 'Box 23' },
  advertising: { label: 'Advertising (entertainment is not allowable)', form: 'Box 24' },
  interest_bank: { label: 'Bank, credit card and other financial charges', form: 'Box 26' },
  professional_fees: { label: 'Accountancy, legal and other professional fees', form: 'Box 28' },
  other: { label: 'Other allowable business expenses', form: 'Box 30' },
} as const;
export type UkGroup = keyof typeof UK_GROUPS;

/** The user's answer "this one is not a business expense": kept out of every total. */
export const NOT_BUSINESS = 'not_business';

export const linesOf = (j: Jurisdiction): readonly string[] => Object.keys(j === 'US' ? US_LINES : UK_GROUPS);
export const lineLabel = (j: Jurisdiction, line: string): string =>
  line === NOT_BUSINESS ? 'Not a business expense' : (((j === 'US' ? US_LINES : UK_GROUPS) as Record<string, { label: string }>)[line]?.label ?? line);
