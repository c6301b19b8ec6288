// The tax tables against worked examples written out by hand (arithmetic in the comments).
import { describe, expect, it } from 'vitest';
import { bracketTax, estimate, nextWeekday } from '../../core/tax/estimate.ts';
import { rulesFor, supportedYears, taxYearOf, TaxInputError } from '../../core/tax/rules.ts';

const $ = (d: number) => Math.round(d * 100);

describe('US estimate', () => {
  it('single 2025, net profit $60,000', () => {
    const e = estimate({ jurisdiction: 'US', taxYear: 2025, filingStatus: 'single', grossIncomeCents: $(70_000), expensesCents: { supplies: $(10_000) } });
    expect(e.netProfitCents).toBe($(60_000));
    // SE tax = 60,000 × 0.9235 × 0.153 = 55,410 × 0.153 = 8,477.73
    //   (social security 55,410 × 0.124 = 6,870.84; Medicare 55,410 × 0.029 = 1,606.89)
    expect(e.selfEmploymentTaxCents).toBe($(8_477.73));
    // half of SE tax = 4,238.865 → 4,238.87; AGI = 60,000 − 4,238.87 = 55,761.13
    // taxable = 55,761.13 − 15,750 (2025 standard deduction, single) = 40,011.13
    // tax = 11,925 × 10 % = 1,192.50 + (40,011.13 − 11,925) × 12 % = 28,086.13 × 0.12 = 3,370.3356
    //     = 4,562.8356 → 4,562.84
    expect(e.incomeTaxCents).toBe($(4_562.84));
    // total 8,477.73 + 4,562.84 = 13,040.57; a quarter 3,260.14 (the last takes the cent left: 3,260.15)
    expect(e.totalCents).toBe($(13_040.57));
    expect(e.quarterly.map((q) => q.amountCents)).toEqual([$(3_260.14), $(3_260.14), $(3_260.14), $(3_260.15)]);
    // 2025-06-15 is a Sunday: due the Monday after
    expect(e.quarterly.map((q) => q.due)).toEqual(['2025-04-15', '2025-06-16', '2025-09-15', '2026-01-15']);
    // 13,040.57 / 12 = 1,086.714… → 1,086.72 (rounded up, so twelve of them cover the year)
    expect(e.monthlySetAsideCents).toBe($(1_086.72));
  });

  it('above the social security wage base (single 2025, net profit $250,000)', () => {
    const e = estimate({ jurisdiction: 'US', taxYear: '2025', filingStatus: 'single', grossIncomeCents: $(250_000), expensesCents: {} });
    // net earnings 250,000 × 0.9235 = 230,875; social security only up to 176,100:
    //   176,100 × 0.124 = 21,836.40; Medicare on all: 230,875 × 0.029 = 6,695.375 → 6,695.38
    //   SE tax = 28,531.78 (not 230,875 × 0.153 = 35,323.88)
    expect(e.selfEmploymentTaxCents).toBe($(28_531.78));
    // half 14,265.89; AGI 235,734.11; taxable 235,734.11 − 15,750 = 219,984.11
    // 1,192.50 + 36,550 × .12 = 4,386 + 54,875 × .22 = 12,072.50 + 93,950 × .24 = 22,548
    //   + (219,984.11 − 197,300) × .32 = 22,684.11 × .32 = 7,258.9152 → 47,457.9152 → 47,457.92
    expect(e.incomeTaxCents).toBe($(47_457.92));
    expect(e.totalCents).toBe($(75_989.7));
  });

  it('married filing jointly uses its own brackets and deduction; meals count at 50 %; mileage at 70 cents', () => {
    const e = estimate({
      jurisdiction: 'US',
      taxYear: 2025,
      filingStatus: 'married_joint',
      grossIncomeCents: $(100_000),
      expensesCents: { meals: $(2_000) },
      mileage: 1_000,
    });
    // meals 2,000 × 50 % = 1,000; mileage 1,000 × $0.70 = 700 → net profit 100,000 − 1,700 = 98,300
    expect(e.lines.find((l) => l.line === 'meals')!.deductibleCents).toBe($(1_000));
    expect(e.mileage.deductionCents).toBe($(700));
    expect(e.netProfitCents).toBe($(98_300));
    // SE: 98,300 × 0.9235 = 90,780.05; × 0.153 = 13,889.35 (12.4 %: 11,256.73; 2.9 %: 2,632.62)
    expect(e.selfEmploymentTaxCents).toBe($(13_889.35));
    // AGI 98,300 − 6,944.68 = 91,355.32; taxable − 31,500 = 59,855.32
    // 23,850 × .10 = 2,385 + (59,855.32 − 23,850) × .12 = 36,005.32 × .12 = 4,320.6384 → 6,705.64
    expect(e.incomeTaxCents).toBe($(6_705.64));
  });

  it('home office: $5 a square foot, at most 300 sq ft', () => {
    const e = estimate({ jurisdiction: 'US', taxYear: 2025, grossIncomeCents: $(50_000), expensesCents: {}, homeOffice: { squareFeet: 400 } });
    expect(e.homeOfficeCents).toBe($(1_500)); // 300 × $5
    expect(e.notes.join(' ')).toMatch(/single assumed/);
  });

  it('safe harbour: 110 % of last year when its AGI was over $150,000, else 100 %', () => {
    const base = { jurisdiction: 'US' as const, taxYear: 2025, grossIncomeCents: $(250_000), expensesCents: {} };
    const high = estimate({ ...base, priorYearTaxCents: $(40_000), priorYearAgiCents: $(200_000) });
    // 110 % × 40,000 = 44,000 (less than 90 % of 75,989.70 = 68,390.73); a quarter 11,000
    expect(high.safeHarbour).toMatchObject({ percent: 110, annualCents: $(44_000), quarterlyCents: $(11_000) });
    const low = estimate({ ...base, priorYearTaxCents: $(40_000), priorYearAgiCents: $(100_000) });
    expect(low.safeHarbour).toMatchObject({ percent: 100, annualCents: $(40_000) });
  });

  it('2026 has its own table (wage base, deduction, mileage) and due dates', () => {
    const r = rulesFor('US', 2026);
    expect(r.selfEmployment.wageBaseCents).toBe($(184_500));
    expect(r.incomeTax.standardDeductionCents.single).toBe($(16_100));
    const e = estimate({ jurisdiction: 'US', taxYear: 2026, grossIncomeCents: $(60_000), expensesCents: {} });
    expect(e.selfEmploymentTaxCents).toBe($(8_477.73));
    expect(e.quarterly.map((q) => q.due)).toEqual(['2026-04-15', '2026-06-15', '2026-09-15', '2027-01-15']);
    expect(e.sources.join(' ')).toMatch(/check it/);
  });

  it('no SE tax below $400 of net earnings, none on a loss', () => {
    expect(estimate({ jurisdiction: 'US', taxYear: 2025, grossIncomeCents: $(400), expensesCents: {} }).selfEmploymentTaxCents).toBe(0);
    const loss = estimate({ jurisdiction: 'US', taxYear: 2025, grossIncomeCents: $(1_000), expensesCents: { rent: $(5_000) } });
    expect(loss.netProfitCents).toBe($(-4_000));
    expect(loss.totalCents).toBe(0);
  });
});

describe('UK estimate', () => {
  it('2025-26, profit £50,000', () => {
    const e = estimate({ jurisdiction: 'UK', taxYear: '2025-26', grossIncomeCents: $(60_000), expensesCents: { premises: $(10_000) } });
    expect(e.netProfitCents).toBe($(50_000));
    // income tax: (50,000 − 12,570) = 37,430 taxable, all in the basic band: × 20 % = 7,486.00
    expect(e.incomeTaxCents).toBe($(7_486));
    // Class 4: (50,000 − 12,570) × 6 % = 37,430 × 0.06 = 2,245.80 (nothing above £50,270)
    expect(e.selfEmploymentTaxCents).toBe($(2_245.8));
    expect(e.class2Cents).toBe(0);
    expect(e.totalCents).toBe($(9_731.8));
    expect(e.quarterly.map((q) => [q.from, q.to, q.due])).toEqual([
      ['2025-04-06', '2025-07-05', '2025-08-07'],
      ['2025-07-06', '2025-10-05', '2025-11-07'],
      ['2025-10-06', '2026-01-05', '2026-02-07'],
      ['2026-01-06', '2026-04-05', '2026-05-07'],
    ]);
    expect(e.payments.map((p) => p.due)).toEqual(['2026-01-31', '2026-07-31', '2027-01-31']);
  });

  it('2025-26, profit £110,000: the personal allowance tapers, Class 4 at 2 % above £50,270', () => {
    const e = estimate({ jurisdiction: 'UK', taxYear: '2025/26', grossIncomeCents: $(110_000), expensesCents: {} });
    // allowance 12,570 − (110,000 − 100,000) / 2 = 7,570; taxable 102,430
    // 37,700 × 20 % = 7,540 + (102,430 − 37,700) × 40 % = 64,730 × .4 = 25,892 → 33,432
    expect(e.incomeTaxCents).toBe($(33_432));
    // Class 4: 37,700 × 6 % = 2,262 + (110,000 − 50,270) × 2 % = 59,730 × .02 = 1,194.60 → 3,456.60
    expect(e.selfEmploymentTaxCents).toBe($(3_456.6));
  });

  it('mileage: 45p for the first 10,000 miles, 25p after; home working flat rate; payments on account from last year', () => {
    const e = estimate({
      jurisdiction: 'UK',
      taxYear: '2025-26',
      grossIncomeCents: $(40_000),
      expensesCents: {},
      mileage: 12_000,
      homeOffice: { hoursPerMonth: 60, months: 10 },
      priorYearTaxCents: $(5_000),
    });
    // 10,000 × 0.45 = 4,500 + 2,000 × 0.25 = 500 → 5,000
    expect(e.mileage.deductionCents).toBe($(5_000));
    // 51–100 hours a month: £18 × 10 months = 180
    expect(e.homeOfficeCents).toBe($(180));
    expect(e.payments.slice(0, 2).map((p) => p.amountCents)).toEqual([$(2_500), $(2_500)]);
    expect(e.payments[2]!.amountCents).toBe(e.totalCents - $(5_000));
  });

  it('payments on account are halves rounded down: an odd-penny bill never leaves a balancing payment of −£0.01', () => {
    for (const gross of [$(49_564.8), $(50_000.01), $(61_234.57), $(123_456.78)]) {
      const e = estimate({ jurisdiction: 'UK', taxYear: '2025-26', grossIncomeCents: gross, expensesCents: {} });
      const [first, second, balancing] = e.payments.map((p) => p.amountCents);
      expect(first).toBe(Math.floor(e.totalCents / 2));
      expect(second).toBe(first);
      expect(balancing).toBe(e.totalCents % 2);
      expect(first! + second! + balancing!).toBe(e.totalCents);
    }
    // £9,618.65 (the figure the integration test's PDF shows): 4,809.32 twice and 1p in January
    const odd = estimate({ jurisdiction: 'UK', taxYear: '2025-26', grossIncomeCents: $(49_564.8), expensesCents: {} });
    expect(odd.totalCents).toBe(961_865);
    expect(odd.payments.map((p) => p.amountCents)).toEqual([480_932, 480_932, 1]);
  });
});

describe('bad input', () => {
  it('a year with no table names the years supported', () => {
    expect(() => estimate({ jurisdiction: 'US', taxYear: 2019, grossIncomeCents: 0, expensesCents: {} })).toThrow(
      /no US tax rule table for "2019".*Supported US tax years: 2025, 2026/,
    );
    expect(() => estimate({ jurisdiction: 'UK', taxYear: '2024-25', grossIncomeCents: 0, expensesCents: {} })).toThrow(
      /Supported UK tax years: 2025-26, 2026-27/,
    );
    expect(supportedYears('US')).toEqual(['2025', '2026']);
  });

  it('negative mileage is refused by name', () => {
    try {
      estimate({ jurisdiction: 'US', taxYear: 2025, grossIncomeCents: 0, expensesCents: {}, mileage: -5 });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(TaxInputError);
      expect((e as TaxInputError).field).toBe('mileage');
      expect((e as Error).message).toMatch(/mileage: must not be negative/);
    }
  });

  it('an unknown line and a negative amount are named', () => {
    expect(() => estimate({ jurisdiction: 'US', taxYear: 2025, grossIncomeCents: 0, expensesCents: { yacht: 1 } })).toThrow(
      /expenses\.yacht: not a US expense line/,
    );
    expect(() => estimate({ jurisdiction: 'UK', taxYear: '2025-26', grossIncomeCents: 0, expensesCents: { premises: -1 } })).toThrow(
      /expenses\.premises: must not be negative/,
    );
  });
});

describe('helpers', () => {
  it('bracketTax, weekends and tax years', () => {
    expect(
      bracketTax($(20_000), [
        { rate: 0.1, upToCents: $(10_000) },
        { rate: 0.2, upToCents: null },
      ]),
    ).toBe($(3_000));
    expect(nextWeekday('2025-06-14')).toBe('2025-06-16');
    expect(taxYearOf('UK', '2026-04-05')).toBe('2025-26');
    expect(taxYearOf('UK', '2026-04-06')).toBe('2026-27');
    expect(taxYearOf('US', '2026-03-17')).toBe('2026');
  });
});
