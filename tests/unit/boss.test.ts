import { describe, expect, it } from 'vitest';
import { approvalFor, bossState, efficiencyStatus, EXPECTED_SECONDS, taskOfChat, tasksOfDocument, type TeamTask } from '../../core/team/boss.ts';
import { initialSteps, type StepState } from '../../core/steps.ts';

const at = (s: number) => new Date(Date.UTC(2026, 10, 22, 9, 0, s)).toISOString();
function steps(over: Partial<Record<StepState['key'], Partial<StepState>>>): StepState[] {
  return initialSteps().map((s) => ({ ...s, ...(over[s.key] ?? {}) }));
}
const done = (start: number, end: number): Partial<StepState> => ({ status: 'completed', progress: 100, startedAt: at(start), updatedAt: at(end) });

describe('tasks of a document', () => {
  it('gives Byte one task for OCR and parsing, and one each to Tag, Crystal and Intelia, with their times', () => {
    const tasks = tasksOfDocument({
      id: 'd1',
      fileName: 'may.csv',
      status: 'completed',
      steps: steps({
        uploaded: done(0, 0),
        ocr: done(1, 2),
        parsing: done(2, 5),
        categorization: done(5, 9),
        integration: done(9, 10),
        complete: done(10, 14),
      }),
    });
    expect(tasks.map((t) => [t.employee, t.type, t.status, t.startedAt, t.finishedAt])).toEqual([
      ['byte', 'document_processing', 'completed', at(1), at(5)],
      ['tag', 'categorization', 'completed', at(5), at(9)],
      ['crystal', 'analysis', 'completed', at(9), at(10)],
      ['intelia', 'analysis', 'completed', at(10), at(14)],
    ]);
  });

  it.each([
    ['a running step', 'processing', { parsing: { status: 'processing' as const, progress: 40, startedAt: at(1), updatedAt: at(2) } }, 'in_progress'],
    ['a question to the user', 'needs_input', { parsing: { status: 'processing' as const, progress: 40, startedAt: at(1), updatedAt: at(2) } }, 'paused'],
    ['a failed step', 'failed', { parsing: { status: 'failed' as const, progress: 40, startedAt: at(1), updatedAt: at(2) } }, 'failed'],
    ['a queued document', 'queued', {}, 'pending'],
  ] as const)('%s makes Byte’s task %s', (_what, docStatus, over, expected) => {
    const [byte] = tasksOfDocument({ id: 'd', fileName: 'f', status: docStatus, steps: steps(over) });
    expect(byte!.status).toBe(expected);
  });

  it('does not count the steps a failed document never reached as anyone’s task', () => {
    const tasks = tasksOfDocument({
      id: 'd',
      fileName: 'f',
      status: 'failed',
      steps: steps({ parsing: { status: 'failed', updatedAt: at(3), startedAt: at(1) } }),
    });
    expect(tasks.map((t) => t.employee)).toEqual(['byte']);
  });
});

describe('efficiency', () => {
  it.each([
    [100, 'excellent'],
    [95, 'excellent'],
    [94.9, 'good'],
    [85, 'good'],
    [84, 'needs_attention'],
    [70, 'needs_attention'],
    [69.9, 'critical'],
    [0, 'critical'],
  ] as const)('%s%% is %s', (pct, status) => expect(efficiencyStatus(pct)).toBe(status));

  it('is the share finished without failure and within the expected time', () => {
    const task = (status: TeamTask['status'], seconds: number): TeamTask => ({
      id: String(Math.random()),
      employee: 'tag',
      type: 'categorization',
      status,
      title: '',
      progress: 100,
      startedAt: at(0),
      finishedAt: at(seconds),
    });
    const limit = EXPECTED_SECONDS.categorization;
    const state = bossState(
      [task('completed', 5), task('completed', limit), task('completed', limit + 1), task('failed', 1), task('in_progress', 0)],
      ['tag', 'byte'],
    );
    expect(state.employees[0]).toMatchObject({ employee: 'tag', completed: 3, failed: 1, inProgress: 1, efficiency: 50, status: 'critical' });
    expect(state.employees[1]).toMatchObject({ employee: 'byte', efficiency: null, status: null });
    expect(state.summary).toBe('Tag: 3 done, 1 in progress, 1 failed (50% efficient). 1 task running now. Needs attention: Tag.');
  });

  it('calls more than three running tasks high activity', () => {
    const running = (i: number): TeamTask => ({
      id: `r${i}`,
      employee: 'byte',
      type: 'document_processing',
      status: 'in_progress',
      title: '',
      progress: 0,
      startedAt: at(0),
      finishedAt: null,
    });
    expect(bossState([0, 1, 2].map(running), ['byte']).highActivity).toBe(false);
    expect(bossState([0, 1, 2, 3].map(running), ['byte']).highActivity).toBe(true);
  });

  it('counts a chat reply as a task of its employee, failed when it errored', () => {
    expect(taskOfChat({ id: 'c', employee: 'ledger', at: at(10), latencyMs: 2000, failed: false })).toMatchObject({
      employee: 'ledger',
      type: 'chat',
      status: 'completed',
      startedAt: at(8),
      finishedAt: at(10),
    });
    expect(taskOfChat({ id: 'c', employee: 'ledger', at: at(10), latencyMs: 0, failed: true }).status).toBe('failed');
  });
});

describe('approvals', () => {
  it.each([
    [9, 10, false],
    [10, 40, true],
    [10, 41, false],
    [30, 100, true],
    [0, 0, false],
  ] as const)('%i unsure of %i: asks %s', (unsure, total, asks) => expect(approvalFor('f.csv', unsure, total) !== null).toBe(asks));
  it('says how many and where', () => {
    expect(approvalFor('may.csv', 12, 20)).toMatch(/^Tag is unsure about 12 of the 20 transactions in may\.csv/);
  });
});
