// npm run import -- --email EMAIL PATH...   Batch-imports files and folders through the same queues
// as the web upload, with a progress bar per file and a summary; exits 1 when any file failed.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import cliProgress from 'cli-progress';
import { ACCEPTED_EXTENSIONS } from '../core/documents/upload-limits.ts';
import { loadConfig } from '../core/config.ts';
import { STEP_LABELS, overallProgress } from '../core/steps.ts';
import { createDb } from '../db/client.ts';
import { logIdleDbError } from '../infra/logger.ts';
import { redisEmit } from '../infra/emit.ts';
import { FileStore } from '../infra/files.ts';
import { StepReporter } from '../services/documents/progress.ts';
import { closeQueues, createPipelineQueues } from '../infra/queues/pipeline.ts';
import { createRedis } from '../infra/redis.ts';
import { ActivityRepo } from '../db/repos/activity.ts';
import { DocumentsRepo, type DocumentRow } from '../db/repos/documents.ts';
import { UsersRepo } from '../db/repos/users.ts';
import { ingestFiles, type IngestDeps } from '../server/documents/ingest.ts';
import { HttpError } from '../server/http/errors.ts';

interface Outcome {
  file: string;
  status: 'imported' | 'duplicate' | 'failed';
  detail: string;
  imported: number;
  duplicates: number;
}

function parseArgs(argv: string[]): { email: string; paths: string[] } {
  const paths: string[] = [];
  let email = '';
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--email') email = argv[++i] ?? '';
    else if (a.startsWith('--email=')) email = a.slice(8);
    else paths.push(a);
  }
  if (!email || !paths.length) {
    console.error('usage: npm run import -- --email EMAIL PATH...   (files or folders)');
    process.exit(2);
  }
  return { email, paths };
}

const accepted = new Set<string>(ACCEPTED_EXTENSIONS);
const extensionOf = (f: string) => path.extname(f).slice(1).toLowerCase();

/** Files named on the command line are always tried; inside folders only supported types are taken. */
async function collect(paths: string[]): Promise<{ files: string[]; skipped: string[] }> {
  const files: string[] = [];
  const skipped: string[] = [];
  async function walk(dir: string) {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) (accepted.has(extensionOf(entry.name)) ? files : skipped).push(full);
    }
  }
  for (const p of paths) {
    const s = await stat(p).catch(() => null);
    if (!s)
      files.push(p); // reported as failed with "not found" below
    else if (s.isDirectory()) await walk(p);
    else files.push(p);
  }
  return { files, skipped };
}

const { email, paths } = parseArgs(process.argv.slice(2));
const config = loadConfig(process.env);
const db = createDb(config.DATABASE_URL, logIdleDbError, 4);
const redis = createRedis(config.REDIS_URL, 'import-cli');
const queues = createPipelineQueues(redis, config.REDIS_PREFIX);
const emit = redisEmit(redis, config.REDIS_PREFIX);
const documents = new DocumentsRepo(db.db);
const deps: IngestDeps = {
  documents,
  files: new FileStore(config.STORAGE_DIR),
  queues,
  emit,
  reporter: new StepReporter(documents, new ActivityRepo(db.db), emit),
};

let exitCode = 0;
try {
  const user = await new UsersRepo(db.db).byEmail(email);
  if (!user) throw new Error(`No account with email ${email}.`);
  const { files, skipped } = await collect(paths);
  const outcomes: Outcome[] = [];
  const waiting = new Map<string, { file: string; bar: cliProgress.SingleBar }>();
  const bars = new cliProgress.MultiBar(
    {
      format: ' {bar} {percentage}% | {file} | {step}',
      hideCursor: true,
      clearOnComplete: false,
    },
    cliProgress.Presets.shades_classic,
  );

  for (const file of files) {
    const name = path.basename(file);
    try {
      const bytes = await readFile(file).catch(() => {
        throw new HttpError(404, `${file} was not found or cannot be read.`);
      });
      const [result] = await ingestFiles(deps, user.id, [{ name, bytes }]);
      if (!result) continue;
      if (result.status === 'duplicate') {
        outcomes.push({ file, status: 'duplicate', detail: result.message, imported: 0, duplicates: 0 });
      } else {
        waiting.set(result.document.id, { file, bar: bars.create(100, result.document.overallProgress, { file: name, step: 'queued' }) });
      }
    } catch (err) {
      outcomes.push({ file, status: 'failed', detail: err instanceof Error ? err.message : String(err), imported: 0, duplicates: 0 });
    }
  }

  // PostgreSQL holds each document's true progress: follow it until every file has finished.
  while (waiting.size) {
    for (const [id, w] of waiting) {
      const doc = await documents.get(user.id, id);
      if (!doc) continue;
      const current = doc.steps.find((s) => s.status === 'processing') ?? doc.steps.filter((s) => s.status !== 'pending').at(-1);
      w.bar.update(overallProgress(doc.steps), { step: current ? `${STEP_LABELS[current.key]}: ${current.message}`.slice(0, 90) : '' });
      if (doc.status === 'completed' || doc.status === 'failed') {
        outcomes.push(outcomeOf(w.file, doc));
        waiting.delete(id);
      }
    }
    if (waiting.size) await new Promise((r) => setTimeout(r, 250));
  }
  bars.stop();

  const imported = outcomes.reduce((n, o) => n + o.imported, 0);
  const rowDupes = outcomes.reduce((n, o) => n + o.duplicates, 0);
  const failed = outcomes.filter((o) => o.status === 'failed');
  console.log('\nSummary');
  for (const o of outcomes) console.log(`  ${o.status.padEnd(9)} ${o.file}: ${o.detail}`);
  for (const s of skipped) console.log(`  skipped   ${s}: not a supported file type`);
  console.log(
    `\n${imported} transactions imported from ${outcomes.filter((o) => o.status === 'imported').length} files; ` +
      `${outcomes.filter((o) => o.status === 'duplicate').length} duplicate files, ${rowDupes} duplicate rows; ${failed.length} failed.`,
  );
  if (failed.length) exitCode = 1;
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  exitCode = 1;
} finally {
  await closeQueues(queues);
  redis.disconnect();
  await db.close();
}
process.exit(exitCode);

function outcomeOf(file: string, doc: DocumentRow): Outcome {
  if (doc.status === 'failed') return { file, status: 'failed', detail: doc.error ?? 'failed', imported: 0, duplicates: 0 };
  return {
    file,
    status: 'imported',
    imported: doc.imported,
    duplicates: doc.duplicates,
    detail:
      `${doc.imported} imported, ${doc.duplicates} already present, ${doc.needsReview} to review` +
      (doc.warnings.length ? `; ${doc.warnings.length} warning(s): ${doc.warnings.slice(0, 3).join(' | ')}` : ''),
  };
}
