// Content-addressed file storage per user, plus scratch space for a document's pipeline stages.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';

export class FileStore {
  constructor(private readonly root: string) {}

  uploadKey(userId: string, sha256: string): string {
    return path.posix.join('users', userId, sha256);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.resolve(key);
    await mkdir(path.dirname(file), { recursive: true });
    // write then rename: a crash never leaves a half-written file under the final name
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, file);
  }

  async get(key: string): Promise<Buffer> {
    return readFile(this.resolve(key));
  }

  async putJson(key: string, value: unknown): Promise<void> {
    await this.put(key, Buffer.from(JSON.stringify(value)));
  }

  async getJson<T>(key: string): Promise<T> {
    return JSON.parse((await this.get(key)).toString('utf8')) as T;
  }

  /**
   * Writes values as JSON lines (one line per batch), streamed to disk: a large stage is never one
   * string in memory. Written then renamed, as put.
   */
  async putLines(key: string, batches: AsyncIterable<unknown> | Iterable<unknown>): Promise<number> {
    const file = this.resolve(key);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    const out = createWriteStream(tmp);
    let lines = 0;
    try {
      for await (const batch of batches) {
        lines++;
        if (!out.write(`${JSON.stringify(batch)}\n`)) await once(out, 'drain');
      }
      out.end();
      await once(out, 'close');
    } catch (err) {
      out.destroy();
      await rm(tmp, { force: true });
      throw err;
    }
    await rename(tmp, file);
    return lines;
  }

  /** The values putLines wrote, in order, read as a stream. */
  async *readLines<T>(key: string): AsyncGenerator<T> {
    let rest = '';
    for await (const chunk of createReadStream(this.resolve(key), { encoding: 'utf8', highWaterMark: 1 << 20 })) {
      const text = rest + (chunk as string);
      let start = 0;
      for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', start)) {
        yield JSON.parse(text.slice(start, nl)) as T;
        start = nl + 1;
      }
      rest = text.slice(start);
    }
    if (rest.trim() !== '') yield JSON.parse(rest) as T;
  }

  stageKey(documentId: string, stage: string): string {
    return path.posix.join('stages', documentId, stage.includes('.') ? stage : `${stage}.json`);
  }

  async dropStages(documentId: string): Promise<void> {
    await rm(this.resolve(path.posix.join('stages', documentId)), { recursive: true, force: true });
  }

  async removeUser(userId: string): Promise<void> {
    await rm(this.resolve(path.posix.join('users', userId)), { recursive: true, force: true });
  }

  /** The file's path on disk (audio is served from it with range requests). */
  pathOf(key: string): string {
    return this.resolve(key);
  }

  private resolve(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`invalid storage key ${key}`);
    return file;
  }
}
