// The window policy (core/chime/windows.ts) each reader of bill occurrences names, the statuses the one
// service (services/bills/occurrences.ts) returns in a window, and the one clock (services/clock.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BILL_WINDOWS, windowDates } from '../../core/chime/windows.ts';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import type { BillRow } from '../../db/repos/bills.ts';
import { occurrencesIn } from '../../services/bills/occurrences.ts';
import { pinToday, todayFor, todayIso, userToday } from '../../services/clock.ts';

const bill = (over: Partial<BillRow> = {}): BillRow =>
  ({
    id: 'b1',
    userId: 'u1',
    name: 'Water',
    merchantKey: 'city water dept',
    expected: { kind: 'exact', cents: 4200 },
    cadence: { kind: 'monthly', day: 19 },
    anchor: '2025-01-19',
    weekend: null,
    account: null,
    autopay: false,
    active: true,
    leadDays: 3,
    channels: ['in-app'],
    ...over,
  }) as BillRow;
const paid = (id: string, date: string, cents = 4200): LedgerTransaction => ({
  id,
  date,
  description: 'CITY WATER DEPT',
  merchant: null,
  amountCents: -cents,
  category: 'Utilities',
});

describe('the window policy', () => {
  it("keeps each reader's window: days from the as-of day, both ends included", () => {
    expect(BILL_WINDOWS).toEqual({
      page: { fromDays: -60, toDays: 60 },
      chat: { fromDays: -30, toDays: 30 },
      reminders: { fromDays: -14, toDays: 31 },
      automa: { fromDays: -30, toDays: 60 },
      'automa-history': { fromDays: -365, toDays: 0 },
      'story-coming': { fromDays: 0, toDays: 30 },
      'checkin-facts': { fromDays: 1, toDays: 30 },
      'this-month': { fromDays: 1, toDays: 30 },
      'episode-ahead': { fromDays: 1, toDays: 14 },
    });
  });

  it('turns a window into its first and last due dates', () => {
    expect(windowDates('page', '2026-03-17')).toEqual({ from: '2026-01-16', to: '2026-05-16' });
    expect(windowDates('reminders', '2026-03-17')).toEqual({ from: '2026-03-03', to: '2026-04-17' });
    expect(windowDates('story-coming', '2026-03-17')).toEqual({ from: '2026-03-17', to: '2026-04-16' });
    expect(windowDates('episode-ahead', '2026-02-28')).toEqual({ from: '2026-03-01', to: '2026-03-14' });
  });
});

describe('bill occurrences in a window', () => {
  const ledger = [paid('t1', '2026-01-18'), paid('t2', '2026-02-20', 5000)];

  it('gives each due date in the window its status as of the day, with the payment or the price rise', () => {
    const [got] = occurrencesIn([bill()], ledger, '2026-03-19', 'page');
    expect(got!.occurrences.map((o) => [o.due, o.status, o.paidBy?.id ?? null, o.priceRise?.toCents ?? null])).toEqual([
      ['2026-01-19', 'paid', 't1', null],
      ['2026-02-19', 'paid', 't2', 5000],
      ['2026-03-19', 'due today', null, null],
      // the window ends on 2026-05-18, sixty days on
      ['2026-04-19', 'upcoming', null, null],
    ]);
    // the same bill on the reminders' shorter window, a day later and eight days later
    expect(occurrencesIn([bill()], ledger, '2026-03-20', 'reminders')[0]!.occurrences.map((o) => [o.due, o.status])).toEqual([
      ['2026-03-19', 'overdue'],
      ['2026-04-19', 'upcoming'],
    ]);
    expect(occurrencesIn([bill()], [], '2026-03-27', 'reminders')[0]!.occurrences.map((o) => [o.due, o.status])).toEqual([
      ['2026-03-19', 'missed'],
      ['2026-04-19', 'upcoming'],
    ]);
  });

  it('keeps the paused bills unless only the active ones are asked for', () => {
    const rows = [bill(), bill({ id: 'b2', name: 'Gym', active: false })];
    expect(occurrencesIn(rows, [], '2026-03-17', 'chat').map((b) => b.bill.id)).toEqual(['b1', 'b2']);
    expect(occurrencesIn(rows, [], '2026-03-17', 'chat', true).map((b) => b.bill.id)).toEqual(['b1']);
  });
});

describe('the one clock', () => {
  afterEach(() => {
    pinToday(null);
    vi.useRealTimers();
  });

  it("is the UTC day, or the day on the user's wall clock", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-17T23:30:00Z'));
    expect(todayIso()).toBe('2026-03-17');
    expect(todayFor(null)).toBe('2026-03-17');
    expect(todayFor('Pacific/Auckland')).toBe('2026-03-18');
    expect(todayFor('America/New_York')).toBe('2026-03-17');
    expect(await userToday({ timeZone: async () => 'Asia/Tokyo' }, 'u1')).toBe('2026-03-18');
    expect(await userToday({ timeZone: async () => null }, 'u1')).toBe('2026-03-17');
  });

  it('is the pinned day (CLOCK_TODAY) in every zone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-17T23:30:00Z'));
    pinToday('2026-01-05');
    expect(todayIso()).toBe('2026-01-05');
    expect(todayFor('Pacific/Auckland')).toBe('2026-01-05');
    expect(await userToday({ timeZone: async () => 'Pacific/Kiritimati' }, 'u1')).toBe('2026-01-05');
  });
});
