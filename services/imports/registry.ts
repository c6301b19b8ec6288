// The one registry of what reacts to `import.committed`, in the order they run: Automa's rules
// first (the others read the ledger as the rules left it), then Intelia's insights with Harmony's
// spikes, the studio's guilt rule, Prime's approvals, Goalie's budget and goal alerts. Each handler
// is tried on its own (RETRY): one that keeps failing is logged and the others still run, and the
// import stays committed.
import type { ImportCommitted } from '../../core/domain-events.ts';
import type { Insight } from '../../core/events.ts';
import { logger } from '../../infra/logger.ts';
import type { ImportFocus } from '../ledger/focus.ts';
import type { ImportHandler, ImportHandlerDeps, ImportReads } from './handler.ts';
import { automaRules } from './handlers/automa-rules.ts';
import { insightsAndSpikes } from './handlers/insights.ts';
import { studioGuilt } from './handlers/studio-guilt.ts';
import { primeApprovals } from './handlers/approvals.ts';
import { budgetAlertsHandler } from './handlers/budget-alerts.ts';
import { goalAlertsHandler } from './handlers/goal-alerts.ts';

const log = logger.child({ component: 'import-events' });

export const IMPORT_HANDLERS: readonly ImportHandler[] = [automaRules, insightsAndSpikes, studioGuilt, primeApprovals, budgetAlertsHandler, goalAlertsHandler];

/** Each handler's own retry: tries in all, and the wait before the second (doubled each time). */
export const RETRY = { tries: 3, backoffMs: 200 };

export interface PublishHooks {
  /** called before each handler that states its progress (the closing step shows it) */
  before?(handler: ImportHandler): Promise<void>;
}

export interface PublishResult {
  /** the insights the handlers found, in handler order */
  insights: Insight[];
  /** handlers that still failed after their last try (logged) */
  failed: string[];
}

/** Publishes `import.committed` through the handlers, in order; they run before the document reads as complete. */
export async function publishImportCommitted(
  event: ImportCommitted,
  deps: ImportHandlerDeps,
  hooks: PublishHooks = {},
  handlers: readonly ImportHandler[] = IMPORT_HANDLERS,
  retry = RETRY,
): Promise<PublishResult> {
  const reads = importReads(event, deps);
  const result: PublishResult = { insights: [], failed: [] };
  for (const handler of handlers) {
    if (handler.progress) await hooks.before?.(handler);
    try {
      const found = await withRetry(() => handler.handle(event, deps, reads), retry);
      if (found) result.insights.push(...found);
    } catch (err) {
      result.failed.push(handler.name);
      log.error(
        { err, handler: handler.name, event: event.type, userId: event.userId, documentId: event.documentId },
        'an import handler failed after its last try',
      );
    }
  }
  return result;
}

/** Calls `fn` up to `tries` times, waiting `backoffMs`, then twice that, … between tries. */
export async function withRetry<T>(fn: () => Promise<T>, { tries, backoffMs }: { tries: number; backoffMs: number }): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= tries) throw err;
      await new Promise((r) => setTimeout(r, backoffMs * 2 ** (attempt - 1)));
    }
  }
}

/** The import's focus, read once for every handler that needs it; a failed read is tried again by the next caller. */
function importReads(event: ImportCommitted, deps: Pick<ImportHandlerDeps, 'ledger'>): ImportReads {
  let focus: Promise<ImportFocus> | null = null;
  return {
    focus() {
      focus ??= deps.ledger.importFocus(event.userId, event.today, event.documentId).catch((err: unknown) => {
        focus = null;
        throw err;
      });
      return focus;
    },
  };
}
