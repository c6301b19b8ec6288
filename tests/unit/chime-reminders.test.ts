// Which reminders are due on a day, what they say, the user's local day across zones and a
// daylight-saving change, and which delivery failures are worth a retry.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../../core/dates.ts';
import { dueReminders, isPermanentFailure, localDate, localTime, reminderText, timeZoneProblem, type ReminderBill } from '../../core/chime/reminders.ts';

const bill = (over: Partial<ReminderBill> = {}): ReminderBill => ({
  id: 'b1',
  name: 'Rent',
  leadDays: 3,
  channels: ['in-app', 'email'],
  expectedCents: 195000,
  autopay: false,
  occurrences: [{ due: '2026-04-01', status: 'upcoming' }],
  ...over,
});

describe('dueReminders', () => {
  it('reminds on each channel from leadDays before the due date until the day itself', () => {
    expect(dueReminders([bill()], '2026-03-28')).toEqual([]);
    const due = dueReminders([bill()], '2026-03-29');
    expect(due.map((r) => [r.channel, r.due])).toEqual([
      ['in-app', '2026-04-01'],
      ['email', '2026-04-01'],
    ]);
    expect(due[0]!.title).toBe('Rent is due in 3 days');
    // a day the run did not happen is caught up the next day, still once per channel
    expect(dueReminders([bill()], '2026-03-31').map((r) => r.title)).toEqual(['Rent is due tomorrow', 'Rent is due tomorrow']);
    expect(dueReminders([bill({ occurrences: [{ due: '2026-04-01', status: 'due today' }] })], '2026-04-01')[0]!.title).toBe('Rent is due today');
  });

  it('does not remind of a paid, overdue or missed occurrence, nor twice for a repeated channel', () => {
    for (const status of ['paid', 'overdue', 'missed'] as const) {
      expect(dueReminders([bill({ occurrences: [{ due: '2026-04-01', status }] })], '2026-03-30')).toEqual([]);
    }
    expect(dueReminders([bill({ channels: ['push', 'push'] })], '2026-03-30')).toHaveLength(1);
    expect(dueReminders([bill({ channels: [] })], '2026-03-30')).toEqual([]);
  });

  it('with lead time 0 reminds only on the day', () => {
    const b = bill({ leadDays: 0, occurrences: [{ due: '2026-04-01', status: 'upcoming' }] });
    expect(dueReminders([b], '2026-03-31')).toEqual([]);
  });

  it('property: a reminder is never for a day before today nor more than leadDays ahead', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: -40, max: 40 }), (lead, offset) => {
        const today = '2026-02-27';
        const due = addDays(today, offset);
        const out = dueReminders(
          [bill({ leadDays: lead, channels: ['in-app'], occurrences: [{ due, status: offset === 0 ? 'due today' : offset > 0 ? 'upcoming' : 'overdue' }] })],
          today,
        );
        expect(out.length).toBe(offset >= 0 && offset <= lead ? 1 : 0);
      }),
    );
  });

  it('says when an autopay bill will be taken', () => {
    expect(reminderText({ name: 'Gym', expectedCents: 4999, autopay: true }, '2026-03-20', '2026-03-18').body).toMatch(
      /^Gym: about \$49\.99 is paid automatically on 2026-03-20 \(in 2 days\)/,
    );
  });
});

describe('time zones', () => {
  it('names a zone that does not exist', () => {
    expect(timeZoneProblem('Europe/Berlin')).toBeNull();
    expect(timeZoneProblem('Mars/Olympus_Mons')).toContain('"Mars/Olympus_Mons" is not a time zone');
    expect(timeZoneProblem('')).toMatch(/Give a time zone/);
  });

  it('gives the local day and time of an instant, across a daylight-saving change', () => {
    // 2026-03-08 07:00 UTC is 03:00 EDT (clocks went forward at 02:00 EST); a day earlier it was 02:00 EST
    expect(localTime(new Date('2026-03-08T12:00:00Z'), 'America/New_York')).toBe('08:00');
    expect(localTime(new Date('2026-03-07T13:00:00Z'), 'America/New_York')).toBe('08:00');
    expect(localDate(new Date('2026-03-08T03:30:00Z'), 'America/New_York')).toBe('2026-03-07');
    expect(localDate(new Date('2026-03-08T03:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-08');
    expect(localDate(new Date('2026-12-31T23:30:00Z'), 'Pacific/Kiritimati')).toBe('2027-01-01');
  });
});

describe('isPermanentFailure', () => {
  it('gives up on SMTP 5xx and push 4xx, retries timeouts, SMTP 4xx, push 429 and 5xx', () => {
    expect(isPermanentFailure({ channel: 'email', smtpCode: 550 })).toBe(true);
    expect(isPermanentFailure({ channel: 'email', smtpCode: 451 })).toBe(false);
    expect(isPermanentFailure({ channel: 'email', smtpCode: null })).toBe(false);
    expect(isPermanentFailure({ channel: 'push', httpStatus: 400 })).toBe(true);
    expect(isPermanentFailure({ channel: 'push', httpStatus: 429 })).toBe(false);
    expect(isPermanentFailure({ channel: 'push', httpStatus: 503 })).toBe(false);
  });
});
