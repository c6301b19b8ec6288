// The check-in meets the nudges: a month without a check-in is suggested once (never over another
// nudge, never on a day one was dismissed, and a new account only once it is a week old and has
// transactions), and a check-in's score joins the moods so a low or falling score raises
// mood_based with the score and a fact beside it. Dates are pinned.
import { describe, expect, it } from 'vitest';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import {
  CHECKIN_DROP_POINTS,
  CHECKIN_INVITE_MIN_DAYS,
  checkinDueNudge,
  checkinMood,
  checkinMoodWords,
  type CheckinDueInput,
} from '../../core/harmony/checkin-nudges.ts';
import { moodNudge, type MoodSignal } from '../../core/harmony/feelings.ts';
import { greeting, harmonyFigures, harmonyPromptLines, nudgeSource, nudgeTitle } from '../../core/harmony/nudges.ts';
import { harmonyReply, type HarmonyData } from '../../core/harmony/replies.ts';
import { addDays } from '../../core/dates.ts';

const TODAY = '2026-03-17';
const due = (over: Partial<CheckinDueInput> = {}): CheckinDueInput => ({
  today: TODAY,
  accountCreated: '2026-01-05',
  transactionCount: 40,
  checkins: [],
  activeNudge: false,
  clearedToday: false,
  ...over,
});

describe('checkin_due', () => {
  it('suggests the month’s check-in with the last score, once per month (the subject is the month)', () => {
    const d = checkinDueNudge(
      due({
        checkins: [
          { month: '2026-01', score: 61 },
          { month: '2026-02', score: 48 },
        ],
      }),
    )!;
    expect(d).toMatchObject({ kind: 'checkin_due', subject: '2026-03', context: { month: '2026-03', last: { month: '2026-02', score: 48 } } });
    expect(d.message).toBe(
      "Your last check-in, in 2026-02, scored 48 out of 100. This month's takes two minutes (ten statements, or five), and I will put it beside your figures.",
    );
    expect(nudgeTitle(d.context)).toBe('Check-in for 2026-03');
    expect(nudgeSource(d.context)).toBe('your check-in of 2026-02 and that none is saved for 2026-03');
    expect(greeting(d.context, TODAY)).toContain('The check-in form is at the top of this page');
    expect(harmonyPromptLines({ nudgeId: 'n', context: d.context, figures: harmonyFigures(d.context, [], TODAY) }, TODAY)).toEqual([
      '- Nudge: the monthly well-being check-in for 2026-03 is not taken yet.',
      '- The last check-in (2026-02) scored 48 out of 100 on the CFPB Financial Well-Being Scale.',
    ]);
  });

  it('says nothing when this month is checked in, another nudge is on the card, or one was dismissed today', () => {
    expect(checkinDueNudge(due({ checkins: [{ month: '2026-03', score: 50 }] }))).toBeNull();
    expect(checkinDueNudge(due({ activeNudge: true }))).toBeNull();
    expect(checkinDueNudge(due({ clearedToday: true }))).toBeNull();
  });

  it('invites a user who never checked in only once the account is a week old and has transactions', () => {
    expect(checkinDueNudge(due({ transactionCount: 0 }))).toBeNull();
    const young = addDays(TODAY, -(CHECKIN_INVITE_MIN_DAYS - 1));
    expect(checkinDueNudge(due({ accountCreated: young }))).toBeNull();
    const old = addDays(TODAY, -CHECKIN_INVITE_MIN_DAYS);
    expect(checkinDueNudge(due({ accountCreated: old }))?.message).toMatch(/^You have not taken a check-in yet\./);
    // an account "created" after a pinned clock's today is not old
    expect(checkinDueNudge(due({ accountCreated: '2026-11-26' }))).toBeNull();
    // someone who checked in before is asked monthly even with no transactions
    expect(checkinDueNudge(due({ transactionCount: 0, accountCreated: TODAY, checkins: [{ month: '2026-02', score: 55 }] }))).not.toBeNull();
  });

  it('a chat about it answers from this month (no figures of its own)', () => {
    const d = checkinDueNudge(due())!;
    const data: HarmonyData = {
      today: TODAY,
      transactionCount: 3,
      thisMonth: { incomeCents: 300_000, spendingCents: 120_000, categories: [{ category: 'Housing', cents: 100_000 }] } as never,
      lastMonthToDate: { incomeCents: 300_000, spendingCents: 90_000, categories: [] } as never,
      tag: { needsReview: 0 } as never,
    };
    const r = harmonyReply({ nudgeId: 'n', context: d.context, figures: harmonyFigures(d.context, [], TODAY) }, data, 'why?');
    expect(r.content).toContain('$900.00');
    expect(r.dataUsed).toContain('your income and spending this month');
  });
});

describe('a check-in as a mood', () => {
  it('maps the score by the page’s bands, and a fall of CHECKIN_DROP_POINTS or more is low at best', () => {
    expect([0, 29, 30, 39, 40, 49, 50, 69, 70, 100].map((s) => checkinMood(s, null))).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect(checkinMood(60, 60 + CHECKIN_DROP_POINTS)).toBe(2);
    expect(checkinMood(60, 60 + CHECKIN_DROP_POINTS - 1)).toBe(4);
    expect(checkinMood(25, 80)).toBe(1);
    expect(checkinMood(75, 40)).toBe(5);
  });

  it('a very low check-in raises mood_based at once, with the score, the one before and a fact beside it', () => {
    const signals: MoodSignal[] = [{ source: 'checkin', id: 'c-2', score: checkinMood(28, 47), date: TODAY }];
    const d = moodNudge(signals, null, {
      month: '2026-03',
      score: 28,
      previous: { month: '2026-02', score: 47 },
      factChange: 'your buffer grew from 1.2 months to 1.8 months',
    })!;
    expect(d.subject).toBe('checkin|c-2');
    expect(d.message).toBe(
      "Your 2026-03 check-in scored 28 out of 100, down from 47 in 2026-02 while your buffer grew from 1.2 months to 1.8 months. Let's look at what weighs on you.",
    );
    expect(d.context).toMatchObject({ kind: 'mood_based', from: '2026-02-16', to: TODAY });
    expect(nudgeTitle(d.context)).toBe('Your 2026-03 check-in');
    expect(greeting(d.context, TODAY)).not.toContain('It covers');

    // its replies read the 30 days up to the check-in
    const ledger: LedgerTransaction[] = [
      { date: '2026-02-10', description: 'OLD', merchant: 'OLD', amountCents: -99_00, category: 'Shopping' },
      { date: '2026-03-02', description: 'RENT', merchant: 'RENT', amountCents: -1_000_00, category: 'Housing' },
      { date: '2026-03-05', description: 'SAFEWAY', merchant: 'SAFEWAY', amountCents: -80_00, category: 'Food & Dining' },
    ];
    const figures = harmonyFigures(d.context, ledger, TODAY);
    expect(figures).toMatchObject({ kind: 'mood_based', spendingCents: 1_080_00 });
    const data = { today: TODAY, transactionCount: 3 } as HarmonyData;
    const r = harmonyReply({ nudgeId: 'n', context: d.context, figures }, data, 'why did this happen');
    expect(r.content).toContain('$1,080.00 spent');
    expect(r.content).not.toContain('OLD');
    expect(r.dataUsed).toEqual(['your 2026-03 well-being check-in and the 30 days before it']);
  });

  it('a low check-in needs a low mood before it; a falling score counts as low', () => {
    expect(
      moodNudge(
        [
          { source: 'checkin', id: 'c', score: checkinMood(35, null), date: TODAY },
          { source: 'import', id: 'd', score: 4, date: '2026-03-10' },
        ],
        null,
        {
          month: '2026-03',
          score: 35,
          previous: null,
          factChange: null,
        },
      ),
    ).toBeNull();
    const d = moodNudge(
      [
        { source: 'checkin', id: 'c', score: checkinMood(55, 63), date: TODAY },
        { source: 'import', id: 'd', score: 2, date: '2026-03-10' },
      ],
      null,
      { month: '2026-03', score: 55, previous: { month: '2026-02', score: 63 }, factChange: null },
    )!;
    expect(d.context).toMatchObject({ mood: 2, lowStreak: 2 });
    expect(d.message).toContain('scored 55 out of 100, down from 63 in 2026-02.');
  });

  it('words for a score that rose or held', () => {
    expect(
      checkinMoodWords({
        month: '2026-03',
        score: 50,
        previous: { month: '2026-02', score: 44 },
        factChange: 'your buffer shrank from 2 months to 1.5 months',
      }),
    ).toBe('Your 2026-03 check-in scored 50 out of 100, up from 44 in 2026-02; your buffer shrank from 2 months to 1.5 months.');
    expect(checkinMoodWords({ month: '2026-03', score: 44, previous: { month: '2026-02', score: 44 }, factChange: null })).toBe(
      'Your 2026-03 check-in scored 44 out of 100, as in 2026-02.',
    );
  });
});
