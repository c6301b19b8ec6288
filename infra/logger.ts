// The one logger of the server, the worker and the code they share: pino, JSON lines on stderr
// (stdout stays free for the CLIs in scripts/ that print JSON, and for the start-up lines below).
// The level is LOG_LEVEL (core/config.ts: fatal, error, warn, info (default), debug, trace, silent).
// Each module takes a child that names it: `logger.child({ component: 'chat' })`; an error goes
// under `err` so pino prints its type, message and stack: `log.error({ err, userId }, 'what failed')`.
import { pino, type Logger } from 'pino';
import { logLevelSetting } from '../core/config.ts';

// An invalid LOG_LEVEL is reported by loadConfig at start-up, naming the variable; until then: info.
const level = logLevelSetting.safeParse(process.env.LOG_LEVEL);

export const logger: Logger = pino(
  {
    level: level.success ? level.data : 'info',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  pino.destination({ dest: 2, sync: true }),
);

/**
 * A start-up line that people and programs wait for ("[server] listening on http://…",
 * "[worker] processing queues …": scripts/up.mjs, tests/support/processes.ts). It is plain text on
 * stdout, at every LOG_LEVEL, so those matchers keep working.
 */
export function announce(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** An idle database client lost its connection (a database restart): logged, never a crash (db/client.ts's createDb). */
export function logIdleDbError(err: Error): void {
  logger.error({ component: 'db', err }, 'an idle database client lost its connection');
}
