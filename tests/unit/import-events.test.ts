// `import.committed` and its registry (services/imports/registry.ts): the handlers' order, each
// one's own retry, a failing handler not stopping the others, and handlers that add nothing twice.
import { describe, expect, it } from 'vitest';
import type { ImportCommitted } from '../../core/domain-events.ts';
import type { Insight } from '../../core/events.ts';
import type { ImportHandler, ImportHandlerDeps } from '../../services/imports/handler.ts';
import { IMPORT_HANDLERS, publishImportCommitted } from '../../services/imports/registry.ts';
import { primeApprovals } from '../../services/imports/handlers/approvals.ts';
import { budgetAlertsHandler } from '../../services/imports/handlers/budget-alerts.ts';

const event: ImportCommitted = {
  type: 'import.committed',
  userId: 'u1',
  documentId: 'd1',
  fileName: 'march.csv',
  counts: { imported: 40, duplicates: 0, needsReview: 30 },
  today: '2026-03-20',
};
const fast = { tries: 3, backoffMs: 1 };
const insight = (message: string): Insight => ({ type: 'test', severity: 'info', actionable: false, message });

/** deps whose ledger counts its focus reads; the rest is what a test adds */
function fakeDeps(extra: Partial<Record<keyof ImportHandlerDeps, unknown>> = {}): { deps: ImportHandlerDeps; focusReads: () => number } {
  let reads = 0;
  const ledger = {
    async importFocus() {
      reads++;
      return { rows: [], recentFrom: '2026-03-01', newIds: new Set<string>(), monthly: null };
    },
  };
  // logOnce as the activity table keeps it: one line per document and text
  const once = new Set<string>();
  const feed = {
    log: async () => {},
    logOnce: async (_u: string, _e: string, text: string, doc: string) => !once.has(`${doc}|${text}`) && once.add(`${doc}|${text}`) !== null,
  };
  return { deps: { ledger, feed, emit: () => {}, ...extra } as unknown as ImportHandlerDeps, focusReads: () => reads };
}

describe('import.committed registry', () => {
  it('lists Automa first, then insights and Harmony, the studio, approvals, budgets and goals', () => {
    expect(IMPORT_HANDLERS.map((h) => h.name)).toEqual(['automa-rules', 'insights', 'studio-guilt', 'approvals', 'budget-alerts', 'goal-alerts']);
    expect(new Set(IMPORT_HANDLERS.map((h) => h.name)).size).toBe(IMPORT_HANDLERS.length);
  });

  it('runs the handlers in order, collects their insights and reports the progress of those that state one', async () => {
    const ran: string[] = [];
    const handler = (name: string, found?: Insight[], progress?: ImportHandler['progress']): ImportHandler => ({
      name,
      ...(progress ? { progress } : {}),
      async handle() {
        ran.push(name);
        return found;
      },
    });
    const before: string[] = [];
    const out = await publishImportCommitted(
      event,
      fakeDeps().deps,
      { before: async (h) => void before.push(`${h.name}@${h.progress?.at}`) },
      [handler('a'), handler('b', [insight('one'), insight('two')], { at: 50, message: 'looking' }), handler('c', [insight('three')])],
      fast,
    );
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(before).toEqual(['b@50']);
    expect(out.insights.map((i) => i.message)).toEqual(['one', 'two', 'three']);
    expect(out.failed).toEqual([]);
  });

  it('retries a failing handler on its own; one that keeps failing is reported and the others still run', async () => {
    let flakyTries = 0;
    let brokenTries = 0;
    const ran: string[] = [];
    const out = await publishImportCommitted(
      event,
      fakeDeps().deps,
      {},
      [
        {
          name: 'flaky',
          async handle() {
            if (++flakyTries < 3) throw new Error('connection reset');
            return [insight('after two failures')];
          },
        },
        {
          name: 'broken',
          async handle() {
            brokenTries++;
            throw new Error('always');
          },
        },
        {
          name: 'last',
          async handle() {
            ran.push('last');
            return undefined;
          },
        },
      ],
      fast,
    );
    expect(flakyTries).toBe(3);
    expect(brokenTries).toBe(3);
    expect(ran).toEqual(['last']);
    expect(out.failed).toEqual(['broken']);
    expect(out.insights.map((i) => i.message)).toEqual(['after two failures']);
  });

  it('reads the import focus once for every handler that needs it', async () => {
    const { deps, focusReads } = fakeDeps();
    const reader = (name: string): ImportHandler => ({
      name,
      async handle(_e, _d, reads) {
        await reads.focus();
        return undefined;
      },
    });
    await publishImportCommitted(event, deps, {}, [reader('x'), reader('y')], fast);
    expect(focusReads()).toBe(1);
  });
});

describe('import handlers add nothing twice', () => {
  it("Prime's approval: one per document, and the bell hears of it once", async () => {
    const approvals = new Set<string>();
    const notified: unknown[] = [];
    const lines: string[] = [];
    const { deps } = fakeDeps({
      feed: {
        log: async () => {},
        async logOnce(_u: string, _e: string, text: string, _doc: string, kind: string) {
          if (lines.includes(`${kind}: ${text}`)) return false;
          lines.push(`${kind}: ${text}`);
          return true;
        },
      },
      approvals: {
        async create(_userId: string, a: { documentId: string }) {
          if (approvals.has(a.documentId)) return null;
          approvals.add(a.documentId);
          return { id: `ap-${a.documentId}`, createdAt: new Date('2026-03-20T10:00:00Z') };
        },
      },
      emit: (_rooms: string[], name: string, payload: unknown) => notified.push({ name, payload }),
    });
    await publishImportCommitted(event, deps, {}, [primeApprovals], fast);
    await publishImportCommitted(event, deps, {}, [primeApprovals], fast);
    expect(approvals.size).toBe(1);
    expect(notified).toHaveLength(1);
    expect(notified[0]).toMatchObject({ name: 'notification', payload: { title: 'Prime needs your decision' } });
    // and one line of kind approval for the bell's list
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^approval: /);
  });

  it("Goalie's budget alert: once a month, however often the import is handled", async () => {
    const alerted = new Set<string>();
    const lines: string[] = [];
    const { deps } = fakeDeps({
      budgets: {
        async list() {
          return [{ id: 'b1', category: 'Dining', subcategory: null, limitCents: 10_000, alertedNearMonth: null, alertedOverMonth: null }];
        },
        async markAlerted(_u: string, id: string, level: string, month: string) {
          const key = `${id}|${level}|${month}`;
          if (alerted.has(key)) return false;
          alerted.add(key);
          return true;
        },
      },
      feed: { log: async (_u: string, _e: string, message: string) => void lines.push(message) },
      ledger: {
        async importFocus() {
          const row = (id: string, amountCents: number) => ({
            id,
            date: '2026-03-10',
            description: 'Bistro',
            merchant: 'Bistro',
            amountCents,
            category: 'Dining',
            subcategory: null,
            account: 'Card',
          });
          return { rows: [row('t1', -6_000), row('t2', -5_000)], recentFrom: '2026-03-01', newIds: new Set(['t1', 't2']), monthly: null };
        },
      },
    });
    await publishImportCommitted(event, deps, {}, [budgetAlertsHandler], fast);
    await publishImportCommitted(event, deps, {}, [budgetAlertsHandler], fast);
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines).size).toBe(lines.length);
    expect(alerted.size).toBe(lines.length);
  });
});
