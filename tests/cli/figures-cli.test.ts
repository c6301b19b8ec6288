// npm run figures (issue 30), run as a user runs it: a child process without PostgreSQL or Redis,
// on fixture statements, with the day pinned by --today so the answer never depends on the calendar.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function figures(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/figures.ts', ...args], {
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, DATABASE_URL: 'postgres://nowhere.invalid/x', REDIS_URL: 'redis://nowhere.invalid' },
  });
  return { status: r.status, stderr: r.stderr, json: r.status === 0 ? JSON.parse(r.stdout.trim()) : null, stdout: r.stdout };
}

describe('npm run figures', () => {
  it('lists partial first and last months with their money but keeps them out of the surplus and the savings rate', () => {
    const r = figures('--today', '2026-11-29', 'tests/fixtures/csv/figures-partial-months.csv');
    expect(r.status, r.stderr).toBe(0);
    // one JSON object, exactly the documented keys (docs/clis.md)
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    expect(Object.keys(r.json)).toEqual(['months', 'fullMonths', 'monthlySurplus', 'savingsRate', 'netWorth', 'accounts']);
    expect(r.json.months).toEqual([
      // June starts on the 3rd with the rent: partial, its $401.90 never enters the median
      { month: '2026-06', full: false, income: 2450, spending: 2048.1, surplus: 401.9 },
      { month: '2026-07', full: true, income: 4900, spending: 2190.59, surplus: 2709.41 },
      { month: '2026-08', full: true, income: 4900, spending: 2262.39, surplus: 2637.61 },
      { month: '2026-09', full: true, income: 4900, spending: 2167.39, surplus: 2732.61 },
      // October's statement ends on the 20th
      { month: '2026-10', full: false, income: 2450, spending: 2014, surplus: 436 },
    ]);
    expect(r.json.fullMonths).toBe(3);
    expect(r.json.monthlySurplus).toEqual({ value: 2709.41, statistic: 'median of the 3 full months Jul 2026 – Sep 2026' });
    // (14,700 − 6,620.37) ÷ 14,700 over July – September
    expect(r.json.savingsRate).toBe(0.5496);
    // the last printed running balance is the account's balance, and the net worth
    expect(r.json.accounts).toEqual([{ name: 'figures-partial-months.csv', kind: 'checking', balance: 13917.53, currency: 'USD' }]);
    expect(r.json.netWorth).toBe(13917.53);
  });

  it('a new account whose only October row is a paycheck on the 31st has no full month: no surplus, no rate, no net worth', () => {
    const r = figures('--today', '2026-11-29', 'tests/fixtures/csv/figures-new-account.csv');
    expect(r.status, r.stderr).toBe(0);
    expect(r.json.months.map((m: { month: string; full: boolean }) => [m.month, m.full])).toEqual([
      ['2026-10', false],
      ['2026-11', false],
    ]);
    expect(r.json.fullMonths).toBe(0);
    expect(r.json.monthlySurplus).toEqual({ value: null, statistic: 'No full month so far; a monthly figure needs 1.' });
    expect(r.json.savingsRate).toBeNull();
    expect(r.json.netWorth).toBeNull();
  });

  it('--today decides which months are over: the same file a month earlier has October still running', () => {
    const r = figures('--today', '2026-10-25', 'tests/fixtures/csv/figures-partial-months.csv');
    expect(r.status, r.stderr).toBe(0);
    expect(r.json.months.at(-1)).toMatchObject({ month: '2026-10', full: false });
    expect(r.json.fullMonths).toBe(3);
  });

  it('refuses a --today that is not a day, naming it, and prints nothing on stdout', () => {
    const r = figures('--today', '2026-13-45', 'tests/fixtures/csv/figures-partial-months.csv');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--today must be a day as YYYY-MM-DD, got "2026-13-45"');
    expect(r.stdout).toBe('');
  });
});

describe('npm run figures: account kinds from the statement', () => {
  it('an OFX card statement (CREDITCARDMSGSRSV1) is a credit card, and its balance is owed in the net worth', () => {
    const r = figures('--today', '2026-11-29', 'tests/fixtures/statements/ofx/beangulp__amex_ofxdownload.ofx');
    expect(r.status, r.stderr).toBe(0);
    expect(r.json.accounts).toHaveLength(1);
    // LEDGERBAL −2,356.38: owed, so the net worth is that much below zero
    expect(r.json.accounts[0]).toEqual({ name: '…1222', kind: 'credit card', balance: -2356.38, currency: 'USD' });
    expect(r.json.netWorth).toBe(-2356.38);
  });

  it('an account in another currency is left out of the net worth (no rate here), never added as if it were the same money', () => {
    // the checking statement is in USD (2,989.40); the card statement is in SGD (289.50 owed)
    const r = figures('--today', '2026-11-29', 'tests/fixtures/pdf/checking-statement.pdf', 'tests/fixtures/pdf/card-statement-cr.pdf');
    expect(r.status, r.stderr).toBe(0);
    expect(r.json.accounts.map((a: { currency: string }) => a.currency)).toEqual(['USD', 'SGD']);
    expect(r.json.netWorth).toBe(2989.4);
    expect(r.stderr).toContain('card-statement-cr.pdf: in SGD, not USD; its rows and balance are left out of the months and the net worth');
  });
});
