// The financial story (core/story): a fixture ledger gives the right figures on each screen
// (worked out here again, by hand), every figure's link selects exactly the rows behind it (the
// link's address is read here the way the Transactions page and its SQL read it), wins appear only
// when the data shows them, an empty period says so, transfers are neither spending nor income,
// and nothing depends on the machine's date.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { ledgerFigures } from '../../core/figures/monthly.ts';
import { filterQuery, parseFilterQuery, transactionsHref, type LedgerFilter } from '../../core/ledger/filter.ts';
import type { StoryDto, StoryFigure, StoryScreen } from '../../core/story/api.ts';
import { buildStory } from '../../core/story/build.ts';
import { defaultPeriod, storyRanges } from '../../core/story/period.ts';

const TODAY = '2026-03-17';
const tx = (
  date: string,
  description: string,
  amount: number,
  category: string,
  subcategory: string | null = null,
  merchant: string | null = null,
): LedgerTransaction => ({
  id: `${date}-${description}-${amount}`,
  date,
  description,
  amountCents: Math.round(amount * 100),
  category,
  subcategory,
  merchant,
  account: 'Checking',
});

const LEDGER: LedgerTransaction[] = [
  // November 2025: only a transfer
  tx('2025-11-15', 'TRANSFER TO SAVINGS', -100, 'Transfer', 'Savings'),
  tx('2025-12-01', 'PAYROLL ACME CORP', 3000, 'Income', 'Salary'),
  tx('2025-12-03', 'RENT OAKWOOD APARTMENTS', -1500, 'Housing', 'Rent'),
  tx('2025-12-05', 'NETFLIX.COM 866-579', -15.49, 'Entertainment', 'Streaming Services', 'Netflix'),
  // January 2026
  tx('2026-01-01', 'PAYROLL ACME CORP', 3000, 'Income', 'Salary'),
  tx('2026-01-03', 'RENT OAKWOOD APARTMENTS', -1500, 'Housing', 'Rent'),
  tx('2026-01-05', 'NETFLIX.COM 866-579', -15.49, 'Entertainment', 'Streaming Services', 'Netflix'),
  tx('2026-01-06', 'STARBUCKS STORE 10482', -5.5, 'Food & Dining', 'Coffee Shops'),
  tx('2026-01-09', 'WHOLE FOODS MARKET #10', -120, 'Food & Dining', 'Groceries'),
  tx('2026-01-15', 'SHELL OIL 5744', -60, 'Transportation', 'Gas & Fuel'),
  tx('2026-01-20', 'AMAZON MKTP US', -250, 'Shopping', 'Online Shopping'),
  tx('2026-01-22', 'TRANSFER TO SAVINGS', -500, 'Transfer', 'Savings'),
  tx('2026-01-25', 'OLIVE GARDEN 0042', -85, 'Food & Dining', 'Restaurants'),
  // February 2026
  tx('2026-02-01', 'PAYROLL ACME CORP', 3000, 'Income', 'Salary'),
  tx('2026-02-03', 'RENT OAKWOOD APARTMENTS', -1500, 'Housing', 'Rent'),
  tx('2026-02-05', 'NETFLIX.COM 866-579', -15.49, 'Entertainment', 'Streaming Services', 'Netflix'),
  tx('2026-02-06', 'STARBUCKS STORE 10482', -5.5, 'Food & Dining', 'Coffee Shops'),
  tx('2026-02-10', 'WHOLE FOODS MARKET #10', -95, 'Food & Dining', 'Groceries'),
  tx('2026-02-13', 'STARBUCKS STORE 10482', -6.1, 'Food & Dining', 'Coffee Shops'),
  tx('2026-02-14', 'SHELL OIL 5744', -45, 'Transportation', 'Gas & Fuel'),
  tx('2026-02-15', 'AMAZON MKTP US REFUND', 40, 'Shopping', 'Online Shopping'),
  tx('2026-02-18', 'TRANSFER TO SAVINGS', -800, 'Transfer', 'Savings'),
  tx('2026-02-20', 'STARBUCKS STORE 10482', -5.5, 'Food & Dining', 'Coffee Shops'),
  tx('2026-02-25', 'CHASE CREDIT CRD AUTOPAY', -300, 'Transfer', 'Credit Card Payment'),
  tx('2026-02-26', 'TRANSFER FROM SAVINGS', 200, 'Transfer', 'Savings'),
  // March 2026 (to today)
  tx('2026-03-02', 'STARBUCKS STORE 10482', -7, 'Food & Dining', 'Coffee Shops'),
];

/** The rows a link shows: its address read as the Transactions page's SQL reads it (ILIKE, signs, no transfers). */
function rowsOfLink(rows: readonly LedgerTransaction[], href: string): LedgerTransaction[] {
  const url = new URL(href, 'http://story.test');
  expect(url.pathname).toBe('/dashboard/transactions');
  const p = url.searchParams;
  const like = p.get('search')?.toLowerCase();
  return rows.filter(
    (t) =>
      (!p.get('from') || t.date >= p.get('from')!) &&
      (!p.get('to') || t.date <= p.get('to')!) &&
      (!p.get('category') || t.category === p.get('category')) &&
      (!p.get('subcategory') || t.subcategory === p.get('subcategory')) &&
      (p.get('sign') !== 'out' || t.amountCents < 0) &&
      (p.get('sign') !== 'in' || t.amountCents > 0) &&
      (p.get('transfers') !== 'exclude' || t.category !== 'Transfer') &&
      (!like || t.description.toLowerCase().includes(like) || (t.merchant ?? '').toLowerCase().includes(like)),
  );
}

function figuresOf(screen: StoryScreen): StoryFigure[] {
  const parts = [...screen.lines.flat(), ...screen.stats.flatMap((s) => [s.figure, ...(s.detail ?? [])])];
  return parts.filter((p): p is StoryFigure => typeof p !== 'string');
}
const allFigures = (story: StoryDto) => story.screens.flatMap(figuresOf);
const screen = (story: StoryDto, id: StoryScreen['id']) => story.screens.find((s) => s.id === id)!;
const text = (s: StoryScreen) => s.lines.map((l) => l.map((p) => (typeof p === 'string' ? p : `[${p.value}]`)).join(''));
const figure = (story: StoryDto, id: string) => {
  const f = allFigures(story).find((x) => x.id === id);
  expect(f, id).toBeDefined();
  return f!;
};
const cents = (rows: readonly LedgerTransaction[]) => rows.reduce((s, t) => s + t.amountCents, 0);
const inMonth = (month: string) => LEDGER.filter((t) => t.date.startsWith(month));
const spentIn = (rows: readonly LedgerTransaction[]) => -cents(rows.filter((t) => t.amountCents < 0 && t.category !== 'Transfer'));
const cameIn = (rows: readonly LedgerTransaction[]) => cents(rows.filter((t) => t.amountCents > 0 && t.category !== 'Transfer'));

/** Every figure links to its rows (or another page, or two figures it is worked out from), and its value follows from them. */
function checkEveryFigure(story: StoryDto, ledger: readonly LedgerTransaction[]): number {
  const figures = allFigures(story);
  const byId = new Map(figures.map((f) => [f.id, f]));
  // an id is one figure: shown twice (a stat and a sentence), it is the same figure
  for (const f of figures) expect(f, f.id).toEqual(byId.get(f.id));
  for (const f of figures) {
    if (f.filter) {
      const rows = rowsOfLink(ledger, transactionsHref(f.filter));
      const days = new Set(rows.map((t) => t.date)).size;
      const expected = {
        sum: cents(rows),
        'negated-sum': 0 - cents(rows),
        count: rows.length,
        'per-day': Math.round((0 - cents(rows)) / f.days!) + 0,
        'days-without': f.days! - days,
      }[f.basis as 'sum'];
      expect(f.value, `${f.id} (${f.basis}) against its ${rows.length} rows`).toBe(expected);
    } else if (f.of) {
      const [a, b] = f.of.map((id) => byId.get(id));
      expect(a && b, `${f.id} is worked out from figures on the story`).toBeTruthy();
      const want =
        f.basis === 'difference'
          ? a!.value - b!.value
          : f.basis === 'percent-change'
            ? Math.round(((a!.value - b!.value) / Math.abs(b!.value)) * 100)
            : Math.round((a!.value / b!.value) * 100);
      expect(f.value, f.id).toBe(want);
    } else {
      expect(f.basis, f.id).toBe('page');
      expect(f.href, f.id).toMatch(/^\/dashboard\//);
    }
  }
  return figures.length;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a month story (February 2026, told on 2026-03-17)', () => {
  const story = buildStory({ txs: LEDGER, period: { kind: 'month', month: '2026-02' }, today: TODAY, currency: 'EUR' });

  it('tells the headline: money out, money in (refunds too), kept, against January; transfers left out', () => {
    const feb = inMonth('2026-02');
    const jan = inMonth('2026-01');
    expect(spentIn(feb)).toBe(167259);
    expect(story.label).toBe('February 2026');
    expect(story.compare).toEqual({ from: '2026-01-01', to: '2026-01-31', label: 'January 2026' });
    expect(story.currency).toBe('EUR');
    expect(story.empty).toBe(false);
    expect(story.transfersLeftOut).toBe(3);
    expect(figure(story, 'spent').value).toBe(spentIn(feb));
    expect(figure(story, 'came-in').value).toBe(cameIn(feb));
    expect(figure(story, 'came-in').value).toBe(304000);
    expect(figure(story, 'kept').value).toBe(cameIn(feb) - spentIn(feb));
    expect(figure(story, 'prev-spent').value).toBe(spentIn(jan));
    expect(figure(story, 'spent-change').value).toBe(spentIn(feb) - spentIn(jan));
    expect(figure(story, 'spent-change-percent').value).toBe(Math.round(((spentIn(feb) - spentIn(jan)) / spentIn(jan)) * 100));
    expect(text(screen(story, 'headline'))[1]).toMatch(/^That is \[-\d+\] \(\[-18\]\) less than in January 2026/);
    expect(story.screens.map((s) => s.id)).toEqual(['headline', 'where', 'changes', 'habits', 'wins', 'coming']);
  });

  it('links every figure to exactly the rows behind it', () => {
    expect(checkEveryFigure(story, LEDGER)).toBeGreaterThan(30);
    // the headline's money out opens February's money out without transfers
    const spent = figure(story, 'spent');
    expect(transactionsHref(spent.filter!)).toBe('/dashboard/transactions?from=2026-02-01&to=2026-02-28&sign=out&transfers=exclude');
    expect(rowsOfLink(LEDGER, transactionsHref(spent.filter!)).some((t) => t.category === 'Transfer')).toBe(false);
  });

  it('says where the money went: categories by money out, with their share', () => {
    const where = screen(story, 'where');
    expect(where.stats[0]!.caption).toBe('Most went to Housing');
    expect(where.stats[0]!.figure.value).toBe(150000);
    expect(text(where)[0]).toBe(`Housing: [150000] ([${Math.round((150000 / 167259) * 100)}] of money out).`);
    const food = figure(story, 'where-category:Food & Dining');
    expect(food.value).toBe(550 + 9500 + 610 + 550);
    expect(food.filter).toEqual({ from: '2026-02-01', to: '2026-02-28', category: 'Food & Dining', sign: 'out' });
  });

  it('lists the categories that rose and fell most against January', () => {
    const changes = text(screen(story, 'changes'));
    expect(changes).toContain('Fell most against January 2026:');
    // Shopping: 250.00 out in January, none in February (the refund is money in, not less money out)
    expect(changes).toContain('Shopping: [0], down [-25000] ([-100]) from [25000].');
    expect(changes).toContain(`Food & Dining: [${550 + 9500 + 610 + 550}], down [${11210 - 21050}] ([-47]) from [21050].`);
    expect(changes.some((l) => l.startsWith('Rose most'))).toBe(false);
  });

  it('finds the habits: the average day, days without spending, the place visited most, the subscription', () => {
    const feb = inMonth('2026-02').filter((t) => t.amountCents < 0 && t.category !== 'Transfer');
    const spendDays = new Set(feb.map((t) => t.date)).size;
    expect(figure(story, 'no-spend-days').value).toBe(28 - spendDays);
    expect(figure(story, 'average-day').value).toBe(Math.round(spentIn(feb) / 28));
    expect(figure(story, 'most-visited').value).toBe(3);
    expect(figure(story, 'most-visited-money').value).toBe(550 + 610 + 550);
    expect(figure(story, 'most-visited').filter!.search).toBe('Starbucks');
    const habits = text(screen(story, 'habits'));
    expect(habits).toContain('Netflix (monthly): [1549].');
  });

  it('counts only the wins the data shows', () => {
    const wins = text(screen(story, 'wins'));
    expect(wins).toEqual([
      `You spent [${spentIn(inMonth('2026-02')) - spentIn(inMonth('2026-01'))}] less than in January 2026.`,
      'Shopping came down to [0] from [25000].',
      'Food & Dining came down to [11210] from [21050].',
      'You kept [136741] of what came in, more than the [96401] kept in January 2026.',
      // the last spending was on the 20th; transfers on the 25th and 26th are not spending
      'Your longest stretch without spending: [8] in a row, Feb 21 to Feb 28.',
      'You paid [30000] toward credit cards.',
    ]);
    expect(figure(story, 'debt-paid:Credit Card Payment').filter).toMatchObject({ category: 'Transfer', subcategory: 'Credit Card Payment', sign: 'out' });
    expect(screen(story, 'wins').note).toBeNull();
  });

  it('tells what is coming from today: bills due, goals as they stand', () => {
    const withPlans = buildStory({
      txs: LEDGER,
      period: { kind: 'month', month: '2026-02' },
      today: TODAY,
      bills: [
        { name: 'Rent', merchantKey: 'rent oakwood apartments', due: '2026-04-03', cents: 150000, autopay: false },
        { name: 'Gym', merchantKey: null, due: '2026-05-01', cents: 3000, autopay: true },
      ],
      goals: [
        { name: 'Emergency fund', targetCents: 500000, savedCents: 125000, status: 'active' },
        { name: 'Bike', targetCents: 80000, savedCents: 80000, status: 'completed' },
      ],
      debts: [{ name: 'Visa', balanceCents: 300000 }],
    });
    const coming = text(screen(withPlans, 'coming'));
    expect(coming).toContain('Rent: [150000] on Apr 3.');
    expect(coming.join('\n')).not.toContain('Gym'); // due after the next 30 days
    expect(coming).toContain('You owe [300000] across 1 debt today.');
    const wins = text(screen(withPlans, 'wins'));
    expect(wins).toContain('Emergency fund: [125000] of [500000] saved ([25]).');
    expect(wins).toContain('Goal reached: Bike, [80000].');
    expect(figure(withPlans, 'bill:0').href).toBe('/dashboard/bill-reminders');
    checkEveryFigure(withPlans, LEDGER);
  });
});

describe('wins only when the data shows them', () => {
  // every day of March 2025 costs more than the same day of February, and nothing comes in
  const days = (month: string, n: number, amount: number) =>
    Array.from({ length: n }, (_, i) => tx(`${month}-${String(i + 1).padStart(2, '0')}`, 'CORNER SHOP', amount, 'Food & Dining', 'Groceries'));
  const ledger = [...days('2025-02', 28, -10), ...days('2025-03', 31, -20)];

  it('says plainly that there are none', () => {
    const story = buildStory({
      txs: ledger,
      period: { kind: 'month', month: '2025-03' },
      today: TODAY,
      goals: [{ name: 'Fund', targetCents: 1000, savedCents: 500, status: 'active' }],
    });
    const wins = screen(story, 'wins');
    expect(wins.lines).toEqual([]);
    expect(wins.note).toMatch(/^No wins to report in March 2025/);
    // a period long past: no goals (they are today's) and nothing "coming"
    expect(story.screens.some((s) => s.id === 'coming')).toBe(false);
    expect(text(screen(story, 'changes'))).toContain('Food & Dining: [62000], up [34000] ([121]) from [28000].');
    checkEveryFigure(story, ledger);
  });
});

describe('a small fall is not a win', () => {
  it('needs a category to come down by 10 % and $10 at least', () => {
    // February starts on the 1st: a full month (core/figures), so March is compared with it
    const ledger = [
      tx('2025-02-01', 'BOOKSHOP', -20, 'Shopping'),
      tx('2025-02-04', 'PAYROLL', 100, 'Income'),
      tx('2025-03-03', 'BOOKSHOP', -15, 'Shopping'),
      tx('2025-03-04', 'PAYROLL', 100, 'Income'),
    ];
    const story = buildStory({ txs: ledger, period: { kind: 'month', month: '2025-03' }, today: TODAY });
    const wins = text(screen(story, 'wins'));
    expect(wins.some((l) => l.startsWith('Shopping came down'))).toBe(false);
    expect(wins[0]).toBe('You spent [-500] less than in February 2025.'); // shown as $5.00: the words say less
    checkEveryFigure(story, ledger);
  });
});

describe('an empty period', () => {
  it('is honest: nothing to tell, a link to import, the latest month that has a story', () => {
    const story = buildStory({ txs: LEDGER, period: { kind: 'month', month: '2025-06' }, today: TODAY });
    expect(story.empty).toBe(true);
    expect(story.screens).toHaveLength(1);
    const empty = story.screens[0]!;
    expect(empty.id).toBe('empty');
    expect(text(empty)).toEqual([
      'There are no transactions in June 2025.',
      'Your latest month with transactions is March 2026: pick it above to read its story.',
    ]);
    expect(empty.action).toEqual({ text: 'Import a statement with Byte', href: '/dashboard/smart-import-ai' });
  });

  it('counts a month of transfers only as empty: they are neither spending nor income', () => {
    const story = buildStory({ txs: LEDGER, period: { kind: 'month', month: '2025-11' }, today: TODAY });
    expect(story.empty).toBe(true);
    expect(story.transfersLeftOut).toBe(1);
    expect(text(story.screens[0]!)[1]).toMatch(/^Only transfers between your own accounts \(1\)/);
  });

  it('has nothing for a user with no ledger at all', () => {
    const story = buildStory({ txs: [], period: defaultPeriod([], TODAY).period, today: TODAY });
    expect(story.empty).toBe(true);
    expect(story.available).toEqual({ months: [], years: [] });
  });
});

describe('a year story', () => {
  // 2024 and 2025: pay and rent every month, groceries that grow; 2025 has no statement for May
  const ledger: LedgerTransaction[] = [];
  for (const year of [2024, 2025]) {
    for (let m = 1; m <= 12; m++) {
      const month = `${year}-${String(m).padStart(2, '0')}`;
      if (month === '2025-05') continue;
      ledger.push(tx(`${month}-01`, 'PAYROLL ACME CORP', 3000, 'Income', 'Salary'));
      ledger.push(tx(`${month}-03`, 'RENT OAKWOOD APARTMENTS', -1200 - (year - 2024) * 100, 'Housing', 'Rent'));
      ledger.push(tx(`${month}-12`, "TRADER JOE'S #552", -(100 + m * 10 + (year - 2024) * 50), 'Food & Dining', 'Groceries'));
      ledger.push(tx(`${month}-15`, 'TRANSFER TO SAVINGS', -1000, 'Transfer', 'Savings'));
    }
  }
  ledger.push(tx('2025-12-20', 'BEST BUY 00123', -900, 'Shopping', 'Electronics'));
  // another store of the same chain: one merchant, found by the words its descriptions share
  ledger.push(tx('2025-06-20', "TRADER JOE'S #120", -30, 'Food & Dining', 'Groceries'));
  const story = buildStory({ txs: ledger, period: { kind: 'year', year: 2025 }, today: TODAY });

  it('compares the year with the one before, and tells it month by month', () => {
    const y25 = ledger.filter((t) => t.date.startsWith('2025'));
    const y24 = ledger.filter((t) => t.date.startsWith('2024'));
    expect(story.label).toBe('2025');
    expect(story.compare.label).toBe('2024');
    expect(figure(story, 'spent').value).toBe(spentIn(y25));
    expect(figure(story, 'prev-spent').value).toBe(spentIn(y24));
    expect(story.screens.map((s) => s.id)).toEqual(['headline', 'months', 'where', 'changes', 'habits', 'wins']);
    const months = screen(story, 'months');
    expect(months.months).toHaveLength(12);
    expect(months.months!.find((m) => m.month === '2025-05')).toEqual({ month: '2025-05', incomeCents: 0, spendingCents: 0 });
    // December: rent, groceries and the television; January: rent and the cheapest groceries
    expect(months.stats[0]).toMatchObject({ caption: 'Costliest month: December' });
    expect(months.stats[0]!.figure.value).toBe(130000 + 27000 + 90000);
    expect(months.stats[1]).toMatchObject({ caption: 'Lightest month: January' });
    expect(months.stats[1]!.figure.value).toBe(130000 + 16000);
    expect(months.note).toMatch(/^No transactions in May: a statement may be missing/);
    expect(checkEveryFigure(story, ledger)).toBeGreaterThan(40);
  });

  it('searches for a merchant by words that find all its rows', () => {
    const visits = figure(story, 'most-visited');
    expect(visits.value).toBe(12);
    expect(visits.filter!.search).toBe("TRADER JOE'S");
  });

  it('counts a year still running to today, against the same stretch of the year before', () => {
    const { current, previous } = storyRanges({ kind: 'year', year: 2026 }, TODAY);
    expect(current).toMatchObject({ from: '2026-01-01', to: TODAY, partial: true, days: 76, label: '2026 so far' });
    expect(previous).toMatchObject({ from: '2025-01-01', to: '2025-03-17', label: 'Jan 1 to Mar 17, 2025' });
    const month = storyRanges({ kind: 'month', month: '2026-03' }, TODAY);
    expect(month.previous).toMatchObject({ from: '2026-02-01', to: '2026-02-17', label: 'Feb 1 to Feb 17, 2026' });
    expect(storyRanges({ kind: 'month', month: '2024-03' }, '2024-03-31').previous).toMatchObject({ to: '2024-02-29', label: 'February 2024' });
    // a leap day still running: compared with the last day of February the year before
    expect(storyRanges({ kind: 'year', year: 2028 }, '2028-02-29').previous).toMatchObject({ from: '2027-01-01', to: '2027-02-28' });
  });
});

describe('the period told when none is asked for', () => {
  it('is the last complete month, else the latest complete month with transactions, else this month so far', () => {
    expect(defaultPeriod(LEDGER, TODAY)).toEqual({ period: { kind: 'month', month: '2026-02' }, why: 'February 2026: the last complete month.' });
    expect(defaultPeriod(LEDGER, '2026-05-02').period).toEqual({ kind: 'month', month: '2026-03' });
    expect(defaultPeriod(LEDGER, '2026-05-02').why).toMatch(/latest complete month with transactions \(April 2026 has none\)/);
    const onlyNow = [tx('2026-03-02', 'STARBUCKS', -5, 'Food & Dining')];
    expect(defaultPeriod(onlyNow, TODAY).period).toEqual({ kind: 'month', month: '2026-03' });
  });
});

describe('links and dates', () => {
  it('writes a filter as the Transactions page reads it, and back', () => {
    const f: LedgerFilter = { from: '2026-02-01', to: '2026-02-28', category: 'Food & Dining', search: "Trader Joe's", sign: 'out', transfers: 'exclude' };
    expect(filterQuery(f)).toBe('from=2026-02-01&to=2026-02-28&category=Food+%26+Dining&search=Trader+Joe%27s&sign=out&transfers=exclude');
    expect(parseFilterQuery(filterQuery(f))).toEqual(f);
    expect(parseFilterQuery('sign=sideways&transfers=maybe')).toEqual({});
  });

  it('never reads the machine clock: the same story on any day', () => {
    const before = buildStory({ txs: LEDGER, period: { kind: 'month', month: '2026-02' }, today: TODAY });
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2031-07-04T12:00:00Z'));
    expect(buildStory({ txs: LEDGER, period: { kind: 'month', month: '2026-02' }, today: TODAY })).toEqual(before);
  });
});

describe('the story and the months the ledger covers (issue 30)', () => {
  // Checking from Jun 3 (June's rent of the 1st is not in it): rent on the 1st, pay on the 15th, a
  // streaming charge from July, a gym first seen in June
  const ledger: LedgerTransaction[] = [
    tx('2026-06-03', 'GYM', -40, 'Health & Fitness'),
    tx('2026-06-15', 'PAYROLL ACME CORP', 4000, 'Income'),
    ...['07', '08', '09'].flatMap((m) => [
      tx(`2026-${m}-01`, 'RENT OAKWOOD APARTMENTS', -1500, 'Housing'),
      tx(`2026-${m}-03`, 'GYM', -40, 'Health & Fitness'),
      tx(`2026-${m}-10`, 'NETFLIX.COM', -15.49, 'Entertainment'),
      tx(`2026-${m}-15`, 'PAYROLL ACME CORP', 4000, 'Income'),
    ]),
    tx('2026-10-01', 'RENT OAKWOOD APARTMENTS', -1500, 'Housing'),
  ];
  const today = '2026-10-05';
  const figures = ledgerFigures({ transactions: ledger, today });

  it('compares July with nothing: June starts on the 3rd, so no category is "new" and no fall a win', () => {
    const story = buildStory({ txs: ledger, period: { kind: 'month', month: '2026-07' }, today });
    const changes = screen(story, 'changes');
    expect(changes.lines).toEqual([]);
    expect(changes.note).toBe('Nothing to compare with: your statements cover June 2026 only in part (Checking starts on Jun 3).');
    expect(text(screen(story, 'headline'))).toContain('Nothing to compare with: your statements cover June 2026 only in part (Checking starts on Jun 3).');
    expect(text(screen(story, 'wins')).some((l) => l.startsWith('You spent'))).toBe(false);
    // August against a full July is a comparison again
    const august = buildStory({ txs: ledger, period: { kind: 'month', month: '2026-08' }, today });
    expect(screen(august, 'changes').note).toBe('Money out per category is the same as in July 2026.');
  });

  it("gives the period's savings rate and the usual month by core/figures, and names a partial month", () => {
    const july = buildStory({ txs: ledger, period: { kind: 'month', month: '2026-07' }, today });
    // (4,000 − 1,555.49) ÷ 4,000
    expect(july.monthly.periodSavingsRate).toEqual({
      rate: 0.6111,
      statistic: '(income − spending) ÷ income over the full month Jul 2026',
      months: ['2026-07'],
    });
    expect(july.monthly.usual).toEqual({
      spendingCents: figures.spending.cents,
      surplusCents: figures.surplus.cents,
      statistic: 'median of the 3 full months Jul 2026 – Sep 2026',
      savingsRate: figures.savingsRate,
    });
    const headline = text(screen(july, 'headline'));
    expect(headline).toContain('Your savings rate: [61.1], (income − spending) ÷ income over the full month Jul 2026.');
    expect(headline).toContain(
      'A usual month, as on the Goals and Freedom pages: [155549] out and [244451] kept, a savings rate of [61.1], the median of the 3 full months Jul 2026 – Sep 2026.',
    );
    const june = buildStory({ txs: ledger, period: { kind: 'month', month: '2026-06' }, today });
    expect(june.monthly.periodSavingsRate.rate).toBeNull();
    expect(text(screen(june, 'headline'))).toContain(
      'Your statements cover June 2026 only in part (Checking starts on Jun 3): its money is what they hold, and it stays out of the usual month.',
    );
    // the year: June is shown but is neither the lightest month nor the one that kept most
    const year = buildStory({ txs: ledger, period: { kind: 'year', year: 2026 }, today });
    const months = screen(year, 'months');
    expect(text(months)).toContain('June (partly in your statements: Checking starts on Jun 3): [4000] out, [400000] in.');
    expect(months.stats.map((s) => s.caption)).not.toContain('Lightest month: June');
    expect(months.stats.map((s) => s.caption)).not.toContain('Kept most: June');
    expect(year.monthly.periodSavingsRate.statistic).toBe(
      '(income − spending) ÷ income over the 3 full months Jul 2026 – Sep 2026; left out as partial: Jun 2026 (Checking starts on Jun 3), Oct 2026 (the month is in progress (today is Oct 5))',
    );
  });
});
