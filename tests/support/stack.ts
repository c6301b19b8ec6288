// Starts the real server (and optionally in-process workers) against a test environment.
import type { DocumentDto, UploadResponse } from '../../core/documents/api.ts';
import { startServer, type RunningServer } from '../../server/app.ts';
import { startWorkers, type RunningWorkers } from '../../worker/runner.ts';
import { createTestEnv, type TestEnv } from './env.ts';
import { ApiClient, uniqueEmail } from './api.ts';

export interface Stack {
  env: TestEnv;
  server: RunningServer;
  workers: RunningWorkers | null;
  client(): ApiClient;
  close(): Promise<void>;
}

export async function startStack(opts: { workers?: boolean; env?: Record<string, string> } = {}): Promise<Stack> {
  const env = await createTestEnv(opts.env);
  const server = await startServer(env.config);
  const workers = opts.workers === false ? null : await startWorkers(env.config);
  return {
    env,
    server,
    workers,
    client: () => new ApiClient(server.url),
    async close() {
      await workers?.close();
      await server.close();
      await env.cleanup();
    },
  };
}

const resetConnection = (err: unknown) => err instanceof TypeError && (err.cause as { code?: string } | undefined)?.code === 'ECONNRESET';

/** Polls until fn returns a truthy value (PostgreSQL is the source of truth, events are hints). */
export async function waitFor<T>(fn: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn().catch((err: unknown) => {
      // a poll that met a reused keep-alive socket the server had just closed (its event loop was
      // busy with an in-process import) asks again, as a browser would; anything else is a failure
      if (resetConnection(err) && Date.now() < end) return null;
      throw err;
    });
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits until a document has finished (completed or failed), reading the true state over REST. */
export async function documentSettled(client: ApiClient, id: string, timeoutMs = 30_000): Promise<DocumentDto> {
  return waitFor(
    async () => {
      const d = (await client.json<{ document: DocumentDto }>('GET', `/api/documents/${id}`)).body.document;
      return d.status === 'completed' || d.status === 'failed' ? d : null;
    },
    `document ${id} to finish`,
    timeoutMs,
  );
}

/** Waits until Byte has parked a document with a question; one that finishes instead fails at once. */
export async function documentQuestion(
  client: ApiClient,
  id: string,
  timeoutMs = 30_000,
): Promise<DocumentDto & { question: NonNullable<DocumentDto['question']> }> {
  const d = await waitFor(
    async () => {
      const doc = (await client.json<{ document: DocumentDto }>('GET', `/api/documents/${id}`)).body.document;
      if (doc.status === 'completed' || doc.status === 'failed')
        throw new Error(`document ${id} ${doc.status} without a question${doc.error ? `: ${doc.error}` : ''}`);
      return doc.status === 'needs_input' ? doc : null;
    },
    `document ${id} to ask a question`,
    timeoutMs,
  );
  return d as DocumentDto & { question: NonNullable<DocumentDto['question']> };
}

/** A stack with one signed-up user, for the test file's beforeAll; close it in afterAll. */
export async function startStackWithUser(label: string): Promise<{ stack: Stack; client: ApiClient }> {
  const stack = await startStack();
  const client = stack.client();
  await client.signup(uniqueEmail(label));
  return { stack, client };
}

export function acceptedId(body: UploadResponse): string {
  const r = body.results[0];
  if (r?.status !== 'accepted') throw new Error(`upload was not accepted: ${JSON.stringify(body)}`);
  return r.document.id;
}

/** Uploads one file and waits until it is imported; a file that fails fails the test with its error. */
export async function importFile(client: ApiClient, name: string, content: string | Uint8Array): Promise<DocumentDto> {
  const doc = await documentSettled(client, acceptedId((await client.upload([{ name, content }])).body));
  if (doc.status !== 'completed') throw new Error(`${name} was not imported: ${doc.error ?? doc.status}`);
  return doc;
}

/** Uploads a CSV (Date,Description,Amount,Account and the rows) and waits until it is imported. */
export function importCsv(client: ApiClient, name: string, rows: readonly string[]): Promise<DocumentDto> {
  return importFile(client, name, ['Date,Description,Amount,Account', ...rows].join('\n'));
}
